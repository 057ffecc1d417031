"""The settings file: round-trip, every kind of damage, atomic saving."""
from __future__ import annotations

import dataclasses
import json
import os
from datetime import datetime

import pytest

from scenes.session import settings as settings_module
from tests.file_helpers import refuse_reading
from scenes.session.settings import (ANIMATION_SPEEDS, COMPUTER_PACES, MAX_SETTINGS_BYTES,
                                     MAX_WINDOW, MIN_WINDOW, SETTINGS_FILE, Settings,
                                     SettingsError, load_settings, save_settings,
                                     settings_from_json, settings_problems, settings_to_json)
from game.cards import THEMES

NOW = datetime(2026, 11, 22, 7, 30, 0)

CUSTOM = Settings(fullscreen=True, window_size=(1920, 1080), animation_speed="fast",
                  computer_pace="relaxed", sound_volume=0.25, music_volume=0.0,
                  theme="masters", colour_blind=True, confirm_bids=True, show_tips=False,
                  tips_seen=("open", "sealed"), sound_on=False, language="de",
                  tips_met={"wen li": ("card:goal", "card:turn"), "ada": ("open",)})


def damaged_files(folder):
    return sorted(p.name for p in folder.iterdir() if ".damaged-" in p.name)


def write_raw(folder, content: bytes | str):
    path = folder / SETTINGS_FILE
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def test_defaults_keep_the_values_the_scenes_read():
    s = Settings()
    assert s.thinking_seconds == 0.8 and s.animation_scale == 1.0
    assert s.effects_gain == 0.8 and s.music_gain == 0.5
    silent = dataclasses.replace(s, sound_on=False)
    assert silent.effects_gain == 0.0 and silent.music_gain == 0.0
    assert settings_problems(s) == []


def test_missing_file_gives_defaults_without_a_message(tmp_path):
    assert load_settings(tmp_path / "not-yet-created") == (Settings(), None)


def test_round_trip_of_every_value(tmp_path):
    assert save_settings(CUSTOM, tmp_path) is None
    assert load_settings(tmp_path) == (CUSTOM, None)
    for speed in ANIMATION_SPEEDS:
        for pace in COMPUTER_PACES:
            for theme in THEMES:
                s = dataclasses.replace(CUSTOM, animation_speed=speed, computer_pace=pace,
                                        theme=theme, sound_volume=1, window_size=MIN_WINDOW)
                assert settings_from_json(json.loads(json.dumps(settings_to_json(s)))) == (s, [])
    assert damaged_files(tmp_path) == []


def test_saving_creates_the_folder_and_leaves_no_temporary_file(tmp_path):
    folder = tmp_path / "deep" / "config"
    save_settings(CUSTOM, folder)
    assert sorted(p.name for p in folder.iterdir()) == [SETTINGS_FILE]


@pytest.mark.parametrize("content, reason", [
    (b"", "is empty"),
    (b"   \n", "is empty"),
    (b"{\"format\": \"modern-art-settings\", \"theme\": ", "damaged or cut short"),
    (b"\xff\xfe\x00garbage", "not readable text"),
    (b"[1, 2, 3]", "not a Modern Art settings file"),
    (b"\"hello\"", "not a Modern Art settings file"),
    (b"{\"theme\": \"classic\"}", "not a Modern Art settings file"),
    (b"[" * 100_000 + b"]" * 100_000, "far too large"),
    (b"[" * 20_000 + b"]" * 20_000, "damaged or cut short"),      # nesting beyond recursion
    (b" " * (MAX_SETTINGS_BYTES + 1), "far too large"),
])
def test_a_damaged_file_falls_back_to_defaults_and_is_kept_aside(tmp_path, content, reason):
    write_raw(tmp_path, content)
    settings, message = load_settings(tmp_path, now=NOW)
    assert settings == Settings()
    # What it means for the player first, in plain words, then why and where the file went.
    assert str(message).startswith("Your settings could not be read, so the game starts with "
                                   "its defaults: the language, the window size, the sound, "
                                   "the tips")
    assert reason in message
    assert "settings.json.damaged-20261122-073000" in message
    kept = tmp_path / "settings.json.damaged-20261122-073000"
    assert kept.read_bytes() == content            # renamed aside, not deleted or changed
    # The repaired file is written in its place, so the next start is quiet.
    assert load_settings(tmp_path) == (Settings(), None)


def test_the_file_truncated_at_every_byte_never_raises(tmp_path):
    save_settings(CUSTOM, tmp_path)
    whole = (tmp_path / SETTINGS_FILE).read_bytes()
    for cut in range(len(whole)):
        data = whole[:cut]
        try:
            settings, wrong = settings_from_json(json.loads(data))
        except (json.JSONDecodeError, UnicodeDecodeError, SettingsError):
            continue
        assert wrong == [] and settings_problems(settings) == []
    # And through the disk, a few of them end to end.
    for cut in (0, 1, len(whole) // 2, len(whole) - 2):
        write_raw(tmp_path, whole[:cut])
        settings, message = load_settings(tmp_path)
        assert settings == Settings() and "cut short" in message


BAD_VALUES = {
    "fullscreen": [1, 0, "yes", None, [], "true"],
    "window_size": [[1280], [1280, 720, 1], "1280x720", [1280.0, 720], [True, 720], None, {}],
    "animation_speed": ["slowest", "", 1, None, "NORMAL"],
    "computer_pace": ["fastest", 0.8, None],
    "sound_volume": [-0.1, 1.5, "0.5", None, True, 10 ** 400, float("nan"), float("inf")],
    "music_volume": [2, -1, "loud", False],
    "theme": ["cubism", "", None, 3],
    "colour_blind": ["no", 1, None],
    "confirm_bids": [0, "false"],
    "show_tips": [None, 2],
    "tips_seen": ["open", [3], [""], ["x" * 40], ["open"] * 40, None, {"open": 1}],
    # Not the names in the form they are kept under, too many names or tips, not a name's.
    "tips_met": [["open"], "ada", None, {"ada": "open"}, {"ada": [3]}, {"ada": None},
                 {"": ["open"]}, {"Ada": ["open"]}, {" ada": []}, {"x" * 101: []},
                 {f"p{i}": [] for i in range(17)}, {"ada": ["open"] * 40}],
    "value_hints": ["yes", 0],
    "sound_on": ["on", 1],
    "last_game": ["chess", "", None, 3],
    "last_setups": [[], "auction", {"chess": {}}, {"card": []}, None],
    "language": ["xx", "EN", "", 7, ["de"], "de\x00"],
}


def test_every_field_is_checked():
    assert set(BAD_VALUES) == {f.name for f in dataclasses.fields(Settings)}


@pytest.mark.parametrize("field, bad", [(f, v) for f, vs in BAD_VALUES.items() for v in vs])
def test_a_wrong_field_takes_its_default_and_the_rest_is_kept(tmp_path, field, bad):
    data = settings_to_json(CUSTOM)
    data[field] = bad
    # NaN and infinity are what Python's json writes and reads for out-of-range floats.
    write_raw(tmp_path, json.dumps(data))
    settings, message = load_settings(tmp_path, now=NOW)
    expected = dataclasses.replace(CUSTOM, **{field: getattr(Settings(), field)})
    assert settings == expected
    assert settings_module.FIELD_NAMES[field] in message and "defaults" in message
    assert (tmp_path / "settings.json.damaged-20261122-073000").exists()
    assert load_settings(tmp_path) == (expected, None)


def test_window_size_out_of_range_is_clamped_quietly(tmp_path):
    data = settings_to_json(CUSTOM)
    data["window_size"] = [10, 10 ** 9]
    write_raw(tmp_path, json.dumps(data))
    settings, message = load_settings(tmp_path)
    assert settings.window_size == (MIN_WINDOW[0], MAX_WINDOW[1]) and message is None
    # Saving a tiny window the player dragged is clamped too, never an error.
    save_settings(dataclasses.replace(CUSTOM, window_size=(200, 100)), tmp_path)
    assert load_settings(tmp_path)[0].window_size == MIN_WINDOW


def test_unknown_and_missing_fields_are_fine(tmp_path):
    data = settings_to_json(CUSTOM)
    data["subtitles"] = True          # from a newer version of the game
    data["version"] = 99
    del data["show_tips"]              # from an older version
    write_raw(tmp_path, json.dumps(data))
    assert load_settings(tmp_path) == (dataclasses.replace(CUSTOM, show_tips=True), None)


def test_saving_invalid_settings_is_refused_before_touching_the_file(tmp_path):
    save_settings(CUSTOM, tmp_path)
    before = (tmp_path / SETTINGS_FILE).read_bytes()
    for field, values in BAD_VALUES.items():
        if field == "window_size":
            continue
        with pytest.raises(SettingsError, match=settings_module.FIELD_NAMES[field]):
            save_settings(dataclasses.replace(CUSTOM, **{field: values[0]}), tmp_path)
    assert (tmp_path / SETTINGS_FILE).read_bytes() == before


def test_a_failed_write_keeps_the_old_file_and_says_so(tmp_path, monkeypatch):
    save_settings(CUSTOM, tmp_path)
    before = (tmp_path / SETTINGS_FILE).read_bytes()

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    message = save_settings(Settings(), tmp_path)
    assert "no room left on the disk" in message
    assert (tmp_path / SETTINGS_FILE).read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_FILE]


def test_an_unreadable_file_gives_defaults_and_a_message(tmp_path):
    (tmp_path / SETTINGS_FILE).mkdir()     # a folder where the file should be: read fails
    settings, message = load_settings(tmp_path, now=NOW)
    assert settings == Settings() and "a folder, so it cannot be read" in message
    assert "starts with its defaults" in message
    # Set aside like any unusable file, so that the settings can be saved again.
    assert (tmp_path / "settings.json.damaged-20261122-073000").is_dir()


def test_a_file_the_game_may_not_read_is_kept_aside_not_written_over(tmp_path, monkeypatch):
    """A settings file without read permission (left by a run under another user, say): the
    defaults for this run, said plainly, and the file kept aside whole. It stayed in place and
    the first settings saved in the run replaced it, the player's settings gone for good."""
    path = write_raw(tmp_path, json.dumps(settings_to_json(CUSTOM)))
    refuse_reading(monkeypatch, path)
    settings, message = load_settings(tmp_path, now=NOW)
    monkeypatch.undo()
    assert settings == Settings()
    assert "starts with its defaults" in message and "cannot be read" in message
    assert "settings.json.damaged-20261122-073000" in message
    kept = tmp_path / "settings.json.damaged-20261122-073000"
    assert json.loads(kept.read_text()) == settings_to_json(CUSTOM)    # whole, to put back
    save_settings(dataclasses.replace(Settings(), theme="masters"), tmp_path)
    assert json.loads(kept.read_text()) == settings_to_json(CUSTOM)


def test_two_damaged_files_in_the_same_second_are_both_kept(tmp_path):
    for content in (b"{", b"}"):
        write_raw(tmp_path, content)
        load_settings(tmp_path, now=NOW)
    kept = damaged_files(tmp_path)
    assert kept == ["settings.json.damaged-20261122-073000",
                    "settings.json.damaged-20261122-073000-2"]
    assert {(tmp_path / k).read_bytes() for k in kept} == {b"{", b"}"}


def test_random_junk_in_any_field_never_raises_and_keeps_the_rest():
    import random
    rng = random.Random(4)
    junk = [None, True, 0, -5, 10 ** 40, 0.5, float("nan"), "", "fast", [], [1, 2], [[]], {},
            {"a": 1}, "classic", [1280, 720]]
    names = [f.name for f in dataclasses.fields(Settings)] + ["format", "version"]
    for _ in range(500):
        data = settings_to_json(CUSTOM)
        for name in rng.sample(names, rng.randint(1, 3)):
            data[name] = rng.choice(junk)
        try:
            settings, wrong = settings_from_json(json.loads(json.dumps(data)))
        except SettingsError:
            assert data["format"] != settings_module.SETTINGS_FORMAT
            continue
        assert settings_problems(settings) == []
        for f in dataclasses.fields(Settings):
            if settings_module.FIELD_NAMES[f.name] not in wrong and f.name != "window_size":
                kept = data[f.name]
                assert getattr(settings, f.name) == (
                    tuple(kept) if f.name == "tips_seen"
                    else {n: tuple(k) for n, k in kept.items()} if f.name == "tips_met"
                    else kept)


def test_a_second_copy_of_the_game_keeps_the_setup_the_other_remembered(tmp_path):
    """After a 5-player card game and a 3-player auction game with the dummy hand, the next
    start showed the auction game with 4 players and defaults: a copy of the game still open
    (or still closing) from before wrote its older settings, without the auction's setup, over
    the file when it saved (a tip seen, the window dragged, its quit). Each copy now writes
    only what it changed, over what the file holds then."""
    from scenes.session.settings import SettingsFile
    card = {"seats": [{"name": n, "kind": "human", "level": None} for n in "ABCDE"]}
    dummy = {"seats": [{"name": n, "kind": "human", "level": None} for n in "ABC"],
             "variant": "three_with_dummy"}
    older = SettingsFile(tmp_path, Settings())
    first = dataclasses.replace(Settings(), last_game="card", last_setups={"card": card})
    assert older.save(first) is None
    # The newer copy starts from the file and sets up the auction game.
    loaded, _ = load_settings(tmp_path)
    newer = SettingsFile(tmp_path, loaded)
    assert newer.save(dataclasses.replace(loaded, last_game="auction", last_setups={
        "card": card, "auction": dummy})) is None
    # The older copy saves again: a tip it showed, then the window size at its quit.
    assert older.save(dataclasses.replace(first, tips_seen=("open",))) is None
    assert older.save(dataclasses.replace(first, tips_seen=("open",),
                                          window_size=(1600, 900))) is None
    settings, message = load_settings(tmp_path)
    assert message is None
    assert settings.last_game == "auction"
    assert settings.last_setups == {"card": card, "auction": dummy}
    assert settings.tips_seen == ("open",) and settings.window_size == (1600, 900)
    # A game set up again in the older copy replaces that game's setup only.
    card3 = {"seats": card["seats"][:3]}
    assert older.save(dataclasses.replace(first, last_game="card", last_setups={
        "card": card3})) is None
    settings, _ = load_settings(tmp_path)
    assert settings.last_setups == {"card": card3, "auction": dummy}
    assert settings.last_game == "card"        # set up last, in the older copy


def test_settings_written_whole_when_the_file_is_gone_or_damaged(tmp_path):
    from scenes.session.settings import SettingsFile
    run = SettingsFile(tmp_path, Settings())
    assert run.save(CUSTOM) is None
    assert load_settings(tmp_path) == (CUSTOM, None)
    write_raw(tmp_path, "{not json")
    assert run.save(dataclasses.replace(CUSTOM, theme="classic")) is None
    assert load_settings(tmp_path) == (dataclasses.replace(CUSTOM, theme="classic"), None)


def test_a_game_set_up_is_told_once_not_again_at_each_later_save(tmp_path):
    """The game a copy set up (to the setup it had read) goes over the file once: a later
    save of that copy (a tip, the window size at its quit) leaves a game another copy set up
    since as the last one."""
    from scenes.session.settings import SettingsFile
    auction = {"seats": [{"name": n, "kind": "human", "level": None} for n in "ABCDE"]}
    card = {"seats": [{"name": n, "kind": "human", "level": None} for n in "AB"]}
    start = dataclasses.replace(Settings(), last_game="auction",
                                last_setups={"auction": auction})
    assert save_settings(start, tmp_path) is None
    older, newer = SettingsFile(tmp_path, start), SettingsFile(tmp_path, start)
    assert newer.save(dataclasses.replace(start, last_game="card", last_setups={
        "auction": auction, "card": card}), told={"last_game", "last_setups"}) is None
    # The older copy starts the auction table it read: the same values, set again.
    assert older.save(start, told={"last_game", "last_setups", "theme"}) is None
    settings, _ = load_settings(tmp_path)
    assert settings.last_game == "auction" and settings.last_setups == {
        "auction": auction, "card": card}
    # The card game set up again in the newer copy, then the older one quits.
    assert newer.save(dataclasses.replace(start, last_game="card", last_setups={
        "auction": auction, "card": card}), told={"last_game", "last_setups"}) is None
    assert older.save(dataclasses.replace(start, window_size=(1600, 900))) is None
    settings, _ = load_settings(tmp_path)
    assert settings.last_game == "card" and settings.window_size == (1600, 900)
