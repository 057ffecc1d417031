"""Small regular print keeps its words apart. A play-tester at 1280x720 read "perartist",
"Vorjedem", "howthe" and "Fveloce": Lato's word space at small sizes is 2 to 4 pixels, and a
letter that overhangs its advance (r, w, F, y) closes it before the next word's first letter."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver

from scenes.assets import font

#: The play-tester's words (the Settings' German "Vor jedem Gebot ...", the Italian "F veloce"
#: under the log, the board's hint "One card's worth per artist ...", the computer levels' "how
#: the others answer").
RUN_TOGETHER = [("per", "artist"), ("Vor", "jedem"), ("how", "the"), ("F", "veloce")]


def _ink(surface: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surface, 60)


def _gap(render, first: str, second: str) -> int:
    """Clear pixel columns between `first`'s ink and `second`'s, drawn as one line."""
    alone, both = _ink(render(first)), _ink(render(f"{first} {second}"))
    right = max(r.right for r in alone.get_bounding_rects())
    both.erase(alone, (0, 0))
    return min(r.left for r in both.get_bounding_rects()) - right


@pytest.mark.parametrize("words", RUN_TOGETHER, ids=" ".join)
@pytest.mark.parametrize("px", range(8, 18))
def test_small_regular_print_keeps_a_clear_gap_between_words(words, px):
    """Under 18 px (the regular print of both window sizes: 10 to 16 px at 1280x720, 15 and 16
    at 1920x1080; 8 in the smallest window) some word pair closes to 2 pixels or less in
    Lato's own spacing; there the game's words stand a pixel further apart than the face sets
    them, and never closer than two clear columns."""
    ui = Driver()
    ui.ctx.text.least = lambda: 0   # every size as asked (the least: tests/test_text_least.py)
    game = _gap(lambda s: ui.ctx.text.render(s, px, (0, 0, 0), "regular"), *words)
    plain = _gap(lambda s: font(px, "regular").render(s, True, (0, 0, 0)), *words)
    assert game >= plain + 1, (words, px, game, plain)
    assert game >= 2, (words, px, game)


@pytest.mark.parametrize("px", [18, 20, 21, 24])
def test_larger_regular_print_keeps_the_faces_own_space(px):
    """From 18 px no word pair of the catalogs closes to 2 pixels: the space is Lato's own."""
    ui = Driver()
    assert ui.ctx.text.size("per artist", px) == font(px).size("per artist")


@pytest.mark.parametrize("px", [10, 12, 15])
def test_chinese_print_and_the_cards_bands_keep_their_spacing(px):
    """Traditional Chinese sets no word spaces (a space beside a Latin name stays the face's
    own), and a card's band sets its name in the plain face, to fit its few pixels."""
    from scenes.session.language import words_for
    ui = Driver()
    ui.ctx.text.least = lambda: 0   # every size as asked (the least: tests/test_text_least.py)
    latin = ui.ctx.text.size("Karl Gitter", px)
    ui.ctx.text.set_words(words_for("zh_TW"))
    line = "輪到 Yoko 出牌"
    assert ui.ctx.text.size(line, px) == font(px, "regular", "cjk").size(line)
    assert ui.ctx.text.size("Karl Gitter", px) == font(px, "regular", "cjk").size("Karl Gitter")
    assert font(px).size("Karl Gitter")[0] < latin[0]
