"""A first-time tip's title row and its "Got it" button. The row says the tip is a first-time
one in every language: "First time: {title}" on one line where it fits left of "Got it", else
on two lines broken where the title starts or ends. (The title alone stood in for it where the
heading was too long: German "Dazulegen bei der Wertung" and Italian "Seconda carta coperta"
and "… scoperta" showed with nothing saying they were first-time tips.)"""
from __future__ import annotations

import re

from game.i18n import _

from .. import ui
from .keys import KeyLetter, table_keys

#: The tip's title row, above its lines (design pixels).
HEAD = 28
#: How much a title row of two lines adds to it (design pixels).
HEAD_LINE = 18
#: The design size of a tip's title row: one size for every tip (`heading_lines`).
HEADING_SIZE = 14
#: The design size of a card effect's icon before its tip's title, and its gap after it.
ICON, ICON_GAP = 18, 6
#: The smallest design size a title row shrinks to (only where a line of two does not fit).
HEADING_LEAST = 10

#: How a tip's title row reads, "{title}" standing for its title.
FIRST_TIME = _("First time: {title}")


def heading_lines(ctx, title: str, room: int) -> tuple[tuple[str, ...], float]:
    """The title row of a tip titled `title` (as shown) within `room` pixels, and its design
    size: `FIRST_TIME` on one line at `HEADING_SIZE`, or on two where that does not fit, the
    words before the title on a line of their own ("Zum ersten Mal:" over the title), or
    those after it ("la prima volta" under "Seconda carta scoperta:"), smaller only where a
    line of the two does not fit even so."""
    template = ctx.text.shown(FIRST_TIME)
    one = template.format(title=title)
    if ctx.text.size(one, ctx.px(HEADING_SIZE), "black")[0] <= room:
        return (one,), HEADING_SIZE
    before, _t, after = template.partition("{title}")
    if before.strip():
        lines = (before.rstrip(), title + after.rstrip())
    else:       # the title first: its closing mark stays with it ("…:" / "la prima volta")
        mark, rest = re.match(r"(\S*)\s*(.*)", after, re.S).groups()
        lines = (title + mark, rest.strip())
    lines = tuple(line for line in lines if line)
    size = min(ui.shrunk(ctx, line, HEADING_SIZE, room, "black", HEADING_LEAST)
               for line in lines)
    return lines, size


def head_height(ctx, lines) -> int:
    """The height of a title row of `lines` (pixels)."""
    return ctx.px(HEAD + HEAD_LINE * (len(lines) - 1))


#: The "Got it" button's words.
GOT_IT = _("Got it")


def got_it_width(ctx) -> int:
    """The "Got it" button's width: its words and a margin, within 52 and 74 design pixels,
    so that it leaves the title row the room its words do not need ("First time: Second card
    face down" beside the effect's icon was set smaller than every other tip's title)."""
    px = ctx.px
    words = ctx.text.size(ctx.text.shown(GOT_IT), px(13), "bold")[0]
    return min(px(74), max(px(52), words + px(20)))


class GotIt(ui.Button):
    """The tip's "Got it" button, its key the language's (T in English), looked up as it is
    read: a language chosen mid-game in the settings answers at once."""

    def __init__(self, ctx, *args, **kwargs) -> None:
        self._ctx = ctx
        super().__init__(*args, **kwargs)

    @property
    def hotkey(self) -> int:
        return table_keys(self._ctx.text.shown if self._ctx is not None else str)["tip"][0]

    @hotkey.setter
    def hotkey(self, value) -> None:
        """The key is the language's; `Button` sets none."""


def got_it_button(dismiss, ctx=None) -> ui.Button:
    """The tip's "Got it" button (T in English; its key in `ctx`'s language), which calls
    `dismiss`."""
    return GotIt(ctx, GOT_IT, dismiss, style="quiet", size=13,
                 # i18n: {key} is the key of "Got it" ("key of Got it")
                 tooltip=_("Close this tip ({key}). In the settings, First-time tips switches "
                           "them off, and Tips already seen shows them all again (for someone "
                           "new)").format(key=KeyLetter("tip")))
