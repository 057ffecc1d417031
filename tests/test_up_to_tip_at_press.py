""""Up to" pressed the first time brings its tip. A newcomer (two-person hot-seat, English,
1280×720) pressed "Up to" with the amount box still at the smallest raise: the game answered
with the red line ("Up to: type your highest bid, above 6 (your bid now)") and the tip that
explains "Up to" came only at the next open auction. Now a seat that presses it before it met
the tip meets the tip then, in place of the red line (its words say what to type), the box
ready for the amount; alone and at a shared screen, whose tip is its own."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_first_evening import RaiseBot, hot_seat_table, open_turn
from tests.ui_driver import FAST, Driver

from scenes.table.tips import UP_TO, UP_TO_SHARED

RED_LINE = "Up to: type your highest bid, above"


def _pressed_first(ui: Driver, table, key: str) -> None:
    """"Up to" pressed, the box at the smallest raise, by a seat that has not met its tip:
    the tip shows, no red line over it, and the box is ready for the most (typing replaces
    the smallest raise)."""
    low = table.controls.limits[0]
    assert table.amount.value == str(low)
    ui.press("Up to")
    assert table.tip == key and table.tip_shown() and table.tip_panel is not None
    assert table.error == ""
    words = " ".join(table.tip_panel.lines)
    assert "Type the most you would pay" in words, words
    assert table.amount.focused and table.amount.select_all
    assert table.match.raising(table.shown.seat) is None       # nothing bid for it yet


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_up_to_at_the_smallest_raise_brings_its_tip_the_first_time(size):
    ui = Driver(size)
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    assert table.tip == "open"
    ui.click(table.tip_button.rect.center)        # "Got it": no other tip at this decision
    assert table.tip is None
    _pressed_first(ui, table, UP_TO)
    assert not table.tip_panel.box.colliderect(table.amount.rect)
    # Met now: pressed again with nothing typed, the red line says what is missing.
    ui.press("Up to")
    assert table.error.startswith(RED_LINE)
    # The most typed, the tip is back in view; "Up to" bids for the seat.
    ui.type("12")
    assert table.error == "" and table.tip == UP_TO and table.tip_shown()
    ui.press("Up to")
    assert table.match.raising(0) == 12


def test_the_tip_comes_over_the_open_auctions_own_tip_still_on_show():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    assert table.tip == "open" and table.tip_shown()
    _pressed_first(ui, table, UP_TO)


def test_by_its_key_too():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    up_to = ui.button("Up to")
    ui.key(up_to.hotkey, chr(up_to.hotkey))
    assert table.tip == UP_TO and table.tip_shown() and table.error == ""


def test_at_a_shared_screen_the_player_meets_the_shared_screens_tip():
    ui, match, table = hot_seat_table(30)
    assert table.tip == "open"
    _pressed_first(ui, table, UP_TO_SHARED)
    assert "comes back to you to bid on or pass" in " ".join(table.tip_panel.lines)
    assert UP_TO_SHARED in ui.ctx.settings.tips_met_by("Bea")
    assert UP_TO_SHARED not in ui.ctx.settings.tips_met_by("Ada")


def test_a_player_who_met_it_gets_the_red_line_and_tips_off_too():
    """The tip comes once: to a player who met it, and with tips off, the red line says it."""
    for settings in (replace(FAST, tips_seen=FAST.tips_seen + ("open", UP_TO)),
                     replace(FAST, show_tips=False)):
        ui = Driver(settings=settings)
        table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
        ui.press("Up to")
        assert table.error.startswith(RED_LINE) and table.tip is None
