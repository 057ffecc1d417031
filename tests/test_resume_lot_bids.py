"""A game continued or loaded in the middle of a lot shows the lot's bids so far in the row
under the stand, as before the save: the row stood empty until the next bid, though the log
told the bids."""
from __future__ import annotations

from tests.test_resume_log import new_match, play
from tests.ui_driver import Driver

from game.state import OPEN_BIDDING
from scenes.session.match import Match
from scenes.table import TableScene


def test_the_row_of_bids_is_rebuilt_when_a_game_is_loaded_mid_lot():
    ui = Driver()
    live = TableScene(ui.ctx, new_match())
    ui.ctx.stack.push(live)
    ui.frame(0.0, n=3)
    for step in ("open", "5", "7"):
        play(ui, live.match, step)
    assert live.match.state.phase == OPEN_BIDDING
    before = list(live.timeline.lot_history)
    assert [amount for _seat, amount in before] == [5, 7]
    record = live.match.game_record()
    ui.ctx.stack.pop()

    resumed = TableScene(ui.ctx, Match.resume(record, thinking_seconds=1000.0))
    ui.ctx.stack.push(resumed)
    ui.frame(0.0, n=3)
    assert resumed.timeline.lot_history == before
    play(ui, resumed.match, "pass")           # the row goes on from there
    assert resumed.timeline.lot_history == before + [(resumed.match.actions[-1].seat, None)]


def test_a_lot_sold_before_the_save_leaves_no_row():
    ui = Driver()
    live = TableScene(ui.ctx, new_match())
    ui.ctx.stack.push(live)
    ui.frame(0.0, n=3)
    for step in ("open", "5", "pass", "pass"):
        play(ui, live.match, step)
    assert live.match.state.phase != OPEN_BIDDING
    record = live.match.game_record()
    ui.ctx.stack.pop()
    resumed = TableScene(ui.ctx, Match.resume(record, thinking_seconds=1000.0))
    ui.ctx.stack.push(resumed)
    ui.frame(0.0, n=3)
    assert resumed.timeline.lot_history == []
