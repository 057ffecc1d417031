"""The Rules screen's contents light the last section when the text is scrolled to its end by
hand (a newcomer saw "Playing on screen" never lit, whatever the scroll)."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver

from scenes.rules import RulesScene


@pytest.mark.parametrize("game", ["auction", "card"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_end_of_the_text_lights_the_last_section(size, game):
    d = Driver(size)
    rules = RulesScene(d.ctx, game)
    d.ctx.stack.push(rules)
    d.frame()
    d.key(pygame.K_END)
    assert rules.scroll == rules.max_scroll > 0
    last = len(rules.toc) - 1
    assert rules.current_section() == last and rules.toc[last].style == "primary"
