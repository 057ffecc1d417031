"""tools/hot_seat_presses.py measures the dummy hand's table too (`--variant dummy`: three
people at one screen), and takes every move the hand-over offers (the dummy hand's card, a
fixed price's Pass, a lap's Pass) the "handover" way, any of them through the row's own
button; it still reads a row of an earlier game that only knew the lap's Pass."""
from __future__ import annotations

import pytest

from game import Pass, RevealDummy
from tools import hot_seat_presses as tool


class _Row:
    """A row as handover_row.py makes it: each button's action."""

    def __init__(self, actions, out_button=None):
        self.buttons = {a: object() for a in actions}
        self.out_button = out_button

    def button_for(self, action):
        return self.buttons.get(action)


class _OldRow:
    """A row before `button_for`: the lap's Pass and "Out of this lot" alone."""
    pass_button, out_button = object(), object()


def test_the_handover_way_presses_the_row_s_button_for_the_person_s_move():
    row = _Row([RevealDummy(0, True), RevealDummy(0, False)])
    assert tool.offered(row, RevealDummy(0, False), "handover") is row.buttons[
        RevealDummy(0, False)]
    assert tool.offered(row, RevealDummy(0, True), "screen") is None
    assert tool.offered(None, Pass(0), "handover") is None
    fixed = _Row([Pass(1)])
    assert tool.offered(fixed, Pass(1), "out") is fixed.buttons[Pass(1)]   # nothing to step out
    lap = _Row([Pass(1)], out_button=object())
    assert tool.offered(lap, Pass(1), "out") is lap.out_button


def test_an_earlier_row_is_read_for_its_pass_alone():
    assert tool.offered(_OldRow, Pass(0), "handover") is _OldRow.pass_button
    assert tool.offered(_OldRow, RevealDummy(0, True), "handover") is None


def test_the_dummy_table_seats_three_people():
    kind, seats = tool.TABLES["dummy"]
    assert kind == "three_with_dummy" and [human for _n, human in seats] == [True] * 3


@pytest.mark.slow
def test_a_dummy_game_takes_fewer_presses_with_the_moves_on_the_hand_over():
    screen = tool.play(1, "easy", "screen", "dummy")
    there = tool.play(1, "easy", "handover", "dummy")
    whole = [sum(c[k] for k in tool.COUNTS if k.startswith("game_")) for c in (screen, there)]
    assert screen["lots"] == there["lots"] and there["moves_there"] > 0
    # Each move made on its hand-over is a decision the table never asked for; a person who
    # made one is handed the screen back with a press (everyone may have watched).
    assert there["game_decisions"] == screen["game_decisions"] - there["moves_there"]
    assert whole[1] < whole[0], whole
