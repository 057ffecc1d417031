"""A window size asked for on the command line (`--size`) is for that run only. A play-tester
launched `--size 1920x1080` on a 1920×1080 screen with no window manager: the title said the
size "in your settings" was larger than the screen, the settings file (there was none yet)
was written with the shrunk 1904 × 1000 at the first change, the notice stayed on the title
after a visit to the Settings, and F11 made a 1920×1080 window at 8, 40, its edges off the
screen. Now the notice says where the size came from and what the game did, once; the file
keeps the player's own size; F11 fills the screen from its top-left."""
from __future__ import annotations

import argparse
import dataclasses
import json

import pygame

from tests.ui_driver import FAST, Driver

from scenes import app
from scenes.context import desktop_size
from scenes.session.settings import (MIN_WINDOW, SETTINGS_FILE, Settings, SettingsFile,
                                     fit_window, load_settings, save_settings)
from scenes.title import TitleScene
from scenes.window_place import game_window, window_position


def test_the_notice_says_the_size_came_from_the_command_line():
    size, note = fit_window((2560, 1440), (1920, 1080), asked=True)
    assert size == (1904, 1000)
    assert "command line (2560 \u00d7 1440)" in note and "the window is 1904 \u00d7 1000" in note
    assert "in your settings" not in note
    assert "in your settings" in fit_window((2560, 1440), (1920, 1080))[1]


def _opened(tmp_path, monkeypatch, size):
    """`_open_with_settings` for a run given `--size` `size`, its settings folder `tmp_path`."""
    monkeypatch.setattr("scenes.session.settings.default_config_folder", lambda: tmp_path)
    args = argparse.Namespace(size=size, size_asked=None)
    try:
        return app._open_with_settings(args)
    finally:
        pygame.display.set_mode((1280, 720))


def test_a_command_line_size_leaves_the_settings_file_alone(tmp_path, monkeypatch):
    """No file yet: a change in this run (the language) writes that change, never the
    command line's window size nor its shrink; with a file, its size stays as it was."""
    huge = (16_384, 16_384)
    folder, settings, screen, message, on_file = _opened(tmp_path, monkeypatch, huge)
    assert settings.window_size == Settings().window_size       # the player's, not this run's
    assert "command line" in message and "in your settings" not in message
    assert not (tmp_path / SETTINGS_FILE).exists()
    run = SettingsFile(folder, settings, on_file)
    assert run.save(dataclasses.replace(settings, language="de")) is None
    saved = load_settings(tmp_path)[0]
    assert saved.language == "de" and saved.window_size == Settings().window_size

    save_settings(Settings(window_size=(1500, 900)), tmp_path)
    folder, settings, screen, message, on_file = _opened(tmp_path, monkeypatch, huge)
    run = SettingsFile(folder, settings, on_file)
    (tmp_path / SETTINGS_FILE).unlink()             # even with the file gone meanwhile
    assert run.save(dataclasses.replace(settings, language="it")) is None
    data = json.loads((tmp_path / SETTINGS_FILE).read_text())
    assert data["window_size"] == [1500, 900] and data["language"] == "it"


def test_the_titles_notice_is_said_once():
    ui = Driver((1280, 720))
    title = TitleScene(ui.ctx, message="The window is smaller than asked.")
    ui.ctx.stack.reset(title)
    ui.frame(0.0)
    assert title.notice_layout()[0] is not None
    ui.key(pygame.K_s)                  # the Settings
    assert ui.top is not title
    ui.key(pygame.K_ESCAPE)             # and back
    assert ui.top is title
    ui.frame(0.0)
    assert title.message is None and title.notice_layout()[0] is None


def test_f11_fills_the_screen_from_its_top_left(monkeypatch):
    """The window stood at 8, 40 (placed so by the game, no window manager to move it): it is
    at the screen's top-left as it goes fullscreen (SDL counts a fullscreen window at 0, 0
    wherever the system shows it, so the window moves first); back from it, where it stood."""
    ui = Driver(size=MIN_WINDOW, settings=dataclasses.replace(FAST, window_size=MIN_WINDOW))
    ui.ctx.windowed = True
    set_mode, went_at = pygame.display.set_mode, []

    def watched(size=(0, 0), flags=0, *args, **kwargs):
        if flags & pygame.FULLSCREEN:
            went_at.append(window_position())
        return set_mode(size, flags, *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", watched)
    try:
        game_window().position = (8, 40)
        ui.key(pygame.K_F11)
        assert ui.ctx.window.get_flags() & pygame.FULLSCREEN
        assert went_at == [(0, 0)]
        ui.key(pygame.K_F11)
        assert window_position() == (8, 40)
    finally:
        ui.ctx.windowed = False
        pygame.display.set_mode((1280, 720))
