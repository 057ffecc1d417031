"""A card of the card game's hand that the next card covers: its artist's name down the strip
that stays in view, and its foot band plain (the name cut there by the next card read "Chris",
"Karl Gitte", "Yo": names cut short in a crowded hand)."""
from __future__ import annotations

import pygame

from ..card_art import name_band
from . import edge_names

#: The effect's badge on a covered hand card, in design pixels: at 18 the five effects were
#: too small to tell apart at 1280x720 (the two second-card effects both read "two cards").
BADGE = 26


def covered_face(ctx, cart, card, w: int, name: str, badge,
                 strip: int | None = None) -> pygame.Surface:
    """The face of a covered hand card `w` wide of which `strip` pixels show (None: all of
    it): the artist's `name` down its left edge, as thick as the strip lets it be read
    whole, the effect's `badge` (None: no effect) beside the name where the strip has room
    for both, else above it (the name then shorter), the foot band in the artist's colour
    alone."""
    px = ctx.px
    colour = cart.art.artist_colour(card.artist)
    face = cart.plain_face(card, w).copy()
    margin, band = name_band(w)
    h = face.get_height()
    pygame.draw.rect(face, colour, (margin, h - margin - band, w - 2 * margin, band))
    strip = w if strip is None else strip
    thick = strip - px(4) - px(3)           # from the card's edge, clear of the next card
    foot = margin + band + px(2)
    tag = edge_names.edge_tag(ctx, name, colour, h - px(8) - foot, thick)
    beside = badge is not None and tag.get_width() + px(3) + badge.get_width() <= thick
    if badge is not None and not beside:
        if badge.get_width() > thick:
            badge = pygame.transform.smoothscale(badge, (max(1, thick), max(1, thick)))
        below = px(5) + badge.get_height() + px(5)          # the name starts under the badge
        tag = edge_names.edge_tag(ctx, name, colour, h - below - px(2) - foot, thick)
    top = px(8) if badge is None or beside else below
    face.blit(tag, (px(4), top))
    if badge is not None:
        face.blit(badge, (px(4) + tag.get_width() + px(3), px(8)) if beside else (px(4), px(5)))
    return face
