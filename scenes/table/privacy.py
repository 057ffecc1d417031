"""Hot-seat privacy: which view the table draws, whether the screen is down, and when a
hand-over is due.

The table follows two views of each moment, the seat's own (`private`, from
`match.viewing_seat()`) and the public one (`public`), and draws the public one whenever the
screen is down: hidden by the player (the button, or H held), a hand-over on the way
(scenes/handover.py), a hot-seat round being scored. With several humans the match names a
seat only while it is the seated human's decision, so computer turns and the passing of the
screen show the public view; the moment a human decides, the screen goes down before the
action's animation plays.

A moment the whole table gathers for (a round's scoring, the everyone-plays cards turned up
together, sealed bids revealed) frees the screen: whoever sits down after it may be someone
else, so the next private view comes only after a hand-over, even to the one who had the
screen before. The gavel does not (`Moment.frees`): nobody was called to the screen for it, so
the one who had the screen keeps it ("BACK TO BERND" met Bernd after he bought his own lot at
a fixed price the others could not pay, nobody else having sat at the screen); the hand-over
that comes next still names the sale as past.

The one who keeps the screen gets it back only after a press once a computer has moved in the
public view since their last decision (`Match.looked_on`): everyone at the table watched the
computers play, and a hand opening at once showed itself to them ("Ada's hand appeared at once"
after the computers bid out the lot she had left). The press is the band at the window's foot
("I am Ada: show my screen", the table in view above it), not a full hand-over: nobody else sat
down. With nothing shown in between (the same person's next decision straight on, computers
choosing while that person chooses beside them) the screen stays open.

A moment that waits for a press (the card game's reveal and a round's end with its cards
turned up, the auction's sealed bids turned over, a round's scoring window) holds that
hand-over itself: a band under the moment (scenes/handover.py, `over`) whose one press names the
next person and opens their screen (`SeatedTable.hold_for_press`).
"""
from __future__ import annotations

from typing import NamedTuple

from game import events as auction_events
from game.card import events as card_events
from game.i18n import _
from game.state import View

from .keys import KeyLetter

#: The events of a step the whole table watches: the auction's gavel (a sale), sealed bids
#: turned over and a round's end (its scoring); the card game's everyone-plays reveal, a
#: round's end (its face-down cards turned up, its leading artists) and a round's scoring.
WATCHED = (auction_events.Sold, auction_events.SealedBidsRevealed, auction_events.RoundEnded,
           card_events.EveryonePlayed, card_events.RoundEnded, card_events.Scored)


class Privacy:
    """The two views of the moment and the screen that chooses between them."""

    def __init__(self, private: View, public: View) -> None:
        #: The seat's view the table follows (its screen), and the public view of the moment.
        self.private: View = private
        self.public: View = public
        #: What is drawn: one of the two.
        self.shown: View = private
        #: Covered by the player with the "Hide my screen" button.
        self.covered = False
        #: Covered while H is held down.
        self.holding_key = False
        #: The hand-over screen while it is up (hot-seat only).
        self.handover = None
        #: A hand-over was just confirmed: the pointer rests where the last player left it,
        #: so no hand card is lifted under it (which would hint at the one they played) until
        #: it moves.
        self.pointer_left = False

    def hidden(self, scoring_in_public: bool) -> bool:
        """Whether the seat's screen is down: covered by the player (button or H held), a
        hand-over on the way, or (`scoring_in_public`) a hot-seat round being scored."""
        return (self.covered or self.holding_key or self.handover is not None
                or scoring_in_public)

    def choose(self, scoring_in_public: bool) -> bool:
        """Draw from the private or the public view, as the screen is up or down; True if
        what is drawn changed."""
        want = self.public if self.hidden(scoring_in_public) else self.private
        if want is self.shown:
            return False
        self.shown = want
        return True

    def follow(self, private: View, public: View) -> bool:
        """Follow the game to a new moment; True if the screen now belongs to another seat
        (or none), which opens it: nothing of the last player's covering stays."""
        seat_changed = private.seat != self.private.seat
        self.private = private
        self.public = public
        self.shown = private
        if seat_changed:
            self.covered = self.holding_key = False
        return seat_changed

    def covered_line(self) -> str:
        """The card table's line while the seat's own player keeps the screen covered (the
        button, the pause menu, or H held): how to open it again; else nothing."""
        if self.private.seat is None or self.handover is not None:
            return ""
        if self.holding_key:
            # i18n: {key} is the key held to cover the screen ("key of Hide my screen")
            return _("Your hand is covered. Let go of {key} to open it again.").format(
                key=KeyLetter("hide"))
        # i18n: "Show my screen" is the button's words
        return _("Your hand is covered. Press Show my screen to open it again.") \
            if self.covered else ""

    def hide_label(self) -> str:
        """The hide button's words for the screen as it is."""
        return _("Show my screen") if self.covered else _("Hide my screen")

    def hide_tip(self) -> str:
        """The hide button's help for the screen as it is (current with its words)."""
        if self.covered:
            return _("Uncover your screen: show again what only you may see")
        # i18n: {key} is the key held to cover the screen ("key of Hide my screen")
        return _("Cover what only you may see (hold {key} to cover it for a moment)").format(
            key=KeyLetter("hide"))


def first_hide_tip(open_money: bool) -> str:
    """The auction table's hide button's help before its first press: what it covers at this
    table (the hand, and the money unless everyone's is open)."""
    key = KeyLetter("hide")
    if open_money:
        # i18n: {key} is the key held to cover the screen ("key of Hide my screen")
        return _("Cover your hand (hold {key} to cover it for a moment)").format(key=key)
    # i18n: {key} is the key held to cover the screen ("key of Hide my screen")
    return _("Cover your hand and money (hold {key} to cover them for a moment)").format(key=key)


def handover_due(match, demo: bool, handover_up: bool) -> int | None:
    """The seat the screen must pass to now, if any (hot-seat, never in the demo)."""
    if demo or handover_up:
        return None
    return match.handover_due()


class Moment(NamedTuple):
    """A moment the whole table watched, as the hand-over back to the one who had the screen
    before names it ("ROUND 3 IS SCORED", not "everyone has seen it")."""
    #: "scored" (a round's scoring: the auction's round end, the card game's scores), "ended"
    #: (the card game's round end, before its adding), "sealed" (sealed bids turned over),
    #: "sold" (the gavel) or "revealed" (the everyone-plays cards turned up together).
    kind: str
    round: int          # 0-based, the round it happened in
    #: Another move came after it (a computer's): the table has moved on since.
    later: bool = False
    #: The seat the lot went to, in a step that closed a lot (a sale, or a lot taken free
    #: after sealed bids of nothing), else None.
    buyer: int | None = None
    #: What the lot fetched; None for a lot taken free.
    price: int | None = None
    #: The seats its price was paid to (the bank's share not among them).
    payees: tuple = ()

    @property
    def frees(self) -> bool:
        """Whether the whole table gathered at the screen for it, so that the next private
        view comes after a hand-over even to the one who had the screen (`Match.leave_seat`):
        a round's end, or everyone's secret choices turned up (sealed bids, everyone plays),
        which every person at the table made in turn; not the gavel alone."""
        return self.kind != "sold"


#: The kinds of moment (every one of `WATCHED`), the one named first when a step holds several
#: (a sale in the step that scores its round is named by the scoring).
_MOMENTS = (("scored", (auction_events.RoundEnded, card_events.Scored)),
            ("ended", (card_events.RoundEnded,)),
            ("sealed", (auction_events.SealedBidsRevealed,)),
            ("sold", (auction_events.Sold,)),
            ("revealed", (card_events.EveryonePlayed,)))


def moment_of(events, round_now: int) -> Moment | None:
    """The moment a step's events show the whole table (`WATCHED`), or None; `round_now` is
    the round the step happened in when its events do not say (0-based)."""
    for kind, types in _MOMENTS:
        event = next((e for e in events if isinstance(e, types)), None)
        if event is not None:
            sale = next((e for e in events
                         if isinstance(e, (auction_events.Sold, auction_events.TakenFree))), None)
            return Moment(kind, getattr(event, "round", round_now),
                          buyer=getattr(sale, "buyer", getattr(sale, "seat", None)),
                          price=getattr(sale, "price", None),
                          payees=tuple(p.payee for p in getattr(sale, "payments", ())
                                       if p.payee is not None))
    return None
