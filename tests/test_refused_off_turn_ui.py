"""A click on a hand card while the game waits for someone else says why it cannot be played
now, in the engine's own words. A play-tester clicked a card of her hand while a computer's lot
was being sold and saw only the card's help, though the Rules screen promises "a card you
can't play now says why"; now the stand (the card table's status) shows the engine's refusal,
"It is not your turn: the game waits for Bea to ...", until the game moves on. Both games."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.ui_driver import Driver, click_card, words_drawn

from game import Config, SeatConfig
from game.card.config import Config as CardConfig
from game.card.config import SeatConfig as CardSeat
from game.config import STANDARD
from scenes.session.games import new_match
from scenes.session.match import Match
from scenes.table import TableScene

SIZES = [(1280, 720), (1920, 1080)]
SLOW = 1000.0       # the computers think long: the game waits for one of them


def _waiting_for_a_computer(ui: Driver, table) -> None:
    for _ in range(200):
        ui.frame(0.05)
        if not table.busy and table.match.to_act and \
                not table.match.human_to_act(table.shown.seat):
            return
    raise AssertionError("the game never waited for a computer")


def _refusal_shown(ui, table, monkeypatch, drawer: str) -> str:
    said = words_drawn(monkeypatch, drawer)
    card = table.hand_rects()[0][0]
    before = len(table.match.actions)
    click_card(ui, table, card)
    ui.frame(0.0)
    assert len(table.match.actions) == before          # nothing played
    assert table.error, "the click on a hand card said nothing"
    assert table.error in said, "the refusal was not drawn"
    return table.error


@pytest.mark.parametrize("size", SIZES)
def test_auction_a_click_on_the_hand_while_a_computer_decides_says_why(size, monkeypatch):
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Bea", "Cy", "Dora"))
    config = Config(seats=seats, first_auctioneer=1, variant=STANDARD)
    table = TableScene(ui.ctx, Match(config, 4, thinking_seconds=SLOW))
    ui.ctx.stack.push(table)
    _waiting_for_a_computer(ui, table)
    words = _refusal_shown(ui, table, monkeypatch, "wrapped")
    assert words.startswith("It is not your turn") and "Bea" in words
    # The game moves on (Bea plays her card): the words, now stale, go.
    table.match.wait = 0.0
    ui.frame(0.05, n=3)
    assert len(table.match.actions) >= 1 and table.error == ""


def test_auction_on_the_own_turn_to_bid_a_hand_card_says_why_too(monkeypatch):
    ui = Driver((1280, 720))
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Bea", "Cy"))
    config = Config(seats=seats, first_auctioneer=2, variant=STANDARD)
    table = TableScene(ui.ctx, Match(config, 4, thinking_seconds=0.0))
    ui.ctx.stack.push(table)
    for _ in range(400):
        if table.human_turn() and table.shown.phase != "play":
            break
        ui.frame(0.05)
    assert table.human_turn()
    said = words_drawn(monkeypatch, "wrapped")
    click_card(ui, table, table.hand.cards[0])
    ui.frame(0.0)
    assert table.error.startswith("You cannot play a card now") and table.error in said


def test_card_game_a_click_on_the_hand_while_a_computer_plays_says_why(monkeypatch):
    ui = Driver((1280, 720))
    config = CardConfig(seats=(CardSeat("Ada"), CardSeat("Bea", "bot", "random"),
                               CardSeat("Cy", "bot", "random")), first_player=1)
    match = new_match(ui.ctx, config, seed=3, rng=random.Random(3), thinking_seconds=SLOW)
    table = ui.ctx.stack.make("card_table", match)
    ui.ctx.stack.reset(table)
    _waiting_for_a_computer(ui, table)
    words = _refusal_shown(ui, table, monkeypatch, "wrapped")
    assert words.startswith("It is not your move") and "Bea" in words
    table.match.wait = 0.0
    for _ in range(20):
        ui.frame(0.05)
        if table.match.actions:
            break
    ui.frame(0.05, n=3)
    assert table.match.actions and table.error == ""


def test_a_click_off_the_hand_says_nothing():
    ui = Driver((1280, 720))
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Bea", "Cy"))
    config = Config(seats=seats, first_auctioneer=1, variant=STANDARD)
    table = TableScene(ui.ctx, Match(config, 4, thinking_seconds=SLOW))
    ui.ctx.stack.push(table)
    _waiting_for_a_computer(ui, table)
    ui.click(table.layout.lot.center)
    assert table.error == ""
