"""The computer levels the setup screen offers, and the bots behind them.

"random" is the engine's own bot; "easy", "normal" and "hard" come from `game.ai` once it
exists; `make_bot` asks game.ai's registry of levels, where an unknown level is an error.
"""
from __future__ import annotations

from game.i18n import _

# i18n: a computer level's name
RANDOM_INFO = (_("Random"),
               _("Plays any legal move at random: for testing, not for a real game."))
#: The names of the levels (a level not listed here is named by its key, or game.ai's name).
LEVEL_NAMES = {"easy": _("Easy"), "normal": _("Normal"),
               "hard": _("Hard")}


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
                name, description = table[level]
                info[level] = (LEVEL_NAMES.get(level, name), description)
    info["random"] = RANDOM_INFO
    return info


def is_you(view, seat: int) -> bool:
    """Whether the seat is the player at this screen: the view's seat, played by a human (the
    demo watches a computer's seat, which is nobody's "you")."""
    return seat == view.seat and not view.config.seats[seat].is_bot


def seat_tag(ctx, view, seat: int) -> str:
    """The small tag by a seat's name, from a view of either game: you, human, or the
    computer's level (in lower case, in the player's language)."""
    s = view.config.seats[seat]
    if not s.is_bot:
        # i18n: a small tag on a seat's panel: the seat is the player's own
        return _("you") if is_you(view, seat) else _("human")
    return ctx.text.shown(level_info().get(s.level, (s.level,))[0]).lower()


def default_level() -> str:
    """The level a new computer seat gets: normal when it exists."""
    levels = level_info()
    for level in ("normal", "easy", "hard"):
        if level in levels:
            return level
    return "random"


def default_of(levels) -> str | None:
    """The level a computer seat gets where none is chosen, of a game with these `levels`
    (weakest first: the registry's tuple or `game_levels`): Normal where the game has it, else
    its weakest ("random", a testing level, never; None: the game has no computer players)."""
    offered = [level for level in levels if level != "random"]
    return "normal" if "normal" in offered else next(iter(offered), None)


def make_bot(level: str | None):
    """A bot for `level` (None: the random bot) from the one registry of levels in game.ai;
    an unknown level is an error, never a random opponent in disguise."""
    from game.ai import make_bot as registry_make_bot
    return registry_make_bot("random" if level is None else level)


def game_levels(game: str) -> dict[str, tuple[str, str]]:
    """The computer levels the setup screen offers for `game`: level -> (name, description),
    weakest first. "random" is a testing level and never offered to players."""
    if game == "auction":
        return {lv: info for lv, info in level_info().items() if lv != "random"}
    from game.registry import GAMES
    rules = GAMES[game]
    info: dict[str, tuple[str, str]] = {}
    for level in rules.levels:
        if level == "random":
            continue
        bot = rules.make_bot(level)
        # A bot's description is marked for translation where the bot is written.
        description = getattr(bot, "description", "") or ""
        info[level] = (LEVEL_NAMES.get(level, level.capitalize()), description)
    return info
