"""The revealed sealed bids stand in boxes of one width: a box turned slowly, its amount and
name drawn whole while it narrowed, so the last seat's box looked narrower than the others
for most of the reveal (a 4-player game, "39 Doris"). Each box now turns quickly, words and
all, and every box is at its full width before the highest bid lights."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver

from game import Config, SeatConfig
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.moments import _sealed_reveal
from scenes.table.timeline import SealedReveal


def _box_runs(ui: Driver, table, bids, progress: float) -> list[int]:
    """The widths of the light boxes across the reveal's row at `progress`."""
    beat = SealedReveal(1.0, bids=bids)
    beat.t = progress
    surface = ui.ctx.screen.copy()
    surface.fill((0, 0, 0))
    _sealed_reveal(surface, ui.ctx, table.look, table.layout, beat)
    px = ui.ctx.px
    y = table.layout.controls.y + px(96) + px(55)
    runs, start = [], None
    for x in range(surface.get_width()):
        light = sum(surface.get_at((x, y))[:3]) > 450
        if light and start is None:
            start = x
        elif not light and start is not None:
            runs.append(x - start)
            start = None
    return runs


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_revealed_box_has_one_width_before_the_highest_lights(size, players):
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Beatrix", "Clemens", "Doris", "Emil")[
            :players - 1])
    table = TableScene(ui.ctx, Match(Config(seats=seats, first_auctioneer=0), 4,
                                     thinking_seconds=0.0))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    bids = (32, 44, 24, 39, 0)[:players]
    for progress in (0.66, 0.69, 0.8, 1.0):
        runs = _box_runs(ui, table, bids, progress)
        assert len(runs) == players, (progress, runs)
        assert max(runs) - min(runs) <= 1, (progress, runs)
