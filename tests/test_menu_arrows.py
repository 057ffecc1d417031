"""The arrow keys move in every vertical menu at once: on the title, after the click that gives
the window the keys, the first Down only showed the ring where it already was (New game), so
Down seemed to do nothing and only Tab moved."""
from __future__ import annotations

import pygame
import pytest

from tests.test_monkey import near_the_end
from tests.ui_driver import Driver

from scenes.pause import PauseScene
from scenes.table import TableScene
from scenes.title import TitleScene


def _empty_spot(scene) -> tuple[int, int]:
    """A point on no button of the menu (where a player clicks to give the window the keys)."""
    w, h = scene.ctx.size
    spot = (4, h - 4)
    assert not any(b.rect.collidepoint(spot) for b in scene.focus.widgets())
    return spot


@pytest.mark.parametrize("menu", ["title", "pause"])
def test_down_and_up_move_the_menu_ring_after_a_click(menu):
    d = Driver()
    if menu == "title":
        d.ctx.stack.push(TitleScene(d.ctx))
    else:
        d.ctx.stack.push(TableScene(d.ctx, near_the_end(1, 4)))
        d.ctx.stack.push(PauseScene(d.ctx))
    d.frame()
    scene = d.top
    order = scene.focus.widgets()
    assert scene.focus.current is order[0]
    d.click(_empty_spot(scene))
    d.key(pygame.K_DOWN)
    assert scene.focus.current is order[1] and scene.focus.shown
    d.key(pygame.K_DOWN)
    assert scene.focus.current is order[2]
    d.key(pygame.K_UP)
    assert scene.focus.current is order[1]
    d.click(_empty_spot(scene))
    d.key(pygame.K_UP)
    assert scene.focus.current is order[0] and scene.focus.shown
    d.key(pygame.K_RETURN)                           # Enter uses the button the ring is on
    assert d.top is not scene
