"""A take-back for a misclick: the one human at a table of computers takes their last move back
while it revealed nothing (`can_take_back` is the one rule; scenes/table/takeback.py is its
button). Functions on the match, which keeps its record and its state in step itself
(`Match.drop_last_moves`: the record loses the move and the state is replayed from it).
"""
from __future__ import annotations


def own_last_move(match):
    """The human's last own move, which a take-back undoes: the last move, or the one before
    the moves the game made for them since, when it had to (`Match.made_for`: their only
    move, such as their last card chosen for everyone plays right after they played it)."""
    k = match.made_for
    return match.actions[-1 - k] if len(match.actions) > k else None


def can_take_back(match) -> bool:
    """Whether the one human at a table of computers may take their last move back: it was
    their own choice, nobody has acted since (but the game for them, where they had no other
    move: that goes with it), and it revealed nothing they did not know (by the game's own
    `reveals`: no sealed bids turned over, no card drawn, dealt or turned up, no round ended),
    nor did the moves made for them: a move that revealed something cannot be undone."""
    humans = match.humans
    own = own_last_move(match)
    if len(humans) != 1 or not match.bots or own is None or match.last_move_final:
        return False                # (a save keeps `last_move_final`: a load changes nothing)
    return (getattr(own, "seat", None) == humans[0]
            and not any(match.rules.reveals(events) for events in match.since_own))


def take_back(match) -> bool:
    """Undo the human's last move if `can_take_back`, with the moves the game made for them
    since; True if it was undone. The record loses the moves; the state is replayed from it
    (randomness untouched: no computer has decided since)."""
    if not can_take_back(match):
        return False
    # One step back only: the move before is not undone.
    undone = match.drop_last_moves(match.made_for + 1)
    match.raise_to.clear()           # an "Up to" taken back with its first bid
    match.out_of_lot.pop(undone.seat, None)      # "Out of this lot" taken back with its pass
    match.wait = match.thinking_seconds()
    return True
