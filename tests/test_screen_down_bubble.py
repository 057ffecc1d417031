"""Your own bid's bubble keeps clear of your covered screen's words. A play-tester hid Ada's screen
at her turn (1920x1080, Chinese): her "Bid 10" bubble stood over the panel's "press Show my
screen to open it again". While the screen is down the bubble sits in the screen's foot, under
its words, at both window sizes and in every language's longest words."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, open_turn, wait_for_turn
from tests.ui_driver import FAST, Driver

from scenes import ui as ui_module
from scenes.table import seats as seats_module


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "zh_TW", "it"])
def test_the_own_bubble_stays_clear_of_the_covered_screen_s_words(monkeypatch, size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(25), 2: RaiseBot(25)})
    table.amount.set(str(table.shown.high_bid + 10 if table.shown.high_bidder is not None
                         else 10))
    ui.key(pygame.K_RETURN, "\r")            # Enter bids the amount in the box
    assert wait_for_turn(ui, table)
    assert 0 in table.timeline.bubbles       # Ada's "Bid …" still stands on her panel
    boxes, words = [], []
    real_box, real_wrapped = seats_module.bubble_rect, ui_module.wrapped

    def box(px, layout, seat, text, *rest):
        rect = real_box(px, layout, seat, text, *rest)
        if seat not in layout.seats:
            boxes.append(rect)
        return rect

    def wrapped(surface, ctx, s, size_, rect, *a, **k):
        height = real_wrapped(surface, ctx, s, size_, rect, *a, **k)
        if table.layout.own.contains(rect):
            words.append(pygame.Rect(rect.x, rect.y, rect.w, height))
        return height
    monkeypatch.setattr(seats_module, "bubble_rect", box)
    monkeypatch.setattr(ui_module, "wrapped", wrapped)
    ui.frame(0.05)
    boxes.clear()
    ui.click(table.hide_button.rect.center)  # "Hide my screen"
    assert table.privacy.covered and table.shown.seat is None
    ui.frame(0.05)
    assert boxes and words, (boxes, words)
    own = table.layout.own
    for b in boxes:
        assert own.contains(b), (b, own)
        for w in words:
            assert not b.colliderect(w), (b, w)
