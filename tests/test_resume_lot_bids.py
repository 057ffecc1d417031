"""A game continued or loaded in the middle of a lot shows the lot's bids so far in the row
under the stand, as before the save: the row stood empty until the next bid, though the log
told the bids."""
from __future__ import annotations

from tests.test_resume_log import play, played_live, resumed_table
from tests.ui_driver import Driver

from game.state import OPEN_BIDDING


def test_the_row_of_bids_is_rebuilt_when_a_game_is_loaded_mid_lot():
    ui = Driver()
    live = played_live(ui, ("open", "5", "7"))
    assert live.match.state.phase == OPEN_BIDDING
    before = list(live.timeline.lot_history)
    assert [amount for _seat, amount in before] == [5, 7]
    record = live.match.game_record()
    ui.ctx.stack.pop()

    resumed = resumed_table(ui, record)
    assert resumed.timeline.lot_history == before
    play(ui, resumed.match, "pass")           # the row goes on from there
    assert resumed.timeline.lot_history == before + [(resumed.match.actions[-1].seat, None)]


def test_a_lot_sold_before_the_save_leaves_no_row():
    ui = Driver()
    live = played_live(ui, ("open", "5", "pass", "pass"))
    assert live.match.state.phase != OPEN_BIDDING
    record = live.match.game_record()
    ui.ctx.stack.pop()
    resumed = resumed_table(ui, record)
    assert resumed.timeline.lot_history == []
