"""One crowded pile keeps the displays readable: a play-tester's three-player table at
1920×1080 drew every seat's cards about 65 pixels wide, names cut to "Lite M…", "Yo…", from the
moment one seat held six Christin P, though the panels were mostly empty. The cards keep their
size; the tall pile overlaps more tightly, each covered card's top strip a band in its
artist's colour with its effect's badge whole on it."""
import dataclasses

import pygame
import pytest

from game.card.cards import ARTIST_COUNT, DECK, NO_EFFECT
from scenes.assets import font
from scenes.card_art import CardArt, name_band
from scenes.table import card_rows, pile_marks
from scenes.table.card_layout import TIGHT, card_table_layout
from tests.test_card_display_fits import SHORT, Recording, crowded_view, watching
from tests.ui_driver import Driver

SIZES = [(1280, 720), (1920, 1080)]
CHRISTIN = 2


def table_view(players: int, pile: int):
    """Seat 0's view of a round's end: seat 1 holds `pile` cards of Christin P and a few
    others, every seat one to three cards of some artists, seat 0 a face-down card of
    Christin P and one of Lite Metal, every seat two face-down cards."""
    v = crowded_view(players, SHORT, 2)
    by = [[c for c in DECK if c.artist == a] for a in range(ARTIST_COUNT)]
    used = [0] * ARTIST_COUNT

    def take(artist: int, n: int) -> tuple:
        used[artist] += n
        return tuple(by[artist][used[artist] - n:used[artist]])
    plan = {0: [(0, 2), (1, 1), (3, 2)], 1: [(CHRISTIN, pile), (0, 1), (4, 2)],
            2: [(1, 3), (3, 1)], 3: [(0, 2), (4, 1)], 4: [(1, 2), (CHRISTIN, 1), (3, 1)]}
    displays = tuple(sum((take(a, n) for a, n in plan[s]), ()) for s in range(players))
    return dataclasses.replace(v, displays=displays, my_face_down=take(CHRISTIN, 1) + take(0, 1),
                               face_down_counts=(2,) * players, to_act=(1,))


def drawn(size, v, players: int):
    """Each seat's card rectangles as `card_rows.draw_rows` draws them, in drawing order, and
    the CardArt that drew them."""
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    watched = watching(cart)
    layout = card_table_layout(size, players, 0)
    surface = Recording(size, watched)
    card_rows.draw_rows(surface, ui.ctx, cart, v, layout, [])
    seats = {seat: [r for r in surface.placed if row.contains(r)]
             for seat, row in layout.rows.items()}
    return ui, seats


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3])
def test_a_tall_pile_leaves_the_other_displays_cards_their_size(size, players):
    """Where piles fan down their row (two and three players), seven cards of one artist in
    one display change nothing in the others: their cards are as large as beside a pile of
    three."""
    _ui, crowded = drawn(size, table_view(players, 7), players)
    _ui, calm = drawn(size, table_view(players, 3), players)
    for seat in crowded:
        if seat != 1:
            assert {r.w for r in crowded[seat]} == {r.w for r in calm[seat]}, seat


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_with_a_tall_pile_every_front_card_shows_its_artist_whole(size, players, monkeypatch):
    """The front card of every group is wide enough for the theme's longest artist's name
    drawn whole on its band (not squeezed), and every covered card shows a strip of
    `TIGHT` design pixels at least, or, in a pile that lies closer in its fixed place, a
    step from the next and the pile's number on its top card."""
    counted: list = []
    real = card_rows.pile_count
    monkeypatch.setattr(card_rows, "pile_count", lambda surf, ctx, top, n: counted.append(
        (top, n)) or real(surf, ctx, top, n))
    ui, seats = drawn(size, table_view(players, 7), players)
    px = ui.ctx.px
    names = ("Lite Metal", "Yoko", "Christin P", "Karl Gitter", "Krypto")
    for seat, rects in seats.items():
        for rect in rects:
            margin, band = name_band(rect.w)
            fs = max(7, min(band - 3, rect.w // 7))
            assert rect.w >= px(44), (seat, rect)
            assert max(font(fs, "bold").size(n)[0] for n in names) <= rect.w - 2 * margin - 2
        for a, b in zip(rects, rects[1:]):
            if a.colliderect(b) and (b.x == a.x or b.y == a.y):
                step = max(b.x - a.x, b.y - a.y)
                assert step >= px(TIGHT) or step >= 1 and any(
                    top.colliderect(a) and n > 2 for top, n in counted), (seat, a, b)


@pytest.mark.parametrize("size", SIZES)
def test_a_covered_card_of_a_tight_pile_shows_its_painting_and_its_effect(size):
    """A covered card of a pile fanned down, its strip too low for its own badge (cut in half,
    the five effects looked alike), shows its face's top without that badge (its painting: a
    band in the artist's colour laid over it left four cards of one artist as blank bars,
    test_card_display_pile_four.py) and the effect's badge whole at the strip's right."""
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    card = next(c for c in DECK if c.artist == CHRISTIN and c.effect != NO_EFFECT)
    w = ui.ctx.px(70)
    rect = pygame.Rect(10, 10, w, round(w * 1.4))
    strip = ui.ctx.px(TIGHT)
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    surface.blit(pile_marks.covered_face(cart, card, rect, strip), rect)
    card_rows.pile_tab(surface, ui.ctx, cart, card, rect, strip)
    margin = name_band(w)[0]
    plain = pygame.Surface((200, 200), pygame.SRCALPHA)
    plain.blit(CardArt(ui.ctx.art).plain_face(card, w), rect)

    def changed(xs, ys):
        return [(x, y) for x in xs for y in ys if surface.get_at((x, y)) != plain.get_at((x, y))]
    band = range(rect.y + margin, rect.y + strip - 1)
    # The badge at the strip's right end; the painting, untouched, at its left.
    assert changed(range(rect.right - margin - strip // 2, rect.right - margin), band)
    assert not changed(range(rect.x, rect.centerx), band)
    assert len({tuple(surface.get_at((x, y)))[:3] for x in range(rect.x + margin, rect.centerx)
                for y in band}) > 6
    assert not changed(range(rect.x, rect.right), [rect.y + strip])   # under the strip: the same
