"""The mark on the market board's "Worth now" row says what it means where it is. A newcomer
read "2†" (an artist with no card in play that takes a value token under "Always three", A1)
as a worth like the others, the dagger as nothing they knew: the figure is now grey, as the
round's scoring draws a worth no card scored, beside a crossed-out card (scenes/no_card_mark.py,
a shape: the Chinese typeface has no dagger); the footnote starts with the same mark, and the
figure's own help ends in the engine's words for the option at this table."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_board_no_card_mark import _table
from tests.ui_driver import no_card_marks, record_texts

from game.card.cards import ARTIST_COUNT
from game.card.config import TOKENS_WORDS
from scenes import ui as ui_module
from scenes.table.display import label_room

from card_helpers import DENISE


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_marked_figure_is_grey_by_its_mark_and_its_help_gives_the_engines_words(
        size, monkeypatch):
    ui, table = _table(size, need_a_card=False)
    marks = no_card_marks(monkeypatch)
    colours = {}
    real = ui_module.text

    def text(surface, ctx, s, size_, pos, colour=None, *a, **k):
        colours.setdefault(str(s), colour)
        return real(surface, ctx, s, size_, pos, colour, *a, **k)
    monkeypatch.setattr(ui_module, "text", text)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    assert [f for f, _r in marks.figures] == ["1"]              # Lite Metal's, no card
    figure = marks.figures[0][1]
    assert colours["1"] == ui_module.MUTED and colours["3"] == ui_module.INK
    # Its mark stands beside it, inside Lite Metal's column; the footnote's at its start.
    board, px = table.layout.board, ui.ctx.px
    col_w = (board.w - label_room(ui.ctx, board.w) - px(20)) // ARTIST_COUNT
    x0 = board.x + px(10) + label_room(ui.ctx, board.w)
    column = pygame.Rect(x0 + DENISE * col_w, figure.y, col_w, figure.h)
    assert len(marks) == 2 and column.contains(marks[0]) and column.contains(figure)
    legend = next(r for s, r in drawn if str(s).startswith("no card in play, yet takes"))
    assert marks[1].right < legend.left and abs(marks[1].centery - legend.centery) <= px(3)
    assert board.contains(marks[1]) and board.contains(legend)
    ui.post(pygame.MOUSEMOTION, pos=figure.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    tip = str(table.pointer_tip(True))
    assert tip.startswith("Lite Metal: no card in play") and \
        tip.endswith(str(TOKENS_WORDS[False][1])), tip
