"""A help (tooltip) goes when the window is resized: a card's help stayed up, over whatever the
new layout put under the pointer that nobody had pointed at, until the pointer moved. After a
resize the helps wait for the pointer to move, as after any change of screen."""
from __future__ import annotations

import pygame

from tests.test_card_table import card_match_at_turn
from tests.test_window_sizes import resize
from tests.ui_driver import Driver, words_drawn


def _hover(ui: Driver, pos) -> None:
    ui.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    ui.frame(1.0)           # the help's delay


def test_a_card_s_help_goes_when_the_window_is_resized(monkeypatch):
    ui = Driver((1280, 720))
    _match, table, _over = card_match_at_turn(ui)
    helps = words_drawn(monkeypatch, "draw_tooltip")
    _card, rect = table.hand_rects()[0]
    pointer = (rect.x + ui.ctx.px(6), rect.y + ui.ctx.px(30))
    _hover(ui, pointer)
    assert helps, "no help over the hand card"
    # The window dragged a little larger, then back: the card is still under the pointer.
    for size in ((1300, 732), (1280, 720)):
        resize(ui, size)
        assert any(r.collidepoint(pointer) for _c, r in table.hand_rects())
        helps.clear()
        ui.frame(0.5)
        assert not helps, (size, helps)
        # The pointer moved again: the help of what lies under it shows.
        _hover(ui, (pointer[0] + 1, pointer[1]))
        assert helps, size
