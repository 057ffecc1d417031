"""Where the game at the table comes from: a new game, the same again, a saved game, the
autosave. The one place a `Match` is made for the app, paced by the settings, seeded from the
app's randomness, its computer seats thinking in a thread when the app runs them so."""
from __future__ import annotations

import random
from typing import Callable

from .match import Match
from .parked import note_origin
from .setups import remember_played


def _pace(ctx) -> Callable[[], float]:
    """The computer seats' thinking time, read from the settings as they change."""
    return lambda: ctx.settings.thinking_seconds


def new_match(ctx, config, seed: int | None = None, *, rng: random.Random | None = None,
              spectator_seat: int | None = None,
              thinking_seconds: float | None = None) -> Match:
    """A new game of `config` (a fresh seed unless given; the computer seats' randomness from
    the app's unless `rng` is given; the settings' pace unless `thinking_seconds` is)."""
    if seed is None:
        seed = ctx.rng.randrange(1, 10 ** 9)
    if rng is None:
        rng = random.Random(ctx.rng.randrange(2 ** 62))
    pace = _pace(ctx) if thinking_seconds is None else thinking_seconds
    return Match(config, seed, thinking_seconds=pace, rng=rng, spectator_seat=spectator_seat,
                 threaded=ctx.threaded_bots)


def saved_match(ctx, saved) -> Match:
    """The game of a save (`storage.SavedGame`), exactly where it was."""
    return Match.resume(saved.record, saved.state, thinking_seconds=_pace(ctx),
                        rng=random.Random(ctx.rng.randrange(2 ** 62)),
                        threaded=ctx.threaded_bots)


#: The table screen of each game of the registry (the auction game's is "table").
TABLES = {"card": "card_table"}


def open_table(ctx, match: Match, how: str = "replace", demo: bool = False):
    """Put `match` on its game's table screen: pushed, in place of the top screen ("replace")
    or of the whole stack ("reset"). Returns the table. A game played (not a `demo`) is the one
    the next New game offers, with its table (`setups`)."""
    table = ctx.stack.make(TABLES.get(match.rules.name, "table"), match, demo=demo)
    {"push": ctx.stack.push, "replace": ctx.stack.replace, "reset": ctx.stack.reset}[how](table)
    if not demo:        # the table on top: a save that fails is said at the next title
        remember_played(ctx, match)
    return table


def start_saved(ctx, saved) -> None:
    """Put a loaded game on the table exactly where it was (no animation of past moves)."""
    match = saved_match(ctx, saved)
    match.loaded_from = saved.info.path
    if ctx.store is None or saved.info.path.parent == ctx.store.saves_folder:   # not Continue
        note_origin(match, saved.info, saved.record)
    open_table(ctx, match, how="reset")


def continue_from_autosave(ctx) -> None:
    """Continue on the title: the autosave's game, or a screen saying what went wrong."""
    if ctx.store is None:
        return
    resume = ctx.store.continue_game()
    if resume.game is not None:
        start_saved(ctx, resume.game)
    else:
        ctx.stack.open("damaged_save", resume)


def game_in_progress(ctx) -> bool:
    """Whether starting or loading another game would replace one the player has not finished."""
    match = ctx.match
    if match is not None and not match.is_over and ctx.store is not None:
        return True
    return ctx.has_autosave()


def has_table(game: str) -> bool:
    """Whether the app has a table screen for `game` (the auction game's is "table"; another
    game's is listed in `TABLES` once its table exists)."""
    return game == "auction" or game in TABLES
