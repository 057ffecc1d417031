"""The card board's Played row marked "one more face up ends the round" in red ("5/6" in
claret, its help saying "red: one more ends it"), which a red artist's column wore too. The
count is now ink, ringed in ink (a shape, no artist's colour, as the auction board rings its
fifth dot); a count short of that is not ringed, and the row's help names the ring, not red."""
from __future__ import annotations

import dataclasses

import pygame

from tests.test_card_table import card_match
from tests.ui_driver import Driver

from scenes import ui as ui_module
from scenes.table import display
from scenes.table.display import PLAYED_TIP, draw_card_board


def _board(monkeypatch, size, counts):
    """The board drawn over `counts`: the counts' texts with their colours and rects, the
    rects the ring went around, and the hover help."""
    ui = Driver(size)
    _match, table, _over = card_match(ui, humans=1, bots=3, seed=15)
    while not table.human_turn():
        ui.frame(0.05)
    v = dataclasses.replace(table.shown, counts=counts, added=((),) * table.shown.players)
    texts: dict = {}
    rings: list = []
    real_text, real_ring = ui_module.text, display.draw_last_ring

    def text(surface, ctx, s, size_, pos, colour, *rest, **kw):
        rect = real_text(surface, ctx, s, size_, pos, colour, *rest, **kw)
        texts[ctx.words.text(s)] = (tuple(colour)[:3], rect)
        return rect

    def ring(surf, ctx, count):
        rings.append(pygame.Rect(count))
        return real_ring(surf, ctx, count)
    tips: list = []
    surf = pygame.Surface(ui.ctx.screen.get_size())
    surf.fill((255, 255, 255))
    with monkeypatch.context() as m:
        m.setattr(ui_module, "text", text)
        m.setattr(display, "draw_last_ring", ring)
        draw_card_board(surf, ui.ctx, table.cart, v, table.layout.board, tips)
    return ui, surf, texts, rings, [ui.ctx.words.text(t) for _r, t in tips]


def test_one_more_ends_the_round_is_an_ink_ring_not_red(monkeypatch):
    for size in ((1280, 720), (1920, 1080)):
        ui, surf, texts, rings, tips = _board(monkeypatch, size, (5, 4, 0, 1, 5))
        for label in ("5/6", "4/6", "1/6"):
            colour, _rect = texts[label]
            assert colour != tuple(ui_module.CLARET)[:3], (label, size)
        # Both 5/6 counts ringed, nothing else.
        assert len(rings) == 2, rings
        five = texts["5/6"][1]
        assert any(r.x == five.x and r.y == five.y for r in rings)
        # The ring is drawn in ink just left of the count, in the row.
        ring = five.inflate(ui.ctx.px(display.RING_PAD[0]), ui.ctx.px(display.RING_PAD[1]))
        column = [tuple(surf.get_at((ring.x + dx, ring.centery)))[:3]
                  for dx in range(ui.ctx.px(3))]
        assert tuple(ui_module.INK) in column, (size, column)
        played = PLAYED_TIP.format(n=6)
        help_ = next(t for t in tips if t == str(played))
        assert "ring" in help_ and "red" not in help_


def test_a_count_two_short_of_the_end_is_not_ringed(monkeypatch):
    _ui, _surf, _texts, rings, _tips = _board(monkeypatch, (1280, 720), (4, 3, 0, 1, 2))
    assert rings == []
