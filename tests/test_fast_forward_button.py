"""F (fast-forward) for a mouse player: the footer's "F fast-forward" under the log is a button
in both games' tables (it was a key only), toggled by a click even while an animation runs
(a click elsewhere then skips the animation)."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_card_table import card_match
from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.ui_driver import FAST, Driver

from scenes.table.log_panel import _footer_parts, fast_forward_spot


def _clicks_toggle(ui: Driver, table) -> None:
    spot = fast_forward_spot(ui.ctx, table.layout.log)
    assert table.layout.log.contains(spot)
    assert not table.match.fast_forward
    ui.click(spot.center)
    assert table.match.fast_forward
    ui.click(spot.center)
    assert not table.match.fast_forward


def test_a_click_on_the_footers_fast_forward_toggles_it_at_the_auction_table():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    _clicks_toggle(ui, table)
    hover(ui, fast_forward_spot(ui.ctx, table.layout.log).center)   # lit under the pointer
    ui.frame(0.0)
    spot = fast_forward_spot(ui.ctx, table.layout.log)
    lit = ui.ctx.screen.get_at((spot.x + 2, spot.centery))[:3]
    hover(ui, table.layout.board.center)
    ui.frame(0.0)
    assert ui.ctx.screen.get_at((spot.x + 2, spot.centery))[:3] != lit


def test_a_click_on_the_footers_fast_forward_toggles_it_at_the_card_table():
    ui = Driver()
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    ui.frame(0.05, n=3)
    _clicks_toggle(ui, table)


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_footers_keys_fit_under_the_log_in_every_language(size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    parts = [spot for _words, spot in _footer_parts(ui.ctx, table.layout.log)]
    inner = table.layout.log.inflate(-ui.ctx.px(8), 0)
    assert all(inner.contains(spot) for spot in parts), (language, parts, inner)
    assert all(a.right <= b.left for a, b in zip(parts, parts[1:]))
    spot = fast_forward_spot(ui.ctx, table.layout.log)
    assert spot.h >= ui.ctx.px(14) and spot.w >= ui.ctx.px(40)    # big enough to click
