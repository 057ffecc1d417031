"""Five gauntlet players, each an honest attempt at a different way of playing well."""
from __future__ import annotations

from typing import Sequence

from game.cards import ARTIST_COUNT, CARDS_TO_END_ROUND, TOKENS, Card
from game.state import View

from .core import ARTISTS, Player, columns, final_worth


class PlayoutBidder(Player):
    """Values every lot by playing the rest of the round out (players push leading artists)
    and bids up to the full value in relative money: whatever I do not buy, someone else's
    profit counts against me."""

    name = "playout"
    samples = 48


class EarlyBuyer(Player):
    """Locks in an order of artists at the first decision of each round (from its hand, the
    board's columns and the cards out) and buys its chosen artists hard while the round is
    young, valuing them as if they will place where it means to push them; plays their cards
    to push them."""

    name = "early"
    samples = 32

    def __init__(self) -> None:
        self.order: list[int] = []
        self.order_round = -1

    def observe(self, view: View) -> None:
        if self.order_round == view.round:
            return
        self.order_round = view.round
        base = columns(view)
        mine = [0] * ARTIST_COUNT
        for c in view.hand or ():
            mine[c.artist] += 1
        worth = self.est.worth(view.counts, view.hand or ())
        score = [2.0 * mine[a] + 1.5 * view.counts[a] + base[a] / 15 + worth[a] / 10
                 for a in ARTISTS]
        self.order = sorted(ARTISTS, key=lambda a: -score[a])[:2]

    def young(self) -> bool:
        return sum(self.view.counts) < 2 * self.view.players + 2

    def worth(self, counts: Sequence[int], hand: Sequence[Card]) -> list[float]:
        worth = self.est.worth(counts, hand)
        if max(counts) >= CARDS_TO_END_ROUND:
            return worth
        base = columns(self.view)
        out = list(worth)
        for place, a in enumerate(self.order):
            hoped = 0.75 * (base[a] + TOKENS[place])
            out[a] = max(worth[a], 0.5 * (worth[a] + hoped))
        return out

    def open_limit(self, value: float) -> float:
        artist = self.view.lot[0].artist
        if artist in self.order:
            return value * (1.05 if self.young() else 0.95)
        return value * 0.85

    def buy_limit(self, value: float) -> float:
        return self.open_limit(value)

    def sealed_bid(self, value: float) -> float:
        if self.view.auctioneer == self.view.seat:
            return value * 0.5
        artist = self.view.lot[0].artist
        return value * (0.9 if artist in self.order and self.young() else 0.75)

    def play_score(self, card: Card) -> float:
        score = super().play_score(card)
        mine = sum(1 for c in self.view.bought[self.view.seat] if c.artist == card.artist)
        return score + (6.0 * mine if card.artist in self.order else 0.0)


class LeaderAware(Player):
    """Weighs every gain by whom it feeds: the richest other seat (public cash plus what its
    paintings are likely to pay) counts most. It refuses to sell cheaply to the leader, keeps
    its own lot rather than let the leader have it, and does not push the leader's artists."""

    name = "leader"
    samples = 40

    def opponent_weights(self) -> list[float]:
        view = self.view
        n = view.players
        me = view.seat
        worth = self.est.worth(view.counts, view.hand or ())
        wealth = [self.cash[s] + sum(worth[c.artist] for c in view.bought[s]) for s in range(n)]
        others = [s for s in range(n) if s != me]
        leader = max(others, key=lambda s: wealth[s])
        if n == 2:
            return [0.0 if s == me else 1.0 for s in range(n)]
        rest = 0.4 / (n - 2)
        return [0.0 if s == me else (0.6 if s == leader else rest) for s in range(n)]

    def leader(self) -> int:
        weights = self.opponent_weights()
        return max(range(len(weights)), key=lambda s: weights[s])

    def keep_limit(self, value: float) -> float:
        view = self.view
        w = self.opponent_weights()
        bidder = view.high_bidder
        weight = w[bidder] if bidder is not None and bidder != view.seat else max(w)
        return value * (1 + weight) / (2 + weight)

    def open_limit(self, value: float) -> float:
        view = self.view
        # The leader is bidding: deny it the lot up to the full value.
        if view.high_bidder is not None and view.high_bidder == self.leader():
            return value * 1.0
        return value * self.bid_factor

    def fixed_price(self, value: float) -> float:
        view = self.view
        nxt = (view.seat + 1) % view.players
        factor = 0.9 if nxt == self.leader() else self.fixed_factor
        richest = max((c for s, c in enumerate(self.cash) if s != view.seat), default=0)
        price = value * factor
        return min(price, richest) if richest >= 1 else price


class PriceShader(Player):
    """Learns how the table prices sealed lots (winning price against its own estimate of the
    lot at the time) and bids just above what usually wins, never above the value; in open
    and once-around auctions it raises one unit at a time so it never pays more than needed."""

    name = "shader"
    samples = 40

    def __init__(self) -> None:
        self.pending: dict[int, float] = {}   # sales index of a sealed lot -> its value then
        self.ratios: list[float] = []
        self.seen_sales = 0

    def observe(self, view: View) -> None:
        sales = view.sales
        for i in range(self.seen_sales, len(sales)):
            value = self.pending.pop(i, None)
            if value and value > 0 and sales[i].buyer != view.seat:
                self.ratios.append(sales[i].price / value)
        self.seen_sales = len(sales)

    def usual(self) -> float:
        if not self.ratios:
            return 0.74
        recent = self.ratios[-8:]
        return sum(recent) / len(recent)

    def sealed_bid(self, value: float) -> float:
        view = self.view
        self.pending[len(view.sales)] = value
        if view.auctioneer == view.seat:
            return value * 0.5
        return value * max(0.6, min(0.97, self.usual() + 0.04))

    def open_bid(self, option, value: float):
        action = super().open_bid(option, value)
        if hasattr(action, "amount") and self.view.auctioneer != self.view.seat:
            return option.make(self.view.high_bid + 1)
        return action


class Hoarder(Player):
    """Auctions only what it does not want: the cards of artists it has no stake in (no
    paintings bought, few cards held, a weak column), keeping its favourites' cards to push
    them late or to end the round when that pays; buys its favourites readily."""

    name = "hoarder"
    samples = 40

    def wanted(self) -> list[float]:
        view = self.view
        base = columns(view)
        want = [0.0] * ARTIST_COUNT
        for c in view.bought[view.seat]:
            want[c.artist] += 12.0
        for c in view.hand or ():
            want[c.artist] += 3.0
        worth = self.est.worth(view.counts, view.hand or ())
        for a in ARTISTS:
            want[a] += base[a] / 10 + worth[a] / 5
        return want

    def play_score(self, card: Card) -> float:
        score = super().play_score(card)
        view = self.view
        counts = list(view.counts)
        counts[card.artist] += 1
        if counts[card.artist] >= CARDS_TO_END_ROUND or view.round == 3:
            return score
        want = self.wanted()
        favourites = sorted(ARTISTS, key=lambda a: -want[a])[:2]
        return score - (15.0 if card.artist in favourites else 0.0)

    def open_limit(self, value: float) -> float:
        want = self.wanted()
        favourites = sorted(ARTISTS, key=lambda a: -want[a])[:2]
        return value * (0.97 if self.view.lot[0].artist in favourites else 0.85)

    def buy_limit(self, value: float) -> float:
        return self.open_limit(value)


PLAYERS = {cls.name: cls for cls in (PlayoutBidder, EarlyBuyer, LeaderAware, PriceShader, Hoarder)}


def make(name: str) -> Player:
    """A fresh gauntlet player (one per seat and game)."""
    if name not in PLAYERS:
        raise KeyError(f"No gauntlet player {name!r}; they are {', '.join(PLAYERS)}.")
    return PLAYERS[name]()


__all__ = ["PLAYERS", "make", "final_worth"]
