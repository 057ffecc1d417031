"""A double's second card chosen by a click, the pointer resting on the fan: the fan closes up
at once (the double's gap and the second card's never stand side by side, which read as a
gap for a double), and Take back still brings the choice back: the second card in the hand
again, where a click chooses it. (A play-tester's report said the gap stayed for Take back
to restore; it closes, and Take back needs no gap: the hand is laid out afresh.)"""
from __future__ import annotations

from tests.test_first_evening import double_first
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import Driver, click_card

from game import AddSecondCard
from game.cards import DOUBLE
from game.state import DOUBLE_OFFER
from scenes.table.layout import hand_card_rects


def _closed(ui: Driver, table) -> bool:
    rects = table.hand.rects
    return rects == hand_card_rects(table.layout.hand, len(rects), ui.ctx.px,
                                    table.layout.hand_mid)


def test_the_fan_closes_once_the_second_card_is_chosen_and_take_back_brings_it_back():
    ui = Driver()
    match, table = double_first(ui, thinking=0.5)
    play_card(ui, table, DOUBLE)
    assert table.shown.phase == DOUBLE_OFFER and _closed(ui, table)   # no gap for the double
    partner = next(c for c, _ in table.hand.pairs() if c.artist == 1)
    click_card(ui, table, partner)
    assert match.actions[-1] == AddSecondCard(0, partner)
    assert table.layout.hand.collidepoint(table.mouse)          # the pointer rests on the fan
    assert _closed(ui, table)                                   # no gap, let alone two
    assert table.take_back.shown()
    ui.click(table.take_back.button.rect.center)
    ui.frame(0.05)
    assert table.shown.phase == DOUBLE_OFFER and partner in table.shown.hand
    assert _closed(ui, table)
    click_card(ui, table, partner)                              # where it is seen now
    assert match.actions[-1] == AddSecondCard(0, partner)
