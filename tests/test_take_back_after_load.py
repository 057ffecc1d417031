"""A move saved and loaded can still be taken back, as before the save: a load reveals
nothing and no computer has answered the move since (after a load the button was gone, and
nothing said why). What may not be taken back stays so across a save: a move already taken
back once leaves the one before it final, in the card game and at the auction."""
from __future__ import annotations

import dataclasses

from tests.test_card_takeback import _click_card, _table
from tests.test_first_evening import RaiseBot, bid_by_steps, ctrl_z, open_turn
from tests.ui_driver import Driver

from game.card.cards import NO_EFFECT
from scenes.session.games import open_table, saved_match
from scenes.session.storage import GameStore


def _save_and_load(ui: Driver, match, tmp_path):
    """`match` saved by name and loaded back onto its table, as the saves screen does."""
    ui.ctx.store = GameStore(tmp_path)
    # The computers take a moment to answer, as at a real table (the player's moment).
    ui.ctx.settings = dataclasses.replace(ui.ctx.settings, computer_pace="relaxed")
    info = ui.ctx.store.save_named("before lunch", match.game_record(), match.state)
    loaded = saved_match(ui.ctx, ui.ctx.store.load_named(info))
    table = open_table(ui.ctx, loaded, how="reset")
    ui.frame(0.0)
    return loaded, table


def test_an_auction_bid_saved_and_loaded_can_still_be_taken_back(tmp_path):
    ui = Driver((1280, 720))
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    n = len(table.match.actions)
    bid_by_steps(ui, 10)                     # a misclick, and the game saved at once
    assert table.match.can_take_back()
    loaded, table = _save_and_load(ui, table.match, tmp_path)
    assert loaded.can_take_back() and table.take_back.shown()
    ui.click(table.take_back.button.rect.center)
    assert len(loaded.actions) == n and table.human_turn()


def test_a_card_saved_and_loaded_can_still_be_taken_back_once(tmp_path):
    ui = Driver((1280, 720))
    match, table = _table(ui)
    n = len(match.actions)
    card = next(c for c in table.shown.hand if c.effect == NO_EFFECT)
    _click_card(ui, table, card)
    loaded, table = _save_and_load(ui, match, tmp_path)
    assert table.take_back.shown()
    ctrl_z(ui)
    assert len(loaded.actions) == n and table.human_turn()
    assert card in table.shown.hand
    # Taken back once: saved now and loaded, the move before stays final.
    again, table = _save_and_load(ui, loaded, tmp_path / "again")
    assert not again.can_take_back() and not table.take_back.shown()
    ctrl_z(ui)
    assert len(again.actions) == n
