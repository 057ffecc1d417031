"""The card table's moments in the log's column (a round's end, the everyone-plays reveal, a card
added at scoring) stand on an opaque panel that takes the whole of their room, from under the
Menu button down to the keys: sized to its words and cards, a round's end left the log's lines
in view under it, the first of them cut by the panel's edge, and the log's last lines told the
same words again (a German play-tester, 5 players, 1280x720). Drawn over a log of many lines or
over an empty one, the log's column then looks the same."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_card_round_end_beside_rows import _ending_move
from tests.ui_driver import Driver

from game.card.cards import DECK
from game.card.config import Config, SeatConfig
from scenes.session.games import new_match
from scenes.table.card_moments import Beat, beat_for
from scenes.table.card_round_end import beside_room
from scenes.table.log_panel import body_rect

NAMES = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")


def _table(ui: Driver, players: int):
    seats = tuple(SeatConfig(name, "human") for name in NAMES[:players])
    match = new_match(ui.ctx, Config(seats=seats, first_player=0), seed=3,
                      rng=random.Random(3), thinking_seconds=0.0)
    table = ui.ctx.stack.make("card_table", match, on_game_over=lambda *_: None)
    ui.ctx.stack.reset(table)
    ui.frame(0.0)
    return table


def _beats(players: int, down: int) -> dict:
    config, events = _ending_move(players, down)
    ended = beat_for(events, config)
    assert ended is not None and ended.kind == "ended"
    names = NAMES[:players]
    return {"ended": ended,
            "reveal": Beat("reveal", 1.6, names, cards=tuple(DECK[:players])),
            "added": Beat("added", 0.9, names,
                          cards=(DECK[7],) + (None,) * (players - 1), seat=0)}


def _log_column(ui: Driver, table, beat, lines: int) -> pygame.Surface:
    """The log's column as the table draws it with `beat` at its end over a log of `lines`
    lines (long ones, over two rows each)."""
    table.log.lines.clear()
    for k in range(lines):
        table.log.add(("play", f"Line {k}: Beatrix plays Christin P face down, then draws a "
                               "card from the deck."))
    beat.t = beat.duration
    table.beat = beat
    table.draw(ui.ctx.screen)
    table.beat = None
    return ui.ctx.screen.subsurface(table.layout.log).copy()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
@pytest.mark.parametrize("players, down", [(2, 0), (3, 1), (5, 1), (5, 2)])
def test_no_log_line_shows_beside_or_under_a_moment(size, language, players, down):
    ui = Driver(size)
    ui.ctx.set_language(language)
    table = _table(ui, players)
    log = table.layout.log
    room = beside_room(ui.ctx, table.layout)
    body = body_rect(ui.ctx, log)
    # The log's lines lie in the room the moments take, but for a pixel or two of its edges.
    px = ui.ctx.px
    assert room.x <= body.x and body.right <= room.right
    assert room.top <= body.top + px(2) and body.bottom - px(2) <= room.bottom
    for kind, beat in _beats(players, down).items():
        empty = _log_column(ui, table, beat, 0)
        full = _log_column(ui, table, beat, 60)
        inner = body.move(-log.x, -log.y).inflate(0, -2 * px(2))
        differ = [(x, y) for x in range(inner.x, inner.right, 3)
                  for y in range(inner.y, inner.bottom, 3)
                  if empty.get_at((x, y)) != full.get_at((x, y))]
        assert not differ, (kind, len(differ), differ[:5])
