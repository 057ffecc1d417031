"""A take-back for a misclick: the one human at a table of computers takes their last move back
while it revealed nothing (`can_take_back` is the one rule; scenes/table/takeback.py is its
button). Functions on the match, which keeps its record and its state in step itself
(`Match.drop_last_move`: the record loses the move and the state is replayed from it).
"""
from __future__ import annotations


def can_take_back(match) -> bool:
    """Whether the one human at a table of computers may take their last move back: it was
    their own choice (not a pass the game made for them), nobody has acted since, and it
    revealed nothing they did not know (by the game's own `reveals`: no sealed bids turned
    over, no card drawn, dealt or turned up, no round ended): a move that revealed something
    cannot be undone."""
    humans = match.humans
    if len(humans) != 1 or not match.bots or not match.actions or match.last_move_final:
        return False                # (a save keeps `last_move_final`: a load changes nothing)
    last = match.actions[-1]
    return (getattr(last, "seat", None) == humans[0]
            and not match.rules.reveals(match.state.events))


def take_back(match) -> bool:
    """Undo the human's last move if `can_take_back`; True if it was undone. The record
    loses the move; the state is replayed from it (randomness untouched: no computer
    has decided since)."""
    if not can_take_back(match):
        return False
    undone = match.drop_last_move()  # one step back only: the move before is not undone
    match.raise_to.clear()           # an "Up to" taken back with its first bid
    match.out_of_lot.pop(undone.seat, None)      # "Out of this lot" taken back with its pass
    match.wait = match.thinking_seconds()
    return True
