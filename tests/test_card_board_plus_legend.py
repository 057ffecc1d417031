"""The "+1" of the market board's Played row at scoring, explained on the board. A play-tester
saw "6・結束 +1" and "4/6 +1" and nothing said what the "+1" counted (only the round's scoring
screen had a legend). Each "+N" has its own help over it, and a short legend stands under the
rows, inside the board, with value hints on or off."""
from __future__ import annotations

import pygame
import pytest

from game.card.cards import artist_name
from game.card.engine import view
from scenes.card_art import CardArt
from scenes.table import display
from scenes.table.card_layout import card_table_layout
from scenes.table.card_turned import TURNED_LEGEND
from tests.test_card_board_turned_up import _scoring_after_face_down
from tests.ui_driver import Driver


def _board(v, size, hints):
    ui = Driver(size)
    drawn: dict[str, tuple] = {}
    real = display.ui.text

    def spy(surface, ctx, s, size_, pos, *rest, **kw):
        drawn[str(s)] = tuple(pos)
        return real(surface, ctx, s, size_, pos, *rest, **kw)
    display.ui.text = spy
    try:
        regions: list = []
        layout = card_table_layout(size, v.players, 0)
        display.draw_card_board(pygame.Surface(size), ui.ctx, CardArt(ui.ctx.art), v,
                                layout.board, regions, hints)
    finally:
        display.ui.text = real
    return drawn, [(r, str(t)) for r, t in regions], layout.board


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("hints", [True, False])
def test_each_plus_has_its_help_and_the_board_a_legend(size, hints):
    _before, scoring = _scoring_after_face_down()
    v = view(scoring, 0)
    drawn, tips, board = _board(v, size, hints)
    turned = [a for a, n in enumerate(v.turned_up) if n]
    assert turned
    played = next(r for r, t in tips if t.startswith("Face-up cards of each artist"))
    for a in turned:
        n = v.turned_up[a]
        assert f"+{n}" in drawn
        name = artist_name(a, v.config.theme)
        # The topmost help over the artist's Played cell says what its "+N" counts.
        cells = [r for r, t in tips if t.startswith(f"“+{n}”: {n} face-down card of {name},")]
        assert len(cells) == 1 and played.contains(cells[0])
        tip = next(t for r, t in tips if r.collidepoint(cells[0].center))
        assert tip.startswith(f"“+{n}”: {n} face-down card of {name}, turned up at scoring")
        assert "not toward the" in tip and "face-up cards that end the round" in tip
    legend = drawn[str(TURNED_LEGEND)]
    assert board.collidepoint(legend) and legend[1] > played.bottom
    ctx = Driver(size).ctx
    width = ctx.text.size(str(TURNED_LEGEND), ctx.px(10), display.note_weight(ctx))[0]
    assert legend[0] + width <= board.right


def test_no_legend_before_the_round_ends():
    before, _scoring = _scoring_after_face_down()
    drawn, tips, _board_rect = _board(view(before, 0), (1280, 720), True)
    assert str(TURNED_LEGEND) not in drawn
    assert not any(t.startswith("“+") for _r, t in tips)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_footnotes_stand_whole_inside_the_board_one_under_the_other(size, language):
    """A play-tester saw the Chinese legend under the board cut by the board's edge and pressed
    under the line above it at 1920×1080: a Chinese line is taller than the design's 12 pixels.
    Each footnote line is as tall as its words are drawn, inside the board, none overlapping."""
    _before, scoring = _scoring_after_face_down()
    v = view(scoring, 0)
    ui = Driver(size)
    ui.ctx.set_language(language)
    lines: list[pygame.Rect] = []
    real = display.ui.text

    def spy(surface, ctx, s, size_, pos, *rest, **kw):
        if str(s) in (str(TURNED_LEGEND), str(display.hint_words(v)[2])):
            w, h = ctx.text.size(str(s), ctx.px(size_), display.note_weight(ctx))
            lines.append(pygame.Rect(pos[0], pos[1], w, h))
        return real(surface, ctx, s, size_, pos, *rest, **kw)
    display.ui.text = spy
    try:
        board = card_table_layout(size, v.players, 0).board
        display.draw_card_board(pygame.Surface(size), ui.ctx, CardArt(ui.ctx.art), v, board,
                                [], True)
    finally:
        display.ui.text = real
    assert len(lines) == 2, lines
    first, second = sorted(lines, key=lambda r: r.y)
    assert second.top >= first.bottom, (first, second)
    assert second.bottom <= board.bottom - ui.ctx.px(4), (second, board)
