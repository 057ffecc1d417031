"""A first-time tip once dismissed stays dismissed, and its "Got it" stays where the player saw
it: a German play-tester's once-around tip showed while Doris bid; by the time the click came
it was the player's turn, the stand's words had changed and the tip had slid down, so the
click aimed at "Got it" hit the tip's text and the tip seemed to come back."""
from __future__ import annotations

import random

import pytest

from tests.test_first_evening import RaiseBot
from tests.ui_driver import GOALS_MET, Driver

from game import AddSecondCard, Config, PlayCard, SeatConfig, stacked_deck
from game.cards import DOUBLE, ONCE_AROUND
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene

NAMES = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")


def once_around_double(ui: Driver) -> TableScene:
    """Five at the table, round 1: Ada plays a double and adds a once-around card of its
    artist; returns when the once-around tip shows on a computer's turn."""
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random")
                                                 for n in NAMES[1:])
    match = Match(Config(seats=seats, first_auctioneer=0), 3,
                  deck=stacked_deck((1, DOUBLE), (1, ONCE_AROUND)), thinking_seconds=0.3,
                  rng=random.Random(3), bots={i: RaiseBot(12) for i in range(1, 5)})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    legal = match.legal_for(0)
    assert match.submit(next(o for o in legal if isinstance(o, PlayCard)
                             and o.card.method == DOUBLE and o.card.artist == 1)) is None
    ui.frame(0.05, n=3)
    legal = match.legal_for(0)
    assert match.submit(next(o for o in legal if isinstance(o, AddSecondCard)
                             and o.card.method == ONCE_AROUND)) is None
    for _ in range(100):
        ui.frame(0.05)
        if table.tip_panel is not None:
            break
    assert table.tip == "once_around" and not table.human_turn()
    return table


def run_to_turn(ui: Driver, table: TableScene) -> None:
    for _ in range(400):
        if table.human_turn():
            return
        ui.frame(0.05)
    raise AssertionError("Ada's turn never came")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_got_it_stays_where_it_was_seen_when_the_players_turn_comes(size):
    ui = Driver(size, Settings(tips_seen=GOALS_MET,
                               animation_speed="off", computer_pace="normal", language="de"))
    table = once_around_double(ui)
    seen = table.tip_button.rect.copy()          # where the player sees "Got it" (OK)
    run_to_turn(ui, table)
    assert table.tip == "once_around" and table.tip_button.rect == seen
    ui.click((seen.centerx, seen.bottom - 3))      # the lower edge of the button seen
    assert table.tip is None
    ui.frame(0.05, n=5)
    assert table.tip is None and table.tip_panel is None


def test_a_tip_dismissed_on_a_computers_turn_does_not_come_back_on_the_players():
    ui = Driver((1280, 720), Settings(tips_seen=GOALS_MET,
                                      animation_speed="off", computer_pace="normal"))
    table = once_around_double(ui)
    ui.click(table.tip_button.rect.center)       # "Got it" while the computers bid
    assert table.tip is None
    run_to_turn(ui, table)
    assert table.tip is None and table.tip_panel is None
    # The ledger keeps it met: the moment's tip is not offered again in this game.
    assert table.tips.offer(ui.ctx, 0, "once_around", None, False) is None
