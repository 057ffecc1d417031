"""The open auction's first-time tip covered the bids to beat (play-tester B, 1280x720, four
seats): it took the line of bids above the decision, the bids went under the lot's card where
only "Clemens 26 · Doris 27" had room, and Bartholomew's 21 was left out. The bids' line keeps
its place above the amount box; the tip stands above it (over the estimate, if it must), and
covers no bid, nor the lot, nor the amount box and its buttons, nor the seats' panels."""
from __future__ import annotations

import random

import pytest

from tests.test_first_evening import RaiseBot, wait_for_turn
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import Driver, auction_table

from game import Config, SeatConfig, stacked_deck
from game.cards import OPEN
from scenes.session.match import Match
from scenes.table.lot_history import history_place

NAMES = ("Bartholomew-the-Magnific", "Clemens", "Doris", "Emil")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_open_auctions_tip_covers_no_bid(size, players):
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in NAMES[:players - 1])
    config = Config(seats=seats, first_auctioneer=0,
                    variant="two_player" if players == 2 else "standard")
    match = Match(config, 3, deck=stacked_deck((2, OPEN)), thinking_seconds=0.3,
                  rng=random.Random(3), bots={i: RaiseBot(60) for i in range(1, players)})
    table = auction_table(ui, match)
    play_card(ui, table, OPEN)
    assert wait_for_turn(ui, table)
    for _ in range(2):                          # laps of bids: more than one line holds
        ui.press("Bid ")
        assert wait_for_turn(ui, table)
    ui.frame(0.0)
    assert table.tip == OPEN and table.tip_panel is not None
    tip = table.tip_panel.box
    _row, chips = history_place(ui.ctx, table.look, table.layout, table.lot_info,
                                table.timeline.lot_history, table.error)
    # The bids to beat: every other seat's latest, each on a chip the tip leaves clear.
    assert len(chips) >= players - 1, chips
    assert all(not tip.colliderect(r) for _s, _b, r in chips), (tip, chips)
    assert not tip.colliderect(table.layout.lot_card)
    assert tip.collidelist([w.rect for w in table.controls.widgets if w.visible]) < 0
    assert not tip.colliderect(table.layout.opp)
    assert ui.ctx.screen.get_rect().contains(tip)
