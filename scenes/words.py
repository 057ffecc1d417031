"""The game's events and auction methods in plain words, for the log, tooltips and banners.

Only public events are described: nothing here can reveal a hand or a sealed bid early.
"""
from __future__ import annotations

from game.cards import METHOD_NAMES, Method, artist_name
from game.config import Config
from game.events import (AuctionStarted, BidMade, CardPlayed, DummyKept, DummyRevealed,
                         GameEnded, Passed, Payout, PriceSet, RoundEnd, RoundEnded, RoundStarted,
                         SealedBidPlaced, SealedBidsRevealed, SecondCardAdded,
                         SecondCardDeclined, SecondCardOffered, Sold, TakenFree, TokensPlaced)

#: One line per auction method, for tooltips and the lot's help line.
METHOD_TIPS = {
    Method.OPEN: "Open auction: round the table from the auctioneer's left, raise or pass, "
                 "lap after lap, until everyone but the high bidder has passed in a row.",
    Method.ONCE_AROUND: "Once around: each player once, from the auctioneer's left, may bid "
                        "higher or pass. The auctioneer acts last.",
    Method.SEALED: "Sealed bid: everyone secretly chooses one bid (0 = none); all are revealed "
                   "together. Ties go to the auctioneer, then clockwise.",
    Method.FIXED_PRICE: "Fixed price: the auctioneer names a price; from their left each player "
                        "may buy at it or pass. If all pass, the auctioneer must buy it.",
    Method.DOUBLE: "Double auction: add a second card of the same artist; both are sold as one "
                   "lot by the second card's method.",
}


def method_name(method: str | None) -> str:
    """The method's name as a player reads it."""
    return METHOD_NAMES.get(method or "", "")


def card_label(card, theme: str) -> str:
    """"Yoko (open auction)"."""
    return card.label(theme)


def lot_label(lot, theme: str) -> str:
    """One card's label, or "a double of Yoko (…) and Yoko (…)"."""
    if len(lot) == 1:
        return card_label(lot[0], theme)
    return " + ".join(card_label(c, theme) for c in lot)


def describe(event, config: Config, you: int | None = None) -> tuple[str, str] | None:
    """(kind, text) for the log, or None for events the log leaves out.

    kind is "round" (a separator), "sale", "score" or "play"; `you` names the viewing seat "you".
    """
    theme = config.theme

    def who(seat: int | None) -> str:
        if seat is None:
            return "the bank"
        return "You" if seat == you else config.seats[seat].name

    def verb(seat: int | None, yours: str, theirs: str) -> str:
        return yours if seat == you else theirs

    if isinstance(event, RoundStarted):
        return "round", f"Round {event.round + 1}"
    if isinstance(event, CardPlayed):
        return "play", f"{who(event.seat)} {verb(event.seat, 'play', 'plays')} " \
                       f"{card_label(event.card, theme)}."
    if isinstance(event, SecondCardOffered):
        return "play", f"{who(event.seat)} may add a second card to the double."
    if isinstance(event, SecondCardDeclined):
        return "play", f"{who(event.seat)} {verb(event.seat, 'add', 'adds')} nothing."
    if isinstance(event, SecondCardAdded):
        return "play", f"{who(event.seat)} {verb(event.seat, 'add', 'adds')} " \
                       f"{card_label(event.card, theme)} and {verb(event.seat, 'auction', 'auctions')} the pair."
    if isinstance(event, AuctionStarted):
        return None
    if isinstance(event, BidMade):
        return "play", f"{who(event.seat)} {verb(event.seat, 'bid', 'bids')} {event.amount}."
    if isinstance(event, Passed):
        return "play", f"{who(event.seat)} {verb(event.seat, 'pass', 'passes')}."
    if isinstance(event, SealedBidPlaced):
        return "play", f"{who(event.seat)} {verb(event.seat, 'seal', 'seals')} a bid."
    if isinstance(event, SealedBidsRevealed):
        bids = ", ".join(f"{who(i)} {b}" for i, b in enumerate(event.bids))
        return "play", f"Sealed bids revealed: {bids}."
    if isinstance(event, PriceSet):
        return "play", f"{who(event.seat)} {verb(event.seat, 'set', 'sets')} the price at {event.amount}."
    if isinstance(event, Sold):
        to_bank = any(p.payee is None for p in event.payments)
        tail = " (paid to the bank)" if to_bank and event.buyer == event.auctioneer else ""
        return "sale", f"Sold to {who(event.buyer)} for {event.price}{tail}."
    if isinstance(event, TakenFree):
        return "sale", f"{who(event.seat)} {verb(event.seat, 'take', 'takes')} " \
                       f"{lot_label(event.lot, theme)} free."
    if isinstance(event, DummyRevealed):
        name = artist_name(event.card.artist, theme)
        if event.by is None:
            return "play", f"A dummy deck turns up {name}."
        return "play", f"{who(event.by)} {verb(event.by, 'turn', 'turns')} up {name} from the dummy hand."
    if isinstance(event, DummyKept):
        return "play", f"{who(event.seat)} {verb(event.seat, 'leave', 'leaves')} the dummy card hidden."
    if isinstance(event, RoundEnded):
        if event.reason == RoundEnd.FIFTH_CARD and event.card is not None:
            text = f"The fifth {artist_name(event.card.artist, theme)} ends round {event.round + 1}."
        elif event.reason == RoundEnd.HANDS_EMPTY:
            text = f"Every hand is empty: round {event.round + 1} ends."
        else:
            text = f"Nobody can play a card: round {event.round + 1} ends."
        return "score", text
    if isinstance(event, TokensPlaced):
        parts = ", ".join(f"{artist_name(a, theme)} {t}" for a, t in event.tokens)
        return "score", f"Tokens: {parts}."
    if isinstance(event, Payout):
        n = len(event.cards)
        return "score", f"The bank pays {who(event.seat)} {event.amount} for {n} " \
                        f"painting{'s' if n != 1 else ''}."
    if isinstance(event, GameEnded):
        names = " and ".join(who(w) for w in event.winners)
        best = max(event.cash)
        return "score", f"Game over: {names} {'win' if len(event.winners) > 1 or event.winners[0] == you else 'wins'} with {best}."
    return None
