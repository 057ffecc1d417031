"""What every gauntlet player reads from its view, and the decision skeleton they share.

Written apart from `game/ai` (it imports nothing from there) so that the levels are measured
against players they were not built from. It reads only the engine's public types: the view,
the legal options, the cards and the configuration.

The value of a painting comes from playing the rest of the round out many times from the
view: the unseen cards are dealt to the hidden hands and dummy hands, and every auctioneer
plays a card with odds growing with how many cards of its artist are already out (players
push the artists they hold), so a visibly pushed artist is valued as such.
"""
from __future__ import annotations

import random
from typing import Sequence

from game.actions import (Action, AddSecondCard, AmountRange, Buy, DeclineSecondCard, Legal,
                          Pass, PlayCard, RevealDummy)
from game.cards import (ARTIST_COUNT, CARDS_TO_END_ROUND, DECK, DOUBLE, FIXED_PRICE, ONCE_AROUND,
                        OPEN, SEALED, STARTING_CASH, TOKENS, Card)
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE, View)

ARTISTS = tuple(range(ARTIST_COUNT))
#: What share of a lot's value its auctioneer can expect to be paid, by auction method.
PRICE_SHARE = {OPEN: 0.9, ONCE_AROUND: 0.8, SEALED: 0.85, FIXED_PRICE: 0.85, DOUBLE: 0.85}
METHOD_RANK = {OPEN: 4, SEALED: 3, ONCE_AROUND: 2, FIXED_PRICE: 1, DOUBLE: 0}


# --- public facts ------------------------------------------------------------------------------

def table_cash(view: View) -> list[int]:
    """Every seat's cash as the table knows it: 100 each, every announced payment and payout;
    the seat's own cash (and everyone's with open money) as shown."""
    cash = [STARTING_CASH] * view.players
    for sale in view.sales:
        for pay in sale.payments:
            if pay.payer is not None:
                cash[pay.payer] -= pay.amount
            if pay.payee is not None:
                cash[pay.payee] += pay.amount
    for result in view.results:
        for seat, paid in enumerate(result.payouts):
            cash[seat] += paid
    for seat, shown in enumerate(view.cash):
        if shown is not None:
            cash[seat] = shown
    return cash


def columns(view: View) -> list[int]:
    """The tokens already in each artist's column from earlier rounds."""
    return [sum(view.board[r][a] for r in range(view.round)) for a in ARTISTS]


def unseen(view: View) -> list[Card]:
    """The cards this seat has not seen: other hands, dummy hands and the deck."""
    seen = {c.id for c in view.hand or ()}
    for group in (view.played_before, view.unsold, view.revealed, view.lot):
        seen.update(c.id for c in group)
    for cards in view.bought:
        seen.update(c.id for c in cards)
    return [c for c in DECK if c.id not in seen]


def placing(counts: Sequence[int]) -> list[int]:
    """Artists 1st, 2nd, 3rd by these counts (ties to the artist further left)."""
    return sorted((a for a in ARTISTS if counts[a] > 0), key=lambda a: (-counts[a], a))[:3]


def final_worth(counts: Sequence[int], base: Sequence[int]) -> list[float]:
    """Value of one painting per artist if the round ended now with these counts."""
    worth = [0.0] * ARTIST_COUNT
    for token, a in zip(TOKENS, placing(counts)):
        worth[a] = float(base[a] + token)
    return worth


# --- the play-out estimate -----------------------------------------------------------------------

class Estimator:
    """Chances of placing and expected value per artist from simulated rests of the round."""

    def __init__(self, view: View, samples: int, rng: random.Random, push: float = 1.0) -> None:
        self.view = view
        self.samples = samples
        self.seed = rng.getrandbits(32)
        self.push = push
        self.pool = [(c.artist, c.method == DOUBLE) for c in unseen(view)]
        self.base = columns(view)
        n = view.players
        # The next auctioneer sits left of this lot's (or, choosing a card, left of me).
        first = view.auctioneer if view.auctioneer is not None else (
            view.to_act[0] if view.phase == PLAY else (view.last_auctioneer or 0))
        self.order = [(first + 1 + k) % n for k in range(n)]
        self._cache: dict = {}

    def chances(self, counts: Sequence[int], hand: Sequence[Card]) -> list[list[float]]:
        """[artist][place] chances if the table had these counts and my hand were `hand`."""
        key = (tuple(counts), tuple(sorted((c.artist, c.method == DOUBLE) for c in hand)))
        hit = self._cache.get(key)
        if hit is None:
            hit = self._cache[key] = self._simulate(counts, hand)
        return hit

    def worth(self, counts: Sequence[int], hand: Sequence[Card]) -> list[float]:
        """Expected value of one painting per artist at the round's end."""
        if max(counts) >= CARDS_TO_END_ROUND:
            return final_worth(counts, self.base)
        ch = self.chances(counts, hand)
        return [sum(p * (self.base[a] + t) for p, t in zip(ch[a], TOKENS)) for a in ARTISTS]

    def _simulate(self, counts: Sequence[int], hand: Sequence[Card]) -> list[list[float]]:
        view = self.view
        rng = random.Random(self.seed)
        me = view.seat
        mine = [(c.artist, c.method == DOUBLE) for c in hand]
        sizes = view.hand_sizes
        dummy_sizes = view.dummy_sizes
        variant = view.config.variant
        pool = list(self.pool)
        tally = [[0, 0, 0] for _ in ARTISTS]
        push = self.push
        for _ in range(self.samples):
            rng.shuffle(pool)
            pos = 0
            hands = {}
            for seat in self.order:
                if seat == me:
                    hands[seat] = list(mine)
                else:
                    hands[seat] = pool[pos:pos + sizes[seat]]
                    pos += sizes[seat]
            dummies = []
            for k in dummy_sizes:
                dummies.append(pool[pos:pos + k])
                pos += k
            c = list(counts)
            _play_out(c, [hands[s] for s in self.order], dummies, variant, push, rng)
            for place, a in enumerate(placing(c)):
                tally[a][place] += 1
        return [[k / self.samples for k in row] for row in tally]


def _play_out(c: list[int], hands: list[list], dummies: list[list], variant: str, push: float,
              rng: random.Random) -> None:
    """Play the round out in place on the counts `c`."""
    seats = len(hands)
    turn = idle = flip = 0
    while idle < seats:
        hand = hands[turn]
        turn = (turn + 1) % seats
        if not hand:
            idle += 1
            continue
        idle = 0
        weights = [(1.0 + c[a]) ** push for a, _ in hand]
        i = rng.choices(range(len(hand)), weights)[0]
        artist, double = hand.pop(i)
        c[artist] += 1
        if c[artist] >= CARDS_TO_END_ROUND:
            return
        if double:
            for j, (a2, d2) in enumerate(hand):
                if a2 == artist and not d2:
                    hand.pop(j)
                    c[artist] += 1
                    break
            if c[artist] >= CARDS_TO_END_ROUND:
                return
        if not any(hands):
            return
        if dummies and (variant == "two_player" or (variant == "three_with_dummy"
                                                    and rng.random() < 0.5)):
            deck = dummies[flip % len(dummies)] or dummies[-1]
            flip += 1
            if deck:
                artist = deck.pop(0)[0]
                c[artist] += 1
                if c[artist] >= CARDS_TO_END_ROUND:
                    return


# --- the decision skeleton -----------------------------------------------------------------

def amount(option: AmountRange, value: float) -> Action:
    """An amount action clamped to its legal range."""
    return option.make(max(option.lo, min(option.hi, int(value))))


def lot_cap(view: View) -> int:
    """The most this lot can pay at the round's end."""
    base = columns(view)
    return (base[view.lot[0].artist] + TOKENS[0]) * len(view.lot)


class Player:
    """A gauntlet player: the shared skeleton; subclasses change the valuations and rules."""

    name = "player"
    samples = 40
    push = 1.0
    # Tried on seeds from 100000 against the Normal level: paying the full estimate loses to
    # the winner's curse (the highest estimate wins), so every amount keeps a margin.
    bid_factor = 0.9        # most paid in an open auction, times the lot's value
    once_factor = 0.8
    sealed_factor = 0.78
    fixed_factor = 0.78     # fixed price named, times the lot's value
    buy_factor = 0.95

    def choose(self, view: View, legal: Sequence[Legal], rng: random.Random) -> Action:
        if len(legal) == 1 and type(legal[0]) is not AmountRange:
            return legal[0]  # type: ignore[return-value]
        self.view = view
        self.cash = table_cash(view)
        self.est = Estimator(view, self.samples, rng, self.push)
        self.observe(view)
        phase = view.phase
        if phase == PLAY:
            return self.play(legal)
        if phase == DOUBLE_OFFER:
            return self.double(legal)
        if phase == DUMMY_REVEAL:
            return self.reveal(legal)
        value = self.lot_value()
        option = next((o for o in legal if type(o) is AmountRange), None)
        if phase == OPEN_BIDDING:
            return self.open_bid(option, value)
        if phase == ONCE_AROUND_BIDDING:
            return self.once_bid(option, value)
        if phase == SEALED_BIDDING:
            return amount(option, min(self.sealed_bid(value), lot_cap(view)))  # type: ignore
        if phase == SET_PRICE:
            return amount(option, min(max(1.0, self.fixed_price(value)), lot_cap(view)))  # type: ignore
        if phase == FIXED_OFFER:
            buy = next((o for o in legal if type(o) is Buy), None)
            if buy is not None and view.price <= min(self.buy_limit(value), lot_cap(view)):
                return buy
            return Pass(view.seat)  # type: ignore[arg-type]
        raise ValueError(f"no rule for phase {phase!r}")

    # --- hooks -------------------------------------------------------------------------------
    def observe(self, view: View) -> None:
        """Learn from the public record (subclasses)."""

    def worth(self, counts: Sequence[int], hand: Sequence[Card]) -> list[float]:
        """Value of one painting per artist (subclasses may colour it)."""
        return self.est.worth(counts, hand)

    def opponent_weights(self) -> list[float]:
        """How much each other seat's gain counts against mine (sums to 1 over the others)."""
        n = self.view.players
        return [0.0 if s == self.view.seat else 1.0 / (n - 1) for s in range(n)]

    def lot_value(self) -> float:
        view = self.view
        worth = self.worth(view.counts, view.hand or ())
        return sum(worth[c.artist] for c in view.lot)

    # --- measures ------------------------------------------------------------------------------
    def holdings(self, worth: Sequence[float]) -> float:
        """My bought paintings' worth less the others' (weighted)."""
        weights = self.opponent_weights()
        me = self.view.seat
        total = 0.0
        for seat, cards in enumerate(self.view.bought):
            w = sum(worth[c.artist] for c in cards)
            total += w if seat == me else -weights[seat] * w
        return total

    def sale(self, value: float, method: str) -> float:
        """What auctioning a lot of this value is worth to me relative to the others."""
        price = value * PRICE_SHARE.get(method, 0.85)
        richest = max((c for s, c in enumerate(self.cash) if s != self.view.seat), default=0)
        price = min(price, richest)
        return price - (value - price) * max(self.opponent_weights())

    def keep_limit(self, value: float) -> float:
        """Most I pay (to the bank) to keep my own lot rather than let it go at that price."""
        w = max(self.opponent_weights())
        return value * (1 + w) / (2 + w)

    # --- phases --------------------------------------------------------------------------------
    def play_score(self, card: Card) -> float:
        view = self.view
        a = card.artist
        counts = list(view.counts)
        counts[a] += 1
        rest = list(view.hand or ())
        rest.remove(card)
        if counts[a] >= CARDS_TO_END_ROUND:
            return self.holdings(final_worth(counts, columns(view)))
        if card.method == DOUBLE:
            partners = [c for c in rest if c.artist == a and c.method != DOUBLE]
            if partners:
                partner = max(partners, key=lambda c: METHOD_RANK[c.method])
                rest.remove(partner)
                counts[a] += 1
                if counts[a] >= CARDS_TO_END_ROUND:
                    return self.holdings(final_worth(counts, columns(view)))
                worth = self.worth(counts, rest)
                return self.holdings(worth) + self.sale(2 * worth[a], partner.method)
            worth = self.worth(counts, rest)
            return self.holdings(worth) + 0.3 * worth[a]
        worth = self.worth(counts, rest)
        return self.holdings(worth) + self.sale(worth[a], card.method)

    def play(self, legal: Sequence[Legal]) -> Action:
        best, best_score = legal[0], float("-inf")
        seen = set()
        for option in legal:
            card = option.card  # type: ignore[union-attr]
            if (card.artist, card.method) in seen:
                continue
            seen.add((card.artist, card.method))
            score = self.play_score(card)
            if score > best_score:
                best, best_score = option, score
        return best  # type: ignore[return-value]

    def double(self, legal: Sequence[Legal]) -> Action:
        view = self.view
        decline = next((o for o in legal if type(o) is DeclineSecondCard), None)
        adds = [o for o in legal if type(o) is AddSecondCard]
        a = view.lot[0].artist
        now = self.worth(view.counts, view.hand or ())
        best: Action | None = decline
        best_score = self.holdings(now) + (0.3 * now[a] if view.original == view.seat else 0.0)
        if decline is None:
            best_score = float("-inf")
        for option in adds:
            counts = list(view.counts)
            counts[a] += 1
            rest = list(view.hand or ())
            rest.remove(option.card)
            if counts[a] >= CARDS_TO_END_ROUND:
                score = self.holdings(final_worth(counts, columns(view)))
            else:
                worth = self.worth(counts, rest)
                score = self.holdings(worth) + self.sale(2 * worth[a], option.card.method)
                if view.original != view.seat:
                    score -= 0.4 * self.sale(worth[a], option.card.method)
            if score > best_score:
                best, best_score = option, score
        return best if best is not None else adds[0]

    def reveal(self, legal: Sequence[Legal]) -> Action:
        view = self.view
        pool = unseen(view)
        total = len(pool) or 1
        now = self.holdings(self.worth(view.counts, view.hand or ()))
        gain = 0.0
        for a in ARTISTS:
            k = sum(1 for c in pool if c.artist == a)
            if not k:
                continue
            counts = list(view.counts)
            counts[a] += 1
            gain += k / total * (self.holdings(self.worth(counts, view.hand or ())) - now)
        return RevealDummy(view.seat, gain > 0.0)  # type: ignore[arg-type]

    def open_limit(self, value: float) -> float:
        return value * self.bid_factor

    def limit_or_action(self, option: AmountRange | None, value: float) -> Action | float:
        """In an open or once-around auction: my action when it is already clear (a pass, or
        as the auctioneer keeping my own lot while cheap), else the most I would pay."""
        view = self.view
        me = view.seat
        if option is None:
            return Pass(me)  # type: ignore[arg-type]
        high = view.high_bid
        cap = lot_cap(view)
        if view.auctioneer == me:
            if view.high_bidder is not None and high + 1 <= min(self.keep_limit(value), cap):
                return option.make(high + 1)
            return Pass(me)  # type: ignore[arg-type]
        limit = min(self.open_limit(value), cap)
        return Pass(me) if high + 1 > limit else limit  # type: ignore[return-value]

    def open_bid(self, option: AmountRange | None, value: float) -> Action:
        limit = self.limit_or_action(option, value)
        if not isinstance(limit, (int, float)):
            return limit
        high = self.view.high_bid
        step = max(1, min(5, int((limit - high) // 4)))
        return amount(option, high + step)  # type: ignore[arg-type]

    def once_bid(self, option: AmountRange | None, value: float) -> Action:
        limit = self.limit_or_action(option, value)
        if not isinstance(limit, (int, float)):
            return limit
        view = self.view
        last = (view.seat + 1) % view.players == view.auctioneer
        target = self.keep_limit(value) + 1 if last else value * self.once_factor
        return amount(option, max(view.high_bid + 1, min(limit, target)))  # type: ignore[arg-type]

    def sealed_bid(self, value: float) -> float:
        if self.view.auctioneer == self.view.seat:
            return value * 0.5
        return value * self.sealed_factor

    def fixed_price(self, value: float) -> float:
        richest = max((c for s, c in enumerate(self.cash) if s != self.view.seat), default=0)
        price = value * self.fixed_factor
        return min(price, richest) if richest >= 1 else price

    def buy_limit(self, value: float) -> float:
        return value * self.buy_factor
