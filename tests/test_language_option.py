"""`--language` speaks for the real app, not only the demo. `modern-art --language zh_TW` came
up in English (the option was read by `--demo` alone). It is this run's language: the title and
the window's caption speak it, and, as `--size` does for the window, it leaves the language of
the settings file alone; a language chosen in this run's Settings is saved as ever."""
from __future__ import annotations

import dataclasses
import json

import pygame
import pytest

from scenes import app
from scenes.context import make_context
from scenes.session.settings import SETTINGS_FILE, Settings, SettingsFile, save_settings
from scenes.title import TitleScene


def _opened(tmp_path, monkeypatch, language):
    """The app's settings and context for a run given `--language language`."""
    monkeypatch.setattr("scenes.session.settings.default_config_folder", lambda: tmp_path)
    args = app._parse(["--language", language])
    folder, settings, screen, _message, on_file = app._open_with_settings(args)
    ctx = make_context(screen, settings, windowed=False)
    app.caption_in_language(ctx)
    return ctx, SettingsFile(folder, ctx.settings, on_file)


def test_the_title_and_the_caption_speak_the_language_asked(tmp_path, monkeypatch):
    save_settings(Settings(language="de"), tmp_path)
    try:
        ctx, _file = _opened(tmp_path, monkeypatch, "zh_TW")
        drawn: list[str] = []
        ctx.text.watchers.append(lambda text, size, weight: drawn.append(str(text)))
        ctx.stack.push(TitleScene(ctx))
        ctx.stack.draw(ctx.screen)
        assert ctx.words.code == "zh_TW"
        assert pygame.display.get_caption()[0] == ctx.text.shown(app.WINDOW_TITLE) != "Modern Art"
        assert "新遊戲" in drawn
        assert "New game" not in drawn and "Neues Spiel" not in drawn
    finally:
        pygame.display.set_mode((1280, 720))


def test_the_settings_file_keeps_its_own_language(tmp_path, monkeypatch):
    save_settings(Settings(language="de"), tmp_path)
    try:
        ctx, run = _opened(tmp_path, monkeypatch, "it")
        assert ctx.settings.language == "it"
        # Another change in this run is saved; the language of the file is not touched.
        assert run.save(dataclasses.replace(ctx.settings, sound_volume=0.3),
                        {"sound_volume"}) is None
        data = json.loads((tmp_path / SETTINGS_FILE).read_text())
        assert data["language"] == "de" and data["sound_volume"] == 0.3
        # Chosen in this run's Settings, it is the player's choice: saved.
        assert run.save(dataclasses.replace(ctx.settings, language="zh_TW"),
                        {"language"}) is None
        assert json.loads((tmp_path / SETTINGS_FILE).read_text())["language"] == "zh_TW"
    finally:
        pygame.display.set_mode((1280, 720))


def test_the_help_says_it_is_for_this_run(capsys):
    with pytest.raises(SystemExit):
        app._parse(["--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "the language of this run" in said and "leaves as it is" in said
