"""Continue on the title follows the autosave's files while the title shows: put back by hand
(a damaged autosave renamed back, a copy), it lights; taken away, it greys; looked at every
few seconds and when the window comes back into view, never every frame."""
from __future__ import annotations

import pygame

from tests.test_saves_ui import AppDriver, real_save, start_title

from scenes.table import TableScene
from scenes.title import RECHECK_EVERY, TitleScene


def test_continue_lights_when_the_autosave_is_put_back_while_the_title_shows(tmp_path):
    """The play-tester's way: Continue found the autosave damaged, the title came back with
    Continue greyed, and the file was put back by hand while the title showed. Continue
    stayed greyed until a restart."""
    d = AppDriver(tmp_path)
    store = d.ctx.store
    store.folder.mkdir(parents=True)
    title = start_title(d)
    assert not d.button("Continue").enabled
    good, _state = real_save(seed=4, moves=10)
    store.autosave_path.write_bytes(good)
    d.frame(n=3)                           # not looked at every frame
    assert not d.button("Continue").enabled
    d.frame(dt=RECHECK_EVERY)
    assert d.button("Continue: Modern Art").enabled
    # Taken away again: the window coming back into view looks at once.
    store.autosave_path.unlink()
    d.post(pygame.WINDOWFOCUSGAINED)
    d.frame()
    assert not d.button("Continue").enabled
    assert d.top is title
    # Put back, and the player returns to the window: at once too.
    store.autosave_path.write_bytes(good)
    d.post(pygame.WINDOWFOCUSGAINED)
    d.frame()
    d.press("Continue: Modern Art")
    assert isinstance(d.top, TableScene)


def test_the_title_looks_at_the_files_cheaply(tmp_path, monkeypatch):
    d = AppDriver(tmp_path)
    title = start_title(d)
    looks = []
    real = TitleScene.autosave_stamp
    monkeypatch.setattr(TitleScene, "autosave_stamp", lambda self: looks.append(1) or real(self))
    d.frame(dt=1 / 60, n=int(RECHECK_EVERY * 60) - 5)
    assert looks == []
    d.frame(dt=1 / 60, n=10)
    assert len(looks) == 1
    assert title.continue_game is None


def test_the_title_focuses_continue_when_a_game_can_be_continued(tmp_path):
    """Keyboard players pressed Enter on the title and walked into "A game is in progress":
    the focus sat on New game though Continue was offered. Enter now continues."""
    d = AppDriver(tmp_path)
    good, _state = real_save(seed=4, moves=10)
    d.ctx.store.folder.mkdir(parents=True)
    d.ctx.store.autosave_path.write_bytes(good)
    title = start_title(d)
    assert title.focus.current is title.buttons[1] and title.focus.shown
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TableScene)


def test_the_title_focuses_new_game_without_a_game_to_continue(tmp_path):
    d = AppDriver(tmp_path)
    title = start_title(d)
    assert title.focus.current is title.buttons[0] and title.focus.shown
    d.key(pygame.K_RETURN)
    assert d.top.name == "setup"


def test_the_focus_follows_continue_as_it_lights(tmp_path):
    """Put back while the title shows, Continue lights and takes the focus the title gave New
    game (not one the player moved there)."""
    d = AppDriver(tmp_path)
    store = d.ctx.store
    store.folder.mkdir(parents=True)
    title = start_title(d)
    assert title.focus.current is title.buttons[0]
    good, _state = real_save(seed=4, moves=10)
    store.autosave_path.write_bytes(good)
    d.frame(dt=RECHECK_EVERY)
    assert title.focus.current is title.buttons[1]


def test_enter_continues_after_a_click_on_the_background(tmp_path):
    """A keyboard player clicked the title's empty background to give the window the keys: the
    click took the ring down, and Enter then did nothing. Enter presses the title's default,
    as Enter on the other screens presses their gold button."""
    d = AppDriver(tmp_path)
    good, _state = real_save(seed=4, moves=10)
    d.ctx.store.folder.mkdir(parents=True)
    d.ctx.store.autosave_path.write_bytes(good)
    title = start_title(d)
    d.click((d.ctx.size[0] // 2, d.ctx.px(12)))
    assert d.top is title and not title.focus.shown
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TableScene)


def test_enter_starts_a_new_game_after_a_click_on_the_background(tmp_path):
    d = AppDriver(tmp_path)
    title = start_title(d)
    d.click((d.ctx.size[0] // 2, d.ctx.px(12)))
    assert d.top is title and not title.focus.shown
    d.key(pygame.K_KP_ENTER)
    assert d.top.name == "setup"
