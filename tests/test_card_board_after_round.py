"""The card game's hint row once the round has ended. While cards are added at scoring the
board still read "Worth now*" over "* if the round ended now: an estimate", though its figures
were the round's own (the value tokens placed); the auction board says "Worth so far" once its
figures are no estimate. The row now says what it shows at each moment: "Worth now*" and the
estimate's footnote while the round is played, "Worth now" with a footnote and a help that say
the round is over at scoring, and "Worth so far" without hints."""
from __future__ import annotations

import pytest

from game.card.engine import view
from game.card.scoring import values_if_ended_now
from game.card.state import ADDING
from scenes.table import display
from scenes.table.board import PAYS_NOW_NOTE
from scenes.table.card_layout import card_table_layout
from tests.card_helpers import random_playout
from tests.test_card_board_turned_up import _drawn_board


def _round_end_and_before():
    """A random game's first adding step at scoring, and the state just before it."""
    states, _ = random_playout(3, 3, stop=lambda s: s.phase == ADDING or s.round > 0)
    assert states[-1].phase == ADDING
    return states[-2], states[-1]


def _board(v, size, hints=True):
    """The texts the board draws for view `v`, its hover help (rect, text) and its rect."""
    drawn, regions = _drawn_board(v, size, hints)
    return drawn, [(r, str(t)) for r, t in regions], card_table_layout(size, v.players, 0).board


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_scoring_the_row_says_the_round_is_over_not_an_estimate(size):
    before, scoring = _round_end_and_before()
    v = view(scoring, 0)
    drawn, tips, board = _board(v, size)
    assert "Worth now*" not in drawn and PAYS_NOW_NOTE not in drawn
    assert "Worth now" in drawn and str(display.SCORED_NOTE) in drawn
    assert not any(t.startswith(str(display.WORTH_NOW_TIP)) for _r, t in tips)
    row = [r for r, t in tips if t.startswith(str(display.SCORED_TIP))]
    assert row and all(board.contains(r) for r in row)
    for a, worth in enumerate(values_if_ended_now(v)):   # the round's own figures
        assert display.worth_figure(worth) in drawn
    # While the round was played: the estimate, its asterisk and footnote.
    drawn, tips, _board_rect = _board(view(before, 0), size)
    assert "Worth now*" in drawn and PAYS_NOW_NOTE in drawn
    assert str(display.SCORED_NOTE) not in drawn
    assert any(t.startswith(str(display.WORTH_NOW_TIP)) for _r, t in tips)
    # Without hints, at scoring: the tokens so far.
    drawn, _tips, _rect = _board(v, size, hints=False)
    assert "Worth so far" in drawn and "Worth now" not in drawn
