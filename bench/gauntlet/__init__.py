"""The gauntlet: strong computer players written apart from `game/ai`, to measure it against.

    from bench.gauntlet import PLAYERS, make     (or loaded by path: see game/ai/registry.py)

Each player reads only its view and the legal options, like any bot.
"""
from .players import PLAYERS, make

__all__ = ["PLAYERS", "make"]
