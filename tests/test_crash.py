"""A crash inside any scene lands on the apology screen, the traceback goes to the log, and the
game in progress is still there to continue."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_saves_ui import AppDriver, bare, new_game_through_setup, random_action, start_title

from scenes import app
from scenes.crash import CrashScene, recover
from scenes.crashlog import LOG_FILE
from scenes.stack import Scene
from scenes.table import TableScene
from scenes.title import TitleScene


class Boom(Exception):
    """The unexpected."""


class Unguarded(AppDriver):
    """The same app without the test's own check for the apology screen."""

    def frame(self, dt: float = 1 / 30, n: int = 1) -> None:
        for _ in range(n):
            app.step(self.ctx, pygame.event.get(), dt)


@pytest.mark.parametrize("where", ["handle_event", "update", "draw"])
def test_a_crash_at_the_table_lands_on_the_apology_screen_with_the_game_continuable(
        tmp_path, monkeypatch, where):
    d = Unguarded(tmp_path)
    start_title(d)
    table = new_game_through_setup(d, 17)
    match = table.match
    rng = random.Random(17)
    for _ in range(12):
        match.submit(random_action(match.state, rng))
    before = match.state

    def broken(self, *args):
        raise Boom(f"broken {where}")

    monkeypatch.setattr(TableScene, where, broken)
    d.key(pygame.K_a)            # an event, an update and a draw: whichever is broken breaks
    crash = d.top
    assert isinstance(crash, CrashScene)
    assert crash.game_saved and crash.summary == f"Boom: broken {where}"
    log = tmp_path / "logs" / LOG_FILE
    assert crash.log_path == log
    text = log.read_text()
    assert "Traceback" in text and f"broken {where}" in text and "seed: 17" in text
    d.frame()
    monkeypatch.undo()
    # Back to the title: Continue gives the very same game.
    d.press("Back to the title")
    assert isinstance(d.top, TitleScene)
    d.press("Continue")
    assert isinstance(d.top, TableScene)
    assert bare(d.top.match.state) == bare(before)


def test_a_crash_in_a_match_listener_still_saved_the_move(tmp_path):
    d = Unguarded(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 5).match

    def bad_listener(m, action, events):
        raise Boom("a listener")

    match.listeners.append(bad_listener)
    action = random_action(match.state, random.Random(5))
    with pytest.raises(Boom):
        match.submit(action)
    # The autosave keeps the move after the listeners, the failing one too.
    assert d.ctx.store.continue_game().game.record.actions == (action,)


def test_a_crash_without_a_game_says_nothing_was_lost_and_a_crash_screen_crash_is_raised(tmp_path):
    d = Unguarded(tmp_path)
    start_title(d)

    class Broken(Scene):
        name = "broken"

        def draw(self, surface):
            raise Boom("drawing")

    d.ctx.stack.push(Broken(d.ctx))
    d.frame()
    assert isinstance(d.top, CrashScene) and not d.top.game_saved
    assert len(d.ctx.stack.scenes) == 1
    d.frame()
    with pytest.raises(Boom):
        recover(d.ctx, Boom("again"))        # a broken apology screen: nothing kinder to show
    d.key(pygame.K_q)
    assert not d.ctx.running


def test_the_apology_screen_is_usable_by_keyboard(tmp_path):
    d = Unguarded(tmp_path)
    start_title(d)
    recover(d.ctx, Boom("x"))
    d.frame()
    assert d.top.focus.shown and d.top.focus.current.label == "Back to the title"   # at once
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TitleScene)


@pytest.mark.parametrize("scene_name", ["setup", "settings", "rules", "saves", "pause"])
def test_a_crash_on_any_screen_lands_on_the_apology_screen(tmp_path, monkeypatch, scene_name):
    from scenes.settings_screen import SettingsScene
    from scenes.pause import PauseScene
    from scenes.rules import RulesScene
    from scenes.saves import SavesScene
    from scenes.setup import SetupScene
    cls = {"setup": SetupScene, "settings": SettingsScene, "rules": RulesScene,
           "saves": SavesScene, "pause": PauseScene}[scene_name]
    d = Unguarded(tmp_path)
    start_title(d)
    d.ctx.stack.push(cls(d.ctx))
    d.frame()

    def broken(self, surface):
        raise Boom(scene_name)

    monkeypatch.setattr(cls, "draw", broken)
    d.frame()
    assert isinstance(d.top, CrashScene) and d.top.summary == f"Boom: {scene_name}"
    assert (tmp_path / "logs" / LOG_FILE).exists()


def test_the_apology_screen_says_so_when_the_last_moves_could_not_be_saved(tmp_path):
    d = Unguarded(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 8).match
    store = d.ctx.store
    store.autosave_path.unlink()
    store.backup_path.unlink(missing_ok=True)
    # The data folder turns into a file: writing the autosave fails from now on (a folder in
    # the autosave's place would only be moved out of the way).
    store.folder.rmdir()
    store.folder.write_text("not a folder")
    match.submit(random_action(match.state, random.Random(8)))
    assert d.ctx.save_problem
    recover(d.ctx, Boom("after a failed save"))
    crash = d.top
    assert crash.save_problem == d.ctx.save_problem
    seen = []
    real = d.ctx.text.render
    d.ctx.text.render = lambda s, *a, **k: seen.append(s) or real(s, *a, **k)
    d.frame()
    d.ctx.text.render = real
    text = " ".join(seen)
    assert "could not be saved" in text and "Your game is safe" not in text
