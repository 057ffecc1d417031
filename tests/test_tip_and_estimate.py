"""The lot's estimate and a first-time tip both show: an Italian newcomer's first sealed auction
at 1920×1080 showed the tip risen over the "Estimate: …" line, which came back only after
"Got it" (in English at 1280×720 both showed). The method's head now goes on one line when the
tip needs the room, and the estimate keeps its own, in every language at both sizes."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_hotseat_keyboard import play_card, table_for
from tests.ui_driver import FAST, Driver

from game import stacked_deck
from game.cards import FIXED_PRICE, ONCE_AROUND, OPEN, SEALED
from scenes import ui as paint
from scenes.table import lot as lot_mod

LANGUAGES = ["en", "de", "it", "zh_TW"]
SIZES = [(1280, 720), (1920, 1080)]


def _first_auction(ui: Driver, method):
    """Ada auctions her first lot of `method`; the table at her decision on it, its tip up."""
    table = table_for(ui, stacked_deck((2, method)))
    play_card(ui, table, method)
    for _ in range(60):
        if table.human_turn() and table.tip is not None:
            break
        ui.frame(0.05)
    ui.frame(0.0)
    assert table.human_turn() and table.tip == method, (table.tip, table.shown.phase)
    return table


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("method", [SEALED, OPEN, FIXED_PRICE, ONCE_AROUND])
def test_the_estimate_shows_beside_the_first_time_tip(monkeypatch, method, size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = _first_auction(ui, method)
    drawn = []
    real = paint.wrapped

    def spy(surface, ctx, text, size_, rect, *args, **kwargs):
        drawn.append((text, rect.copy(), size_))
        return real(surface, ctx, text, size_, rect, *args, **kwargs)
    monkeypatch.setattr(lot_mod.ui, "wrapped", spy)
    ui.frame(0.0)
    info, panel, box, px = table.lot_info, table.tip_panel, table.layout.controls, ui.ctx.px
    assert panel is not None and panel.whole is None and not panel.rose, panel.lines
    assert info.hint.startswith("Estimate:"), info.hint        # not given up for the tip
    rects = {text: rect for text, rect, _s in drawn}
    hint = rects[info.hint].copy()
    hint.h = paint.wrapped_height(ui.ctx, info.hint, 13, box.w)
    detail = rects[info.detail].copy()
    detail.h = paint.wrapped_height(ui.ctx, info.detail, 14, box.w)
    widgets = [w.rect for w in table.controls.widgets if w.visible]
    assert detail.bottom <= hint.top and hint.bottom <= panel.box.top, (detail, hint, panel.box)
    assert box.contains(hint) and box.contains(panel.box)
    assert hint.collidelist(widgets) < 0 and panel.box.collidelist(widgets) < 0
    # The head, on one line where the room was needed, still names the method and who sells.
    assert info.head == "method" and info.method_rect.bottom <= info.text_top
    if info.compact:
        assert info.method_rect.h <= px(lot_mod.COMPACT_HEAD)
    # "Got it": the head has its two lines again, the estimate where it was.
    ui.click(table.tip_button.rect.center)
    assert table.tip is None and not table.lot_info.compact
    assert table.lot_info.hint == info.hint
