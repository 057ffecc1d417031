"""A frame the window refuses to show ("Window surface is invalid": the window resized or
changed mode between frames) closed the app at once, logged. Now the window's surface is
fetched again and the next frame shows; only when showing fails SHOW_RETRIES frames running
does the app close as before (logged), and the game in progress is kept either way."""
from __future__ import annotations

import logging

import pygame
import pytest

from tests.test_hotseat_keyboard import play_card, table_for
from tests.ui_driver import Driver

from game import stacked_deck
from game.cards import OPEN
from scenes import app, window_place
from scenes.session.storage import GameStore

STALE = "Window surface is invalid, please call SDL_GetWindowSurface() to get a new surface"


class _Clock:
    def tick(self, fps: int = 0) -> int:
        return 50


def _table_in_play(tmp_path):
    """Ada's table, one lot auctioned, the game autosaved in `tmp_path`."""
    ui = Driver()
    ui.ctx.store = GameStore(tmp_path)
    table = table_for(ui, stacked_deck((2, OPEN), (2, OPEN), (3, OPEN)))
    play_card(ui, table, OPEN)
    assert table.match.actions
    ui.ctx.clock = _Clock()
    return ui, table


def _flips(monkeypatch, fails) -> list[int]:
    """pygame's flip, refusing the frames `fails(n)` says (n counts the flips asked); the
    flips asked, in order."""
    asked: list[int] = []

    def flip() -> None:
        asked.append(len(asked))
        if fails(len(asked) - 1):
            raise pygame.error(STALE)

    monkeypatch.setattr(pygame.display, "flip", flip)
    return asked


def test_a_flip_refused_once_fetches_the_surface_again_and_the_game_goes_on(
        tmp_path, monkeypatch, caplog):
    ui, table = _table_in_play(tmp_path)
    asked = _flips(monkeypatch, lambda n: n == 2)
    fetched: list = []
    real = window_place.fresh_surface

    def fresh():
        fetched.append(real())
        return fetched[-1]

    monkeypatch.setattr(window_place, "fresh_surface", fresh)
    frames = [0]

    def after(_dt: float) -> None:
        frames[0] += 1
        if frames[0] == 8:
            ui.ctx.quit()

    with caplog.at_level(logging.WARNING, logger="scenes.app"):
        app.run_loop(ui.ctx, on_frame=after)
    assert asked == list(range(8))                  # every frame flipped, none given up
    assert fetched == [pygame.display.get_surface()] and fetched[0] is not None
    assert ui.ctx.window is fetched[0]              # the screens draw on the surface fetched
    assert ui.ctx.stack.top is table and ui.ctx.running is False
    assert any("Window surface is invalid" in r.getMessage() for r in caplog.records)


def test_failures_that_stop_in_time_never_close_the_app(tmp_path, monkeypatch):
    ui, _table = _table_in_play(tmp_path)
    # Refused SHOW_RETRIES frames running, then shown, then refused as many again.
    runs = set(range(1, 1 + app.SHOW_RETRIES)) | set(range(10, 10 + app.SHOW_RETRIES))
    asked = _flips(monkeypatch, lambda n: n in runs)
    frames = [0]

    def after(_dt: float) -> None:
        frames[0] += 1
        if frames[0] == 20:
            ui.ctx.quit()

    app.run_loop(ui.ctx, on_frame=after)
    assert len(asked) == 20


def test_a_window_that_never_shows_again_closes_the_app_with_the_game_kept(
        tmp_path, monkeypatch):
    ui, table = _table_in_play(tmp_path)
    asked = _flips(monkeypatch, lambda n: True)
    with pytest.raises(pygame.error, match="Window surface is invalid"):
        app.run_loop(ui.ctx, on_frame=lambda dt: None)
    assert len(asked) == app.SHOW_RETRIES + 1       # tried again, then given up (as before)
    moves = len(table.match.actions)
    assert not ui.ctx.unsaved_moves()
    ui.ctx.store.close()
    info = GameStore(tmp_path).autosave_info()
    assert info is not None and info.moves == moves  # Continue picks it up where it was
