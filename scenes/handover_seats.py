"""The hand-over's row of seats: who sits where and who is next, each name over its seat's
public count. A name is set as a seat's panel at the table sets it (`name_fit.name_lines`):
on one line, shrunk as far as the least a player reads; else on two, whole; else on two with
its middle cut. Five seats of 24 letters were cut at their end ("Maximiliane W…",
"歐陽明月司馬…"), the one whose turn it is not told apart from a neighbour of the same start.
"""
from __future__ import annotations

import pygame

from game.i18n import join_text, n_

from . import ui
from .name_fit import middle_cut, name_lines

#: A name's design size on one line, and the sizes it takes on two, the largest first.
NAME_SIZE, TWO_LINE_SIZES = 14, (13, 12)
#: Design pixels from the row's top to a name of one line, and to the first of two.
ONE_TOP, TWO_TOP = 40, 32


#: The design size of the line of the table's facts over the row (the round, the lot, the high
#: bid), at its largest.
FACTS_SIZE = 15


def facts_line(ctx, parts, width: int, name: str = "") -> tuple[str, float]:
    """The line of the table's facts over the row (`parts` joined with " · ") as it fits
    `width` pixels, and its design size: shrunk to the least a player reads, then with the
    middle of `name` (the high bidder's) cut, its start and its end kept, else cut at its
    end. A Chinese line with a high bidder of 24 characters ran past the hand-over's card."""
    said = str(ctx.text.shown(join_text(" · ", parts)))
    size = ui.shrunk(ctx, said, FACTS_SIZE, width, "bold", ui.READ_LEAST)
    if ctx.text.size(said, ctx.px(size), "bold")[0] <= width:
        return said, size
    if name and name in said:
        rest = ctx.text.size(said.replace(name, ""), ctx.px(size), "bold")[0]
        if rest < width:
            said = said.replace(name, middle_cut(ctx, name, size, width - rest, "bold"))
    return ui.clipped(ctx, said, size, width, "bold"), size


def seat_columns(area: pygame.Rect, players: int) -> list[pygame.Rect]:
    """Each seat's column of the row, left to right, side by side across `area`."""
    col = area.w // max(1, players)
    return [pygame.Rect(area.x + seat * col, area.y, col, area.h) for seat in range(players)]


def seat_name_lines(ctx, view, area: pygame.Rect) -> list[tuple[list[str], float]]:
    """Each seat's name as the row draws it in its column (`name_lines`), and its size."""
    return [name_lines(ctx, view.config.seats[seat].name, col.w - ctx.px(12), NAME_SIZE,
                       TWO_LINE_SIZES, "black")
            for seat, col in enumerate(seat_columns(area, view.players))]


def draw_seat_row(surface: pygame.Surface, ctx, view, area: pygame.Rect,
                  next_seat: int | None) -> int:
    """Every seat's name and public facts (its cards, its money where money is open) in its
    column of `area`, the next person's name in claret; every seat's facts on one line across
    the row, under the lowest name. Returns the y under the row."""
    px = ctx.px
    names = seat_name_lines(ctx, view, area)
    two = any(len(lines) > 1 for lines, _size in names)
    top = area.y + px(TWO_TOP if two else ONE_TOP)
    bottoms = [top]
    for seat, (col, (lines, size)) in enumerate(zip(seat_columns(area, view.players), names)):
        colour = ui.CLARET if seat == next_seat else ui.INK
        y = top
        for line in lines:      # each under the one above as drawn (a Chinese line is taller)
            y = ui.text(surface, ctx, line, size, (col.centerx, y), colour, "black",
                        "midtop").bottom
        bottoms.append(y)
    # The facts under the lowest name: measured as drawn (a Chinese line stands taller than a
    # Latin one of its size), never less far down than under one line of a name.
    facts_y = max(area.y + px(60), max(bottoms))
    bottom = facts_y
    for seat, col in enumerate(seat_columns(area, view.players)):
        # (the card game's count less a card chosen in secret: `View.held`)
        facts = [n_("{n} card", "{n} cards", view.held(seat))]
        if getattr(view, "cash", (None,) * view.players)[seat] is not None:
            facts.append(view.cash[seat])
        drawn = ui.text(surface, ctx, join_text(" · ", facts), 12, (col.centerx, facts_y),
                        ui.INK_SOFT, "regular", "midtop")
        bottom = max(bottom, drawn.bottom)
    return bottom
