"""The auctioneer's badge stands whole over the ring of the seat whose turn it is. At one screen
of several players your own seat has a panel among the seats too; when you were the auctioneer
whose turn it was, the pulsing ring went round that panel and its gold line ran through
AUKTIONATOR (a play-tester, German, at both window sizes): the tab was drawn again over the ring
only for other seats, or for your own panel when its tab stood there."""
from __future__ import annotations


import pygame
import pytest

from tests.test_table_panel_under_band import five_at_one_screen
from tests.ui_driver import through_handovers

from scenes.table import seats


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_your_badge_is_drawn_over_your_turn_ring_at_a_shared_screen(size, monkeypatch):
    ui, table = five_at_one_screen(size)
    assert through_handovers(ui, table, seat=0)
    ui.frame(0.05, n=3)
    panel = table.layout.seats[0]
    assert table.look.badge() == 0 and 0 in table.look.waited_for()
    drawn: list = []
    real_rect, real_tab = pygame.draw.rect, seats.auctioneer_tab

    def rect(surface, colour, r, *a, **k):
        drawn.append(("ring", pygame.Rect(r)))
        return real_rect(surface, colour, r, *a, **k)

    def tab(surf, ctx, r):
        drawn.append(("tab", pygame.Rect(r)))
        return real_tab(surf, ctx, r)
    with monkeypatch.context() as m:
        m.setattr(pygame.draw, "rect", rect)
        m.setattr(seats, "auctioneer_tab", tab)
        seats.draw_turns(ui.ctx.screen, ui.ctx, table.look, table.layout, table.time)
    ring = panel.inflate(ui.ctx.px(6), ui.ctx.px(6))
    rings = [i for i, (kind, r) in enumerate(drawn) if kind == "ring" and r == ring]
    assert rings, drawn
    assert ("tab", panel) in drawn[rings[-1]:], "the ring was drawn over the badge"
