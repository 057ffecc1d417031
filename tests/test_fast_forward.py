"""Fast-forward is felt (issue 13 item 6): with F on, a stretch of computer play goes by in a
fraction of the frames, routine beats almost at once, while a key moment still shows for a
glance. Frames of a fixed dt are counted, never wall time."""
from __future__ import annotations

import pygame

from tests.ui_driver import Driver

from game import Config, SeatConfig
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene
from scenes.table.timeline import FAST_FORWARD_KEY_SECONDS, GavelFalls

DT = 0.05


def computers_at_table(fast_forward: bool) -> tuple[Driver, TableScene]:
    """Three computer seats at normal pace and animation, watched over Ada's shoulder; F
    pressed on the table when `fast_forward`."""
    ui = Driver(settings=Settings(animation_speed="normal", computer_pace="normal"))
    seats = tuple(SeatConfig(name, "bot", "random") for name in ("Ada", "Beatrix", "Clemens"))
    match = Match(Config(seats=seats, first_auctioneer=0), 5,
                  thinking_seconds=ui.ctx.settings.thinking_seconds, spectator_seat=0)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    if fast_forward:
        ui.key(pygame.K_f)
    ui.frame(DT)
    assert match.fast_forward is fast_forward
    return ui, table


def frames_for_moves(fast_forward: bool, moves: int = 30) -> tuple[int, list[int]]:
    """Frames until `moves` actions are applied, and how many frames each sale's gavel showed."""
    ui, table = computers_at_table(fast_forward)
    frames, gavels, shown = 0, [], None
    while len(table.match.actions) < moves:
        beats = table.timeline.beats
        if beats and isinstance(beats[0], GavelFalls):
            shown = (shown or 0) + 1
        elif shown is not None:
            gavels.append(shown)
            shown = None
        ui.frame(DT)
        frames += 1
        assert frames < 5000
    return frames, gavels


def test_fast_forward_plays_the_same_computer_stretch_in_a_fraction_of_the_frames():
    slow, slow_gavels = frames_for_moves(False)
    fast, fast_gavels = frames_for_moves(True)
    assert fast * 5 <= slow, (fast, slow)
    assert fast_gavels and len(fast_gavels) == len(slow_gavels)
    # Each sale still stays on screen for a glance, shorter than at normal speed.
    for quick, normal in zip(fast_gavels, slow_gavels):
        assert FAST_FORWARD_KEY_SECONDS - DT <= quick * DT < normal * DT


def test_f_again_returns_to_the_normal_pace():
    ui, table = computers_at_table(True)
    ui.key(pygame.K_f)
    ui.frame(DT)
    assert table.match.fast_forward is False
