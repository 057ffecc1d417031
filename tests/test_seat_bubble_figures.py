"""A figure and its word stay on one line in another seat's bubble. At 1280×720 with five
players "Bids 21" and "Price 40" went on two lines ("Bids" over "21") beside "8 in hand",
crowding it; now such words go on one line across the strip above the seat's paintings."""
from __future__ import annotations

import pytest

from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.config import STANDARD
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.seats import figure_cut, seat_bubble

NAMES = ("Beatrix", "Clemens", "Doris", "Emil")


def test_figure_cut_sees_a_figure_parted_from_its_word():
    assert figure_cut(["Bids", "21"]) and figure_cut(["Price", "40"])
    assert not figure_cut(["Bids 21"]) and not figure_cut(["Bid", "sealed"])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("words", ["Bids 21", "Price 40", "Bids 125"])
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
