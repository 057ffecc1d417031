"""The card table keeps the computers' pace by the game's clock, as the auction table does: a
frame's time is spent once (by the drawn card's moment, a beat, or the computers' wait), so no
two computer moves land in one frame and each is drawn before the next, at every pace; the
computers' moves are the same at every pace. Time here is the table's own clock (frames of a
fixed dt), never the wall's."""
from __future__ import annotations

import pygame

from tests.ui_driver import Driver, card_table_at
from tests.test_card_drawn_shown import _ada_draws, _draw_on_ada_s_screen

from game.card.actions import AddCard, ChooseSecretly
from game.card.config import Config, SeatConfig
from scenes.scoring import ScoringOverlay
from scenes.session.pace import ROUTINE_SHARE
from scenes.session.settings import Settings

#: Each pace's thinking time (`Settings.thinking_seconds`).
PACES = {"relaxed": 1.4, "normal": 0.8, "brisk": 0.35}


def _settings(pace: str) -> Settings:
    return Settings(animation_speed="normal", computer_pace=pace, show_tips=False)


def _table(ui: Driver, config, seed: int, thinking: float, state_of=None):
    match, table = card_table_at(ui, config, state_of, seed=seed, thinking=thinking)
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


def _close_scoring(ui: Driver) -> None:
    if isinstance(ui.top, ScoringOverlay) and ui.top.at_rest:
        ui.key(pygame.K_RETURN)


def _paced_game(pace: str, moves: int, dt: float = 0.05) -> tuple[list, list]:
    """A seeded 3-player card game, Ada (human) playing her first option, Bea and Cem random
    computers at `pace`, on the table at a fixed frame time, up to `moves` moves: the moves,
    and the frame each landed in (a human's, the frame before hers was made)."""
    ui = Driver(settings=_settings(pace))
    seats = (SeatConfig("Ada"), SeatConfig("Bea", "bot", "random"),
             SeatConfig("Cem", "bot", "random"))
    match, table = _table(ui, Config(seats=seats, first_player=0), 5, PACES[pace])
    landed: list = []
    frame = 0
    while len(match.actions) < moves and not match.is_over:
        ui.frame(dt)
        frame += 1
        _close_scoring(ui)
        if table.human_turn():
            assert match.submit(match.legal_for(0)[0]) is None
        landed += [frame] * (len(match.actions) - len(landed))
        assert frame < 20000
    return list(match.actions), landed


def test_no_two_computer_moves_land_in_one_frame_and_each_keeps_its_pace():
    """Bea and Cem play, use their effects, choose for everyone plays and add at scoring:
    each move in a frame of its own (at everyone plays both chose in the same frame, the
    count of those who had chosen jumping past one), and each after its whole wait."""
    for pace, dt in (("normal", 0.05), ("brisk", 1 / 60)):
        actions, landed = _paced_game(pace, 60, dt)
        computers = [f for a, f in zip(actions, landed) if a.seat != 0]
        assert len(computers) >= 30
        assert len(computers) == len(set(computers)), pace     # one computer move a frame
        thinking = PACES[pace]
        for k in range(1, len(actions)):
            if actions[k].seat == 0:
                continue
            waited = (landed[k] - landed[k - 1]) * dt
            # The other seats' choices at everyone plays, made at the same time as the first,
            # follow it after a routine share of the thinking time.
            together = all(isinstance(a, ChooseSecretly) and a.seat != 0
                           for a in actions[k - 1:k + 1])
            wait = thinking * ROUTINE_SHARE if together else thinking
            assert waited >= wait - 1e-9, (pace, k, actions[k], waited)


def test_the_computers_moves_are_the_same_at_every_pace():
    normal, _landed = _paced_game("normal", 60)
    relaxed, _landed = _paced_game("relaxed", 60)
    brisk, _landed = _paced_game("brisk", 60, dt=1 / 60)
    assert normal == relaxed == brisk
    assert any(isinstance(a, ChooseSecretly) for a in normal)   # everyone played
    assert any(isinstance(a, AddCard) for a in normal)          # and cards were added
