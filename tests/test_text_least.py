"""No text a player reads is smaller than 12 pixels at 1280×720 (`ui.READ_LEAST`), nor at the
smallest window, MIN_WINDOW (1200 × 675; at 960 × 540, the smallest before, text fell to 9 px).

The board's footnotes, the log's keys and the setup screen's option words were drawn at 9 or
10 pixels: too small to read at the window size the layouts are designed for. Every text now is
drawn and measured at least that large (`TextCache.least`), but for the few places with no more
room at all, which say so (`TextCache.tight`). Every screen of both games, the pointer resting
on each place with help, in every language.
"""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_i18n_leaks import every_screen, show
from tests.ui_driver import FAST, Driver

from scenes import ui
from scenes.session.settings import MIN_WINDOW


def small_texts(d: Driver, tmp_path, least: int | None = None) -> dict[str, set]:
    """Per screen, the texts drawn below the least size (`least` pixels, or the design's at
    the window's scale) outside a `tight` place."""
    small: dict[str, set] = {}
    cache, screen = d.ctx.text, [""]

    def watch(text, size, weight) -> None:
        if size < (least or d.ctx.px(ui.READ_LEAST)) and not cache._tight and text.strip():
            small.setdefault(screen[0], set()).add((text, size))
    cache.watchers.append(watch)
    try:
        for name, make in every_screen(d.ctx, tmp_path).items():
            screen[0] = name
            show(d, make())
    finally:
        cache.watchers.remove(watch)
        d.ctx.stack.scenes.clear()
    return small


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_no_text_is_smaller_than_a_player_reads_at_1280x720(language, tmp_path):
    d = Driver((1280, 720), settings=replace(FAST, language=language))
    assert d.ctx.px(ui.READ_LEAST) == 12
    small = small_texts(d, tmp_path)
    assert not small, small


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_no_text_is_smaller_than_12_pixels_at_the_smallest_window(language, tmp_path):
    """Measured as drawn: 12 design pixels are 11.25 there, rounded up (`least_px`)."""
    d = Driver(MIN_WINDOW, settings=replace(FAST, language=language))
    assert d.ctx.scale < 1 and d.ctx.least_px() == 12
    small = small_texts(d, tmp_path, least=12)
    assert not small, small


def test_the_check_sees_a_text_drawn_small(tmp_path):
    """Without the least size the check finds the old footnotes and keys at 9 to 11 pixels."""
    d = Driver((1280, 720))
    d.ctx.text.least = lambda: 0
    small = small_texts(d, tmp_path)
    assert any(size <= 10 for texts in small.values() for _t, size in texts), small
