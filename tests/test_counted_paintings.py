"""A seat's paintings stay readable however many it bought in a round: up to twenty (four of
each artist; the fifth ends the round unsold). Seven paintings on a panel at 1280x720 with
five players overlapped card over card, a few pixels of each in view (play-test R, 54.png);
once they no longer stand side by side the panel shows one face an artist with a badge
counting that artist's paintings."""
from __future__ import annotations

import pytest

from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.cards import DECK
from game.config import STANDARD
from scenes.painting_row import MOST_PAINTINGS
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.painting_row import badge_spot, by_artist, counted_rects, side_by_side
from scenes.table.seats import bought_row

NAMES = ("Beatrix", "Clemens", "Doris", "Emil")


def _cards(spec):
    out = []
    for artist, n in spec:
        out += [c for c in DECK if c.artist == artist][:n]
    return out


def test_most_paintings_is_four_of_each_artist():
    assert MOST_PAINTINGS == 20


def test_by_artist_counts_each_artists_cards():
    cards = _cards([(3, 2), (0, 1), (3, 1), (1, 4)])
    assert [(c.artist, n) for c, n in by_artist(cards)] == [(0, 1), (1, 4), (3, 3)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("spec", [[(0, 2), (1, 1), (3, 3), (4, 1)],     # seven, as 54.png
                                  [(a, 4) for a in range(5)],          # twenty, the most
                                  [(a, 1) for a in range(5)]])
def test_a_five_player_panel_shows_every_artist_readably(size, spec):
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random") for n in NAMES)
    table = TableScene(ui.ctx, Match(Config(seats=seats, first_auctioneer=1, variant=STANDARD),
                                     4, thinking_seconds=1000.0))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    px, cards = ui.ctx.px, _cards(spec)
    assert sum(n for _a, n in spec) <= MOST_PAINTINGS
    for seat in table.layout.seats:
        panel = table.layout.seat_rect(seat)
        row = bought_row(px, panel)
        if side_by_side(len(cards), row, px(28), px(3)):
            continue
        placed = counted_rects(cards, row, px(28), px(3))
        rects = [r for r, _n in placed]
        assert [n for _r, n in placed] == [n for _a, n in sorted(spec)]
        for i, r in enumerate(rects):
            assert panel.contains(r)
            shown = (rects[i + 1].x if i + 1 < len(rects) else r.right) - r.x
            assert shown >= 0.75 * r.w, (i, shown, r.w)        # each face mostly in view
            spot = badge_spot(px, rects, i)
            assert r.contains(spot) and spot.right <= r.x + shown

