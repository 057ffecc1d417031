"""The keys under the log fit with room in every language at both sizes: at 1280x720 "Esc
menu · F fast-forward · Space skip animation" touched the log's right border (play-test R,
d03_footer.png). The line shrinks a little, and where it would have to shrink further the
Space key, the least needed (a click skips the animation too), is left out."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import FAST, Driver

from scenes.session.language import LANGUAGES
from scenes.table.log_panel import (FOOTER_KEYS, FOOTER_MARGIN, _footer_line,
                                    fast_forward_spot, menu_spot)

CODES = list(LANGUAGES)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", CODES)
def test_the_footer_keeps_clear_of_the_logs_frame(size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    ctx, r = ui.ctx, table.layout.log
    drawn, parts = _footer_line(ctx, r)
    inner = r.inflate(-2 * ctx.px(FOOTER_MARGIN), 0)
    for words, spot in parts:
        assert inner.left <= spot.left and spot.right <= inner.right, (words, spot, inner)
        assert ctx.text.size(words, ctx.px(drawn))[0] <= spot.w
    assert drawn >= 10
    shown = [str(ctx.text.shown(k)) for k in FOOTER_KEYS]
    assert menu_spot(ctx, r) == parts[0][1] and parts[0][0] == shown[0]
    assert fast_forward_spot(ctx, r) == parts[2][1] and parts[2][0] == shown[1]


def test_a_narrow_log_leaves_out_the_space_key_not_the_buttons():
    ui = Driver()
    ctx = ui.ctx
    r = pygame.Rect(0, 0, ctx.px(200), ctx.px(300))
    drawn, parts = _footer_line(ctx, r)
    words = [w for w, _spot in parts]
    assert words == [str(ctx.text.shown(FOOTER_KEYS[0])), "·",
                     str(ctx.text.shown(FOOTER_KEYS[1]))]
    assert fast_forward_spot(ctx, r) == parts[2][1]
