"""The pace of the computer seats beyond their thinking time: which of their moves are routine
enough to come sooner (the match waits only a part of the thinking time for them), and how a
long run of them in one open auction quickens."""
from __future__ import annotations

from game import Bid, Pass
from game.state import OPEN_BIDDING

#: The share of its thinking time a computer's routine move waits (a pass, a raise answering
#: another computer's).
ROUTINE_SHARE = 1 / 3
#: In one open auction, the first this many computer moves in a row (since the lot opened or a
#: human decided) wait the routine share, while a human may still decide in the lot ...
STEADY_STEPS = 4
#: ... each further one (each one, once no human may) this share of the wait before it ...
QUICKEN = 0.6
#: ... and never less than this share of the thinking time ...
FLOOR_SHARE = 1 / 18
#: ... nor than this many seconds (unless the routine wait is already shorter): the high bid
#: on the stand and the bubble change for two frames or more, a climb the eye follows.
SEEN_SECONDS = 0.03


def routine_wait(thinking: float, run: int, nobody_asked: bool = False) -> float:
    """How long a computer's routine move waits, in seconds, with `thinking` the pace's thinking
    time and `run` the computer moves in a row before it in this open auction; `nobody_asked`:
    no human may decide in this lot any more (each is out of it, or the game bids "up to" for
    them). A bidding war between computers raising by 1 or 2 took 15 to 25 bids a lot, 6 to
    10 seconds at the normal pace: after the first few moves (at once when nobody is asked)
    each comes sooner, down to a floor, and a 20-bid war takes about two seconds. Every bid
    stays in the log and on the bids row; the gavel and the price keep their time."""
    steady = thinking * ROUTINE_SHARE
    start = 0 if nobody_asked else STEADY_STEPS
    if run < start:
        return steady
    floor = min(steady, max(thinking * FLOOR_SHARE, SEEN_SECONDS))
    return max(floor, steady * QUICKEN ** (run - start + 1))


def nobody_asked(match) -> bool:
    """Whether no human seat may still decide in the open auction on offer: each stepped out of
    it, has the game bid "up to" for it, or cannot bid in it (a table of computers only, too).
    Never at a screen several humans share: the computers speeding up told each of them the
    others were out or had "Up to" running (the pace stays as if anyone may be asked)."""
    return match.phase == OPEN_BIDDING and not match.hot_seat and all(
        match.is_out(seat) or match.raising(seat) is not None or cannot_bid(match, seat)
        for seat in match.humans)


def cannot_bid(match, seat: int) -> bool:
    """Whether the engine would offer `seat` only its pass in the open auction on offer, were it
    its turn: its money does not reach above the high bid, which only rises in the lot, so the
    game passes for it on every lap."""
    state = match.state
    if state.phase != OPEN_BIDDING:
        return False
    options = match.rules.legal_actions(state._replace(to_act=(seat,)), seat)
    return all(isinstance(option, Pass) for option in options)


def quickened_wait(match, thinking: float) -> float:
    """The wait of a computer's routine move now in `match` (`routine_wait`)."""
    return routine_wait(thinking, computer_run(match), nobody_asked(match))


def _the_games_move(match, action) -> bool:
    """Whether `action`, made in the open auction on offer, was no human's own decision: a
    computer's bid or pass, the game's pass for a seat out of the lot or that cannot bid in it,
    or its raise for a seat it bids "up to" for."""
    if not isinstance(action, (Bid, Pass)):
        return False
    seat = action.seat
    if seat in match.bots:
        return True
    return (isinstance(action, Pass) and (match.is_out(seat) or cannot_bid(match, seat))) \
        or (isinstance(action, Bid) and match.raising(seat) is not None)


def computer_run(match) -> int:
    """How many moves in a row the computers (and the game, for a seat out or bidding "up to")
    made last in the open auction on offer, back to the lot's opening or a human's decision."""
    if match.phase != OPEN_BIDDING:
        return 0
    run = 0
    for before in reversed(match.actions):
        if not _the_games_move(match, before):
            break
        run += 1
    return run


def computers_raising(match, actions) -> bool:
    """Whether `actions` (the computers' next moves) raise an open auction whose last bid was
    another computer's, with only passes (a computer's, or the game's for a seat out of the
    lot or that cannot bid in it) since: two computers raising each other lap after lap took ten seconds and more a lot,
    every raise a whole thinking time. A human who bid, or decided since, is answered at the
    usual pace; whose high bid it is shows on the stand when a human's turn comes."""
    if match.phase != OPEN_BIDDING or not actions \
            or not all(isinstance(a, Bid) and a.seat in match.bots for a in actions):
        return False
    for before in reversed(match.actions):
        if isinstance(before, Pass) and (before.seat in match.bots or match.is_out(before.seat)
                                         or cannot_bid(match, before.seat)):
            continue
        return isinstance(before, Bid) and before.seat in match.bots
    return False
