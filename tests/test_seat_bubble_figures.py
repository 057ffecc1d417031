"""A figure and its word stay on one line in another seat's bubble. At 1280×720 with five
players "Bids 21" and "Price 40" went on two lines ("Bids" over "21") beside "8 in hand",
crowding it; now such words go on one line across the strip above the seat's paintings, where
every seat's words go (play-test R: "Bids 2" sat beside "in hand" and "Bids 13" under the
coin on one table)."""
from __future__ import annotations

import pytest

from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.config import STANDARD
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.seats import seat_bubble

NAMES = ("Beatrix", "Clemens", "Doris", "Emil")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("words", ["Bids 2", "Bids 21", "Price 40", "Bids 125",
                                   "Declines to buy"])
def test_a_seat_s_bids_stay_on_one_line(size, words):
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random") for n in NAMES)
    config = Config(seats=seats, first_auctioneer=1, variant=STANDARD)
    table = TableScene(ui.ctx, Match(config, 4, thinking_seconds=1000.0))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    view, layout = table.shown, table.layout
    for seat in layout.seats:
        panel = layout.seat_rect(seat)
        lines, _size, box = seat_bubble(ui.ctx, view, seat, panel, words)
        assert lines == [words], (seat, lines)
        assert panel.contains(box), (seat, box, panel)
        # One place, whatever the words: the strip under the money, from the panel's left.
        short = seat_bubble(ui.ctx, view, seat, panel, "Bids 2")[2]
        assert (box.left, box.centery) == (short.left, short.centery), (seat, box, short)
        assert box.top > panel.y + ui.ctx.px(34 + 30)      # under the coin's row
