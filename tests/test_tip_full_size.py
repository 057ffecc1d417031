"""A first-time tip at the auction's stand keeps its full size where the stand has the room:
the method's head goes on one line (as it does when the tip would rise over the estimate)
before the tip's text shrinks. A long Chinese tip ("第一次：出價至", the open auction's) was
drawn smaller at 1920×1080 under a head of two lines, with the estimate on show all along;
the head on one line leaves it its full size, the estimate still shown."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_tip_and_estimate import _first_auction
from tests.ui_driver import FAST, Driver

from game.cards import FIXED_PRICE, OPEN, SEALED
from scenes.table import tips as tip_room

#: The first auctions whose tip shrank under a head of two lines, the room there all along.
SHRANK = [("zh_TW", (1920, 1080), OPEN), ("zh_TW", (1920, 1080), SEALED),
          ("zh_TW", (1920, 1080), FIXED_PRICE), ("zh_TW", (1280, 720), OPEN),
          ("zh_TW", (1280, 720), SEALED), ("it", (1280, 720), OPEN),
          ("it", (1920, 1080), FIXED_PRICE), ("de", (1920, 1080), FIXED_PRICE),
          ("en", (1920, 1080), OPEN)]


@pytest.mark.parametrize("language, size, method", SHRANK)
def test_the_tip_keeps_its_size_where_the_head_can_give_it_room(language, size, method):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = _first_auction(ui, method)
    drawn: list = []
    ui.ctx.text.watchers.append(lambda text, px_, weight: drawn.append((str(text), px_)))
    ui.frame(0.0)
    ui.ctx.text.watchers.pop()
    panel, info = table.tip_panel, table.lot_info
    assert panel.whole is None and not panel.rose
    assert info.hint and info.compact            # the estimate shown, the head on one line
    full = ui.ctx.px(tip_room.TEXT_SIZE)
    body = [(t, s) for t, s in drawn if t in panel.lines]
    assert body and {s for _t, s in body} == {full}, body
