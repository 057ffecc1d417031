"""What a careful player at the table knows: every seat's cash, the cards already played, the
cards nobody has shown yet, and how boldly each seat has bought (`boldness`). Built only from a
seat's views (and its memory of them)."""
from __future__ import annotations

import random

from ..cards import ARTIST_COUNT, DECK, STARTING_CASH, Card
from ..state import View


def public_cash(view: View) -> tuple[int, ...]:
    """Every seat's cash, reconstructed from public facts: everyone starts with 100, every
    sale's payments and every round's payouts are announced at the table."""
    cash = [STARTING_CASH] * view.players
    for sale in view.sales:
        for p in sale.payments:
            if p.payer is not None:
                cash[p.payer] -= p.amount
            if p.payee is not None:
                cash[p.payee] += p.amount
    for result in view.results:
        for seat, amount in enumerate(result.payouts):
            cash[seat] += amount
    return tuple(cash)


class Memory:
    """A seat's memory of the cards it has seen played (views only show this round's table
    and the game's sales; a card taken free or revealed in an earlier round is remembered)."""

    def __init__(self) -> None:
        self.played: set[int] = set()
        self._sales_seen = 0

    def observe(self, view: View) -> None:
        """Note every card on the table in this view."""
        played = self.played
        sales = view.sales
        for sale in sales[self._sales_seen:]:
            for c in sale.lot:
                played.add(c.id)
        self._sales_seen = len(sales)
        for cards in view.bought:
            for c in cards:
                played.add(c.id)
        for c in view.unsold:
            played.add(c.id)
        for c in view.revealed:
            played.add(c.id)
        for c in view.lot:
            played.add(c.id)
        for c in view.played_before:           # earlier rounds, e.g. after loading a save
            played.add(c.id)
        for result in view.results:
            if result.ended_by is not None:
                played.add(result.ended_by.id)
        # The last step's events may name a card that has already left the table.
        for event in view.events:
            card = getattr(event, "card", None)
            if card is not None:
                played.add(card.id)
            for c in getattr(event, "lot", ()) + getattr(event, "cards", ()):
                played.add(c.id)

    def unseen(self, view: View, rng: random.Random | None = None) -> list[Card]:
        """The cards this seat has not seen: in other hands, dummy hands or the deck.

        Past rounds' counts per artist are public; when the memory misses a card of an earlier
        round (played before this seat's first view), as many unseen cards of that artist are
        set aside: the first ones in deck order, or random ones when `rng` is given.
        """
        hand_ids = {c.id for c in view.hand or ()}
        must_have_played = [0] * ARTIST_COUNT
        for result in view.results:
            for a in range(ARTIST_COUNT):
                must_have_played[a] += result.counts[a]
        for a in range(ARTIST_COUNT):
            must_have_played[a] += view.counts[a]
        known = [0] * ARTIST_COUNT
        for cid in self.played:
            known[DECK[cid].artist] += 1
        pool = [c for c in DECK if c.id not in hand_ids and c.id not in self.played]
        missing = [must_have_played[a] - known[a] for a in range(ARTIST_COUNT)]
        if any(m > 0 for m in missing):
            by_artist: list[list[Card]] = [[] for _ in range(ARTIST_COUNT)]
            for c in pool:
                by_artist[c.artist].append(c)
            drop: set[int] = set()
            for a in range(ARTIST_COUNT):
                if missing[a] > 0:
                    cands = by_artist[a]
                    chosen = rng.sample(cands, missing[a]) if rng is not None else cands[:missing[a]]
                    drop.update(c.id for c in chosen)
            pool = [c for c in pool if c.id not in drop]
        return pool


#: `boldness`: the most a fitted factor moves a seat's bidding factors, and the purchases at
#: which its own record counts half (fewer: closer to the table's).
BOLD_LIMIT = 0.15
BOLD_HALF = 6


def boldness(view: View, strength: float) -> dict[int, float]:
    """Each other seat's bidding factors for the simulations, from the public record: what
    it paid for the lots it bought from another seat in the rounds already scored, for what
    those lots paid out, against the same ratio over every such sale; moved `strength` of the
    way, shrunk towards 1 while it has bought few, within 1 ± BOLD_LIMIT."""
    paid: dict[int, list[float]] = {}
    scored = {r.round: r.values for r in view.results}
    for sale in view.sales:
        values = scored.get(sale.round)
        if values is None or sale.buyer == sale.auctioneer:
            continue
        entry = paid.setdefault(sale.buyer, [0.0, 0.0, 0])
        entry[0] += sale.price
        entry[1] += sum(values[c.artist] for c in sale.lot)
        entry[2] += 1
    price = sum(e[0] for e in paid.values())
    worth = sum(e[1] for e in paid.values())
    if not price or not worth:
        return {}
    table = price / worth
    out = {}
    for seat, (p, w, n) in paid.items():
        if seat == view.seat or not w:
            continue
        raw = (p / w) / table - 1.0
        k = 1.0 + strength * raw * n / (n + BOLD_HALF)
        out[seat] = min(1.0 + BOLD_LIMIT, max(1.0 - BOLD_LIMIT, k))
    return out
