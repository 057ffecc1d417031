"""The round labels under the results' chart open each round's scoring again, but they were
quiet paper on the chart's paper: labels to the eye, their hover a paler paper, and nothing said
what a click did. They now stand out from the chart as buttons, light up under the pointer, and
a line in the chart's heading row says what they do, in every language at both sizes."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.test_round_review import auction_record
from tests.ui_driver import FAST, Driver

from scenes import ui as ui_mod
from scenes.gameover import chart_series
from scenes.round_pills import ROUNDS_HINT, hint_spot
from scenes.smoke import FinishedGame

SIZES = [(1280, 720), (1920, 1080)]


def _fill(ui: Driver, rect: pygame.Rect):
    """The colour just inside a button's left edge, clear of its words and border."""
    px = ui.ctx.px
    return tuple(ui.ctx.screen.get_at((rect.x + px(4), rect.centery)))[:3]


def _far(a, b, least: int) -> bool:
    return sum(abs(x - y) for x, y in zip(a, b)) >= least


@pytest.mark.parametrize("size", SIZES)
def test_a_round_button_stands_out_from_the_chart_and_lights_under_the_pointer(size):
    ui = Driver(size)
    over = ui.ctx.stack.open("gameover", FinishedGame(auction_record(4, 3)))
    ui.frame(2.0)
    pill = over.rounds[1].rect
    ui.post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.05)
    rest = _fill(ui, pill)
    assert _far(rest, ui_mod.PAPER, 30), rest           # not the chart's own paper
    ui.post(pygame.MOUSEMOTION, pos=pill.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.05)
    lit = _fill(ui, pill)
    assert _far(lit, rest, 40), (rest, lit)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_a_line_says_what_the_round_buttons_do(size, language):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    over = ui.ctx.stack.open("gameover", FinishedGame(auction_record(4, 3)))
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size_, weight: drawn.append(str(text)))
    ui.frame(2.0)
    ui.ctx.text.watchers.pop()
    _left, chart, plot = over.panels()
    title = chart_series(over.view)[0]
    found = hint_spot(ui.ctx, chart, title)
    assert found is not None
    words, _size, spot = found
    said = ui.ctx.words.text(ROUNDS_HINT)
    assert words == said, "the hint was cut"
    assert words in drawn
    px = ui.ctx.px
    title_w = ui.ctx.text.size(title, px(18), "black")[0]
    assert spot.left > chart.x + px(16) + title_w and chart.contains(spot)
    assert spot.bottom < plot.y


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_a_round_button_s_words_keep_clear_of_its_edges(size, language):
    """In Chinese 第1回合 filled its button to the edge, above and below (1280x720): the
    buttons are as tall as their words drawn and a margin, inside the chart's panel, apart."""
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    over = ui.ctx.stack.open("gameover", FinishedGame(auction_record(4, 3)))
    ui.frame(2.0)
    px = ui.ctx.px
    _left, chart, _plot = over.panels()
    for pill in over.rounds:
        words = ui.ctx.text.render(pill.label, px(pill.size), ui_mod.INK, "bold")
        assert words.get_height() + 2 * px(3) <= pill.rect.h, (pill.label, pill.rect)
        assert words.get_width() + 2 * px(4) <= pill.rect.w, (pill.label, pill.rect)
        assert chart.contains(pill.rect.inflate(px(4), px(4))), (pill.rect, chart)
    for a, b in zip(over.rounds, over.rounds[1:]):
        assert a.rect.right < b.rect.left
