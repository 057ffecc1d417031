"""Computer players of Modern Art: The Card Game: Easy, Normal and Hard.

Every level has the bot interface `choose(view, legal, rng) -> action` and reads only its
seat's view (`game.card.engine.view`). `model.py` is the value model of a round the levels
share; `levels.py` holds Easy and Normal; `hard.py` the determinized search.
"""
from __future__ import annotations

from ...card.bots import RandomBot
from ...card.config import LEVELS
from .hard import HardBot
from .levels import EasyBot, NormalBot

__all__ = ["LEVELS", "make_bot", "EasyBot", "NormalBot", "HardBot"]

_BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "random": RandomBot}


def make_bot(level: str):
    """A fresh computer player of the card game for a level name (or "random")."""
    if level not in _BOTS:
        raise ValueError(f"The card game has no computer level {level!r}; "
                         f"choose one of {', '.join(LEVELS)} or random.")
    return _BOTS[level]()
