"""A first-time auction tip has its room at its full size in every case: testers called the
tip's 11-pixel text under the stand small print (the stand's words, the estimate, the bids'
row and the decision left it too little room: the open and sealed tips at the auctioneer's
own lot, a double's pair, German at 1920×1080). The tip stands beside the stand, in the
log's column, at its foot: never below 13 design pixels, whole, clear of
the estimate, the bids' row and every control, all of which still show; the log's newest
lines end above it; "Got it" closes it."""
from __future__ import annotations

import pygame
import pytest

from tests.stand_cases import CASES, at_the_tip
from tests.ui_driver import frame_words

from scenes import ui as paint
from scenes.table import tips as tip_room
from scenes.table.log_panel import body_rect, shown_lines
from scenes.table.lot_history import history_place
from scenes.table.stand_tip import notch

LANGUAGES = ["en", "de", "it", "zh_TW"]
SIZES = [(1280, 720), (1920, 1080)]


def _drawn(monkeypatch, ui) -> list:
    """Every text drawn in one frame through `ui.text`/`ui.wrapped`: (words as given, rect,
    size)."""
    drawn: list = []
    real_text, real_wrapped = paint.text, paint.wrapped

    def text(surface, ctx, s, size, *args, **kwargs):
        rect = real_text(surface, ctx, s, size, *args, **kwargs)
        drawn.append((s, pygame.Rect(rect), size))
        return rect

    def wrapped(surface, ctx, s, size, rect, *args, **kwargs):
        h = real_wrapped(surface, ctx, s, size, rect, *args, **kwargs)
        drawn.append((s, pygame.Rect(rect.x, rect.y, rect.w, h), size))
        return h
    with monkeypatch.context() as m:
        m.setattr(paint, "text", text)
        m.setattr(paint, "wrapped", wrapped)
        ui.frame(0.0)
    return drawn


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_the_tip_has_its_room_at_full_size(monkeypatch, case, size, language):
    ui, table = at_the_tip(case, language, size)
    ctx, layout, px = ui.ctx, table.layout, ui.ctx.px
    panel, info = table.tip_panel, table.lot_info
    full = px(tip_room.TEXT_SIZE)
    # Never below 13 design pixels, whole, and every line of it drawn at that size.
    assert panel.size >= full and panel.whole is None, (panel.size, panel.lines)
    drawn_words = []
    ctx.text.watchers.append(lambda text, px_, weight: drawn_words.append((str(text), px_)))
    ui.frame(0.0)
    ctx.text.watchers.pop()
    body = [s for t, s in drawn_words if t in panel.lines]
    assert len(body) >= len(panel.lines) and min(body) >= full, body
    assert not panel.lines[-1].endswith("…")
    # Its title and its lines inside the panel, the panel on the screen, in the log's column.
    screen = ui.ctx.screen.get_rect()
    assert screen.contains(panel.box) and layout.log.contains(panel.box)
    assert panel.box.contains(panel.button) and panel.box.contains(table.tip_button.rect)
    heading = tip_room.head_height(ctx, panel.heading[0])
    assert heading + panel.line_h * len(panel.lines) <= panel.box.h
    # At the foot of the log's column (the log's lines keep the room above it:
    # test_tip_keeps_the_log), a notch pointing at the stand.
    assert panel.box.bottom == body_rect(ctx, layout.log, 0).bottom
    points = notch(ctx, panel, layout.controls)
    assert min(x for x, _y in points) > layout.lot.right and max(x for x, _y in points) \
        <= panel.box.x + 1
    # The stand's words, the estimate among them, the bids' row and the controls all show,
    # none under the tip, none over another.
    drawn = _drawn(monkeypatch, ui)
    assert info.hint and any(t == info.hint for t, _r, _s in drawn), info.hint
    stand = [r for t, r, _s in drawn if r.h and layout.controls.contains(r)]
    assert stand and all(not r.colliderect(panel.box) for r in stand)
    hint = next(r for t, r, _s in drawn if t == info.hint)
    hint.h = paint.wrapped_height(ctx, info.hint, 13, layout.controls.w)
    widgets = [w.rect for w in table.controls.widgets if w.visible]
    assert widgets and hint.collidelist(widgets) < 0
    assert all(screen.contains(r) and layout.lot.contains(r) for r in widgets)
    assert panel.box.collidelist(widgets) < 0
    row, chips = history_place(ctx, table.look, layout, info, table.timeline.lot_history,
                               table.error)
    for _seat, _bid, chip in chips:
        assert not chip.colliderect(panel.box) and not chip.colliderect(hint)
        assert chip.collidelist(widgets) < 0
    # The words the stand says are not cut with "…" but where a long name is.
    stand_words = [ctx.text.shown(t) for t, r, _s in drawn if layout.controls.contains(r)]
    assert not any(t.endswith("…") for t in stand_words), stand_words
    # The log's lines end above the tip.
    _pinned, lines = shown_lines(ctx, table.log, layout.log)
    assert all(at.bottom <= panel.box.top for _style, _words, at in lines)
    # "Got it" closes it; the stand's words stay where they were.
    top, hint_text = info.text_top, info.hint
    ui.click(table.tip_button.rect.center)
    assert table.tip is None and table.tip_panel is None
    assert table.lot_info.text_top == top and table.lot_info.hint == hint_text
    assert table.log.foot is None


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_auction_tip_fits_beside_the_stand_at_full_size(size, language):
    """The other auction tips (the goal's, "Up to"'s, the dummy hand's) in the same place,
    at the same size."""
    ui, table = at_the_tip(CASES[0], language, size)
    for tip in [k for k in tip_room.TIPS if k not in tip_room.CARD_TIPS]:
        table.tip = tip
        table.refresh()
        words = frame_words(ui)
        panel = table.tip_panel
        assert panel.size >= ui.ctx.px(tip_room.TEXT_SIZE) and panel.whole is None, tip
        assert all(line in words for line in panel.lines), tip
        assert table.layout.log.contains(panel.box), tip


def test_the_logs_lines_keep_their_end_while_the_tip_waits_for_a_refusal():
    """A refused bid hides the tip under the engine's word: the log's lines keep ending where
    they did (they would come down into the tip's place and go up again at its return); the
    tip comes back with the next keypress and closes with "Got it"."""
    ui, table = at_the_tip(CASES[0])
    foot = table.log.foot
    assert foot is not None and foot < table.tip_panel.box.top
    ui.click(table.amount.rect.center)
    for _ in range(4):
        ui.key(pygame.K_BACKSPACE)
    ui.type("1")                                    # not above the high bid of 1
    ui.key(pygame.K_RETURN)
    assert table.error and table.tip_panel is None and table.tip is not None
    assert table.log.foot == foot
    ui.type("5")                                    # the word goes: the tip is back
    assert not table.error and table.tip_panel is not None and table.log.foot == foot
    ui.click(table.tip_button.rect.center)
    assert table.tip is None and table.log.foot is None
