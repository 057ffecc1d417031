"""The auction board's "Worth now*" (it read "Pays now*") on the public view (the screen
down, a hot-seat hand-over): with value hints on it showed only on a seat's own view, and the
public view switched the row to "Tokens" (now "Worth so far") with other figures, while the card
game's board keeps its public "Worth now*". The figures read only the market board and the
paintings played this round (`pays_now`), so the public view shows them too, with the same label
and footnote; the lot's line there says only what the lot would pay now (its "likely worth"
reads the seat's hand)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.test_first_evening import RaiseBot, hot_seat_open_lot, open_turn
from tests.ui_driver import FAST, Driver, record_texts

from game.state import View
from scenes.handover import HandoverScene
from scenes.table import TableScene
from scenes.table.board import PAYS_NOW_NOTE, WORTH_NOW, WORTH_SO_FAR
from scenes.table.worth import PAYS_NOW_TIP, pays_now


def _board_row(drawn: list, table: TableScene, label: str) -> list[str]:
    """The texts drawn on the board's row headed `label`, left to right (its figures)."""
    board = table.layout.board
    head = next(rect for s, rect in drawn if s == label and board.colliderect(rect))
    row = [(rect.x, s) for s, rect in drawn
           if board.colliderect(rect) and abs(rect.centery - head.centery) <= 2 and s != label]
    return [s for _x, s in sorted(row)]


def _drawn_board(ui: Driver, table: TableScene, monkeypatch) -> list:
    """The texts the table draws now, its drawn layer (the board) drawn again, as (text,
    rect)."""
    table.built_from.pop("static", None)
    drawn = record_texts(monkeypatch)
    table.refresh()
    table.draw(ui.ctx.screen)
    monkeypatch.undo()
    return list(drawn)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_screen_down_keeps_pays_now_with_the_own_views_figures(size, monkeypatch):
    ui = Driver(size)
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    own = table.shown
    assert own.hand is not None
    mine = _board_row(_drawn_board(ui, table, monkeypatch), table, WORTH_NOW)
    assert "30" in mine and mine == [str(p) if p else "–" for p in pays_now(own)]
    assert "Your estimate" in table.lot_info.hint
    ui.post(pygame.KEYDOWN, key=pygame.K_h, unicode="h", mod=0, scancode=0)
    ui.frame(0.0)
    public = table.shown
    assert public.seat is None and public.hand is None            # H held: the public view
    drawn = _drawn_board(ui, table, monkeypatch)
    assert _board_row(drawn, table, WORTH_NOW) == mine
    assert PAYS_NOW_NOTE in [s for s, _r in drawn]
    assert WORTH_SO_FAR not in [s for s, _r in drawn]
    assert any(t == PAYS_NOW_TIP for _r, t in table.regions)
    # The stand's line: what the lot would pay now, public; not what the hand suggests.
    assert "buyer 30" in table.lot_info.hint and "likely" not in table.lot_info.hint


def test_value_hints_off_the_public_view_shows_the_tokens(monkeypatch):
    ui = Driver(settings=dataclasses.replace(FAST, value_hints=False))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    ui.post(pygame.KEYDOWN, key=pygame.K_h, unicode="h", mod=0, scancode=0)
    ui.frame(0.0)
    assert table.shown.hand is None
    drawn = [s for s, _r in _drawn_board(ui, table, monkeypatch)]
    assert WORTH_SO_FAR in drawn and WORTH_NOW not in drawn and PAYS_NOW_NOTE not in drawn
    assert table.lot_info.hint == ""


def test_the_hot_seat_hand_over_shows_pays_now_from_public_figures(monkeypatch):
    """Ada has put an open lot up; the screen passes to Bea: the table under the hand-over
    draws the public view, its board with "Worth now*" and the lot's artist at 30."""
    ui = Driver()
    match = hot_seat_open_lot()
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    for _ in range(20):
        ui.frame(0.05)
        if isinstance(ui.top, HandoverScene):
            break
    assert isinstance(ui.top, HandoverScene)
    v: View = table.shown
    assert v.seat is None and v.hand is None
    row = _board_row(_drawn_board(ui, table, monkeypatch), table, WORTH_NOW)
    assert row == [str(p) if p else "–" for p in pays_now(v)] and "30" in row
