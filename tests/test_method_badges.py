"""The sale-method badge on a card tells the five methods apart at a glance at 1280x720: it
was 28 pixels on a hand card there, each method a black glyph on white, and a newcomer took
the sealed bid's envelope for the fixed price's tag. Now it is over a third of the card's
width, and each method has its own ground colour (apart for a colour-blind eye as well),
with the artist's banner left clear."""
from __future__ import annotations

import itertools
import math
import random

import pytest

from tests.test_art import _DEUTAN, _PROTAN, _lab, _linear
from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.cards import METHODS
from scenes.art.glyphs import METHOD_GROUNDS
from scenes.session.match import Match
from scenes.table import TableScene


def _hand_width(size) -> int:
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random")
                                                 for n in ("Beatrix", "Clemens", "Doris"))
    table = TableScene(ui.ctx, Match(Config(seats=seats, first_auctioneer=1), 3,
                                     rng=random.Random(3)))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    widths = {r.w for _c, r in table.hand_rects()}
    assert len(widths) == 1
    return widths.pop(), ui


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_hand_cards_badge_is_over_a_third_of_its_width_and_clear_of_the_banner(size):
    width, ui = _hand_width(size)
    lay = ui.ctx.art._layout(width)
    badge, banner = lay["badge"], lay["banner"]
    assert badge.w >= 0.34 * width and badge.w >= ui.ctx.px(34), (badge, width)
    assert badge.bottom < banner.top            # the artist's name and colour stay whole


def _ground_seen(icon):
    """The colour of the badge's ground: between its glyph and its rings, at its top."""
    size = icon.get_width()
    return tuple(icon.get_at((size // 2, round(size * 0.5 - size * 0.355))))[:3]


@pytest.mark.parametrize("size", [30, 44, 60])
def test_each_method_wears_its_own_colour(size):
    ui = Driver()
    for method in METHODS:
        seen = _ground_seen(ui.ctx.art.method_icon(method, size))
        assert math.dist(seen, METHOD_GROUNDS[method]) < 40, (method, seen)
    assert set(METHOD_GROUNDS) == set(METHODS)


@pytest.mark.parametrize("matrix", [None, _PROTAN, _DEUTAN],
                         ids=["normal", "protanopia", "deuteranopia"])
def test_the_methods_colours_stay_apart_in_every_eye(matrix):
    labs = {}
    for method, colour in METHOD_GROUNDS.items():
        lin = [_linear(v) for v in colour]
        if matrix is not None:
            lin = [min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin)))) for row in matrix]
        labs[method] = _lab(lin)
    for a, b in itertools.combinations(METHODS, 2):
        assert math.dist(labs[a], labs[b]) > 25, (a, b)
    # The two a newcomer mixed up: one dark, one light.
    assert abs(labs["sealed"][0] - labs["fixed_price"][0]) > 50
