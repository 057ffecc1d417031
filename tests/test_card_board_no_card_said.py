"""The mark "†" on the market board's "Worth now" row says what it means where it is: a figure
of an artist with no card in play (option A1, "Always three") is drawn grey, as the round's
scoring draws a worth no card scored (in ink, "2†" read as a worth like the others), and its
own help ends in the engine's words for the option at this table."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_board_no_card_mark import _table
from tests.ui_driver import record_texts

from game.card.config import TOKENS_WORDS
from scenes import ui as ui_module
from scenes.table.display import NO_CARD_MARK


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_marked_figure_is_grey_and_its_help_gives_the_engines_words(size, monkeypatch):
    ui, table = _table(size, need_a_card=False)
    colours = {}
    real = ui_module.text

    def text(surface, ctx, s, size_, pos, colour=None, *a, **k):
        colours.setdefault(str(s), colour)
        return real(surface, ctx, s, size_, pos, colour, *a, **k)
    monkeypatch.setattr(ui_module, "text", text)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    marked = next((s, r) for s, r in drawn if str(s) == f"1{NO_CARD_MARK}")
    assert colours[f"1{NO_CARD_MARK}"] == ui_module.MUTED
    assert colours["3"] == ui_module.INK                      # Wagner's, a card in play
    ui.post(pygame.MOUSEMOTION, pos=marked[1].center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    tip = str(table.pointer_tip(True))
    assert tip.startswith("Lite Metal: no card in play") and \
        tip.endswith(str(TOKENS_WORDS[False][1])), tip
