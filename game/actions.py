"""Everything a seat can do, as small typed values, and the legal ranges of amounts."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from .cards import DECK, Card
from .shared import action_head, whole
from .i18n import _
from .text import brief


@dataclass(frozen=True)
class PlayCard:
    """The auctioneer plays a card from hand."""
    seat: int
    card: Card


@dataclass(frozen=True)
class AddSecondCard:
    """Add a second card of the same artist to a double card on offer."""
    seat: int
    card: Card


@dataclass(frozen=True)
class DeclineSecondCard:
    """Add nothing to the double card on offer."""
    seat: int


@dataclass(frozen=True)
class Bid:
    """A bid in an open or once-around auction."""
    seat: int
    amount: int


@dataclass(frozen=True)
class Pass:
    """Pass in an open or once-around auction, or decline a fixed price."""
    seat: int


@dataclass(frozen=True)
class SealedBid:
    """A secret bid in a sealed auction; 0 means no bid."""
    seat: int
    amount: int


@dataclass(frozen=True)
class SetPrice:
    """The auctioneer names the fixed price."""
    seat: int
    amount: int


@dataclass(frozen=True)
class Buy:
    """Buy the lot at the fixed price."""
    seat: int


@dataclass(frozen=True)
class RevealDummy:
    """Reveal the top card of the dummy hand (reveal=True) or leave it (False)."""
    seat: int
    reveal: bool


Action = Union[PlayCard, AddSecondCard, DeclineSecondCard, Bid, Pass, SealedBid, SetPrice, Buy,
               RevealDummy]
AMOUNT_ACTIONS = (Bid, SealedBid, SetPrice)


@dataclass(frozen=True)
class AmountRange:
    """A legal family of amount actions: `kind(seat, amount)` for every lo <= amount <= hi."""
    kind: type
    seat: int
    lo: int
    hi: int

    def make(self, amount: int) -> Action:
        """The action with this amount (not checked: `apply` is the one gate)."""
        return self.kind(self.seat, amount)

    def __contains__(self, action: object) -> bool:
        """Whether `apply` would take this action's kind, seat and amount (the same test:
        whole numbers only, never a float such as 5.5 or a bool)."""
        if type(action) is not self.kind:
            return False
        seat, amount = action.seat, action.amount  # type: ignore[attr-defined]
        return (whole(seat) and seat == self.seat and whole(amount)
                and self.lo <= amount <= self.hi)


Legal = Union[Action, AmountRange]
CARD_ACTIONS = (PlayCard, AddSecondCard)

_ACTION_TYPES = {t.__name__: t for t in (PlayCard, AddSecondCard, DeclineSecondCard, Bid, Pass,
                                         SealedBid, SetPrice, Buy, RevealDummy)}


def genuine_card(card: object) -> bool:
    """Whether `card` is one of the 70 cards as the deck holds it (a Card with an id that is
    a whole number, equal to the deck's card of that id)."""
    return (isinstance(card, Card) and whole(card.id) and 0 <= card.id < len(DECK)
            and DECK[card.id] == card)


def action_to_json(action: Action) -> dict[str, Any]:
    """The save-file form of an action."""
    data: dict[str, Any] = {"type": type(action).__name__, "seat": action.seat}
    if isinstance(action, CARD_ACTIONS):
        data["card"] = action.card.id
    elif isinstance(action, AMOUNT_ACTIONS):
        data["amount"] = action.amount
    elif isinstance(action, RevealDummy):
        data["reveal"] = action.reveal
    return data


def action_from_json(data: Any) -> Action:
    """Parse the save-file form of an action; a malformed one raises ValueError."""
    kind, seat = action_head(data, _ACTION_TYPES)
    if kind in CARD_ACTIONS:
        expected = {"type", "seat", "card"}
        card = data.get("card")
        if not whole(card) or not 0 <= card < len(DECK):
            raise ValueError(_("an action names card {card}, which does not exist").format(
                card=brief(card)))
        args: tuple = (seat, DECK[card])
    elif kind in AMOUNT_ACTIONS:
        expected = {"type", "seat", "amount"}
        amount = data.get("amount")
        if not whole(amount):
            raise ValueError(_("an amount is not a whole number"))
        args = (seat, amount)
    elif kind is RevealDummy:
        expected = {"type", "seat", "reveal"}
        if not isinstance(data.get("reveal"), bool):
            raise ValueError(_("a dummy reveal is neither true nor false"))
        args = (seat, data["reveal"])
    else:
        expected = {"type", "seat"}
        args = (seat,)
    if set(data) != expected:
        # i18n: {action} is the action's type as the file names it, e.g. "PlayCard"
        raise ValueError(_("a {action} action has the wrong fields").format(
            action=kind.__name__))
    return kind(*args)
