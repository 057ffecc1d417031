"""The game's log file, and what happens to an unexpected exception's traceback.

The app calls `setup_logging(default_log_folder())` once at start. When something goes wrong
that nobody expected, `record_crash(exc, folder)` appends the full traceback (with versions and
whatever context the caller gives: scene, seed, moves) to the log and returns the log's path,
which the apology screen shows. Recording a crash never raises: if the log folder cannot be
written, the report goes to the system's temporary folder instead (never the working folder).
"""
from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import os
import platform
import sys
import traceback
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

from game.files import append_regular, is_special

LOG_FILE = "modern-art.log"
#: Where a crash Python cannot catch (a fault in a library) leaves every thread's stack.
FATAL_FILE = "modern-art-fatal.log"
#: The log rotates at this size, keeping this many old files: a log never grows without end.
LOG_MAX_BYTES = 512 * 1024
LOG_BACKUPS = 3
LOG_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

log = logging.getLogger(__name__)


def default_log_folder() -> Path:
    """The user log folder of the game (platformdirs); not created here."""
    from platformdirs import user_log_dir
    return Path(user_log_dir("ModernArt", appauthor=False))


def setup_logging(folder: Path, level: int = logging.INFO) -> Path | None:
    """Send the game's log (the root logger) to `<folder>/modern-art.log`, rotating.

    Returns the log's path, or None if the folder cannot be written (then the log goes
    nowhere but the console and the game goes on). Calling it again adds no second handler.
    """
    path = Path(folder) / LOG_FILE
    if is_special(path):                 # a FIFO would hold the start-up until read
        log.warning("no log file: %s is not an ordinary file", path)
        return None
    root = logging.getLogger()
    for handler in root.handlers:
        if (isinstance(handler, logging.FileHandler)
                and Path(handler.baseFilename) == path.resolve()):
            return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError as e:
        log.warning("no log file in %s: %s", folder, e)
        return None
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    root.addHandler(handler)
    if root.level > level or root.level == logging.NOTSET:
        root.setLevel(level)
    return path


def stop_logging(folder: Path) -> None:
    """Close and remove the log file handler `setup_logging` added for this folder."""
    path = (Path(folder) / LOG_FILE).resolve()
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, logging.FileHandler) and Path(handler.baseFilename) == path:
            root.removeHandler(handler)
            handler.close()


def crash_summary(exc: BaseException) -> str:
    """One line naming the exception, for the apology screen ("ValueError: ...")."""
    try:
        text = str(exc).strip()
    except Exception:  # noqa: BLE001 - an exception whose str() fails still gets a name
        text = ""
    text = text.splitlines()[0] if text else ""
    name = type(exc).__name__
    return f"{name}: {text[:200]}" if text else name


def _versions() -> str:
    try:
        from importlib.metadata import version
        game = version("modern-art")
    except Exception:  # noqa: BLE001 - running from source without installing
        game = "from source"
    try:
        import pygame
        pg = pygame.version.ver
    except Exception:  # noqa: BLE001
        pg = "unavailable"
    return (f"Modern Art {game}, Python {platform.python_version()}, pygame-ce {pg}, "
            f"{platform.platform()}")


def crash_report(exc: BaseException, context: dict[str, Any] | None = None,
                 when: datetime | None = None) -> str:
    """The text recorded for a crash: time, versions, context and the full traceback."""
    lines = [f"==== Unexpected error at {(when or datetime.now()).isoformat(timespec='seconds')} ====",
             _versions()]
    for key, value in (context or {}).items():
        lines.append(f"{key}: {value}")
    lines.append("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip())
    return "\n".join(lines) + "\n\n"


def temporary_folders() -> list[Path]:
    """The system's temporary folders, in the order `tempfile` tries them, but never the working
    directory (where `tempfile.gettempdir()` ends up when every other one is unwritable)."""
    names = [os.environ.get(key) for key in ("TMPDIR", "TEMP", "TMP")]
    if os.name == "nt":
        names += [os.path.expandvars(r"%LOCALAPPDATA%\Temp"), r"C:\TEMP", r"C:\TMP"]
    else:
        names += ["/tmp", "/var/tmp", "/usr/tmp"]
    out: list[Path] = []
    for name in names:
        if name and os.path.isabs(name) and Path(name) not in out:
            out.append(Path(name))
    return out


def record_crash(exc: BaseException, folder: Path | None, context: dict[str, Any] | None = None,
                 when: datetime | None = None) -> Path | None:
    """Append the crash's report to the log in `folder` and return the file's path.

    If that folder (or None) cannot be written the report goes to a file in a temporary folder;
    only if nothing at all can be written is None returned. Never writes to the working
    directory, never waits on a FIFO, never raises.
    """
    try:
        return _record_crash(exc, folder, context, when)
    except Exception:  # noqa: BLE001 - the crash being recorded is the news, not this
        return None


def _record_crash(exc: BaseException, folder: Path | None, context: dict[str, Any] | None,
                  when: datetime | None) -> Path | None:
    try:
        report = crash_report(exc, context, when)
    except Exception:  # noqa: BLE001 - a str() that itself fails must not hide the crash
        report = "==== Unexpected error ====\n" + "".join(
            traceback.format_exception_only(type(exc), exc)) + "\n"
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    targets = [Path(folder) / LOG_FILE] if folder is not None else []
    targets += [tmp / f"ModernArt-crash-{stamp}.log" for tmp in temporary_folders()]
    for i, path in enumerate(targets):
        try:
            if i == 0 and folder is not None:
                path.parent.mkdir(parents=True, exist_ok=True)
            append_regular(path, report)
        except OSError:
            continue
        try:
            log.error("unexpected error %s; the details are in %s", crash_summary(exc), path)
        except Exception:  # noqa: BLE001
            pass
        return path
    return None


def record_fatal_errors(folder: Path) -> Path | None:
    """Until the process ends, a crash no Python code can catch (a segmentation fault in a
    library: the window simply closes, with no message and nothing in the log) appends every
    thread's stack to `<folder>/modern-art-fatal.log`; its path, or None if it cannot be
    written (then nothing is recorded and the game goes on)."""
    path = Path(folder) / FATAL_FILE
    if is_special(path):
        return None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        stream = open(path, "a", encoding="utf-8")     # kept open: written at the fault
        faulthandler.enable(stream, all_threads=True)
    except (OSError, RuntimeError, ValueError) as e:
        log.warning("no record of fatal errors in %s: %s", folder, e)
        return None
    return path


def install_excepthook(folder: Path) -> Callable[[], None]:
    """Record crashes that escape the main loop too (at start-up, say); returns an undo.

    The previous hook still runs after recording, so the traceback also reaches the console.
    """
    previous = sys.excepthook

    def hook(kind, exc, tb):
        if not issubclass(kind, KeyboardInterrupt):
            record_crash(exc.with_traceback(tb) if exc is not None else kind(), folder)
        previous(kind, exc, tb)

    sys.excepthook = hook

    def undo() -> None:
        sys.excepthook = previous

    return undo
