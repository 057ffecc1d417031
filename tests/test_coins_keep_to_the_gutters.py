"""A sale's coins flew straight from the payer's panel to the payee's in an arc: over the row of
seats they covered the names, "7 in hand", the money line and the "+38" they brought (seen in a
real window: Doris paying Clemens for a sealed lot, the coins stood on Clemens's "+38"). They
now run along the gutters between the panels, under the seats of the row, beside the stand and
under the board, and never cover a panel's words."""
from __future__ import annotations

import itertools

import pygame
import pytest

from tests.ui_driver import Driver

from game.events import Payment
from scenes.context import px_at
from scenes.table import moments
from scenes.table.layout import table_layout
from scenes.table.timeline import LotFlies

SIZES = [(1280, 720), (1920, 1080), (1024, 576)]


def _words_areas(layout) -> list[pygame.Rect]:
    """Where the panels hold words: each panel but its rim (the coins may touch a border)."""
    rim = px_at(layout.size)(8)
    panels = [layout.board, layout.own, layout.lot, layout.log, *layout.seats.values()]
    return [r.inflate(-2 * rim, -2 * rim) for r in panels]


def _coin_rects(layout, route, coin: int) -> list[pygame.Rect]:
    return [pygame.Rect(0, 0, coin, coin).move(int(x) - coin // 2, int(y) - coin // 2)
            for x, y in (moments.along(route, k / 60) for k in range(61))]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_payments_route_keeps_off_the_panels_words(size, players):
    for anchor in (0, 1, None):
        layout = table_layout(size, players, anchor, has_dummy=players == 3)
        coin = px_at(size)(22)
        areas = _words_areas(layout)
        for payer, payee in itertools.permutations([None, *range(players)], 2):
            route = layout.coin_route(payer, payee)
            for r in _coin_rects(layout, route, coin):
                assert r.collidelist(areas) < 0, (size, players, anchor, payer, payee, r)
            start, end = route[0], route[-1]
            if payer is not None and payer in layout.seats:     # leaves under its panel
                assert layout.seats[payer].left < start[0] < layout.seats[payer].right
            if payee is not None and payee in layout.seats:
                assert layout.seats[payee].left < end[0] < layout.seats[payee].right
            assert start != end


def test_the_coins_drawn_mid_flight_cover_no_words(monkeypatch):
    """As drawn: the coins of Doris's payment to Clemens on their way, and landed."""
    ui = Driver()
    layout = table_layout((1280, 720), 4, 0, has_dummy=False)
    coins, placed = [], []
    real = ui.ctx.art.coin
    monkeypatch.setattr(ui.ctx.art, "coin", lambda *a, **k: coins.append(real(*a, **k))
                        or coins[-1])

    class Recording(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):
            if any(source is c for c in coins):
                placed.append(source.get_rect(topleft=pygame.Rect(dest).topleft))
            return super().blit(source, dest, *args, **kwargs)

    surface = Recording((1280, 720))
    beat = LotFlies(1.0, lot=(), buyer=3, payments=(Payment(3, 2, 38),), buyer_name="Doris",
                    price=38)
    for t in (0.3, 0.5, 0.8, 1.0):
        beat.t = t
        moments.draw_beat(surface, ui.ctx, None, layout, beat)
    assert len(placed) == 4 * 5
    areas = _words_areas(layout)
    assert all(r.collidelist(areas) < 0 for r in placed), placed
