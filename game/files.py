"""Reading the game's own files safely: the one way a save, the settings or a replay is read.

A file the player (or a mishap) put in place of one of ours must never hang the game, fill the
memory or crash it: only a regular file is opened (a FIFO, a device like /dev/zero or a folder
is refused without waiting on it), at most `limit` bytes are read, and JSON that cannot be
decoded for any reason (bad text, numbers of more digits than Python converts, nesting deeper
than the parser goes) raises `UnreadableFile` with a plain sentence for the player.

    data = read_regular(path, MAX_SAVE_BYTES)        # OSError / UnreadableFile
    obj = parse_json(data, "save file")              # UnreadableFile
"""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

#: Opening a FIFO for reading waits for a writer; without blocking it answers at once.
_NO_WAIT = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)


class UnreadableFile(ValueError):
    """A file that is not one of ours in a usable form; the message is for the player.

    `reason` is the message's predicate ("is far too large ..."), for a caller that words the
    sentence itself."""

    def __init__(self, what: str, reason: str) -> None:
        super().__init__(f"The {what} {reason}.")
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
        raise UnreadableFile(what, "is damaged or cut short: it is not valid JSON") from None
    except ValueError:
        # json turns a number of more than 4,300 digits into this (CVE-2020-10735's limit).
        raise UnreadableFile(what, "is damaged: it holds a number far too long to be real") \
            from None
