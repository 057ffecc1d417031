"""A thinking budget for the levels that search (Hard in both games), which the app alone gives.

Hard counts its effort in sampled deals and play-outs, never in seconds, so that the same seed
and view give the same move in benches, tournaments, tests and replays. On an idle machine a
card-game Hard decides in about 0.1 s (0.4 s at the 95th percentile); on a loaded one
play-testers waited 4 to 9 s a move. So the app hands each search a `Deadline`: once it has
passed, the search stops at a safe point (the card game's before the next candidate's
rollout, dropping the deal in hand; the auction's after the world in hand) and plays the best
move it found, or the Normal rules' move when it had too few deals to overrule them.
Without a deadline (everything but the app) the search is exactly the counted one.
"""
from __future__ import annotations

import time
from typing import Callable

#: The seconds the app lets one computer decision search: two to four times Hard's 95th
#: percentile on an idle machine (0.4 to 0.7 s in either game, bench/AI_RESULTS.md), so that
#: an idle or a moderately busy machine seldom cuts a search and Hard stays as strong there;
#: on a machine slowed beyond that, the player waits about this and a rollout more (a card-game
#: decision 1.57 s at the 95th percentile on a machine 8 times slower, where stopping only
#: between deals gave 1.75 s; bench/thinking_budget.py --clock cpu --slower 8) instead of 4 to
#: 9 s or more. The search runs while the table's thinking pause runs (0.8 s
#: at the normal pace, 1.4 s at the slow one), so a move comes well under a second later than
#: the pace promised, on any machine. Seats choosing at once (sealed bids, everyone plays),
#: whose moves are shown together once all chose, share one budget; computers taking turns
#: one after another each get their own, each move shown as it comes.
THINKING_BUDGET = 1.5


class Deadline:
    """The moment a search should stop by: `passed()` once `clock` (seconds, rising; the
    monotonic clock unless a test gives a fake one) reaches `seconds` after it was made."""

    def __init__(self, seconds: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.at = clock() + seconds

    def passed(self) -> bool:
        """Whether the search should stop now."""
        return self.clock() >= self.at

    def left(self) -> float:
        """The seconds left before it passes (negative once it has)."""
        return self.at - self.clock()


def passed(deadline: Deadline | None) -> bool:
    """Whether a search given `deadline` should stop now: never without one."""
    return deadline is not None and deadline.passed()
