"""The pace of the computer seats beyond their thinking time: which of their moves are routine
enough to come sooner (the match waits only a part of the thinking time for them)."""
from __future__ import annotations

from game import Bid, Pass
from game.state import OPEN_BIDDING


def computers_raising(match, actions) -> bool:
    """Whether `actions` (the computers' next moves) raise an open auction whose last bid was
    another computer's, with only passes (a computer's, or the game's for a seat out of the
    lot) since: two computers raising each other lap after lap took ten seconds and more a lot,
    every raise a whole thinking time. A human who bid, or decided since, is answered at the
    usual pace; whose high bid it is shows on the stand when a human's turn comes."""
    if match.phase != OPEN_BIDDING or not actions \
            or not all(isinstance(a, Bid) and a.seat in match.bots for a in actions):
        return False
    for before in reversed(match.actions):
        if isinstance(before, Pass) and (before.seat in match.bots or match.is_out(before.seat)):
            continue
        return isinstance(before, Bid) and before.seat in match.bots
    return False
