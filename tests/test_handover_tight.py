"""The hand-over card is as tall as what it holds: each part stands a small gap under the one
above, as drawn (the heading, the line to the others, the table's facts and row of seats, the
news, the button). At fixed places a one-line heading left three lines' gap under it on the
first hand-over, and the row of seats a gap where no news was. Nothing overlaps, every line
stays in the card, and the button still takes no press before it arms."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from tests.test_hotseat import hot_match, move_on
from tests.ui_driver import FAST, Driver, auction_table, press_handover, record_texts

from scenes.handover import HandoverScene
from scenes.ui import ARM_SECONDS


def _hand_overs(size, language: str, wanted: int, monkeypatch) -> list:
    """The first `wanted` full hand-overs of a game at one screen (Ada, Beatrix, Clemens and a
    computer): each scene, and the lines one frame of it draws as (words, rect)."""
    ui = Driver(size, settings=replace(FAST, language=language))
    table = auction_table(ui, hot_match(3, 1, 5), n=0)
    rng = random.Random(5)
    found = []
    for _ in range(3000):
        top = ui.top
        if isinstance(top, HandoverScene) and not top.over:
            drawn = record_texts(monkeypatch)
            start = []
            real = top.draw
            monkeypatch.setattr(top, "draw", lambda surface: start.append(len(drawn))
                                or real(surface))
            ui.frame(0.0)
            monkeypatch.undo()
            found.append((ui, top, [(str(ui.ctx.text.shown(s)), r)
                                    for s, r in drawn[start[-1]:]]))
            if len(found) == wanted:
                return found
            press_handover(ui)
        else:
            move_on(ui, table, rng)
    raise AssertionError(f"{len(found)} hand-overs")


@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_part_of_the_hand_over_stands_close_under_the_one_above(size, language,
                                                                      monkeypatch):
    for ui, scene, drawn in _hand_overs(size, language, 3, monkeypatch):
        px, button = ui.ctx.px, scene.button.rect
        above = sorted((r for _s, r in drawn if r.bottom <= button.top and r.w), key=lambda r: r.y)
        assert all(scene.rect.contains(r) for _s, r in drawn if r.w), drawn
        for i, a in enumerate(above):           # nothing overlaps
            assert not any(a.colliderect(b) for b in above[i + 1:]), (a, drawn)
        bottom = above[0].bottom
        for r in above[1:]:     # no gap of more than a line between parts (the facts: a rule)
            assert r.top - bottom <= px(26), (language, r.top - bottom, drawn)
            bottom = max(bottom, r.bottom)
        assert button.top - bottom <= px(26), (button.top - bottom, drawn)

    # The last, still up: its button takes no press before it arms, as ever.
    assert ui.top is scene
    scene.t = 0.0
    ui.frame(ARM_SECONDS / 2)
    ui.key(pygame.K_RETURN)
    assert ui.top is scene
    ui.frame(ARM_SECONDS)
    ui.key(pygame.K_RETURN)
    assert ui.top is not scene
