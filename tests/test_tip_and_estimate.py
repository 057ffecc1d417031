"""The lot's estimate and a first-time tip both show: an Italian newcomer's first sealed auction
at 1920×1080 showed the tip risen over the "Estimate: …" line, which came back only after
"Got it" (in English at 1280×720 both showed). The tip stands beside the stand now, and the
estimate keeps its own room, in every language at both sizes."""
from __future__ import annotations

from dataclasses import replace

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
    info, panel, box = table.lot_info, table.tip_panel, table.layout.controls
    assert panel is not None and panel.whole is None, panel.lines
    assert info.hint.startswith("Your estimate"), info.hint        # not given up for the tip
    rects = {text: rect for text, rect, _s in drawn}
    hint = rects[info.hint].copy()
    hint.h = paint.wrapped_height(ui.ctx, info.hint, 13, box.w)
    detail = rects[info.detail].copy()
    detail.h = paint.wrapped_height(ui.ctx, info.detail, 14, box.w)
    widgets = [w.rect for w in table.controls.widgets if w.visible]
    assert detail.bottom <= hint.top and box.contains(hint)
    assert not hint.colliderect(panel.box) and table.layout.log.contains(panel.box)
    assert hint.collidelist(widgets) < 0 and panel.box.collidelist(widgets) < 0
    # The head, on its two lines as with no tip, names the method and who sells.
    assert info.head == "method" and info.method_rect.bottom <= info.text_top
    # "Got it": the stand's words stay where they were, the estimate with them.
    top = info.text_top
    ui.click(table.tip_button.rect.center)
    assert table.tip is None and table.lot_info.text_top == top
    assert table.lot_info.hint == info.hint


def test_a_line_cut_for_room_is_cut_in_the_players_language():
    """A German line too long for its room was cut from its English words ("auctioneer: You ·
    two Yoko as…" under "Offene Versteigerung")."""
    from game.i18n import _
    ui = Driver(settings=replace(FAST, language="de"))
    words = _("auctioneer: {name}")
    shown = ui.ctx.text.shown(words)
    cut = paint.clipped(ui.ctx, words, 14, ui.ctx.text.size(shown, ui.ctx.px(14))[0] // 2)
    assert cut.endswith("…") and shown.startswith(cut[:-1]), (cut, shown)


@pytest.mark.parametrize("size", SIZES)
def test_a_doubles_pair_keeps_its_words_and_the_estimate_beside_the_tip(monkeypatch, size):
    """German, Ada's own double on sale as a pair at her first open auction: the lot's words
    ("two Yoko as one lot" whole), the estimate and the tip, beside the stand, all shown at
    once (the tip took the estimate's room until "Got it" when it stood under the stand)."""
    from tests.test_double_lot_words import OPEN as OPEN_, YOKO, _at_the_pair
    from tests.ui_driver import click_card, record_texts
    ui, table = _at_the_pair("de", size)
    click_card(ui, table, next(c for c in table.match.state.hands[0]
                               if c.artist == YOKO and c.method == OPEN_))
    ui.frame(0.05, n=20)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    texts = [ui.ctx.text.words.text(t) for t, _r in drawn]
    assert table.tip == OPEN and table.tip_panel.whole is None and table.lot_info.hint
    assert table.tip_panel.size == ui.ctx.px(13)
    assert "Auktionator: du · zwei Yoko als ein Los" in texts, texts
    assert "Zum ersten Mal:" in texts and "Offene Versteigerung" in texts, texts
    ui.click(table.tip_button.rect.center)
    assert table.tip is None and table.lot_info.hint
