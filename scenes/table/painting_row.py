"""A row of small painting faces: the paintings a seat bought this round (its panel, your own)
and the cards the dummy hand turned up. The row reads by artist, as the hand does; its cards
stand side by side while they fit the row's width (three or four of them had overlapped at its
left end, names cut to "Lite M", "Yok", the panel empty to their right), and only when they no
longer fit do the cards of one artist close up into a stack, the stacks still apart, so every
artist's last card shows whole, its name with it. Pure layout and painting."""
from __future__ import annotations

import pygame

from .. import ui
from ..art import COMPACT_WIDTH, card_height
from .edge_names import covered, edge_named, foot_named

#: The narrowest part of a stacked card left in view, as a share of the card's width (a sliver
#: that still shows a card lies there): below it the stacks give way to one even overlap over
#: the whole row.
LEAST_SHOWN = 0.15


def row_order(cards) -> list:
    """`cards` as the row shows them: by artist (the board's order), each artist's in the
    order they came."""
    return sorted(cards, key=lambda c: c.artist)


def row_rects(artists: list[int], row: pygame.Rect, cw: int, gap: int) -> list[pygame.Rect]:
    """The faces, `cw` wide, of cards of `artists` (in the row's order), standing on `row`'s
    bottom from its left: `gap` apart while they fit its width; else each artist's cards
    stacked (the stacks `gap` apart, each card of a stack showing an even share of it), or,
    where stacks would show less than `LEAST_SHOWN` of a card, all of them overlapping evenly
    across the row."""
    n = len(artists)
    if not n:
        return []
    ch = card_height(cw)
    full = cw + gap
    if n == 1 or n * full - gap <= row.w:
        steps = [full] * (n - 1)
    else:
        groups = 1 + sum(a != b for a, b in zip(artists, artists[1:]))
        stacked = n - groups
        inner = (row.w - groups * full + gap) / stacked if stacked else 0
        if stacked and inner >= cw * LEAST_SHOWN:
            steps = [full if a != b else min(full, inner) for a, b in zip(artists, artists[1:])]
        else:
            steps = [(row.w - cw) / (n - 1)] * (n - 1)
    out, x = [], float(row.x)
    for i in range(n):
        out.append(pygame.Rect(int(x), row.bottom - ch, cw, ch))
        if i < n - 1:
            x += steps[i]
    return out


def side_by_side(count: int, row: pygame.Rect, cw: int, gap: int) -> bool:
    """Whether `count` faces `cw` wide, `gap` apart, stand side by side in `row`."""
    return count * (cw + gap) - gap <= row.w


def by_artist(cards) -> list[tuple[object, int]]:
    """Each artist's last card among `cards` (in the row's order) with how many of that
    artist's cards there are: the counted row (`draw_counted`)."""
    out: list[tuple[object, int]] = []
    for c in row_order(cards):
        if out and out[-1][0].artist == c.artist:
            out[-1] = (c, out[-1][1] + 1)
        else:
            out.append((c, 1))
    return out


def counted_rects(cards, row: pygame.Rect, cw: int, gap: int) -> list[tuple[pygame.Rect, int]]:
    """Where the counted row of `cards` puts each artist's face, with its count: one face an
    artist, side by side while they fit, else overlapping evenly (five artists at most: each
    face still mostly in view)."""
    stacks = by_artist(cards)
    rects = row_rects([c.artist for c, _n in stacks], row, cw, gap)
    return [(r, n) for r, (_c, n) in zip(rects, stacks)]


def badge_spot(px, rects: list[pygame.Rect], i: int) -> pygame.Rect:
    """The count's badge on face `i` of `rects`: at the top right of the part left in view."""
    r = rects[i]
    right = min(r.right, rects[i + 1].x) if i + 1 < len(rects) else r.right
    size = px(15)
    return pygame.Rect(right - size, r.y + px(1), size, size)


def draw_counted(surf: pygame.Surface, ctx, cards, row: pygame.Rect, cw: int, gap: int) -> None:
    """A seat's paintings that no longer fit side by side: one face an artist, a badge with
    how many of that artist's the seat holds. Seven paintings stacked card over card in a
    panel at 1280x720 showed slivers a few pixels wide (play-test R, 54.png); a seat can hold
    twenty in a round (four of each artist, `painting_row.MOST_PAINTINGS`)."""
    draw_counted_at(surf, ctx, cards, [r for r, _n in counted_rects(cards, row, cw, gap)])


def draw_counted_at(surf: pygame.Surface, ctx, cards, rects: list[pygame.Rect]) -> None:
    """The counted row of `cards` (`by_artist`) at `rects`, one face an artist: each face, and
    a badge with how many of that artist's there are where there are two or more."""
    stacks = by_artist(cards)
    draw_row(surf, ctx, [c for c, _n in stacks], rects)
    for i, (_c, n) in enumerate(stacks):
        if n < 2:
            continue
        spot = badge_spot(ctx.px, rects, i)
        pygame.draw.ellipse(surf, ui.BRASS_LIGHT, spot)
        pygame.draw.ellipse(surf, ui.INK, spot, 1)
        ui.text(surf, ctx, str(n), 10, spot.center, ui.INK, "black", "center")


def draw_row(surf: pygame.Surface, ctx, cards, rects: list[pygame.Rect], name_of=None) -> None:
    """The faces of `cards` (in the row's order) at `rects`, left to right; with `name_of`
    (an artist's name), an artist's last card that the next one covers (the row overlapping
    evenly) carries the name in the part of its banner left in view, or down its left edge."""
    for i, (c, spot) in enumerate(zip(cards, rects)):
        face = ctx.art.card_face(c, spot.w)
        if name_of is not None and covered(rects, i) and cards[i + 1].artist != c.artist:
            face = _named(ctx, face, c, name_of(c.artist), rects[i + 1].x - spot.x)
        surf.blit(face, spot)


def _named(ctx, face: pygame.Surface, card, name: str, shown: int) -> pygame.Surface:
    """`face` with its artist's `name` where the first `shown` pixels of it are in view."""
    w = face.get_width()
    colour = ctx.art.artist_colour(card.artist)
    footed = w >= COMPACT_WIDTH and foot_named(ctx, face, name, colour, ctx.art.banner_rect(w),
                                               shown)
    if footed:
        return footed
    # Below the method's icon; the banner at the foot in the artist's colour alone (the next
    # card cut the name there), as the hand does.
    face = face.copy()
    banner = ctx.art.banner_rect(w)
    pygame.draw.rect(face, colour, banner, border_radius=max(1, banner.h // 3))
    return edge_named(ctx, face, name, colour, round(w * 0.45), ctx.px(4))
