"""Ctrl+Q during a game asks first: pressed by mistake it closed the window without a word,
and the player had no idea the game was kept. Now "Quit?" says the game is saved and Continue
brings it back; "Quit" or Y quits, Enter, Esc or N plays on, a second Ctrl+Q quits; the game is
never lost either way. Both games, through the app's own frames and real key events."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_saves_ui import continued_card_game
from tests.test_quit_anywhere import ctrl_q, mid_lot, saved_actions
from tests.test_saves_ui import AppDriver, start_title
from tests.ui_driver import esc_to_pause, record_texts

from scenes.farewell import FAREWELL_SECONDS, FarewellScene
from scenes.pause import PauseScene
from scenes.quit_ask import QUIT_ASK, QuitQuestion
from scenes.table import TableScene
from scenes.table.card_scene import CardTableScene


def card_game(tmp_path) -> AppDriver:
    """The app with a card game continued from its autosave, at its table."""
    return continued_card_game(tmp_path)[0]


def _at(tmp_path, game: str):
    if game == "auction":
        d, _match = mid_lot(tmp_path, 31)
        return d, TableScene
    return card_game(tmp_path), CardTableScene


def _key(d: AppDriver, key: int, unicode: str = "") -> None:
    d.post(pygame.KEYDOWN, key=key, unicode=unicode, mod=0, scancode=0)
    d.post(pygame.KEYUP, key=key, unicode="", mod=0, scancode=0)
    d.frame(0.0)


@pytest.mark.parametrize("game", ["auction", "card"])
def test_ctrl_q_asks_and_esc_or_n_plays_on(tmp_path, game):
    d, table = _at(tmp_path, game)
    actions = list(d.top.match.actions)
    # Enter keeps playing: it is what players press at a hand-over, so "Keep playing" holds
    # the focus (a tester's Enter after Ctrl+Q would have closed the game).
    for stay in ((pygame.K_ESCAPE, "\x1b"), (pygame.K_n, "n"), (pygame.K_RETURN, "\r")):
        ctrl_q(d)
        assert d.ctx.running and isinstance(d.top, QuitQuestion) and d.top.name == QUIT_ASK
        assert d.top.title == "Quit?"
        assert d.top.message == "Your game is saved; Continue brings it back."
        assert [b.label for b in d.top.buttons] == ["Quit", "Keep playing"]
        _key(d, *stay)
        assert d.ctx.running and isinstance(d.top, table)
    assert list(d.top.match.actions) == actions


@pytest.mark.parametrize("game", ["auction", "card"])
@pytest.mark.parametrize("answer", ["click", "y", "ctrl+q"])
def test_quit_y_or_a_second_ctrl_q_quits_with_the_game_kept(tmp_path, game, answer):
    d, _table = _at(tmp_path, game)
    ctrl_q(d)
    assert d.ctx.running and d.top.name == QUIT_ASK
    if answer == "click":
        d.press("Quit")
    elif answer == "y":
        _key(d, pygame.K_y, "y")
    else:
        ctrl_q(d)
    assert not d.ctx.running
    assert saved_actions(d) == tuple(d.ctx.match.actions)


def test_ctrl_q_off_a_game_quits_at_once(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    ctrl_q(d)
    assert not d.ctx.running


def _menus_quit(d: AppDriver) -> None:
    """Esc opens the pause menu; click its "Quit the game"."""
    esc_to_pause(d)
    assert isinstance(d.top, PauseScene)
    d.press("Quit the game")


@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_pause_menus_quit_closes_without_asking_the_game_kept(tmp_path, game):
    """Esc, then "Quit the game": the program closes, the game saved for Continue. It asked
    "Quit?" as Ctrl+Q does (a play-tester: it asks again though the game is saved); chosen in
    a menu it is no key pressed by mistake, and quits as the window's close button does. Ctrl+Q
    still asks (above), the menu open or not (test_quit_anywhere.py)."""
    d, _table = _at(tmp_path, game)
    esc_to_pause(d)
    assert d.button("Quit the game").tooltip.startswith("Closes the program, the game kept")
    _key(d, pygame.K_ESCAPE, "\x1b")                        # back to the table, as it was
    actions = list(d.top.match.actions)
    _menus_quit(d)
    assert isinstance(d.top, FarewellScene)     # said, not asked (test_leaving_says_kept.py)
    d.frame(FAREWELL_SECONDS)
    assert not d.ctx.running and not isinstance(d.top, QuitQuestion)
    assert list(d.ctx.match.actions) == actions
    assert saved_actions(d) == tuple(actions)


def test_the_menus_quit_help_shows_under_the_pointer(tmp_path, monkeypatch):
    """The help of "Quit the game" (the game kept for Continue) showed only on the keyboard's
    ring: a player pointing at the button read nothing. It shows under the pointer now."""
    shown = record_texts(monkeypatch, "draw_tooltip")
    d, _table = _at(tmp_path, "auction")
    esc_to_pause(d)
    quit_button = d.button("Quit the game")
    for pos in (quit_button.rect.midleft, quit_button.rect.center):
        d.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        d.frame(0.1)
    helps = [(str(s), r) for s, r in shown if str(s).startswith("Closes the program")]
    assert helps, shown
    # Beside the button, as the keyboard ring's help stands, not up over the menu's title.
    assert helps[-1][1].x >= quit_button.rect.right, (helps[-1][1], quit_button.rect)
