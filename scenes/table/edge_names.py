"""Artists' names down the visible edge of overlapping cards: where the next card of a hand
covers a card's own name, the name is set upright along the strip that stays in view, shrunk
(never cut) to fit. Shared by the auction game's hand and the card game's hand."""
from __future__ import annotations

import pygame

from .. import ui
from ..art import text_on


def covered(rects: list[pygame.Rect], i: int) -> bool:
    """Whether the next card of the row lies over card `i` (so its own name is hidden)."""
    return i + 1 < len(rects) and rects[i + 1].x - rects[i].x < rects[i].w


def edge_tag(ctx, name: str, colour, height: int, thick: int | None = None,
             size: float | None = None) -> pygame.Surface:
    """The artist's name set upright along a card's edge: a band in the artist's colour with
    the name in white or ink (`text_on`: whichever reads on it), reading bottom to top, shrunk
    (not cut) to fit `height` (or at design `size`, one that fits), and to be at most `thick`
    pixels wide where that is given (the strip of a covered card that shows: the next card
    covered the name's last pixels)."""
    if size is None:
        with ctx.text.tight():      # (below the least size only on a card too short for it)
            size = ui.shrunk(ctx, name, 13, height - ctx.px(8), "bold", 9)
    with ui.tight_below(ctx, ctx.px(size)):
        words = ctx.text.render(name, ctx.px(size), text_on(colour), "bold")
    while thick is not None and size > 6 and words.get_height() + ctx.px(4) > thick:
        size -= 1           # a strip narrower than a line at the least size (a hand of 24)
        with ui.tight_below(ctx, ctx.px(size)):
            words = ctx.text.render(name, ctx.px(size), text_on(colour), "bold")
    band = pygame.Surface((min(words.get_width(), height - ctx.px(8)) + ctx.px(10),
                           words.get_height() + ctx.px(4)), pygame.SRCALPHA)
    pygame.draw.rect(band, (*colour[:3], 235), band.get_rect(), border_radius=ctx.px(4))
    band.blit(words, (ctx.px(5), ctx.px(2)))
    return pygame.transform.rotate(band, 90)


def edge_named(ctx, face: pygame.Surface, name: str, colour, top: int,
               bottom: int | None = None) -> pygame.Surface:
    """A copy of `face` with the artist's name down its left edge, from `top` down to at
    most `bottom` above the card's foot (by default a small margin)."""
    out = face.copy()
    foot = ctx.px(10) if bottom is None else bottom
    tag = edge_tag(ctx, name, colour, face.get_height() - top - foot)
    out.blit(tag, (ctx.px(4), top))
    return out


#: The smallest size (design pixels) an artist's name is set at in the visible part of a
#: covered card's banner; below it the name goes upright down the card's edge instead.
FOOT_LEAST = 9


def foot_named(ctx, face: pygame.Surface, name: str, colour, banner: pygame.Rect,
               shown: int) -> pygame.Surface | None:
    """A copy of `face` with the artist's name set again in the part of its banner that the
    next card leaves in view (the first `shown` pixels of the face), shrunk to fit there; None
    when it does not fit at `FOOT_LEAST` (then the name goes down the card's edge). With nine
    cards in hand at 1920×1080 every name stood sideways and the coloured bars at the cards'
    feet were empty, so the names looked missing."""
    room = min(shown, banner.right) - banner.x - ctx.px(6)
    size = max(1, round(banner.h * 0.66))
    least = ctx.px(FOOT_LEAST)
    while size > least and ctx.text.size(name, size, "bold")[0] > room:
        size -= 1
    if room <= 0 or ctx.text.size(name, size, "bold")[0] > room:
        return None
    out = face.copy()
    pygame.draw.rect(out, colour, banner, border_radius=max(2, banner.h // 4))
    words = ctx.text.render(name, size, text_on(colour), "bold")
    left = banner.x + ctx.px(3)
    out.blit(words, words.get_rect(midleft=(left + (room - words.get_width()) // 2,
                                            banner.centery)))
    return out
