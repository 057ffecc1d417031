"""First-time tips for someone new at a screen whose tips were all seen: the tips are the
screen's (its settings), not a name's, so a newcomer who kept "Ada" met none after a hot-seat
game. Settings now has "Tips already seen: Show them again", and the tip's "Got it" says where
both switches are."""
from __future__ import annotations

from dataclasses import replace

import pygame

from tests.test_card_tips import CARD_KEYS
from tests.test_card_table import card_match
from tests.test_hotseat_keyboard import play_card, table_for
from tests.ui_driver import FAST, Driver, decide, esc_to_pause, frames_until, tips_met

from game import Pass, PlayCard, stacked_deck
from game.cards import OPEN
from scenes.pause import PauseScene
from scenes.session.settings import Settings
from scenes.settings_screen import SettingsScene
from scenes.table.tips import TIPS, got_it_button


def _row(settings: SettingsScene, label: str):
    return next(w for words, _help, w in settings.rows if words == label)


def card_table_at_turn(ui):
    """A card game with one human and two computers (seed 15), played on to the human's
    first turn; its table."""
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    for _ in range(100):
        if table.human_turn():
            break
        ui.frame(0.05)
    return table


def test_show_them_again_brings_every_first_time_tip_back_for_a_newcomer():
    seen = tuple(sorted(CARD_KEYS | {"card:goal"}))
    ui = Driver(settings=Settings(animation_speed="off", computer_pace="instant",
                                  tips_seen=seen))
    table = card_table_at_turn(ui)
    assert table.human_turn() and table.tip is None          # all seen on this screen
    settings = SettingsScene(ui.ctx)
    ui.ctx.stack.push(settings)
    ui.frame(0.0)
    again = _row(settings, "Tips already seen")
    assert again.label == "Show them again" and again.enabled
    assert settings.rect.contains(again.rect)
    ui.click(again.rect.center)
    assert tips_met(ui.ctx.settings) == set() and ui.ctx.settings.show_tips
    assert not again.enabled and _row(settings, "First-time tips").value is True
    ui.ctx.stack.pop()
    # At once at the decision in front of them (tests/test_tips_on_return.py).
    assert table.tip == "card:goal"                            # a first game's first tip
    ui.frame(0.0)
    ui.click(table.tip_button.rect.center)     # Got it: the turn's tip waits for the next turn
    ui.frame(0.0)
    assert table.tip is None
    assert tips_met(ui.ctx.settings) == {"card:goal"}
    table = card_table_at_turn(ui)
    assert table.tip == "card:turn"                            # and the others in a new game


def test_the_tips_close_button_names_both_settings():
    ui = Driver()
    settings = SettingsScene(ui.ctx)
    words = {str(label) for label, _help, _w in settings.rows}
    help_ = got_it_button(lambda: None).tooltip
    assert {"First-time tips", "Tips already seen"} <= words
    assert "First-time tips" in help_ and "Tips already seen" in help_


def _auction_table_at_own_open_lot(ui: Driver):
    """Ada (human) auctions an open lot against two tame computers; the table at her bid."""
    table = table_for(ui, stacked_deck((2, OPEN), (2, OPEN), (3, OPEN)))
    frames_until(ui, table.human_turn)
    play_card(ui, table, OPEN)
    frames_until(ui, lambda: table.human_turn() and table.shown.phase == OPEN)
    assert table.human_turn() and table.shown.phase == OPEN
    return table


def test_show_them_again_mid_lot_brings_the_open_auctions_tip_back():
    """Pressed at an open lot whose tip was seen long ago: Ada passed, the tip came during the
    gavel's animation and the lot was sold before it ended, and it counted as met unseen, so
    no later open auction brought it (the sealed and once-around tips came). A tip now counts
    as met once it has shown. (Through the menu it now shows at once, as the player returns;
    the ledger's part is checked after with the tips forgotten at the table itself.)"""
    ui = Driver(settings=replace(FAST, animation_speed="normal", tips_seen=tuple(sorted(TIPS))))
    table = _auction_table_at_own_open_lot(ui)
    assert table.tip is None
    esc_to_pause(ui)
    assert isinstance(ui.top, PauseScene)
    ui.top.settings()
    settings = ui.top
    ui.click(_row(settings, "Tips already seen").rect.center)
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_ESCAPE)
    # Shown at once as the player returns, and so met (tests/test_tips_on_return.py): the
    # goal's, this decision's one new tip (the lot's waits for the next).
    assert ui.top is table and table.tip == "goal" and tips_met(ui.ctx.settings) == {"goal"}
    ui.key(pygame.K_t)                              # Got it
    assert table.tip is None and tips_met(ui.ctx.settings) == {"goal"}
    ui.ctx.change_settings(tips_seen=(), tips_met={})
    assert table.tip is None
    decide(ui, table, Pass(0))
    shown = False
    for _ in range(3000):
        ui.frame(0.05)
        if table.tip == OPEN and table.tip_panel is not None:
            shown = True
            break
        if table.tip == "goal" and table.tip_panel is not None:    # how to win: first
            ui.click(table.tip_button.rect.center)
        if OPEN not in tips_met(ui.ctx.settings) and table.human_turn():
            legal = table.match.legal_for(0)
            plays = [a for a in legal if isinstance(a, PlayCard) and a.card.method == OPEN]
            decide(ui, table, (plays or [a for a in legal if isinstance(a, Pass)] or legal)[0])
    assert shown, ui.ctx.settings.tips_seen
    assert OPEN in tips_met(ui.ctx.settings)        # met now, not again
