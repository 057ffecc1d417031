"""Ctrl+Q (during a game, once asked), the pause menu's "Quit the game" and the window's
close button leave the program from any screen, the game in progress kept as it stands
in the autosave; when it cannot be written the player is asked first. All through the app's own frames and real events."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_save_trouble import break_the_disk
from tests.test_saves_ui import AppDriver, new_game_through_setup, random_action, start_title

from scenes.banner import QUESTION
from scenes.farewell import FAREWELL_SECONDS
from scenes.pause import PauseScene
from scenes.quit_ask import QUIT_ASK
from scenes.saves import ConfirmScene
from scenes.table import TableScene


def ctrl_q(d: AppDriver) -> None:
    """Press Ctrl+Q and run a frame."""
    d.post(pygame.KEYDOWN, key=pygame.K_q, unicode="\x11", mod=pygame.KMOD_LCTRL, scancode=0)
    d.post(pygame.KEYUP, key=pygame.K_q, unicode="", mod=pygame.KMOD_LCTRL, scancode=0)
    d.frame(0.0)


def mid_lot(tmp_path, seed: int) -> tuple:
    """The app from its title, a new game played on (every seat by the test) until a lot is on
    offer with a bid: the driver and the match."""
    d = AppDriver(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, seed).match
    rng = random.Random(seed)
    while not (match.state.lot and match.state.high_bidder is not None):
        match.submit(random_action(match.state, rng))
    d.frame()
    return d, match


def saved_actions(d: AppDriver) -> tuple:
    return d.ctx.store.continue_game().game.record.actions


@pytest.mark.parametrize("paused", [False, True], ids=["table", "pause menu open"])
def test_ctrl_q_quits_with_the_lot_in_progress_saved(tmp_path, paused):
    """Ctrl+Q at the table, and with the pause menu open over it, ends the program with the
    lot in progress kept."""
    d, match = mid_lot(tmp_path, 22 if paused else 21)
    assert isinstance(d.top, TableScene) and d.ctx.running
    if paused:
        d.key(pygame.K_ESCAPE)
        assert isinstance(d.top, PauseScene)
    ctrl_q(d)
    assert d.ctx.running and d.top.name == QUIT_ASK       # asked first (test_quit_asks.py)
    d.key(pygame.K_y)
    assert not d.ctx.running
    assert saved_actions(d) == tuple(match.actions)


def test_the_pause_menus_quit_the_game_quits_the_program(tmp_path):
    d, match = mid_lot(tmp_path, 23)
    d.key(pygame.K_ESCAPE)
    labels = [b.label for b in d.top.buttons]
    assert labels.index("Quit the game") == labels.index("Quit to title") + 1
    assert d.button("Quit the game").style != d.button("Quit to title").style
    d.press("Quit the game")                # chosen on purpose: no question (test_quit_asks)
    d.frame(FAREWELL_SECONDS)               # "Your game is kept", then closed
    assert not d.ctx.running
    assert saved_actions(d) == tuple(match.actions)


def test_a_move_the_store_was_not_given_is_saved_on_quitting(tmp_path):
    d, match = mid_lot(tmp_path, 24)
    match.keepers.pop(0)                # the autosave: as if it had not run yet
    match.submit(random_action(match.state, random.Random(24)))
    assert saved_actions(d) != tuple(match.actions)
    d.post(pygame.QUIT)                 # the window's close button
    d.frame(0.0)
    d.frame(FAREWELL_SECONDS)           # "Your game is kept", then closed
    assert not d.ctx.running
    assert saved_actions(d) == tuple(match.actions)


def test_ctrl_q_asks_first_when_the_game_cannot_be_saved(tmp_path):
    d, match = mid_lot(tmp_path, 25)
    break_the_disk(d.ctx.store)
    match.submit(random_action(match.state, random.Random(25)))
    ctrl_q(d)
    assert d.ctx.running and isinstance(d.top, ConfirmScene) and d.top.name == QUESTION
    assert "could not be saved" in d.top.message
    d.press("Keep playing")
    assert isinstance(d.top, TableScene) and d.ctx.running
    d.key(pygame.K_ESCAPE)
    d.press("Quit the game")
    assert d.ctx.running and d.top.name == QUESTION
    d.press("Quit anyway")
    assert not d.ctx.running


def test_ctrl_q_on_the_title_and_in_a_text_field_quits(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    d.press("New game")
    setup = d.top
    d.click(setup.seed.rect.center)       # typing in the seed's field
    ctrl_q(d)
    assert not d.ctx.running
