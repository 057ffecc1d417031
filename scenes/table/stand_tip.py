"""A first-time tip at the auction's stand goes beside the stand, in the log's column, at the
foot of the log's lines, a notch pointing at the stand and "Got it" in its corner.
Under the stand's words it had what the estimate, the lot's lines, the bids' row and the
decision left: its text was set at 11 (design) pixels where that room was short, the
estimate given up or the tip cut by a line where it still did not fit (an English double's
pair, a German sealed bid at 1920×1080). The column is as tall as the stand and more: every
tip shows whole at its full size there, and the stand keeps its words as it has them with
no tip. The log's lines make way above it (`GameLog.keep_foot`): the newest stay in view.
It stood level with the stand's head: at 1920×1080 the log's lines ended there, a third of
the way down the column, the first lines of a newcomer's first game scrolled away over the
empty room under the tip; at the column's foot the log keeps all the room above it."""
from __future__ import annotations

import pygame

from . import tips as tip_room
from .log_panel import body_rect

#: The gap between the log's lines and the tip's panel under them (design pixels).
LINES_GAP = 6
#: The notch's depth toward the stand and its half height (design pixels).
NOTCH, NOTCH_HALF = 10, 9


def tip_beside(ctx, tip: str, layout) -> tip_room.TipPanel:
    """The panel of `tip` in the log's column of `layout`, at the foot of the log's body (just
    above the column's keys), so that the log's lines keep all the room above it; its text at
    its full size (`tips.TEXT_SIZE`)."""
    col = layout.log
    body = body_rect(ctx, col, 0)
    room = pygame.Rect(col.x, body.y, col.w, body.bottom - body.y)
    panel = tip_room.arrange_tip(ctx, tip, room, room.y, room.bottom)
    top = max(room.y, room.bottom - panel.box.h)
    panel.box.y, panel.button.y = top, panel.button.y + top - panel.box.y
    return panel


def notch(ctx, panel: tip_room.TipPanel, stand: pygame.Rect) -> list[tuple[int, int]]:
    """The notch on the panel's left edge pointing at the stand's head (`stand`, the stand's
    information and decision area): a triangle in the gap between the two, level with the
    tip's title row."""
    px, box = ctx.px, panel.box
    mid = min(max(stand.y + px(tip_room.HEAD) // 2, box.y + px(NOTCH_HALF + 4)),
              box.bottom - px(NOTCH_HALF + 4))
    tip_x = box.x - px(NOTCH)
    return [(box.x + 1, mid - px(NOTCH_HALF)), (tip_x, mid), (box.x + 1, mid + px(NOTCH_HALF))]


def draw_notch(surface: pygame.Surface, ctx, panel: tip_room.TipPanel,
               stand: pygame.Rect) -> None:
    """The notch (`notch`), in the panel's colours."""
    points = notch(ctx, panel, stand)
    pygame.draw.polygon(surface, (22, 54, 40), points)
    pygame.draw.lines(surface, tip_room.TIP_BORDER, False, points, max(1, ctx.px(1)))
