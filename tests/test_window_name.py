"""The window's name on the desktop: its class is the game's ("modern-art", what a taskbar
groups it by and the menu entry names), never the script's file name "app.py" that pygame
gives it on import; a name the player set in the environment wins."""
from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pygame
import pytest

from scenes import app

ROOT = Path(__file__).resolve().parent.parent


def test_the_window_class_is_the_game_s_not_the_script_s_file_name():
    # pygame, imported with DISPLAY set, names the window after sys.argv[0]: "app.py".
    environ = {"SDL_VIDEO_X11_WMCLASS": "app.py", "DISPLAY": ":0"}
    app.name_the_window(environ, argv0="/home/ann/modern-art/scenes/app.py")
    assert environ["SDL_VIDEO_X11_WMCLASS"] == "modern-art"
    assert environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "modern-art"
    # Without a display pygame sets nothing, and an empty value names nothing either.
    environ = {"SDL_VIDEO_WAYLAND_WMCLASS": ""}
    app.name_the_window(environ, argv0="ModernArt")
    assert environ == {"SDL_VIDEO_X11_WMCLASS": "modern-art",
                       "SDL_VIDEO_WAYLAND_WMCLASS": "modern-art"}


def test_a_window_class_the_player_set_wins():
    environ = {"SDL_VIDEO_X11_WMCLASS": "boardgames", "SDL_VIDEO_WAYLAND_WMCLASS": "org.example"}
    app.name_the_window(environ, argv0="/usr/bin/modern-art")
    assert environ == {"SDL_VIDEO_X11_WMCLASS": "boardgames",
                       "SDL_VIDEO_WAYLAND_WMCLASS": "org.example"}


class DisplayStarts(Exception):
    """Raised where the display would start: the window opening goes no further."""


def _class_when_the_display_starts(monkeypatch) -> dict:
    """Open the game's window as far as pygame.display.init: the class variables as SDL
    would read them (it reads them once, when the display starts)."""
    seen = {}

    def watched_init():
        seen.update({name: os.environ.get(name) for name in app.WINDOW_CLASS_VARIABLES})
        raise DisplayStarts

    monkeypatch.setattr(pygame.display, "init", watched_init)
    with pytest.raises(DisplayStarts):
        app._open_window((1280, 720))
    return seen


def test_the_window_is_named_before_the_display_starts(monkeypatch):
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", os.path.basename(sys.argv[0]))
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    assert _class_when_the_display_starts(monkeypatch) == {
        "SDL_VIDEO_X11_WMCLASS": "modern-art", "SDL_VIDEO_WAYLAND_WMCLASS": "modern-art"}
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "boardgames")
    assert _class_when_the_display_starts(monkeypatch)["SDL_VIDEO_X11_WMCLASS"] == "boardgames"


def test_the_menu_entry_names_the_window_class():
    """A taskbar shows the running game under the menu entry's name and icon only if the
    entry's StartupWMClass is the window's class."""
    committed = (ROOT / "assets" / "icons" / "modern-art.desktop").read_text(encoding="utf-8")
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "tools" / "make_icons.py")
    make_icons = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_icons)
    for entry in (committed, make_icons.DESKTOP_ENTRY):
        assert f"StartupWMClass={app.WINDOW_CLASS}\n" in entry
        assert f"Exec={app.WINDOW_CLASS}\n" in entry
