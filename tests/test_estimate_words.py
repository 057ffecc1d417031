"""The stand's estimate of the lot says which number is which, and whose it is: a German
hot-seat host read "at the round's end likely about 21; if the round ended now … 30" as one
muddle, and the same lot said 21 to Anna and 17 to Bernd with nothing saying that it counts
the player's own hand."""
from __future__ import annotations

import dataclasses

from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import FAST, Driver

from game.ai.estimate import estimate
from scenes.table.worth import lot_hint


def test_the_lot_estimate_names_each_number_and_says_it_is_yours():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    said = table.lot_info.hint
    likely = round(estimate(table.match.view(0)).lot_value)
    assert said == (f"Your estimate, counting the cards in your hand: about {likely} to its "
                    "buyer at the round's end. If the round ended now: 30 to its buyer."), said
    # Another player's view of the same lot: their own estimate, said the same way.
    other = lot_hint(table.match.view(1))
    assert other.startswith("Your estimate, counting the cards in your hand: about ")


def test_the_estimate_reads_apart_in_german():
    ui = Driver(settings=dataclasses.replace(FAST, language="de"))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    said = ui.ctx.text.shown(table.lot_info.hint)
    assert "deinen Handkarten" in said and said.count(".") >= 2 and ";" not in said, said
    assert said.startswith("Deine Schätzung"), said
