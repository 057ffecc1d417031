"""The decision rules every level shares: what to auction, how high to bid, what price to name,
whether to buy, add a second card or reveal a dummy card, given a value per artist.

The rules think in *relative* money, since only winning counts: a gain of mine is weighed
against the gain it hands the others (the auctioneer receives what a buyer pays). The levels
differ in where the values come from (noisy guesses, the value model) and in their style.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, NamedTuple, Sequence

from ..actions import (Action, AddSecondCard, AmountRange, Buy, DeclineSecondCard, Legal, Pass,
                       RevealDummy)
from .. import market
from ..cards import ARTIST_COUNT, DOUBLE, FIXED_PRICE, ONCE_AROUND, OPEN, SEALED, Card
from ..state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING, OPEN_BIDDING,
                     PLAY, SEALED_BIDDING, SET_PRICE)
from .model import CHARGE, CHARGED, final_values, hand_worth

#: values(counts, hand) -> value of one painting per artist at this round's end.
Valuer = Callable[[Sequence[int], Sequence[Card]], Sequence[float]]


class Situation(NamedTuple):
    """What a seat knows at a decision, the same whether read from its view or (inside the
    search's simulations) from a sampled state."""
    seat: int
    players: int
    phase: str
    variant: str
    round: int
    hand: tuple[Card, ...]
    cash: tuple[int, ...]                 # every seat's cash (public record or open money)
    counts: tuple[int, ...]
    base: list[int]                       # column tokens of earlier rounds
    bought: tuple[tuple[Card, ...], ...]
    lot: tuple[Card, ...]
    auctioneer: int | None
    original: int | None
    high_bid: int
    high_bidder: int | None
    price: int
    to_act: tuple[int, ...]


@dataclass(frozen=True)
class Style:
    """How a level turns values into actions. Factors multiply the lot's value."""
    bid: float = 0.9             # most a non-auctioneer pays in an open auction
    sealed: float = 0.75         # sealed bid of a non-auctioneer
    once: float = 0.75           # once-around bid when others still follow
    fixed: float = 0.75          # fixed price named
    buy: float = 0.9             # most paid at a fixed price
    noise: float = 0.0           # relative noise on every amount (Easy)
    relative: bool = True        # weigh the auctioneer's gain (Easy does not)
    careless_play: float = 0.0   # chance of auctioning a random card (Easy)
    keep: float = 1.0            # times the keep limit: most the auctioneer pays for its lot
    own_sealed: float = 0.45     # the auctioneer's sealed bid on its own lot (relative play)
    sale: float = 1.0            # times the share of a lot's value an auction is expected to fetch
    lone_double: float = 0.35    # share of the value a double without a partner is worth to me
    hand_keep: float = 0.0       # times the learned worth a play takes from the hand (`hand_charge`)


# --- small measures ---------------------------------------------------------------------------

def holdings(sit: Situation, values: Sequence[float]) -> float:
    """Value of my bought paintings minus the others' average, at these values."""
    n = sit.players
    mine = 0.0
    others = 0.0
    for seat, cards in enumerate(sit.bought):
        total = 0.0
        for c in cards:
            total += values[c.artist]
        if seat == sit.seat:
            mine = total
        else:
            others += total
    return mine - others / (n - 1)


def revenue(sit: Situation, value: float, method: str, style: Style) -> float:
    """What auctioning a lot of this value is worth to its auctioneer, relative to the others:
    the expected price received, less the buyer's profit shared among the others."""
    n = sit.players
    factor = {OPEN: 0.85, ONCE_AROUND: 0.75, SEALED: 0.8, FIXED_PRICE: 0.75}.get(method, 0.75)
    factor *= style.sale
    richest = max((c for s, c in enumerate(sit.cash) if s != sit.seat), default=0)
    price = min(value * factor, richest)
    return price - (value - price) / (n - 1) if style.relative else price


def _with(counts: Sequence[int], artist: int, k: int = 1) -> tuple[int, ...]:
    return tuple(c + k if a == artist else c for a, c in enumerate(counts))


def _without(hand: Sequence[Card], card: Card) -> tuple[Card, ...]:
    out = list(hand)
    out.remove(card)
    return tuple(out)


def _cap(sit: Situation, cards: int, artist: int) -> int:
    """The most the lot can pay at this round's end (§5)."""
    return market.lot_ceiling(sit.base[artist], cards)


def _noisy(x: float, style: Style, rng: random.Random) -> float:
    return x * (1.0 + style.noise * (2.0 * rng.random() - 1.0)) if style.noise else x


def _amount(option: AmountRange, amount: float, cap: int) -> Action:
    """An amount within the legal range and never above the lot's cap."""
    a = int(amount)
    a = min(a, option.hi, cap)
    return option.make(max(a, option.lo))


# --- the decision -----------------------------------------------------------------------------

def decide(sit: Situation, legal: Sequence[Legal], valuer: Valuer, style: Style,
           rng: random.Random, dummy_odds: Sequence[float] | None = None) -> Action:
    """The action this style takes. `dummy_odds` is the chance per artist that the dummy's top
    card is of that artist (needed only for a dummy reveal)."""
    if len(legal) == 1 and type(legal[0]) is not AmountRange:
        return legal[0]  # type: ignore[return-value]
    phase = sit.phase
    if phase == PLAY:
        return _play(sit, legal, valuer, style, rng)
    if phase == DOUBLE_OFFER:
        return _double(sit, legal, valuer, style)
    if phase == DUMMY_REVEAL:
        return _reveal(sit, legal, valuer, dummy_odds)
    values = valuer(sit.counts, sit.hand)
    lot = sit.lot
    artist = lot[0].artist
    value = sum(values[c.artist] for c in lot)
    cap = _cap(sit, len(lot), artist)
    me = sit.seat
    n = sit.players
    if phase == OPEN_BIDDING or phase == ONCE_AROUND_BIDDING:
        bid = next((o for o in legal if type(o) is AmountRange), None)
        pass_ = next(o for o in legal if type(o) is Pass)
        if bid is None:
            return pass_
        high = sit.high_bid
        if sit.auctioneer == me:
            # Buying my own lot pays the bank; letting it go pays me. Keep it while cheap.
            if sit.high_bidder is None:
                return pass_
            limit = market.keep_limit(value, n) * style.keep if style.relative else value * 0.6
            limit = _noisy(limit, style, rng)
            return _amount(bid, high + 1, cap) if high + 1 <= min(limit, cap) else pass_
        limit = min(_noisy(value * style.bid, style, rng), cap)
        if high + 1 > limit:
            return pass_
        if phase == OPEN_BIDDING:
            step = max(1, int((limit - high) // 4))
            return _amount(bid, high + min(step, 5), cap)
        # Once around: the last before the auctioneer only needs to beat what the
        # auctioneer would still pay to keep the lot.
        last = (me + 1) % n == sit.auctioneer
        target = market.keep_limit(value, n) * style.keep + 1 if last else value * style.once
        return _amount(bid, max(high + 1, min(limit, _noisy(target, style, rng))), cap)
    if phase == SEALED_BIDDING:
        option = legal[0]
        if sit.auctioneer == me:
            target = value * style.own_sealed if style.relative else value * 0.5
        else:
            target = value * style.sealed
        return _amount(option, _noisy(target, style, rng), cap)  # type: ignore[arg-type]
    if phase == SET_PRICE:
        option = legal[0]
        richest = max((c for s, c in enumerate(sit.cash) if s != me), default=0)
        target = _noisy(value * style.fixed, style, rng)
        if richest >= 1:
            target = min(target, richest)
        return _amount(option, max(1.0, target), cap)  # type: ignore[arg-type]
    if phase == FIXED_OFFER:
        buy = next((o for o in legal if type(o) is Buy), None)
        pass_ = next(o for o in legal if type(o) is Pass)
        if buy is not None and sit.price <= min(_noisy(value * style.buy, style, rng), cap):
            return buy
        return pass_
    raise ValueError(f"no decision rule for phase {phase!r}")


def _play(sit: Situation, legal: Sequence[Legal], valuer: Valuer, style: Style,
          rng: random.Random) -> Action:
    """Auction the card whose sale (and whose effect on the ranking) is worth most."""
    if style.careless_play and rng.random() < style.careless_play:
        return legal[rng.randrange(len(legal))]  # type: ignore[return-value]
    best, best_score = legal[0], float("-inf")
    seen: set[tuple[int, str]] = set()
    charge = hand_charge(sit, style)
    for action in legal:
        card = action.card  # type: ignore[union-attr]
        key = (card.artist, card.method)
        if key in seen:
            continue
        seen.add(key)
        score = play_score(sit, card, valuer, style, charge)
        if score > best_score:
            best, best_score = action, score
    return best  # type: ignore[return-value]


def play_score(sit: Situation, card: Card, valuer: Valuer, style: Style,
               charge: Callable[[Sequence[Card]], float]) -> float:
    """How good auctioning `card` looks: the sale's worth plus the change in my holdings, less
    what the cards it takes from my hand would have been worth in the rounds to come
    (`charge`: `hand_charge`'s for this situation, worked out once for all the cards weighed)."""
    a = card.artist
    counts1 = _with(sit.counts, a)
    rest = _without(sit.hand, card)
    if market.ends_round(counts1[a]):
        return holdings(sit, final_values(counts1, sit.base)) - charge(rest)
    if card.method == DOUBLE:
        partners = [c for c in rest if c.artist == a and c.method != DOUBLE]
        if partners:
            partner = max(partners, key=lambda c: _METHOD_PREFERENCE[c.method])
            counts2 = _with(counts1, a)
            rest2 = _without(rest, partner)
            if market.ends_round(counts2[a]):
                values2 = final_values(counts2, sit.base)
                return holdings(sit, values2) - charge(rest2)
            values = valuer(counts2, rest2)
            return (holdings(sit, values) + revenue(sit, 2 * values[a], partner.method, style)
                    - charge(rest2))
        values = valuer(counts1, rest)
        # Someone else may add a card and take the sale; if nobody does, I keep it free.
        return holdings(sit, values) + style.lone_double * values[a] - charge(rest)
    values = valuer(counts1, rest)
    return holdings(sit, values) + revenue(sit, values[a], card.method, style) - charge(rest)


def _no_charge(rest: Sequence[Card]) -> float:
    return 0.0


def hand_charge(sit: Situation, style: Style) -> Callable[[Sequence[Card]], float]:
    """What a play leaving `rest` in my hand costs me in the rounds to come: `style.hand_keep`
    times what my hand is worth (`model.CHARGE`, at the tables of `model.CHARGED`, where
    weights are fitted) less what `rest` is worth. Doubles and cards of artists whose columns
    are long are worth keeping. Nothing in the last round, where a card kept pays nothing, or
    at other tables. The whole hand's worth is worked out once, here, for all the plays a
    decision weighs."""
    if not style.hand_keep or (sit.variant, sit.players) not in CHARGED:
        return _no_charge
    weights = CHARGE.get((sit.players, sit.round + 1))
    if weights is None:
        return _no_charge
    keep, base = style.hand_keep, sit.base
    whole = hand_worth(sit.hand, base, weights)
    return lambda rest: keep * (whole - hand_worth(rest, base, weights))


_METHOD_PREFERENCE = {OPEN: 3, SEALED: 2, ONCE_AROUND: 1, FIXED_PRICE: 0, DOUBLE: -1}


def _double(sit: Situation, legal: Sequence[Legal], valuer: Valuer, style: Style) -> Action:
    """Add a second card to a double (becoming its auctioneer) when the sale is worth it."""
    decline = next((o for o in legal if type(o) is DeclineSecondCard), None)
    adds = [o for o in legal if type(o) is AddSecondCard]
    a = sit.lot[0].artist
    mine = sit.original == sit.seat
    now = valuer(sit.counts, sit.hand)
    best: Action | None = decline
    best_score = holdings(sit, now) + (0.3 * now[a] if mine else 0.0)
    if decline is None:
        best_score = float("-inf")
    seen: set[str] = set()
    for option in adds:
        card = option.card
        if card.method in seen:
            continue
        seen.add(card.method)
        counts1 = _with(sit.counts, a)
        if market.ends_round(counts1[a]):
            score = holdings(sit, final_values(counts1, sit.base))
        else:
            rest = _without(sit.hand, card)
            values = valuer(counts1, rest)
            score = holdings(sit, values) + revenue(sit, 2 * values[a], card.method, style)
            if not mine:
                # The card added could have been auctioned on a later turn of mine.
                score -= 0.5 * revenue(sit, values[a], card.method, style)
        if score > best_score:
            best, best_score = option, score
    return best if best is not None else adds[0]


def _reveal(sit: Situation, legal: Sequence[Legal], valuer: Valuer,
            dummy_odds: Sequence[float] | None) -> Action:
    """Reveal the dummy card when, on average over what it may be, it helps my holdings."""
    me = sit.seat
    if not dummy_odds:
        return RevealDummy(me, False)
    now = holdings(sit, valuer(sit.counts, sit.hand))
    gain = 0.0
    for a in range(ARTIST_COUNT):
        p = dummy_odds[a]
        if p <= 0:
            continue
        counts1 = _with(sit.counts, a)
        if market.ends_round(counts1[a]):
            after = holdings(sit, final_values(counts1, sit.base))
        else:
            after = holdings(sit, valuer(counts1, sit.hand))
        gain += p * (after - now)
    return RevealDummy(me, gain > 0.0)
