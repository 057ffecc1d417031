"""A window size chosen in the Settings keeps the window where the player put it: it was
put back in the middle of the desktop at every change. Only a window that would run off the
desktop's right or bottom moves, just enough to fit (frame and task bar included)."""
from __future__ import annotations

import dataclasses

import pygame

from tests.ui_driver import FAST, Driver

from scenes.context import desktop_size
from scenes.session.settings import WINDOW_FRAME, smallest_window
from scenes.settings_screen import SettingsScene
from scenes.window_place import FRAME_BEFORE, game_window, kept_place, window_position


def smallest() -> tuple[int, int]:
    """The smallest window on this desktop (1008 × 675 on the dummy driver's 1024 × 768)."""
    return smallest_window(desktop_size())


def test_a_window_that_still_fits_stays_where_it_was():
    assert kept_place((300, 120), (1280, 720), (1920, 1080)) == (300, 120)
    # Dragged partly off the left or top by the player: still the player's place.
    assert kept_place((-40, 5), (1280, 720), (1920, 1080)) == (-40, 5)


def test_a_window_that_would_run_off_moves_just_enough():
    right, bottom = (f - b for f, b in zip(WINDOW_FRAME, FRAME_BEFORE))
    assert kept_place((700, 500), (1600, 900), (1920, 1080)) == (1920 - 1600 - right,
                                                                 1080 - 900 - bottom)
    assert kept_place((700, 20), (1600, 900), (1920, 1080)) == (1920 - 1600 - right, 20)
    # Never past the frame's room on the left and top (a window the desktop just holds).
    assert kept_place((500, 400), (1904, 1000), (1920, 1080)) == FRAME_BEFORE


def test_a_window_on_another_screen_or_an_unknown_desktop_is_left_alone():
    assert kept_place((2100, 300), (1600, 900), (1920, 1080)) == (2100, 300)
    assert kept_place((700, 500), (1600, 900), None) == (700, 500)


def _size_cycle(scene: SettingsScene):
    return next(w for words, _help, w in scene.rows if words == "Window size")


def _step(ui: Driver, scene: SettingsScene, delta: int) -> None:
    """Click the window size's arrow (left or right), as a player does."""
    r = _size_cycle(scene).rect
    ui.click((r.x + r.h // 2 if delta < 0 else r.right - r.h // 2, r.centery))


def test_the_settings_window_size_keeps_the_window_in_place():
    """Through the Settings screen, with real clicks, in a real (dummy-driver) window."""
    ui = Driver(size=(1000, 600), settings=dataclasses.replace(FAST, window_size=(1000, 600)))
    desktop = desktop_size()
    assert desktop == (1024, 768)           # SDL's dummy desktop: the numbers below follow it
    ui.ctx.windowed = True
    try:
        game_window().position = (4, 20)
        scene = SettingsScene(ui.ctx)
        ui.ctx.stack.push(scene)
        ui.frame()
        _step(ui, scene, 1)                 # 1280 × 720, fitted to the desktop: 1008 × 688
        assert ui.ctx.settings.window_size == (1280, 720)
        assert ui.ctx.window.get_size() == (1008, 688)
        assert window_position() == (4, 20), "where the player put it (it was centred)"
        game_window().position = (200, 100)
        _step(ui, scene, 1)                 # 1600 × 900, fitted: 1008 × 688 again
        assert ui.ctx.settings.window_size == (1600, 900)
        # It would run off the right and the bottom: moved just enough.
        assert window_position() == kept_place((200, 100), (1008, 688), desktop) == (8, 32)
    finally:
        ui.ctx.windowed = False
        pygame.display.set_mode((1280, 720))


def test_back_from_fullscreen_the_window_stands_where_it_stood_before():
    """F11 twice (or Fullscreen and back in the Settings): the window came back in the middle
    of the desktop, away from where the player had put it; now where it stood before."""
    ui = Driver(size=smallest(), settings=dataclasses.replace(FAST, window_size=smallest()))
    ui.ctx.windowed = True
    try:
        # (Places the dummy desktop holds the smallest window at, 1008 × 675 on 1024 × 768.)
        game_window().position = (6, 40)
        ui.key(pygame.K_F11)
        assert ui.ctx.settings.fullscreen and ui.ctx.window.get_flags() & pygame.FULLSCREEN
        ui.key(pygame.K_F11)
        assert not ui.ctx.settings.fullscreen and ui.ctx.window.get_size() == smallest()
        assert window_position() == (6, 40), "where it stood (it was centred)"
        # Through the Settings the same; a window moved meanwhile goes back to its new place.
        game_window().position = (2, 30)
        ui.ctx.change_settings(fullscreen=True)
        ui.ctx.change_settings(fullscreen=False)
        assert window_position() == (2, 30)
    finally:
        ui.ctx.windowed = False
        pygame.display.set_mode((1280, 720))


def test_a_game_started_fullscreen_comes_back_to_a_window_in_the_middle():
    """Where it stood before is not known: the middle of the desktop, as before."""
    ui = Driver(size=smallest(), settings=dataclasses.replace(FAST, window_size=smallest()))
    ui.ctx.windowed = True
    try:
        ui.ctx.fit_canvas(pygame.display.set_mode((0, 0), pygame.FULLSCREEN))
        ui.ctx.settings = dataclasses.replace(ui.ctx.settings, fullscreen=True)
        ui.key(pygame.K_F11)
        desktop = desktop_size()
        w, h = smallest()
        assert window_position() == ((desktop[0] - w) // 2, (desktop[1] - h) // 2)
    finally:
        ui.ctx.windowed = False
        pygame.display.set_mode((1280, 720))
