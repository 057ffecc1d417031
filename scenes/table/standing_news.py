"""At one screen, the word a seat gets on its next turn when the bids went past its "Up to".

With one human the stand says it while the lot is on ("Past your limit of 28: ..."), under
that player's eyes. At a screen several people share, the game hands such a seat no screen on
that lot again (it passes for them, as they asked), and the table's log is everyone's, so
their most may not be said there: their own stand says it at their next decision, whatever it
is, until they make that move.
"""
from __future__ import annotations

from game.i18n import _

from .passes import lot_of


class LimitNews:
    """Which seats were told that the bids went past their "Up to", lot by lot."""

    def __init__(self) -> None:
        #: (seat, lot) of each passed "Up to" its seat has been told of (it moved since).
        self.told: set[tuple[int, tuple]] = set()

    def line(self, match, seat: int | None) -> str:
        """The word for `seat`, whose decision is up at a shared screen: that the bids went
        past its most on an earlier lot, if it was not told yet; else ""."""
        if not match.hot_seat or seat is None:
            return ""
        lot, most = match.limit_reached.get(seat, (None, 0))
        if lot is None or (seat, lot) in self.told or lot == match.lot_key():
            return ""
        # i18n: at a shared screen, on the player's next turn; "Up to" is the button's name
        return _("Your Up to {amount} was passed: the game passed for you on that "
                 "lot.").format(amount=most)

    def heard(self, match) -> None:
        """After the match's last action: a seat that moved on another lot than the one its
        "Up to" was passed on has seen the word (the game's own passes there do not count)."""
        if not match.actions:
            return
        seat = getattr(match.actions[-1], "seat", None)
        lot, _most = match.limit_reached.get(seat, (None, 0))
        if lot is not None and lot_of(match.view_before(seat)) != lot:
            self.told.add((seat, lot))
