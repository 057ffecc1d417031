"""The Settings' window size is the player's own, whatever size this run's window has. A
tester started `--size 1920x1080` on a 1920×1080 screen: the title said the settings were
unchanged, and the Settings showed 1904 × 1000, the run's size. A size chosen in the Settings
that the screen cannot hold opened as large as fits, but the next start saved that fitted size
over the choice, lost for a larger screen. Now the Settings show the saved size and say what
this run's window is and why; the choice stays in the file."""
from __future__ import annotations

import argparse
import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from scenes import app
from scenes.context import desktop_size
from scenes.session.settings import SettingsFile, fit_window, load_settings, save_settings
from scenes.settings_screen import WINDOW_HELP, SettingsScene, window_help


def _opened(tmp_path, monkeypatch, size=None):
    """`_open_with_settings` for a run (given `--size` `size`), its settings in `tmp_path`:
    the settings and the window's size as it opened."""
    monkeypatch.setattr("scenes.session.settings.default_config_folder", lambda: tmp_path)
    try:
        opened = app._open_with_settings(argparse.Namespace(size=size, size_asked=None))
        return opened[1], opened[2].get_size()
    finally:
        pygame.display.set_mode((1280, 720))


def _settings_screen(settings, run_size=None) -> tuple[Driver, SettingsScene, list[str]]:
    """The Settings over a real (dummy) window, this run's `--size` `run_size`; the lines of
    words it renders, as drawn."""
    d = Driver(settings=settings)
    # A window resized by an earlier test (its set_mode) left its resize in the queue: handled
    # by this window, it was taken for the player's drag and replaced the size under test.
    pygame.event.clear()
    d.ctx.windowed = True
    d.ctx.run_window_size = run_size
    drawn: list[str] = []
    d.ctx.text.watchers.append(lambda text, size, weight: drawn.append(str(text)))
    d.ctx.stack.push(SettingsScene(d.ctx))
    d.frame()
    return d, d.top, drawn


def _window_row(scene: SettingsScene):
    return next(w for label, _h, w in scene.rows if str(label) == "Window size")


def test_a_command_line_size_stays_out_of_the_settings(tmp_path, monkeypatch):
    save_settings(FAST.__class__(window_size=(1500, 900)), tmp_path)
    settings, size = _opened(tmp_path, monkeypatch, (1600, 900))
    assert settings.window_size == (1500, 900)
    assert size == fit_window((1600, 900), desktop_size(), True)[0]


def test_the_settings_show_the_saved_size_and_say_the_runs_is_for_this_run_only():
    d, scene, drawn = _settings_screen(dataclasses.replace(FAST, window_size=(1600, 900)),
                                       run_size=(1280, 720))
    row = _window_row(scene)
    try:
        assert row.value == (1600, 900)
        said = window_help(d.ctx)
        assert said.startswith("This run only: 1280 \u00d7 720 (--size)")
        assert said.split()[0] in " ".join(drawn) and "(--size)." in " ".join(drawn)
        d.ctx.change_settings(window_size=(1920, 1080))      # chosen here: this run's too
        assert d.ctx.run_window_size is None
        assert d.ctx.size == fit_window((1920, 1080), desktop_size())[0]
        assert not window_help(d.ctx).startswith("This run only")
    finally:
        d.ctx.windowed = False
        pygame.display.set_mode((1280, 720))


def test_the_settings_say_nothing_more_when_the_window_is_the_size_chosen():
    d, scene, _drawn = _settings_screen(dataclasses.replace(FAST, window_size=(1280, 720)))
    assert window_help(d.ctx) is WINDOW_HELP
    d.ctx.windowed = False


def test_a_size_larger_than_the_screen_is_kept_for_a_larger_screen(tmp_path, monkeypatch):
    """Chosen in the Settings, the window opens as large as fits and the Settings say so;
    the file keeps the choice, and the next start opens as large as fits again, the choice
    still in the file and shown in the Settings."""
    d, scene, _drawn = _settings_screen(FAST)
    SettingsFile(tmp_path, d.ctx.settings).listen(d.ctx)
    row = _window_row(scene)
    try:
        row.value = (2560, 1440)
        row.on_change(row.value)
        fitted = fit_window((2560, 1440), desktop_size())[0]
        assert d.ctx.size == fitted and "larger than this screen" in scene.message
        assert load_settings(tmp_path)[0].window_size == (2560, 1440)
        assert window_help(d.ctx).startswith(f"This screen holds {fitted[0]} \u00d7 {fitted[1]}")
    finally:
        d.ctx.windowed = False
        pygame.display.set_mode((1280, 720))
    settings, size = _opened(tmp_path, monkeypatch)
    assert size == fitted and settings.window_size == (2560, 1440)
    assert load_settings(tmp_path)[0].window_size == (2560, 1440)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("code", ["en", "de", "it", "zh_TW"])
def test_the_window_rows_words_keep_to_their_two_lines(size, code):
    """Each thing the row may say fits the two lines under its name in every language (three
    ran into the next row's name)."""
    d = Driver(size, settings=dataclasses.replace(FAST, language=code))
    d.ctx.windowed = True
    scene = SettingsScene(d.ctx)
    i = next(i for i, (label, _h, _w) in enumerate(scene.rows) if _w is _window_row(scene))
    width = _window_row(scene).rect.x - scene.columns[i] - d.ctx.px(14)
    try:
        for run, chosen in ((size, size), (None, (2560, 1440)), (None, size)):
            d.ctx.run_window_size = run
            d.ctx.settings = dataclasses.replace(d.ctx.settings, window_size=chosen)
            said = d.ctx.text.shown(window_help(d.ctx))
            assert len(d.ctx.text.wrap(said, d.ctx.px(12), width)) <= 2, (code, said)
    finally:
        d.ctx.windowed = False
