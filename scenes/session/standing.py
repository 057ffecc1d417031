"""What human seats told the game to do for them in the open auction on offer ("Out of this
lot", "Up to"), kept with the game's saves so that a game continued from one goes on passing
and bidding for them as they asked; and, at a screen several people share, the word a seat is
owed at its next decision that the bids went past its "Up to" (`scenes.table.standing_news`).
`idle_move` is the move the game makes for a seat as those instructions say, or as its engine
makes unasked (`GameRules.unasked_move`).

The instructions live in the match (the engine knows nothing of them); a save keeps them in
its meta as "standing", each with the lot it was given for, and the words owed as its "news".
Loading trusts nothing else of them: an instruction is taken back only for a human seat, for
the very open auction the loaded game is in, with a whole amount; a word owed only for a human
seat, for an earlier lot, with a whole amount; anything else in the file is left out. (Nobody
else at the table sees a save's meta: the word stays its seat's own.)
"""
from __future__ import annotations

from game import AmountRange, Bid, Pass
from game.state import OPEN_BIDDING

#: The match's three instruction books, by their names in the save.
BOOKS = {"out": "out_of_lot", "up_to": "raise_to", "limit": "limit_reached"}


def standing_meta(match) -> dict:
    """The instructions for the open auction on offer, and at a shared screen the words owed
    for earlier lots, to save with the game (empty when there are none)."""
    lot = _open_lot(match)
    meta = {}
    if lot is not None:
        for name, attr in BOOKS.items():
            if name == "out":
                entries = {str(seat): _lot_json(lot) for seat, given
                           in getattr(match, attr).items() if given == lot}
            else:
                entries = {str(seat): [_lot_json(lot), most]
                           for seat, (given, most) in getattr(match, attr).items()
                           if given == lot}
            if entries:
                meta[name] = entries
    news = {str(seat): [_lot_json(given), most]
            for seat, (given, most) in match.limit_reached.items() if given != lot}
    if news and match.hot_seat:
        meta["news"] = news
    return meta


def restore_standing(match, meta) -> None:
    """Give `match` back the saved instructions that still fit the game it continues, and the
    words owed for earlier lots."""
    if not isinstance(meta, dict):
        return
    lot, humans = _open_lot(match), set(match.humans)
    for seat, given, most in _amounts(meta.get("news"), humans):
        if given is not None and given != lot and given[0] <= match.state.round:
            match.limit_reached[seat] = (given, most)
    if lot is None:
        return
    for name, attr in BOOKS.items():
        book = getattr(match, attr)
        if name == "out":
            for seat, value in _seats(meta.get(name), humans):
                if _lot(value) == lot:
                    book[seat] = lot
            continue
        for seat, given, most in _amounts(meta.get(name), humans):
            if given == lot:
                book[seat] = (lot, most)


def idle_move(match):
    """The move the game makes for a human seat it waits for that has nothing to decide: what
    the seat told the game to do in this open auction (`_told_move`), else the move its
    engine makes unasked (`GameRules.unasked_move`: the auction's Pass when passing is all a
    seat may do; the card game's last card, a decline with no second card, "add no more"
    with nothing to add), or None."""
    for seat in match.state.to_act:
        if seat not in match.humans:
            continue
        move = _told_move(match, seat)
        if move is None:
            move = match.rules.unasked_move(match.state, seat, match.hot_seat)
        if move is not None:
            return move
    return None


def _told_move(match, seat: int):
    """The move `seat`'s instructions for the open auction on offer make, from the engine's
    legal options: for a seat bidding "up to", the smallest raise while within its most, else
    it is out of the lot; for a seat out of the lot, its Pass. At a shared screen, where a
    pass made at once would tell the others its most, a seat whose most is passed is handed
    the screen instead, to bid on or pass (None). None for a seat that told nothing."""
    most = match.raising(seat)
    if most is not None:
        options = match.rules.legal_actions(match.state, seat)
        raise_ = next((o for o in options if isinstance(o, AmountRange)
                       and o.kind is Bid and o.lo <= most), None)
        if raise_ is not None:
            return raise_.make(raise_.lo)
        if match.hot_seat:       # asked again, as a person who bid up to a point
            match.raise_to.pop(seat, None)
        else:
            match.step_out(seat)
        match.limit_reached[seat] = (match.lot_key(), most)
    if match.is_out(seat):
        return next((o for o in match.rules.legal_actions(match.state, seat)
                    if isinstance(o, Pass)), None)
    return None


def forget_told(book: dict, action) -> None:
    """A human seat's own move (not one the game made for it): if its "Up to" was passed, its
    stand told it so at this decision (on another lot, or at a shared screen on this one,
    where the game asked it to bid on or pass); the word is said."""
    book.pop(getattr(action, "seat", None), None)


def _open_lot(match) -> tuple | None:
    """The open auction on offer as the match keys it, or None outside one."""
    return match.lot_key() if match.state.phase == OPEN_BIDDING else None


def _seats(entries, humans: set):
    """(seat, value) of each entry of a saved book that names a human seat."""
    if not isinstance(entries, dict):
        return
    for seat_text, value in entries.items():
        seat = int(seat_text) if isinstance(seat_text, str) and seat_text.isdigit() else None
        if seat in humans:
            yield seat, value


def _amounts(entries, humans: set):
    """(seat, lot, amount) of each [lot, whole amount] entry of a saved book for a human seat
    (lot None when the file's is not one)."""
    for seat, value in _seats(entries, humans):
        if (isinstance(value, list) and len(value) == 2 and type(value[1]) is int
                and value[1] >= 0):
            yield seat, _lot(value[0]), value[1]


def _lot_json(lot: tuple) -> list:
    rnd, auctioneer, cards = lot
    return [rnd, auctioneer, list(cards)]


def _lot(value) -> tuple | None:
    """A saved lot back as the match's key of it, or None if it is not one."""
    if not (isinstance(value, list) and len(value) == 3 and isinstance(value[2], list)):
        return None
    if not all(type(x) is int for x in (value[0], value[1], *value[2])):
        return None
    return (value[0], value[1], tuple(value[2]))
