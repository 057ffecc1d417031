"""A move the game made for a person who had no other (`engine.unasked_move`, made by
`Match.pass_for_the_idle`: a hand's last card played or chosen for everyone plays, no second
card face up to play, nothing to add at scoring), told where the person looks. A play-tester
against computers learned only from the log that her last card had been played for her.

The step of such a move is headed by an `Unasked` marker (`marked`): its words, in the
engine's own (`game.card.log.unasked_words`: to the person at their own screen, the card
named; at a screen several people share, to the whole table, every secret kept), take the
move's own line in the log (`told`), play as a moment beside the rows with the card
(card_moments.py, its least time to read kept at every animation speed), and stay among the
status lines (`UnaskedNote`) until the person's next decision or the next round, so that the
word is there to read with animations off too.

The effect of a person's own card that the game voids for them is told the same way, at their
own screen (`game.card.log.void_words`): a second card face up with no other card of its artist
in hand was voided with only a log line, "Ada plays no second card face up." (a solo player,
who looked at the table). Its words take that line in the log; the card played shows with them.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.card import events as E
from game.card.actions import PlayCard
from game.card.log import unasked_words, void_words


@dataclass(frozen=True)
class Unasked:
    """The head of a step whose move the game made for the person at `seat`: its `words`,
    the `card` shown with them (a card played; at one's own screen one's card chosen for
    everyone plays) and whether that card `lands` in the display now (played face up)."""
    seat: int
    words: object
    card: object = None
    lands: bool = False
    #: The kind of the step's event whose log line the words take (None: the move's own,
    #: its first): an effect voided for the person, its `EffectVoid`.
    replaces: type | None = None


def marked(match, action, events) -> tuple:
    """`events` headed by an `Unasked` when the game made `action` for a person, or voided
    the effect of the card a person played at their own screen; else as they are."""
    seat = getattr(action, "seat", None)
    if seat not in match.humans:
        return tuple(events)
    own = not match.hot_seat
    if not match.made_unasked:
        return _voided(seat, action, events, match.config) if own else tuple(events)
    words = unasked_words(action, match.view_before(None), own)
    if words is None:
        return tuple(events)
    lands = isinstance(action, PlayCard)
    card = getattr(action, "card", None) if lands or own else None
    return (Unasked(seat, words, card, lands),) + tuple(events)


def _voided(seat: int, action, events, config) -> tuple:
    """`events` headed by an `Unasked` with the engine's words when the effect of the card
    the person at `seat` played (`action`) was voided; else as they are."""
    words = void_words(events, seat, config) if isinstance(action, PlayCard) else None
    if words is None:
        return tuple(events)
    return (Unasked(seat, words, action.card, True, E.EffectVoid),) + tuple(events)


def head(events) -> Unasked | None:
    """The step's `Unasked` marker, if it has one."""
    return events[0] if events and isinstance(events[0], Unasked) else None


def told(events) -> tuple:
    """The step's events for the log, the words that take a line ("Ada plays Yoko." becomes
    "Your last card, Yoko, was played for you."), or None, and the place among the events of
    that line: the move's own (its first), or for an effect voided, its `EffectVoid`'s."""
    marker = head(events)
    if marker is None:
        return tuple(events), None, 0
    rest = tuple(events[1:])
    at = next((i for i, e in enumerate(rest) if isinstance(e, marker.replaces)), 0) \
        if marker.replaces is not None else 0
    return rest, marker.words, at


class UnaskedNote:
    """The words of the last move the game made for a person, kept for the status lines."""

    def __init__(self) -> None:
        #: (seat, round, words), or None.
        self.kept: tuple | None = None

    def heard(self, events, round_: int) -> None:
        """A step shown: if the game made its move for a person, its words are kept."""
        marker = head(events)
        if marker is not None:
            self.kept = (marker.seat, round_, marker.words)

    def decided(self) -> None:
        """A person decided: the word has been read."""
        self.kept = None

    def line(self, v) -> object | None:
        """The words to show in view `v` (the same round; at one's own screen, one's own)."""
        if self.kept is None:
            return None
        seat, round_, words = self.kept
        if v.round != round_ or (v.seat is not None and v.seat != seat):
            return None
        return words
