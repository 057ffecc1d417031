"""Another seat's face-down card at the card table: it showed as a small back beside "11 in
hand", in the seat's header, and read as a deck or a hand icon. It lies in the seat's display
now, in a face-down group after the artists' groups, a back as large as the display's cards;
its owner sees it as before, under the face-up cards of its artist, the artist's emblem on it."""
from __future__ import annotations

import pygame
import pytest

from game.card.actions import PlayCard, PlayFaceDown
from game.card.cards import SECOND_FACE_DOWN
from scenes.card_art import CardArt
from scenes.table import display
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
    display's face-up cards; the own seat's (it knows them) under their artists' cards."""
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    watched = watching(cart)
    v = crowded_view(4, ("Ada", "Bea", "Cem", "Dora"), 2)
    from scenes.table.card_layout import card_table_layout
    layout = card_table_layout(size, 4, 0)
    surface = Recording(size, watched)
    regions: list = []
    display.draw_rows(surface, ui.ctx, cart, v, layout, regions)
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
