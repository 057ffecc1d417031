"""At a shared screen one person scrolled the log back, and the next people found it still
scrolled back, an old part of the round under "↓ 11 new lines" (a play-tester's finding): the
screen handed to another person starts their log at its newest lines."""
from __future__ import annotations

import pytest

from tests.test_hotseat import hot_match
from tests.test_log_whole_lines import long_lines
from tests.ui_driver import Driver, auction_table, decide, through_handovers

from game.engine import legal_actions


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_next_person_s_log_starts_at_its_newest_lines(size):
    ui = Driver(size)
    table = auction_table(ui, hot_match(3, 0, seed=3))
    assert through_handovers(ui, table)
    long_lines(table.log, n=30)
    for _ in range(12):
        seat = table.shown.seat
        for _ in range(3):
            table.log.wheel(1)              # the person at the screen reads back
        ui.frame(0.0)
        assert table.log.scroll > 0
        decide(ui, table, _a_move(table, seat))
        assert through_handovers(ui, table)
        if table.shown.seat != seat:
            break
    assert table.shown.seat != seat         # the screen went to another person
    ui.frame(0.0)
    assert table.log.scroll == 0 and table.log.unread == 0


def _a_move(table, seat: int):
    """A legal move of `seat`: the first that is not an amount, else the least amount."""
    legal = legal_actions(table.match.state, seat)
    move = next((a for a in legal if not hasattr(a, "make")), None)
    return move if move is not None else legal[0].make(legal[0].lo)


def test_the_same_person_back_at_the_screen_keeps_their_place():
    ui = Driver((1280, 720))
    table = auction_table(ui, hot_match(3, 0, seed=3))
    assert through_handovers(ui, table)
    long_lines(table.log, n=30)
    table.log.wheel(1)
    ui.frame(0.0)
    kept = table.log.scroll
    table._taken(table.match.seated)        # the screen back to the one seated
    ui.frame(0.0)
    assert table.log.scroll == kept > 0
