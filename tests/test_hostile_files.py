"""Files that hang, flood or crash: a FIFO or a device in place of the autosave, the settings,
a save or the log; integers of more than 4,300 digits; a sparse file of a gigabyte. Every one
goes through the real loaders on real files (and `python -m game.replay` as a player runs it):
nothing hangs, nothing raises, the file is kept aside and the player is told in plain words.

A reader that waited on a FIFO would hang the test itself; each such call runs in a helper
thread that must have finished after a generous join (a guard against a hang, not a timing)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from datetime import datetime
from pathlib import Path

import pytest

from tests.test_saves_ui import real_save

from game import replay
from game.files import UnreadableFile, parse_json, read_regular
from scenes import crashlog
from scenes.session.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from scenes.session.storage import GameStore, StorageError

ROOT = Path(__file__).resolve().parent.parent
NOW = datetime(2026, 11, 22, 7, 30, 0)
HUGE = "9" * 5000                    # more digits than json will turn into an int
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def finishes(fn, *args):
    """Run fn in a helper thread; it must come back (a reader waiting on a FIFO never would)."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn(*args)
        except BaseException as e:  # noqa: BLE001 - handed to the test
            out["error"] = e

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(timeout=60)
    assert not thread.is_alive(), f"{fn.__name__} hung"
    if "error" in out:
        raise out["error"]
    return out["value"]


# --- special files --------------------------------------------------------------------------

@needs_fifo
def test_a_fifo_as_the_autosave_is_kept_aside_and_the_backup_offered(tmp_path):
    good, state = real_save(seed=2, moves=20)
    store = GameStore(tmp_path, background=False)
    os.mkfifo(store.autosave_path)
    store.backup_path.write_bytes(good)
    resume = finishes(store.continue_game)
    assert resume.game is None and "not an ordinary file" in resume.problem
    assert resume.kept_as is not None and resume.kept_as.name.startswith("autosave.json.damaged-")
    assert not store.autosave_path.exists()
    assert resume.backup is not None and resume.backup.state == state


@needs_fifo
def test_a_fifo_as_the_settings_gives_the_defaults_and_is_kept_aside(tmp_path):
    os.mkfifo(tmp_path / SETTINGS_FILE)
    settings, message = finishes(load_settings, tmp_path, NOW)
    assert settings == Settings() and "not an ordinary file" in message
    assert (tmp_path / "settings.json.damaged-20261122-073000").exists()
    assert load_settings(tmp_path) == (Settings(), None)       # repaired in its place


@pytest.mark.parametrize("kind", ["folder", pytest.param("fifo", marks=needs_fifo)])
def test_something_in_the_settings_place_is_moved_aside_when_they_are_saved(tmp_path, kind):
    """Something put where the settings file goes while the game runs: a folder refused every
    save of the settings ("could not be saved") and a FIFO was replaced, gone. It is moved
    aside, the settings are saved, and the player is told where it went."""
    from dataclasses import replace
    from tests.test_storage import moved_aside, put_in_the_way, still_there
    put_in_the_way(tmp_path / SETTINGS_FILE, kind)
    chosen = replace(Settings(), show_tips=False, colour_blind=True)
    message = finishes(save_settings, chosen, tmp_path)
    [moved] = moved_aside(tmp_path, SETTINGS_FILE)
    assert still_there(moved, kind)
    assert message is not None and str(moved) in message and "settings are saved" in message
    assert load_settings(tmp_path) == (chosen, None)
    assert save_settings(Settings(), tmp_path) is None           # said once


@needs_fifo
def test_a_fifo_among_the_named_saves_is_neither_listed_nor_loaded(tmp_path):
    store = GameStore(tmp_path, background=False)
    store.saves_folder.mkdir(parents=True)
    fifo = store.saves_folder / "trap.json"
    os.mkfifo(fifo)
    assert finishes(store.list_saves) == []
    with pytest.raises(StorageError, match="not an ordinary file"):
        finishes(store.load_named, fifo)


@needs_fifo
def test_a_fifo_as_the_log_neither_holds_the_start_nor_swallows_a_crash(tmp_path, monkeypatch):
    logs = tmp_path / "logs"
    logs.mkdir()
    os.mkfifo(logs / crashlog.LOG_FILE)
    assert finishes(crashlog.setup_logging, logs) is None
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(crashlog, "temporary_folders", lambda: [tmp_path / "tmp"])
    path = finishes(crashlog.record_crash, RuntimeError("boom"), logs)
    assert path is not None and path.parent == tmp_path / "tmp"
    assert "boom" in path.read_text()


def test_a_device_is_refused_without_reading_it():
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    with pytest.raises(UnreadableFile, match="not an ordinary file"):
        finishes(read_regular, "/dev/zero", 1024)


def test_a_sparse_gigabyte_is_read_no_further_than_the_cap(tmp_path):
    path = tmp_path / SETTINGS_FILE
    with open(path, "wb") as f:
        f.truncate(1 << 30)
    settings, message = load_settings(tmp_path, NOW)
    assert settings == Settings() and "far too large" in message
    assert (tmp_path / "settings.json.damaged-20261122-073000").stat().st_size == 1 << 30


def run_replay(path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_replay_refuses_a_device_and_a_fifo_in_words(tmp_path, capsys):
    targets = ["/dev/zero"] if os.path.exists("/dev/zero") else []
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo.json")
        targets.append(tmp_path / "fifo.json")
    assert targets
    for target in targets:
        assert finishes(replay.main, [str(target)]) == 2
        err = capsys.readouterr().err
        assert "not an ordinary file" in err and "Traceback" not in err
    result = run_replay(targets[0])                  # as a player runs it
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "not an ordinary file" in result.stderr


# --- oversized numbers ----------------------------------------------------------------------

def with_huge_number(data: bytes, key: str) -> bytes:
    obj = json.loads(data)
    text = json.dumps(obj)
    return text.replace(f'"{key}": {json.dumps(obj[key])}', f'"{key}": {HUGE}', 1).encode()


def test_parse_json_turns_the_whole_failure_class_into_words():
    for data, words in [(HUGE.encode(), "number far too long"),
                        (b"[" * 100_000 + b"]" * 100_000, "damaged or cut short"),
                        (b"\xff\xfe", "not readable text"),
                        ("\ud800".encode("utf-8", "surrogatepass"), "not readable text"),
                        (b"", "empty")]:
        with pytest.raises(UnreadableFile, match=words):
            parse_json(data, "file")


def test_a_huge_number_in_the_autosave_is_explained_without_the_files_text(tmp_path):
    good, state = real_save(seed=3, moves=12)
    store = GameStore(tmp_path, background=False)
    bad = with_huge_number(good, "seed")
    store.autosave_path.write_bytes(bad)
    store.backup_path.write_bytes(good)
    resume = store.continue_game()
    assert resume.game is None and "number far too long" in resume.problem
    assert "9999999999" not in resume.message and "ValueError" not in resume.message
    assert resume.kept_as.read_bytes() == bad
    assert resume.backup.state == state


@pytest.mark.parametrize("field", ["sound_volume", "window_size", "theme"])
def test_a_huge_number_in_the_settings_is_kept_aside_and_defaults_used(tmp_path, field):
    text = json.dumps({"format": "modern-art-settings", "version": 1, field: 1})
    (tmp_path / SETTINGS_FILE).write_text(text.replace(f'"{field}": 1', f'"{field}": {HUGE}'))
    settings, message = load_settings(tmp_path, NOW)
    assert settings == Settings() and "number far too long" in message
    assert (tmp_path / "settings.json.damaged-20261122-073000").read_text().count("9") >= 5000


def test_the_game_starts_with_a_huge_number_in_its_settings(tmp_path):
    config = tmp_path / "home" / ".config" / "ModernArt"
    config.mkdir(parents=True)
    (config / SETTINGS_FILE).write_text(
        '{"format": "modern-art-settings", "version": 1, "window_size": [' + HUGE + ', 720]}')
    (tmp_path / "work").mkdir()
    result = subprocess.run(
        [sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]);"
         "from scenes.app import main; sys.exit(main(['--first-frame-exit']))", str(ROOT)],
        cwd=tmp_path / "work", capture_output=True, text=True, timeout=120,
        env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                 HOME=str(tmp_path / "home"), XDG_CONFIG_HOME=str(tmp_path / "home" / ".config"),
                 XDG_DATA_HOME=str(tmp_path / "home" / ".data")))
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert list(config.glob("settings.json.damaged-*"))              # kept aside
    assert load_settings(config)[1] is None                          # and repaired


def test_replay_of_a_save_with_a_huge_number_says_so_without_a_traceback(tmp_path, capsys):
    good, _ = real_save(seed=4, moves=8)
    path = tmp_path / "huge.json"
    path.write_bytes(with_huge_number(good, "seed"))
    assert replay.main([str(path)]) == 2
    assert "number far too long" in capsys.readouterr().err
    result = run_replay(path)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "number far too long" in result.stderr


# --- the crash log --------------------------------------------------------------------------

def test_record_crash_never_writes_to_the_working_folder_nor_raises(tmp_path, monkeypatch):
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.delenv("TMPDIR", raising=False)
    assert Path.cwd() not in crashlog.temporary_folders()
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setattr(crashlog, "temporary_folders", lambda: [tmp_path / "file"])
    assert crashlog.record_crash(RuntimeError("x"), tmp_path / "file" / "logs") is None
    assert crashlog.record_crash(RuntimeError("x"), None) is None
    assert list(work.iterdir()) == []


def test_record_crash_with_no_log_folder_uses_a_temporary_folder(tmp_path, monkeypatch):
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(crashlog, "temporary_folders", lambda: [tmp_path / "tmp"])
    path = crashlog.record_crash(RuntimeError("no folder"), None, when=NOW)
    assert path == tmp_path / "tmp" / "ModernArt-crash-20261122-073000.log"
    assert "no folder" in path.read_text()


# --- durable clearing -----------------------------------------------------------------------

def test_clearing_a_finished_game_syncs_the_folder(tmp_path, monkeypatch):
    from scenes.session import storage
    good, _ = real_save(seed=5, moves=6)
    store = GameStore(tmp_path, background=False)
    store.autosave_path.write_bytes(good)
    store.backup_path.write_bytes(good)
    synced = []
    real_sync = storage.sync_folder

    def watch(folder):
        synced.append((Path(folder), store.autosave_path.exists(), store.backup_path.exists()))
        real_sync(folder)

    monkeypatch.setattr(storage, "sync_folder", watch)
    assert store.clear_autosave() is None
    # The folder is synced after both files are gone, so the removal survives a power cut.
    assert (tmp_path, False, False) in synced
