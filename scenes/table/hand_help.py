"""Where the auction table puts a hand card's help: never over the lot on show (or the card
the stand previews) nor the stand's words above it, the estimate among them. Resting the
pointer on the hand while another lot was on sale put a tall help over the lot's card (at
1280×720 the place above a card of the fan's left is the lot's), so the player lost sight of
the lot and its estimate while reading about a card of the hand.
"""
from __future__ import annotations

import pygame

from .lot_history import error_box


def lot_cards(scene) -> pygame.Rect:
    """The stand's card or cards as drawn (a double's second card lies a little lower right),
    or the place of one where the stand previews a hand card or shows none."""
    cr, px = scene.layout.lot_card, scene.ctx.px
    n = max(1, len(scene.lot_info.cards))
    return cr.union(cr.move((n - 1) * px(34), (n - 1) * px(10)))


def hand_help_place(scene, where: pygame.Rect, card: pygame.Rect, clear: list,
                    size) -> pygame.Rect:
    """Where the help of the hand card at `card` goes, `where` being the tooltip's own place
    for it (above the card) and `clear` what else it should not cover (the controls, the
    stand's words, the estimate among them). Kept clear of the lot and the stand's words:
    above the hand, at the card or slid right of the lot's card; else beside the card, over its neighbours in the fan (near
    the pointer); else above the hand left of the lot's card (over the player's own panel);
    where nothing is clear, the place that covers the least of them."""
    gap = scene.ctx.px(6)
    keep = [lot_cards(scene), scene.layout.log] + list(clear)
    if scene.error:
        keep.append(error_box(scene.ctx, scene.layout, scene.error))
    screen = pygame.Rect(0, 0, *size).inflate(-8, -8)
    top = min(r.top for r in scene.hand.rects) if scene.hand.rects else card.top
    above = pygame.Rect(where.x, top - gap - where.h, where.w, where.h)
    right, left = above.copy(), above.copy()
    right.x = keep[0].right + gap
    left.right = keep[0].left - gap
    beside = [pygame.Rect(card.right + gap, card.bottom - where.h, where.w, where.h),
              pygame.Rect(card.x - gap - where.w, card.bottom - where.h, where.w, where.h)]
    places = [where, above, right] + beside + [left]
    inside = [r for r in places if screen.contains(r) and not r.colliderect(card)]
    free = next((r for r in inside if r.collidelist(keep) < 0), None)
    if free is not None:
        return free
    return min(inside or [where], key=lambda r: sum(
        r.clip(k).w * r.clip(k).h for k in keep))
