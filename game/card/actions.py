"""Everything a seat can do in the card game, as small typed values, and their JSON form."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from ..i18n import _
from ..shared import action_head, whole
from .cards import ARTIST_COUNT, DECK, Card


@dataclass(frozen=True)
class PlayCard:
    """The turn: play a card from hand face up into one's own display (§3)."""
    seat: int
    card: Card


@dataclass(frozen=True)
class DrawCard:
    """Draw effect: take the top card of the deck into hand."""
    seat: int


@dataclass(frozen=True)
class PlayFaceUp:
    """Second-card-face-up effect: one more card of the same artist, face up."""
    seat: int
    card: Card


@dataclass(frozen=True)
class PlayFaceDown:
    """Second-card-face-down effect: one card of any artist, face down."""
    seat: int
    card: Card


@dataclass(frozen=True)
class PlaceAward:
    """Award effect: an award token on any artist."""
    seat: int
    artist: int


@dataclass(frozen=True)
class DeclineEffect:
    """Do not use the (optional) effect of the card just played."""
    seat: int


@dataclass(frozen=True)
class ChooseSecretly:
    """Everyone plays: this seat's secret card, revealed when every choice is in."""
    seat: int
    card: Card


@dataclass(frozen=True)
class AddCard:
    """Scoring: add a card of a leading artist already in one's display (§6.3)."""
    seat: int
    card: Card


@dataclass(frozen=True)
class StopAdding:
    """Scoring: add no (more) cards."""
    seat: int


Action = Union[PlayCard, DrawCard, PlayFaceUp, PlayFaceDown, PlaceAward, DeclineEffect,
               ChooseSecretly, AddCard, StopAdding]
ACTION_TYPES: tuple[type, ...] = (PlayCard, DrawCard, PlayFaceUp, PlayFaceDown, PlaceAward,
                                  DeclineEffect, ChooseSecretly, AddCard, StopAdding)
CARD_ACTIONS = (PlayCard, PlayFaceUp, PlayFaceDown, ChooseSecretly, AddCard)
_BY_NAME = {t.__name__: t for t in ACTION_TYPES}


def action_to_json(action: Action) -> dict[str, Any]:
    """The save-file form of an action."""
    data: dict[str, Any] = {"type": type(action).__name__, "seat": action.seat}
    if isinstance(action, CARD_ACTIONS):
        data["card"] = action.card.id
    elif isinstance(action, PlaceAward):
        data["artist"] = action.artist
    return data


def action_from_json(data: Any) -> Action:
    """Parse the save-file form of an action; a malformed one raises ValueError."""
    kind, seat = action_head(data, _BY_NAME)
    if kind in CARD_ACTIONS:
        expected, card = {"type", "seat", "card"}, data.get("card")
        if not whole(card) or not 0 <= card < len(DECK):
            # i18n: a damaged save file; {card} is the card's number in the file
            raise ValueError(_("an action names card {card}, which does not exist").format(
                card=repr(card)))
        args: tuple = (seat, DECK[card])
    elif kind is PlaceAward:
        expected, artist = {"type", "seat", "artist"}, data.get("artist")
        if not whole(artist) or not 0 <= artist < ARTIST_COUNT:
            # i18n: a damaged save file; {artist} is the artist's number in the file
            raise ValueError(_("an award names artist {artist}, who does not exist").format(
                artist=repr(artist)))
        args = (seat, artist)
    else:
        expected, args = {"type", "seat"}, (seat,)
    if set(data) != expected:
        # i18n: a damaged save file; {action} is a move's name in the file (keep it as it is)
        raise ValueError(_("a {action} action has the wrong fields").format(
            action=kind.__name__))
    return kind(*args)
