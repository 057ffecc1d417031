"""A card of the card game's hand that the next card covers: its artist's name down the strip
that stays in view, and its foot band plain (the name cut there by the next card read "Chris",
"Karl Gitte", "Yo": names cut short in a crowded hand)."""
from __future__ import annotations

import pygame

from game.card.cards import ARTIST_COUNT, artist_name

from .. import ui
from ..card_art import name_band
from . import edge_names

#: The effect's badge on a covered hand card, in design pixels: at 18 the five effects were
#: too small to tell apart at 1280x720 (the two second-card effects both read "two cards").
BADGE = 26


def covered_face(ctx, cart, card, w: int, name: str, badge,
                 strip: int | None = None) -> pygame.Surface:
    """The face of a covered hand card `w` wide of which `strip` pixels show (None: all of
    it): the artist's `name` down its left edge, at one size on every card of the hand (the
    size the theme's longest name fits the edge at, thin enough for the strip), the effect's
    `badge` (None: no effect) beside the name where the strip has room for both, else on the
    foot band under it, the foot band in the artist's colour alone. (The badge above the
    name shrank the name of every card with an effect below the others'.)"""
    px = ctx.px
    colour = cart.art.artist_colour(card.artist)
    face = cart.plain_face(card, w).copy()
    margin, band = name_band(w)
    h = face.get_height()
    pygame.draw.rect(face, colour, (margin, h - margin - band, w - 2 * margin, band))
    strip = w if strip is None else strip
    thick = strip - px(4) - px(3)           # from the card's edge, clear of the next card
    foot = margin + band + px(2)
    length = h - px(8) - foot
    names = {name, *(artist_name(a, cart.art.theme) for a in range(ARTIST_COUNT))}
    size = min(ui.shrunk(ctx, n, 13, length - px(8), "bold", 9) for n in names)
    tag = edge_names.edge_tag(ctx, name, colour, length, thick, size)
    face.blit(tag, (px(4), px(8)))
    if badge is None:
        return face
    if tag.get_width() + px(3) + badge.get_width() <= thick:
        face.blit(badge, (px(4) + tag.get_width() + px(3), px(8)))
        return face
    side = max(1, min(badge.get_width(), thick, foot - px(3)))
    if side != badge.get_width():
        badge = pygame.transform.smoothscale(badge, (side, side))
    top = max(h - foot + px(1), h - margin - band // 2 - side // 2)
    face.blit(badge, (px(4), min(top, h - px(2) - side)))
    return face
