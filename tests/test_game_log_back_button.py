"""The game log read after a game: its "Back to the results" button ("Torna ai risultati") sat
under the panel, where the results' own buttons showed through the shade around it, so it
seemed to sit on the panel's bottom border, askew on the button beneath. It now stands inside
the panel's foot, paper all round it and clear of the log's lines and its hint, its words whole,
in every language at both window sizes."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from scenes import ui as ui_mod
from scenes.table.game_log import GameLogScene
from scenes.table.log_panel import GameLog
from scenes.title import TitleScene


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_back_to_the_results_stands_inside_the_logs_panel(size, language):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    log = GameLog()
    for i in range(80):
        log.add(("play", f"Line {i} of a long game, long enough to reach the foot."))
    ui.ctx.stack.push(TitleScene(ui.ctx))
    scene = GameLogScene(ui.ctx, log, "AUCTION LOG")
    ui.ctx.stack.push(scene)
    ui.frame(0.0)
    px, screen = ui.ctx.px, ui.ctx.screen
    back = scene.back.rect
    # Paper all round the button, a few pixels out: inside the panel, on no border.
    ring = back.inflate(2 * px(6), 2 * px(6))
    for x in range(ring.left, ring.right):
        for y in (ring.top, ring.bottom - 1):
            assert tuple(screen.get_at((x, y)))[:3] == ui_mod.PAPER, (x, y)
    for y in range(ring.top, ring.bottom):
        for x in (ring.left, ring.right - 1):
            assert tuple(screen.get_at((x, y)))[:3] == ui_mod.PAPER, (x, y)
    # Clear of the log's lines and its hint (drawn within the log's own panel).
    assert not back.colliderect(scene.rect)
    # Its words whole, at the button's own size.
    label = ui.ctx.words.text(scene.back.label)
    assert ui.ctx.text.size(label, px(scene.back.size), "bold")[0] <= back.w - px(8)
    assert back.bottom <= size[1] - px(14)
