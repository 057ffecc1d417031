"""The whole game's log read again from the results ("Game log", L): after a game played through
the table, the results open the table's own log over them, scrolled with the wheel, the arrow
keys and Page Up / Page Down within its lines, and Back (Enter or Esc) returns; for both games
at both window sizes."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_card_table import click_action, run
from tests.test_ui_game import play_through, tame_match
from tests.ui_driver import Driver

from game.card.config import Config as CardConfig
from game.card.config import SeatConfig as CardSeat
from scenes import ui as ui_mod
from scenes.table.game_log import GameLogScene
from scenes.gameover import GameOverScene
from scenes.session.games import new_match
from scenes.table.log_panel import fit_scroll


def _read_log(ui: Driver, log, title: str) -> None:
    """From the results, open the log by its button and by L, scroll it, and go back."""
    over = ui.top
    assert isinstance(over, GameOverScene) and over.log is log and len(log.lines) > 40
    ui.frame(ui_mod.ARM_SECONDS + 0.05)
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.append(text))
    ui.press("Game log")
    shown = ui.top
    assert isinstance(shown, GameLogScene) and shown.log is log and shown.title == title
    ui.frame(0.0)
    assert title in drawn and log.scroll == 0
    # The game's last line is on show, at the foot of the panel.
    last = ui.ctx.text.wrap(log.lines[-1][1], ui.ctx.px(13), shown.rect.w - ui.ctx.px(32))
    assert last[-1] in drawn
    ui.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    ui.frame(0.0)
    assert log.scroll == 2
    for _ in range(200):
        ui.key(pygame.K_PAGEUP)
    log_top = log.scroll
    assert log_top > 2 and log_top == fit_scroll(ui.ctx, log, shown.rect)   # no further
    drawn.clear()
    ui.frame(0.0)
    assert any(str(line) in drawn for _s, line in log.lines[:3])    # the game's first lines
    ui.key(pygame.K_DOWN)
    assert log.scroll == log_top - 1
    ui.key(pygame.K_ESCAPE)
    assert ui.top is over
    ui.key(pygame.K_l, "l")
    assert isinstance(ui.top, GameLogScene) and log.scroll == 0     # from the end again
    ui.key(pygame.K_RETURN)
    assert ui.top is over
    ui.ctx.text.watchers.pop()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_results_read_the_auction_games_log_again(size):
    ui = Driver(size)
    play_through(ui, tame_match())
    _read_log(ui, ui.top.log, "AUCTION LOG")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_results_read_the_card_games_log_again(size):
    ui = Driver(size)
    seats = (CardSeat("Ada", "human"), CardSeat("Beatrix", "bot", "random"),
             CardSeat("Clemens", "bot", "random"))
    match = new_match(ui.ctx, CardConfig(seats=seats, first_player=0), seed=21,
                      rng=random.Random(21), thinking_seconds=0.0)
    table = ui.ctx.stack.make("card_table", match)       # the table opens the results itself
    ui.ctx.stack.reset(table)
    ui.frame(0.0)

    class Over(list):
        def __bool__(self) -> bool:
            return isinstance(ui.top, GameOverScene)

    run(ui, table, Over(), lambda t: click_action(ui, t, match.legal_for(t.shown.seat)[0]))
    _read_log(ui, table.log, "LOG")
