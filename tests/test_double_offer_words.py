"""A double's second card offered to another player says who would auction the pair and be
paid, by this table's option. A play-tester (Ada and Beatrix at one screen) was offered Ada's
Yoko double and read only "Choose a highlighted Yoko … or add nothing": the option (the second
card's player runs the sale and keeps the price, or the two share it) showed only on the setup
and Rules screens. The engine's `payees` decides; the stand says it."""
from __future__ import annotations

import random

import pytest

from tests.test_first_evening import seat_at_screen
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import Driver, spy_texts

from game import Config, SeatConfig
from game.cards import DECK, DOUBLE, OPEN, stacked_deck
from game.rounds import DEAL
from game.state import DOUBLE_OFFER
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.status import status

#: What Beatrix's stand ends with, by the table's option.
SAID = {"second_player": "At this table, if you add one, you auction both paintings and "
                         "receive the whole price.",
        "split": "At this table, if you add one, you auction both paintings and share the "
                 "price with Ada, taking the odd unit."}


def double_match(option: str) -> Match:
    """Ada and Beatrix at one screen with two computers; Ada auctions first and holds a Yoko
    double (and a Yoko for it), the table's double proceeds `option`."""
    k = DEAL[4][0]
    plain = [c for c in DECK if c.method not in (OPEN, DOUBLE) and c.artist != 1]
    deck = stacked_deck((1, DOUBLE), *plain[:k - 1], (1, OPEN))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "human"),
             SeatConfig("Clemens", "bot", "random"), SeatConfig("Doris", "bot", "random"))
    return Match(Config(seats=seats, first_auctioneer=0, double_proceeds=option), 5,
                 deck=deck, thinking_seconds=0.0, rng=random.Random(5))


@pytest.mark.parametrize("option", ["second_player", "split"])
def test_the_offer_to_another_player_says_who_auctions_and_is_paid(option):
    match = double_match(option)
    ui = Driver((1280, 720))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    seat_at_screen(ui, table)
    play_card(ui, table, DOUBLE)
    assert table.shown.seat == 0 and table.shown.phase == DOUBLE_OFFER
    assert not str(status(table.look)[1]).endswith(SAID[option])    # not said to Ada
    ui.press("Add nothing")
    assert seat_at_screen(ui, table) == [1]
    assert table.shown.seat == 1 and table.shown.phase == DOUBLE_OFFER
    line = str(status(table.look)[1])
    assert line.endswith(SAID[option]), line
    texts = spy_texts(ui)
    ui.frame(0.05)
    assert "you auction both paintings and" in " ".join(map(str, texts))     # drawn, whole
