"""The mark of an artist with no card in play that takes a value token all the same (option
A1, "Always three"): a crossed-out card, drawn beside its grey figure on the market board's
"Worth now" row and in the round's scoring, and at the head of the board's footnote that says
it in words. A dagger after the figure ("2†") told a newcomer nothing (in German it reads
"died"), and the Chinese typeface has no such glyph: a shape says "no card" where it stands.
"""
from __future__ import annotations

import pygame

from . import ui

#: The mark's height in design pixels (a figure's digits at the board's 14), and its width
#: as a share of its height (a card's proportions).
MARK_H = 13
MARK_RATIO = 0.68
#: Between a figure and its mark, in design pixels.
MARK_GAP = 3


def mark_width(ctx, height: int | None = None) -> int:
    """The drawn mark's width in pixels, `height` pixels high (its design height's)."""
    return max(4, round((height or ctx.px(MARK_H)) * MARK_RATIO))


def draw_mark(surf, ctx, midleft, height: int | None = None, colour=ui.INK_SOFT) -> pygame.Rect:
    """The crossed-out card with its left edge's middle at `midleft`: an empty card's outline
    and a stroke across it. Its rect."""
    h = height or ctx.px(MARK_H)
    card = pygame.Rect(0, 0, mark_width(ctx, h), h)
    card.midleft = (int(midleft[0]), int(midleft[1]))
    line = max(1, round(h / 9))
    pygame.draw.rect(surf, colour, card, line, border_radius=max(1, h // 6))
    pygame.draw.line(surf, colour, (card.left - line, card.bottom), (card.right + line, card.top),
                     line + 1)
    return card.inflate(2 * line, 0)


def draw_marked_figure(surf, ctx, figure: str, size: float, center, colour=ui.MUTED,
                       weight: str = "black") -> pygame.Rect:
    """`figure` centred at `center`, as the row's other figures stand, in `colour` (grey: no
    card of the artist scores), the mark right beside it. Their rect."""
    said = ui.text(surf, ctx, figure, size, center, colour, weight, "center")
    mark = draw_mark(surf, ctx, (said.right + ctx.px(MARK_GAP), center[1]))
    return said.union(mark)
