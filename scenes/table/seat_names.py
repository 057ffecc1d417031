"""Another seat's name on its auction panel: on one line, shrunk as far as the least a player
reads, else on two lines, whole. Five panels at 1280x720 cut a 24-letter name in its middle
("Bartholome…tzwilliams") though the table is watched, and the hover that named it whole is
for the one at the mouse only.
"""
from __future__ import annotations

import pygame

from game.i18n import n_

from .. import ui
from ..name_fit import NAME_SIZE, name_lines
from ..session.levels import seat_tag
from .look import Look

#: The design pixels from a panel's top to its name's first line (a name on two lines starts
#: lower, clear of the auctioneer's tab on the panel's top edge, which covered its first line's
#: tops), to the hand's row's top under a name of one line, and to the money's row's top
#: (wherever the hand's row is).
NAME_TOP, TWO_LINE_TOP, HAND_ROW, MONEY_ROW = 8, 10, 34, 64


def seat_tag_width(ctx, look: Look, seat: int) -> int:
    """The pixels of a seat's small tag (you, human, the computer's level) on its panel."""
    return ctx.text.size(seat_tag(ctx, look.view, seat), ctx.px(11), "bold")[0]


def name_room(ctx, look: Look, seat: int, r: pygame.Rect) -> tuple[int, bool, str]:
    """The pixels another seat's name has on its panel `r`, whether its level tag goes down to
    the hand's row, and the words of that row: the tag beside the name while every seat's name
    fits beside its tag at its full size, else on every panel alike down on the hand's row,
    right of "8 in hand", the names having the panel's width (five panels at 1280x720 cut
    "Wolfga…madeus" beside "random", the hand's row half empty under it); on a panel too
    narrow for both (five seats in the row at one screen) right of the count alone by its
    card's back, rather than leave a name two lines beside the tag, too narrow to hold it."""
    px, v = ctx.px, look.view
    tag_w = seat_tag_width(ctx, look, seat)
    beside, whole = r.w - px(26) - tag_w, r.w - px(18)
    hand = hand_words(v, seat)

    def fits_beside(s: int) -> bool:
        room = r.w - px(26) - seat_tag_width(ctx, look, s)
        return ctx.text.size(v.config.seats[s].name, px(NAME_SIZE), "bold")[0] <= room
    if all(fits_beside(s) for s in range(v.players)):
        return beside, False, hand
    # Alike on every panel: room for the widest tag beside the widest count.
    widest = max(seat_tag_width(ctx, look, s) for s in range(v.players))
    hand_end = r.x + px(34) + ctx.text.size(hand, px(12))[0]
    if r.right - px(8) - widest >= hand_end + px(8):
        return whole, True, hand

    def fits_smaller(s: int) -> bool:     # beside its tag at the least a player reads
        room = r.w - px(26) - seat_tag_width(ctx, look, s)
        return ctx.text.size(v.config.seats[s].name, px(ui.READ_LEAST), "bold")[0] <= room
    count = str(v.hand_sizes[seat])
    if not all(fits_smaller(s) for s in range(v.players)) \
            and r.right - px(8) - widest >= r.x + px(34 + 8) + ctx.text.size(count, px(12))[0]:
        return whole, True, count
    return beside, False, hand


def line_step(ctx, size: float) -> int:
    """The pixels from one line of a name on two to the next at design `size`."""
    return ctx.px(size + 2)


def hand_words(view, seat: int) -> str:
    """The count on a seat's hand's row ("8 in hand")."""
    return n_("{n} in hand", "{n} in hand", view.hand_sizes[seat])


def hand_row(ctx, look: Look, r: pygame.Rect) -> int:
    """The top of the hand's row on the panels `r` stands among: under a name of one line at
    `HAND_ROW`; on every panel alike a little lower where some seat's name takes two (the
    money's row under it stays where it was, the strip for what the seat says above the
    paintings keeps its room)."""
    v, px = look.view, ctx.px
    sizes = [name_lines(ctx, v.config.seats[s].name, name_room(ctx, look, s, r)[0])
             for s in range(v.players)]
    two = [size for lines, size in sizes if len(lines) > 1]
    if not two:
        return r.y + px(HAND_ROW)
    return r.y + max(px(HAND_ROW), px(TWO_LINE_TOP + 1) + 2 * line_step(ctx, max(two)))


def draw_name(surf: pygame.Surface, ctx, name: str, room: int, r: pygame.Rect) -> list:
    """Another seat's name on its panel `r` (`name_lines`); the rects of its lines."""
    px = ctx.px
    lines, size = name_lines(ctx, name, room)
    if len(lines) == 1:         # centred on the row of a name at its full size
        return [ui.text(surf, ctx, lines[0], size,
                        (r.x + px(10), r.y + px(NAME_TOP) + px(NAME_SIZE - size) // 2),
                        ui.PAPER, "bold")]
    return [ui.text(surf, ctx, line, size,
                    (r.x + px(10), r.y + px(TWO_LINE_TOP) + i * line_step(ctx, size)),
                    ui.PAPER, "bold") for i, line in enumerate(lines)]
