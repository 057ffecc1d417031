"""The setup's "computer level" head stood over the levels' column at a hot-seat table (a
play-tester, English, 1280x720), every seat human and the column saying "plays at this screen"
on each row. It shows while a computer sits at the table, and comes back with one, in both
games; by real clicks on the seats' Human/Computer choices."""
from __future__ import annotations

import pytest

from tests.test_setup_fields import open_setup
from tests.ui_driver import Driver, frame_words

from game.config import BOT, HUMAN


def switch(d: Driver, setup, seat: int) -> None:
    """Click the seat's Human/Computer choice (two choices: a click changes it)."""
    kind = setup.rows[seat].kind
    before = kind.value
    d.click(kind.rect.center)
    assert kind.value != before


@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_level_head_shows_only_while_a_computer_sits_at_the_table(game):
    d = Driver()
    setup = open_setup(d)
    while setup.game.value != game:
        d.click(setup.game.rect.center)
    n = setup.players.value
    assert "computer level" in frame_words(d)          # the computers of a new table
    for seat in range(1, n):
        if setup.rows[seat].kind.value == BOT:
            switch(d, setup, seat)
    assert all(row.kind.value == HUMAN for row in setup.rows[:n])
    words = frame_words(d)
    assert "computer level" not in words, words
    assert "plays as" in words and "name" in words     # the other heads stay
    switch(d, setup, n - 1)                            # one computer again
    assert "computer level" in frame_words(d)
