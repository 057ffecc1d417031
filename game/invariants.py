"""Invariants that hold after every step of every game; the simulator and tests check them."""
from __future__ import annotations

from collections import Counter

from . import market
from .cards import ARTIST_COUNT, DECK_SIZE, ROUNDS
from .events import Payout
from .state import GAME_OVER, State


def check_state(s: State) -> list[str]:
    """Everything that must be true of any state; returns the broken ones, in words."""
    problems: list[str] = []
    places = [s.deck, s.revealed, s.out_of_play, s.lot, *s.hands, *s.dummies, *s.bought]
    ids = [c.id for place in places for c in place]
    if len(ids) != DECK_SIZE or set(ids) != set(range(DECK_SIZE)):
        dup = [i for i, k in Counter(ids).items() if k > 1]
        problems.append(f"cards not accounted for: {len(ids)} placed, duplicates {dup}")
    if any(c < 0 for c in s.cash):
        problems.append(f"negative cash {s.cash}")
    this_round = [*s.revealed, *s.lot, *(c for b in s.bought for c in b)]
    counted = [0] * ARTIST_COUNT
    for c in this_round:
        counted[c.artist] += 1
    if tuple(counted) != s.counts:
        problems.append(f"counts {s.counts} differ from cards played this round {counted}")
    if any(market.ends_round(k) for k in s.counts):
        problems.append(f"a round goes on with five cards of an artist: {s.counts}")
    for r, row in enumerate(s.board):
        if r < s.round or s.phase == GAME_OVER:
            if not market.is_token_set(row):
                problems.append(f"round {r + 1} row holds {row}")
        elif r > s.round and any(row):
            problems.append(f"round {r + 1} row has tokens before it was played")
    if s.phase == GAME_OVER:
        if s.to_act or len(s.results) != ROUNDS:
            problems.append("the game is over but seats still act or rounds are missing")
    elif not s.to_act:
        problems.append(f"nobody may act in phase {s.phase}")
    return problems


def check_step(before: State, after: State) -> list[str]:
    """What must hold of one step: money moves only through payments and bank payouts."""
    problems = check_state(after)
    delta = sum(after.cash) - sum(before.cash)
    bank = 0
    for e in after.events:
        if type(e).__name__ == "Sold":
            for p in e.payments:
                if p.payee is None:
                    bank -= p.amount
        elif isinstance(e, Payout):
            bank += e.amount
    if delta != bank:
        problems.append(f"total money changed by {delta}, but bank payments and payouts "
                        f"account for {bank}")
    return problems
