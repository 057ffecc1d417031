"""Your own bid's chip on your own seat panel at one screen reads whole. A play-tester saw
"Biet…" on their own panel where the other seats read "Bietet 18" in the same room (German,
five seats): the chip kept room at its right for the seat's turn word ("thinking…", "their
turn"), which is never drawn on your own panel."""
from __future__ import annotations


import pytest

from tests.test_table_panel_under_band import bid_least_or_open, five_at_one_screen
from tests.ui_driver import through_handovers

from scenes.table import seats


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_your_bid_chip_on_your_panel_reads_whole(size, monkeypatch):
    ui, table = five_at_one_screen(size)
    fitted: list = []
    real = seats.seat_bubble

    def bubble(ctx, view, seat, panel, text, marked=False, one_line=False):
        out = real(ctx, view, seat, panel, text, marked, one_line)
        if seat == view.seat:
            fitted.append((str(ctx.text.shown(text)), out[0][0]))
        return out
    monkeypatch.setattr(seats, "seat_bubble", bubble)
    for _ in range(12):
        assert through_handovers(ui, table)
        ui.frame(0.05, n=2)
        if fitted:
            break
        bid_least_or_open(ui, table)
    assert fitted, "no turn of yours with your own bid on your panel"
    for said, shown in fitted:
        assert shown == said, fitted
