"""At one screen, the word a seat gets on its own screen when the bids went past its "Up to".

With one human the stand says it while the lot is on ("Past your limit of 28: ..."), under
that player's eyes. At a screen several people share, the table's log is everyone's, so their
most may not be said there, nor may the game pass for them at once (the others would learn
their exact most): it hands them the screen to bid on or pass, as a person who bid up to a
point stops to think, and their own stand says why. Only when they could not bid on anyway
(their money) does the game pass for them, and their stand says so at their next decision.
"""
from __future__ import annotations

from game.i18n import _
from game.state import OPEN_BIDDING


def limit_news(match, seat: int | None) -> str:
    """The word for `seat`, whose decision is up at a shared screen: that the bids went past
    its most on this lot (the game asks it again) or on an earlier lot, if it has not moved
    since (the match keeps the word, and its saves do, until the seat's own next move:
    `standing.forget_told`); else ""."""
    if not match.hot_seat or seat is None:
        return ""
    lot, most = match.limit_reached.get(seat, (None, 0))
    if lot is None:
        return ""
    if lot == match.lot_key():
        if match.phase != OPEN_BIDDING or match.is_out(seat):
            return ""
        # i18n: at a shared screen, when the bids went past the most the player gave "Up to"
        # (the button's name): the game hands them the screen to decide again
        return _("Your Up to {amount} was beaten: you decide again.").format(amount=most)
    # i18n: at a shared screen, on the player's next turn; "Up to" is the button's name
    return _("Your Up to {amount} was passed: the game passed for you on that "
             "lot.").format(amount=most)

