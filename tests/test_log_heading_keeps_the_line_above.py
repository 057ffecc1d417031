"""In Chinese the log's round heading ("第2回合") covered the foot of the line above it (the
bank's last payment of round 1): a play-tester's shots, both games. The face draws taller than
the log's rows are apart, and the heading's paper box, centred on its row, rose into the row
above. The words of a tall face now keep to their row (its extra height rises above them) and
the heading's box covers its own row alone; English, whose face fits, is drawn as before."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import FAST, Driver

from scenes.table.log_panel import shown_lines

_LAST = {"zh_TW": "銀行為5幅畫作向Doris支付70。",
         "en": "The bank pays Doris 70 for 5 paintings."}
_HEAD = {"zh_TW": "第2回合", "en": "Round 2"}


def _line_above(ui: Driver, table, language: str,
                below: tuple[str, str]) -> tuple[pygame.Rect, bytes]:
    """The last line of round 1 drawn with `below` under it: where, and its pixels."""
    table.log.lines[-1] = below
    table.log.version += 1
    ui.frame(0.0)
    _pinned, shown = shown_lines(ui.ctx, table.log, table.layout.log)
    at = shown[-2][2].clip(ui.ctx.screen.get_rect())
    assert shown[-1][1] == below[1] and shown[-2][1] == _LAST[language]
    return at, pygame.image.tobytes(ui.ctx.screen.subsurface(at), "RGB")


@pytest.mark.parametrize("language", ["zh_TW", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_round_heading_leaves_the_line_above_whole(size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    table.log.add(("sale", _LAST[language]))
    table.log.add(("play", "—"))
    plain = _line_above(ui, table, language, ("play", "—"))
    headed = _line_above(ui, table, language, ("round", _HEAD[language]))
    assert headed[0] == plain[0] and headed[1] == plain[1]
