"""Names at their longest (24 wide letters) stay inside their places at the smallest window:
the final ranking's rows and the game-over headline ran off the panel and the window."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_scenes import finished_match
from tests.ui_driver import FAST, Driver, record_texts

from game import default_config
from game.config import MAX_NAME
from scenes.gameover import GameOverScene

NAMES = ("W" * MAX_NAME, "Clemens-Maximilian von u", "M" * MAX_NAME, "Anna-Katharina Schwarzen",
         "Wolfgang-Amadeus Mozarti")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_final_ranking_and_headline_hold_the_longest_names(size, monkeypatch):
    config = default_config(5, humans=1, level="random")
    config = dataclasses.replace(config, seats=tuple(
        dataclasses.replace(s, name=n) for s, n in zip(config.seats, NAMES)))
    d = Driver(size, settings=FAST)
    over = GameOverScene(d.ctx, finished_match(4, config))
    d.ctx.stack.push(over)
    d.frame(5.0, n=3)
    recorded = record_texts(monkeypatch)
    d.frame(0.0)
    drawn = [(str(s), r) for s, r in recorded]
    left, _right, _plot = over.panels()
    window = d.ctx.screen.get_rect()
    assert all(window.contains(r) for _s, r in drawn)
    rows = [(s, r) for s, r in drawn if left.colliderect(r)]
    figures = [r for s, r in rows if s.isdigit() and r.h > d.ctx.px(20)]
    assert len(figures) == 5
    for s, r in rows:
        assert left.contains(r), s
        assert not any(r.colliderect(f) for f in figures if f != r), s
