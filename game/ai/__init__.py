"""The computer opponents: Easy, Normal and Hard. Each sees only its seat's view.

This is the one registry of computer levels: `make_bot(level)` gives a fresh bot for one seat
and one game, `LEVELS` lists every level with its name and one line on how it plays, and
`LEVEL_INFO` is the part the setup screen offers. An unknown level is an error (never a
random opponent in disguise), and a level whose bot fails to build raises as it failed.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from ..bots import RandomBot
from ..i18n import _
from .hard import HardBot, MasterBot
from .levels import EasyBot, NormalBot


@dataclass(frozen=True)
class Level:
    """One computer level: its key, its name for players, one line on how it plays, and how to
    build its bot; `offered` says whether the setup screen offers it for a real game."""
    key: str
    title: str
    description: str
    build: Callable[[], object]
    offered: bool = True


class UnknownLevel(ValueError):
    """A level name no registry entry answers to."""


#: Every level, weakest first.
LEVELS: dict[str, Level] = {level.key: level for level in (
    Level("easy", _("Easy"), EasyBot.description, EasyBot),
    Level("normal", _("Normal"), NormalBot.description, NormalBot),
    Level("hard", _("Hard"), HardBot.description, HardBot),
    # Not offered until it measures stronger than Hard (bench/AI_RESULTS.md).
    Level("master", _("Master"), MasterBot.description, MasterBot, offered=False),
    Level("random", _("Random"), RandomBot.description, RandomBot, offered=False),
)}

#: The levels offered for a real game: key -> (name, one-line description).
LEVEL_INFO: dict[str, tuple[str, str]] = {
    key: (level.title, level.description) for key, level in LEVELS.items() if level.offered}


def make_bot(level: str):
    """A new bot of this level; an unknown level raises UnknownLevel (a ValueError)."""
    entry = LEVELS.get(level)
    if entry is None:
        known = ", ".join(LEVELS)
        raise UnknownLevel(f"Unknown computer level {level!r}; the levels are {known}.")
    return entry.build()


def decisions_seed(seed: int) -> int:
    """The seed of a game's computer decisions, drawn from the game's seed (the deal is dealt
    from the seed itself): the match controller and every tool hand it to `decision_rng`, so a
    game of one seed and one lineup gets the same decisions wherever it is played."""
    return random.Random(seed).randrange(2 ** 62)


def decision_move(rules, state, move: int) -> int:
    """The move number a decision's randomness counts from: `move`, the number of actions
    the game has taken, or for a choice made at once (sealed bids, everyone plays) the move
    that opened it, so whoever chose first changes nothing. `rules` is the game's registry
    entry (its `chosen_together` counts the seats that already chose)."""
    return move - rules.chosen_together(state)


def decision_rng(seed: int, move: int, seat: int) -> random.Random:
    """The randomness of one decision: from the game's decisions seed (`decisions_seed`), the
    move number (`decision_move`) and the seat only, so a decision worked out and thrown away
    (a worker thread's, while a human chooses) leaves every later decision as it was."""
    return random.Random(f"{seed}/{move}/{seat}")
