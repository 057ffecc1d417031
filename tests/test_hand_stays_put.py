"""Choosing a double's second card, the cards stay where the player saw them: the fan kept the
played card's gap under the resting pointer but closed up the moment the pointer left the hand
(for the tip's "Got it", or "Add nothing"), so a click back where the second card had been
seen hit its neighbour (the engine refused it: "the second card must be a Karl Gitter")."""
from __future__ import annotations

import pygame
import pytest

from tests.test_first_evening import double_first
from tests.ui_driver import Driver, click_card

from game import AddSecondCard
from game.cards import DOUBLE
from game.state import DOUBLE_OFFER


def move(ui: Driver, pos) -> None:
    ui.post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(1, 0), buttons=(0, 0, 0))
    ui.frame(0.05)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_second_card_is_where_it_was_seen_after_the_pointer_went_away(size):
    ui = Driver(size)
    match, table = double_first(ui, thinking=0.3)
    click_card(ui, table, next(c for c in table.hand_cards() if c.method == DOUBLE))
    ui.frame(0.05, n=5)
    assert table.human_turn() and table.shown.phase == DOUBLE_OFFER
    seen = {c.id: r.copy() for c, r in table.hand.pairs()}
    partner = next(c for c in table.hand_cards() if c.artist == 1)
    # The pointer goes about the table: to the stand's "Add nothing", the board, the log.
    for pos in (ui.button("Add nothing").rect.center, table.layout.board.center,
                table.layout.log.center, (size[0] // 2, 3)):
        move(ui, pos)
        assert {c.id: r for c, r in table.hand.pairs()} == seen
    # ... and comes back straight onto the second card where it was seen: that one is chosen.
    r = seen[partner.id]
    spot = (r.x + ui.ctx.px(10), r.centery)
    assert table.hand.card_at(spot) is not None
    assert table.hand.cards[table.hand.card_at(spot)] == partner
    ui.click(spot)
    assert match.actions[-1] == AddSecondCard(0, partner), table.error


def test_no_card_slides_under_a_pointer_moving_over_the_hand():
    """The pointer crossing the hand, card by card and over the gap: only the pointed card
    lifts; no card's resting place changes."""
    ui = Driver((1280, 720))
    match, table = double_first(ui, thinking=0.3)
    click_card(ui, table, next(c for c in table.hand_cards() if c.method == DOUBLE))
    ui.frame(0.05, n=5)
    seen = [r.copy() for r in table.hand.rects]
    row = seen[0].unionall(seen[1:])
    for y in (row.y - ui.ctx.px(20), row.y + 4, row.centery, row.bottom - 4):
        for x in range(row.x - 10, row.right + 10, 9):
            move(ui, (x, y))
            assert table.hand.rects == seen
