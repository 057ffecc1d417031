"""The setup's options stand at one rhythm: the same gap between an option's words and the
next option's name in every language and for every option, whether its words take one line or
two (Traditional Chinese "雙重拍賣" words sat against "金錢" under them, a newcomer saw)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver


def ink_runs(surface: pygame.Surface, x0: int, x1: int, y0: int, y1: int) -> list[list[int]]:
    """The runs of rows (top, bottom) between y0 and y1 with light ink between x0 and x1."""
    runs: list[list[int]] = []
    for y in range(y0, y1):
        if any(sum(surface.get_at((x, y))[:3]) > 300 for x in range(x0, x1)):
            if runs and runs[-1][1] == y - 1:
                runs[-1][1] = y
            else:
                runs.append([y, y])
    return runs


def option_gaps(language: str, size, game: str, players: int = 3) -> list[int]:
    """The ink gap above each option's name but the first, in pixels."""
    d = Driver(size, settings=dataclasses.replace(FAST, language=language, last_game=game))
    d.ctx.stack.open("title")
    d.ctx.stack.open("setup")
    setup = d.top
    if setup.game.value != game:
        setup.game.step(1 if game == "card" else -1)
    setup.players.value = players
    setup.players_changed()
    d.frame(0.0)
    rows = setup.option_rows()
    gaps = []
    for (_l, _h, above), (_l2, _h2, below) in zip(rows, rows[1:]):
        runs = ink_runs(d.ctx.screen, setup.right.x, setup.right.x + setup.help_width(),
                        above.rect.y, below.rect.y + d.ctx.px(24))
        name = next(r for r in runs if r[0] >= below.rect.y - d.ctx.px(4))
        words = [r for r in runs if r[1] < name[0]]
        gaps.append(name[0] - words[-1][1])
    return gaps


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_every_option_keeps_the_same_gap_in_every_language(size, game):
    gaps = {code: option_gaps(code, size, game) for code in ("en", "de", "zh_TW")}
    every = [g for found in gaps.values() for g in found]
    assert max(every) - min(every) <= 2, gaps
    assert min(every) >= 20 * size[0] // 1280, gaps          # room to see where one ends
