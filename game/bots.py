"""The bot interface and the random bot that ships with the engine."""
from __future__ import annotations

import random
from typing import Protocol, Sequence

from .actions import Action, AmountRange, Legal
from .i18n import _
from .state import View


class Bot(Protocol):
    """A computer player: sees only its seat's view and gets its randomness injected."""

    name: str

    def choose(self, view: View, legal: Sequence[Legal], rng: random.Random) -> Action:
        """Pick one of `legal` (an AmountRange means any amount in its range)."""
        ...


class RandomBot:
    """Uniform over the legal options; an amount is drawn uniformly within its range."""

    name = "random"
    description = _("Plays any legal move at random (for tests and benchmarks).")
    #: The random bot never reads its view, so simulators may skip building one.
    needs_view = False

    def choose(self, view: View | None, legal: Sequence[Legal], rng: random.Random) -> Action:
        option = legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]
        if type(option) is AmountRange:
            return option.make(rng.randint(option.lo, option.hi))
        return option  # type: ignore[return-value]
