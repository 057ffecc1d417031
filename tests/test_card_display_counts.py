"""Every display's piles say how many cards they hold. A play-tester could not count his own
cards of an artist: a pile fanned across shows strips of its covered cards, and only a pile
lying closer than a strip had its number. Now every pile of two or more has its number on its
top card; the face-down place has its own number, apart from the artists' (the face-down
cards never count toward the round's end), whether its cards are the owner's, who sees their
artists, or another seat's backs."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.card.cards import ARTIST_COUNT, DECK
from scenes.card_art import CardArt
from scenes.table import card_rows
from scenes.table.card_layout import card_table_layout
from tests.test_card_display_fits import SHORT, crowded_view
from tests.ui_driver import Driver, record_texts

BY = [[c for c in DECK if c.artist == a] for a in range(ARTIST_COUNT)]


def _counts(monkeypatch, size, displays, own_down, spare, players=5) -> tuple[list, list]:
    """What the rows draw: each `pile_count` (its top card's rect, the number) and the texts."""
    counted: list = []
    real = card_rows.pile_count
    monkeypatch.setattr(card_rows, "pile_count", lambda surf, ctx, top, n: counted.append(
        (top, n)) or real(surf, ctx, top, n))
    ui = Driver(size)
    v = crowded_view(players, SHORT, spare)
    v = dataclasses.replace(v, displays=displays, my_face_down=own_down,
                            face_down_counts=(len(own_down),) + (spare,) * (players - 1))
    said = record_texts(monkeypatch)
    card_rows.draw_rows(pygame.Surface(size), ui.ctx, CardArt(ui.ctx.art), v,
                      card_table_layout(size, players, 0), [])
    return counted, [str(s) for s, _r in said]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_artist_s_pile_and_the_face_down_place_have_their_numbers(monkeypatch, size):
    # Ada: three Karl Gitters, two Yokos, one Lite Metal face up; two of her own face down (a
    # Karl Gitter among them, not counted with the face-up three). Bea: two backs.
    mine = tuple(BY[3][:3]) + tuple(BY[1][:2]) + (BY[0][0],)
    own_down = (BY[3][-1], BY[4][-1])
    displays = (mine, tuple(BY[2][:2])) + ((),) * 3
    counted, said = _counts(monkeypatch, size, displays, own_down, 2)
    numbers = [n for _top, n in counted]
    assert sorted(numbers) == [2, 2, 2, 3]      # Yoko, her face-down place, Bea's Tecs; Karl
    assert 1 not in numbers                      # a single card needs none
    # Bea's two backs: their number on the top one, for everyone.
    assert said.count("2") >= len([n for n in numbers if n == 2]) + 1


def test_the_face_down_number_stands_apart_from_the_artists(monkeypatch):
    """Ada's own face-down cards' number is on her face-down place's top card, not on any
    pile of face-up cards."""
    size = (1280, 720)
    mine = tuple(BY[3][:3])
    own_down = (BY[3][-1], BY[3][-2])
    counted, _said = _counts(monkeypatch, size, (mine,) + ((),) * 4, own_down, 0)
    assert sorted(n for _top, n in counted) == [2, 3]
    tops = {n: top for top, n in counted}
    assert tops[2] != tops[3] and tops[2].x > tops[3].x     # the face-down place follows
