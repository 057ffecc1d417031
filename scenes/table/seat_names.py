"""Another seat's name on its auction panel: on one line, shrunk as far as the least a player
reads, else on two lines, whole. Five panels at 1280x720 cut a 24-letter name in its middle
("Bartholome…tzwilliams") though the table is watched, and the hover that named it whole is
for the one at the mouse only.
"""
from __future__ import annotations

import pygame

from game.i18n import n_

from .. import ui
from ..session.levels import seat_tag
from .look import Look

#: A name's design size on one line, and the sizes it takes on two, the largest first.
NAME_SIZE, TWO_LINE_SIZES = 16, (13, 12)
#: The design pixels from a panel's top to its name's first line (a name on two lines starts
#: lower, clear of the auctioneer's tab on the panel's top edge, which covered its first line's
#: tops), to the hand's row's top under a name of one line, and to the money's row's top
#: (wherever the hand's row is).
NAME_TOP, TWO_LINE_TOP, HAND_ROW, MONEY_ROW = 8, 10, 34, 64


#: What a cut name loses beside its "…": a space, a hyphen, a comma, a Chinese name's middle
#: dot ("考克·愛…·王大明" read as two names cut apart).
_CUT_EDGES = " -,\u00b7\u30fb"


def middle_cut(ctx, name: str, size: float, width: int, weight: str = "regular") -> str:
    """`name` as it fits `width` pixels at design `size`: whole, or with "…" for its middle,
    its start and its end kept ("Maximi…Christiane", "Maximi…Carolina": cut at the end both
    read "Maximiliane-C…")."""
    size_px = ctx.px(size)
    if ctx.text.size(name, size_px, weight)[0] <= width:
        return name

    def cut(n: int) -> str:
        head = name[:(n + 1) // 2].rstrip(_CUT_EDGES)
        tail = name[len(name) - n // 2:].lstrip(_CUT_EDGES)
        return f"{head}…{tail}" if n // 2 else f"{head}…"
    lo, hi = 1, len(name) - 1       # the most characters kept that fit with their "…"
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if ctx.text.size(cut(mid), size_px, weight)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return cut(lo)


def fitted_name(ctx, name: str, size: float, room: int, weight: str = "bold",
                least: float = ui.READ_LEAST, frame="{name}") -> tuple[str, float]:
    """`frame` ("{name}", or "{name} (you)" in the player's language) with `name` on one line
    of `room` pixels, and its design size: shrunk from `size` down to `least`, then with the
    name's middle cut (`middle_cut`), what stands around it whole. A name of 24 Chinese
    characters ran under the figures beside it (the card game's round scoring: "…東方白雪（你）"
    under "總計8"), or lost its end, the part that told two names apart."""
    frame = str(ctx.text.shown(frame))
    whole = frame.format(name=name)
    size = ui.shrunk(ctx, whole, size, room, weight, least)
    if ctx.text.size(whole, ctx.px(size), weight)[0] <= room:
        return whole, size
    rest = ctx.text.size(frame.format(name=""), ctx.px(size), weight)[0]
    return frame.format(name=middle_cut(ctx, name, size, max(1, room - rest), weight)), size


def two_lines(ctx, name: str, size: float, width: int,
              weight: str = "bold") -> list[str] | None:
    """`name` on two lines that each fit `width` pixels at design `size`, as even as may be:
    broken at a space (which goes) or after a hyphen or a Chinese name's middle dot where that
    fits, else between any two letters (a name of one long word, a Chinese name); None where
    no break fits."""
    size_px = ctx.px(size)

    def widest(pair) -> int:
        return max(ctx.text.size(line, size_px, weight)[0] for line in pair)
    at_words = [(name[:i].rstrip(), name[i:].lstrip()) for i in range(1, len(name))
                if name[i - 1] in " -\u00b7\u30fb" and name[i] != " "]
    anywhere = [(name[:i], name[i:]) for i in range(1, len(name))
                if name[i - 1] != " " and name[i] != " "]
    for pairs in (at_words, anywhere):
        fitting = [pair for pair in pairs if all(pair) and widest(pair) <= width]
        if fitting:
            return list(min(fitting, key=widest))
    return None


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


def name_lines(ctx, name: str, room: int, size: float = NAME_SIZE,
               two_sizes: tuple = TWO_LINE_SIZES, weight: str = "bold") -> tuple[list[str], float]:
    """A seat's name as its panel draws it in `room` pixels, and its design size: one line,
    shrunk from `size` (`NAME_SIZE`) to the least a player reads; else two lines, whole
    (`two_lines`) at the first of `two_sizes` that holds it; else, a name too wide even for
    two (some thirty wide letters: a Chinese name of more than twenty), two lines with its
    middle cut from the second. The hand-over's row of seats sets its names the same way."""
    one = ui.shrunk(ctx, name, size, room, weight, ui.READ_LEAST)
    if ctx.text.size(name, ctx.px(one), weight)[0] <= room:
        return [name], one
    for size in two_sizes:
        lines = two_lines(ctx, name, size, room, weight)
        if lines is not None:
            return lines, size
    size = two_sizes[-1]
    head = ui.clipped(ctx, name, size, room, weight).rstrip("…")
    return [head, middle_cut(ctx, name[len(head):].lstrip(), size, room, weight)], size


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
