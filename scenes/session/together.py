"""The computer seats' decisions as the match works them out: each seat's choice on a state
(`decide`, `decide_all`, safe to run in a worker thread), in a worker thread for one state of
the game (`Decision`), and the choices several seats make at the same time (sealed bids,
everyone plays), which the game applies one by one (`Held`)."""
from __future__ import annotations

import logging
import threading
from typing import Any

from game.ai import decision_move, decision_rng
from game.ai.thinking import Deadline

from .pace import ROUTINE_SHARE

log = logging.getLogger(__name__)
#: A computer seat's mistake is written to the match's own log.
bot_log = logging.getLogger("scenes.session.match")


def simultaneous(rules, state) -> str | None:
    """The phase when the game waits for several seats' choices at once (sealed bids, everyone
    plays), else None."""
    return state.phase if len(rules.to_act(state)) > 1 else None


def choice_goes_on(rules, before, after, move: int) -> bool:
    """Whether `after`, the state once a seat's choice was applied on `before` (the game's move
    `move`) in a choice several seats make at the same time, still waits for that same choice
    (its phase and its opening move): the others' choices are still being made."""
    return simultaneous(rules, before) is not None and after.phase == before.phase \
        and decision_move(rules, after, move + 1) == decision_move(rules, before, move)


def decide(match, state, seat: int, move: int, deadline: Deadline | None = None):
    """One computer seat's decision on `state`, the game's move number `move` (touches no
    match state but the bot's own memory, so it may run in a worker thread); a level that
    searches stops searching once `deadline` passes."""
    rules = match.rules
    options = rules.legal_actions(state, seat)
    bot = match.bots[seat]
    timed = {"deadline": deadline} if deadline and getattr(bot, "searches", False) else {}
    try:
        action = bot.choose(rules.view(state, seat), options,
                            decision_rng(match.bot_seed, move, seat), **timed)
        rules.apply(state, action)
        return action
    except Exception:   # a bot's mistake must not end the player's game, but is logged
        match.bot_mistakes += 1
        bot_log.exception("computer seat %d (%s) failed to decide at move %d, phase %s, "
                          "options %s", seat, match.config.seats[seat].level, move,
                          state.phase, options)
        option = options[0]
        # An amount range (auction bids) is a legal option, not an action: its lowest.
        return option.make(option.lo) if hasattr(option, "make") else option


def decide_all(match, state, move: int) -> list:
    """The decisions the state waits for from computer seats: the first one's, or, when the
    game waits for several seats at once (sealed bids, everyone plays: chosen at the same
    time), every computer seat's, all counting from the move that opened the choice. With the
    match's `thinking_budget` (the app's), they search within it together, each seat a fair
    share of what is left of it (shown together, they are waited for together)."""
    rules = match.rules
    waiting = rules.to_act(state)
    seats = [s for s in waiting if s in match.bots]
    together = simultaneous(rules, state)
    if not together:
        seats = seats[:1]
    move = decision_move(rules, state, move)
    budget = match.thinking_budget
    whole = None if budget is None else Deadline(budget, match.clock)
    actions = []
    for i, seat in enumerate(seats):
        share = None if whole is None else Deadline(whole.left() / (len(seats) - i), match.clock)
        action = decide(match, state, seat, move, share)
        actions.append(action)
        state = rules.apply(state, action)
        if state.phase != together:
            break
    return actions


class Decision:
    """Computer decisions being worked out in a worker thread for one state of the game."""

    def __init__(self, match, base, move: int) -> None:
        self.base = base
        self.actions: list | None = None
        self.thread = threading.Thread(target=self._run, args=(match, move), daemon=True,
                                       name="computer-seat")
        self.thread.start()

    def _run(self, match, move: int) -> None:
        try:
            self.actions = decide_all(match, self.base, move)
        except Exception:   # the main thread decides instead; the game goes on
            log.exception("the computer seats' worker failed at move %d, phase %s", move,
                          self.base.phase)
            self.actions = None


class Held:
    """The choices of the other computer seats, made with the first one's at the same time
    (sealed bids, everyone plays), still to be applied. Applied all in one frame they showed
    at once: at the card table "Everyone plays: 1 chosen" jumped to 3, the second choice never
    drawn. Now each follows the one before after a routine share of the thinking time (the
    first waited the whole of it); the choices stay the ones made together."""

    def __init__(self, rules, state, move: int, actions) -> None:
        self.phase = state.phase
        #: The move that opened the choice (`decision_move`): another choice is another one.
        self.opening = decision_move(rules, state, move)
        self.actions = list(actions)

    @staticmethod
    def after_first(match, state, move: int, actions) -> "Held | None":
        """What is held of `actions` once the first was applied on `state`, the game's move
        `move` (None when it was the only one); the match waits a routine share of its
        thinking time for the next."""
        if len(actions) < 2:
            return None
        match.wait = match.thinking_seconds() * ROUTINE_SHARE
        return Held(match.rules, state, move, actions[1:])

    def now(self, match) -> list[Any]:
        """The held choices the game still waits for (none once the choice is over)."""
        state = match.state
        if state.phase != self.phase \
                or decision_move(match.rules, state, len(match.actions)) != self.opening:
            return []
        return [a for a in self.actions if a.seat in match.to_act]
