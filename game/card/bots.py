"""The card game's random bot: uniform over a seat's legal moves (for tests and benchmarks).

The real levels come later; they keep the interface `choose(view, legal, rng) -> action`.
"""
from __future__ import annotations

import random
from typing import Sequence

from .actions import Action
from .state import View

LEVELS: tuple[str, ...] = ()       # the computer levels offered to players, weakest first


class RandomBot:
    """Uniform over the legal moves; never reads its view."""

    name = "random"
    description = "Plays any legal move at random (for tests and benchmarks)."
    needs_view = False

    def choose(self, view: View | None, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]


def make_bot(level: str) -> RandomBot:
    """A computer player of the card game for a level name."""
    if level == "random":
        return RandomBot()
    raise ValueError(f"The card game has no computer level {level!r} yet; only 'random'.")
