"""The log never shows a line from its second row at its top: scrolled, it moves by whole lines
(each key press or wheel notch back brings the start of a line to the top, forward the start of
the next); at its newest lines, whose last keeps the foot, the rest of a line whose start is
above the top is left out. Both games' table logs and the whole game's log on the results,
with long lines wrapped over up to six rows, at both window sizes and in German (long)."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from tests.test_card_watched_moments import _everyone_plays, _start as card_start
from tests.test_hotseat import hot_match
from tests.ui_driver import FAST, Driver, auction_table

from scenes.table.game_log import GameLogScene
from scenes.table.log_panel import GameLog, _wrapped, body_rect, line_height, shown_lines

#: Words to build long lines from, a sentence a line.
_WORDS = ("Ada bids 12 on the Krypto painting in the open auction while Beatrix waits and "
          "Clemens counts his money twice before he passes").split()


def long_lines(log: GameLog, n: int = 60, seed: int = 4) -> list[str]:
    """`n` lines of 3 to 70 words (one to six rows in a log), under one round heading."""
    rng = random.Random(seed)
    log.add(("round", "Round 1"))
    told = []
    for i in range(n):
        words = [_WORDS[(i + k) % len(_WORDS)] for k in range(rng.randint(3, 70))]
        line = f"{i}: " + " ".join(words) + "."
        log.add(("sale" if i % 7 == 0 else "play", line))
        told.append(line)
    return told


def top_starts_a_line(ctx, log: GameLog, r: pygame.Rect, room=None) -> tuple[bool, int]:
    """Whether the first row the log shows under its top (past a pinned heading) starts its
    line, and the index among the log's lines of the line it belongs to."""
    body = body_rect(ctx, r, log.room if room is None else room)
    rows = _wrapped(ctx, log, body.w)
    _pinned, shown = shown_lines(ctx, log, r, room)
    start = len(rows) - log.scroll - len(shown)
    assert rows[start][1] == shown[0][1]
    line = sum(head for _s, _w, head in rows[:start + 1]) - 1
    return rows[start][2], line


def _walk(ctx, log, r, press, room=None, presses: int = 400) -> list[tuple[bool, int]]:
    """What the log's top shows after each press, back to its oldest line then forward to its
    newest (`press(1)` back, `press(-1)` forward)."""
    seen = []
    for way in (1, -1):
        for _ in range(presses):
            before = log.scroll
            press(way)
            seen.append((way, log.scroll != before, *top_starts_a_line(ctx, log, r, room)))
            if log.scroll == before:
                break
    return seen


def _judge(seen: list, lines: int) -> None:
    back = [s for s in seen if s[0] == 1 and s[1]]
    forward = [s for s in seen if s[0] == -1 and s[1]]
    assert back and forward
    # Scrolled (not at the newest), every top row starts its line.
    assert all(head for _w, _m, head, _line in back), back
    assert all(head for _w, _m, head, _line in forward[:-1]), forward
    # Back, one line at a time: every line's start comes to the top in turn, none skipped.
    tops = [line for _w, _m, _h, line in back]
    assert all(a - b in (1, 2) for a, b in zip(tops, tops[1:])), tops   # (2: the heading)
    assert tops[-1] <= 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_results_log_scrolls_by_whole_lines(size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    log = GameLog()
    told = long_lines(log)
    scene = GameLogScene(ui.ctx, log, "LOG")
    ui.ctx.stack.reset(scene)
    ui.frame(0.0)
    rows = _wrapped(ui.ctx, log, body_rect(ui.ctx, scene.rect, 0).w)
    assert len(rows) > 1.8 * len(told)          # long lines: most take several rows

    def press(way: int) -> None:
        ui.key(pygame.K_UP if way > 0 else pygame.K_DOWN)
    seen = _walk(ui.ctx, log, scene.rect, press, room=0)
    _judge(seen, len(log.lines))
    # At the newest lines the last keeps the foot, and no row of a line cut at the top shows.
    assert log.scroll == 0 and top_starts_a_line(ui.ctx, log, scene.rect, 0)[0]
    _pinned, shown = shown_lines(ui.ctx, log, scene.rect, 0)
    assert shown[-1][1] == rows[-1][1]
    # Page Up and the wheel land on a line's start too.
    for key in (pygame.K_PAGEUP, pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        ui.key(key)
        assert top_starts_a_line(ui.ctx, log, scene.rect, 0)[0]
    ui.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    ui.frame(0.0)
    assert top_starts_a_line(ui.ctx, log, scene.rect, 0)[0]


def _wheel(ui, table, way: int) -> None:
    ui.post(pygame.MOUSEMOTION, pos=table.layout.log.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.post(pygame.MOUSEWHEEL, x=0, y=way, flipped=False, precise_x=0.0, precise_y=float(way))
    ui.frame(0.0)


def _table(game: str, size):
    """A table of `game` (one person, two computers) at the window `size`: the driver and it."""
    if game == "card":
        ui, _match, table = card_start(_everyone_plays, humans=1, size=size)
        return ui, table
    ui = Driver(size)
    return ui, auction_table(ui, hot_match(1, 2, seed=2))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_table_logs_scroll_by_whole_lines(game, size):
    ui, table = _table(game, size)
    long_lines(table.log, n=40)
    ui.frame(0.0)
    seen = _walk(ui.ctx, table.log, table.layout.log, lambda way: _wheel(ui, table, way))
    _judge(seen, len(table.log.lines))


def _top_row_y(ctx, log: GameLog, r: pygame.Rect) -> tuple[int, int]:
    """Where the first line the log shows is drawn (its row's middle), and where the first row
    under the top (and under a pinned heading) is."""
    body = body_rect(ctx, r, log.room)
    lh = line_height(ctx)
    pinned, shown = shown_lines(ctx, log, r)
    at = shown[0][2]
    middle = at.centery if shown[0][0] == "round" else at.y + lh // 2
    return middle, body.y + (lh if pinned else 0) + lh // 2


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_first_line_shown_sits_right_under_the_pinned_heading(game, size):
    """A play-tester saw "Round 1" pinned at the log's top with one or two blank rows under it
    (in both games, both sizes): at the newest lines the rest of a line cut at the top was left
    out and its rows left blank. Line after line told, the first line shown sits right under
    the heading (or the top), never a blank row between."""
    ui, table = _table(game, size)
    told = long_lines(GameLog(), n=40)
    pinned_cut = 0
    for line in told:
        table.log.add(("play", line))
        ui.frame(0.0)
        assert table.log.scroll == 0
        pinned, shown = shown_lines(ui.ctx, table.log, table.layout.log)
        body = body_rect(ui.ctx, table.layout.log, table.log.room)
        foot = shown[-1][2].y + line_height(ui.ctx)
        pinned_cut += pinned is not None and body.bottom - foot >= line_height(ui.ctx)
        drawn, right = _top_row_y(ui.ctx, table.log, table.layout.log)
        assert drawn == right, (line[:20], drawn, right)
    assert pinned_cut          # lines were cut at the top under a pinned heading
