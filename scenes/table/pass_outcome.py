"""What a Pass would do now, asked of the engine before it is pressed: whether it ends the
auction on offer, and how (the lot sold to the high bidder, or taken for nothing). In the
2-player open auction the auctioneer passed on their own lot, expecting another lap, and the
lot went at the computer's opening bid of 5: the Pass button's help said "you may bid again on
a later lap". The table now says so wherever a Pass ends the lot (2 players, or everyone else
already passed in a row), from the engine's own answer: no rule restated here."""
from __future__ import annotations

from game import Pass
from game.events import Sold, TakenFree
from game.i18n import _


def pass_ends(match, seat: int | None, legal: tuple):
    """The `Sold` or `TakenFree` event a Pass by `seat` would bring now if it ends the lot on
    offer, else None (the auction goes on, or Pass is not among `legal`, the seat's options).
    The engine applies the Pass to the game's whole state (nothing is kept) and only its public
    outcome is read: the buyer and price the gavel would announce, or who takes the lot."""
    if seat is None or not any(isinstance(o, Pass) for o in legal):
        return None
    events = match.events_if(Pass(seat)) or ()
    return next((e for e in events if isinstance(e, (Sold, TakenFree))), None)


def ending_words(ends, seat: int | None, name) -> str:
    """The stand's line when a Pass by `seat` ends the lot (`ends`, from `pass_ends`; `name`
    names a seat): who gets it and for how much, or to the auctioneer whose pass leaves the
    lot unbid, that it is theirs for nothing; "" when it does not end the lot."""
    if isinstance(ends, Sold):
        # i18n: said to the seat whose Pass ends an open or once-around auction
        return _("If you pass, the auction ends: {name} buys the lot for {price}.").format(
            name=name(ends.buyer), price=ends.price)
    if isinstance(ends, TakenFree) and ends.seat != seat:
        # i18n: said to the seat whose Pass ends an auction nobody bid in
        return _("If you pass, the auction ends: nobody bid, and {name} takes the lot for "
                 "nothing.").format(name=name(ends.seat))
    if isinstance(ends, TakenFree):
        # i18n: said to the auctioneer of an open or once-around lot nobody has bid on
        return _("Everyone passed: if you pass too, the lot is yours for nothing.")
    return ""


def pass_tip(ends, seat: int | None, name, key: str) -> str | None:
    """The Pass button's help when a Pass ends the lot (`ends`; its `key` on the keyboard),
    else None (the button keeps its usual help)."""
    if isinstance(ends, Sold):
        # i18n: the Pass button's help when passing ends the auction; {key} its key
        return _("Pass ({key}): the auction ends and {name} buys the lot for {price}").format(
            key=key, name=name(ends.buyer), price=ends.price)
    if isinstance(ends, TakenFree):
        if ends.seat == seat:
            return _("Pass ({key}): nobody bid, so the lot is yours for nothing").format(key=key)
        return _("Pass ({key}): the auction ends and {name} takes the lot for nothing").format(
            key=key, name=name(ends.seat))
    return None


def out_tip(ends, seat: int | None, name, key: str) -> str | None:
    """The "Out of this lot" button's help when the Pass it makes now ends the lot, else
    None: there is no later lap to pass on."""
    if isinstance(ends, Sold):
        # i18n: "Out of this lot"'s help when its pass ends the auction; {key} its key
        return _("Out of this lot ({key}): your pass ends the auction and {name} buys the lot "
                 "for {price}").format(key=key, name=name(ends.buyer), price=ends.price)
    if isinstance(ends, TakenFree):
        if ends.seat == seat:
            return _("Out of this lot ({key}): nobody bid, so your pass makes the lot yours "
                     "for nothing").format(key=key)
        return _("Out of this lot ({key}): your pass ends the auction and {name} takes the lot "
                 "for nothing").format(key=key, name=name(ends.seat))
    return None
