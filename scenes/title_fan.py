"""The title's fan of paintings with every artist's name in view: each painting the next one
covers carries its artist in the part of its banner left in view, or up its visible left edge
where that is too narrow, as a hand of cards does (`table/edge_names.py`). The fan hid the
names of four of its five paintings under their neighbours ("Lit", "Ch", "Ka")."""
from __future__ import annotations

import math

import pygame

from game.cards import THEMES

from .art import card_height
from .art.studio import BADGE_SHARE
from .table.edge_names import edge_named, foot_named


def _local(point, centre, angle: float) -> tuple[float, float]:
    """A window point in the frame of a card centred on `centre` and turned `angle` degrees
    anticlockwise (as `pygame.transform.rotozoom` turns it), from the card's centre."""
    a = math.radians(angle)
    dx, dy = point[0] - centre[0], point[1] - centre[1]
    return dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a)


def _window(point, centre, angle: float) -> tuple[float, float]:
    """A point of a card (from its centre, as drawn straight) where the card, centred on
    `centre` and turned `angle` degrees anticlockwise, shows it in the window."""
    a = math.radians(angle)
    x, y = point
    return (centre[0] + x * math.cos(a) + y * math.sin(a),
            centre[1] - x * math.sin(a) + y * math.cos(a))


def banner_in_view(width: int, banner: pygame.Rect, centre, angle: float, next_centre,
                   next_angle: float) -> int:
    """How many pixels of a card's face from its left edge stay in view along its `banner`
    (the card `width` wide, centred on `centre`, turned `angle`), where the next card of the
    fan (on `next_centre`, turned `next_angle`) lies over it; the least over the banner's
    height; the whole width where the next card's left edge misses the banner."""
    height = card_height(width)
    # Two points of the next card's left edge, in this card's frame.
    edge = [_local(_window((-width / 2, t), next_centre, next_angle), centre, angle)
            for t in (-height / 2, height / 2)]
    (x0, y0), (x1, y1) = edge
    shown = width
    for y in (banner.top, banner.bottom):
        line = y - height / 2
        if y1 == y0:
            continue
        x = x0 + (x1 - x0) * (line - y0) / (y1 - y0)
        shown = min(shown, max(0, round(x + width / 2)))
    return shown


def named_face(ctx, card, width: int, shown: int) -> pygame.Surface:
    """A title painting's face with its artist's name where only its first `shown` pixels are
    in view along the banner: in that part of the banner, else up its left edge under the
    method's badge (the banner then its colour alone, as on a covered hand card)."""
    face = ctx.art.card_face(card, width)
    if shown >= width:
        return face
    name = THEMES[ctx.art.theme][card.artist]
    colour = ctx.art.artist_colour(card.artist)
    banner = ctx.art.banner_rect(width)
    footed = foot_named(ctx, face, name, colour, banner, shown)
    if footed is not None:
        return footed
    face = face.copy()
    pygame.draw.rect(face, colour, banner, border_radius=max(2, banner.h // 4))
    return edge_named(ctx, face, name, colour, round(width * BADGE_SHARE) + ctx.px(8))
