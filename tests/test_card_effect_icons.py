"""The card game's five effect icons at the size a player meets them at 1280×720: a play-tester
had to hover to tell "second card face up" from "second card face down" (both two small cards
on a badge 18 pixels across), and the badges on the hand's covered cards were hard to read."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.card.cards import AWARD, DRAW, EVERYONE_PLAYS, SECOND_FACE_DOWN, SECOND_FACE_UP
from scenes.card_art import card_tip, effect_icon, effect_tip
from scenes.table import card_scene
from scenes.table.card_hand import BADGE
from tests.test_card_table import card_match
from tests.ui_driver import Driver

EFFECTS = (DRAW, SECOND_FACE_UP, SECOND_FACE_DOWN, EVERYONE_PLAYS, AWARD)


def _apart(a: pygame.Surface, b: pygame.Surface) -> float:
    """How far apart two icons of one size look: the mean difference of their pixels' colours
    (0 to 255), over the whole badge."""
    one, two = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    return sum(abs(x - y) for x, y in zip(one, two)) / len(one)


@pytest.mark.parametrize("size", [18, BADGE])
def test_every_two_effects_differ_at_a_glance_at_the_hands_size(size):
    """Every pair of icons differs by much more than the face-up and face-down icons did
    (about 6 of 255 apart: the same two cards, one tinted): the face-up one shows two faces
    with a painting, the face-down one a face and the deck's dark back over it, the draw a
    plain card and a big arrow (face up now one tall card with its painting, face down one
    lying card's dark back)."""
    icons = {e: effect_icon(e, size) for e in EFFECTS}
    for a, b in itertools.combinations(EFFECTS, 2):
        assert _apart(icons[a], icons[b]) >= 12, (a, b, size)


def test_face_up_shows_a_light_face_and_face_down_a_dark_back():
    """Where the second card lies (the badge's right half), the face-up icon is light (a
    face) and the face-down one dark (a back)."""
    def right_half_light(effect: str) -> float:
        icon = effect_icon(effect, 64)
        px = [icon.get_at((x, y)) for x in range(36, 52) for y in range(20, 44)]
        return sum(0.3 * p.r + 0.59 * p.g + 0.11 * p.b for p in px) / len(px)
    assert right_half_light(SECOND_FACE_UP) > 140 > 110 > right_half_light(SECOND_FACE_DOWN)


def test_a_covered_hand_cards_badge_is_large_enough_to_read_at_1280(monkeypatch):
    """At 1280×720 the badge on a covered hand card was 18 pixels across; it is 24 at least,
    and it stays whole on the strip in view, the hover help unchanged."""
    drawn: list[int] = []
    real = card_scene.covered_face

    def spy(ctx, cart, card, w, name, badge, strip=None):
        face = real(ctx, cart, card, w, name, badge, strip)
        if badge is not None:
            drawn.append(badge.get_width())
        return face
    monkeypatch.setattr(card_scene, "covered_face", spy)
    ui = Driver((1280, 720))
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    while not table.human_turn():
        ui.frame(0.05)
    ui.frame(0.0)
    assert drawn and min(drawn) >= 24
    card, rect = next((c, r) for c, r in table.hand_rects()[:-1] if c.effect != "none")
    ui.post(pygame.MOUSEMOTION, pos=(rect.x + 3, rect.centery), rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    # (In the hand the effect alone, in its first line: what the symbol is, a played card's
    # help says.)
    assert str(table.pointer_tip(True)).startswith(
        str(card_tip(card, "classic", effect_tip(card.effect))))


@pytest.mark.parametrize("size", [BADGE, 32])
def test_face_up_and_face_down_have_different_silhouettes_and_colours(size):
    """At 1280×720 a player still played face down meaning face up (both a face with a second
    card beside it): face up is now one tall card standing with its painting in colour, face
    down one card lying on its long side, the deck's dark back, no painting; the two are the
    farthest apart of the five."""
    from scenes.card_art import BACK_BLUE, HILL, SKY
    up, down = effect_icon(SECOND_FACE_UP, size), effect_icon(SECOND_FACE_DOWN, size)

    def near(icon, colour, within=40) -> list[tuple[int, int]]:
        return [(x, y) for x in range(size) for y in range(size)
                if sum(abs(a - b) for a, b in zip(icon.get_at((x, y))[:3], colour)) < within]

    def extent(points) -> tuple[int, int]:
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return max(xs) - min(xs), max(ys) - min(ys)
    painting = near(up, SKY) + near(up, HILL)
    assert painting and not near(down, SKY) and not near(down, HILL)
    back = near(down, BACK_BLUE)
    wide, tall = extent(back)
    assert wide > tall * 1.3                       # lying
    wide, tall = extent(painting)
    assert tall > wide * 1.2                       # standing
    pair = _apart(up, down)
    assert pair >= 35 and all(pair >= _apart(effect_icon(a, size), effect_icon(b, size))
                              for a, b in itertools.combinations(EFFECTS, 2))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", [9, 13, 17])
@pytest.mark.parametrize("theme", ["classic", "masters", "renaissance"])
def test_every_covered_hand_card_names_its_artist_at_one_size(size, count, theme):
    """A covered hand card with an effect drew its artist's name smaller than one without
    (the badge took the top of the strip and the name the rest): now every covered card of
    the hand has its name at one size (the badge beside it or on the foot band under it), for
    every theme's names."""
    from game.card.cards import ARTIST_COUNT, DECK, NO_EFFECT, artist_name
    from scenes.card_art import CardArt
    from scenes.table.card_hand import covered_face
    from scenes.table.card_layout import card_table_layout, hand_rects
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    cart.art.theme = theme
    names = [artist_name(a, theme) for a in range(ARTIST_COUNT)]
    rects = hand_rects(card_table_layout(size, 4, 0).hand, count, ui.ctx.px)
    w, strip = rects[0].w, rects[1].x - rects[0].x
    sizes: dict[tuple, int] = {}
    real = ui.ctx.text.render

    def render(text, px_size, *args, **kwargs):
        if text in names:
            sizes[(text, current)] = px_size
        return real(text, px_size, *args, **kwargs)
    ui.ctx.text.render = render
    blits: list = []
    for card in [c for a in range(ARTIST_COUNT) for c in DECK if c.artist == a][::3]:
        current = card.id
        badge = None if card.effect == NO_EFFECT else cart.icon(card.effect, ui.ctx.px(BADGE))
        face = covered_face(ui.ctx, cart, card, w, names[card.artist], badge, strip)
        blits.append((card, face))
    assert len(set(sizes.values())) == 1, sizes
    assert {c.effect != NO_EFFECT for c, _f in blits} == {True, False}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_played_cards_help_says_its_corner_symbol_is_its_effect(size):
    """A play-tester met a "2" and a circular arrow in the corner of played cards: hovering one
    told the effect, not that the symbol was it. A played card's help says so (and a hand
    card's); a card without effect has no symbol, and its help says none."""
    from game.card.actions import DeclineEffect, PlayCard
    from game.card.cards import NO_EFFECT
    from scenes.card_art import BADGE_WORDS, effect_tip
    from tests.test_card_table import click_action, first_turn_with
    ui = Driver(size)
    match, table, card = first_turn_with(ui, DRAW)
    click_action(ui, table, PlayCard(0, card))
    ui.frame(0.05, n=3)
    if DeclineEffect(0) in match.legal_for(0):
        click_action(ui, table, DeclineEffect(0))
        ui.frame(0.05, n=3)
    spot = next(r for r, tip in table.regions if str(effect_tip(DRAW)) in str(tip)
                and not table.layout.hand.colliderect(r))
    ui.post(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    said = str(table.pointer_tip(table.human_turn()))
    assert str(effect_tip(DRAW)) in said and str(BADGE_WORDS) in said, said
    plain = next(c for c in match.view(0).hand if c.effect == NO_EFFECT)
    assert str(BADGE_WORDS) not in str(card_tip(plain, "classic"))
