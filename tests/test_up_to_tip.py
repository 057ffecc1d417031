"""The "Up to…" button's help, with the pointer still on the button while the player types the
most they would pay: it covers neither the amount box nor the words said above it."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.ui_driver import FAST, Driver

from scenes.table.hover import draw_pointer_tip, pointer_tip
from scenes.table.lot import error_box
from scenes.table.tips import UP_TO


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_up_to_help_never_covers_the_amount_box_being_typed_in(size):
    # A player who met "Up to"'s tip (a newcomer's first press brings the tip instead of the
    # red line: test_up_to_tip_at_press).
    ui = Driver(size, settings=replace(FAST, tips_seen=FAST.tips_seen + (UP_TO,)))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    table.dismiss_tip()
    up_to = ui.button("Up to")
    hover(ui, up_to.rect.center)
    ui.click(up_to.rect.center)         # the box holds the smallest raise: "type your highest bid"
    assert table.error.startswith("Up to: type your highest bid, above")
    # Pressed, its help went until the pointer leaves it: pointed at again, it explains.
    hover(ui, (up_to.rect.centerx, up_to.rect.bottom + ui.ctx.px(60)))
    hover(ui, up_to.rect.center)
    seen = 0
    for digit in ("", "4", "0"):
        if digit:
            ui.key(pygame.key.key_code(digit), digit)
        assert pointer_tip(table)[0] == up_to.tooltip
        drawn = draw_pointer_tip(ui.ctx.screen, table)
        assert drawn is not None and ui.ctx.screen.get_rect().contains(drawn)
        assert not drawn.colliderect(table.amount.rect), (digit, drawn, table.amount.rect)
        assert not drawn.colliderect(up_to.rect)
        if table.error:
            seen += 1
            assert not drawn.colliderect(error_box(ui.ctx, table.layout, table.error))
    assert table.amount.value == "40" and up_to.label == "Up to 40 (U)"
    assert seen >= 1
