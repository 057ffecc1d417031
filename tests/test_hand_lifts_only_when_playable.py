"""A hand card lifts under the pointer only while a card of the hand may be chosen: bidding on
another seat's lot, the card under the pointer stood up straight and rose as a playable one
does (it looked selectable, and the next card cut its name, "Karl Gitt..."); now it stays in
the fan, its artist down its edge, and its help still tells what it is."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.config import STANDARD
from game.state import PLAY
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.controls import card_choices

SIZES = [(1280, 720), (1920, 1080)]


def _table(ui: Driver, first: int) -> TableScene:
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Bea", "Cy", "Dora"))
    config = Config(seats=seats, first_auctioneer=first, variant=STANDARD)
    table = TableScene(ui.ctx, Match(config, 4, thinking_seconds=0.0))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=5)
    return table


def _drawn_over_each_card(ui: Driver, table) -> list:
    """For each hand card, the fan as drawn with the pointer on that card's middle, and the
    fan as drawn with the pointer away from the hand."""
    out = []
    for r in list(table.hand.rects):
        for pos in (r.center, (2, 2)):
            ui.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            ui.frame(0.0)
            out.append([(pygame.image.tobytes(img, "RGBA"), spot.topleft) for img, spot in
                        table.hand.drawn(ui.ctx, table.look, card_choices(table.look.legal),
                                         table._dealing())])
    return out


@pytest.mark.parametrize("size", SIZES)
def test_bidding_on_anothers_lot_no_hand_card_lifts_under_the_pointer(size):
    ui = Driver(size)
    table = _table(ui, first=1)             # Bea is the first auctioneer
    for _ in range(400):
        if table.human_turn():
            break
        ui.frame(0.05)
    assert table.human_turn() and table.shown.phase != PLAY
    assert not card_choices(table.legal) and table.hand.cards
    drawn = _drawn_over_each_card(ui, table)
    for over, away in zip(drawn[::2], drawn[1::2]):
        assert over == away, "a hand card lifted while no card may be played"
    # Its help still says what the card is.
    r = table.hand.rects[0]
    ui.post(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.hand_tip and table.hand.hover == 0
    # Just above the card, where a lifted card would stand, the pointer is off the hand.
    ui.post(pygame.MOUSEMOTION, pos=(r.centerx, r.y - ui.ctx.px(10)), rel=(0, 0),
            buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.hand.hover is None


@pytest.mark.parametrize("size", SIZES)
def test_on_the_own_turn_to_play_the_card_under_the_pointer_still_lifts(size):
    ui = Driver(size)
    table = _table(ui, first=0)
    assert table.human_turn() and table.shown.phase == PLAY and card_choices(table.legal)
    drawn = _drawn_over_each_card(ui, table)
    for over, away in zip(drawn[::2], drawn[1::2]):
        assert over != away
