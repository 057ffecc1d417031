"""While the second card of a double was chosen, the auction's fan kept an empty gap where the
first card had been (play-tester), as the card game's hand did until it closed up at once. A
card chosen leaves the fan when its move is taken and the fan closes up at once, its cards
sliding together with animations on."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_first_evening import double_first
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import FAST, Driver, click_card

from game import AddSecondCard
from game.cards import DOUBLE
from game.state import DOUBLE_OFFER
from scenes.table.layout import hand_card_rects

ANIMATED = dataclasses.replace(FAST, animation_speed="normal")


def _closed(ui: Driver, table) -> bool:
    """Whether the fan lies as a fan of its size lies, no gap in it."""
    rects = table.hand.rects
    return rects == hand_card_rects(table.layout.hand, len(rects), ui.ctx.px,
                                    table.layout.hand_mid)


@pytest.mark.parametrize("settings", [FAST, ANIMATED], ids=["still", "animated"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_doubles_first_card_leaves_no_gap_while_its_second_is_chosen(settings, size):
    ui = Driver(size, settings=settings)
    match, table = double_first(ui, thinking=0.3)
    ui.frame(0.5, n=10)                                     # the deal, if animated, is over
    count = len(table.hand.cards)
    play_card(ui, table, DOUBLE)
    ui.frame(0.05, n=5)
    assert table.human_turn() and table.shown.phase == DOUBLE_OFFER
    assert table.layout.hand.collidepoint(table.mouse)      # the pointer rests on the fan
    assert len(table.hand.cards) == count - 1 and _closed(ui, table)
    ui.frame(0.5)                                           # the slide, if any, is over
    spots = {c.id: r for c, r in table.hand.pairs()}
    assert all(table.hand.slide.at(i, r) == r for i, r in spots.items())
    partner = next(c for c in table.hand.cards if c.artist == 1)
    click_card(ui, table, partner)
    assert match.actions[-1] == AddSecondCard(0, partner), table.error


def test_with_animations_on_the_cards_slide_together():
    """The cards right of the double's place glide left into the gap it left, as the card
    game's do (hand_slide.py), and rest where a fan of their number lies."""
    ui = Driver((1280, 720), settings=ANIMATED)
    match, table = double_first(ui, thinking=0.3)
    ui.frame(0.5, n=10)                                     # the deal is over
    before = {c.id: r.copy() for c, r in table.hand.pairs()}
    double = next(c for c in table.hand.cards if c.method == DOUBLE)
    click_card(ui, table, double)
    for _ in range(100):
        if table.shown.phase == DOUBLE_OFFER:
            break
        ui.frame(0.01)
    assert table.shown.phase == DOUBLE_OFFER and _closed(ui, table)
    moved = [(c, r) for c, r in table.hand.pairs() if before[c.id] != r]
    assert moved and table.hand.slide.moving
    for c, r in moved:                  # on their way, from where they were
        assert table.hand.slide.at(c.id, r) != r
    ui.frame(0.3)
    assert not table.hand.slide.moving
    assert all(table.hand.slide.at(c.id, r) == r for c, r in table.hand.pairs())
