"""Round 4's scoring spoke of later rounds: a token placed in the last round said "In every
later round in which ... ranks", and no round follows. The auction board's token of the last
round says what it does then; a token of an earlier round keeps its words."""
from __future__ import annotations

import random

from rules_helpers import KG, OPEN, dealt_deck
from tests.ui_driver import Driver, auction_table

from game import Config, SeatConfig
from scenes.session.match import Match


def test_a_token_of_the_last_round_speaks_of_no_later_round():
    ui = Driver((1280, 720))
    seats = (SeatConfig("Axel", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Beatrix", "Clemens"))
    config = Config(seats=seats, first_auctioneer=0)
    match = Match(config, 3, deck=dealt_deck(config, [[(KG, OPEN)], [], []]),
                  thinking_seconds=0.0, rng=random.Random(3))
    board = ((30, 20, 10, 0, 0), (0, 0, 0, 0, 0), (0, 0, 0, 0, 0), (0, 30, 0, 20, 10))
    match._state = match._before = match._state._replace(round=3, board=board)
    table = auction_table(ui, match)
    ui.frame(0.0)
    tips = [str(t) for _r, t in table.regions if " token: " in str(t)]
    last = [t for t in tips if "in round 4" in t]
    earlier = [t for t in tips if "in round 1" in t]
    assert len(last) == 3 and len(earlier) == 3, tips
    assert not any("later round" in t for t in last), last
    assert all("the last round" in t for t in last)
    assert all("In every later round" in t for t in earlier)
