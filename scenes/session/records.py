"""The record of your games: each finished game against computers, by the game (a registry
name), the computers' level and the number of players, with your place. A small JSON file
(`records.json`) beside the saved games; reading never fails the game (a damaged file is kept
aside and the record starts afresh), writing is atomic. Entries written before the card game
was recorded name no game: they are auction games. A game is recorded once: a save of it
loaded and finished again (say, to try the last round another way) does not count again.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from game.files import (UnreadableFile, atomic_write, keep_aside, make_way, parse_json,
                        read_regular)

RECORDS_FILE = "records.json"
RECORDS_FORMAT = "modern-art-records"
MAX_RECORDS_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class Finished:
    """One finished game: the computers' level ("mixed" when they differ), the players at the
    table, your place (1 = a win, shared as the engine's winners say; otherwise one more than
    the seats ahead of you in money or points), the game (its registry name), which deal it
    was (the game and its seed: a loaded save finishing again is the same deal; "" for entries
    written before deals were kept) and your money or points at the end (None for entries
    written before scores were kept)."""

    level: str
    players: int
    place: int
    game: str = "auction"
    deal: str = ""
    score: int | None = None

    @property
    def won(self) -> bool:
        return self.place == 1


@dataclass(frozen=True)
class Tally:
    """Games, wins, the average place and your best money or points (None when no game
    kept its score) for one level and player count."""

    games: int
    wins: int
    mean_place: float
    best: int | None = None


def finished_game(match) -> Finished | None:
    """The record of `match` if it is a finished game of one human against computers, in
    either game: the auction game's result is in money (`cash`), the card game's in points
    (`totals`); the engine's `winners` decide a shared win."""
    result = match.result()
    humans = match.humans
    if result is None or len(humans) != 1 or not match.bots:
        return None
    seat = humans[0]
    levels = {s.level for s in match.config.seats if s.is_bot}
    level = levels.pop() if len(levels) == 1 else "mixed"
    scores = getattr(result, "cash", None) or result.totals
    place = 1 if seat in result.winners else 1 + sum(1 for c in scores if c > scores[seat])
    name = match.rules.name
    return Finished(str(level), len(match.config.seats), place, name, f"{name}:{match.seed}",
                    int(scores[seat]))


class Records:
    """The games recorded in one folder."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = Path(folder) if folder is not None else None
        self.games: list[Finished] = self._read()

    @property
    def path(self) -> Path | None:
        return None if self.folder is None else self.folder / RECORDS_FILE

    def _read(self) -> list[Finished]:
        path = self.path
        if path is None or not path.exists():
            return []
        try:
            data = parse_json(read_regular(path, MAX_RECORDS_BYTES, "records file"),
                              "records file")
            if not isinstance(data, dict) or data.get("format") != RECORDS_FORMAT:
                raise UnreadableFile("not a records file")
            return [Finished(str(g["level"]), int(g["players"]), int(g["place"]),
                             str(g.get("game", "auction")), str(g.get("deal", "")),
                             None if g.get("score") is None else int(g["score"]))
                    for g in data["games"]]
        except (OSError, UnreadableFile, KeyError, TypeError, ValueError, AttributeError):
            keep_aside(path)
            return []

    def add(self, game: Finished) -> None:
        """Record one more game (and write the file, when there is a folder); a deal already
        recorded is not recorded again."""
        if game.deal and any(g.deal == game.deal for g in self.games):
            return
        self.games.append(game)
        path = self.path
        if path is None:
            return
        data = {"format": RECORDS_FORMAT, "version": 4,
                "games": [{"game": g.game, "level": g.level, "players": g.players,
                           "place": g.place, "deal": g.deal, "score": g.score}
                          for g in self.games]}
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            make_way(path)      # a folder put there while playing: moved aside, never deleted
            atomic_write(path, json.dumps(data, indent=1).encode("utf-8"))
        except OSError:
            pass            # the record is a nicety: the game goes on without it

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

    def tally(self, game: str) -> dict[tuple[str, int], Tally]:
        """For `game`: (level, players) -> games, wins, the average place and the best score."""
        out: dict[tuple[str, int], list[Finished]] = {}
        for g in self.games:
            if g.game == game:
                out.setdefault((g.level, g.players), []).append(g)
        return {key: Tally(len(gs), sum(g.won for g in gs), sum(g.place for g in gs) / len(gs),
                           max((g.score for g in gs if g.score is not None), default=None))
                for key, gs in out.items()}


def note_result(ctx, match) -> None:
    """The table's game is over: record it (games against computers only; not the demo)."""
    game = finished_game(match)
    if game is None:
        return
    store = getattr(ctx, "store", None)
    Records(getattr(store, "folder", None)).add(game)
