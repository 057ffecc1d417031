"""Tips switched on again in the Settings mid-game come at the decision in front of the player
as they return to the table: they came only from the next decision on, so a player who turned
them on to learn the choice before them saw nothing until after making it (both games). With
every tip forgotten, "How to win" comes first, and is that decision's one new tip: the
decision's own comes at the player's next decision (tests/test_one_tip_a_decision.py)."""
from __future__ import annotations

from dataclasses import replace

import pygame

from tests.test_card_tips import CARD_KEYS
from tests.test_tips_again import _auction_table_at_own_open_lot, card_table_at_turn
from tests.ui_driver import FAST, Driver, esc_to_pause, tips_met

from game.cards import OPEN
from scenes.pause import PauseScene
from scenes.settings_screen import SettingsScene
from scenes.table.tips import NO_CARD, TIPS


def _tips_on_again_through_the_menu(ui: Driver, table, label: str) -> None:
    """Esc, Settings, then the row `label`'s control clicked, Esc and Esc back to `table`."""
    esc_to_pause(ui)
    assert isinstance(ui.top, PauseScene)
    ui.press("Settings")
    settings = ui.top
    assert isinstance(settings, SettingsScene)
    control = next(w for words, _help, w in settings.rows if words == label)
    ui.click(control.rect.center)
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_ESCAPE)
    assert ui.top is table


def _goal_then_turn(ui: Driver, table, goal: str = "card:goal", then: str = "card:turn") -> None:
    """Tips on again forget every tip met, so the game's goal comes first (its first tip);
    its "Got it" brings no second tip to this decision: the moment's (the turn's; at the
    auction's table the lot's, `then`) waits for the next."""
    assert table.tip == goal and table.tip_panel is not None
    ui.frame(0.0)
    ui.click(table.tip_button.rect.center)
    ui.frame(0.0)
    assert table.tip is None and table.tip_panel is None
    assert then not in tips_met(ui.ctx.settings)


def test_show_them_again_brings_the_open_lots_tip_as_the_player_returns():
    ui = Driver(settings=replace(FAST, tips_seen=tuple(sorted(TIPS))))
    table = _auction_table_at_own_open_lot(ui)
    assert table.tip is None and table.tip_panel is None     # seen long ago
    _tips_on_again_through_the_menu(ui, table, "Tips already seen")
    # As at the card table: the goal first (the auction table brought the lot's tip, and the
    # goal took its place at the next move, a computer's); the lot's at the next decision.
    assert tips_met(ui.ctx.settings) == {"goal"}, "shown, and so met"
    ui.frame(0.0)
    assert table.tip_button in table.focus_widgets()          # its "Got it" is there to press
    _goal_then_turn(ui, table, "goal", OPEN)
    assert tips_met(ui.ctx.settings) == {"goal"} and table.human_turn()


def test_first_time_tips_switched_on_bring_the_card_games_turn_tip_as_the_player_returns():
    ui = Driver(settings=replace(FAST, show_tips=False))
    table = card_table_at_turn(ui)
    assert table.human_turn() and not table.tip_shown()       # tips off
    _tips_on_again_through_the_menu(ui, table, "First-time tips")
    assert ui.ctx.settings.show_tips
    _goal_then_turn(ui, table)
    assert tips_met(ui.ctx.settings) == {"card:goal"}


def test_show_them_again_brings_the_card_games_tip_as_the_player_returns():
    ui = Driver(settings=replace(FAST, tips_seen=tuple(sorted(CARD_KEYS | {"card:goal"}))))
    table = card_table_at_turn(ui)
    assert table.human_turn() and table.tip is None           # all seen on this screen
    _tips_on_again_through_the_menu(ui, table, "Tips already seen")
    _goal_then_turn(ui, table)


def test_returning_with_the_settings_unchanged_brings_no_tip_closed_back():
    ui = Driver()
    table = card_table_at_turn(ui)
    assert table.tip == "card:turn"
    ui.key(pygame.K_t)                                        # Got it
    # The board marks artists with no card "†" (only the influence card is in play): their
    # tip waits for the player's next decision, not for a return to this one.
    assert table.tip is None and NO_CARD not in tips_met(ui.ctx.settings)
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_ESCAPE)
    assert ui.top is table and table.tip is None
