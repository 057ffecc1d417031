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
game is not disturbed."""
from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from game.i18n import message_of
from game.save import GameRecord, loads, read_save

from .storage import GameStore, SaveInfo, StorageError

#: The key of a save's meta that marks it as a kept unfinished game.
PARKED = "parked"

log = logging.getLogger(__name__)


def parked(record: GameRecord) -> GameRecord:
    """`record` marked as a kept unfinished game (its save is written with the mark)."""
    return record.with_meta({**record.meta, PARKED: True})


def is_parked(record: GameRecord) -> bool:
    """Whether `record` was kept as an unfinished game."""
    return record.meta.get(PARKED) is True


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
    one it was loaded from (a move taken back there may have left its moves behind)."""
    found = []
    for info in store.list_saves():
        if not info.parked or info.problem is not None:
            continue
        try:
            kept, _state = loads(read_save(info.path), replay=False)
        except Exception:  # noqa: BLE001 - listed a moment ago; gone or changed since: left be
            continue
        if is_parked(kept) and (holds_all_of(game, kept) or (
                info.path == loaded_from and same_deal(game, kept))):
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
