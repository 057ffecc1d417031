""""Got it"'s help showed under the pointer at a player's first tip, never at a later one, in a
real window (xdotool over the button at 1280×720: no help, the button not lit). Pressed with
the pointer on it, a button keeps its help away until the pointer leaves it (`tip_spent`); but
"Got it" goes with its tip at the press, and a hidden button hears no pointer leaving it, so
the next tip's "Got it" stayed spent. Its help now comes back with the next tip, at either
table."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_card_table import card_match_at_turn, click_action
from tests.test_first_evening import RaiseBot, wait_for_turn
from tests.ui_driver import FAST, Driver, auction_table

from game import Config, SeatConfig
from game.card.actions import PlayCard
from scenes.session.match import Match
from scenes.table.hover import _card_button_tip, pointer_tip

NEW = replace(FAST, tips_seen=())


def _point(ui: Driver, pos) -> None:
    ui.post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(1, 1), buttons=(0, 0, 0))
    ui.frame(0.05)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_got_it_s_help_shows_at_the_auctions_second_tip(size):
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "bot", "random"),
             SeatConfig("Cy", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=1), 3, thinking_seconds=0.0,
                  bots={1: RaiseBot(60), 2: RaiseBot(60)})
    ui = Driver(size, settings=NEW)
    table = auction_table(ui, match)
    assert wait_for_turn(ui, table) and table.tip_panel is not None
    _point(ui, table.tip_button.rect.center)
    assert pointer_tip(table)[0] == table.tip_button.help          # the first: it shows
    ui.click(table.tip_button.rect.center)                          # "Got it"
    assert table.tip is None
    _point(ui, (size[0] // 2, size[1] - 10))                        # away, over the hand
    ui.press("Bid ")
    assert wait_for_turn(ui, table)
    ui.frame(0.0)
    assert table.tip is not None and table.tip_panel is not None    # the lot's own tip
    _point(ui, table.tip_button.rect.center)
    found = pointer_tip(table)
    assert found is not None and found[0] == table.tip_button.help, found


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_got_it_s_help_shows_at_the_card_games_second_tip(size):
    ui = Driver(size, NEW)
    match, table, _over = card_match_at_turn(ui)
    assert table.tip_panel is not None
    ui.click(table.tip_button.rect.center)
    assert table.tip is None
    _point(ui, (10, size[1] // 2))
    click_action(ui, table, next(a for a in match.legal_for(0) if isinstance(a, PlayCard)))
    while not (table.human_turn() and table.tip_panel is not None):
        ui.frame(0.05)
    _point(ui, table.tip_button.rect.center)
    assert _card_button_tip(table, True) == table.tip_button.help
