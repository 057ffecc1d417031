"""The table's take-back help says the rule as it is: the first computer to answer the move
waits for the take-back (about 2 s at the normal pace, scenes/session/take_back.py
`answer_waits`), and it stays possible while nobody else has moved and the move revealed
nothing. It said "Possible until a computer answers it", which the wait made untrue."""
from __future__ import annotations

import pygame

from tests.test_card_takeback import _click_card, _table
from tests.ui_driver import Driver

from game.card.cards import NO_EFFECT


def _help_on_hover(thinking: float, size=(1280, 720)) -> str:
    """Ada plays a card against computers thinking `thinking` s; the pointer on Take back:
    the help it shows."""
    ui = Driver(size)
    match, table = _table(ui, thinking=thinking)
    _click_card(ui, table, next(c for c in table.shown.hand if c.effect == NO_EFFECT))
    assert table.take_back.shown()
    back = table.take_back.button.rect
    ui.post(pygame.MOUSEMOTION, pos=back.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    tip = table.pointer_tip(False)
    assert tip == table.take_back.button.tooltip
    return str(tip)


def test_the_help_says_the_first_computer_waits_at_the_normal_pace():
    for size in ((1280, 720), (1920, 1080)):
        tip = _help_on_hover(0.8, size)
        assert "until a computer answers" not in tip
        assert tip.startswith("Take back playing ")
        assert tip.endswith("Possible while nobody else has moved and it has revealed "
                            "nothing: the first computer to answer waits about 2 seconds."), tip


def test_at_the_brisk_pace_it_waits_about_a_second():
    tip = _help_on_hover(0.35)
    assert tip.endswith("the first computer to answer waits about 1 second."), tip
