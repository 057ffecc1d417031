"""Esc for a mouse player: a Menu button at the top of the log in both games' tables (the only
way to Save, Load, Rules, Settings and Quit with the mouse was the footer's small "Esc menu",
which read as a key's hint); the footer's "Esc menu" stays a button too, lit under the pointer
as "F fast-forward" is, at the card table too, and both say what they do under the pointer."""
from __future__ import annotations

import pytest

from tests.test_card_table import card_match
from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.ui_driver import Driver, esc_to_pause, words_drawn

import pygame

from tests.test_hotseat_shared import _hand_drawn, _table_for, _to_own_turn
from tests.test_log_room import TABLES
from tests.test_saves_ui import AppDriver, start_title

from scenes import ui as ui_module
from scenes.banner import notice_rect
from scenes.pause import PauseScene
from scenes.session.language import LANGUAGES
from scenes.table.log_panel import (FAST_FORWARD_TIP, MENU, MENU_TIP, body_rect,
                                    fast_forward_spot, menu_button_rect, menu_spot)


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


@pytest.mark.parametrize("table_of", [_auction_table, _card_table], ids=["auction", "card"])
def test_the_logs_menu_button_opens_the_menu_and_says_what_it_does(table_of, monkeypatch):
    ui = Driver()
    table = table_of(ui)
    said = words_drawn(monkeypatch, "draw_tooltip")
    for spot, tip in ((menu_spot(ui.ctx, table.layout.log), MENU_TIP),
                      (fast_forward_spot(ui.ctx, table.layout.log), FAST_FORWARD_TIP),
                      (menu_button_rect(ui.ctx, table.layout.log), MENU_TIP)):
        said.clear()
        hover(ui, table.layout.board.center)
        hover(ui, spot.center)
        ui.frame(0.0)
        assert str(ui.ctx.text.shown(tip)) in said, said
    _lit_under_the_pointer(ui, table, menu_button_rect)
    ui.click(menu_button_rect(ui.ctx, table.layout.log).center)
    assert isinstance(ui.top, PauseScene), ui.top
    ui.key(pygame.K_ESCAPE)                         # Resume: the table as it was
    assert ui.top is table
    esc_to_pause(ui)                                # and Esc, as before
    assert isinstance(ui.top, PauseScene)


def _title_rect(monkeypatch, ctx, log: pygame.Rect) -> list[pygame.Rect]:
    """Where the log's title is drawn, from now on (the words at its top left corner)."""
    found: list[pygame.Rect] = []
    real = ui_module.text

    def spy(surface, c, s, size, pos, *a, **kw):
        out = real(surface, c, s, size, pos, *a, **kw)
        if tuple(pos) == (log.x + ctx.px(14), log.y + ctx.px(10)):
            found.append(pygame.Rect(out))
        return out
    monkeypatch.setattr(ui_module, "text", spy)
    return found


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_menu_button_covers_nothing_in_any_language(tmp_path, monkeypatch, game, size):
    d = AppDriver(tmp_path, size=size)
    start_title(d)
    table, _move = TABLES[game][0](d)
    log = table.layout.log
    titles = _title_rect(monkeypatch, d.ctx, log)
    for language in LANGUAGES:
        d.ctx.set_language(language)
        table.log.note("…")                     # the log drawn again
        titles.clear()
        d.frame(0.0)
        d.frame(0.0)
        menu = menu_button_rect(d.ctx, log)
        shadow = menu.inflate(0, 2 * d.ctx.px(3))
        assert log.contains(shadow), language
        assert titles and not titles[-1].colliderect(menu), (language, titles[-1], menu)
        assert not shadow.colliderect(body_rect(d.ctx, log, table.log.room)), language
        assert not shadow.colliderect(notice_rect(d.ctx, "Moved aside.", log)), language
        assert menu.collidelist([menu_spot(d.ctx, log), fast_forward_spot(d.ctx, log)]) == -1
        others = [r for name, r in table.layout.named().items() if name not in ("log", "hand")]
        buttons = [table.hide_button, table.take_back.button, table.tip_button]
        assert menu.collidelist(others + [b.rect for b in buttons if b.rect]) == -1, language
        label = d.ctx.text.size(d.ctx.text.shown(MENU), d.ctx.px(12), "bold")
        assert label[0] + d.ctx.px(12) <= menu.w and label[1] <= menu.h, language   # whole


@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_menu_button_in_hot_seat_shows_nothing_private(game):
    """A click on the Menu button is Esc: with two people at the screen the seat's screen goes
    down under the menu, and its hand is not drawn."""
    ui = Driver((1280, 720))
    table = _table_for(ui, game, humans=2)
    _to_own_turn(ui, table)
    assert _hand_drawn(ui, table)
    ui.click(menu_button_rect(ui.ctx, table.layout.log).center)
    assert isinstance(ui.top, PauseScene)
    assert table.shown.seat is None and not _hand_drawn(ui, table)
    ui.key(pygame.K_ESCAPE)                         # Resume: the screen stays down
    assert ui.top is table and not _hand_drawn(ui, table)
