"""Saved games on disk: the autosave slot with its backup, and named saves.

Every file is the engine's versioned JSON (`game/save.py`), so a save is a game's config, seed
and moves, and loading replays the moves through the rules. On top of that format this module
adds a checksum in the record's `meta`, so that a damaged or edited file that still happens to
be legal JSON with legal moves is caught rather than silently loaded as a different game.

A write never leaves a half-written file: bytes go to a temporary file in the same folder, are
flushed and synced, and replace the target in one step; the autosave's previous version becomes
its backup in the same moment. Autosaves are written by a helper thread so the main loop only
pays for encoding. A file that cannot be loaded is never deleted: it is renamed aside
(`autosave.json.damaged-<time>`) and the player is told why, in the engine's words. Something
that is not a file where the autosave or its backup is to be written (a folder, a FIFO) is
renamed aside too (`autosave.json.moved-<time>`), the game saved all the same, and the player
told once where it went (`notice`).

All folders are passed in (the app asks `default_data_folder()`, platformdirs); tests pass a
temporary folder.

    store = GameStore(default_data_folder())
    problem = store.autosave(record, state)      # after every action; None when all is well
    resume = store.continue_game()               # Continue: .game, or .message + .backup
    store.close()                                # at quit: the last autosave reaches the disk
"""
from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Callable

from game.files import atomic_write, is_special, keep_aside, make_way, sync_folder, system_reason
from game.i18n import Text, _, message_of, sentences
from game.save import GameRecord, SaveError, dumps, loads, read_save, replay_record
from game.state import GAME_OVER, State
from game.text import name_problem

from .checksum import CHECKSUM_KEY, holds, sealed
# The listing of a save (its own module; the screens and tests import it from here too).
from .kept_names import known_kept
from .save_info import MAX_NAME, SaveInfo, file_stem, same_name  # noqa: F401

AUTOSAVE_FILE = "autosave.json"
BACKUP_FILE = "autosave.backup.json"
SAVES_FOLDER = "saves"
SAVE_SUFFIX = ".json"
#: How long the table tells the player that something was moved out of the autosave's way.
NOTICE_SECONDS = 12.0
#: Names Windows will not give to a file, whatever the extension.
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
             *(f"lpt{i}" for i in range(10))}

log = logging.getLogger(__name__)


class StorageError(Exception):
    """A saved game that cannot be written, read or removed; the message is for the player."""


# --- small file helpers (also used by the settings file) ------------------------------------

def default_data_folder() -> Path:
    """The user data folder of the game (platformdirs); not created here."""
    from platformdirs import user_data_dir
    return Path(user_data_dir("ModernArt", appauthor=False))


# --- the file format: the engine's JSON plus a checksum -------------------------------------

def encode_save(record: GameRecord, state: State | None = None,
                saved_at: datetime | None = None, name: str | None = None) -> bytes:
    """The bytes of a save file: the engine's JSON with a description and a checksum in meta.

    The description (time, round, finished, name) is for the save list only; loading trusts
    nothing but the moves.
    """
    meta = {k: v for k, v in record.meta.items() if k != CHECKSUM_KEY}
    meta["saved_at"] = (saved_at or datetime.now()).astimezone().isoformat(timespec="seconds")
    if state is not None:
        meta["round"] = state.round + 1
        meta["finished"] = state.phase == GAME_OVER
    if name is not None:
        meta["name"] = name
    return sealed(dumps(record.with_meta(meta)))


def decode_save(data: bytes | str) -> tuple[GameRecord, State]:
    """Check a save file's bytes and replay its moves; any defect raises SaveError in words.

    A file without a checksum (written by the engine alone) is accepted on its moves.
    """
    try:
        record, _state = loads(data, replay=False)
    except (TypeError, KeyError, AttributeError, IndexError) as e:
        # The engine's checks answer with SaveError; should one ever miss a case (as they once
        # did for an action whose "type" was a list), a file still cannot crash the game.
        raise SaveError(_("The save file is damaged: it holds a value of the wrong kind "
                          "({problem}).").format(problem=str(e))) from None
    expected = record.meta.get(CHECKSUM_KEY)
    if expected is not None and not holds(data, record, str(expected)):
        raise SaveError(_("The save file has been altered or damaged: its contents no "
                              "longer match the checksum written with them."))
    return record, replay_record(record)


@dataclass(frozen=True)
class SavedGame:
    """A loaded game: its record (for further autosaves), its state now, and its listing."""
    record: GameRecord
    state: State
    info: SaveInfo


@dataclass(frozen=True)
class Resume:
    """What Continue found.

    `game` is set when the autosave loaded. Otherwise `problem` says why (the engine's words),
    `kept_as` where the bad file now is, and `backup` is the previous save when it loads;
    `backup_kept` where a damaged backup now is, when the autosave was damaged too.
    """
    game: SavedGame | None = None
    problem: Text | str | None = None
    kept_as: Path | None = None
    backup: SavedGame | None = None
    backup_kept: Path | None = None

    @property
    def message(self) -> Text | None:
        """What to tell the player, or None when the game simply continues."""
        if self.game is not None:
            return None
        parts = []
        if self.problem:
            parts.append(_("Your saved game could not be loaded. {problem}").format(
                problem=self.problem))
        if self.kept_as is not None:
            parts.append(_("The file was kept as {path}.").format(path=str(self.kept_as)))
        if self.backup is not None:
            parts.append(_("The save before it is intact ({summary}). Continue from "
                           "there?").format(summary=self.backup.info.summary))
        elif self.problem:
            parts.append(_("There is no intact backup to continue from."))
        if self.backup_kept is not None:
            parts.append(damaged_backup_words(self.backup_kept))
        else:
            parts.append(_("There is no saved game to continue."))
        return sentences(parts)


def damaged_backup_words(path: Path) -> Text:
    """That the autosave's backup, damaged too, was kept (as `path`), beside the autosave kept
    before it: the screen said only "There is no intact backup"."""
    # i18n: on the damaged-save screen, when the autosave's backup is damaged too; the same
    # folder is the one of the file named just above; {name} is the kept file's name
    # ("autosave.backup.json.damaged-20261201-092421")
    return _("The damaged backup was kept too, in the same folder: {name}").format(
        name=path.name)


# --- the autosave writer --------------------------------------------------------------------

class _AutosaveWriter:
    """Writes the autosave off the main loop, newest first: a save the disk has not yet taken
    is simply replaced by a newer one (only the latest position matters).

    One helper thread per store, started at the first save and waiting idle between saves
    (starting a thread for every save would cost the main loop ~4 ms each time here). `flush`
    waits for the disk; the atomic write keeps the old file whole if the process dies
    meanwhile; `close` ends the thread.
    """

    def __init__(self, write: Callable[[object], None]) -> None:
        self._write = write
        self._cond = threading.Condition()
        self._pending: object | None = None
        self._busy = False
        self._closing = False
        self._thread: threading.Thread | None = None
        #: Why the last write failed (None once a write succeeds again).
        self.problem: Text | None = None
        self.written = 0

    def submit(self, job: object) -> None:
        """Queue a save's bytes, replacing any not yet started, and wake the helper thread."""
        with self._cond:
            self._pending = job
            self._closing = False
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closing)
                if self._pending is None:          # closing, and nothing left to write
                    self._thread = None
                    self._cond.notify_all()
                    return
                job, self._pending = self._pending, None
                self._busy = True
            self.write_now(job)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every submitted save is on disk; False if `timeout` ran out first."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy,
                                       timeout)

    def cancel(self) -> None:
        """Drop a save not yet started and wait for one being written."""
        with self._cond:
            self._pending = None
            self._cond.wait_for(lambda: not self._busy)

    def close(self, timeout: float | None = None) -> bool:
        """Write what is pending, then end the helper thread; False if it did not end in time."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()
            return self._cond.wait_for(lambda: self._thread is None, timeout)

    def write_now(self, job: object) -> None:
        """Write one save in this thread, recording the outcome; never raises."""
        try:
            self._write(job)
            problem = None
        except Exception as e:  # noqa: BLE001 - reported to the player, never raised
            log.warning("autosave failed: %s", e, exc_info=True)
            reason = e.strerror if isinstance(e, OSError) and e.strerror else message_of(e)
            # i18n: {reason} is why, e.g. "there is no room left on the disk"
            problem = _("The game could not be saved ({reason}); it goes on, but is not yet "
                        "safe.").format(reason=reason)
        with self._cond:
            self._busy = False
            self.problem = problem
            self.written += 1
            self._cond.notify_all()


# --- the store ------------------------------------------------------------------------------

class GameStore:
    """The saved games in one folder: `autosave.json`, its backup, and `saves/*.json`."""

    def __init__(self, folder: Path, now: Callable[[], datetime] = datetime.now,
                 background: bool = True) -> None:
        self.folder = Path(folder)
        self.now = now
        #: Autosaves go to the disk on a helper thread (the main loop pays the ~1 ms of
        #: encoding a long game, not the ~8 ms an fsync costs here); without it they are
        #: written before autosave returns.
        self.background = background
        self._writer = _AutosaveWriter(self._write_autosave)
        self._encode_problem: Text | None = None
        #: Why Continue's file was set aside in this run, and where it went (see `set_aside`).
        self._set_aside: tuple[Text | str, Path | None] | None = None
        #: What was moved out of the autosave's way, to tell the player (see `notice`), and
        #: when the player was first told; the helper thread adds, the main loop reads.
        self._moved: tuple[Text, ...] = ()
        self._moved_since: datetime | None = None
        self._moved_lock = threading.Lock()

    @property
    def autosave_path(self) -> Path:
        """The autosave of the game in progress."""
        return self.folder / AUTOSAVE_FILE

    @property
    def backup_path(self) -> Path:
        """The autosave before the latest one."""
        return self.folder / BACKUP_FILE

    @property
    def saves_folder(self) -> Path:
        """The folder of named saves."""
        return self.folder / SAVES_FOLDER

    # --- the autosave slot ------------------------------------------------------------------
    def has_autosave(self) -> bool:
        """Whether Continue has something to offer (the autosave or its backup)."""
        self.flush()
        return self.autosave_path.is_file() or self.backup_path.is_file()

    def autosave(self, record: GameRecord, state: State | None = None,
                 keep_backup: bool = False) -> Text | None:
        """Save the game in progress after an action; the previous save becomes the backup.

        A finished game (state at game over) clears the slot instead. Never raises: returns a
        message for the player while saving is failing (in background mode, the outcome of the
        latest write that finished), and the game goes on in memory. `keep_backup` leaves the
        backup as it is (a game just loaded, which has not yet shown that it works).
        """
        self._set_aside = None
        if state is not None and state.phase == GAME_OVER:
            return self.clear_autosave()
        # Encoding stays on this thread: it is pure Python and would hold the interpreter lock
        # against the main loop anyway; the helper thread only waits for the disk.
        try:
            job = (encode_save(record, state, self.now()), keep_backup)
        except Exception as e:  # noqa: BLE001 - never raises: a bad record is reported
            log.warning("autosave could not encode the game", exc_info=True)
            self._encode_problem = _("The game could not be saved ({reason}); it goes on, but "
                                     "is not yet safe.").format(reason=type(e).__name__)
            return self._encode_problem
        self._encode_problem = None
        if self.background:
            self._writer.submit(job)
        else:
            self._writer.cancel()          # a store switched to writing in place mid-game
            self._writer.write_now(job)
        return self._writer.problem

    def _write_autosave(self, job: tuple[bytes, bool]) -> None:
        data, keep_backup = job
        try:
            self._make_way(keep_backup)
            atomic_write(self.autosave_path, data,
                         backup=None if keep_backup else self.backup_path, durable=False)
        except OSError as e:
            raise StorageError(system_reason(e, self.folder)) from e

    def _make_way(self, keep_backup: bool) -> None:
        """Move aside whatever that is not a file stands where the autosave (and, unless it is
        kept, its backup) is about to be written: a folder there made every save fail until
        the player found and removed it, and a FIFO was pushed into the backup's place over the
        previous game. Nothing is deleted, and the player is told where it went."""
        now = self.now()
        places = [(self.autosave_path, _(
            "Something that is not a saved game stood where the game keeps its autosave; it "
            "was moved aside to {path}, and your game is saved."))]
        if not keep_backup:
            places.append((self.backup_path, _(
                "Something that is not a saved game stood where the game keeps the backup of "
                "its autosave; it was moved aside to {path}, and your game is saved.")))
        told = [said.format(path=str(moved)) for path, said in places
                if (moved := make_way(path, now)) is not None]
        if told:
            with self._moved_lock:
                self._moved += tuple(told)

    def notice(self, shown_for: float = NOTICE_SECONDS) -> Text | None:
        """What the player is to be told once while playing on, or None: that something in
        the autosave's way was moved aside, and where. It is said for `shown_for` seconds
        (of the store's clock) from the first time it is asked for, then forgotten."""
        with self._moved_lock:
            if not self._moved:
                return None
            now = self.now()
            if self._moved_since is None:
                self._moved_since = now
            elif (now - self._moved_since).total_seconds() >= shown_for:
                self._moved, self._moved_since = (), None
                return None
            return sentences(self._moved)

    @property
    def save_problem(self) -> Text | None:
        """Why the latest autosave failed, or None when the game is safely saved (read live: a
        write on the helper thread may fail, or succeed again, after `autosave` returned)."""
        return self._encode_problem or self._writer.problem

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the latest autosave is on disk (before a crash screen, say)."""
        return self._writer.flush(timeout)

    def close(self, timeout: float | None = 10.0) -> bool:
        """At quit: write the latest autosave and end the helper thread."""
        return self._writer.close(timeout)

    def clear_autosave(self) -> Text | None:
        """Forget the game in progress (it finished): remove the autosave and its backup."""
        self._writer.cancel()
        problem = None
        for path in (self.autosave_path, self.backup_path):
            if is_special(path):
                continue            # not a save (a folder, a FIFO): the player's, not ours
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as e:
                log.warning("could not remove %s: %s", path, e)
                problem = _("The finished game's autosave could not be removed "
                            "({reason}).").format(reason=system_reason(e, self.folder))
        # Without this, a power cut soon after can bring the removed files back, and Continue
        # would reopen a game that had ended.
        sync_folder(self.folder)
        return problem

    def autosave_info(self) -> SaveInfo | None:
        """The autosave's listing (which game, who, how far) without replaying its moves, or
        None when there is none or it cannot be read (Continue then says what is wrong)."""
        try:
            record, _state = loads(read_save(self.autosave_path), replay=False)
        except (OSError, SaveError):
            return None
        except Exception:  # noqa: BLE001 - a file must never crash the title; Continue reports it
            log.warning("autosave unreadable for its listing", exc_info=True)
            return None
        return SaveInfo.of(self.autosave_path, record)

    def continue_game(self) -> Resume:
        """Load the autosave for Continue; never raises.

        A bad autosave is renamed aside with the reason kept in `problem`, and the backup is
        offered if it loads (a bad backup is renamed aside too).
        """
        self.flush()
        self._sweep_leftovers()
        problem = kept = None
        if self.autosave_path.exists():
            try:
                return Resume(game=self._load(self.autosave_path))
            except StorageError as e:
                problem = message_of(e)
                kept = keep_aside(self.autosave_path, self.now())
        backup = backup_kept = None
        if self.backup_path.exists():
            try:
                backup = self._load(self.backup_path)
            except StorageError as e:
                log.warning("backup unusable: %s", e)
                backup_kept = keep_aside(self.backup_path, self.now())
                if problem is None:          # the backup was all there was: say so
                    problem, kept, backup_kept = message_of(e), backup_kept, None
        if problem is None and self._set_aside is not None:
            problem, kept = self._set_aside
        if problem is None and backup is not None:
            problem = _("Only the backup of your last game is left; the autosave itself is "
                        "gone.")
        return Resume(problem=problem, kept_as=kept, backup=backup, backup_kept=backup_kept)

    def set_aside(self, reason: Text | str, *loaded_from: Path) -> None:
        """Take a game that failed right after it was loaded out of Continue's way: the autosave
        and the file it came from are renamed aside (never deleted), so that Continue explains
        `reason` and offers the backup, which the failed game never overwrote."""
        self.flush()
        kept = None
        for path in dict.fromkeys((self.autosave_path, *loaded_from)):
            if path.exists():
                moved = keep_aside(path, self.now())
                kept = kept or moved
        self._set_aside = (reason, kept)

    def _sweep_leftovers(self, older_than: float = 600.0) -> None:
        """Remove temporary files a killed process left behind (never a save itself).

        Only files untouched for `older_than` seconds go, so a second copy of the game that is
        writing right now keeps its own.
        """
        try:
            candidates = [p for p in self.folder.iterdir()
                          if p.name.startswith((f".{AUTOSAVE_FILE}.", f".{BACKUP_FILE}."))
                          and p.name.endswith((".tmp", ".link"))]
        except OSError:
            return
        limit = self.now().timestamp() - older_than
        for path in candidates:
            try:
                if path.stat().st_mtime < limit:
                    path.unlink()
            except OSError:
                pass

    # --- named saves ------------------------------------------------------------------------
    def list_saves(self) -> list[SaveInfo]:
        """Every named save, newest first; a damaged one is listed with its problem."""
        infos = []
        try:
            paths = [p for p in self.saves_folder.iterdir()
                     if p.suffix == SAVE_SUFFIX and p.is_file() and not p.name.startswith(".")]
        except OSError:
            return []
        for path in paths:
            try:
                record, _state = loads(read_save(path), replay=False)
                infos.append(known_kept(SaveInfo.of(path, record)))
            except SaveError as e:
                infos.append(SaveInfo.damaged(path, message_of(e)))
            except OSError as e:
                infos.append(SaveInfo.damaged(path, _("It cannot be read ({reason}).").format(
                    reason=system_reason(e, self.saves_folder))))
        stamp = lambda i: i.saved_at.timestamp() if i.saved_at else float("-inf")  # noqa: E731
        return sorted(infos, key=lambda i: (-stamp(i), i.name.casefold()))

    def named_copy(self, game: GameRecord | None = None) -> SaveInfo | None:
        """The named save holding `game` (by default the autosave's) move for move, if one
        does (the player saved it under a name and has not played on since); None also when a
        file cannot be read (the question on replacing the game then asks as it always did)."""
        if game is None:
            self.flush()
            try:
                game, _state = loads(read_save(self.autosave_path), replay=False)
            except Exception:  # noqa: BLE001 - a file must never crash the title
                return None
        for info in self.list_saves():
            if info.problem is not None or info.moves != len(game.actions):
                continue
            try:
                record, _state = loads(read_save(info.path), replay=False)
            except Exception:  # noqa: BLE001 - listed a moment ago; gone or changed since
                continue
            if record == game:          # the same game, config, seed, deal and moves
                return info
        return None

    def path_for(self, name: str) -> Path:
        """The file a save of this name goes to (raises StorageError for an unusable name): its
        safe form, numbered ("evil-name-sav-2.json") when that file holds a save of another
        name (or one that cannot be read), so a different name never replaces a save."""
        clean = " ".join(name.split())
        if not clean:
            raise StorageError(_("Give the saved game a name."))
        problem = name_problem(clean, MAX_NAME, _("A save's name"))
        if problem:
            raise StorageError(problem)
        stem = file_stem(clean, _RESERVED)
        for n in range(1, 1000):
            path = self.saves_folder / f"{stem}{'' if n == 1 else f'-{n}'}{SAVE_SUFFIX}"
            if not path.exists() or same_name(self._stored_name(path), clean):
                return path
        raise StorageError(_("Too many saves have names like this one; choose another name."))

    def _stored_name(self, path: Path) -> str | None:
        """The name the save at `path` was given, or None when it cannot be read."""
        try:
            return loads(read_save(path), replay=False)[0].meta.get("name")
        except Exception:  # noqa: BLE001 - any file may sit there; it is simply not this name
            return None

    def find_save(self, name: str) -> SaveInfo | None:
        """The save this name would overwrite, if any (so the screen can ask first)."""
        path = self.path_for(name)
        if not path.exists():
            return None
        return next((i for i in self.list_saves() if i.path == path),
                    SaveInfo.damaged(path, _("It cannot be read.")))

    def save_named(self, name: str, record: GameRecord, state: State | None = None) -> SaveInfo:
        """Save the game under a name (a save of the same name is replaced, atomically)."""
        path = self.path_for(name)
        clean = " ".join(name.split())
        data = encode_save(record, state, self.now(), name=clean)
        try:
            atomic_write(path, data)
        except OSError as e:
            raise StorageError(_("The game could not be saved ({reason}).").format(
                reason=system_reason(e, self.saves_folder))) from None
        record_now = record.with_meta(loads(data, replay=False)[0].meta)
        return SaveInfo.of(path, record_now)

    def load_named(self, save: SaveInfo | Path) -> SavedGame:
        """Load a named save; a damaged one is renamed aside and StorageError says why."""
        path = save.path if isinstance(save, SaveInfo) else Path(save)
        try:
            return self._load(path)
        except StorageError as e:
            kept = keep_aside(path, self.now()) if path.exists() else None
            if kept is None:
                raise StorageError(message_of(e)) from None
            raise StorageError(_("{problem} The file was kept as {path}.").format(
                problem=message_of(e), path=str(kept))) from None

    def delete_save(self, save: SaveInfo | Path) -> None:
        """Delete a named save the player chose to delete."""
        path = save.path if isinstance(save, SaveInfo) else Path(save)
        if path.parent.resolve() != self.saves_folder.resolve():
            raise StorageError(_("Only saved games in the saves folder can be deleted."))
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            raise StorageError(_("The saved game could not be deleted ({reason}).").format(
                reason=system_reason(e, path.parent))) from None
        sync_folder(path.parent)

    # --- reading ----------------------------------------------------------------------------
    def _load(self, path: Path) -> SavedGame:
        """Read, check and replay one save file; StorageError (the engine's words) if bad."""
        try:
            record, state = decode_save(read_save(path))
        except OSError as e:
            raise StorageError(_("The save file cannot be read ({reason}).").format(
                reason=system_reason(e, path.parent))) from None
        except SaveError as e:
            raise StorageError(message_of(e)) from None
        except Exception as e:  # noqa: BLE001 - a file must never crash the game; the log has it
            # Only the kind of failure: its text may quote the file, which is no message.
            log.exception("unexpected failure loading %s", path)
            raise StorageError(_("The save file is damaged in an unexpected way ({reason}; "
                                 "the log has the details).").format(
                                     reason=type(e).__name__)) from None
        return SavedGame(record, state, known_kept(SaveInfo.of(path, record)))
