"""The computer levels the setup screen offers, and the bots behind them.

"random" is the engine's own bot; "easy", "normal" and "hard" come from `game.ai` once it
exists. Until then only the levels that exist are offered, and an unknown level falls back to
the random bot behind the same call, so a saved or scripted game never crashes for want of one.
"""
from __future__ import annotations

from game.bots import RandomBot

RANDOM_INFO = ("Random", "Plays any legal move at random: for testing, not for a real game.")


def _ai():
    try:
        from game import ai  # the AI engineer's module; absent until it lands
    except ImportError:
        return None
    return ai


def level_info() -> dict[str, tuple[str, str]]:
    """Level -> (name, one-line description), strongest last, "random" at the end."""
    ai = _ai()
    info: dict[str, tuple[str, str]] = {}
    table = getattr(ai, "LEVEL_INFO", None) if ai is not None else None
    if isinstance(table, dict):
        for level in ("easy", "normal", "hard"):
            if level in table:
                info[level] = tuple(table[level])  # type: ignore[assignment]
    info["random"] = RANDOM_INFO
    return info


def default_level() -> str:
    """The level a new computer seat gets: normal when it exists."""
    levels = level_info()
    for level in ("normal", "easy", "hard"):
        if level in levels:
            return level
    return "random"


def make_bot(level: str | None):
    """A bot for `level`; the random bot when the level does not exist (yet)."""
    if level == "random" or level is None:
        return RandomBot()
    ai = _ai()
    if ai is not None:
        try:
            return ai.make_bot(level)
        except (ValueError, KeyError, AttributeError):
            pass
    return RandomBot()
