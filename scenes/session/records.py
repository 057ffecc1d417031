"""The record of your games: each finished game against computers, by the game (a registry
name), the computers' level and the number of players, with your place. A small JSON file
(`records.json`) beside the saved games; reading never fails the game (a damaged file is kept
aside and the record starts afresh; a single entry it cannot read is left out of the counts and
written back as it was), writing is atomic. Entries written before the card game was recorded
name no game: they are auction games. A game is recorded once: a save of it loaded and finished
again (say, to try the last round another way) does not count again.

The newest `DETAILED` games keep what the Records screen lists of them (the date, the options,
the computers' names, the winners); older ones keep only what the tally counts, so the file
stays small. Every entry keeps the computers' levels, so a mixed table's row names its mix.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from game.config import MAX_NAME
from game.files import (UnreadableFile, atomic_write, keep_aside, make_way, parse_json,
                        read_regular)
from game.text import printable

from .parked import retire_parked

RECORDS_FILE = "records.json"
RECORDS_FORMAT = "modern-art-records"
MAX_RECORDS_BYTES = 4 * 1024 * 1024
#: How many of the newest games keep their details (the Records screen lists fewer).
DETAILED = 50
#: The most seats a table of either game has (an entry naming more is not one of ours).
MOST_SEATS = 6


@dataclass(frozen=True)
class Finished:
    """One finished game: the computers' level ("mixed" when they differ), the players at the
    table, your place (1 = a win, shared as the engine's winners say; otherwise one more than
    the seats ahead of you in money or points), the game (its registry name), which deal it
    was (the game and its seed: a loaded save finishing again is the same deal; "" for entries
    written before deals were kept) and your money or points at the end (None for entries
    written before scores were kept).

    Then, for entries written since (empty for older ones): each computer's level in seat
    order (`levels`, kept on every entry); and on the newest games only (see `DETAILED`) when
    it ended (`when`, local time, "2026-11-30T05:12"), the options it was played with as the
    configuration names them (`options`: ("variant", "standard"), ("double_proceeds", ...)),
    the computers' names in seat order (`names`), the computers who won (`winners`: beside you
    when your place is 1) and the winning money or points (`top`)."""

    level: str
    players: int
    place: int
    game: str = "auction"
    deal: str = ""
    score: int | None = None
    levels: tuple[str, ...] = ()
    when: str = ""
    options: tuple[tuple[str, str | bool], ...] = ()
    names: tuple[str, ...] = ()
    winners: tuple[str, ...] = ()
    top: int | None = None

    @property
    def won(self) -> bool:
        return self.place == 1

    @property
    def table(self) -> str:
        """The tally's key for the computers: their level, or for a mixed table whose levels
        were kept, "mixed:" and the levels in order ("mixed:hard,hard,normal"): each mix is
        its own line, as each level is; a mixed table recorded before is plain "mixed"."""
        if self.level != "mixed" or not self.levels:
            return self.level
        return "mixed:" + ",".join(sorted(self.levels))

    @property
    def detailed(self) -> bool:
        """Whether the entry keeps its details (the newest games do)."""
        return bool(self.when)

    def tallied(self) -> "Finished":
        """The entry without its details, as older games are kept."""
        return replace(self, when="", options=(), names=(), winners=(), top=None)

    def to_json(self) -> dict[str, Any]:
        """The entry as the file keeps it (details only when it has them)."""
        out: dict[str, Any] = {"game": self.game, "level": self.level, "players": self.players,
                               "place": self.place, "deal": self.deal, "score": self.score}
        if self.levels:
            out["levels"] = list(self.levels)
        if self.detailed:
            out.update(when=self.when, options=dict(self.options), names=list(self.names),
                       winners=list(self.winners), top=self.top)
        return out


@dataclass(frozen=True)
class Tally:
    """Games, wins, the average place and your best money or points (None when no game
    kept its score) for one level and player count."""

    games: int
    wins: int
    mean_place: float
    best: int | None = None


#: The fields an entry may have, and those every entry has.
FIELDS = {"game", "level", "players", "place", "deal", "score", "levels", "when", "options",
          "names", "winners", "top"}
REQUIRED = {"level", "players", "place"}


class BadEntry(ValueError):
    """An entry of the records file that is not a finished game as this version writes it."""


def _int(value: object, low: int, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low or \
            (high is not None and value > high):
        raise BadEntry(repr(value))
    return value


def _str(value: object, limit: int = 100) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise BadEntry(repr(value))
    return printable(value)


def _strs(value: object, limit: int) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) >= MOST_SEATS:
        raise BadEntry(repr(value))
    return tuple(_str(v, limit) for v in value)


def _options(value: object) -> tuple[tuple[str, str | bool], ...]:
    if not isinstance(value, dict) or len(value) > 10:
        raise BadEntry(repr(value))
    out = []
    for key, choice in value.items():
        if not isinstance(choice, bool):
            choice = _str(choice, 40)
        out.append((_str(key, 40), choice))
    return tuple(out)


def entry_from_json(g: object) -> Finished:
    """One entry of the file as a finished game; BadEntry when it has fields this version
    does not know, lacks one it needs, or holds a value of the wrong kind."""
    if not isinstance(g, dict) or not REQUIRED <= g.keys() or not g.keys() <= FIELDS:
        raise BadEntry("not an entry")
    players = _int(g["players"], 1, MOST_SEATS)
    score, top = g.get("score"), g.get("top")
    return Finished(_str(g["level"], 40), players, _int(g["place"], 1, players),
                    _str(g.get("game", "auction"), 40), _str(g.get("deal", ""), 100),
                    None if score is None else _int(score, -10 ** 9, 10 ** 9),
                    _strs(g.get("levels", []), 40), _str(g.get("when", ""), 40),
                    _options(g.get("options", {})), _strs(g.get("names", []), MAX_NAME),
                    _strs(g.get("winners", []), MAX_NAME),
                    None if top is None else _int(top, -10 ** 9, 10 ** 9))


def _config_options(config) -> tuple[tuple[str, str | bool], ...]:
    """The options a game was played with that the Records screen names: the auction game's
    variant and those its variant plays with, and open money; the card game's value tokens."""
    names = ("variant", "double_proceeds", "dummy_reveal_by", "open_money",
             "tokens_need_a_card")
    return tuple((name, getattr(config, name)) for name in names if hasattr(config, name))


def finished_game(match, now: datetime | None = None) -> Finished | None:
    """The record of `match` if it is a finished game of one human against computers, in
    either game: the auction game's result is in money (`cash`), the card game's in points
    (`totals`); the engine's `winners` decide a shared win. `now`: when it ended (the
    clock's time unless given)."""
    result = match.result()
    humans = match.humans
    if result is None or len(humans) != 1 or not match.bots:
        return None
    seat = humans[0]
    seats = match.config.seats
    computers = [s for s in seats if s.is_bot]
    levels = {s.level for s in computers}
    level = levels.pop() if len(levels) == 1 else "mixed"
    scores = getattr(result, "cash", None) or result.totals
    place = 1 if seat in result.winners else 1 + sum(1 for c in scores if c > scores[seat])
    name = match.rules.name
    when = (now or datetime.now()).isoformat(timespec="minutes")
    return Finished(str(level), len(seats), place, name, f"{name}:{match.seed}",
                    int(scores[seat]), tuple(str(s.level) for s in computers), when,
                    _config_options(match.config), tuple(s.name for s in computers),
                    tuple(seats[w].name for w in result.winners if w != seat),
                    int(max(scores)))


class Records:
    """The games recorded in one folder."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = Path(folder) if folder is not None else None
        #: The file's entries in order: the games read, and any entry that could not be read
        #: (kept as it was, to be written back where it was).
        self.entries: list[Finished | Any] = self._read()

    @property
    def games(self) -> list[Finished]:
        """The games recorded, oldest first (the entries that could not be read left out)."""
        return [g for g in self.entries if isinstance(g, Finished)]

    @property
    def path(self) -> Path | None:
        return None if self.folder is None else self.folder / RECORDS_FILE

    def _read(self) -> list[Finished | Any]:
        path = self.path
        if path is None or not path.exists():
            return []
        try:
            data = parse_json(read_regular(path, MAX_RECORDS_BYTES, "records file"),
                              "records file")
            if not isinstance(data, dict) or data.get("format") != RECORDS_FORMAT or \
                    not isinstance(data.get("games"), list):
                raise UnreadableFile("records file", "is not a records file")
        except (OSError, UnreadableFile, ValueError):
            keep_aside(path)
            return []
        out: list[Finished | Any] = []
        for g in data["games"]:
            try:
                out.append(entry_from_json(g))
            except BadEntry:
                out.append(g)           # not counted; written back untouched
        return out

    def add(self, game: Finished) -> bool:
        """Record one more game (and write the file, when there is a folder); a deal already
        recorded is not recorded again. Only the newest `DETAILED` games keep their details.
        False when the file could not be written (the game is then not on record)."""
        if game.deal and any(g.deal == game.deal for g in self.games):
            return True
        self.entries.append(game)
        newest = {id(g) for g in self.games[-DETAILED:]}
        self.entries = [g.tallied() if isinstance(g, Finished) and id(g) not in newest
                        and g.detailed else g for g in self.entries]
        path = self.path
        if path is None:
            return True
        data = {"format": RECORDS_FORMAT, "version": 5,
                "games": [g.to_json() if isinstance(g, Finished) else g
                          for g in self.entries]}
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            make_way(path)      # a folder put there while playing: moved aside, never deleted
            atomic_write(path, json.dumps(data, indent=1).encode("utf-8"))
        except OSError:
            return False        # the record is a nicety: the game goes on without it
        return True

    def kept_aside(self) -> list[Path]:
        """The damaged records files set aside in the folder (by `_read`, here or at the end
        of a game), oldest first: their games are not counted, and the Records screen says so
        and names the newest, which is kept for the player."""
        if self.folder is None:
            return []
        try:
            return sorted(self.folder.glob(RECORDS_FILE + ".damaged-*"))
        except OSError:
            return []

    def played(self) -> list[str]:
        """The games recorded, each once, in the order first recorded."""
        return list(dict.fromkeys(g.game for g in self.games))

    def last(self, n: int) -> list[Finished]:
        """The newest `n` games that kept their details, newest first."""
        return [g for g in reversed(self.games) if g.detailed][:n]

    def tally(self, game: str) -> dict[tuple[str, int], Tally]:
        """For `game`: (the computers, as `Finished.table` says them; players) -> games, wins,
        the average place and the best score."""
        out: dict[tuple[str, int], list[Finished]] = {}
        for g in self.games:
            if g.game == game:
                out.setdefault((g.table, g.players), []).append(g)
        return {key: Tally(len(gs), sum(g.won for g in gs), sum(g.place for g in gs) / len(gs),
                           max((g.score for g in gs if g.score is not None), default=None))
                for key, gs in out.items()}


def note_result(ctx, match) -> None:
    """The table's game is over: record it (games against computers only; not the demo), then
    let the saves that kept it unfinished go (`parked.retire_parked`): they would go on saying
    "Unfinished" in Load. Not before it is on record: a game whose record could not be written
    keeps them, to be finished again."""
    store = getattr(ctx, "store", None)
    game = finished_game(match)
    if game is not None and not Records(getattr(store, "folder", None)).add(game):
        return
    if store is not None and match.is_over:
        retire_parked(store, match.game_record(), getattr(match, "loaded_from", None))
