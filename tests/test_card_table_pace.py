"""The card table keeps the computers' pace by the game's clock, as the auction table does: a
frame's time is spent once (by the drawn card's moment, a beat, or the computers' wait), so no
two computer moves land in one frame and each is drawn before the next, at every pace; the
computers' moves are the same at every pace. Time here is the table's own clock (frames of a
fixed dt), never the wall's."""
from __future__ import annotations

import random

import pygame

from tests.ui_driver import Driver
from tests.test_card_drawn_shown import _ada_draws, _draw_on_ada_s_screen

from game.card.config import Config, SeatConfig
from scenes.session.games import new_match
from scenes.session.settings import Settings

#: Each pace's thinking time (`Settings.thinking_seconds`).
PACES = {"relaxed": 1.4, "normal": 0.8, "brisk": 0.35}


def _settings(pace: str) -> Settings:
    return Settings(animation_speed="normal", computer_pace=pace, show_tips=False)


def _table(ui: Driver, config, seed: int, thinking: float, state_of=None):
    match = new_match(ui.ctx, config, seed=seed, rng=random.Random(seed),
                      thinking_seconds=thinking)
    if state_of is not None:
        match._state = match._before = state_of(match.config)
    table = ui.ctx.stack.make("card_table", match)
    ui.ctx.stack.reset(table)
    ui.frame(0.0)
    return match, table


def test_after_the_drawn_card_the_next_computer_waits_its_whole_thinking_time():
    """Ada draws; the drawn card's moment holds the table, then Bea (a computer) plays. The
    frame in which the moment ended was counted again toward Bea's wait: she came a frame
    early. Her wait now starts after the moment, its whole thinking time."""
    ui = Driver(settings=_settings("normal"))
    seats = (SeatConfig("Ada"), SeatConfig("Bea", "bot", "random"),
             SeatConfig("Cem", "bot", "random"))
    match, table = _table(ui, Config(seats=seats, first_player=0), 0, PACES["normal"],
                          _ada_draws)
    _draw_on_ada_s_screen(ui, match, table)
    assert table.drew is not None
    moves, dt = len(match.actions), 0.15
    while table.drew is not None:
        ui.frame(dt)
    assert len(match.actions) == moves
    waited = 0.0
    while len(match.actions) == moves:
        ui.frame(dt)
        waited += dt
        assert waited < 5
    # Bea's move lands in the frame her wait runs out: she waited the thinking time or more.
    assert waited >= PACES["normal"] - 1e-9, waited
