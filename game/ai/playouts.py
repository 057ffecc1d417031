"""Hard's imagined games in the auction game: a world dealt consistently with a seat's view,
and the rest of the round (or more) played out in it by the Normal rules, scored by the seat's
standing. `hard.py`'s search compares its candidates over these; they read no clock and draw
every random number from the `rng` passed in.
"""
from __future__ import annotations

import math
import random
from typing import Sequence

from .. import market
from ..actions import Action, AmountRange, Bid, Pass
from ..cards import ARTIST_COUNT
from ..engine import apply, legal_actions
from ..state import DUMMY_REVEAL, GAME_OVER, OPEN_BIDDING, SEALED_BIDDING, State, View
from .knowledge import Memory
from .model import ARTIST_TOTALS, QUICK, fast_values, hand_worth
from .policy import Situation, Style, decide

#: What a card still in hand is worth at a round's end while rounds remain (future sales).
HAND_CARD = 8.0
#: The reward (`standing`): the weight of the money ahead of the best other seat (the rest of
#: the weight is on the money ahead of the others' mean), and the bonus for winning the game
#: (half of it for a shared win), as (best rival's weight, win bonus).
REWARD = (0.6, 40.0)


# --- sampled worlds ----------------------------------------------------------------------------

def sample_world(view: View, sit: Situation, memory: Memory, rng: random.Random) -> State:
    """A full State consistent with the view: hidden hands, dummy hands and the deck dealt from
    the unseen cards, cash from the public record, auction bookkeeping from the table."""
    me = view.seat
    n = view.players
    pool = memory.unseen(view, rng)
    rng.shuffle(pool)
    hands = []
    pos = 0
    for seat in range(n):
        if seat == me:
            hands.append(tuple(view.hand or ()))
        else:
            k = view.hand_sizes[seat]
            hands.append(tuple(pool[pos:pos + k]))
            pos += k
    dummies = []
    for k in view.dummy_sizes:
        dummies.append(tuple(pool[pos:pos + k]))
        pos += k
    deck = tuple(pool[pos:])
    phase = view.phase
    to_act = view.to_act
    acted = view.acted
    sealed: tuple = ()
    if phase == SEALED_BIDDING:
        # Bids already placed are secret: those seats bid again by the rules in simulation.
        sealed = (None,) * n
        to_act = (me,) + tuple(s for s in range(n) if s != me)
    return State(
        config=view.config, deck=deck, round=view.round, phase=phase, to_act=to_act,
        hands=tuple(hands), dummies=tuple(dummies), cash=sit.cash, board=view.board,
        counts=view.counts, bought=view.bought, revealed=view.revealed,
        out_of_play=view.played_before, lot=view.lot, auctioneer=view.auctioneer, original=view.original,
        method=view.method, high_bid=view.high_bid, high_bidder=view.high_bidder, acted=acted,
        sealed=sealed, price=view.price, next_dummy=view.next_dummy,
        last_auctioneer=view.last_auctioneer, sales=view.sales, results=view.results,
        events=())


# --- simulations -------------------------------------------------------------------------------

def rollout(world: State, action: Action | int, me: int, rng: random.Random,
            mine: Style, theirs: Style | tuple[Style, ...], cache: dict | None = None,
            leaf: dict | None = None, reward: tuple = REWARD,
            quick: tuple[float, float, float] | None = None, horizon: int = 0) -> float:
    """Apply `action` (or, given a number in an open auction, bid up to that limit), play the
    round out with the Normal rules for every seat (and `horizon` rounds more, dealt from the
    world's deck), and score my standing at its end (by `reward`). The others play by
    `theirs`: one style for all, or one per seat. Paintings are valued by `fast_values`, with
    `quick`'s (share, sharpness, own) if given."""
    if not isinstance(theirs, tuple):
        theirs = (theirs,) * len(world.cash)
    past, base = _round_table(world)
    if cache is None:
        cache = {}
    if isinstance(action, int):
        s = _settle_open(world, past, base, mine, theirs, me, cache, {me: action}, quick)
    else:
        s = apply(world, action)
    rnd, last = world.round, world.round + horizon
    while s.phase != GAME_OVER and s.round <= last:
        if s.round != rnd:
            # This play-out's own board from here: quick values shared with other play-outs
            # (keyed by round and counts, not by board) would be theirs.
            rnd, cache = s.round, {}
            past, base = _round_table(s)
        if s.phase == OPEN_BIDDING:
            s = _settle_open(s, past, base, mine, theirs, me, cache, quick=quick)
            continue
        seat = s.to_act[0]
        legal = legal_actions(s, seat)
        if len(s.to_act) > 1:
            legal = [o for o in legal if o.seat == seat]
        if len(legal) == 1 and type(legal[0]) is not AmountRange:
            s = apply(s, legal[0])
            continue
        sit = state_situation(s, seat, base)
        odds = None
        if s.phase == DUMMY_REVEAL:
            left = [ARTIST_TOTALS[a] - past[a] - s.counts[a] for a in range(ARTIST_COUNT)]
            total = sum(left) or 1
            odds = [k / total for k in left]
        style = mine if seat == me else theirs[seat]
        s = apply(s, decide(sit, legal, _fast_valuer(s, past, base, cache, quick), style, rng,
                            odds))
    return standing(s, me, leaf, reward)


def _round_table(s: State) -> tuple[list[int], list[int]]:
    """The paintings of each artist sold in the rounds before this one, and the market
    board's value of each artist this round."""
    past = [0] * ARTIST_COUNT
    for result in s.results:
        for a in range(ARTIST_COUNT):
            past[a] += result.counts[a]
    return past, market.column_base(s.board, s.round)


def _fast_valuer(s: State, past: Sequence[int], base: Sequence[int], cache: dict,
                 quick: tuple[float, float, float] | None = None):
    """The quick value guess for this table (unless `quick` counts the seat's own cards, it
    reads no hand, so every seat shares it)."""
    in_hands = sum(len(h) for h in s.hands) + sum(len(d) for d in s.dummies)
    rnd = s.round
    share, sharpness, own = quick or QUICK

    def valuer(counts, hand):
        held = tuple(sorted(c.artist for c in hand)) if own else ()
        key = (rnd, in_hands, tuple(counts), held)
        values = cache.get(key)
        if values is None:
            played = [past[a] + counts[a] for a in range(ARTIST_COUNT)]
            values = cache[key] = fast_values(counts, base, played, in_hands, hand, share,
                                              sharpness, own)
        return values

    return valuer


def _settle_open(s: State, past: Sequence[int], base: Sequence[int], mine: Style,
                 theirs: tuple[Style, ...], me: int, cache: dict,
                 fixed: dict[int, int] | None = None,
                 quick: tuple[float, float, float] | None = None) -> State:
    """An open auction in one go, as the Normal rules would end it: the seat willing to pay
    most wins at one more than the runner-up's limit (everyone's limit from its own values)."""
    n = len(s.cash)
    valuer = _fast_valuer(s, past, base, cache, quick)
    cap = market.lot_ceiling(base[s.lot[0].artist], len(s.lot))
    limits = []
    for seat in range(n):
        values = valuer(s.counts, s.hands[seat])
        value = sum(values[c.artist] for c in s.lot)
        factor = market.keep_factor(n) if seat == s.auctioneer else (
            mine.bid if seat == me else theirs[seat].bid)
        limit = fixed[seat] if fixed and seat in fixed else int(value * factor)
        limits.append(min(limit, cap, s.cash[seat]))
    first = s.to_act[0]
    order = [(first + k) % n for k in range(n)]
    winner = max(order, key=lambda i: limits[i])
    runner_up = max((limits[i] for i in range(n) if i != winner), default=0)
    high = s.high_bid
    if winner != s.high_bidder and limits[winner] >= high + 1 and not (
            winner == s.auctioneer and s.high_bidder is None and runner_up < 1):
        price = max(high + 1, min(limits[winner], runner_up + 1))
        s = apply(s._replace(to_act=(winner,)), Bid(winner, price))
    while s.phase == OPEN_BIDDING:
        s = apply(s, Pass(s.to_act[0]))
    return s


def state_situation(s: State, seat: int, base: list[int]) -> Situation:
    """A seat's situation inside a simulation (its own hand and the public table only)."""
    return Situation(
        seat=seat, players=len(s.cash), phase=s.phase, variant=s.config.variant, round=s.round,
        hand=s.hands[seat], cash=s.cash, counts=s.counts, base=base,
        bought=s.bought, lot=s.lot, auctioneer=s.auctioneer, original=s.original,
        high_bid=s.high_bid, high_bidder=s.high_bidder, price=s.price, to_act=s.to_act)


def standing(s: State, me: int, leaf: dict | None = None,
             reward: tuple = REWARD) -> float:
    """Money relative to the leader (only winning counts) and to the table, with the cards
    still in hand worth a few units each while rounds remain (by `leaf`'s weights, if given);
    at the game's end a win earns a bonus on top. `reward` weighs the two and sizes the bonus
    (`REWARD`). A third element of `reward`, (mean, spread) of what the money ahead of the
    best other seat still moves by from each round's end to the game's end, scores a play-out
    that stops before the game's end by its chance to win from there instead."""
    cash = s.cash
    if s.phase != GAME_OVER:
        weights = leaf.get((len(cash), s.round)) if leaf else None
        if weights is None:
            cash = [c + HAND_CARD * len(h) for c, h in zip(cash, s.hands)]
        else:
            base = market.column_base(s.board, s.round)
            cash = [c + hand_worth(h, base, weights) for c, h in zip(cash, s.hands)]
    others = [c for i, c in enumerate(cash) if i != me]
    best = max(others)
    weight, bonus = reward[:2]
    if len(reward) > 2 and s.phase != GAME_OVER:
        drift, spread = reward[2][s.round - 1]      # type: ignore[misc]
        return 100.0 * 0.5 * math.erfc(-(cash[me] - best + drift) / (spread * math.sqrt(2.0)))
    mean = sum(others) / len(others)
    score = weight * (cash[me] - best) + (1.0 - weight) * (cash[me] - mean)
    if s.phase == GAME_OVER:
        score += bonus if cash[me] > best else (bonus / 2 if cash[me] == best else 0.0)
    return score
