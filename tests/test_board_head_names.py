"""The artists' names over the auction's market board stand at the least size a player reads,
whole, within their columns: five columns at 1280×720 left "Karl Gitter" 50 of its 55 pixels
at 12, and every name was drawn at 11 (`TextCache.tight`). A name too wide for its column now
breaks at a space ("Karl" over "Gitter"), the board's head a line taller; in every theme, at
both sizes."""
from __future__ import annotations

import random

import pytest

from tests.ui_driver import FAST, Driver

from game import Config, SeatConfig
from game.cards import THEMES
from scenes import ui as paint
from scenes.session.match import Match
from scenes.table import TableScene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("theme", sorted(THEMES))
def test_every_artist_name_is_whole_at_the_least_size_in_its_column(monkeypatch, size, theme):
    ui = Driver(size, settings=FAST)
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Bea", "Cem", "Dor", "Emi"))
    match = Match(Config(seats=seats, first_auctioneer=0, theme=theme), 5,
                  thinking_seconds=0.0, rng=random.Random(5))
    drawn: list = []
    real = paint.text

    def text(surface, ctx, s, size_, *args, **kwargs):
        rect = real(surface, ctx, s, size_, *args, **kwargs)
        drawn.append((s, rect, size_))
        return rect
    monkeypatch.setattr(paint, "text", text)
    ui.ctx.stack.push(TableScene(ui.ctx, match))
    ui.frame(0.0)
    board = ui.ctx.stack.scenes[-1].layout.board
    heads = [(t, r) for t, r, _s in drawn if board.contains(r) and r.y < board.y + ui.ctx.px(100)
             and any(str(t) in name.split(" ") or str(t) == name for name in THEMES[theme])]
    for name in THEMES[theme]:
        lines = [(str(t), r) for t, r in heads if str(t) in (name, *name.split(" "))]
        assert " ".join(t for t, _r in lines[:len(name.split(" "))]) == name or any(
            t == name for t, _r in lines), (name, lines)
    head_sizes = {size_ for t, r, size_ in drawn if (t, r) in heads}
    assert head_sizes == {paint.READ_LEAST} or min(head_sizes) > paint.READ_LEAST, head_sizes
    # Every line inside its column, none over another.
    rects = list({tuple(r): r for _t, r in heads}.values())
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), heads
