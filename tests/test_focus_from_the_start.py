"""Every screen that takes keys shows where they go from its first frame: the title's gold New
game (its Continue while a game can be continued: after Quit to title), Settings' Back, the setup's first choice, and at the auction
table the amount box when the player's turn to bid comes. Enter presses what is ringed; the
ring shows no help until a key moves it, and a mouse click takes it down as before."""
from __future__ import annotations

import pygame

from tests.test_hotseat_keyboard import open_bidding_turn, tab
from tests.test_keyboard import settings_by_key
from tests.test_saves_ui import AppDriver, new_game_through_setup, start_title
from tests.ui_driver import Driver, spy_texts

from scenes.pause import PauseScene
from scenes.saves import ConfirmScene
from scenes.setup import SetupScene
from scenes.title import TitleScene


def ring_drawn(d: Driver, rect: pygame.Rect) -> bool:
    """Whether the ring's brass shows just outside `rect` (on its left edge's middle)."""
    from scenes.paint import BRASS_LIGHT
    x, y = rect.x - d.ctx.px(4), rect.centery
    return any(tuple(d.screen.get_at((x + dx, y)))[:3] == BRASS_LIGHT for dx in range(-2, 3))


def test_after_quit_to_title_by_keys_enter_continues_the_game(tmp_path):
    """Enter on the title after Quit to title walked into "A game is in progress" (the ring
    was on New game); Continue holds it now, and Enter plays on."""
    d = AppDriver(tmp_path)
    start_title(d)
    table = new_game_through_setup(d, 31)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, PauseScene)
    while d.top.focus.current.label != "Quit to title":
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    title = d.top
    assert isinstance(title, TitleScene)
    assert title.focus.shown and title.focus.current is title.buttons[1]     # Continue
    assert ring_drawn(d, title.buttons[1].rect)
    d.key(pygame.K_RETURN)
    assert d.top.name == "table" and d.top.match.actions == table.match.actions
    assert not isinstance(d.top, ConfirmScene)


def test_the_title_at_start_rings_new_game_and_a_click_takes_the_ring_down():
    d = Driver()
    title = TitleScene(d.ctx)
    d.ctx.stack.push(title)
    d.frame()
    assert title.focus.shown and ring_drawn(d, title.buttons[0].rect)
    d.click((5, 5))                                 # a mouse player: the ring goes
    assert not title.focus.shown and not ring_drawn(d, title.buttons[0].rect)


def test_settings_ring_back_from_the_start_and_enter_closes_them():
    d = Driver()
    settings = settings_by_key(d)
    assert settings.focus.shown and settings.focus.current is settings.back
    assert ring_drawn(d, settings.back.rect)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TitleScene)


def test_the_setup_rings_its_first_choice_from_the_start_and_enter_starts():
    d = Driver()
    started: list = []
    setup = SetupScene(d.ctx, on_start=lambda config, seed: started.append(config))
    d.ctx.stack.push(setup)
    d.frame()
    assert setup.focus.shown and setup.focus.current is setup.game
    assert ring_drawn(d, setup.game.rect)
    d.key(pygame.K_RETURN)
    assert len(started) == 1


def test_the_amount_box_is_ringed_when_the_turn_to_bid_comes_and_shows_no_help():
    d = Driver()
    table = open_bidding_turn(d, 1)         # the computers bid first, then Ada's turn
    d.post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    texts = spy_texts(d)
    d.frame(0.0)
    assert table.focus.shown and table.focus.current is table.amount
    assert ring_drawn(d, table.amount.rect)
    assert not [t for t in texts if str(t).startswith("Type an amount")], texts   # calm
    # Tab moves on and explains; a rebuild of the same decision (a resize) leaves it there.
    tab(d)
    moved = table.focus.current
    assert moved is not table.amount
    d.ctx.stack.resize(d.ctx.size)
    d.frame(0.0)
    assert table.focus.current is moved and table.focus.shown
