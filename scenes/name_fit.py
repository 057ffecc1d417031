"""A player's name fitted to the room a screen gives it: shrunk, on two lines whole, or with its
middle cut ("Maximi…Christiane"), so that its start and its end both tell it from another. The
table's seat panels, the hand-over's row of seats, the round scoring and the game-over screen
set names alike; they are screens of their own, so the fitting lives here, beside them all.
"""
from __future__ import annotations

from . import ui

#: A name's design size on one line, and the sizes it takes on two, the largest first.
NAME_SIZE, TWO_LINE_SIZES = 16, (13, 12)


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
