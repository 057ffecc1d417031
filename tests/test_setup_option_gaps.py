"""The setup's options stand at one rhythm: the same gap between an option's words and the
next option's name in every language and for every option, whether its words take one line or
two (Traditional Chinese "雙重拍賣" words sat against "金錢" under them, a newcomer saw). An
option's place is as tall as the longest words it may show (setup_places.py: choosing moves no
row), so the rhythm is measured under words that fill their place; under shorter ones the gap
is that much wider, never narrower."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from scenes.setup_places import other_words, slot_keys
from scenes.setup_tips import option_text_height


def ink_runs(surface: pygame.Surface, x0: int, x1: int, y0: int, y1: int) -> list[list[int]]:
    """The runs of rows (top, bottom) between y0 and y1 with light ink between x0 and x1."""
    runs: list[list[int]] = []
    for y in range(y0, y1):
        if any(sum(surface.get_at((x, y))[:3]) > 300 for x in range(x0, x1)):
            if runs and runs[-1][1] == y - 1:
                runs[-1][1] = y
            else:
                runs.append([y, y])
    return runs


def option_gaps(language: str, size, game: str, players: int = 3) -> list[int]:
    """The ink gap above each option's name but the first, in pixels, under the options whose
    words fill their place; those under shorter words are kept in `WIDER`."""
    d = Driver(size, settings=dataclasses.replace(FAST, language=language, last_game=game))
    d.ctx.stack.open("title")
    d.ctx.stack.open("setup")
    setup = d.top
    if setup.game.value != game:
        setup.game.step(1 if game == "card" else -1)
    setup.players.value = players
    setup.players_changed()
    d.frame(0.0)
    rows = setup.option_rows()
    keys = slot_keys(setup)
    gaps = []
    for (_l, said, above), (_l2, _h2, below) in zip(rows, rows[1:]):
        runs = ink_runs(d.ctx.screen, setup.right.x, setup.right.x + setup.help_width(),
                        above.rect.y, below.rect.y + d.ctx.px(24))
        name = next(r for r in runs if r[0] >= below.rect.y - d.ctx.px(4))
        words = [r for r in runs if r[1] < name[0]]
        high = option_text_height(d.ctx, said, setup.help_width())
        longest = max([high] + [option_text_height(d.ctx, t, setup.help_width())
                                for t in other_words(keys[id(above)])])
        (gaps if high == longest else WIDER).append(name[0] - words[-1][1])
    return gaps


#: The gaps under words shorter than their place.
WIDER: list[int] = []


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_every_option_keeps_the_same_gap_in_each_language(size, game):
    # One gap in each language: the places, each as tall as its longest words in it, share
    # the column's room (German's longer words leave less of it than English's, so German
    # stands tightest; it stood at 13 pixels of paper between words and name at 1280x720
    # until the setup's panel took the window's height and the options the room down to the
    # start button: 20 or more again, in every language).
    for code in ("en", "it", "de", "zh_TW"):
        WIDER.clear()
        gaps = option_gaps(code, size, game)
        assert max(gaps) - min(gaps) <= 2 * size[0] // 1280, (code, gaps)  # 2 design px
        assert min(gaps) >= 20 * size[0] // 1280, (code, gaps)  # room to see where one ends
        assert all(g >= min(gaps) for g in WIDER), (code, gaps, WIDER)
