"""Saved games on disk: the autosave slot and its backup, named saves, and every kind of damage."""
from __future__ import annotations

import json
import os
import random
import stat
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from game import apply, legal_actions, new_game
from game.bots import RandomBot
from game.config import default_config
from game.save import MAX_SAVE_BYTES, SAVE_VERSION, GameRecord, SaveError, dumps, loads
from game.state import GAME_OVER
from scenes.session import storage
from scenes.session.storage import (AUTOSAVE_FILE, BACKUP_FILE, CHECKSUM_KEY, GameStore, SaveInfo,
                            StorageError, decode_save, encode_save)

NOW = datetime(2026, 11, 22, 7, 30, 0)


class Clock:
    """A clock the tests move by hand: one second per reading."""

    def __init__(self):
        self.t = NOW

    def __call__(self):
        self.t += timedelta(seconds=1)
        return self.t


def play(players=3, seed=1, moves=None, humans=0):
    """A real game of random bots: (record, final state, every state along the way)."""
    config = default_config(players, humans=humans)
    state = new_game(config, seed)
    rng = random.Random(seed)
    bot = RandomBot()
    record = GameRecord(config, seed)
    states = [state]
    while state.phase != GAME_OVER and (moves is None or len(record.actions) < moves):
        seat = state.to_act[0]
        action = bot.choose(None, legal_actions(state, seat), rng)
        state = apply(state, action)
        record = record.then(action)
        states.append(state)
    return record, state, states


@pytest.fixture(scope="module")
def finished_game():
    return play(3, seed=7)


@pytest.fixture(scope="module")
def short_game():
    return play(3, seed=3, moves=12)


@pytest.fixture
def store(tmp_path):
    return GameStore(tmp_path / "data", now=Clock())


def saved(store: GameStore, record: GameRecord, state=None) -> str | None:
    """Autosave as the table does, then wait for the disk; the outcome of that write."""
    store.autosave(record, state)
    assert store.flush(timeout=30)
    return store.save_problem


def same_game(a: GameRecord, b: GameRecord) -> bool:
    return (a.config, a.seed, a.deck, a.actions) == (b.config, b.seed, b.deck, b.actions)


def kept_aside(folder: Path, name=AUTOSAVE_FILE):
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{name}.damaged-"))


# --- the format -----------------------------------------------------------------------------

def test_encoding_is_the_engines_format_with_a_checksum(finished_game):
    record, state, _ = finished_game
    data = encode_save(record, state, NOW, name="Evening")
    parsed, replayed = loads(data)                      # the engine alone reads it
    assert same_game(parsed, record) and replayed == state
    # The spliced checksum gives exactly what the engine's dumps writes for the same meta.
    assert data.decode("utf-8") == dumps(parsed)
    assert list(parsed.meta)[-1] == CHECKSUM_KEY
    assert parsed.meta["round"] == state.round + 1 and parsed.meta["finished"] is True
    assert parsed.meta["name"] == "Evening"
    assert datetime.fromisoformat(parsed.meta["saved_at"]).replace(tzinfo=None) == NOW
    again, again_state = decode_save(data)
    assert same_game(again, record) and again_state == state


def test_a_save_without_checksum_is_accepted_on_its_moves(short_game):
    record, state, _ = short_game
    parsed, replayed = decode_save(dumps(record))
    assert same_game(parsed, record) and replayed == state


def test_an_old_checksum_in_meta_is_replaced_not_kept(short_game):
    record, state, _ = short_game
    first, _ = decode_save(encode_save(record, state, NOW))
    # Re-saving a loaded record (its meta holds the old checksum) must verify afresh.
    second, _ = decode_save(encode_save(first, state, NOW + timedelta(hours=1)))
    assert second.meta[CHECKSUM_KEY] != first.meta[CHECKSUM_KEY]
    assert list(second.meta).count(CHECKSUM_KEY) == 1


def test_save_then_load_equals_at_every_point_of_a_game(finished_game, tmp_path):
    record, _, states = finished_game
    store = GameStore(tmp_path, now=Clock())
    for n in range(0, len(record.actions), 17):
        partial = GameRecord(record.config, record.seed, record.deck, record.actions[:n])
        assert saved(store, partial, states[n]) is None
        resumed = store.continue_game()
        assert resumed.message is None
        assert same_game(resumed.game.record, partial)
        assert resumed.game.state == states[n]
        assert resumed.game.info.round == states[n].round + 1


# --- the autosave slot ----------------------------------------------------------------------

def test_autosave_keeps_the_previous_save_as_backup(store, short_game):
    record, _, states = short_game
    assert not store.has_autosave()
    for n in range(1, 4):
        part = GameRecord(record.config, record.seed, None, record.actions[:n])
        saved(store, part, states[n])
    auto, _ = decode_save(store.autosave_path.read_bytes())
    back, _ = decode_save(store.backup_path.read_bytes())
    assert len(auto.actions) == 3 and len(back.actions) == 2
    assert store.has_autosave()
    names = {p.name for p in store.folder.iterdir()}
    assert names == {AUTOSAVE_FILE, BACKUP_FILE}          # nothing temporary left over


def test_a_finished_game_clears_the_slot(store, finished_game):
    record, state, states = finished_game
    saved(store, GameRecord(record.config, record.seed, None, record.actions[:-1]), states[-2])
    saved(store, GameRecord(record.config, record.seed, None, record.actions[:-2]), states[-3])
    assert store.has_autosave()
    assert saved(store, record, state) is None
    assert not store.has_autosave() and list(store.folder.iterdir()) == []
    assert store.continue_game().message == "There is no saved game to continue."
    assert store.clear_autosave() is None               # clearing twice is harmless


def test_continue_with_nothing_saved(store):
    resume = store.continue_game()
    assert resume.game is None and resume.backup is None and resume.problem is None
    assert "no saved game" in resume.message


def damage_cases(data: bytes):
    """(label, bytes, words the message must contain) for every kind of damage."""
    text = data.decode("utf-8")
    obj = json.loads(text)

    def edited(**changes):
        new = dict(obj)
        new.update(changes)
        return json.dumps(new).encode("utf-8")

    action0 = dict(obj["actions"][0])
    return [
        ("empty", b"", "empty"),
        ("truncated", data[: len(data) // 2], "damaged or cut short"),
        ("not text", b"\xff\xfe" + data[2:], "not readable text"),
        ("not a save", b'{"hello": 1}', "not a Modern Art saved game"),
        ("future version", edited(version=SAVE_VERSION + 1), "newer version of Modern Art"),
        ("version as text", edited(version="1"), "version is missing"),
        ("version zero", edited(version=0), "unknown format version"),
        ("seed as text", edited(seed="12"), "seed is not a whole number"),
        ("seed as bool", edited(seed=True), "seed is not a whole number"),
        ("moves missing", edited(actions={"0": 1}), "list of moves is missing"),
        ("move seat as text", edited(actions=[{**action0, "seat": "0"}] + obj["actions"][1:]),
         "damaged at move 1"),
        ("unknown move", edited(actions=[{"type": "Steal", "seat": 0}]), "unknown action type"),
        ("move type a list", edited(actions=[{**action0, "type": ["PlayCard"]}]), "damaged"),
        ("config wrong", edited(config={"seats": "many"}), "game settings are invalid"),
        ("deck wrong", edited(deck=[0, 1, 2]), "deck is not the"),
        ("extra field", edited(cheat=True), "unexpected fields"),
        ("meta not object", edited(meta=[1]), "description is not an object"),
        ("illegal move", edited(actions=[{**action0, "seat": (action0["seat"] + 1) % 3}]
                                + obj["actions"][1:]), "altered or damaged"),
        ("tampered but legal", edited(meta={**obj["meta"], "round": 4}), "checksum"),
        ("huge", b" " * (MAX_SAVE_BYTES + 1), "far too large"),
        ("deep nesting", b"[" * 50_000 + b"]" * 50_000, "damaged or cut short"),
    ]


@pytest.fixture(scope="module")
def good_bytes(short_game):
    record, state, _ = short_game
    return encode_save(record, state, NOW)


@pytest.mark.parametrize("case", range(21))
def test_every_kind_of_damage_is_explained_kept_aside_and_the_backup_offered(
        tmp_path, short_game, good_bytes, case):
    label, bad, words = damage_cases(good_bytes)[case]
    record, _, states = short_game
    store = GameStore(tmp_path, now=lambda: NOW)
    earlier = GameRecord(record.config, record.seed, None, record.actions[:-1])
    saved(store, earlier, states[-2])
    saved(store, record, states[-1])
    store.autosave_path.write_bytes(bad)

    with pytest.raises(SaveError) as raised:
        decode_save(bad)
    assert words in str(raised.value), label

    resume = store.continue_game()
    assert resume.game is None
    assert resume.problem == str(raised.value)          # the engine's own words
    assert resume.kept_as == tmp_path / f"{AUTOSAVE_FILE}.damaged-20261122-073000"
    assert resume.kept_as.read_bytes() == bad            # renamed aside, byte for byte
    assert not store.autosave_path.exists()
    assert resume.backup is not None and same_game(resume.backup.record, earlier)
    assert resume.backup.state == states[-2]
    assert str(raised.value) in resume.message and "Continue from there?" in resume.message
    assert store.has_autosave()                          # Continue still offers the backup


def test_truncated_at_every_byte_boundary_of_a_real_save(finished_game):
    record, state, _ = finished_game
    data = encode_save(record, state, NOW)               # a whole game, every auction kind
    assert len(data) > 3000
    messages = set()
    for cut in range(len(data)):
        with pytest.raises(SaveError) as raised:
            decode_save(data[:cut])
        messages.add(str(raised.value))
    assert messages == {"The save file is empty: it was cut short or never written.",
                        "The save file is damaged or cut short."}


def test_truncated_saves_on_disk_are_kept_aside(tmp_path, short_game, good_bytes):
    for cut in (1, 10, len(good_bytes) // 3, len(good_bytes) - 1):
        store = GameStore(tmp_path / str(cut), now=lambda: NOW)
        store.folder.mkdir()
        store.autosave_path.write_bytes(good_bytes[:cut])
        resume = store.continue_game()
        assert "cut short" in resume.problem and resume.backup is None
        assert resume.kept_as.read_bytes() == good_bytes[:cut]
        assert "There is no intact backup" in resume.message
        assert not store.has_autosave()


def flip(data: bytes, bit: int) -> bytes:
    buf = bytearray(data)
    buf[bit // 8] ^= 1 << (bit % 8)
    return bytes(buf)


def test_a_bit_flip_never_loads_a_different_game(finished_game, short_game):
    """Every flip is either reported or harmless (inside the checksum's own key)."""
    small_record, small_state, _ = short_game
    small = encode_save(small_record, small_state, NOW)
    record, state, _ = finished_game
    big = encode_save(record, state, NOW)
    rng = random.Random(5)
    flips = [(small, bit) for bit in range(len(small) * 8)]
    flips += [(big, rng.randrange(len(big) * 8)) for _ in range(3000)]
    reported = 0
    for data, bit in flips:
        try:
            loaded, _ = decode_save(flip(data, bit))
        except SaveError as e:
            assert str(e).startswith(("The save file", "This is not a Modern Art", "This game"))
            reported += 1
        else:
            original, _ = decode_save(data)
            assert same_game(loaded, original)
            assert CHECKSUM_KEY not in loaded.meta       # only the checksum's key was hit
    assert reported > 0.97 * len(flips)


def test_a_bit_flipped_autosave_on_disk(tmp_path, short_game, good_bytes):
    store = GameStore(tmp_path, now=lambda: NOW)
    tmp_path.mkdir(exist_ok=True)
    store.autosave_path.write_bytes(flip(good_bytes, 8 * (len(good_bytes) - 30) + 1))
    resume = store.continue_game()
    assert resume.problem and resume.kept_as.exists() and resume.game is None


def test_a_huge_file_is_not_read_whole(tmp_path):
    store = GameStore(tmp_path, now=lambda: NOW)
    with open(store.autosave_path, "wb") as f:
        f.truncate(64 * 1024 * 1024)                    # a sparse 64 MB file
    resume = store.continue_game()
    assert "far too large" in resume.problem
    assert resume.kept_as.stat().st_size == 64 * 1024 * 1024


def test_a_bad_backup_is_kept_aside_too(tmp_path, good_bytes):
    store = GameStore(tmp_path, now=lambda: NOW)
    store.autosave_path.write_bytes(b"{")
    store.backup_path.write_bytes(b"")
    resume = store.continue_game()
    assert resume.backup is None and "cut short" in resume.problem
    assert kept_aside(tmp_path) and kept_aside(tmp_path, BACKUP_FILE)
    assert not store.has_autosave()


def test_only_the_backup_left(tmp_path, short_game, good_bytes):
    store = GameStore(tmp_path, now=lambda: NOW)
    store.backup_path.write_bytes(good_bytes)
    assert store.has_autosave()
    resume = store.continue_game()
    assert resume.game is None and resume.backup is not None
    assert "Only the backup" in resume.message
    # Playing on from the backup writes a fresh autosave and keeps the backup meanwhile.
    record, state = resume.backup.record, resume.backup.state
    assert saved(store, record, state) is None
    assert store.continue_game().game.state == state


# --- atomic writes --------------------------------------------------------------------------

@pytest.fixture
def two_saves(store, short_game):
    record, _, states = short_game
    saved(store, GameRecord(record.config, record.seed, None, record.actions[:5]), states[5])
    saved(store, GameRecord(record.config, record.seed, None, record.actions[:6]), states[6])
    before = (store.autosave_path.read_bytes(), store.backup_path.read_bytes())
    return store, GameRecord(record.config, record.seed, None, record.actions[:7]), states[7], before


def test_a_write_failing_midway_leaves_the_old_save(two_saves, monkeypatch):
    store, record, state, before = two_saves

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    message = saved(store, record, state)
    assert "no room left on the disk" in message and "goes on" in message
    assert (store.autosave_path.read_bytes(), store.backup_path.read_bytes()) == before
    assert {p.name for p in store.folder.iterdir()} == {AUTOSAVE_FILE, BACKUP_FILE}


def test_a_write_cut_off_half_way_leaves_the_old_save(two_saves, monkeypatch):
    store, record, state, before = two_saves
    real_fdopen = os.fdopen

    class HalfFile:
        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def write(self, data):
            self.f.write(data[: len(data) // 2])
            raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fdopen", lambda fd, mode: HalfFile(real_fdopen(fd, mode)))
    assert "the disk reported a fault" in saved(store, record, state)
    assert (store.autosave_path.read_bytes(), store.backup_path.read_bytes()) == before
    assert {p.name for p in store.folder.iterdir()} == {AUTOSAVE_FILE, BACKUP_FILE}


def test_the_final_rename_failing_leaves_the_old_save_in_place(two_saves, monkeypatch):
    store, record, state, before = two_saves
    real_replace = os.replace

    def replace(src, dst):
        if Path(dst).name == AUTOSAVE_FILE:
            raise PermissionError(13, "Permission denied")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    assert f"not allowed to use the folder {store.folder}" in saved(store, record, state)
    monkeypatch.undo()
    assert store.autosave_path.read_bytes() == before[0]     # the autosave never went missing
    resumed = store.continue_game()
    assert resumed.game is not None and len(resumed.game.record.actions) == 6


def test_without_hard_links_the_backup_is_a_copy(two_saves, monkeypatch):
    store, record, state, before = two_saves

    def no_links(src, dst):
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    assert saved(store, record, state) is None
    assert store.backup_path.read_bytes() == before[0]
    assert len(decode_save(store.autosave_path.read_bytes())[0].actions) == 7


def test_autosave_into_an_unwritable_place_never_raises(tmp_path, short_game):
    record, state, _ = short_game
    (tmp_path / "file").write_text("not a folder")
    store = GameStore(tmp_path / "file" / "data")
    assert "could not be saved" in saved(store, record, state)


# --- something else in a save's place ------------------------------------------------------

def put_in_the_way(path: Path, kind: str) -> None:
    """What a player (or a mishap) may leave where the game writes: a folder holding the
    player's own file, or a FIFO."""
    if kind == "folder":
        path.mkdir()
        (path / "mine.txt").write_text("the player's")
    else:
        os.mkfifo(path)


def still_there(path: Path, kind: str) -> bool:
    if kind == "folder":
        return (path / "mine.txt").read_text() == "the player's"
    return stat.S_ISFIFO(os.stat(path).st_mode)


def moved_aside(folder: Path, name: str) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{name}.moved-"))


KINDS = ["folder", pytest.param("fifo", marks=pytest.mark.skipif(
    not hasattr(os, "mkfifo"), reason="no FIFOs on this system"))]


@pytest.mark.parametrize("kind", KINDS)
def test_something_in_the_autosaves_place_is_moved_aside_and_the_game_saved(two_saves, kind):
    """A folder named autosave.json made every autosave fail until the player removed it, and
    a FIFO there was pushed into the backup's place over the previous game. It is moved aside
    (never deleted), the game is saved, the backup is the one before, and Continue finds the
    newest game; the player is told where the thing went."""
    store, record, state, before = two_saves
    store.autosave_path.unlink()
    put_in_the_way(store.autosave_path, kind)
    assert saved(store, record, state) is None and store.save_problem is None
    [moved] = moved_aside(store.folder, AUTOSAVE_FILE)
    assert still_there(moved, kind)
    assert store.backup_path.is_file() and store.backup_path.read_bytes() == before[1]
    assert len(store.continue_game().game.record.actions) == 7
    notice = store.notice()
    assert str(moved) in notice and "autosave" in notice and "your game is saved" in notice
    assert saved(store, record, state) is None                          # and saved on
    assert moved_aside(store.folder, AUTOSAVE_FILE) == [moved]
    assert len(decode_save(store.backup_path.read_bytes())[0].actions) == 7


@pytest.mark.parametrize("kind", KINDS)
def test_something_in_the_backups_place_is_moved_aside_and_the_backup_made(two_saves, kind):
    store, record, state, before = two_saves
    store.backup_path.unlink()
    put_in_the_way(store.backup_path, kind)
    assert saved(store, record, state) is None
    [moved] = moved_aside(store.folder, BACKUP_FILE)
    assert still_there(moved, kind)
    assert store.backup_path.is_file() and store.backup_path.read_bytes() == before[0]
    assert len(store.continue_game().game.record.actions) == 7
    assert str(moved) in store.notice() and "backup" in store.notice()


def test_a_backup_kept_as_it_is_leaves_its_place_alone(two_saves):
    """A game just continued keeps the backup as it is: nothing is moved from its place."""
    store, record, state, before = two_saves
    store.backup_path.unlink()
    put_in_the_way(store.backup_path, "folder")
    store.autosave(record, state, keep_backup=True)
    assert store.flush(timeout=30) and store.save_problem is None
    assert still_there(store.backup_path, "folder") and not moved_aside(store.folder, BACKUP_FILE)
    assert store.notice() is None


def test_the_notice_is_said_for_a_while_from_its_first_showing_then_forgotten(two_saves):
    store, record, state, _ = two_saves
    assert store.notice() is None
    store.autosave_path.unlink()
    store.autosave_path.mkdir()
    assert saved(store, record, state) is None
    clock = [NOW]
    store.now = lambda: clock[0]
    said = store.notice()                                 # first shown now
    assert said
    clock[0] += timedelta(seconds=storage.NOTICE_SECONDS - 0.5)
    assert store.notice() == said
    clock[0] += timedelta(seconds=0.5)
    assert store.notice() is None and store.notice() is None
    store.autosave_path.unlink()
    store.autosave_path.mkdir()                           # in the way again: told again
    assert saved(store, record, state) is None and store.notice()


def test_finishing_a_game_never_deletes_something_in_the_autosaves_place(store, short_game,
                                                                         finished_game):
    record, state, _ = short_game
    assert saved(store, record, state) is None
    store.autosave_path.unlink()
    put_in_the_way(store.autosave_path, "folder")
    final_record, final_state, _ = finished_game
    assert store.autosave(final_record, final_state) is None
    assert still_there(store.autosave_path, "folder") and not store.backup_path.exists()
    assert not store.has_autosave()


FULL_DISK = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from tests.test_storage import play
from scenes.session.storage import GameStore
record, state, _ = play(3, seed=3, moves=12)
store = GameStore(Path(sys.argv[2]), background=False)
print(store.autosave(record, state))
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a POSIX file size limit")
def test_a_full_disk_still_says_not_saved_with_a_folder_moved_out_of_the_way(tmp_path):
    """Moving the thing aside is no cure for a disk that takes nothing: the banner's reason
    still comes, in the game's words (a file size limit of 0 stands in for a full disk)."""
    import resource
    import subprocess
    import sys
    root = Path(__file__).resolve().parent.parent
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / AUTOSAVE_FILE).mkdir()
    result = subprocess.run(
        [sys.executable, "-c", FULL_DISK, str(root), str(folder)], capture_output=True,
        text=True, timeout=120, cwd=tmp_path,
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0)))
    assert result.returncode == 0, result.stderr
    assert "could not be saved (there is no room left on the disk)" in result.stdout
    assert moved_aside(folder, AUTOSAVE_FILE) and not (folder / AUTOSAVE_FILE).exists()


# --- named saves ----------------------------------------------------------------------------

def test_named_saves_list_load_and_delete(store, finished_game, short_game):
    big_record, _, big_states = finished_game
    small_record, small_state, _ = short_game
    mid = len(big_record.actions) // 2
    mid_record = GameRecord(big_record.config, big_record.seed, None, big_record.actions[:mid])
    assert store.list_saves() == []
    first = store.save_named("Friday  evening ", small_record, small_state)
    second = store.save_named("Überraschung! 2", mid_record, big_states[mid])
    assert first.name == "Friday evening" and first.path.name == "friday-evening.json"
    assert second.path.name == "überraschung-2.json"
    listed = store.list_saves()
    assert [i.name for i in listed] == ["Überraschung! 2", "Friday evening"]  # newest first
    info = listed[0]
    assert info.players == ("Axel", "Beatrix", "Clemens") and info.variant == "Standard"
    assert info.round == big_states[mid].round + 1 and info.moves == mid and not info.finished
    assert f"round {info.round}" in info.summary and "Axel, Beatrix, Clemens" in info.summary
    assert "22 Nov 2026" in info.summary

    loaded = store.load_named(info)
    assert same_game(loaded.record, mid_record) and loaded.state == big_states[mid]
    assert store.find_save("überraschung! 2").path == second.path    # would be overwritten
    assert store.find_save("überraschung 2") is None                 # another name: its own
    assert store.path_for("überraschung 2").name == "überraschung-2-2.json"
    assert store.find_save("Something else") is None

    store.delete_save(listed[1])
    assert [i.name for i in store.list_saves()] == ["Überraschung! 2"]
    assert not store.has_autosave()                      # named saves are not the autosave


def test_a_finished_game_can_be_saved_by_name(store, finished_game):
    record, state, _ = finished_game
    info = store.save_named("The end", record, state)
    assert info.finished and "finished" in info.summary
    assert store.load_named(info).state.phase == GAME_OVER


def test_saving_under_the_same_name_replaces(store, short_game, finished_game):
    record, state, _ = short_game
    store.save_named("Game", record, state)
    other, other_state, _ = finished_game
    store.save_named("game", other, other_state)
    [only] = store.list_saves()
    assert only.name == "game" and only.finished


@pytest.mark.parametrize("name, words", [("", "Give the saved game a name"),
                                         ("   ", "Give the saved game a name"),
                                         ("x" * 41, "at most 40 letters")])
def test_bad_names_are_refused_in_words(store, short_game, name, words):
    record, state, _ = short_game
    with pytest.raises(StorageError, match=words):
        store.save_named(name, record, state)


def test_names_that_are_not_file_names_are_made_safe(store):
    assert store.path_for("../../etc/passwd").name == "etc-passwd.json"
    assert store.path_for("con").name == "con-save.json"
    assert store.path_for("???").name == "save.json"
    for name in ("a/b", "a\\b", "C:", ".hidden", "nul"):
        assert store.path_for(name).parent == store.saves_folder


def test_two_names_with_the_same_safe_form_make_two_saves(store, short_game, finished_game):
    """"../../evil/name.sav" was stored as evil-name-sav.json, and "evil:name?sav" then asked
    to replace it; "///" went to save.json, where "???" would have gone too. A different name
    now takes a numbered file; the same name (case and spaces aside) still finds its save."""
    record, state, _ = short_game
    other, other_state, _ = finished_game
    first = store.save_named("../../evil/name.sav", record, state)
    assert first.path.name == "evil-name-sav.json"
    assert store.find_save("evil:name?sav") is None
    second = store.save_named("evil:name?sav", other, other_state)
    assert second.path.name == "evil-name-sav-2.json"
    assert store.find_save("EVIL:name?sav").path == second.path
    assert store.find_save("../../evil/name.sav").path == first.path
    assert store.save_named("///", record, state).path.name == "save.json"
    assert store.save_named("???", record, state).path.name == "save-2.json"
    assert store.save_named("save", record, state).path.name == "save-3.json"
    assert sorted(i.name for i in store.list_saves()) == sorted(
        ["../../evil/name.sav", "evil:name?sav", "///", "???", "save"])
    assert store.load_named(first).state == state and store.load_named(second).record == other
    (store.saves_folder / "broken.json").write_text("{not json")
    assert store.path_for("broken").name == "broken-2.json"    # a damaged file is never replaced


def test_a_damaged_named_save_is_listed_then_kept_aside_on_load(store, short_game):
    record, state, _ = short_game
    good = store.save_named("Good", record, state)
    bad = store.save_named("Bad", record, state)
    bad.path.write_bytes(bad.path.read_bytes()[:-40])
    listed = {i.path.name: i for i in store.list_saves()}
    assert listed["bad.json"].problem and "cut short" in listed["bad.json"].summary
    with pytest.raises(StorageError, match="cut short.*kept as"):
        store.load_named(listed["bad.json"])
    assert [i.path for i in store.list_saves()] == [good.path]
    assert kept_aside(store.saves_folder, "bad.json")


def test_a_tampered_named_save_is_refused(store, short_game):
    record, state, _ = short_game
    info = store.save_named("Tamper", record, state)
    data = json.loads(info.path.read_text())
    data["meta"]["round"] = 3
    info.path.write_text(json.dumps(data, separators=(",", ":"), ensure_ascii=False))
    with pytest.raises(StorageError, match="checksum"):
        store.load_named(info)


def test_delete_only_inside_the_saves_folder(store, tmp_path):
    outside = tmp_path / "precious.json"
    outside.write_text("{}")
    with pytest.raises(StorageError):
        store.delete_save(outside)
    assert outside.exists()


def test_save_info_of_a_record_with_odd_meta(short_game):
    record, _, _ = short_game
    odd = GameRecord(record.config, record.seed, None, record.actions,
                     {"saved_at": "yesterday", "round": True, "name": 5})
    info = SaveInfo.of(Path("x.json"), odd)
    assert info.saved_at is None and info.round is None and info.name == ""
    assert "unknown date" in info.summary and "12 moves" in info.summary


def test_loading_never_raises_anything_but_storage_error(store, monkeypatch, good_bytes):
    store.folder.mkdir(parents=True)
    store.autosave_path.write_bytes(good_bytes)

    def engine_bug(*args, **kwargs):
        raise KeyError("surprise")

    monkeypatch.setattr(storage, "decode_save", engine_bug)
    resume = store.continue_game()
    assert "unexpected way" in resume.problem and resume.kept_as.exists()


def test_human_seats_and_the_two_player_variant_round_trip(tmp_path):
    for players, humans in ((2, 2), (5, 1)):
        record, state, _ = play(players, seed=11, moves=40, humans=humans)
        store = GameStore(tmp_path / str(players))
        saved(store, record, state)
        resumed = store.continue_game().game
        assert resumed.record.config == record.config and resumed.state == state


def test_save_quit_continue_equals_never_quitting_at_random_points(tmp_path):
    """Random games of every size, saved at random moments: continuing gives the same game,
    and playing on from the loaded state matches playing on from the original."""
    rng = random.Random(2026)
    for players in (2, 3, 4, 5):
        record, _, states = play(players, seed=rng.randrange(10_000))
        for _ in range(3):
            n = rng.randrange(len(record.actions))
            store = GameStore(tmp_path / f"{players}-{n}")
            part = GameRecord(record.config, record.seed, None, record.actions[:n])
            assert saved(store, part, states[n]) is None
            game = GameStore(store.folder).continue_game().game     # a fresh start of the app
            assert game.state == states[n]
            state = game.state
            for action in record.actions[n:]:
                state = apply(state, action)
            assert state == states[-1]


# --- crashes: the traceback goes to the log, the game stays continuable ---------------------

from scenes import crashlog  # noqa: E402 - the crash log belongs with "nothing is lost"


def raise_and_catch(exc):
    try:
        raise exc
    except Exception as e:       # noqa: BLE001
        return e


def test_a_crash_is_recorded_and_the_game_is_still_continuable(tmp_path, short_game):
    record, state, _ = short_game
    store = GameStore(tmp_path / "data")
    saved(store, record, state)
    exc = raise_and_catch(ZeroDivisionError("division by zero"))
    path = crashlog.record_crash(exc, tmp_path / "logs", context={"scene": "table", "seed": 3},
                                 when=NOW)
    assert path == tmp_path / "logs" / crashlog.LOG_FILE
    text = path.read_text()
    assert "==== Unexpected error at 2026-11-22T07:30:00 ====" in text
    assert "Traceback (most recent call last)" in text and "raise_and_catch" in text
    assert "ZeroDivisionError: division by zero" in text
    assert "scene: table" in text and "Python" in text and "pygame-ce" in text
    assert crashlog.crash_summary(exc) == "ZeroDivisionError: division by zero"
    # The apology screen's "back to the title" continues from the last autosave, intact.
    assert GameStore(tmp_path / "data").continue_game().game.state == state


def test_crashes_accumulate_in_the_log(tmp_path):
    for i in range(3):
        crashlog.record_crash(raise_and_catch(RuntimeError(f"crash {i}")), tmp_path)
    text = (tmp_path / crashlog.LOG_FILE).read_text()
    assert [f"crash {i}" in text for i in range(3)] == [True] * 3


def test_an_unwritable_log_folder_falls_back_to_the_temporary_folder(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setattr(crashlog, "temporary_folders", lambda: [tmp_path / "tmp"])
    (tmp_path / "tmp").mkdir()
    path = crashlog.record_crash(raise_and_catch(KeyError("k")), tmp_path / "file" / "logs",
                                 when=NOW)
    assert path == tmp_path / "tmp" / "ModernArt-crash-20261122-073000.log"
    assert "KeyError" in path.read_text()


def test_recording_never_raises_even_when_nothing_can_be_written(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setattr(crashlog, "temporary_folders", lambda: [tmp_path / "file"])

    class Nasty(Exception):
        def __str__(self):
            raise RuntimeError("str() fails too")

    assert crashlog.record_crash(raise_and_catch(Nasty()), tmp_path / "file" / "x") is None


def test_setup_logging_writes_the_log_once(tmp_path):
    import logging
    try:
        path = crashlog.setup_logging(tmp_path)
        assert crashlog.setup_logging(tmp_path) == path          # no second handler
        logging.getLogger("scenes.test").warning("hello from the test")
        for handler in logging.getLogger().handlers:
            handler.flush()
        assert path.read_text().count("hello from the test") == 1
    finally:
        crashlog.stop_logging(tmp_path)
    assert not any(getattr(h, "baseFilename", None) == str(path.resolve())
                   for h in logging.getLogger().handlers)


def test_setup_logging_in_an_unwritable_place_returns_none(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    assert crashlog.setup_logging(tmp_path / "file" / "logs") is None


def test_the_excepthook_records_and_passes_on(tmp_path, monkeypatch):
    import sys
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *args: seen.append(args[0]))
    undo = crashlog.install_excepthook(tmp_path)
    exc = raise_and_catch(ValueError("at start-up"))
    sys.excepthook(ValueError, exc, exc.__traceback__)
    undo()
    assert seen == [ValueError]
    assert "at start-up" in (tmp_path / crashlog.LOG_FILE).read_text()


def test_the_summary_of_an_exception_whose_message_fails():
    class Nasty(Exception):
        def __str__(self):
            raise RuntimeError("no")

    assert crashlog.crash_summary(Nasty()) == "Nasty"
    assert crashlog.crash_summary(ValueError("first line\nsecond")) == "ValueError: first line"


# --- autosaving off the main loop -----------------------------------------------------------

def test_autosave_returns_before_the_disk_is_touched(tmp_path, short_game, monkeypatch):
    import threading
    record, state, _ = short_game
    store = GameStore(tmp_path)
    disk_free = threading.Event()
    real_write = storage.atomic_write

    def slow_disk(*args, **kwargs):
        assert disk_free.wait(timeout=30)
        real_write(*args, **kwargs)

    monkeypatch.setattr(storage, "atomic_write", slow_disk)
    assert store.autosave(record, state) is None         # returned while the disk is held
    assert not store.autosave_path.exists()
    assert store.flush(timeout=0.01) is False
    disk_free.set()
    assert store.flush(timeout=30)
    assert decode_save(store.autosave_path.read_bytes())[1] == state
    assert store.close(timeout=30)
    assert store._writer._thread is None                 # no thread lingers after close


def test_the_newest_position_wins_when_saves_come_faster_than_the_disk(tmp_path, finished_game,
                                                                       monkeypatch):
    import threading
    record, _, states = finished_game
    store = GameStore(tmp_path)
    disk_free = threading.Event()
    real_write = storage.atomic_write

    def slow_disk(*args, **kwargs):
        assert disk_free.wait(timeout=30)
        real_write(*args, **kwargs)

    monkeypatch.setattr(storage, "atomic_write", slow_disk)
    n = len(record.actions) - 1
    for k in range(1, n + 1):
        store.autosave(GameRecord(record.config, record.seed, None, record.actions[:k]),
                       states[k])
    disk_free.set()
    assert store.close(timeout=30)                       # at quit: the latest is written
    assert store._writer.written < n                     # the stale ones were skipped
    assert store.continue_game().game.state == states[n]


def test_clearing_drops_a_save_not_yet_written(tmp_path, short_game, finished_game, monkeypatch):
    import threading
    record, state, _ = short_game
    store = GameStore(tmp_path)
    saved(store, record, state)
    disk_free = threading.Event()
    real_write = storage.atomic_write

    def slow_disk(*args, **kwargs):
        assert disk_free.wait(timeout=30)
        real_write(*args, **kwargs)

    monkeypatch.setattr(storage, "atomic_write", slow_disk)
    store.autosave(record, state)      # being written (held)...
    store.autosave(record, state)      # ...and one waiting behind it
    disk_free.set()
    end_record, end_state, _ = finished_game
    assert store.autosave(end_record, end_state) is None       # game over: clear the slot
    assert store.flush(timeout=30)
    assert not store.has_autosave()


def test_a_failing_background_write_is_reported_then_cleared(tmp_path, short_game, monkeypatch):
    record, state, _ = short_game
    store = GameStore(tmp_path)

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    store.autosave(record, state)
    assert store.flush(timeout=30)
    assert "no room left on the disk" in store.save_problem
    assert "no room left on the disk" in store.autosave(record, state)   # told at the next move
    monkeypatch.undo()
    assert saved(store, record, state) is None and store.save_problem is None


def test_writing_in_place_without_a_thread(tmp_path, short_game):
    record, state, _ = short_game
    store = GameStore(tmp_path, background=False)
    assert store.autosave(record, state) is None
    assert store._writer._thread is None and store.autosave_path.exists()


def test_a_bad_backup_alone_is_explained_not_silently_dropped(tmp_path):
    store = GameStore(tmp_path, now=lambda: NOW)
    store.backup_path.write_bytes(b"x")
    resume = store.continue_game()
    assert resume.game is None and resume.backup is None
    assert "damaged or cut short" in resume.message
    assert "There is no intact backup" in resume.message
    assert resume.kept_as.read_bytes() == b"x" and not store.has_autosave()


def test_random_wrong_types_anywhere_in_a_save_give_a_save_error(finished_game):
    """Replace a random value anywhere in a real save with a value of another kind: the engine
    must answer with its SaveError (never a TypeError or KeyError), or load the same game."""
    record, state, _ = finished_game
    original = json.loads(encode_save(record, state, NOW))
    junk = [None, True, False, -1, 0, 7, 10 ** 30, 1.5, float("nan"), "", "x", "open", [], [0],
            {}, {"type": "Pass"}, [[[]]]]
    rng = random.Random(11)

    def paths(node, prefix=()):
        yield prefix
        if isinstance(node, dict):
            for k, v in node.items():
                yield from paths(v, prefix + (k,))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                yield from paths(v, prefix + (i,))

    every = list(paths(original))
    for _ in range(600):
        where = rng.choice(every[1:])
        data = json.loads(json.dumps(original))
        node = data
        for key in where[:-1]:
            node = node[key]
        node[where[-1]] = rng.choice(junk)
        if rng.random() < 0.3:
            data.pop("meta")                 # without the checksum only the engine checks
        try:
            loaded, _ = decode_save(json.dumps(data))
        except SaveError as e:
            assert str(e)
        else:
            assert same_game(loaded, record), where


def test_continue_sweeps_old_temporary_files_but_not_fresh_ones(tmp_path, good_bytes):
    store = GameStore(tmp_path, now=lambda: NOW)
    store.autosave_path.write_bytes(good_bytes)
    old = tmp_path / f".{AUTOSAVE_FILE}.abc123.tmp"
    fresh = tmp_path / f".{AUTOSAVE_FILE}.def456.tmp"
    link = tmp_path / f".{BACKUP_FILE}.link"
    unrelated = tmp_path / "notes.tmp"
    for path in (old, fresh, link, unrelated):
        path.write_bytes(b"half a save")
    an_hour_ago = NOW.timestamp() - 3600
    for path in (old, link, unrelated):
        os.utime(path, (an_hour_ago, an_hour_ago))
    os.utime(fresh, (NOW.timestamp(), NOW.timestamp()))
    assert store.continue_game().game is not None
    assert not old.exists() and not link.exists()
    assert fresh.exists() and unrelated.exists() and store.autosave_path.exists()


def test_killing_the_game_mid_save_never_costs_the_game(tmp_path):
    """A child process autosaves a growing game as fast as it can and is killed outright in the
    middle of it: whatever moment the kill hit, Continue finds a whole game."""
    import subprocess
    import sys
    code = f"""
import random, sys
sys.path.insert(0, {str(Path(__file__).resolve().parent.parent)!r})
from game import apply, legal_actions, new_game
from game.bots import RandomBot
from game.config import default_config
from game.save import GameRecord
from scenes.session.storage import GameStore
store = GameStore({str(tmp_path)!r}, background=False)
config = default_config(4)
rng, bot = random.Random(1), RandomBot()
while True:
    state, record = new_game(config, 1), GameRecord(config, 1)
    while state.phase != "game_over":
        seat = state.to_act[0]
        action = bot.choose(None, legal_actions(state, seat), rng)
        state, record = apply(state, action), record.then(action)
        if state.phase != "game_over":
            store.autosave(record, state)
            print(len(record.actions), flush=True)
"""
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        for _ in range(60):                      # let it write a few dozen saves, then kill
            assert child.stdout.readline()
        child.kill()
    finally:
        child.kill()
        child.wait(timeout=60)
        child.stdout.close()
    resume = GameStore(tmp_path).continue_game()
    assert resume.game is not None, resume.message
    assert len(resume.game.record.actions) >= 59
