"""The keyboard focus ring's help (every screen's FocusRing, the card table's award buttons
too) is placed once, not in every frame and not twice in one (`tooltip_place`, then again
inside `draw_tooltip`), and lands on the same pixels as before."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_table import card_match, to_award_placing
from tests.test_hotseat_keyboard import tab, table_for
from tests.ui_driver import Driver

from game import stacked_deck
from game.cards import OPEN
from scenes import focus as focus_mod, paint
from scenes.focus import FocusRing


def _count_places(monkeypatch) -> list:
    """Every help placed from now on."""
    placed: list = []
    real = paint.tooltip_place

    def counted(*args, **kwargs):
        placed.append(args[2])
        return real(*args, **kwargs)
    monkeypatch.setattr(paint, "tooltip_place", counted)
    monkeypatch.setattr(focus_mod, "tooltip_place", counted)
    return placed


def _as_before(ui: Driver, monkeypatch) -> pygame.Surface:
    """The frame as the ring drew its help before: the scene without it, then the old
    placing, help by help (placed beside the widget, or clear of the others)."""
    real = FocusRing.draw
    monkeypatch.setattr(FocusRing, "draw", lambda self, s, ctx, tooltip=True:
                        real(self, s, ctx, tooltip=False))
    ui.ctx.stack.draw(ui.screen)
    monkeypatch.setattr(FocusRing, "draw", real)
    ring = ui.top.focus
    cur, ctx, surface = ring.current, ui.ctx, ui.screen.copy()
    pad = ctx.px(4)
    r = cur.rect.inflate(2 * pad, 2 * pad)
    at = (r.right - ctx.px(4), cur.rect.centery - ctx.px(30))
    others = [w.rect for w in ring.widgets() if w is not cur]
    if paint.tooltip_place(ctx, surface.get_size(), cur.tooltip, at).collidelist(others) < 0:
        paint.draw_tooltip(surface, ctx, cur.tooltip, at)
    else:
        paint.draw_tooltip(surface, ctx, cur.tooltip, at, avoid=r, clear=others)
    return surface


def _placed_once_same_pixels(ui: Driver, monkeypatch) -> None:
    """With the ring's help up: three frames place it at most once, and the frame is the
    one the old placing drew."""
    placed = _count_places(monkeypatch)
    ui.frame(0.0)
    first = len(placed)
    assert first <= 2                       # beside the widget, else clear of the others
    ui.frame(0.0)
    ui.frame(0.0)
    assert len(placed) == first, "the help was placed again in a later frame"
    drawn = ui.screen.copy()
    monkeypatch.undo()
    before = _as_before(ui, monkeypatch)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(before, "RGB")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_rings_help_on_the_award_buttons_is_placed_once_where_it_was(size, monkeypatch):
    ui = Driver(size)
    match, table, _ = card_match(ui, humans=1, bots=2, seed=15)
    to_award_placing(ui, match, table)
    ui.frame(0.05)
    awards = [b for b in table.buttons if b.label.startswith("Award")]
    for button in awards:               # the left column beside, the right clear of others
        while table.focus.current is not button:
            tab(ui)
        _placed_once_same_pixels(ui, monkeypatch)


def test_the_rings_help_at_the_auction_table_is_placed_once_where_it_was(monkeypatch):
    ui = Driver()
    table = table_for(ui, stacked_deck((4, OPEN)))
    tab(ui)
    assert table.focus.shown and table.focus.current is not None
    assert table.focus.current.tooltip
    _placed_once_same_pixels(ui, monkeypatch)
