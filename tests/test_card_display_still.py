"""The displays hold still while a round fills them: a play-tester watching a five-player table
saw every other artist's cards shift a few pixels when one seat's pile grew past two or three
(the crowded place widened, the others narrowed), and at three players a pile of six shrank
the whole row's cards. Every place and every card's size is now the row's alone, up to the
largest pile a round allows (six face-up cards of an artist in one display, the influence card
another's; five with two players): a larger pile lies closer in its own place. With two
players the face-down place no longer costs the artists' cards a sixth of the row."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.card.cards import ARTIST_COUNT, DECK
from scenes.card_art import CardArt
from scenes.context import px_at
from scenes.table import display
from scenes.table.card_layout import card_table_layout, display_places, group_rects
from tests.test_card_display_fits import SHORT, crowded_view
from tests.ui_driver import Driver

SIZES = [(1280, 720), (1920, 1080)]
HEADERS = [112, 168]
#: Every other place's cards while one pile grows: two face-up cards of some artists, one of
#: others, and face-down cards.
AROUND = [1, 2, 1, 0, 2]


def biggest(players: int) -> int:
    """The largest face-up pile of one artist a display can hold in a round: one short of the
    round's end before an everyone-plays, and its card."""
    return 5 if players == 2 else 6


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("header", HEADERS)
def test_no_other_card_moves_or_changes_size_while_one_pile_grows(size, players, header):
    px = px_at(size)
    layout = card_table_layout(size, players, 0)
    for seat, row in layout.rows.items():
        for artist in range(ARTIST_COUNT):
            before = None
            for n in range(biggest(players) + 1):
                counts = AROUND[:artist] + [n] + AROUND[artist + 1:] + [2]
                groups = group_rects(row, px(header), counts, px, players)
                others = [g for a, g in enumerate(groups) if a != artist]
                if before is not None:
                    assert others == before, (seat, artist, n)
                before = others
                sizes = {r.size for g in groups[:ARTIST_COUNT] for r in g}
                assert len(sizes) == 1, (artist, n, sizes)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_pile_stays_inside_its_own_place_and_its_first_card_put(size, players):
    """A pile of up to the round's largest lies in its place (the next place's cards stay
    clear of it), its first card where the first card of the round lay."""
    px = px_at(size)
    row = card_table_layout(size, players, 0).rows[0]
    places = display_places(row, px(112), px, players)
    first = None
    for n in range(1, biggest(players) + 1):
        groups = group_rects(row, px(112), [n] * ARTIST_COUNT + [0], px, players)
        for place, pile in zip(places.rects, groups):
            assert all(place.left <= r.left and r.right <= place.right and row.contains(r)
                       for r in pile), (n, place, pile)
        assert first in (None, groups[0][0])
        first = groups[0][0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_first_face_down_card_and_more_move_nothing(size, players):
    px = px_at(size)
    row = card_table_layout(size, players, 0).rows[0]
    seen = {tuple(tuple(tuple(r) for r in g)
                  for g in group_rects(row, px(112), [2, 1, 3, 0, 1, downs], px,
                                       players)[:ARTIST_COUNT])
            for downs in range(5)}
    assert len(seen) == 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("header", HEADERS)
def test_two_players_cards_take_the_rows_width(size, header):
    """With two players the cards were a sixth narrower than the row allowed from the round's
    first card (the face-down place kept an artist's width). They are now as large as at three
    players or larger, wider than a sixth of the row's free width, and the face-down place's
    smaller cards lie whole one under the other."""
    px = px_at(size)
    two = card_table_layout(size, 2, 0).rows[0]
    three = card_table_layout(size, 3, 0).rows[0]
    placed = display_places(two, px(header), px, 2)
    at_three = display_places(three, px(header), px, 3)
    sixth = (two.w - px(header) - px(6) * 7) // 6
    assert placed.card >= at_three.card and placed.card > sixth
    downs = group_rects(two, px(header), [0] * ARTIST_COUNT + [2], px, 2)[ARTIST_COUNT]
    assert not downs[0].colliderect(downs[1]) and all(two.contains(r) for r in downs)
    assert downs[0].w >= px(44)                      # wide enough for the artist's name


@pytest.mark.parametrize("size", SIZES)
def test_a_pile_that_lies_closer_says_its_number(size):
    """At five players a pile of four lies closer than a strip a player can count: its number
    stands on its top card; a pile of two, its cards a strip apart, needs none."""
    counted: list = []
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    real = display.pile_count
    display.pile_count = lambda surf, ctx, top, n: counted.append(n) or real(surf, ctx, top, n)
    try:
        v = crowded_view(5, SHORT, 1)
        by = [[c for c in DECK if c.artist == a] for a in range(ARTIST_COUNT)]
        v = dataclasses.replace(v, displays=(tuple(by[0][:4]) + tuple(by[1][:2]),)
                                + tuple(() for _ in range(4)), my_face_down=(),
                                face_down_counts=(0,) * 5)
        display.draw_rows(pygame.Surface(size), ui.ctx, cart, v,
                          card_table_layout(size, 5, 0), [])
    finally:
        display.pile_count = real
    assert counted == [4]
