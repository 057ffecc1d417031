"""Broken files, as a player meets them through the app: a damaged autosave offers the games
saved under a name as well as the title; a save that is not JSON, an empty one, one that may not be read and a settings
file that is a folder each get their words, and the game goes on with nothing else lost."""
from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime

import pygame
import pytest

from tests.file_helpers import refuse_reading
from tests.test_saves_ui import PATIENT, AppDriver, real_save, start_title

from game.i18n import _

from scenes.saves import DamagedSaveScene, SavesScene
from scenes.session.storage import damaged_backup_words
from scenes.session.settings import SETTINGS_FILE, Settings, load_settings, settings_to_json
from scenes.table import TableScene
from scenes.title import TitleScene


def app_with_saves(tmp_path, named: dict[str, bytes]) -> AppDriver:
    """An app (not yet at its title) whose saves folder holds `named` saves (name: bytes)."""
    d = AppDriver(tmp_path)
    d.ctx.store.saves_folder.mkdir(parents=True)
    for name, data in named.items():
        (d.ctx.store.saves_folder / f"{name}.json").write_bytes(data)
    return d


def damaged_autosave_with(tmp_path, named: dict[str, bytes], backup: bytes | None = None):
    """An app at its title with a damaged autosave, `named` saves and maybe a good backup,
    Continue pressed: the driver and the damaged-save screen."""
    d = app_with_saves(tmp_path, named)
    store = d.ctx.store
    if backup is not None:
        store.backup_path.write_bytes(backup)
    store.autosave_path.write_bytes(b'{"garbage')
    start_title(d)
    d.press("Continue")
    assert isinstance(d.top, DamagedSaveScene)
    return d, d.top


def test_a_damaged_autosave_offers_the_games_saved_under_a_name(tmp_path):
    good, _state = real_save(seed=4, moves=10)
    d, screen = damaged_autosave_with(tmp_path, {"friday": good})
    assert [b.label for b in screen.buttons] == ["Load a save", "Back to the title"]
    assert screen.focus.current is screen.buttons[0]          # Enter takes the way on
    d.frame()                                                 # it draws
    d.press("Load a save")
    saves = d.top
    assert isinstance(saves, SavesScene) and saves.match is None
    assert [r.info.path.name for r in saves.rows] == ["friday.json"]
    # The Load screen stands over a title: its Back goes there, Continue as the files are.
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene) and d.ctx.stack.scenes == [d.top]
    assert not d.button("Continue").enabled
    # The damaged file was kept, and the named save loads.
    assert list(d.ctx.store.folder.glob("autosave.json.damaged-*"))
    d.press("Load")
    d.press("Load")
    assert isinstance(d.top, TableScene)


def test_with_a_good_backup_the_saves_are_offered_beside_it(tmp_path):
    good, _state = real_save(seed=4, moves=10)
    backup, _state = real_save(seed=9, moves=25)
    d, screen = damaged_autosave_with(tmp_path, {"friday": good}, backup=backup)
    assert [b.label for b in screen.buttons] == ["Continue from the backup", "Load a save",
                                                 "Back to the title"]
    assert screen.focus.current is screen.buttons[0]
    d.frame()
    rects = [b.rect for b in screen.buttons]
    assert all(screen.rect.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    d.key(pygame.K_l)
    assert isinstance(d.top, SavesScene)


def test_only_damaged_saves_under_a_name_are_not_offered(tmp_path):
    d, screen = damaged_autosave_with(tmp_path, {"broken": b"", "junk": b"\x00\xff"})
    assert [b.label for b in screen.buttons] == ["Back to the title"]


def test_a_save_under_a_name_that_may_not_be_read_is_listed_with_why(tmp_path, monkeypatch):
    good, _state = real_save(seed=4, moves=10)
    d = app_with_saves(tmp_path, {"locked": good, "empty": b"",
                                  "text": b"just some notes, not a save", "fine": good})
    store = d.ctx.store
    refuse_reading(monkeypatch, store.saves_folder / "locked.json")
    start_title(d)
    d.press("Load")
    saves = d.top
    why = {r.info.path.name: r.info.problem for r in saves.rows}
    assert why["fine.json"] is None
    assert "cannot be read" in why["locked.json"] and "not allowed" in why["locked.json"]
    assert "is empty" in why["empty.json"]
    assert "damaged or cut short" in why["text.json"]
    d.frame()                                              # it draws
    assert (store.saves_folder / "locked.json").read_bytes() == good     # nothing lost


def test_an_autosave_that_may_not_be_read_is_kept_and_the_saves_offered(tmp_path, monkeypatch):
    good, _state = real_save(seed=4, moves=10)
    d = app_with_saves(tmp_path, {"friday": good})
    store = d.ctx.store
    store.autosave_path.write_bytes(good)
    refuse_reading(monkeypatch, store.autosave_path)
    start_title(d)
    d.press("Continue")
    screen = d.top
    assert isinstance(screen, DamagedSaveScene)
    assert "cannot be read" in screen.resume.problem
    assert screen.resume.kept_as.read_bytes() == good            # kept whole, to put back
    assert [b.label for b in screen.buttons] == ["Load a save", "Back to the title"]


def test_a_settings_folder_in_the_files_place_starts_the_game_with_a_notice(tmp_path):
    (tmp_path / SETTINGS_FILE).mkdir()
    (tmp_path / SETTINGS_FILE / "inside.txt").write_text("the player's")
    settings, message = load_settings(tmp_path, now=datetime(2026, 11, 30, 12, 0))
    assert settings == Settings() and "is a folder" in message
    assert "starts with its defaults" in message
    kept = tmp_path / "settings.json.damaged-20261130-120000"
    assert (kept / "inside.txt").read_text() == "the player's"               # nothing lost
    assert json.loads((tmp_path / SETTINGS_FILE).read_text()) == settings_to_json(Settings())
    d = AppDriver(tmp_path)
    title = TitleScene(d.ctx, message=message)
    d.ctx.stack.push(title)
    d.frame()
    assert title.notice_layout()[0] is not None
    d.press("New game")                                    # and the game goes on
    assert d.top.name == "setup"


def _drawn_words(monkeypatch, d) -> list[tuple[str, pygame.Rect, int]]:
    """Every text `ui.wrapped` draws in the next frame: (its words, its rect, its height)."""
    from scenes import ui
    drawn: list = []
    real = ui.wrapped

    def wrapped(surface, ctx, s, size, rect, *args, **kwargs):
        height = real(surface, ctx, s, size, rect, *args, **kwargs)
        drawn.append((str(ctx.text.shown(s)), rect, height))
        return height

    monkeypatch.setattr(ui, "wrapped", wrapped)
    d.frame()
    return drawn


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_cut_short_autosave_and_its_damaged_backup_in_a_player_s_words(
        tmp_path, monkeypatch, language, size):
    """An autosave cut short and its backup damaged too: the screen says the file is damaged
    or cut short ("it is not valid JSON" was programmer talk), that there is no intact
    backup, and that the damaged backup was kept too, in the same folder, by its name (it said
    nothing of it); every line above the buttons."""
    d = AppDriver(tmp_path, size=size, settings=replace(PATIENT, language=language))
    store = d.ctx.store
    store.folder.mkdir(parents=True, exist_ok=True)
    good, _state = real_save(seed=4, moves=10)
    store.autosave_path.write_bytes(good[:len(good) // 2])
    store.backup_path.write_bytes(b"\x00\xff")
    start_title(d)
    d.press("Continue")
    screen = d.top
    assert isinstance(screen, DamagedSaveScene)
    kept = screen.resume.backup_kept
    assert kept is not None and kept.read_bytes() == b"\x00\xff"       # nothing lost
    assert kept.parent == screen.resume.kept_as.parent
    drawn = _drawn_words(monkeypatch, d)
    said = " ".join(words for words, _rect, _h in drawn)
    assert "JSON" not in said
    shown = d.ctx.text.shown
    assert shown(_("The {file} is damaged or cut short.")).format(
        file=shown(_("save file"))) in said
    assert shown(_("There is no intact backup to continue from.")) in said
    assert kept.name in said and shown(damaged_backup_words(kept)) in said
    top = min(b.rect.top for b in screen.buttons)
    for words, rect, height in drawn:
        assert rect.y + height <= top and screen.rect.contains(rect.x, rect.y, rect.w, 0), \
            (words, rect, height, top)
