"""Keeping an unfinished game before a new one takes its place: there is one autosave, and a
new game replaces it, so the question on New game offers to keep the unfinished one as a named
save first ("Unfinished auction game, 30 Nov 05:12"), which Load lists and brings back.

Keeping never loses anything: the autosave is read and replayed as Load would (a game that
would not load is not kept), the name is one no other save has, and when the save cannot be
written StorageError says why, and the caller starts nothing."""
from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

from game.files import system_reason
from game.i18n import _, message_of
from game.save import SaveError, read_save

from .kept_names import NUMBERED, kept_name  # noqa: F401 - the question and the tests name it
from .parked import parked, parked_saves_of
from .save_info import MAX_NAME, SaveInfo
from .storage import GameStore, StorageError, decode_save

log = logging.getLogger(__name__)


def free_name(store: GameStore, name: str, replacing: frozenset[Path] = frozenset()) -> str:
    """`name`, or "name (2)", "name (3)" ...: the first no save has yet (two games kept in the
    same minute must not replace each other), or only a save in `replacing` has; where the
    number makes it too long, the words before the date are cut ("Unfinished auction ga…, 30
    Nov 05:12 (2)"), never the date."""
    for n in range(1, 100):
        suffix = "" if n == 1 else f" ({n})"
        candidate = name + suffix
        if len(candidate) > MAX_NAME:
            head, comma, date = name.rpartition(", ")
            room = MAX_NAME - len(comma + date + suffix) - 1
            candidate = (head[:room].rstrip() + "\u2026" + comma + date + suffix if head
                         and room > 0 else name[:MAX_NAME - len(suffix)] + suffix)
        found = store.find_save(candidate)
        if found is None or found.path in replacing:
            return candidate
    raise StorageError(_("Too many saves have names like this one; choose another name."))


def keep_unfinished(store: GameStore, name: str, at: datetime | None = None) -> SaveInfo:
    """Save the unfinished game (the autosave; its backup only when the autosave is gone, as
    Continue offers it) under `name`, or a free name like it, marked as parked (it leaves
    Load once that game is over, `session.parked`); raises StorageError, in words,
    when it cannot be read or written (then nothing has changed: the autosave is as it was).

    A game kept before and played on replaces its earlier keeping: the parked save it was
    loaded from, and any whose every move it holds, go once the new save is written (one save
    of one game, listed at the time it was last kept, not beside a stale one under older
    saves). One that cannot be removed stays, and the log says why.

    `at`, the time the question named it at, is recorded with it: where it is listed, its name
    is made again from its game and that time, in the language of the moment."""
    store.flush()
    path = store.autosave_path if store.autosave_path.is_file() else store.backup_path
    try:
        record, state = decode_save(read_save(path))
    except (OSError, SaveError) as e:
        problem = (system_reason(e, store.folder) if isinstance(e, OSError) else message_of(e))
        raise StorageError(_("The unfinished game could not be read, so it was not kept "
                             "({problem}).").format(problem=problem)) from None
    earlier = parked_saves_of(store, record)     # before the new one, itself one of them
    free = free_name(store, name, frozenset(i.path for i in earlier))
    numbered = NUMBERED.search(free) if free != name else None
    info = store.save_named(free, parked(record, at, int(numbered.group(1)) if numbered else 1),
                            state)
    for old in earlier:
        if old.path == info.path:
            continue                # written over in one step: the same name again
        try:
            store.delete_save(old)
        except StorageError as e:
            log.warning("the earlier kept save %s stays: %s", old.path, message_of(e))
    return info
