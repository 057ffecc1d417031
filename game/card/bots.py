"""The card game's random bot: uniform over a seat's legal moves (for tests and benchmarks).

The computer levels a player can choose are named in `game.card.config.LEVELS` (Easy, Normal,
Hard) and built by `game.ai.card.make_bot`; they share this bot's interface
`choose(view, legal, rng) -> action`. This module holds only the random baseline.
"""
from __future__ import annotations

import random
from typing import Sequence

from .actions import Action
from ..i18n import _
from .config import LEVELS
from .state import View


class RandomBot:
    """Uniform over the legal moves; never reads its view."""

    name = "random"
    description = _("Plays any legal move at random (for tests and benchmarks).")
    needs_view = False

    def choose(self, view: View | None, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]


def make_bot(level: str) -> RandomBot:
    """The random baseline by its name; the levels of `LEVELS` come from `game.ai.card`."""
    if level == "random":
        return RandomBot()
    raise ValueError(f"game.card.bots builds only the random bot, not {level!r}; the levels "
                     f"{', '.join(LEVELS)} come from game.ai.card.make_bot.")
