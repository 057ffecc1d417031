"""The table the setup screen offers again: the game played last and its setup (seats, names,
computer levels, options), however the game came to the table: set up, played again, continued
or loaded. Kept in the settings (`last_game`, `last_setups`, one setup per game) and saved as
every setting is (`settings.SettingsFile`: atomic, a full disk said, never a file lost).

A hot-seat table that continued yesterday's auction game and finished it was offered the card
game, set up the week before, at New game: only a game started from the setup screen was
remembered."""
from __future__ import annotations

from typing import Any

from game.config import BOT, HUMAN, SeatConfig, seats_to_json
from game.registry import GAMES

from .levels import default_of

#: Names a new table starts with (the setup screen's seats, and a remembered seat that cannot be
#: read): real names, so the log never reads "played by Player".
DEFAULT_NAMES = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")


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
    ctx.game_played = game
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


#: What goes wrong reading a setup: the configs' own error, or a field of a strange type.
_UNREADABLE = (ValueError, TypeError, KeyError, AttributeError)


def _seat(data: Any) -> SeatConfig | None:
    """A remembered seat, or None when it cannot be read."""
    if not isinstance(data, dict) or set(data) - {"name", "kind", "level"}:
        return None
    try:
        return SeatConfig(data.get("name"), data.get("kind", HUMAN), data.get("level"))
    except _UNREADABLE:
        return None


def _readable_seats(rules, seats: list) -> list[SeatConfig] | None:
    """The remembered seats of a game of `rules`, each one that cannot be read (or repeats a
    name already seated) as the setup shows a new table's seat there: the first plays at the
    screen, the others are computers of the game's default level (`levels.default_of`: Normal),
    each under a name nobody at the table has. None when no seat can be read."""
    level = default_of(rules.levels)
    kept: list[SeatConfig | None] = [_seat(s) for s in seats]
    taken: set[str] = set()
    for i, seat in enumerate(kept):
        if seat is not None and seat.name.strip().casefold() in taken:
            kept[i] = None
        elif seat is not None:
            taken.add(seat.name.strip().casefold())
    if not any(kept):
        return None
    spare = [n for n in DEFAULT_NAMES if n.casefold() not in taken]   # never too few
    seats = []
    for i, seat in enumerate(kept):
        if seat is None:        # the seat's own name where nobody has it, else one spare
            name = DEFAULT_NAMES[i] if DEFAULT_NAMES[i] in spare else spare[0]
            spare.remove(name)
            computer = i > 0 and level is not None   # a game without computers: all human
            seat = SeatConfig(name, BOT if computer else HUMAN, level if computer else None)
        seats.append(seat)
    return seats


def readable_setup(game: str, data: Any) -> tuple[dict | None, bool]:
    """A remembered setup of `game` as the setup screen can offer it, and whether any part of
    it could not be read: one read whole, as it is; one partly wrong (a file edited by hand),
    its good seats and options kept and only the bad ones as on a first start; one of which no
    seat, or not a playable number of them, can be read: None (the setup's defaults). Never
    raises. (A partly wrong one fell back wholly to the defaults without a word.)"""
    rules = GAMES[game]
    try:
        rules.config_from_json(data)
        return data, False
    except _UNREADABLE:
        pass
    seats = data.get("seats") if isinstance(data, dict) else None
    if not isinstance(seats, list) or len(seats) not in rules.players:
        return None, True
    kept = _readable_seats(rules, seats)
    if kept is None:
        return None, True
    # The game's own first choices for this many (the right variant for two), then each
    # option remembered that reads.
    setup = {**rules.config_to_json(rules.default_config(len(kept))),
             "seats": seats_to_json(tuple(kept))}
    first = dict(setup)
    for key, value in data.items():
        if key != "seats":
            try:
                rules.config_from_json({**setup, key: value})
            except _UNREADABLE:
                continue
            setup[key] = value
    try:
        rules.config_from_json(setup)
    except _UNREADABLE:         # options good alone, not together: the first choices
        setup = first
    return setup, True


def readable_setups(setups: dict) -> tuple[dict, list, bool]:
    """The remembered setups of every game as `readable_setup` reads them: (those kept,
    the titles of the games whose setup was only partly read, whether one was dropped
    wholly)."""
    kept, partly, dropped = {}, [], False
    for game, data in setups.items():
        setup, wrong = readable_setup(game, data)
        if setup is None:
            dropped = True
        else:
            kept[game] = setup
            if wrong:
                partly.append(GAMES[game].title)
    return kept, partly, dropped
