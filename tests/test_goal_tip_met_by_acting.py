"""The goal tip ("How to win") counts as met once the player acts while it shows: it stayed
until "Got it", and a player who never clicked it got no auction's tip (nor, in the card
game, any turn's or effect's tip) for the whole game. Now the decision made under it sends it
away, and the next decision's own tip shows."""
from __future__ import annotations

import dataclasses

import pygame

from tests.test_card_table import card_match
from tests.test_hotseat_keyboard import play_card, table_for
from tests.ui_driver import FAST, Driver, click_card, tips_met

from game import stacked_deck
from game.cards import FIXED_PRICE
from game.state import SET_PRICE
from scenes.table import tips as tip_room

NEW = dataclasses.replace(FAST, tips_seen=())


def test_a_move_made_under_how_to_win_lets_the_lots_tip_show():
    ui = Driver((1280, 720), NEW)
    table = table_for(ui, stacked_deck((2, FIXED_PRICE)))
    assert table.human_turn() and table.tip == tip_room.GOAL and table.tip_shown()
    play_card(ui, table, FIXED_PRICE)       # the card played, "Got it" never clicked
    assert table.shown.phase == SET_PRICE and table.human_turn()
    assert table.tip == FIXED_PRICE and table.tip_shown()
    assert table.tip_panel is not None
    assert tip_room.GOAL in tips_met(ui.ctx.settings)


def test_a_card_played_under_how_to_win_lets_the_next_tip_show():
    ui = Driver((1280, 720), NEW)
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=3)
    while not table.human_turn():
        ui.frame(0.05)
    ui.frame(0.0)
    assert table.tip == tip_room.CARD_GOAL and table.tip_shown()
    card, _rect = table.hand_pairs[0]
    click_card(ui, table, card)
    if table.ask.pending is not None:       # the confirm-moves setting asks: Enter confirms
        ui.key(pygame.K_RETURN)
    for _ in range(400):
        ui.frame(0.05)
        if table.human_turn() and table.tip_shown():
            break
    assert table.tip != tip_room.CARD_GOAL
    assert table.tip in tip_room.TIPS and table.tip_shown(), table.tip
    assert tip_room.CARD_GOAL in tips_met(ui.ctx.settings)
