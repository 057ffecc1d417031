"""Your own bid's chip on your own seat panel at one screen reads whole. A play-tester saw
"Biet…" on their own panel where the other seats read "Bietet 18" in the same room (German,
five seats): the chip kept room at its right for the seat's turn word ("thinking…", "their
turn"), which is never drawn on your own panel."""
from __future__ import annotations

import random

import pytest

from tests.ui_driver import Driver, click_card, through_handovers, type_amount

from game import Config, SeatConfig
from game.actions import AmountRange, Bid, PlayCard
from game.cards import OPEN
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene, seats


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_your_bid_chip_on_your_panel_reads_whole(size, monkeypatch):
    ui = Driver(size, Settings(animation_speed="fast", computer_pace="instant", language="de"))
    names = ("Jonas", "Mia", "Clemens", "Doris", "Emil")
    config = Config(seats=tuple(SeatConfig(n, "human" if i < 2 else "bot",
                                           None if i < 2 else "random")
                                for i, n in enumerate(names)), first_auctioneer=0)
    match = Match(config, 3, thinking_seconds=0.0, rng=random.Random(3))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    fitted: list = []
    real = seats.seat_bubble

    def bubble(ctx, view, seat, panel, text, marked=False, one_line=False):
        out = real(ctx, view, seat, panel, text, marked, one_line)
        if seat == view.seat:
            fitted.append((str(ctx.text.shown(text)), out[0][0]))
        return out
    monkeypatch.setattr(seats, "seat_bubble", bubble)
    for _ in range(12):
        assert through_handovers(ui, table)
        ui.frame(0.05, n=2)
        if fitted:
            break
        legal = table.legal
        bids = [a for a in legal if isinstance(a, AmountRange) and a.kind is Bid]
        if bids:
            type_amount(ui, bids[0].lo)
            continue
        opens = [a for a in legal if isinstance(a, PlayCard) and a.card.method == OPEN]
        assert opens, legal
        click_card(ui, table, opens[0].card)
    assert fitted, "no turn of yours with your own bid on your panel"
    for said, shown in fitted:
        assert shown == said, fitted
