"""The displays hold still while a round fills them: a play-tester watching a five-player table
saw every other artist's cards shift a few pixels when one seat's pile grew past two or three
(the crowded place widened, the others narrowed), and at three players a pile of six shrank
the whole row's cards. Every place and every card's size is now the row's alone, up to the
largest pile a round allows (six face-up cards of an artist in one display, the influence card
another's; five with two players): a larger pile lies closer in its own place. With two
players the face-down place no longer costs the artists' cards a sixth of the row. One's own
face-down cards lie in the face-down place, each in sight (they sat under the face-up cards of
their artist, partly hidden)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.card.cards import ARTIST_COUNT, DECK
from scenes.card_art import CardArt
from scenes.context import px_at
from scenes.table import card_rows, display
from scenes.table.card_layout import card_table_layout, display_places, group_rects
from tests.test_card_display_fits import SHORT, Recording, crowded_view, watching
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


def own_face_down_view(players: int, down: int):
    """Seat 0's view: two face-up cards of each of three artists in its display, and `down`
    face-down cards of its own, the first of them of an artist among its face-up cards."""
    v = crowded_view(players, SHORT, 1)
    by = [[c for c in DECK if c.artist == a] for a in range(ARTIST_COUNT)]
    face_up = tuple(c for a in (0, 1, 3) for c in by[a][:2])
    own = tuple(by[a][-1] for a in (0, 3, 4, 1)[:down])
    displays = (face_up,) + tuple(v.displays[1:])
    return dataclasses.replace(v, displays=displays, my_face_down=own,
                               face_down_counts=(down,) + (1,) * (players - 1))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("down", [1, 2])
def test_ones_own_face_down_cards_lie_in_sight_in_the_face_down_place(size, players, down):
    """One's own face-down card of an artist lay under one's face-up cards of that artist,
    partly hidden. It lies in the face-down place now, no face-up card over any of it; a card
    covered by the next face-down card shows its artist's colour on the strip in view."""
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    watched = watching(cart)
    v = own_face_down_view(players, down)
    layout = card_table_layout(size, players, 0)
    surface = Recording(size, watched)
    card_rows.draw_rows(surface, ui.ctx, cart, v, layout, [])
    row = layout.rows[0]
    header = display.header_width(ui.ctx, v)
    place = display_places(row, header, ui.ctx.px, players).rects[ARTIST_COUNT]
    mine = [r for r in surface.placed if row.contains(r)]
    assert len(mine) == 6 + down
    downs = [r for r in mine if place.contains(r)]
    ups = [r for r in mine if not place.contains(r)]
    assert len(downs) == down and len(ups) == 6
    assert not any(d.colliderect(u) for d in downs for u in ups)
    top = downs[-1]                               # the last one whole: nothing drawn over it
    assert not any(top.colliderect(r) for r in mine[mine.index(top) + 1:])
    for card, rect, over in zip(v.my_face_down, downs, downs[1:]):
        if not rect.colliderect(over):
            continue                                  # two players: each one whole
        colour = tuple(cart.art.artist_colour(card.artist))[:3]
        inset = max(1, rect.w // 40) + 1
        spot = ((rect.x + inset, rect.bottom - inset - 1) if over.x > rect.x
                else (rect.right - inset - 1, rect.y + inset))
        assert over.x > rect.x or over.y > rect.y
        assert not over.collidepoint(spot)
        assert tuple(surface.get_at(spot))[:3] == colour, (card, rect, over)


@pytest.mark.parametrize("size", SIZES)
def test_every_pile_of_two_or_more_says_its_number(size):
    """At five players a pile of four lies closer than a strip a player can count: its number
    stands on its top card; a pile of two, its cards a strip apart, has its number too (a
    play-tester could not count his own cards of an artist in piles fanned across); a single
    card has none."""
    counted: list = []
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    real = card_rows.pile_count
    card_rows.pile_count = lambda surf, ctx, top, n: counted.append(n) or real(surf, ctx, top, n)
    try:
        v = crowded_view(5, SHORT, 1)
        by = [[c for c in DECK if c.artist == a] for a in range(ARTIST_COUNT)]
        v = dataclasses.replace(v, displays=(tuple(by[0][:4]) + tuple(by[1][:2]),)
                                + tuple(() for _ in range(4)), my_face_down=(),
                                face_down_counts=(0,) * 5)
        card_rows.draw_rows(pygame.Surface(size), ui.ctx, cart, v,
                          card_table_layout(size, 5, 0), [])
    finally:
        card_rows.pile_count = real
    assert counted == [4, 2]
