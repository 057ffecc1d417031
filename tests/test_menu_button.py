"""Esc for a mouse player: the footer's "Esc menu" under the log is a button in both games'
tables (it was plain words: Save, Load, Rules, Settings and Quit were out of reach without a
keyboard), lit under the pointer as "F fast-forward" is, at the card table too."""
from __future__ import annotations

import pytest

from tests.test_card_table import card_match
from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.ui_driver import Driver

from scenes.table.log_panel import fast_forward_spot, menu_spot


def _opens_the_menu(ui: Driver, table) -> None:
    spot = menu_spot(ui.ctx, table.layout.log)
    assert table.layout.log.contains(spot)
    assert not spot.colliderect(fast_forward_spot(ui.ctx, table.layout.log))
    assert ui.top is table
    ui.click(spot.center)
    assert ui.top is not table and type(ui.top).__name__ == "PauseScene", ui.top


def _lit_under_the_pointer(ui: Driver, table, spot_of) -> None:
    spot = spot_of(ui.ctx, table.layout.log)
    hover(ui, table.layout.board.center)
    ui.frame(0.0)
    plain = ui.ctx.screen.get_at((spot.x + 2, spot.centery))[:3]
    hover(ui, spot.center)
    ui.frame(0.0)
    assert ui.ctx.screen.get_at((spot.x + 2, spot.centery))[:3] != plain


def _auction_table(ui: Driver):
    return open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})


def _card_table(ui: Driver):
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    ui.frame(0.05, n=3)
    return table


@pytest.mark.parametrize("table_of", [_auction_table, _card_table], ids=["auction", "card"])
def test_a_click_on_the_footers_esc_menu_opens_the_menu(table_of):
    ui = Driver()
    table = table_of(ui)
    _lit_under_the_pointer(ui, table, menu_spot)
    _opens_the_menu(ui, table)


def test_the_card_tables_fast_forward_button_is_lit_under_the_pointer():
    ui = Driver()
    _lit_under_the_pointer(ui, _card_table(ui), fast_forward_spot)
