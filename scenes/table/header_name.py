"""A seat's name in its row's header on the card table. A name stands whole wherever the header
lets it: on one line, else on two lines broken at a space where the row is tall enough for the
header's other lines to move down one line, else a little smaller; only a name that none of
these lets stand whole is cut with "…" (never "(you)" after it). The headers share one width
(`header_width`), wide enough for the longest name within bounds, so that every artist's cards
stand in one column down the table. ("Bartholomäus Wi… (you)" was cut on a 3-player table's
own row though a second line had room for the rest.)"""
from __future__ import annotations

import unicodedata

from game.i18n import _

from ..name_fit import middle_cut
from ..session.levels import is_you, seat_tag

#: A seat header's width in design pixels (the display's cards start after it): at least
#: this, more for a long name, at most the widest (the rest of a name is cut with "…"; the
#: header's hover names the seat whole).
HEADER_W, HEADER_MAX_W = 112, 168
NAME_SIZE, TAG_SIZE = 14, 10
#: The smallest design size a name is drawn at before it is cut.
NAME_LEAST = 12
#: How far a name's second line stands below its first, and how much the header's other
#: lines move down for it (design pixels).
NAME_LINE = 17
#: The least row height (design pixels) for a name of two lines: the header's lines under it
#: ("13 in hand", the points, "first player") moved down one line still clear "has chosen"
#: at the row's foot (five rows at 1280x720 are 97 high: one line there).
TWO_LINE_ROW = 110
#: The header's padding around its name (design pixels).
_PAD = 18


def _frame(ctx, v, seat: int) -> str:
    """How a seat's header shows its name, in the player's language: "{name} (you)" for
    one's own, else "{name}". (Translated before it is broken into lines: a line cut from
    the English showed "(you)" on a German table.)"""
    # i18n: {name} is the name of the player at this screen
    return ctx.text.shown(_("{name} (you)")) if is_you(v, seat) else "{name}"


def name_line(ctx, v, seat: int) -> tuple[str, str]:
    """A seat's name as its header shows it ("… (you)" for one's own) and its level tag
    (whom one plays against, as on the auction table's seats: its level, or "human")."""
    text = _frame(ctx, v, seat).format(name=v.config.seats[seat].name)
    return text, "" if is_you(v, seat) else seat_tag(ctx, v, seat)


def two_lines_fit(ctx, row_h: int) -> bool:
    """Whether a row `row_h` pixels high has the height for a name of two lines."""
    return row_h >= ctx.px(TWO_LINE_ROW)


def three_lines_fit(ctx, row_h: int) -> bool:
    """Whether a row `row_h` pixels high has the height for a name of three lines (a Chinese
    name of more than twenty characters, at two and three players)."""
    return row_h >= ctx.px(TWO_LINE_ROW + NAME_LINE)


def _thirds(ctx, text: str, name: str, tag_w: int, header_w: int) -> tuple[str, ...] | None:
    """`text` on three lines at `NAME_LEAST` that fit `header_w`, broken between the letters
    of `name` (a name of wide letters, no spaces) as evenly as may be; None if none fit."""
    start = text.find(name)
    if start < 0 or " " in name or not any(unicodedata.east_asian_width(ch) == "W"
                                           for ch in name):
        return None
    best, n = None, len(name)
    # (near the thirds only: the rows are drawn every frame)
    for i in range(start + max(1, n // 3 - 3), start + min(n - 1, n // 3 + 4)):
        for j in range(max(i + 1, start + 2 * n // 3 - 3), start + min(n, 2 * n // 3 + 4)):
            lines = (text[:i], text[i:j], text[j:])
            need = _needed(ctx, lines, NAME_LEAST, tag_w)
            if need <= header_w and (best is None or need < best[0]):
                best = (need, lines)
    return best[1] if best else None


def _width(ctx, text: str, size: float) -> int:
    return ctx.text.size(text, ctx.px(size), "black")[0]


def _splits(text: str, name: str = "") -> list[tuple[str, str]]:
    """`text` broken into two lines at each of its spaces; a name written without spaces
    in wide letters (a Chinese name) also between any two of its own letters (`name`, as it
    stands in `text`): a Chinese name of 24 characters had nowhere to break and was cut."""
    found = [(text[:i].rstrip(), text[i + 1:].lstrip()) for i, ch in enumerate(text)
             if ch == " " and text[:i].strip() and text[i + 1:].strip()]
    start = text.find(name) if name and " " not in name else -1
    if start >= 0 and any(unicodedata.east_asian_width(ch) == "W" for ch in name):
        found += [(text[:i], text[i:]) for i in range(start + 1, start + len(name))]
    return found


def _needed(ctx, lines: tuple[str, ...], size: float, tag_w: int) -> int:
    """The header width `lines` at design `size` need, the tag after the last one."""
    widths = [_width(ctx, line, size) for line in lines]
    widths[-1] += tag_w
    return max(widths) + ctx.px(_PAD)


def _best_split(ctx, text: str, size: float, tag_w: int,
                name: str = "") -> tuple[tuple[str, ...], int] | None:
    """The two lines of `text` (holding `name`) that need the narrowest header, and that
    width (None: nowhere to break it)."""
    found = [(_needed(ctx, pair, size, tag_w), pair) for pair in _splits(text, name)]
    if not found:
        return None
    width, pair = min(found, key=lambda f: f[0])
    return pair, width


def _tag_width(ctx, tag: str) -> int:
    return ctx.text.size(tag, ctx.px(TAG_SIZE), "bold")[0] + ctx.px(6) if tag else 0


def fitted_name(ctx, v, seat: int, header_w: int, two: bool,
                three: bool = False) -> tuple[tuple[str, ...], float]:
    """The lines of a seat's name in a header `header_w` pixels wide (two of them only when
    `two`, `two_lines_fit`) and their design size: whole at the largest size from `NAME_SIZE`
    down to `NAME_LEAST` at which it fits on one line or, failing that, on two; a name of wide
    letters on three where the row has them (`three`, `three_lines_fit`); else cut in its
    middle at `NAME_LEAST`, "(you)" kept whole."""
    text, tag = name_line(ctx, v, seat)
    tag_w = _tag_width(ctx, tag)
    name = v.config.seats[seat].name
    for size in range(NAME_SIZE, NAME_LEAST - 1, -1):
        if _needed(ctx, (text,), size, tag_w) <= header_w:
            return (text,), size
        split = _best_split(ctx, text, size, tag_w, name) if two else None
        if split and split[1] <= header_w:
            return split[0], size
    thirds = _thirds(ctx, text, name, tag_w, header_w) if three else None
    if thirds:
        return thirds, NAME_LEAST
    return _cut(ctx, v, seat, header_w, two, tag_w), NAME_LEAST


def _cut(ctx, v, seat: int, header_w: int, two: bool, tag_w: int) -> tuple[str, ...]:
    """A name too long for its header, cut with "…" at `NAME_LEAST` (what stands after it,
    "(you)", stays whole): on one line, or on two where the row has them and its first word
    fits, the first line whole words."""
    frame, rest = _frame(ctx, v, seat), v.config.seats[seat].name
    room = header_w - ctx.px(_PAD)
    first = ""
    words = rest.split(" ")
    for n in range(len(words) - 1, 0, -1) if two else ():
        if _width(ctx, " ".join(words[:n]), NAME_LEAST) <= room:
            first, rest = " ".join(words[:n]), " ".join(words[n:])
            break
    keep = _width(ctx, frame.format(name=rest), NAME_LEAST) - _width(ctx, rest, NAME_LEAST)
    # Its middle cut, its start and its end kept: cut at its end, two long names of one start
    # (a Chinese family name and more) read alike.
    last = frame.format(name=middle_cut(ctx, rest, NAME_LEAST, room - keep - tag_w, "black"))
    return (first, last) if first else (last,)


def header_width(ctx, v, row_h: int = 0) -> int:
    """The headers' width at this table (rows `row_h` pixels high): wide enough for the
    longest name and its tag, on one line or, where the rows have the height (`two_lines_fit`)
    and one line would not fit, on two, within `HEADER_W` and `HEADER_MAX_W`."""
    px = ctx.px
    widest, two = px(HEADER_MAX_W), two_lines_fit(ctx, row_h)
    need = 0
    for seat in range(v.players):
        text, tag = name_line(ctx, v, seat)
        tag_w = _tag_width(ctx, tag)
        width = _needed(ctx, (text,), NAME_SIZE, tag_w)
        split = _best_split(ctx, text, NAME_SIZE, tag_w, v.config.seats[seat].name) \
            if two and width > widest else None
        need = max(need, split[1] if split else width)
    return max(px(HEADER_W), min(widest, need))
