"""The pace of computers raising each other in an open auction: two computers raising lap after
lap took ten seconds and more for one lot, every raise a whole thinking time. Time here is the
match's own (update(dt) with a fixed dt), never the wall clock."""
from __future__ import annotations

import random

from tests.test_first_evening import RaiseBot

from game import Bid, Config, Pass, PlayCard, SeatConfig, stacked_deck
from game.cards import OPEN
from game.state import OPEN_BIDDING
from scenes.session.match import Match

THINK = 1.0
DT = 0.01


def open_lot(limit: int = 20) -> Match:
    """Ada (human) auctions an open lot; Beatrix and Clemens raise by one up to `limit`."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, deck=stacked_deck((2, OPEN)),
                  thinking_seconds=THINK, rng=random.Random(3),
                  bots={1: RaiseBot(limit), 2: RaiseBot(limit)})
    play = next(o for o in match.legal_for(0) if isinstance(o, PlayCard) and o.card.method == OPEN)
    assert match.submit(play) is None
    return match


def waits_until_asked(match: Match) -> list[tuple[float, object]]:
    """Run the match's clock until a human is asked or the lot is sold: each computer move with
    the time it took since the move before."""
    out, t, seen = [], 0.0, len(match.actions)
    for _ in range(100_000):
        if match.phase != OPEN_BIDDING or any(s in match.humans for s in match.to_act):
            return out
        match.update(DT)
        t += DT
        while len(match.actions) > seen:
            out.append((t, match.actions[seen]))
            t, seen = 0.0, seen + 1
    raise AssertionError("the lot never ended")


def test_computers_raising_each_other_come_sooner_than_a_first_bid():
    match = open_lot()
    moves = waits_until_asked(match)           # Beatrix opens, Clemens raises; Ada is asked
    (first, bid1), (second, bid2) = moves
    assert isinstance(bid1, Bid) and bid1.seat == 1 and first >= THINK - DT
    assert isinstance(bid2, Bid) and bid2.seat == 2 and second <= THINK / 2
    match.step_out(0)                          # Ada is out: the computers raise on alone
    assert match.submit(Pass(0)) is None
    moves = waits_until_asked(match)
    raises = [t for t, a in moves if isinstance(a, Bid)]
    assert len(raises) >= 15 and match.phase != OPEN_BIDDING
    assert all(t <= THINK / 2 for t in raises), raises
    # The whole bidding war takes less than half of what a thinking time a raise took.
    assert sum(t for t, _a in moves) < len(raises) * THINK / 2


def test_a_computer_answering_a_humans_bid_takes_its_usual_time():
    match = open_lot()
    waits_until_asked(match)
    high = match.state.high_bid
    assert match.submit(Bid(0, high + 1)) is None
    (answer, action), *_rest = waits_until_asked(match)
    assert isinstance(action, Bid) and action.seat == 1 and answer >= THINK - DT
