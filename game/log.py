"""Events in plain words: one line per event, for the replay tool and the game's log panel."""
from __future__ import annotations

from .cards import METHOD_NAMES, Card, artist_name
from .config import Config
from . import events as E


def describe(event: object, config: Config) -> str | None:
    """A sentence for an event, or None for events a log does not print."""
    name = config.name
    theme = config.theme

    def card(c: Card) -> str:
        return c.label(theme)

    def lot(cards: tuple[Card, ...]) -> str:
        return " + ".join(card(c) for c in cards)

    t = type(event)
    if t is E.RoundStarted:
        who = "nobody can play" if event.first_auctioneer is None else \
            f"{name(event.first_auctioneer)} starts"
        return f"— Round {event.round + 1}: {event.dealt[0]} cards dealt to each hand; {who} —"
    if t is E.CardPlayed:
        return f"{name(event.seat)} plays {card(event.card)}."
    if t is E.SecondCardOffered:
        return f"The double card is offered to {name(event.seat)}."
    if t is E.SecondCardDeclined:
        return f"{name(event.seat)} adds no second card."
    if t is E.SecondCardAdded:
        return f"{name(event.seat)} adds {card(event.card)} and becomes the auctioneer."
    if t is E.AuctionStarted:
        return f"{name(event.auctioneer)} auctions {lot(event.lot)}: {METHOD_NAMES[event.method].lower()}."
    if t is E.BidMade:
        return f"{name(event.seat)} bids {event.amount}."
    if t is E.Passed:
        return f"{name(event.seat)} passes."
    if t is E.SealedBidPlaced:
        return None
    if t is E.SealedBidsRevealed:
        return "Sealed bids revealed: " + ", ".join(
            f"{name(i)} {b}" for i, b in enumerate(event.bids)) + "."
    if t is E.PriceSet:
        return f"{name(event.seat)} sets the price at {event.amount}."
    if t is E.Sold:
        paid = "; ".join(
            f"{name(p.payer)} pays {p.amount} to {'the bank' if p.payee is None else name(p.payee)}"
            for p in event.payments) or "nothing changes hands"
        return f"Sold to {name(event.buyer)} for {event.price} ({paid})."
    if t is E.TakenFree:
        return f"{name(event.seat)} takes {lot(event.lot)} for nothing."
    if t is E.DummyRevealed:
        by = "" if event.by is None else f"{name(event.by)} reveals "
        return f"{by}dummy card: {card(event.card)}." if by else f"A dummy card is revealed: {card(event.card)}."
    if t is E.DummyKept:
        return f"{name(event.seat)} leaves the dummy card hidden."
    if t is E.RoundEnded:
        if event.card is None:
            return f"Round {event.round + 1} ends: no one can play a card."
        who = "the dummy hand" if event.seat is None else name(event.seat)
        why = "the fifth card of its artist" if event.reason == E.RoundEnd.FIFTH_CARD else "the last card in hand"
        return f"Round {event.round + 1} ends: {who} played {card(event.card)}, {why}."
    if t is E.TokensPlaced:
        if not event.tokens:
            return "No artist sold a painting this round."
        return "Market: " + ", ".join(f"{artist_name(a, theme)} +{tok} (worth {event.values[a]})"
                                      for a, tok in event.tokens) + "."
    if t is E.Payout:
        return f"The bank pays {name(event.seat)} {event.amount} for {len(event.cards)} painting" \
               f"{'s' if len(event.cards) != 1 else ''}."
    if t is E.GameEnded:
        winners = " and ".join(name(w) for w in event.winners)
        return f"Game over. {winners} win{'s' if len(event.winners) == 1 else ''} with {max(event.cash)}."
    return None
