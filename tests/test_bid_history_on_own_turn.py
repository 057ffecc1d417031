"""On the player's own turn in an open auction the row of earlier bids was hidden (only the
high bid showed), exactly when it helps to decide. It now shows on the stand just above the
decision's widgets when there is room, never over them, over a first-game tip's panel or the
lot's words (without that room, under the lot's card); while the others decide it stays at the
stand's foot."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver

from game import Config, SeatConfig
from game.state import ONCE_AROUND_BIDDING, OPEN_BIDDING
from scenes.session.match import Match
from scenes.table import TableScene, lot as lot_mod

SIZES = [(1280, 720), (1920, 1080)]


def _own_bid_turn(ui: Driver, seed: int) -> TableScene | None:
    """A 4-player table where Ada is to bid on another's lot, in an open or once-around
    auction, after some bids."""
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Beatrix", "Clemens", "Doris"))
    match = Match(Config(seats=seats, first_auctioneer=1), seed, thinking_seconds=0.0)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    for _ in range(600):
        ui.frame(0.05)
        if table.human_turn():
            v = table.shown
            bids = [a for _s, a in table.timeline.lot_history if a is not None]
            if v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING) and bids:
                return table
            if not table.match.is_over:
                legal = table.match.legal_for(v.seat)
                pas = [o for o in legal if type(o).__name__ == "Pass"]
                option = pas[0] if pas else legal[0]
                table.match.submit(option.make(option.lo) if hasattr(option, "make")
                                   else option)
    return None


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("tips", [False, True])
def test_the_bids_so_far_show_on_the_own_turn_clear_of_the_decision(size, language, tips,
                                                                     monkeypatch):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language, show_tips=tips))
    rows = []
    real = lot_mod.draw_history

    def spy(surface, ctx, look, history, row, *chips):
        rows.append((list(history), row.copy()))
        real(surface, ctx, look, history, row, *chips)
    monkeypatch.setattr(lot_mod, "draw_history", spy)
    found = None
    for seed in range(1, 12):
        found = _own_bid_turn(ui, seed)
        if found is not None:
            break
        ui.ctx.stack.pop()
    assert found is not None
    table = found
    rows.clear()
    ui.frame(0.0)
    assert table.look.turn and rows, "no bid history on the player's own turn"
    history, row = rows[-1]
    assert any(a is not None for _s, a in history)
    widgets = [w.rect for w in table.controls.widgets if w.visible]
    assert widgets and row.collidelist(widgets) < 0
    if table.tip_panel is not None:
        assert not row.colliderect(table.tip_panel.box)
    if table.layout.controls.contains(row):
        assert row.bottom <= min(w.top for w in widgets)
        assert row.top >= table.lot_info.tip_top        # under the lot's words and estimate
    else:       # no room beside the lot's words (a tip): under the lot's card, on the stand
        assert table.layout.lot.contains(row) and row.right <= table.layout.controls.x
        assert row.top > table.layout.lot_card.bottom
