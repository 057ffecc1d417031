"""The table's log, in both games, the same panel: at its bottom it follows new lines; scrolled
back to read, it stays where the player reads (it slid on with every new line, and nothing said
that any had come) and a button at its foot says how many lines came since ("↓ 3 new lines
(End)"); a click on it, End, or the wheel down to the end goes to the newest line. All through
the app's frames and real events."""
from __future__ import annotations

import pygame
import pytest

from tests.test_log_room import TABLES, wheel_back
from tests.test_saves_ui import AppDriver, start_title
from tests.ui_driver import words_drawn

from scenes.table.log_panel import body_rect, newer_spot, shown_lines, wrapped_lines


def top_row(d: AppDriver, table) -> tuple[int, str]:
    """The first row the log shows now (its index among the wrapped rows, and its words)."""
    log, r = table.log, table.layout.log
    rows = wrapped_lines(d.ctx, log, body_rect(d.ctx, r, log.room).w)
    _pinned, shown = shown_lines(d.ctx, log, r)
    start = len(rows) - log.scroll - len(shown)
    assert rows[start][1] == shown[0][1]
    return start, shown[0][1]


def play_on(d: AppDriver, table, move) -> None:
    """One more move, and the frames that show it (a round's scoring closed with Enter)."""
    move()
    for _ in range(20):
        d.frame(1.0, 2)
        if d.ctx.stack.top is table:
            return
        d.post(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r", mod=0, scancode=0)
        d.post(pygame.KEYUP, key=pygame.K_RETURN, unicode="\r", mod=0, scancode=0)
    assert d.ctx.stack.top is table


def until_new_lines(d: AppDriver, table, move, wanted: int) -> None:
    for _ in range(40):
        if table.log.unread >= wanted:
            return
        play_on(d, table, move)
    raise AssertionError("no new lines came")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_log_follows_at_its_bottom_and_says_what_came_while_scrolled_back(
        tmp_path, monkeypatch, game, size):
    d = AppDriver(tmp_path, size=size)
    start_title(d)
    open_table, _painter = TABLES[game]
    table, move = open_table(d)
    play_on(d, table, lambda: None)
    log = table.log
    assert log.scroll == 0
    count = len(log.lines)
    for _ in range(6):
        play_on(d, table, move)
    assert len(log.lines) > count and log.scroll == 0 and log.unread == 0   # it follows

    wheel_back(d, table.layout.log, 2)
    assert log.scroll
    before = top_row(d, table)
    said = words_drawn(monkeypatch)
    until_new_lines(d, table, move, 2)
    assert top_row(d, table) == before                  # what the player reads stays put
    n = log.unread
    d.frame()
    assert f"↓ {n} new lines (End)" in said, said[-12:]
    spot = newer_spot(d.ctx, log, table.layout.log)
    assert spot is not None and table.layout.log.contains(spot)
    d.post(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0))
    d.post(pygame.MOUSEBUTTONDOWN, pos=spot.center, button=1)
    d.post(pygame.MOUSEBUTTONUP, pos=spot.center, button=1)
    d.frame()
    assert log.scroll == 0 and log.unread == 0          # the newest line

    wheel_back(d, table.layout.log, 2)
    assert log.scroll
    field = getattr(table, "amount", None)
    if field is not None:
        field.focused = False       # (End in a typed amount moves its caret instead)
    d.post(pygame.KEYDOWN, key=pygame.K_END, unicode="", mod=0, scancode=0)
    d.post(pygame.KEYUP, key=pygame.K_END, unicode="", mod=0, scancode=0)
    d.frame()
    assert log.scroll == 0

    wheel_back(d, table.layout.log, 2)
    until_new_lines(d, table, move, 1)
    d.post(pygame.MOUSEMOTION, pos=table.layout.log.center, rel=(0, 0), buttons=(0, 0, 0))
    d.post(pygame.MOUSEWHEEL, x=0, y=-60, flipped=False)    # the wheel down to the end
    d.frame()
    assert log.scroll == 0 and log.unread == 0
