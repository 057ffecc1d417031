"""A pass said in the words of its lot's auction on the table: the log and the chips under the
lot say "passes" in an open auction (a pass there is not final) and once around (its one
turn), "declines to buy" at a fixed price (the German log said "Du passt" for all of them),
and an open auction's chips tell a seat's pass once until it bids again, as the log does."""
from __future__ import annotations

from dataclasses import replace

from tests.test_first_evening import RaiseBot, lot_sold, open_turn
from tests.ui_driver import FAST, Driver, spy_texts

from game.state import OPEN_BIDDING


def _chips_after_stepping_out(ui: Driver) -> list:
    """Ada steps out of an open lot two computers raise lap after lap; the texts of one frame
    drawn while the computers are still raising, after several laps."""
    table = open_turn(ui, {1: RaiseBot(25), 2: RaiseBot(25)})
    ui.press("Out of this lot")
    for _ in range(2000):
        passes = sum(1 for seat, amount in table.timeline.lot_history
                     if seat == 0 and amount is None)
        if passes >= 3 or lot_sold(table):
            break
        ui.frame(0.05)
    assert passes >= 3 and table.shown.phase == OPEN_BIDDING
    texts = spy_texts(ui)
    ui.frame(0.001)
    return texts


def test_an_open_lots_chips_say_your_pass_once():
    shown = _chips_after_stepping_out(Driver())
    assert shown.count("You are out") == 1, shown     # in the button's word


def test_the_chips_speak_german():
    ui = Driver(settings=replace(FAST, language="de"))
    from scenes.session.language import words_for
    de = words_for("de")
    shown = [de.text(t) for t in _chips_after_stepping_out(ui)]
    assert shown.count("Du steigst aus") == 1, shown
