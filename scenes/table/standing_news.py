"""At one screen, the word a seat gets on its next turn when the bids went past its "Up to".

With one human the stand says it while the lot is on ("Past your limit of 28: ..."), under
that player's eyes. At a screen several people share, the game hands such a seat no screen on
that lot again (it passes for them, as they asked), and the table's log is everyone's, so
their most may not be said there: their own stand says it at their next decision, whatever it
is, until they make that move.
"""
from __future__ import annotations

from game.i18n import _


def limit_news(match, seat: int | None) -> str:
    """The word for `seat`, whose decision is up at a shared screen: that the bids went past
    its most on an earlier lot, if it has not moved since (the match keeps the word, and its
    saves do, until the seat's own next move: `standing.forget_told`); else ""."""
    if not match.hot_seat or seat is None:
        return ""
    lot, most = match.limit_reached.get(seat, (None, 0))
    if lot is None or lot == match.lot_key():
        return ""
    # i18n: at a shared screen, on the player's next turn; "Up to" is the button's name
    return _("Your Up to {amount} was passed: the game passed for you on that "
             "lot.").format(amount=most)
