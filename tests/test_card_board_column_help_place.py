"""A market board column's help at the card table (hover over an artist's column): kept off the
column's figures, it lay under the column, over the board's footnotes ("* if the round ended
now: an estimate", the legend of "+1"). It now keeps off the whole board, footnotes and all,
and off the displays' cards: under the board, at both window sizes and every count of seats
(the displays' rows change with it)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.test_card_hand_help_place import _record_helps
from tests.test_card_table import card_match
from tests.ui_driver import FAST, Driver, through_handovers


def _table(size, players: int, language: str):
    """Ada's turn (hints on) after two decisions of hers: cards lie in the displays."""
    ui = Driver(size, settings=dataclasses.replace(FAST, value_hints=True, language=language))
    match, table, _over = card_match(ui, humans=1, bots=players - 1, seed=15)
    played = 0
    for _ in range(5000):
        ui.frame(0.05)
        if table.human_turn():
            if played == 2:
                break
            match.submit(match.legal_for(0)[0])
            played += 1
    assert table.human_turn() and any(table.shown.displays)
    return ui, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players,language", [(2, "en"), (3, "de"), (4, "zh_TW"), (5, "de")])
def test_a_board_columns_help_covers_neither_the_column_nor_the_footnotes(size, players,
                                                                          language, monkeypatch):
    drawn = _record_helps(monkeypatch)
    ui, table = _table(size, players, language)
    board, displays = table.layout.board, table.layout.displays
    columns = [r for r, _t in table.regions if board.contains(r) and r.h > board.h // 2]
    cards = [r for r, _t in table.regions if displays.contains(r)]
    assert len(columns) == 5 and cards
    screen = pygame.Rect(0, 0, *size)
    for column in columns:
        notes = pygame.Rect(board.x, column.bottom, board.w, board.bottom - column.bottom)
        ui.post(pygame.MOUSEMOTION, pos=column.center, rel=(0, 0), buttons=(0, 0, 0))
        drawn.clear()
        ui.frame(0.0)
        assert drawn, column
        where = drawn[-1]
        assert screen.contains(where), where
        assert not where.colliderect(column) and not where.colliderect(notes), (where, notes)
        assert where.collidelist(cards) < 0, where


def _hot_seat_table(size, players: int, language: str):
    """Ada and Beatrix at one screen (hints on), the others computers, after two decisions of
    each: cards lie in the displays, the screen is open for the next person."""
    ui = Driver(size, settings=dataclasses.replace(FAST, value_hints=True, language=language))
    match, table, _over = card_match(ui, humans=2, bots=players - 2, seed=15)
    for _ in range(4):
        assert through_handovers(ui, table)
        match.submit(match.legal_for(table.shown.seat)[0])
    assert through_handovers(ui, table) and any(table.shown.displays)
    return ui, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players,language", [(2, "en"), (3, "en"), (5, "de")])
def test_a_board_columns_help_keeps_off_hide_my_screen(size, players, language, monkeypatch):
    """Hot-seat: a column's help, under the board, lay over "Hide my screen" in the corner of
    the table's middle while it showed. It now keeps off it, and still off the board and the
    displays' cards."""
    drawn = _record_helps(monkeypatch)
    ui, table = _hot_seat_table(size, players, language)
    assert table.hide_button_shown() and ui.top is table
    hide = table.hide_button.rect
    board, displays = table.layout.board, table.layout.displays
    columns = [r for r, _t in table.regions if board.contains(r) and r.h > board.h // 2]
    cards = [r for r, _t in table.regions if displays.contains(r)]
    assert len(columns) == 5
    for column in columns:
        ui.post(pygame.MOUSEMOTION, pos=column.center, rel=(0, 0), buttons=(0, 0, 0))
        drawn.clear()
        ui.frame(0.0)
        assert drawn, column
        where = drawn[-1]
        assert not where.colliderect(hide), (where, hide)
        assert not where.colliderect(board) and where.collidelist(cards) < 0, where
        assert pygame.Rect(0, 0, *size).contains(where)
