"""A newcomer's first open auction: the first-time tip took the room of the row of earlier
bids on the player's own turn, and the row went (only the high bid showed). Both are readable
now: the row goes under the lot's card, clear of the tip, the decision and the card, and shows
the latest bids in as many lines as there is room for."""
from __future__ import annotations

import pytest

from tests.test_first_evening import RaiseBot, open_turn, wait_for_turn
from tests.ui_driver import Driver, spy_texts

from scenes.table import lot as lot_mod


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_tip_and_the_row_of_bids_both_show(size, monkeypatch):
    ui = Driver(size)
    rows = []
    real = lot_mod.draw_history

    def spy(surface, ctx, look, history, row, *chips):
        rows.append(row.copy())
        real(surface, ctx, look, history, row, *chips)
    monkeypatch.setattr(lot_mod, "draw_history", spy)
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    for _ in range(3):                          # laps of bids: more chips than one line holds
        ui.press("Bid ")
        assert wait_for_turn(ui, table)
    assert table.tip == "open" and table.tip_panel is not None
    rows.clear()
    texts = spy_texts(ui)
    ui.frame(0.0)
    assert rows, "the row of earlier bids is hidden under the tip"
    row = rows[-1]
    screen = ui.ctx.screen.get_rect()
    assert screen.contains(row) and table.layout.lot.contains(row)
    assert not row.colliderect(table.tip_panel.box)
    assert row.collidelist([w.rect for w in table.controls.widgets if w.visible]) < 0
    assert not row.colliderect(table.layout.lot_card)
    assert "Clemens 11" in texts and "Beatrix 10" in texts      # the latest, on two lines
    assert "First time: Open auction" in texts
