"""Quitting closes the window at once: "Quit the game" left the window up for seconds while the
settings and the last autosave were written and the program wound down. The window now goes
as the main loop ends, before those writes (which still happen: nothing is lost)."""
from __future__ import annotations

import pygame

import tests.ui_driver  # noqa: F401 - the dummy video and audio drivers

import scenes.app as app
from scenes.session.settings import SettingsFile
from scenes.session.storage import GameStore


def test_the_window_is_gone_before_the_last_writes(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    seen: dict[str, bool] = {}

    def run_loop(ctx, **_kw) -> None:
        assert pygame.display.get_surface() is not None        # the window is up
        ctx.change_settings(value_hints=not ctx.settings.value_hints)     # a setting to save

    def spy(cls, name: str):
        real = getattr(cls, name)

        def wrapped(self, *args, **kwargs):
            seen[name] = pygame.display.get_init()
            return real(self, *args, **kwargs)
        monkeypatch.setattr(cls, name, wrapped)
    monkeypatch.setattr(app, "run_loop", run_loop)
    # Not pygame.quit here: the other tests of this process keep their fonts.
    monkeypatch.setattr(pygame, "quit", pygame.display.quit)
    spy(SettingsFile, "save")
    spy(GameStore, "close")
    assert app.main(["--size", "1280x720"]) == 0
    # Both writes happened, the window already closed for each.
    assert seen == {"save": False, "close": False}, seen
    assert (tmp_path / "config").exists() or any(tmp_path.rglob("*.json"))
