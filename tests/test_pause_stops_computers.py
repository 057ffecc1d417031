"""The pause menu (Esc) stops the table: while it is open, the computer seats make no move and
nothing on the table changes under it, thinking in a worker thread or not; Resume lets them
go on from where they were."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.ui_driver import Driver

from game import Config, SeatConfig
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene


@pytest.mark.parametrize("threaded", [False, True])
def test_computers_wait_under_the_pause_menu(threaded):
    ui = Driver(settings=Settings(animation_speed="normal", computer_pace="brisk"))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "bot", "easy"),
             SeatConfig("Cy", "bot", "easy"), SeatConfig("Dora", "bot", "easy"))
    # Bea auctions first: the computers have moves to make before Ada is asked anything.
    match = Match(Config(seats=seats, first_auctioneer=1), 7, thinking_seconds=0.3,
                  rng=random.Random(7), threaded=threaded)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    for _ in range(400):            # until Bea has put up her lot: the others bid next
        ui.frame(0.05)
        if match.actions:
            break
    assert len(match.actions) == 1 and match.bot_to_act() is not None
    ui.key(pygame.K_ESCAPE)
    assert ui.top.name == "pause"
    moves, lines, shown = len(match.actions), list(table.log.lines), table.shown
    state = match.state
    for _ in range(300):            # fifteen seconds of the menu
        ui.frame(0.05)
        if threaded and match._job is not None:
            match._job.thread.join()    # a decision worked out meanwhile is still not made
    assert len(match.actions) == moves and match.state is state
    assert table.log.lines == lines and table.shown is shown
    ui.key(pygame.K_ESCAPE)         # Resume
    assert ui.top is table
    for _ in range(200):
        ui.frame(0.05)
        if len(match.actions) > moves:
            break
    assert len(match.actions) > moves       # the computers go on
