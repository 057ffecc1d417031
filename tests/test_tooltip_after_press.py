"""A control's help goes when it is pressed. At one screen a play-tester pressed "Show my
screen" and the hide button's help ("Hide what only you may see…") stood on over "Last lot"
while the pointer rested there. Pressed, a control's help stays away until the pointer has left
it; pointed at again, it explains again. One rule for every control (scenes/widget.py)."""
from __future__ import annotations

import pygame

from tests.test_hotseat import hot_match
from tests.ui_driver import Driver, words_drawn

from game import stacked_deck
from game.cards import SEALED
from scenes import ui as paint
from scenes.table import TableScene


def _move(ui: Driver, pos) -> None:
    ui.post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(1, 1), buttons=(0, 0, 0))
    ui.frame(0.05, n=4)


def test_the_hide_buttons_help_goes_when_it_is_pressed_and_comes_back_when_pointed_at_again(
        monkeypatch):
    ui = Driver((1920, 1080))
    table = TableScene(ui.ctx, hot_match(1, 2, seed=2, deck=stacked_deck((2, SEALED))))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    tips = words_drawn(monkeypatch, "draw_tooltip")
    button = table.hide_button
    _move(ui, button.rect.center)
    hide = str(ui.ctx.text.shown(button.tooltip))
    assert tips and tips[-1] == hide                    # pointed at: it explains
    for _ in range(2):                                  # down, then up again
        ui.click(button.rect.center)
        tips.clear()
        ui.frame(0.05, n=4)
        assert not tips, tips
    _move(ui, (button.rect.centerx + 1, button.rect.centery))   # still on it: still gone
    assert not tips, tips
    _move(ui, (button.rect.left - ui.ctx.px(40), button.rect.top - ui.ctx.px(60)))
    _move(ui, button.rect.center)
    back = str(ui.ctx.text.shown(button.tooltip))
    assert tips and tips[-1] == back, tips              # left and pointed at again: back


def test_a_button_pressed_by_its_key_under_the_pointer_loses_its_help_too():
    pygame.display.init()
    pressed = []
    button = paint.Button("Pass", lambda: pressed.append(1), rect=pygame.Rect(0, 0, 80, 30),
                          hotkey=pygame.K_p, tooltip="Pass on this lot")
    paint.widgets_event([button], pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5)))
    assert paint.hovered_tooltip([button]) == "Pass on this lot"
    paint.widgets_event([button], pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p))
    assert pressed and paint.hovered_tooltip([button]) is None
    assert button.help == "Pass on this lot"
    paint.widgets_event([button], pygame.event.Event(pygame.MOUSEMOTION, pos=(200, 5)))
    paint.widgets_event([button], pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5)))
    assert paint.hovered_tooltip([button]) == "Pass on this lot"
