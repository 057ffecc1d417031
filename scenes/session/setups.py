"""The table the setup screen offers again: the game played last and its setup (seats, names,
computer levels, options), however the game came to the table: set up, played again, continued
or loaded. Kept in the settings (`last_game`, `last_setups`, one setup per game) and saved as
every setting is (`settings.SettingsFile`: atomic, a full disk said, never a file lost).

A hot-seat table that continued yesterday's auction game and finished it was offered the card
game, set up the week before, at New game: only a game started from the setup screen was
remembered."""
from __future__ import annotations

from game.registry import GAMES


def as_set_up(rules, config):
    """`config` as the setup screen builds it: without what the table adds from the people
    seated (the card game's `ask_every_holder`, set again at the next game's start)."""
    return rules.at_one_screen(config, 1)


def remember_setup(ctx, game: str, config, theme: bool = False) -> None:
    """Keep `config` as `game`'s setup, and `game` as the one the setup screen opens on
    (`theme`: its theme is the one new games and the title use, as the setup screen chose it).
    This run's draft of `game` (left by Back) and a game read in the rules give way to it.
    Saved every time, though the settings already say so: a save the disk refused is made
    again (the setup's, then its table's, is two small writes)."""
    ctx.game_read = None
    ctx.setup_drafts.pop(game, None)        # the seed typed was for that game only
    setups = {**ctx.settings.last_setups, game: GAMES[game].config_to_json(config)}
    changes = {"last_game": game, "last_setups": setups}
    if theme:
        changes["theme"] = config.theme
    ctx.change_settings(**changes)


def remember_played(ctx, match) -> None:
    """A game put on the table (not a demo): the next New game offers its table."""
    game = match.rules.name
    if game in GAMES:
        remember_setup(ctx, game, as_set_up(match.rules, match.config))
