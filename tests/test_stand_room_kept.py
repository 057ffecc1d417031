"""The stand's words, a first-time tip's panel and the row of the lot's bids are arranged once
for what the stand shows (bids_room.StandRoom) and kept while a lot is up: the table arranged
them anew every frame (the stand twice a frame under a tip, the rows of bids six times). Each
change that moves them arranges them again: a bid, a new lot, a resize, a language switch, the
tip going; and what is kept is what arranging anew would give."""
from __future__ import annotations

import pygame
import pytest

from tests.test_first_evening import RaiseBot, open_turn, wait_for_turn
from tests.ui_driver import Driver

from scenes.table import bids_room, lot_history


def _arranged(table) -> tuple:
    """What the stand's room holds: the places of the stand's words, the tip and the bids."""
    info, panel = table.lot_info, table.tip_panel
    row, chips = lot_history.history_place(table.ctx, table.look, table.layout, info,
                                           table.timeline.lot_history, table.error)
    return (info.cards, str(info.status), str(info.hint), info.text_top, info.hint_top,
            info.tip_top, tuple(info.method_rect),
            None if panel is None else (tuple(panel.box), tuple(panel.lines), panel.size),
            None if row is None else tuple(row), [tuple(c[2]) for c in chips])


def _as_fresh(table) -> None:
    """The room kept is the one arranging anew gives."""
    kept = _arranged(table)
    table.stand_room.forget()
    table.refresh()
    assert _arranged(table) == kept


def _kept(ui, table) -> None:
    """Once arranged anew (a tip's panel beside the stand with it),
    the room is kept through still frames."""
    ui.frame(1 / 60)
    before = table.stand_room.rebuilds
    ui.frame(1 / 60, n=5)
    assert table.stand_room.rebuilds == before


@pytest.fixture
def table_at_bid():
    """Ada at her first open auction's bidding turn, its tip on show, two seats raising."""
    ui = Driver((1280, 720))
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    ui.frame(0.0, n=2)
    assert table.tip == "open" and table.tip_panel is not None and table.lot_info.cards
    return ui, table


def test_still_frames_arrange_nothing(table_at_bid, monkeypatch):
    ui, table = table_at_bid
    calls = []
    real = bids_room.arrange_lot
    monkeypatch.setattr(bids_room, "arrange_lot", lambda *a, **k: calls.append(1) or real(*a, **k))
    placed = []
    real_place = lot_history._history_place
    monkeypatch.setattr(lot_history, "_history_place",
                        lambda *a, **k: placed.append(1) or real_place(*a, **k))
    before = table.stand_room.rebuilds
    ui.frame(1 / 60, n=10)
    assert table.stand_room.rebuilds == before and not calls and not placed
    _as_fresh(table)


def test_a_bid_arranges_the_stand_again(table_at_bid):
    ui, table = table_at_bid
    high = table.shown.high_bid
    before = table.stand_room.rebuilds
    ui.press("Bid ")
    assert wait_for_turn(ui, table) and table.shown.high_bid > high
    assert table.stand_room.rebuilds > before
    assert str(table.shown.high_bid) in ui.ctx.text.shown(table.lot_info.status)
    _as_fresh(table)


def test_a_new_lot_arranges_the_stand_again(table_at_bid):
    ui, table = table_at_bid
    lot = table.shown.lot
    ui.press("Out")                 # out of this lot: the others raise on and it is sold
    for _ in range(400):
        if table.shown.lot and table.shown.lot != lot and not table.busy:
            break
        ui.frame(0.05)
    assert table.shown.lot and table.shown.lot != lot and table.lot_info.cards == table.shown.lot
    # (Its tip's panel, new, is placed beside the stand with it.)
    ui.frame(1 / 60, n=2)
    before = table.stand_room.rebuilds
    ui.frame(1 / 60, n=5)
    assert table.stand_room.rebuilds == before      # kept again, for the new lot
    assert table.lot_info.cards == table.shown.lot
    _as_fresh(table)


def test_a_resize_arranges_the_stand_again(table_at_bid):
    ui, table = table_at_bid
    top, box = table.lot_info.text_top, table.tip_panel.box.copy()
    before = table.stand_room.rebuilds
    pygame.display.set_mode((1920, 1080))
    ui.post(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080))
    ui.frame(0.0)
    assert before < table.stand_room.rebuilds <= before + 2     # (and the tip where it now is)
    _kept(ui, table)
    assert table.lot_info.text_top != top and table.tip_panel.box != box
    assert table.layout.log.contains(table.tip_panel.box)
    _as_fresh(table)


def test_a_language_switch_arranges_the_stand_again(table_at_bid):
    ui, table = table_at_bid
    before = table.stand_room.rebuilds
    ui.ctx.set_language("de")
    ui.frame(0.0)
    assert before < table.stand_room.rebuilds <= before + 2
    _kept(ui, table)
    assert ui.ctx.text.shown(table.lot_info.status).startswith("Höchstgebot")
    assert table.tip_panel.heading[0][0].startswith("Zum ersten Mal")
    _as_fresh(table)


def test_got_it_arranges_the_stand_again(table_at_bid):
    ui, table = table_at_bid
    before = table.stand_room.rebuilds
    ui.click(table.tip_button.rect.center)
    assert table.tip is None and table.tip_panel is None
    assert table.stand_room.rebuilds > before
    _as_fresh(table)
