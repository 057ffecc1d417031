"""A kept unfinished game is a parked game, not a snapshot the player chose to make: the
question on New game (or Load) keeps the game it replaces as a save marked "parked" in its
meta ("Unfinished auction game, 30 Nov 05:12"), and Load brings it back as the current game.
Once that game has been played to its end (and recorded), its parked save has nothing left to
come back to: it leaves the list, where it would go on saying "Unfinished".

Nothing is lost: only a parked save whose every move the finished game holds (the same deal,
its moves the first moves of the game that ended), or the very save the finished game was
loaded from, goes, and only when the game is over. A save the player named on the Save screen
is never parked (a match's record starts its meta afresh), so it stays as it is. A parked save
that cannot be removed (a read-only folder) is left where it is, and the log says why; the
game is not disturbed.

A game loaded from a parked save notes that save's file in its table notes (`KEPT_IN`, saved
with it and given back on Continue), so that keeping it again, or finishing it, knows the save
it came from even when a move of that save was taken back. A save kept before the mark
existed is known by its name (`kept_names.named_as_kept`); a save named on the Save screen is
written marked not parked (`named`), and is never taken for one."""
from __future__ import annotations

import logging
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from game.i18n import message_of
from game.save import GameRecord, loads, read_save

from .kept_names import named_as_kept
from .storage import GameStore, SaveInfo, StorageError

#: The key of a save's meta that marks it as a kept unfinished game.
PARKED = "parked"
#: The key of a save's meta recording when a kept game was named, and its number.
KEPT = "kept"
#: The key of a match's table notes naming the parked save's file the game was loaded from.
KEPT_IN = "kept_in"

log = logging.getLogger(__name__)


def parked(record: GameRecord, at: datetime | None = None, number: int = 1) -> GameRecord:
    """`record` marked as a kept unfinished game (its save is written with the mark), with
    when the question named it and its number (`KEPT`), which its name is made from where it
    is shown, in the language of that moment."""
    meta = {k: v for k, v in record.meta.items() if k != KEPT}
    if at is not None:
        meta[KEPT] = {"at": at.replace(second=0, microsecond=0).isoformat(), "number": number}
    return record.with_meta({**meta, PARKED: True})


def named(record: GameRecord) -> GameRecord:
    """`record` marked as a save the player named (never parked, whatever its name)."""
    meta = {k: v for k, v in record.meta.items() if k != KEPT}
    return record.with_meta({**meta, PARKED: False})


def is_parked(record: GameRecord) -> bool:
    """Whether `record` was kept as an unfinished game: marked so, or kept before the mark
    existed (no mark at all, and the name the keep question gave it when it was saved)."""
    mark = record.meta.get(PARKED)
    if mark is not None:
        return mark is True
    return named_as_kept(record.meta.get("name"), _saved_at(record.meta.get("saved_at")))


def listed_as_parked(info: SaveInfo) -> bool:
    """Whether a listed save may be a parked one (its file says for sure, `is_parked`)."""
    return info.parked or named_as_kept(info.name, info.saved_at)


def _saved_at(value: object) -> datetime | None:
    try:
        return datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        return None


def note_origin(match, info: SaveInfo, record: GameRecord) -> None:
    """`match` was loaded from the save `info` (its `record`): noted in its table notes when
    that save is a parked one (kept again or finished, the game replaces it), forgotten when
    it is not."""
    if is_parked(record) and info.path.name:
        match.notes[KEPT_IN] = info.path.name
    else:
        match.notes.pop(KEPT_IN, None)


def origin_of(store: GameStore, game: GameRecord) -> Path | None:
    """The parked save `game` was loaded from, by its table notes (None when they name none,
    or name anything but a file of the saves folder)."""
    notes = game.meta.get("table")
    name = notes.get(KEPT_IN) if isinstance(notes, dict) else None
    if not isinstance(name, str) or not name or Path(name).name != name or name in (".", ".."):
        return None
    return store.saves_folder / name


def same_deal(one: GameRecord, other: GameRecord) -> bool:
    """Whether two records are of one deal: the same game, options, seats, seed and deck."""
    return replace(one, actions=()) == replace(other, actions=())


def holds_all_of(game: GameRecord, kept: GameRecord) -> bool:
    """Whether `game` holds every move of `kept`: the same deal, `kept`'s moves its first."""
    n = len(kept.actions)
    return n <= len(game.actions) and replace(game, actions=game.actions[:n]) == kept


def parked_saves_of(store: GameStore, game: GameRecord,
                    loaded_from: Path | None = None) -> list[SaveInfo]:
    """The parked saves `game` has gone past: those of its deal whose moves it holds, and the
    one it was loaded from (`loaded_from`, or the one its notes name: a move taken back there
    may have left its moves behind)."""
    found = []
    origins = {loaded_from, origin_of(store, game)} - {None}
    for info in store.list_saves():
        if not listed_as_parked(info) or info.problem is not None:
            continue
        try:
            kept, _state = loads(read_save(info.path), replay=False)
        except Exception:  # noqa: BLE001 - listed a moment ago; gone or changed since: left be
            continue
        if is_parked(kept) and (holds_all_of(game, kept) or (
                info.path in origins and same_deal(game, kept))):
            found.append(info)
    return found


def retire_parked(store: GameStore, game: GameRecord,
                  loaded_from: Path | None = None) -> list[Path]:
    """`game` is over and recorded: remove the parked saves it has gone past (see
    `parked_saves_of`); the files removed. Never raises: a save that cannot be removed stays
    listed, and the log says why."""
    gone = []
    try:
        infos = parked_saves_of(store, game, loaded_from)
    except Exception:  # noqa: BLE001 - the game is over and shown; a list it cannot read waits
        log.warning("the finished game's kept saves could not be looked for", exc_info=True)
        return gone
    for info in infos:
        try:
            store.delete_save(info)
        except StorageError as e:
            log.warning("the finished game's kept save %s stays: %s", info.path, message_of(e))
            continue
        gone.append(info.path)
    return gone
