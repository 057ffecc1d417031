"""The card game's final ranking at two players was mostly empty (a play-tester's screenshot:
two short rows at the top of a tall panel, each a line of sums and a thin bar). With room to
spare (two or three players) each player's rounds now stand a row each, the round, a bar on
one scale for every player and its points, filling the panel; four and five players keep the
compact rows. Nothing leaves the panel or runs into another part or the legend."""
from __future__ import annotations

import itertools

import pytest

from tests.ui_driver import Driver

from scenes.gameover import GameOverScene
from scenes.smoke import FinishedGame, card_playout
from scenes.title import TitleScene


def _screen(players: int, size) -> GameOverScene:
    ui = Driver(size)
    ui.ctx.stack.push(TitleScene(ui.ctx))
    screen = ui.ctx.stack.open("gameover", FinishedGame(card_playout(players, seed=5)))
    ui.frame(dt=2.0, n=2)
    return screen


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_final_ranking_fills_its_panel_and_nothing_overlaps(players, size):
    screen = _screen(players, size)
    panel = screen.panels()[0]
    parts, legend = screen.ranking_parts, screen.legend_parts
    assert parts and legend
    for part in parts + legend:
        assert panel.contains(part), (part, panel)
    for a, b in itertools.combinations(parts, 2):
        assert not a.colliderect(b), (a, b)
    assert not any(p.colliderect(k) for p in parts for k in legend)
    bottom = max(p.bottom for p in parts)
    if players <= 3:
        # A row per round and player, reaching well down the panel.
        assert len(parts) >= players * 4 * 2
        assert bottom - panel.y > panel.h * 0.7, (bottom, panel)
    else:
        assert len(parts) == players                # one line of sums each


def test_the_round_rows_share_one_scale_and_say_each_rounds_points():
    screen = _screen(2, (1280, 720))
    v = screen.view
    drawn: list[str] = []
    screen.ctx.text.watchers.append(lambda text, size, weight: drawn.append(str(text)))
    screen.draw(screen.ctx.screen)
    screen.ctx.text.watchers.pop()
    for seat in range(2):
        for rr in v.results:
            assert str(rr.points[seat]) in drawn
    assert drawn.count("round 1") >= 3                  # each player's row and the legend
