"""A human's secret choice leaves the computers' thinking where it was: at a sealed bid and at
everyone plays the computers choose while the human does; when the human's choice came first,
the computers' thinking started again from zero (a whole thinking time more), and one made
between two computers' choices put the second one's routine wait back to a whole thinking
time. Now the computers' choices land when they would have without it, and the moves are the
same (seeded). Time here is the table's own clock (frames of a fixed dt), never the wall's."""
from __future__ import annotations

import random

import pygame

from tests.test_card_table import click_action, first_turn_with
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import Driver

from game import Config, SeatConfig, stacked_deck
from game.card.actions import ChooseSecretly, PlayCard
from game.card.cards import EVERYONE_PLAYS
from game.card.state import EVERYONE
from game.cards import SEALED
from game.state import SEALED_BIDDING
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene

DT = 0.05
THINKING = 0.8
SETTINGS = Settings(animation_speed="normal", computer_pace="normal", show_tips=False)


def _choice(ui: Driver, match, phase: str, opened: int, choose, at: int | None):
    """Frames of `DT` through a choice all seats make at once (`phase`, opened at the move
    `opened`), the human choosing (`choose`, with real events) before the frame `at`, or once
    both computers chose (None): the frame each computer's choice landed in, and every move
    of the choice."""
    landed: dict[int, int] = {}
    chosen = False
    for frame in range(400):
        if not chosen and (frame == at or (at is None and len(landed) == 2)):
            choose()
            chosen = True
        ui.frame(DT)
        for action in match.actions[opened:]:
            if action.seat != 0 and action.seat not in landed:
                landed[action.seat] = frame
        if match.phase != phase and chosen:
            break
    assert chosen and len(landed) == 2, (chosen, landed)
    return [landed[seat] for seat in sorted(landed, key=landed.get)], match.actions[opened:]


def _sealed_lot(at: int | None):
    """Ada auctions a sealed lot to Beatrix and Clemens (computers thinking 0.8 s) and bids 3
    by typing it, before the frame `at` (or after both computers)."""
    ui = Driver(settings=SETTINGS)
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 5, deck=stacked_deck((2, SEALED)),
                  thinking_seconds=THINKING, rng=random.Random(5))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    for _ in range(200):        # the deal
        if table.human_turn():
            break
        ui.frame(DT)
    play_card(ui, table, SEALED)
    assert match.phase == SEALED_BIDDING

    def bid() -> None:
        assert table.human_turn()
        ui.type("3")
        ui.key(pygame.K_RETURN)
        assert match.actions[-1].seat == 0
    return _choice(ui, match, SEALED_BIDDING, len(match.actions), bid, at)


def _everyone_plays(at: int | None):
    """Ada plays everyone plays against two computers (thinking 0.8 s) and chooses her card
    with a click, before the frame `at` (or after both computers)."""
    ui = Driver((1280, 720), settings=SETTINGS)
    match, table, card = first_turn_with(ui, EVERYONE_PLAYS, thinking=THINKING)
    click_action(ui, table, PlayCard(0, card))
    assert match.phase == EVERYONE

    def choose() -> None:
        assert table.human_turn()
        secret = next(a for a in match.legal_for(0) if isinstance(a, ChooseSecretly))
        click_action(ui, table, secret)
    return _choice(ui, match, EVERYONE, len(match.actions), choose, at)


def _the_computers_go_on(play) -> None:
    (first, second), moves = play(None)
    computers = [a for a in moves if a.seat != 0]
    assert (second - first) * DT < THINKING       # the second follows at a routine share
    # Ada chooses a moment before the first computer, then between the two: each computer
    # chooses in the frame it did when she chose last (it waited a whole thinking time more,
    # or the second one's whole thinking time).
    for at in (first - 4, first + 1):
        landed, moves = play(at)
        assert landed == [first, second], (at, landed, [first, second])
        assert [a for a in moves if a.seat != 0] == computers      # the same moves, in order
        assert sorted(map(repr, moves)) == sorted(map(repr, play(None)[1]))


def test_a_sealed_bid_leaves_the_computers_thinking_where_it_was():
    _the_computers_go_on(_sealed_lot)


def test_an_everyone_plays_choice_leaves_the_computers_thinking_where_it_was():
    _the_computers_go_on(_everyone_plays)
