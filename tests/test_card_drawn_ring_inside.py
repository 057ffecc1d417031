"""The card a player drew stays marked inside the hand's panel: its ring, and the tag
"drawn" over its top edge, with 14 cards in hand and with the most a hand of the card game
can hold (the deal table, CARD_GAME.md §7), 2 to 5 players, both window sizes; drawn by a
real draw, then pointed at on the player's next turn (raised the most). A play-tester saw the
drawn card's ring stick out past the hand's frame with 14 cards in hand."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver, card_table_at, frames_until

from game.card.cards import DEAL, DRAW, NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from scenes.table.card_hand import drawn_tag_rect

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER


def most_in_hand(players: int) -> int:
    """The most cards a hand of the card game holds: every deal kept, one card played a
    round (a draw gives back the card it plays): 13, then each later deal less one a round."""
    deals = DEAL[players]
    return max(deals[0] + sum(deals[1:r + 1]) - r for r in range(len(deals)))


def _with_hand(players: int, count: int):
    fill = [(a, NO_EFFECT) for a in (WAGNER, TEC, NICOLAS, MARIANA) for _ in range(8)]

    def state(config):
        others = [[(a, NO_EFFECT)] for a in (WAGNER, TEC, NICOLAS, MARIANA)[:players - 1]]
        return position(config, hands=[[(DENISE, DRAW)] + fill[:count - 1]] + others,
                        influence=(TEC, NO_EFFECT), deck_top=[(DENISE, NO_EFFECT)],
                        first_player=0, turn=0)
    return state


def _marks_inside(ui, table) -> None:
    placed = table.hand_placed
    drawn = next(one for one in placed.cards if one.drawn_tag)
    ring = drawn.rect.inflate(ui.ctx.px(2), ui.ctx.px(2))
    tag = drawn_tag_rect(ui.ctx, drawn)
    assert placed.area.contains(ring) and placed.area.contains(tag), (placed.area, ring, tag)
    assert not tag.colliderect(placed.heading), (tag, placed.heading)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_drawn_cards_ring_stays_inside_the_hand(size, players):
    for count in sorted({14, most_in_hand(players)}):
        ui = Driver(size)
        names = ("Ada", "Bea", "Cem", "Dan", "Eve")[:players]
        config = Config(seats=tuple(SeatConfig(n) if i == 0 else SeatConfig(n, "bot", "random")
                                    for i, n in enumerate(names)), first_player=0)
        match, table = card_table_at(ui, config, _with_hand(players, count))
        ui.frame(0.05, n=2)
        card = next(c for c, _r in table.hand_rects() if c.effect == DRAW)
        place = dict((c.id, r) for c, r in table.hand_rects())[card.id]
        ui.click((place.x + ui.ctx.px(4), place.centery))
        ui.frame(0.05, n=2)
        ui.key(pygame.K_d)
        ui.frame(0.05)
        assert len(match.state.hands[0]) == count
        _marks_inside(ui, table)
        # Its next turn: the drawn card may be played, raised again under the pointer.
        assert frames_until(ui, lambda: table.human_turn() and 0 in match.state.to_act)
        drawn = next(c for c in match.state.hands[0] if c.id == table.drawn.marks[0])
        rect = dict((c.id, r) for c, r in table.hand_rects())[drawn.id]
        ui.post(pygame.MOUSEMOTION, pos=(rect.x + ui.ctx.px(6), rect.bottom - ui.ctx.px(8)),
                rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        assert table.hand_lifted == drawn.id
        _marks_inside(ui, table)
