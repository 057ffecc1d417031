"""What happened: the events each `apply` yields, for the UI to animate and the log to print.

Every event is public: none carries a hand's cards or an unrevealed sealed bid.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Method, Term


class RoundEnd(Term):
    """Why a round ended (§3.2, §3.3, and no seat able to play)."""
    FIFTH_CARD = "fifth_card"              # the fifth card of an artist was played or revealed
    HANDS_EMPTY = "hands_empty"            # the card played emptied the last hand
    NO_PLAYABLE_CARD = "no_playable_card"  # no seat holds a card it may play


@dataclass(frozen=True)
class RoundStarted:
    round: int                      # 0-based
    dealt: tuple[int, ...]          # cards dealt to each seat this round
    dummy_dealt: tuple[int, ...]    # cards dealt to each dummy hand
    first_auctioneer: int | None    # None when nobody can play a card


@dataclass(frozen=True)
class AuctioneerSkipped:
    """The turn to auction passes over `seat`, which holds cards but none it may auction: in
    the 2-player variant, only double cards with no second card of their artist that is not a
    double (§8). `auctioneer` auctions instead. (An empty hand is passed over without one.)"""
    seat: int
    auctioneer: int


@dataclass(frozen=True)
class CardPlayed:
    seat: int
    card: Card


@dataclass(frozen=True)
class SecondCardOffered:
    """The double card is offered to this seat (the auctioneer first, then clockwise)."""
    seat: int


@dataclass(frozen=True)
class SecondCardDeclined:
    seat: int


@dataclass(frozen=True)
class SecondCardAdded:
    seat: int
    card: Card
    ends_round: bool = False        # the card ends the round: the pair is not auctioned


@dataclass(frozen=True)
class AuctionStarted:
    auctioneer: int
    lot: tuple[Card, ...]
    method: Method


@dataclass(frozen=True)
class BidMade:
    seat: int
    amount: int


@dataclass(frozen=True)
class Passed:
    """A seat lets the lot go by: in an open auction it passes (it may bid again on a later
    lap), in a once-around auction it passes its one turn, at a fixed price it declines to
    buy."""
    seat: int
    method: Method | None = None    # the lot's auction, so the log can say which of those


@dataclass(frozen=True)
class SealedBidPlaced:
    """A seat has chosen its sealed bid; the amount stays secret until the reveal."""
    seat: int


@dataclass(frozen=True)
class SealedBidsRevealed:
    bids: tuple[int, ...]           # per seat
    #: The seat the lot goes to (the engine's tie-break decides it), None when all bid 0.
    winner: int | None = None


@dataclass(frozen=True)
class PriceSet:
    seat: int
    amount: int


@dataclass(frozen=True)
class Payment:
    """Money moving: payer None is the bank paying, payee None is the bank receiving."""
    payer: int | None
    payee: int | None
    amount: int


@dataclass(frozen=True)
class Sold:
    round: int
    lot: tuple[Card, ...]
    buyer: int
    price: int
    auctioneer: int
    payments: tuple[Payment, ...]
    method: Method


@dataclass(frozen=True)
class TakenFree:
    """Nobody bid (or nobody added to a double): the seat takes the lot for nothing."""
    seat: int
    lot: tuple[Card, ...]


@dataclass(frozen=True)
class DummyRevealed:
    dummy: int                      # which dummy hand (0 or 1)
    card: Card
    by: int | None                  # the seat that chose to reveal; None when automatic


@dataclass(frozen=True)
class DummyKept:
    seat: int


@dataclass(frozen=True)
class RoundEnded:
    round: int
    reason: RoundEnd
    card: Card | None               # the card that ended it, if one did
    seat: int | None                # who played it (None for a dummy card)
    #: Nobody could play, yet cards were left in hand: only lone doubles (§8).
    lone_doubles: bool = False


@dataclass(frozen=True)
class TokensPlaced:
    round: int
    tokens: tuple[tuple[int, int], ...]      # (artist, token) for 1st, 2nd, 3rd
    values: tuple[int, ...]                  # value of one painting per artist this round


@dataclass(frozen=True)
class Payout:
    seat: int
    amount: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class GameEnded:
    cash: tuple[int, ...]
    winners: tuple[int, ...]


#: Every kind of event `apply` can yield (Payment is part of a Sold, not an event).
EVENTS = (RoundStarted, AuctioneerSkipped, CardPlayed, SecondCardOffered, SecondCardDeclined,
          SecondCardAdded, AuctionStarted, BidMade, Passed, SealedBidPlaced, SealedBidsRevealed,
          PriceSet, Sold, TakenFree, DummyRevealed, DummyKept, RoundEnded, TokensPlaced, Payout,
          GameEnded)
