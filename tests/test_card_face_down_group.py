"""Another seat's face-down card at the card table: it showed as a small back beside "11 in
hand", in the seat's header, and read as a deck or a hand icon. It lies in the seat's display
now, in a face-down group after the artists' groups, a back as large as the display's cards;
its owner sees it in the same place: the card itself (its owner may see it, it showed only a
back with the artist's emblem and frame), dimmed, a corner of the back turned over it."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.card.actions import PlayCard, PlayFaceDown
from game.card.cards import SECOND_FACE_DOWN
from scenes.card_art import CardArt
from scenes.table import card_rows, display
from tests.test_card_display_fits import Recording, crowded_view, watching
from tests.test_card_table import card_match
from tests.ui_driver import Driver


def _face_down_then_handed_over(ui: Driver):
    """Hot-seat, two humans and a computer: Ada (seat 0) plays a second-card-face-down card
    and a card face down, then the screen passes to Beatrix (seat 1), who sees Ada's
    face-down card as another's. (match, table)"""
    for seed in range(1, 80):
        match, table, _over = card_match(ui, humans=2, bots=1, seed=seed)
        card = next((c for c in match.state.hands[0] if c.effect == SECOND_FACE_DOWN), None)
        if card is not None:
            break
    for _ in range(200):
        if table.human_turn() and table.shown.seat == 0:
            break
        ui.key(pygame.K_RETURN)                     # "I am Ada: show my screen"
        ui.frame(0.05)
    match.submit(PlayCard(0, card))
    ui.frame(0.05)
    match.submit(next(a for a in match.legal_for(0) if isinstance(a, PlayFaceDown)))
    for _ in range(400):
        v = table.shown
        if v.hand is not None and v.seat == 1 and table.human_turn():
            return match, table
        ui.key(pygame.K_RETURN)                     # "I am Beatrix: show my screen"
        ui.frame(0.05)
    raise AssertionError("the screen never passed to Beatrix")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_anothers_face_down_card_lies_in_its_display_as_large_as_its_cards(size):
    ui = Driver(size)
    match, table = _face_down_then_handed_over(ui)
    ui.frame(0.0)
    v = table.shown
    assert v.face_down_counts[0] == 1 and not v.my_face_down
    row = table.layout.rows[0]
    header_w = display.header_width(ui.ctx, v)
    said = [r for r, t in table.regions if "artist shows at scoring" in str(t)
            and row.colliderect(r)]
    assert len(said) == 1
    back = said[0]
    assert back.x >= row.x + header_w and row.contains(back)        # not in the header
    faces = [r for r, t in table.regions if row.contains(r) and str(t).startswith(
        tuple(f"{name} \u2014 " for name in ("Lite Metal", "Yoko", "Christin P", "Karl Gitter",
                                       "Krypto")))]
    assert faces and all(r.size == back.size for r in faces)          # as large as they are
    assert all(back.x > r.right for r in faces)                       # after the artists'


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_face_down_group_follows_the_artists_in_every_row(size):
    """Each other seat's face-down backs lie after its fifth artist's group, as wide as the
    display's face-up cards (the own seat's, which it knows, in the same place: see
    tests/test_card_display_still.py)."""
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    watched = watching(cart)
    v = crowded_view(4, ("Ada", "Bea", "Cem", "Dora"), 2)
    from scenes.table.card_layout import card_table_layout
    layout = card_table_layout(size, 4, 0)
    surface = Recording(size, watched)
    regions: list = []
    card_rows.draw_rows(surface, ui.ctx, cart, v, layout, regions)
    widths = {r.w for r in surface.placed}
    assert len(widths) == 1                  # every card, face up or down, one size
    for seat in (1, 2, 3):
        row = layout.rows[seat]
        mine = sorted((r for r in surface.placed if row.contains(r)), key=lambda r: r.x)
        down = [r for r, t in regions if "artist shows at scoring" in str(t)
                and row.contains(r)]
        assert len(down) == 1
        backs = [r for r in mine if down[0].contains(r)]
        assert len(backs) == 2
        assert all(b.x > r.x for b in backs for r in mine if r not in backs)


def test_its_owner_sees_the_face_down_card_itself_marked_face_down_and_no_one_else():
    """Seat 0's own face-down cards are drawn as their faces, dimmed, with the back's corner;
    the same moment with the screen down (the public view) draws no face of them, only
    backs in the face-down group."""
    ui = Driver((1920, 1080))
    cart = CardArt(ui.ctx.art)
    handed: list = []
    real = cart.own_face_down
    cart.own_face_down = lambda card, width: handed.append(card) or real(card, width)
    v = crowded_view(4, ("Ada", "Bea", "Cem", "Dora"), 2)
    from scenes.table.card_layout import card_table_layout
    layout = card_table_layout((1920, 1080), 4, 0)
    surface = pygame.Surface((1920, 1080))
    card_rows.draw_rows(surface, ui.ctx, cart, v, layout, [])
    assert sorted(c.id for c in handed) == sorted(c.id for c in v.my_face_down)
    card, width = v.my_face_down[0], 80
    down, face = real(card, width), cart.face(card, width)
    assert down.get_size() == face.get_size()
    # The painting shows, darker: the face's own pixels multiplied, not the back's.
    middle = (face.get_width() // 2, face.get_height() // 2)
    lit, dim = face.get_at(middle), down.get_at(middle)
    assert [round(c * m / 255) for c, m in zip(lit[:3], (140, 140, 150))] == \
        pytest.approx(list(dim[:3]), abs=2)
    assert down.get_at(middle) != cart.back(width, card.artist).get_at(middle)
    # The corner of the back: its top-left is the back's, not the face's.
    edge = (width // 40 + 3, width // 40 + 3)
    assert down.get_at(edge) != face.get_at(edge)
    # The screen down (or another seat's screen): no face of a face-down card at all.
    handed.clear()
    public = dataclasses.replace(v, seat=None, my_face_down=(), hand=None)
    card_rows.draw_rows(surface, ui.ctx, cart, public, layout, [])
    assert handed == []
