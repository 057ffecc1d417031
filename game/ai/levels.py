"""The Easy and Normal computer players, and the view-to-situation step they share with Hard."""
from __future__ import annotations

import random
from typing import Sequence

from .. import market
from ..actions import Action, AmountRange, Legal
from ..cards import ARTIST_COUNT, DOUBLE, Card
from ..i18n import _
from ..state import DUMMY_REVEAL, View
from .knowledge import Memory, public_cash
from .model import round_chances, values_from_chances
from .policy import Situation, Style, decide


def situation(view: View, cash: tuple[int, ...]) -> Situation:
    """The decision's facts from a seat's view and the public record of cash."""
    return Situation(
        seat=view.seat, players=view.players, phase=view.phase,  # type: ignore[arg-type]
        variant=view.config.variant, round=view.round, hand=view.hand or (), cash=cash,
        counts=view.counts, base=market.column_base(view.board, view.round), bought=view.bought,
        lot=view.lot, auctioneer=view.auctioneer, original=view.original,
        high_bid=view.high_bid, high_bidder=view.high_bidder, price=view.price,
        to_act=view.to_act)


def _forced(legal: Sequence[Legal]) -> Action | None:
    if len(legal) == 1 and type(legal[0]) is not AmountRange:
        return legal[0]  # type: ignore[return-value]
    return None


def dummy_odds(pool: Sequence[Card]) -> list[float]:
    """Chance per artist that a hidden card (the dummy's top card) is of that artist."""
    counts = [0] * ARTIST_COUNT
    for c in pool:
        counts[c.artist] += 1
    total = sum(counts) or 1
    return [k / total for k in counts]


class EasyBot:
    """Guesses values from the current leaders on the board, with noise; bids by feel."""

    name = "easy"
    description = _("Guesses what paintings are worth and bids by feel. Good for a first "
                    "game.")
    STYLE = Style(bid=0.95, sealed=0.7, once=0.8, fixed=0.8, buy=0.95, noise=0.3,
                  relative=False, careless_play=0.4)

    def choose(self, view: View, legal: Sequence[Legal], rng: random.Random) -> Action:
        """Pick an action from the view alone."""
        forced = _forced(legal)
        if forced is not None:
            return forced
        sit = situation(view, public_cash(view))

        def valuer(counts: Sequence[int], hand: Sequence[Card]) -> list[float]:
            # Today's leaders keep their places: no thought about the cards still to come.
            values = [0.0] * ARTIST_COUNT
            for a, token in market.token_set(market.ranking(counts)):
                values[a] = sit.base[a] + token
            return values

        odds = [1.0 / ARTIST_COUNT] * ARTIST_COUNT if view.phase == DUMMY_REVEAL else None
        return decide(sit, legal, valuer, self.STYLE, rng, odds)


class NormalBot:
    """The explicit value model: chances of each artist placing this round, from the cards on
    the table, its own hand and the unseen cards, times the column value; relative bidding."""

    name = "normal"
    description = _("Works out what each artist will be worth this round and bids to stay "
                    "ahead.")
    #: Tuned against the gauntlet on seeds from 100000 (bench/AI_RESULTS.md): the old factors
    #: (0.9 / 0.75, fixed prices at three quarters of the value) were too timid for it.
    STYLE = Style(bid=0.92, sealed=0.8, once=0.8, fixed=0.82, buy=0.95)
    SAMPLES = 64
    #: The play-outs have players push the artists already out (uniform cards undervalue an
    #: artist the table is visibly pushing).
    PUSH = True

    def __init__(self, samples: int | None = None, style: Style | None = None,
                 push: bool | None = None) -> None:
        self.memory = Memory()
        self.samples = samples or self.SAMPLES
        self.style = style or self.STYLE
        self.push = self.PUSH if push is None else push
        self._cache: dict = {}
        self._cache_round = -1

    def choose(self, view: View, legal: Sequence[Legal], rng: random.Random) -> Action:
        """Pick an action from the view and the memory of earlier views."""
        self.memory.observe(view)
        forced = _forced(legal)
        if forced is not None:
            return forced
        sit = situation(view, public_cash(view))
        valuer, pool = self.valuer(view, sit, rng)
        odds = dummy_odds(pool) if view.phase == DUMMY_REVEAL else None
        return decide(sit, legal, valuer, self.style, rng, odds)

    def valuer(self, view: View, sit: Situation, rng: random.Random):
        """The value model for this decision (results are cached while the table is the same),
        and the unseen cards it deals from."""
        pool = self.memory.unseen(view)
        if self._cache_round != view.round:
            self._cache.clear()
            self._cache_round = view.round
        n = view.players
        me = view.seat
        start = ((view.auctioneer if view.auctioneer is not None else view.to_act[0]) + 1) % n
        sizes = view.hand_sizes
        seed = rng.getrandbits(32)
        cache = self._cache
        samples = self.samples
        variant = view.config.variant
        dummy_sizes = view.dummy_sizes
        base = sit.base
        key0 = (sizes, dummy_sizes, len(pool), start)
        push = self.push

        def valuer(counts: Sequence[int], hand: Sequence[Card]) -> list[float]:
            # The play-out reads only artists and double cards, so hands alike share a result.
            key = (key0, tuple(counts),
                   tuple(sorted((c.artist, c.method == DOUBLE) for c in hand)))
            hit = cache.get(key)
            if hit is not None:
                return hit
            hands = [list(hand) if (start + k) % n == me else sizes[(start + k) % n]
                     for k in range(n)]
            chances = round_chances(counts, hands, pool, dummy_sizes, variant, samples,
                                    random.Random(seed), push)
            values = values_from_chances(chances, base)
            cache[key] = values
            return values

        return valuer, pool
