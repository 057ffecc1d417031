"""A card of the card game's hand that the next card covers: its artist's name down the strip
that stays in view, and its foot band plain (the name cut there by the next card read "Chris",
"Karl Gitte", "Yo": names cut short in a crowded hand)."""
from __future__ import annotations

import pygame

from ..card_art import name_band
from .edge_names import edge_named


def covered_face(ctx, cart, card, w: int, name: str, badge) -> pygame.Surface:
    """The face of a covered hand card `w` wide: the artist's `name` down its left edge under
    the effect's `badge` (None: no effect), the foot band in the artist's colour alone."""
    px = ctx.px
    colour = cart.art.artist_colour(card.artist)
    face = cart.face(card, w).copy()
    margin, band = name_band(w)
    h = face.get_height()
    pygame.draw.rect(face, colour, (margin, h - margin - band, w - 2 * margin, band))
    face = edge_named(ctx, face, name, colour, px(8) if badge is None else px(28),
                      margin + band + px(2))
    if badge is not None:
        face.blit(badge, (px(4), px(5)))
    return face
