"""The stand's head keeps one height through a lot. A newcomer saw the auction's head (the
method and the auctioneer, above the lot) go from two lines to one as a first-time tip came
and back to two at its "Got it", then to one again with the next tip: the stand's words under
it, and the table with them, moved each time. The head goes on one line where a tip may come
at the lot (the lot's own, "Up to"'s), from the lot's first moment to its end, tip or no tip;
where none may, on two lines all through."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_first_evening import RaiseBot, hot_seat_table, open_turn
from tests.ui_driver import FAST, Driver

from game.state import OPEN_BIDDING
from scenes.handover import HandoverScene
from scenes.table.tips import UP_TO


def _head(table) -> tuple[int, int, int]:
    """The head's height as drawn: where the stand's words under it start, from the stand's
    top, and its rectangle's height; and whether it stands on one line."""
    info = table.lot_info
    return info.text_top - table.layout.controls.y, info.method_rect.h, info.compact


def _through_the_lot(ui: Driver, table, heads: list, tips: set) -> None:
    """The human's turns on the open lot to its sale: "Got it" to any tip, the smallest raise
    each turn; the head at every frame, and the tips on show on the way."""
    lot = table.shown.lot
    for _ in range(400):
        if table.shown.lot != lot or table.match.phase != OPEN_BIDDING:
            return
        if table.shown.lot and table.lot_info.head == "method":
            heads.append(_head(table))
        if table.tip is not None and table.tip_shown():
            tips.add(table.tip)
            ui.click(table.tip_button.rect.center)
            heads.append(_head(table))
        elif table.human_turn():
            ui.press("Bid ")
        ui.frame(0.05)
    raise AssertionError("the lot never ended")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_newcomers_head_keeps_its_height_through_the_lot(size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(8), 2: RaiseBot(8)})
    assert table.tip == "open" and table.tip_shown()
    heads: list = []
    tips: set = set()
    _through_the_lot(ui, table, heads, tips)
    assert tips == {"open", UP_TO}, tips      # two tips came and went on this lot
    assert len(set(heads)) == 1 and heads[0][2], set(heads)


def test_a_tip_pressed_for_does_not_move_the_head():
    """A later open lot, the open auction's tip met but not "Up to"'s: the head is on one line
    from the start, and "Up to" pressed (its tip) and its "Got it" leave it there."""
    ui = Driver(settings=replace(FAST, tips_seen=FAST.tips_seen + ("open",)))
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    assert table.tip is None or table.tip == UP_TO
    before = _head(table)
    if table.tip is None:
        ui.press("Up to")
    assert table.tip == UP_TO and table.tip_shown()
    ui.frame(0.0)
    assert _head(table) == before and before[2]
    ui.click(table.tip_button.rect.center)
    ui.frame(0.0)
    assert table.tip is None and _head(table) == before


def test_with_every_tip_met_the_head_keeps_its_two_lines():
    met = FAST.tips_seen + ("open", UP_TO)
    ui = Driver(settings=replace(FAST, tips_seen=met))
    table = open_turn(ui, {1: RaiseBot(8), 2: RaiseBot(8)})
    heads: list = []
    tips: set = set()
    _through_the_lot(ui, table, heads, tips)
    assert not tips and len(set(heads)) == 1 and not heads[0][2], set(heads)


def test_at_a_shared_screen_the_head_keeps_its_height_for_the_person_at_it():
    ui, match, table = hot_seat_table(30)
    assert table.shown.seat == 1 and table.tip == "open"
    before = _head(table)
    ui.click(table.tip_button.rect.center)
    ui.frame(0.0)
    assert _head(table) == before
    ui.press("Up to")                   # Bea's first press: its tip, the head as it was
    assert table.tip is not None
    ui.frame(0.0)
    assert _head(table) == before and not isinstance(ui.top, HandoverScene)
