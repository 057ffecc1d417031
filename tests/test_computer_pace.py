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
from scenes.session.pace import (FLOOR_SHARE, ROUTINE_SHARE, SEEN_SECONDS, STEADY_STEPS,
                                 routine_wait)
from scenes.session.take_back import TAKE_BACK_SHARE

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
    # The first raise answers Ada's own pass: it waits while her take-back is offered.
    assert moves[0][0] >= TAKE_BACK_SHARE * THINK - DT
    raises = [t for t, a in moves[1:] if isinstance(a, Bid)]
    assert len(raises) >= 15 and match.phase != OPEN_BIDDING
    assert all(t <= THINK / 2 for t in raises), raises
    # The whole bidding war takes less than half of what a thinking time a raise took.
    assert sum(t for t, _a in moves[1:]) < len(raises) * THINK / 2


def test_a_computer_answering_a_humans_bid_takes_its_usual_time():
    match = open_lot()
    waits_until_asked(match)
    high = match.state.high_bid
    assert match.submit(Bid(0, high + 1)) is None
    (answer, action), *_rest = waits_until_asked(match)
    assert isinstance(action, Bid) and action.seat == 1 and answer >= THINK - DT


def test_a_long_run_of_computer_moves_quickens_down_to_a_floor():
    """A bidding war between computers raising by 1 or 2 took 15 to 25 bids a lot, 6 to 10 s
    at the normal pace: after the first few moves in a row each comes sooner, down to a floor
    (a share of the thinking time, never under a glance at the high bid changing); once no
    human may decide in the lot, from the first move on."""
    for thinking in (0.8, 1.4, 0.35):           # the normal, relaxed and brisk paces
        steady = thinking * ROUTINE_SHARE
        floor = min(steady, max(thinking * FLOOR_SHARE, SEEN_SECONDS))
        for asked in (True, False):
            waits = [routine_wait(thinking, run, nobody_asked=not asked) for run in range(40)]
            start = STEADY_STEPS if asked else 0
            assert waits[:start] == [steady] * start
            assert all(b <= a for a, b in zip(waits, waits[1:]))
            quick = [w for w in waits[start:] if w > floor]
            assert all(b < a for a, b in zip([steady] + quick, quick))     # each shorter ...
            assert waits[start] < steady and waits[-1] == floor == min(waits)   # ... to a floor
            assert floor >= SEEN_SECONDS
    # A 20-bid war among computers (40 moves with the passes) once nobody else may bid: about
    # two seconds at the normal pace (40 routine waits were 10.7 s, the last quickening 5.5 s).
    assert sum(routine_wait(0.8, run, nobody_asked=True) for run in range(40)) < 2.2
    assert sum(routine_wait(0.35, run, nobody_asked=True) for run in range(40)) < 1.5
    assert {routine_wait(0.0, run, bool(run % 2)) for run in range(30)} == {0.0}  # instant


def test_the_match_quickens_a_computers_bidding_war_and_answers_a_human_at_once():
    match = open_lot(limit=60)
    waits_until_asked(match)
    match.step_out(0)                          # Ada is out: the computers raise on alone
    assert match.submit(Pass(0)) is None
    moves = waits_until_asked(match)
    raises = [t for t, a in moves if isinstance(a, Bid)]
    assert len(raises) >= 40
    late = raises[-10:]
    floor = THINK * FLOOR_SHARE             # Ada is out: nobody left to ask
    assert all(abs(t - floor) <= 2 * DT for t in late), late
    # The whole war, after the first raise (which answers Ada's own pass, her take-back
    # offered meanwhile): a quarter of a routine wait a raise (it took nearly half of one).
    assert sum(t for t, _a in moves[1:]) < len(raises) * THINK * ROUTINE_SHARE / 4
    # A human still in the lot is asked at once, and their own bid breaks the run.
    match = open_lot(limit=60)
    for _lap in range(6):
        waits_until_asked(match)
        assert match.human_to_act(0)
        assert match.submit(Bid(0, match.state.high_bid + 1)) is None
    (answer, action), *_rest = waits_until_asked(match)
    assert isinstance(action, Bid) and answer >= THINK - DT
