"""The computer opponents: Easy, Normal and Hard. Each sees only its seat's view.

`make_bot(level)` gives a fresh bot for one seat and one game; `LEVEL_INFO` names each level
and says in one line how it plays, for the setup screen.
"""
from __future__ import annotations

from .hard import HardBot
from .levels import EasyBot, NormalBot

LEVEL_INFO: dict[str, tuple[str, str]] = {
    "easy": ("Easy", EasyBot.description),
    "normal": ("Normal", NormalBot.description),
    "hard": ("Hard", HardBot.description),
}


def make_bot(level: str):
    """A new bot of this level ("easy", "normal", "hard"; "random" is the test bot)."""
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return NormalBot()
    if level == "hard":
        return HardBot()
    if level == "random":
        from ..bots import RandomBot
        return RandomBot()
    raise ValueError(f"Unknown computer level {level!r}; choose easy, normal or hard.")
