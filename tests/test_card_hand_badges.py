"""The hand's effect badges at 1280x720, as a newcomer met them. "Draw" and "second card face
up" looked alike (a card and a mark beside it, the badge 26 pixels across on a covered card):
the draw icon's big green arrow is now its shape, and a covered card's badge grows where the
strip in view has room beside the artist's name."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, NICOLAS, TEC, WAGNER
from tests.test_card_hand_hit import table_at
from tests.ui_driver import Driver

from game.card.cards import DRAW, NO_EFFECT, SECOND_FACE_UP
from game.card.config import Config, SeatConfig
from game.card.position import position
from scenes import card_art
from scenes.card_art import effect_icon
from scenes.table.card_hand import BADGE, BADGE_MOST


def _share(icon: pygame.Surface, test) -> float:
    w, h = icon.get_size()
    return sum(1 for x in range(w) for y in range(h) if test(icon.get_at((x, y)))) / (w * h)


def _green(c) -> bool:
    return c.a > 200 and c.g > 100 and c.r < 90 and c.b < 120


def _sky(c) -> bool:
    return c.a > 200 and abs(c.r - 120) + abs(c.g - 176) + abs(c.b - 222) < 60


@pytest.mark.parametrize("size", [18, BADGE, BADGE_MOST])
def test_draw_is_a_big_green_arrow_and_face_up_a_painting(size):
    """At the hand's sizes the draw badge is mostly its green arrow (a tenth of the badge and
    more: the thin arrow beside a card was a twentieth), at least twice the face-up badge's
    green (its painting's hill), and the face-up badge shows its sky, which draw has none of."""
    draw, up = effect_icon(DRAW, size), effect_icon(SECOND_FACE_UP, size)
    assert _share(draw, _green) >= 0.10, _share(draw, _green)
    assert _share(draw, _green) >= 2 * _share(up, _green)
    assert _share(up, _sky) >= 0.05 and _share(draw, _sky) == 0


def _table(ui: Driver, count: int):
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random")),
                    first_player=0)
    hand = ([(DENISE, DRAW), (WAGNER, SECOND_FACE_UP), (TEC, DRAW), (NICOLAS, SECOND_FACE_UP)]
            + [(DENISE, NO_EFFECT), (WAGNER, NO_EFFECT), (TEC, NO_EFFECT),
               (NICOLAS, NO_EFFECT)] * 4)[:count]
    state = position(config, hands=[hand, [(TEC, NO_EFFECT)] * 5],
                     influence=(NICOLAS, NO_EFFECT))
    return table_at(ui, config, state)


@pytest.mark.parametrize("count", [9, 13])
def test_a_covered_cards_badge_grows_where_the_strip_has_room(count, monkeypatch):
    """At 1280x720 the covered cards' badges are as large as the strip in view allows beside
    the name, up to BADGE_MOST: with nine cards in hand larger than the 26 they were."""
    sizes: list[int] = []
    real = card_art.CardArt.icon

    def spy(self, effect, size):
        sizes.append(int(size))
        return real(self, effect, size)
    monkeypatch.setattr(card_art.CardArt, "icon", spy)
    ui = Driver((1280, 720))
    table = _table(ui, count)
    ui.frame(0.0)
    assert table.human_turn()
    strips = [b.x - a.x for (_c, a), (_d, b) in zip(table.hand_rects(), table.hand_rects()[1:])]
    assert min(strips) < table.hand_rects()[0][1].w              # the hand overlaps
    on_covered = [s for s in sizes if s <= ui.ctx.px(BADGE_MOST)]
    assert on_covered and min(on_covered) >= ui.ctx.px(BADGE)
    if count == 9:
        assert max(on_covered) > ui.ctx.px(BADGE) + 4, sizes
