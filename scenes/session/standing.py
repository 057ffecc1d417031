"""What human seats told the game to do for them in the open auction on offer ("Out of this
lot", "Up to"), kept with the game's saves so that a game continued from one goes on passing
and bidding for them as they asked.

The instructions live in the match (the engine knows nothing of them); a save keeps them in
its meta as "standing", each with the lot it was given for. Loading trusts nothing else of
them: an instruction is taken back only for a human seat, for the very open auction the
loaded game is in, with a whole amount; anything else in the file is left out.
"""
from __future__ import annotations

from game.state import OPEN_BIDDING

#: The match's three instruction books, by their names in the save.
BOOKS = {"out": "out_of_lot", "up_to": "raise_to", "limit": "limit_reached"}


def standing_meta(match) -> dict:
    """The instructions for the open auction on offer, to save with the game (empty when
    there are none: no open auction, or nobody asked anything for this one)."""
    if match.state.phase != OPEN_BIDDING:
        return {}
    lot, meta = match.lot_key(), {}
    for name, attr in BOOKS.items():
        if name == "out":
            entries = {str(seat): _lot_json(lot) for seat, given in getattr(match, attr).items()
                       if given == lot}
        else:
            entries = {str(seat): [_lot_json(lot), most]
                       for seat, (given, most) in getattr(match, attr).items() if given == lot}
        if entries:
            meta[name] = entries
    return meta


def restore_standing(match, meta) -> None:
    """Give `match` back the saved instructions that still fit the game it continues."""
    if not isinstance(meta, dict) or match.state.phase != OPEN_BIDDING:
        return
    lot, humans = match.lot_key(), set(match.humans)
    for name, attr in BOOKS.items():
        entries = meta.get(name)
        if not isinstance(entries, dict):
            continue
        book = getattr(match, attr)
        for seat_text, value in entries.items():
            seat = int(seat_text) if isinstance(seat_text, str) and seat_text.isdigit() else None
            if seat not in humans:
                continue
            if name == "out":
                if _lot(value) == lot:
                    book[seat] = lot
            elif (isinstance(value, list) and len(value) == 2 and _lot(value[0]) == lot
                  and type(value[1]) is int and value[1] >= 0):
                book[seat] = (lot, value[1])


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
