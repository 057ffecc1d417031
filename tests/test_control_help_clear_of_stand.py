"""A newcomer's first open auction, first-time tips on: the help of a bid button or of the
amount box rose above the tip's panel and covered the lot's status lines on the stand ("Your
turn: raise to at least 3 …", the estimate) at 1280×720. A control's help now goes where it
covers neither the stand's words nor the tip (under the decision's controls, or beside the
control), nor the other controls, at both sizes and in every language; where none is clear of
the hand too, it goes just under the stand's words (over the lot's card's corner) rather than
over the hand's cards; the tip stands beside the stand now."""
from __future__ import annotations

import pygame
import pytest

from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.ui_driver import GOALS_MET, Driver

from scenes import ui as ui_mod
from scenes.session.settings import Settings
from scenes.table.hover import draw_pointer_tip, pointer_tip


def _stand_words(monkeypatch, ui, table) -> list[pygame.Rect]:
    """Where the stand's words were drawn in one frame: every text in the decision's column
    down to the estimate's foot (the method's head, the status lines, the estimate); the
    first-time tip stands beside the stand, in the log's column."""
    drawn: list[pygame.Rect] = []
    real_text, real_wrapped = ui_mod.text, ui_mod.wrapped

    def text(surface, ctx, s, *args, **kwargs):
        rect = real_text(surface, ctx, s, *args, **kwargs)
        drawn.append(pygame.Rect(rect))
        return rect

    def wrapped(surface, ctx, s, size, rect, *args, **kwargs):
        h = real_wrapped(surface, ctx, s, size, rect, *args, **kwargs)
        drawn.append(pygame.Rect(rect.x, rect.y, rect.w, h))
        return h
    with monkeypatch.context() as m:
        m.setattr(ui_mod, "text", text)
        m.setattr(ui_mod, "wrapped", wrapped)
        ui.frame(0.0)
    box, end = table.layout.controls, table.lot_info.tip_top
    return [r for r in drawn if r.h and box.contains(r) and r.bottom <= end]


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_control_s_help_covers_neither_the_stand_s_words_nor_the_hand(monkeypatch, size,
                                                                       language):
    ui = Driver(size, settings=Settings(tips_seen=GOALS_MET,
                                        animation_speed="off", computer_pace="instant",
                                        language=language))
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    assert table.tip == "open" and table.tip_panel is not None
    words = _stand_words(monkeypatch, ui, table)
    assert len(words) >= 3, words       # the head, the status lines, the estimate
    screen = ui.ctx.screen.get_rect()
    controls = [w for w in table.controls.widgets if w.visible and w.tooltip]
    assert len(controls) >= 6
    for w in controls + [table.tip_button]:
        hover(ui, w.rect.center)
        assert pointer_tip(table) == (w.tooltip, w.rect), w
        drawn = draw_pointer_tip(ui.ctx.screen, table)
        assert drawn is not None and screen.contains(drawn), (w, drawn)
        assert drawn.collidelist(words) < 0, (getattr(w, "label", w), drawn, words)
        # Never over the hand ("Up to"'s help of three lines goes under the stand's words).
        assert drawn.collidelist(table.hand.rects) < 0, (getattr(w, "label", w), drawn)
        others = [o.rect for o in table.controls.widgets if o.visible and o is not w]
        assert drawn.collidelist(others + [w.rect]) < 0, (getattr(w, "label", w), drawn)
        if w is not table.tip_button:       # ("Got it" is in the log's column, with its tip)
            assert not drawn.colliderect(table.layout.log), (getattr(w, "label", w), drawn)
