"""The stand's lines that hold a seat's name ("auctioneer: … · two Yoko as one lot", "High bid
15 by …") stay on the stand with the longest names (24 wide letters): at 1280×720 they ran
past it into the log."""
from __future__ import annotations

import random

import pytest

from tests.test_forced_pass_ui import BidsOnce
from tests.ui_driver import Driver, record_texts

from game import AddSecondCard, Config, PlayCard, SeatConfig
from game.cards import DOUBLE, OPEN
from game.config import MAX_NAME
from game.state import OPEN_BIDDING
from scenes.session.match import Match
from scenes.table import TableScene


class OpensADouble(BidsOnce):
    """Plays a double with an open-auction card of its artist as the second, else as
    BidsOnce."""

    def choose(self, view, legal, rng):
        opens = {o.card.artist for o in legal if isinstance(o, PlayCard) and o.card.method == OPEN}
        for o in legal:
            if isinstance(o, AddSecondCard) and o.card.method == OPEN:
                return o
            if isinstance(o, PlayCard) and o.card.method == DOUBLE and o.card.artist in opens:
                return o
        return super().choose(view, legal, rng)


def a_match() -> Match:
    """The first game whose auctioneer (seat 1) holds a double and an open card of one artist."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("M" * MAX_NAME, "bot", "random"),
             SeatConfig("W" * MAX_NAME, "bot", "random"))
    for seed in range(1, 200):
        match = Match(Config(seats=seats, first_auctioneer=1), seed, thinking_seconds=0.0,
                      bots={1: OpensADouble(0), 2: BidsOnce(15)}, rng=random.Random(seed))
        hand = match.state.hands[1]
        if {c.artist for c in hand if c.method == DOUBLE} & \
                {c.artist for c in hand if c.method == OPEN}:
            return match
    raise AssertionError("no such deal")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_stands_lines_hold_the_longest_names(size, monkeypatch):
    ui = Driver(size)
    match = a_match()
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    for _ in range(400):
        ui.frame(0.05)
        if match.state.phase == OPEN_BIDDING and match.to_act == [0]:
            break
    assert match.state.phase == OPEN_BIDDING and match.state.high_bid == 15
    ui.frame(2.0, n=3)                                  # the cards have landed, the words show
    recorded = record_texts(monkeypatch)
    ui.frame(0.0)
    drawn = [(str(s), r) for s, r in recorded]
    named = [(s, r) for s, r in drawn if "W" * 8 in s or "M" * 8 in s]
    lines = [(s, r) for s, r in named if table.layout.lot.colliderect(r)]
    assert any(s.startswith("High bid 15 by") for s, _r in lines), named
    assert any(s.startswith("auctioneer:") for s, _r in lines), named
    for s, r in lines:
        assert table.layout.lot.contains(r), (s, r, table.layout.lot)
