"""Every way out of a game in progress says, once, that the game is kept and how to come back
to it, and asks nothing while it is: a newcomer quit a game (the pause menu's "Quit the game",
the window's close button) and was told nothing, though Continue brought it back.

- the window's close button and the pause menu's "Quit the game": "Your game is kept" over
  the table for a few seconds, then the window closes (a key, a click or the close button
  again closes it at once);
- Ctrl+Q: its question says so already ("Your game is saved; Continue brings it back."), and
  its Quit closes at once (not said twice);
- "Quit to title": the title's notice says so over Continue, which brings the game back;
- the game not saved (a full disk): each asks first, says so, and nothing is lost by the
  answer "Keep playing"; no word that the game is kept.
All through the app's own frames and real events."""
from __future__ import annotations

import random

import pygame

from tests.test_quit_anywhere import ctrl_q, mid_lot, saved_actions
from tests.test_save_trouble import break_the_disk
from tests.test_saves_ui import random_action

from scenes.banner import QUESTION
from scenes.farewell import FAREWELL, FAREWELL_SECONDS, FarewellScene
from scenes.table import TableScene
from scenes.title import TitleScene


def _pause(d) -> None:
    """Esc until the pause menu is up (a first Esc may stop typing in the amount box)."""
    for _ in range(2):
        d.key(pygame.K_ESCAPE)
        if d.top.name == "pause":
            return
    raise AssertionError(f"no pause menu: {d.top.name}")


def _said(d) -> str:
    top = d.top
    return f"{top.title} {top.message}"


def test_the_close_button_says_the_game_is_kept_then_closes(tmp_path):
    d, match = mid_lot(tmp_path, 31)
    d.post(pygame.QUIT)
    d.frame(0.0)
    assert d.ctx.running and isinstance(d.top, FarewellScene)
    assert _said(d) == ("Your game is kept Next time, press Continue on the title screen to "
                        "play on from where you left it.")
    assert saved_actions(d) == tuple(match.actions)
    d.frame(FAREWELL_SECONDS / 2)
    assert d.ctx.running                    # the words stand a while, the table still under them
    assert d.ctx.stack.scenes[-2].match is match
    d.frame(FAREWELL_SECONDS / 2)
    assert not d.ctx.running                # then the window closes, nothing asked


def test_the_close_button_again_or_a_key_closes_at_once(tmp_path):
    d, _match = mid_lot(tmp_path, 32)
    d.post(pygame.QUIT)
    d.frame(0.0)
    assert d.top.name == FAREWELL
    d.post(pygame.QUIT)
    d.frame(0.0)
    assert not d.ctx.running
    d, _match = mid_lot(tmp_path / "key", 33)
    _pause(d)
    d.press("Quit the game")
    assert d.ctx.running and d.top.name == FAREWELL
    d.key(pygame.K_RETURN)
    assert not d.ctx.running
    d, _match = mid_lot(tmp_path / "ctrl", 34)
    d.post(pygame.QUIT)
    d.frame(0.0)
    ctrl_q(d)                               # a second way out while it shows: out at once
    assert not d.ctx.running


def test_ctrl_q_says_it_once_in_its_question(tmp_path):
    d, match = mid_lot(tmp_path, 35)
    ctrl_q(d)
    assert "Continue brings it back" in d.top.message
    d.press("Quit")
    assert not d.ctx.running and not any(isinstance(s, FarewellScene)
                                         for s in d.ctx.stack.scenes)
    assert saved_actions(d) == tuple(match.actions)


def test_quit_to_title_says_continue_brings_the_game_back(tmp_path):
    d, match = mid_lot(tmp_path, 36)
    _pause(d)
    d.press("Quit to title")
    assert isinstance(d.top, TitleScene)
    assert d.top.message == "Your game is kept: Continue plays on from where you left it."
    actions = tuple(match.actions)
    d.press("Continue")
    assert isinstance(d.top, TableScene) and tuple(d.top.match.actions) == actions


def test_a_game_not_saved_is_never_said_kept_and_leaving_asks_first(tmp_path):
    d, match = mid_lot(tmp_path, 37)
    break_the_disk(d.ctx.store)
    match.submit(random_action(match.state, random.Random(37)))
    d.frame()
    for leave in ("close", "menu", "title"):
        if leave == "close":
            d.post(pygame.QUIT)
            d.frame(0.0)
        else:
            _pause(d)
            d.press("Quit the game" if leave == "menu" else "Quit to title")
        assert d.ctx.running and d.top.name == QUESTION, leave
        assert "could not be saved" in d.top.message and "lost" in d.top.message
        d.press("Keep playing")             # nothing lost: the game goes on where it was
        if d.top.name == "pause":
            d.press("Resume")
        assert isinstance(d.top, TableScene) and d.top.match is match
    _pause(d)
    d.press("Quit to title")
    d.press("Quit anyway")
    assert isinstance(d.top, TitleScene) and not d.top.message
    assert not any(isinstance(s, FarewellScene) for s in d.ctx.stack.scenes)
