"""A take-back for a misclick: a person takes their last move back while it revealed nothing
and nobody else has acted since (`can_take_back` is the one rule; scenes/table/takeback.py is
its button): the one human at a table of computers, or, at a screen several people share, the
one who just moved while the hand-over to the next person shows, their whole turn (`moved`: a
card and the second card its effect let them play). Functions on the match, which
keeps its record and its state in step itself (`Match.drop_last_moves`: the record loses the
move and the state is replayed from it).

A computer answering the person's move waits until the take-back has been offered for a fair
while (`answer_waits`): `TAKE_BACK_SHARE` of the thinking time, about 2 s at the normal pace,
none at "instant", its thinking counting toward it.
"""
from __future__ import annotations

from .together import simultaneous

#: How long a take-back is offered before a computer may answer the move, as a share of the
#: computers' thinking time (0.8 s at the normal pace: 2 s).
TAKE_BACK_SHARE = 2.5


def moved(match, action, events, made_for: bool) -> None:
    """A move applied (`Match._commit`; `made_for`: the game made it for a person): keep the
    steps a take-back would undo, (seat, events) each (`Match.turn`), and how many at their
    end the game made for a person (`Match.made_for`). A person's own move starts them anew,
    but at a screen several people share it goes on their turn while every step since the
    screen came to them was theirs and revealed nothing (the game's own `reveals`): Ada's
    card and the second card its effect let her play, with no hand-over between, are taken
    back together from the hand-over to Bea (only the second card was, the first never)."""
    seat = getattr(action, "seat", None)
    if made_for:
        match.made_for += 1
    else:
        match.made_for = 0
        goes_on = match.hot_seat and all(s == seat and not match.rules.reveals(e)
                                         for s, e in match.turn)
        match.turn = match.turn if goes_on else ()
    match.turn += ((seat, events),)


def turn_meta(match) -> dict:
    """What a save keeps of the steps a take-back undoes (`turn_again` reads it back): the
    moves made for the person. (A turn of several moves is taken back at a shared screen
    only, from the hand-over, and a game loaded there starts with a hand-over: none is.)"""
    return {"made_for": match.made_for} if match.made_for else {}


def turn_again(match, meta: dict) -> None:
    """A match resumed from a save: the steps a take-back undoes, as the save left them
    (`turn_meta`): the last move and the moves made for the person since."""
    if match.last_move_final or not match.actions:
        return      # nothing to undo: a move after it starts a turn anew (`moved`)
    made_for = meta.get("made_for", 0)
    made_for = made_for if type(made_for) is int and 0 < made_for < len(match.actions) else 0
    replayed = list(match.replayed())[-made_for - 1:] if made_for else \
        [(match.actions[-1], match.state)]
    match.turn = tuple((getattr(a, "seat", None), s.events) for a, s in replayed)
    match.made_for = made_for


def turn_moves(match) -> list:
    """The person's own moves a take-back undoes, in order (the moves made for them after
    them go with them unnamed): the last, or at a shared screen every one of their turn."""
    k, n = match.made_for, len(match.turn)
    return match.actions[len(match.actions) - n:len(match.actions) - k] if n > k else []


def own_last_move(match):
    """The human's last own move, which a take-back undoes: the last move, or the one before
    the moves the game made for them since, when it had to (`Match.made_for`: their only
    move, such as their last card chosen for everyone plays right after they played it)."""
    k = match.made_for
    return match.actions[-1 - k] if len(match.actions) > k else None


def can_take_back(match) -> bool:
    """Whether a person may take their last move back (at a shared screen their turn's every
    move, `moved`, each judged alike): it was their own choice, nobody has acted since (but
    the game for a person, where they had no other move: that goes with it), and it revealed
    nothing they did not know (by the game's own `reveals`: no sealed bids
    turned over, no card drawn, dealt or turned up, no round ended), nor did the moves made for
    them: a move that revealed something cannot be undone. The one human at a table of
    computers; at a screen several people share, the one who moved while the hand-over to the
    next person shows, before that person sits down (`at_the_handover`)."""
    own = own_last_move(match)
    seat = getattr(own, "seat", None)
    if own is None or match.last_move_final or seat not in match.humans:
        return False                # (a save keeps `last_move_final`: a load changes nothing)
    if match.hot_seat and not at_the_handover(match, seat):
        return False
    if not match.hot_seat and not match.bots:
        return False
    return not any(match.rules.reveals(events) for _seat, events in match.turn)


def at_the_handover(match, seat: int) -> bool:
    """Whether `seat` still sits at the shared screen and the screen is due to pass to another
    person, who has not sat down yet: the hand-over that offers the take-back."""
    return match.seated == seat and match.handover_due() not in (None, seat)


def answer_waits(match) -> bool:
    """Whether a computer about to answer the person's move waits still: the take-back has
    been offered less than `TAKE_BACK_SHARE` of the thinking time (`Match.offered`: the time
    the computers have waited since the move, the table having shown it), the thinking
    meanwhile counting toward it; never while fast-forwarding or at "instant". Not the
    computers' own secret choices made at the same time as the person's (sealed bids, everyone
    plays: the choice the last move opened or was made in): they answer nothing, and go on
    where they were (together.py)."""
    hold = TAKE_BACK_SHARE * match.thinking_seconds()
    if hold <= 0 or match.offered >= hold:
        return False    # asked at every frame a computer is to act: the cheap test first
    return answer_wait(match) > 0 and can_take_back(match)


def answer_wait(match) -> float:
    """The seconds the first computer to answer the person's move waits for its take-back
    (`answer_waits`), counted from the move, as the table's help says them: 0 at "instant",
    while fast-forwarding, and for a secret choice made with the computers' own, or a move
    that opened one (they answer nothing: together.py)."""
    hold = TAKE_BACK_SHARE * match.thinking_seconds()
    if hold <= 0 or any(simultaneous(match.rules, state) is not None
                        for state in (match.state, match.state_before)):
        return 0.0
    return hold


def take_back(match) -> bool:
    """Undo the person's last move if `can_take_back`, with the moves the game made for them
    since; True if it was undone. The record loses the moves; the state is replayed from it
    (randomness untouched: no computer has decided since). At a shared screen their screen
    comes back to them after a press (the next person may be looking)."""
    if not can_take_back(match):
        return False
    # One step back only: the move before is not undone.
    undone = match.drop_last_moves(len(match.turn))     # (the first of the person's turn)
    match.raise_to.clear()           # an "Up to" taken back with its first bid
    match.out_of_lot.pop(undone.seat, None)      # "Out of this lot" taken back with its pass
    match.wait = match.thinking_seconds()
    if match.hot_seat:      # their own screen again after a press: the next person is there
        match.take_seat(undone.seat, looked_on=True)
    return True

