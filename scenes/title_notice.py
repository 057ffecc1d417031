"""The title's notice: something the player must not miss at the start (settings that could
not be read and went back to their defaults, a window size that had to change), on a sheet of
paper with a claret edge in the left column, between the game's subtitle and the fan of
paintings, which moves down to make room for it. It was a line of 13-point print under Quit,
at the foot of the window, where a player did not see it."""
from __future__ import annotations

import pygame

from . import ui

#: The notice's print (design points): the size of the damaged-save screen's explanation.
SIZE = 15
#: The widest the notice's paper is (design pixels), and the room inside its edge.
WIDTH, PAD = 600, 18


def notice_rect(ctx, message, top: int, centre_x: int) -> pygame.Rect:
    """Where the notice goes: its top at `top`, centred on `centre_x` (the left column's
    middle), as tall as its words wrapped to the paper's width."""
    px = ctx.px
    w = min(px(WIDTH), 2 * centre_x - px(40))
    h = ui.wrapped_height(ctx, message, SIZE, w - 2 * px(PAD)) + 2 * px(PAD) - px(4)
    return pygame.Rect(centre_x - w // 2, top, w, h)


def fan_drop(ctx, notice: pygame.Rect | None, fan_top: int, fan_bottom: int) -> int:
    """How far the fan of paintings moves down so that its top clears the notice, and never
    so far that its lowest card leaves the window."""
    if notice is None:
        return 0
    px = ctx.px
    wanted = notice.bottom + px(16) - fan_top
    room = ctx.size[1] - px(8) - fan_bottom
    return max(0, min(wanted, room))


def draw_notice(surface: pygame.Surface, ctx, message, rect: pygame.Rect) -> None:
    """The notice's paper and its words, ink on paper, as the table's notices are."""
    px = ctx.px
    ui.blit_panel(surface, ctx, rect, fill=ui.PAPER, alpha=250, radius=px(10),
                  border=ui.CLARET_LIGHT, border_width=max(1, px(3)), shadow=px(6))
    ui.wrapped(surface, ctx, message, SIZE, rect.inflate(-2 * px(PAD), -2 * px(PAD)), ui.INK)
