"""What happened in the card game: the events each `apply` yields, for the log and animations.

Every event is public: none names a card in a hand, a face-down card before scoring, or a
secret everyone-plays choice before all are in.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True)
class RoundStarted:
    round: int                      # 0-based
    dealt: int                      # cards dealt to each player before this round
    influence: Card                 # the round's influence card
    first_player: int               # holder of the first-player token (§7)
    starts: int | None              # who plays first (A10); None when no hand holds a card


@dataclass(frozen=True)
class CardPlayed:
    """A turn card, face up; its effect follows unless the round ends."""
    seat: int
    card: Card


@dataclass(frozen=True)
class EffectOffered:
    """The player of the turn card may now use its effect (everyone plays: must)."""
    seat: int
    effect: str


@dataclass(frozen=True)
class EffectVoid:
    """The turn card's effect cannot be used: `reason` says why, in words."""
    seat: int
    effect: str
    reason: str


@dataclass(frozen=True)
class EffectDeclined:
    seat: int
    effect: str


@dataclass(frozen=True)
class CardDrawn:
    """A seat drew the top card of the deck (which card stays in its hand, unseen)."""
    seat: int


@dataclass(frozen=True)
class FaceUpAdded:
    """Second card face up, same artist."""
    seat: int
    card: Card


@dataclass(frozen=True)
class FaceDownPlayed:
    """Second card face down: others see only that there is one more face-down card."""
    seat: int


@dataclass(frozen=True)
class AwardPlaced:
    seat: int
    artist: int


@dataclass(frozen=True)
class SecretChosen:
    """A seat has chosen its everyone-plays card; the card stays secret until all are in."""
    seat: int


@dataclass(frozen=True)
class EveryonePlayed:
    """The everyone-plays cards revealed together, placed face up (None: that seat held no
    card)."""
    seat: int                       # the player of the everyone-plays card
    cards: tuple[Card | None, ...]  # per seat


@dataclass(frozen=True)
class RoundEnded:
    round: int
    reason: str                     # "threshold" or "hands_empty"
    card: Card | None               # the card that ended it (one of them, A9), if any
    seat: int | None                # the player who played the last card (A2)
    #: Every artist that reached the limit at that moment, in board order (A9: an everyone-
    #: plays reveal can take several there at once); () when no hand holds a card.
    artists: tuple[int, ...] = ()
    #: It ended at an everyone-plays reveal: `seat` played the everyone-plays card (the turn
    #: was theirs, A2), and the card that ended it may be anyone's.
    everyone: bool = False


@dataclass(frozen=True)
class FaceDownRevealed:
    cards: tuple[tuple[Card, ...], ...]   # per seat, turned face up


@dataclass(frozen=True)
class TokensPlaced:
    round: int
    counts: tuple[int, ...]                 # cards in play per artist, influence included
    tokens: tuple[tuple[int, int], ...]     # (artist, token) for the leading artists
    values: tuple[int, ...]                 # worth of one card per artist this round


@dataclass(frozen=True)
class CardAdded:
    """Scoring: a card added from hand to a leading artist (§6.3)."""
    seat: int
    card: Card


@dataclass(frozen=True)
class AddingDone:
    """Scoring: a seat's turn to add is over, one for every seat in the order of A4, whether
    it stopped, could add no more or could add nothing (which is not told: hands are
    secret)."""
    seat: int
    added: int                      # cards this seat added
    #: The seat's hand is empty now (public: everyone sees how many cards a hand holds), so
    #: the log says it had nothing to add rather than "adds no cards" as if it chose so.
    empty_hand: bool = False
    #: Why its turn is over (`scoring.OVER_WHY`): "stopped" (it pressed Done), or, ended by
    #: itself, "all_added", "no_leading", "hand_empty" (public) or "none_left" (no card left
    #: in hand it could add: said to its owner alone).
    ended: str = ""


@dataclass(frozen=True)
class Scored:
    round: int
    seat: int
    points: int
    cards: tuple[Card, ...]         # the display that scored


@dataclass(frozen=True)
class GameEnded:
    totals: tuple[int, ...]
    winners: tuple[int, ...]


#: What shows a player something they did not know: a card drawn, the everyone-plays cards
#: turned up, a round's end with its face-down cards and scores, a new deal. A move that
#: brought one of these cannot be taken back.
REVEALING = (CardDrawn, EveryonePlayed, RoundEnded, FaceDownRevealed, TokensPlaced, Scored,
             RoundStarted, GameEnded)
