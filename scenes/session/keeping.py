"""Keeping an unfinished game before a new one takes its place: there is one autosave, and a
new game replaces it, so the question on New game offers to keep the unfinished one as a named
save first ("Unfinished auction game, 30 Nov 05:12"), which Load lists and brings back.

Keeping never loses anything: the autosave is read and replayed as Load would (a game that
would not load is not kept), the name is one no other save has, and when the save cannot be
written StorageError says why, and the caller starts nothing."""
from __future__ import annotations

from datetime import datetime

from game.files import system_reason
from game.i18n import Text, _, message_of
from game.save import SaveError, read_save

from .parked import parked
from .save_info import MAX_NAME, SaveInfo, date_words
from .storage import GameStore, StorageError, decode_save


def kept_name(game: str, at: datetime, words) -> str:
    """The name an unfinished game of `game` ("auction", "card") is kept under at `at`, in the
    player's language (`words`, the context's): its game and when it was kept, the way the save
    list dates a save, in the short form of its `date_words` ("Unfinished auction game, 30 Nov
    05:12"); the date alone, in its long form, if a language makes that longer than a save's
    name may be."""
    date = date_words(at, short=True)
    if game == "auction":
        # i18n: the name of a save that keeps an unfinished auction game (at most 40
        # characters with the date), e.g. "Unfinished auction game, 30 Nov 05:12"
        said: Text = _("Unfinished auction game, {date}").format(date=date)
    elif game == "card":
        # i18n: the name of a save that keeps an unfinished card game (at most 40 characters
        # with the date), e.g. "Unfinished card game, 30 Nov 05:12"
        said = _("Unfinished card game, {date}").format(date=date)
    else:
        # i18n: the name of a save that keeps an unfinished game (at most 40 characters with
        # the date), e.g. "Unfinished game, 30 Nov 05:12"
        said = _("Unfinished game, {date}").format(date=date)
    name = words.text(said)
    if len(name) > MAX_NAME:
        name = words.text(date_words(at))
    return name[:MAX_NAME]


def free_name(store: GameStore, name: str) -> str:
    """`name`, or "name (2)", "name (3)" ...: the first no save has yet (two games kept in the
    same minute must not replace each other); where the number makes it too long, the words
    before the date are cut ("Unfinished auction ga…, 30 Nov 05:12 (2)"), never the date."""
    for n in range(1, 100):
        suffix = "" if n == 1 else f" ({n})"
        candidate = name + suffix
        if len(candidate) > MAX_NAME:
            head, comma, date = name.rpartition(", ")
            room = MAX_NAME - len(comma + date + suffix) - 1
            candidate = (head[:room].rstrip() + "\u2026" + comma + date + suffix if head
                         and room > 0 else name[:MAX_NAME - len(suffix)] + suffix)
        if store.find_save(candidate) is None:
            return candidate
    raise StorageError(_("Too many saves have names like this one; choose another name."))


def keep_unfinished(store: GameStore, name: str) -> SaveInfo:
    """Save the unfinished game (the autosave; its backup only when the autosave is gone, as
    Continue offers it) under `name`, or a free name like it, marked as parked (it leaves
    Load once that game is over, `session.parked`); raises StorageError, in words,
    when it cannot be read or written (then nothing has changed: the autosave is as it was)."""
    store.flush()
    path = store.autosave_path if store.autosave_path.is_file() else store.backup_path
    try:
        record, state = decode_save(read_save(path))
    except (OSError, SaveError) as e:
        problem = (system_reason(e, store.folder) if isinstance(e, OSError) else message_of(e))
        raise StorageError(_("The unfinished game could not be read, so it was not kept "
                             "({problem}).").format(problem=problem)) from None
    return store.save_named(free_name(store, name), parked(record), state)
