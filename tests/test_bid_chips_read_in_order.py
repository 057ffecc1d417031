"""The chips of an open auction's bids on the stand read in bidding order, as lines of words
are read: the earliest at the top left, every line full but the last, the latest last at the
foot's right; and the high bid's chip stands apart (brass and ringed) from the bids it outbid.
The lines used to fill from the foot up, so that the oldest bid stood alone on the top line
over the rest, and a play-tester read the bids in the wrong order."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, open_turn, wait_for_turn
from tests.ui_driver import FAST, Driver

from scenes import ui as widgets
from scenes.table import lot as lot_mod


def _bids_drawn(size, language: str, laps: int, monkeypatch) -> tuple:
    """Ada's open lot against four seats raising by one, Ada bidding `laps` times: the row and
    each chip of the stand's next frame as (its words, its rect, ringed?), as drawn."""
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {seat: RaiseBot(40) for seat in range(1, 5)},
                      others=("Beatrix", "Clemens", "Doris", "Emil"))
    for _ in range(laps):
        ui.press("Bid ")
        assert wait_for_turn(ui, table)
    panels: list = []
    words: list = []
    rows: list = []
    real_draw, real_panel, real_render = lot_mod.draw_history, widgets.blit_panel, \
        ui.ctx.text.render

    def panel(surface, ctx, rect, **kw):
        panels.append((pygame.Rect(rect), kw.get("border") is not None))
        return real_panel(surface, ctx, rect, **kw)

    def render(text, *a, **k):
        words.append(str(ui.ctx.text.shown(text)))
        return real_render(text, *a, **k)

    def history(surface, ctx, look, lot_history, row, chips=None):
        rows.append(row)
        monkeypatch.setattr(widgets, "blit_panel", panel)
        monkeypatch.setattr(ui.ctx.text, "render", render)
        try:
            real_draw(surface, ctx, look, lot_history, row, chips)
        finally:
            monkeypatch.setattr(widgets, "blit_panel", real_panel)
            monkeypatch.setattr(ui.ctx.text, "render", real_render)
    monkeypatch.setattr(lot_mod, "draw_history", history)
    ui.frame(0.0)
    said = [ui.ctx.text.shown(table.look.name(seat)) for seat, _amount in
            table.timeline.lot_history]
    assert len(words) == len(panels)            # a chip: its panel and its words
    drawn = [(w, rect, ringed) for w, (rect, ringed) in zip(words, panels)]
    return rows[-1], drawn, [f"{who} {amount}" for who, (_s, amount) in
                             zip(said, table.timeline.lot_history)]


@pytest.mark.parametrize("laps", [1, 2])
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_bids_read_in_order_and_the_high_bid_stands_apart(size, language, laps,
                                                                monkeypatch):
    row, drawn, bids = _bids_drawn(size, language, laps, monkeypatch)
    assert drawn and all(row.contains(rect) for _w, rect, _r in drawn), drawn
    read = sorted(drawn, key=lambda chip: (chip[1].y, chip[1].x))
    words = [w for w, _rect, _ringed in read]
    assert words == bids[-len(words):], (words, bids)           # in bidding order
    tops = sorted({rect.y for _w, rect, _r in read})
    lines = [[rect for _w, rect, _r in read if rect.y == top] for top in tops]
    gap = lines[0][1].x - lines[0][0].right if len(lines[0]) > 1 else 0
    for line, below in zip(lines, lines[1:]):                   # each line full but the last
        assert line[0].x - gap - below[0].w < row.x, (words, lines)
    assert [ringed for _w, _rect, ringed in read] == [False] * (len(read) - 1) + [True], read
    assert read[-1][0] == bids[-1]                              # the high bid, ringed, last
