"""The game's own files on disk: read safely, written atomically, set aside when damaged.

Reading is the one way a save, the settings or a replay is read.
A file the player (or a mishap) put in place of one of ours must never hang the game, fill the
memory or crash it: only a regular file is opened (a FIFO, a device like /dev/zero or a folder
is refused without waiting on it), at most `limit` bytes are read, and JSON that cannot be
decoded for any reason (bad text, numbers of more digits than Python converts, nesting deeper
than the parser goes) raises `UnreadableFile` with a plain sentence for the player.

    data = read_regular(path, MAX_SAVE_BYTES)        # OSError / UnreadableFile
    obj = parse_json(data, "save file")              # UnreadableFile

Writing never leaves half a file (`atomic_write`), a damaged file is renamed aside, never
deleted (`keep_aside`), and so is anything not a file that stands where a file is to be written
(`make_way`). Folders are always passed in.
"""
from __future__ import annotations

import errno
import json
import logging
import os
import shutil
import stat
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

from .i18n import Text, _

#: Opening a FIFO for reading waits for a writer; without blocking it answers at once.
_NO_WAIT = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)

log = logging.getLogger(__name__)


# i18n: the kind of file in "The {file} is damaged ..."
_FILES = {"file": _("file"), "save file": _("save file"), "settings file": _("settings file"),
          "records file": _("records file")}

#: Each reason a file cannot be read, as a whole sentence ({file} is the kind of file).
_SENTENCES = {
    "is a folder, so it cannot be read": _("The {file} is a folder, so it cannot be read."),
    "is not an ordinary file, so it cannot be read":
        _("The {file} is not an ordinary file, so it cannot be read."),
    "is far too large to be one of the game's files":
        _("The {file} is far too large to be one of the game's files."),
    "is empty: it was cut short or never written":
        _("The {file} is empty: it was cut short or never written."),
    "is damaged: it is not readable text": _("The {file} is damaged: it is not readable text."),
    # A player's words: "it is not valid JSON" was programmer talk on the damaged-save screen.
    "is damaged or cut short": _("The {file} is damaged or cut short."),
    "is damaged: it holds a number far too long to be real":
        _("The {file} is damaged: it holds a number far too long to be real."),
}


def _by_code(reasons: list[tuple[tuple[str, ...], Text]]) -> dict[int, Text]:
    """The reasons keyed by the system's error numbers (those this system has)."""
    return {getattr(errno, name): text for names, text in reasons for name in names
            if hasattr(errno, name)}


#: What the system's refusals mean for the player ({folder}: where the file belongs).
_SYSTEM_REASONS = _by_code([
    # i18n: each of these is the {reason} in "The game could not be saved ({reason})."
    (("ENOSPC", "EDQUOT", "EFBIG"), _("there is no room left on the disk")),
    (("EROFS",), _("the disk can only be read, not written")),
    # i18n: {folder} is a folder's full path
    (("EACCES", "EPERM"), _("the game is not allowed to use the folder {folder}")),
    (("EISDIR", "ENOTDIR", "EEXIST"),
     # i18n: {folder} is a folder's full path
     _("something else stands in the folder {folder} where the game keeps its file")),
    (("EIO",), _("the disk reported a fault")),
])


def system_reason(error: OSError, folder: Path | str) -> Text | str:
    """Why the system refused a file in `folder`, in the game's words: a full disk, a folder
    the game may not use (named, so the player can find it), something in the way; the
    system's own words (often English) only for a failure the game has no words for."""
    text = _SYSTEM_REASONS.get(error.errno or 0)
    if text is None:
        return str(error.strerror or error)
    return text.format(folder=str(folder))


class UnreadableFile(ValueError):
    """A file that is not one of ours in a usable form; the message (a Text, `message_of`) is
    for the player.

    `reason` is the message's predicate in English ("is far too large ..."), for a caller that
    tells the reason apart; show the player the whole message."""

    def __init__(self, what: str, reason: str) -> None:
        sentence = _SENTENCES.get(reason)
        message: Text | str = (f"The {what} {reason}." if sentence is None else
                               sentence.format(file=_FILES.get(what, what)))
        super().__init__(message)
        self.reason = reason


def read_regular(path: Path | str, limit: int, what: str = "file") -> bytes:
    """The bytes of the regular file at `path`, refusing anything else and anything larger.

    Raises OSError when the file cannot be opened or read (FileNotFoundError when it is not
    there), UnreadableFile when it is not a regular file or holds more than `limit` bytes.
    """
    fd = os.open(path, os.O_RDONLY | _NO_WAIT | _BINARY)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = "a folder" if stat.S_ISDIR(mode) else "not an ordinary file"
            raise UnreadableFile(what, f"is {kind}, so it cannot be read")
        chunks = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise too_large(what)
    return data


def append_regular(path: Path | str, text: str) -> None:
    """Append `text` (UTF-8) to the regular file at `path`, creating it; never waits on a FIFO
    and never writes into a device. Raises OSError when that cannot be done."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | _NO_WAIT | _BINARY, 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not an ordinary file")
        data = text.encode("utf-8", "replace")
        while data:
            data = data[os.write(fd, data):]
    finally:
        os.close(fd)


def is_special(path: Path | str) -> bool:
    """Whether something other than a regular file (a FIFO, a device, a folder) is at `path`."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def too_large(what: str = "file") -> UnreadableFile:
    """The one way of saying a file is beyond any size the game writes."""
    return UnreadableFile(what, "is far too large to be one of the game's files")


def parse_json(data: bytes | str, what: str = "file") -> Any:
    """The JSON value in `data`; any defect raises UnreadableFile in plain words.

    Catches the whole class, not just syntax errors: text that is not UTF-8 (UnicodeError),
    integers of more than 4,300 digits (ValueError), and nesting deeper than the parser's
    recursion limit (RecursionError).
    """
    try:
        text = data.decode("utf-8") if isinstance(data, (bytes, bytearray)) else data
        if not text.strip():
            raise UnreadableFile(what, "is empty: it was cut short or never written")
        return json.loads(text)
    except UnreadableFile:
        raise
    except UnicodeError:
        raise UnreadableFile(what, "is damaged: it is not readable text") from None
    except (json.JSONDecodeError, RecursionError):
        # Nesting deeper than the parser goes is as unreadable as a file cut short.
        raise UnreadableFile(what, "is damaged or cut short") from None
    except ValueError:
        # json turns a number of more than 4,300 digits into this (CVE-2020-10735's limit).
        raise UnreadableFile(what, "is damaged: it holds a number far too long to be real") \
            from None


# --- writing and setting aside ---------------------------------------------------------------

def atomic_write(path: Path, data: bytes, backup: Path | None = None,
                 durable: bool = True) -> None:
    """Write `data` to `path` so that the file is always either the old one or the new one.

    The bytes go to a temporary file in the same folder, are flushed and synced to the disk,
    and then replace the target in one step. With `backup`, the old file (if any) becomes the
    backup first. On any failure the temporary file is removed and the error re-raised; the
    old file is still in place. `durable` also syncs the folder, so that after a power cut the
    new file (not just a whole file) is there; the autosave skips it, since the save one move
    older is an acceptable loss and the sync costs as much as the write.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if backup is not None and path.exists():
            _make_backup(path, backup)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if durable:
        sync_folder(path.parent)


def _make_backup(path: Path, backup: Path) -> None:
    """Make `backup` the current `path` while `path` itself stays in place.

    A hard link costs nothing and never leaves a moment without the save; where the file
    system has no hard links, a copy does the same job.
    """
    link = backup.with_name(f".{backup.name}.link")
    try:
        try:
            os.unlink(link)
        except FileNotFoundError:
            pass
        os.link(path, link)
    except OSError:
        shutil.copyfile(path, link)
    os.replace(link, backup)


def sync_folder(folder: Path) -> None:
    """Make a rename durable across a power cut (POSIX); harmless to skip where unsupported."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def keep_aside(path: Path, now: datetime | None = None, label: str = "damaged") -> Path | None:
    """Rename a damaged file to `<name>.damaged-<time>` beside it (`label` in place of
    "damaged"); returns the new path.

    Never deletes anything; returns None if the file could not be moved (it stays as it was).
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    n = 1
    while target.exists() or target.is_symlink():
        n += 1
        target = path.with_name(f"{path.name}.{label}-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        log.warning("could not keep the file %s aside", path, exc_info=True)
        return None
    return target


def make_way(path: Path, now: datetime | None = None) -> Path | None:
    """Clear the place of one of the game's files of whatever stands there that is not a
    regular file (a folder, a FIFO, a device), so that the file can be written: it is renamed
    beside it to `<name>.moved-<time>`, never deleted. Returns where it went; None when the
    place was free or held a file (the write then replaces it as ever), or when the thing
    could not be moved (the write then fails and says why)."""
    if not is_special(path):
        return None
    moved = keep_aside(path, now, label="moved")
    if moved is not None:
        log.warning("%s was not a file; moved aside to %s", path, moved)
    return moved
