"""The store's notice that something was moved out of the autosave's way takes the top of the
log's column for a few seconds, and a first-time tip beside the stand ends the log's lines
above its panel: together they left the log no line at all (at 1280×720 the notice's six
lines and the goal's tip met). A notice cut to make room lost its end, "and your game is
saved". The tip waits while the notice stands: the notice whole, the log's newest lines under
it; when the notice goes, the tip comes."""
from __future__ import annotations

import random
from dataclasses import replace
from datetime import datetime, timedelta

import pytest

from tests.test_log_room import spy_lines
from tests.test_saves_ui import AppDriver, new_game_through_setup, random_action, start_title
from tests.test_save_trouble import drawn_text
from tests.ui_driver import FAST

from scenes.banner import notice_rect
from scenes.session.storage import NOTICE_SECONDS
from scenes.table import board as auction_painter
from scenes.table.log_panel import _wrapped, body_rect


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_tip_beside_the_stand_waits_while_the_notice_stands_over_the_log(tmp_path,
                                                                          monkeypatch, size,
                                                                          language):
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
    store = d.ctx.store
    clock = [datetime(2026, 11, 22, 7, 30)]
    store.now = lambda: clock[0]
    store.autosave_path.unlink()
    store.autosave_path.mkdir()
    lines = spy_lines(monkeypatch, auction_painter, d.ctx)     # the log as last drawn
    match.submit(random_action(match.state, rng))
    d.frame()
    notice = store.notice()
    assert notice and str(notice)
    for _ in range(200):                # to the next decision of a person with a tip to meet
        if table.tip is not None:
            break
        d.frame(0.05)
    assert table.tip is not None, "a first-time tip to show beside the stand"
    d.frame()
    told = "".join("".join(drawn_text(d)).split())
    assert not table.tip_shown() and table.tip_panel is None       # the tip waits
    assert "".join(str(d.ctx.text.shown(notice)).split()) in told   # the notice whole
    log = table.layout.log
    rows = _wrapped(d.ctx, table.log, body_rect(d.ctx, log).w)
    start = max(i for i, (_s, _t, head) in enumerate(rows) if head)
    newest = [str(d.ctx.text.shown(t)).strip() for _s, t, _h in rows[start:]]
    assert [s for s, _y in lines][-len(newest):] == newest, (lines, newest)
    assert min(y for _s, y in lines) >= notice_rect(d.ctx, notice, log).bottom
    # The notice's few seconds over, it goes and the tip comes, beside the stand.
    clock[0] += timedelta(seconds=NOTICE_SECONDS + 1)
    d.frame()
    d.frame()
    assert store.notice() is None
    assert table.tip_shown() and table.tip_panel is not None
