"""In round 4 bits of the columns' colours showed below the lit Round 4 band on the auction
board (play-tester): the columns reach a little below the last round's row, and the band did
not. Lit, the last round's band covers the columns to their foot."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.test_board_tie_note import axel_match
from tests.ui_driver import Driver, auction_table

from scenes import ui as ui_module
from scenes.table import board


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("hints", [True, False])
def test_no_column_colour_shows_below_the_lit_last_round(size, hints, monkeypatch):
    ui = Driver(size)
    match = axel_match(("Beatrix", "Clemens"))
    table = auction_table(ui, match)
    look = table.look
    look = dataclasses.replace(look, hints=hints, view=dataclasses.replace(look.view, round=3))
    labels = {}
    real = ui_module.text

    def text(surface, ctx, s, *rest, **kw):
        drawn = real(surface, ctx, s, *rest, **kw)
        labels[str(s)] = drawn
        return drawn
    monkeypatch.setattr(ui_module, "text", text)
    surf = pygame.Surface(size)
    r = table.layout.board
    board.draw_board(surf, ui.ctx, look, r, [])
    px = ui.ctx.px
    tints = {tuple(int(c * 0.25 + 232 * 0.75) for c in ui.ctx.art.artist_colour(a))
             for a in range(5)}
    lit = labels["Round 4"]
    band = tuple(ui_module.BRASS_LIGHT)[:3]
    seen = 0
    for x in range(r.x + px(70), r.right - px(12)):
        y = lit.centery
        while tuple(surf.get_at((x, y)))[:3] != band and y < lit.centery + px(4):
            y += 1                  # past a round's dot
        while tuple(surf.get_at((x, y)))[:3] == band or y < lit.centery + px(6):
            y += 1
        below = [tuple(surf.get_at((x, y + k)))[:3] for k in range(px(8))]
        seen += 1
        assert not tints & set(below), (x, y, below)
    assert seen > 100
