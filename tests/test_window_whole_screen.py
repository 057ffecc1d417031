"""A window asked for at exactly the screen's size gets it. `--size 1920x1080` on a 1920×1080
screen with no window manager opened at 1904×1000: the room kept for a frame and a task bar
(WINDOW_FRAME) was taken off a screen that had neither. Now a window of the screen's very size
opens at that size, frameless, from the screen's top-left (a fullscreen window in all but
name); any other size too large for the screen still leaves the frame and the panels their
room. The screen's size is given to the sizing logic, so no real screen is needed."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from scenes import app
from scenes.session.settings import WINDOW_FRAME, fills_screen, fit_window
from scenes.window_place import game_window, kept_place, window_flags, window_position

FULL_HD = (1920, 1080)


@pytest.mark.parametrize("asked", [False, True])
def test_the_screens_own_size_is_kept_with_no_note(asked):
    assert fit_window(FULL_HD, FULL_HD, asked) == (FULL_HD, None)
    assert fit_window((1280, 720), (1280, 720), asked) == ((1280, 720), None)
    assert fills_screen(FULL_HD, FULL_HD) and not fills_screen(FULL_HD, None)
    assert not fills_screen((1920, 1079), FULL_HD) and not fills_screen(FULL_HD, (2560, 1440))


def test_a_smaller_screen_with_panels_still_leaves_them_their_room():
    """A 1366×768 laptop asked for 1920×1080: the window, frame and task bar included, fits."""
    size, note = fit_window(FULL_HD, (1366, 768), asked=True)
    assert size == (1366 - WINDOW_FRAME[0], 768 - WINDOW_FRAME[1]) == (1350, 688)
    assert "command line" in note
    # One pixel more than the screen in one direction is no longer the screen's size.
    assert fit_window((1920, 1081), FULL_HD)[0] == (1920 - WINDOW_FRAME[0], 1000)
    assert fit_window((1280, 720), FULL_HD) == ((1280, 720), None)


def test_only_the_whole_screen_is_frameless_and_at_the_top_left():
    assert window_flags(FULL_HD, FULL_HD) == pygame.RESIZABLE | pygame.NOFRAME
    assert window_flags((1904, 1000), FULL_HD) == pygame.RESIZABLE
    assert window_flags(FULL_HD, None) == pygame.RESIZABLE
    assert kept_place((8, 40), FULL_HD, FULL_HD) == (0, 0)
    assert kept_place((8, 40), (1280, 720), FULL_HD) == (8, 40)


class Framed:
    """The game's window, its frame as the game sets it written down (SDL's dummy driver
    keeps a window frameless once it was: only a real screen shows the frame come back)."""

    def __init__(self, window) -> None:
        self.window, self.frames = window, []

    @property
    def position(self):
        return self.window.position

    @position.setter
    def position(self, at) -> None:
        self.window.position = at

    @property
    def borderless(self) -> bool:
        return self.window.borderless

    @borderless.setter
    def borderless(self, value: bool) -> None:
        self.frames.append("none" if value else "framed")


def test_the_app_opens_the_whole_screen_when_asked(monkeypatch):
    """The real opening of the window, the desktop said to be 1920×1080; then the Settings'
    smaller size gives the window its frame back, and their 1920×1080 takes it away."""
    monkeypatch.setattr("scenes.context.desktop_size", lambda: FULL_HD)
    framed = Framed(None)
    monkeypatch.setattr("scenes.window_place.game_window",
                        lambda: (setattr(framed, "window", game_window()), framed)[1])
    set_mode, flags_asked = pygame.display.set_mode, []

    def watched(size=(0, 0), flags=0, *args, **kwargs):
        flags_asked.append(flags & pygame.NOFRAME)
        return set_mode(size, flags, *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", watched)
    try:
        screen, note = app._open_window(FULL_HD, asked=True)
        assert screen.get_size() == FULL_HD and note is None
        assert flags_asked == [pygame.NOFRAME] and framed.frames == ["none"]
        assert window_position() == (0, 0)
        ui = Driver(size=FULL_HD, settings=dataclasses.replace(FAST, window_size=FULL_HD))
        ui.ctx.windowed = True
        framed.frames.clear()
        ui.ctx.change_settings(window_size=(1280, 720))
        assert ui.ctx.size == (1280, 720) and framed.frames == ["framed"]
        assert flags_asked[-1] == 0
        ui.ctx.change_settings(window_size=FULL_HD)
        assert ui.ctx.size == FULL_HD and framed.frames == ["framed", "none"]
        assert flags_asked[-1] == pygame.NOFRAME and window_position() == (0, 0)
        ui.ctx.windowed = False
    finally:
        pygame.display.set_mode((1280, 720))
