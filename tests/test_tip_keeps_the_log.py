"""A first-time tip at the auction's stand leaves the log its lines: at 1920×1080, in a
newcomer's first game, the tip stood level with the stand's head, a third of the way down the
log's column, and the log's first lines scrolled away above it while the column under the tip
stood empty. The tip now stands at the foot of the log's column; the log keeps all the room
above it, and every line shows while they fit there. Real clicks and keys, fresh settings
(every tip still to meet, "How to win" first)."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.ui_driver import FAST, Driver, auction_table, decide, frames_until

from game import Config, SeatConfig
from game.actions import (AddSecondCard, AmountRange, DeclineSecondCard, Pass, PlayCard,
                          RevealDummy)
from scenes.session.match import Match
from scenes.table.log_panel import body_rect, line_height, shown_lines

def _cheapest(legal):
    """Ada's move: pass where she may, else keep the dummy hidden, add nothing, play her first
    card, or the least amount."""
    for kind in (Pass, DeclineSecondCard):
        found = next((a for a in legal if isinstance(a, kind)), None)
        if found is not None:
            return found
    reveal = next((a for a in legal if isinstance(a, RevealDummy) and not a.reveal), None)
    if reveal is not None:
        return reveal
    card = next((a for a in legal if isinstance(a, (PlayCard, AddSecondCard))), None)
    if card is not None:
        return card
    amount = next(a for a in legal if isinstance(a, AmountRange))
    return amount.make(amount.lo)


def _log_at_the_tip(ui, table) -> tuple[bool, bool, bool]:
    """With the tip on show: whether every line of the log shows (its first, under the
    round's heading, among the rows drawn), whether they would all fit above the tip, and
    whether the rows drawn reach below the stand's head (where the tip stood)."""
    ctx, column = ui.ctx, table.layout.log
    _pinned, rows = shown_lines(ctx, table.log, column)
    words = " ".join(str(ctx.text.shown(w)) for _style, w, _at in rows)
    first = str(ctx.text.shown(table.log.lines[1][1])) if len(table.log.lines) > 1 else ""
    # Every row the log has: drawn in a column as wide and ever so tall.
    _pinned, every = shown_lines(ctx, table.log, column.inflate(0, 20_000), room=0)
    top = body_rect(ctx, column, 0).y
    fit = top + (len(every) + 1) * line_height(ctx) <= table.log.foot
    end = rows[-1][2].bottom if rows else top
    return first[:12] in words, fit, end > table.layout.controls.top


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_newcomers_tips_leave_the_log_its_lines_at_1920x1080(language):
    ui = Driver((1920, 1080), settings=replace(FAST, language=language, tips_seen=()))
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(name, "bot", "random") for name in ("Beatrix", "Clemens", "Doris"))
    match = Match(Config(seats=seats, first_auctioneer=1), 3, thinking_seconds=0.0,
                  rng=random.Random(3))
    table = auction_table(ui, match)
    tips, crowded = [], 0
    while len(tips) < 4 and len(match.actions) < 60:
        assert frames_until(ui, lambda: table.human_turn() and not table.busy, 600)
        if table.tip_panel is not None:
            body = body_rect(ui.ctx, table.layout.log, 0)
            panel = table.tip_panel.box
            # At the foot of the log's column, the log's lines ending above it.
            assert panel.bottom == body.bottom and table.log.foot < panel.top
            whole, fit, below_head = _log_at_the_tip(ui, table)
            tips.append(table.tip)
            # Every line while they fit above the tip ("How to win" and the first lot's tip).
            assert whole or (not fit and len(tips) > 2), (table.tip, table.log.lines)
            crowded += whole and below_head
            ui.click(table.tip_button.rect.center)
            assert table.tip_panel is None
            continue
        decide(ui, table, _cheapest(table.legal))
    assert tips[0] == "goal" and len(tips) >= 3, tips
    # At a tip, the log's lines, all shown, came below the stand's head (the tip's old place).
    assert crowded, tips
