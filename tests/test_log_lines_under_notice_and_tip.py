"""The store's notice that something was moved out of the autosave's way takes the top of the
log's column for a few seconds, and a first-time tip beside the stand ends the log's lines
above its panel: together they left the log no line at all (at 1280×720 the notice's six
lines and the goal's tip met). The log always shows its newest line whole: the notice gives
way, its words smaller and cut, while the tip stands under it."""
from __future__ import annotations

import random
from dataclasses import replace
from datetime import datetime

import pytest

from tests.test_log_room import spy_lines
from tests.test_saves_ui import AppDriver, new_game_through_setup, random_action, start_title
from tests.ui_driver import FAST

from game.i18n import _
from scenes.banner import notice_rect
from scenes.table import board as auction_painter
from scenes.table.log_panel import _wrapped, body_rect, line_height, newest_rows


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_log_keeps_its_newest_lines_under_the_notice_beside_a_tip(tmp_path, monkeypatch,
                                                                       size, language):
    d = AppDriver(tmp_path, size=size,
                  settings=replace(FAST, tips_seen=(), tips_met={}, language=language,
                                   computer_pace="instant"))
    start_title(d)
    table = new_game_through_setup(d, 12)
    match = table.match
    rng = random.Random(12)
    for _ in range(12):
        match.submit(random_action(match.state, rng))
        d.frame(1.0, 3)
    for _ in range(200):
        if table.tip_panel is not None:
            break
        d.frame(0.05)
    assert table.tip_panel is not None, "a first-time tip beside the stand"
    store = d.ctx.store
    store.now = lambda: datetime(2026, 11, 22, 7, 30)
    lines = spy_lines(monkeypatch, auction_painter, d.ctx)
    store.autosave_path.unlink()
    store.autosave_path.mkdir()
    match.submit(random_action(match.state, rng))
    d.frame()
    d.frame()
    notice = store.notice()
    assert notice and str(notice)
    if table.tip_panel is None:
        pytest.skip("the move closed the tip")
    log = table.layout.log
    rows = _wrapped(d.ctx, table.log, body_rect(d.ctx, log).w)
    start = max(i for i, (_s, _t, head) in enumerate(rows) if head)
    newest = [str(d.ctx.text.shown(t)).strip() for _s, t, _h in rows[start:]]
    # The newest line whole, from its first row (not "the pair." of "… auctions the pair.").
    assert [s for s, _y in lines][-len(newest):] == newest, (lines, newest)
    drawn = notice_rect(d.ctx, notice, log, table.log.foot,
                        newest_rows(d.ctx, table.log, log))
    assert min(y for _s, y in lines) >= drawn.bottom          # no line behind the notice
    assert max(y for _s, y in lines) + line_height(d.ctx) <= table.tip_panel.box.top
