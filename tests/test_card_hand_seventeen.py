"""A hand of seventeen cards, as a play-tester held it at 1280x720: the effect badges sat
beside the name on some hands, on the foot band on crowded ones and top right on the card no
other covered, and a card raised under the pointer reached into the "YOUR HAND" heading at
1920x1080. Every card now shows its artist and its effect in one place, whatever the hand's
size, and a raised card keeps clear of the heading."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER
from tests.test_card_hand_hit import table_at
from tests.ui_driver import Driver

from game.card.cards import AWARD, DRAW, EVERYONE_PLAYS, NO_EFFECT, SECOND_FACE_DOWN
from game.card.config import Config, SeatConfig
from game.card.position import position
from scenes.card_art import name_band
from scenes.table import card_hand

SIZES = [(1280, 720), (1920, 1080)]
#: Seventeen cards, an effect at the start, inside and at the very end of the hand.
HAND = ([(DENISE, AWARD)] + [(DENISE, NO_EFFECT)] * 3 + [(WAGNER, DRAW)]
        + [(WAGNER, NO_EFFECT)] * 3 + [(TEC, EVERYONE_PLAYS)] + [(TEC, NO_EFFECT)] * 3
        + [(NICOLAS, NO_EFFECT)] * 4 + [(MARIANA, SECOND_FACE_DOWN)])


def _table(ui: Driver, players: int):
    seats = (SeatConfig("Ada"),) + tuple(SeatConfig(n, "bot", "random")
                                         for n in ("Bea", "Cem", "Dot", "Eli")[:players - 1])
    config = Config(seats=seats, first_player=0)
    others = [[(MARIANA, NO_EFFECT), (WAGNER, NO_EFFECT)] for _ in range(players - 1)]
    state = position(config, hands=[HAND] + others, influence=(NICOLAS, NO_EFFECT))
    table = table_at(ui, config, state)
    ui.frame(0.0)
    assert table.human_turn() and len(table.hand_pairs) == 17
    return table


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_card_of_seventeen_shows_its_artist_and_its_badge_in_one_corner(size, players,
                                                                             monkeypatch):
    """Each card's name down its left edge, on the strip the next card leaves in view; each
    effect's badge in the foot band's left corner, the last card's too, on that strip, at one
    size, no smaller than the hand's `BADGE` (a 26-pixel badge at 1280x720)."""
    faces: list = []
    real = card_hand.covered_face

    def spy(ctx, cart, card, w, name, badge, strip=None):
        face = real(ctx, cart, card, w, name, badge, strip)
        faces.append((card, w, strip, face))
        return face
    monkeypatch.setattr("scenes.table.card_scene.covered_face", spy)
    ui = Driver(size)
    px = ui.ctx.px
    table = _table(ui, players)
    ui.ctx.stack.draw(ui.ctx.screen)
    pairs = table.hand_pairs
    drawn = {card.id: (w, strip, face) for card, w, strip, face in faces}
    assert set(drawn) == {c.id for c, _r in pairs}          # the last card drawn alike
    sides = set()
    for i, (card, rect) in enumerate(pairs):
        w, strip, face = drawn[card.id]
        shown = pairs[i + 1][1].x - rect.x if i + 1 < len(pairs) else rect.w
        assert (strip or rect.w) == shown
        colour = tuple(ui.ctx.art.artist_colour(card.artist)[:3])
        h = face.get_height()
        margin, band = name_band(w)
        # the name's band down the left edge, in the artist's colour, above the foot
        tag = [y for y in range(h - margin - band) if _near(face.get_at((px(6), y)), colour)]
        assert len(tag) > px(30), (size, i)
        # the foot band's left corner: the badge (not the band's colour) or the band alone
        foot = h - margin - band // 2
        inside = min(shown, w - margin)
        corner = [x for x in range(margin + 1, inside)
                  if not _near(face.get_at((x, foot)), colour)]
        if card.effect == NO_EFFECT:
            assert not corner, (size, i)
            continue
        assert corner and min(corner) <= px(10) and max(corner) < inside - px(2), (size, i)
        sides.add(max(corner) - min(corner))
    assert len(sides) == 1 and sides.pop() >= px(card_hand.BADGE) - px(4), size


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_a_card_raised_under_the_pointer_keeps_clear_of_the_hands_heading(size, players):
    ui = Driver(size)
    px = ui.ctx.px
    table = _table(ui, players)
    for card, rect in (table.hand_pairs[0], table.hand_pairs[8]):
        at = (rect.x + px(6), rect.centery)
        ui.post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        assert table.hand_lifted == card.id
        raised = next(r for cid, r, _base in table.hand_drawn if cid == card.id)
        assert raised.top < rect.top                           # it rose ...
        assert raised.top >= table.heading.bottom + px(3)      # ... and not to the heading


def _near(a, b, tolerance=30) -> bool:
    return all(abs(a[i] - b[i]) <= tolerance for i in range(3))
