"""Computer players of Modern Art: The Card Game: Easy, Normal and Hard.

Every level has the bot interface `choose(view, legal, rng) -> action` and reads only its
seat's view (`game.card.engine.view`). `model.py` is the value model of a round the levels
share; `levels.py` holds Easy and Normal; `hard.py` the determinized search.
"""
from __future__ import annotations

from ...card.bots import RandomBot
from ...card.config import LEVELS

__all__ = ["LEVELS", "make_bot"]


def make_bot(level: str):
    """A fresh computer player of the card game for a level name (or "random")."""
    if level == "random":
        return RandomBot()
    if level == "easy":
        from .levels import EasyBot
        return EasyBot()
    if level == "normal":
        from .levels import NormalBot
        return NormalBot()
    if level == "hard":
        from .hard import HardBot
        return HardBot()
    raise ValueError(f"The card game has no computer level {level!r}; "
                     f"choose one of {', '.join(LEVELS)} or random.")
