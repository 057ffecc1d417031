"""The auction log: what happened, newest at the bottom, scrolled with the mouse wheel."""
from __future__ import annotations

import pygame

from game.i18n import _, n_
from game.log import AGAIN, GROWS

from .. import ui
from .keys import KeyLetter


#: The auction table's heading for its log, and the card table's.
LOG_TITLE = _("AUCTION LOG")
CARD_LOG_TITLE = _("LOG")


class GameLog:
    """The log's lines as (style, text): style "round" (a heading), "sale", "score" or "play"
    (as scenes/session/words.py tells the events)."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, str]] = []
        #: Lines scrolled back from the newest.
        self.scroll = 0
        #: Counts every change, so the drawn layer knows when to redraw.
        self.version = 0
        #: Whether the last line may grow: a line of kind AGAIN replaces it.
        self.growing = False
        #: How far below the panel's top the lines start at the least (0: where they always
        #: do): a notice shown over the top of the log takes that room, and the lines, fewer,
        #: go under it rather than behind it.
        self.room = 0
        #: Where the lines end at the most (None: at the keys' line, as always): a first-time
        #: tip beside the stand stands in the log's column under them (`keep_foot`).
        self.foot: int | None = None
        #: Rows told while the log was scrolled back, not seen yet ("↓ 3 new lines").
        self.unread = 0
        #: (the width the lines were wrapped to, how many rows they made) at the last fit:
        #: rows told while scrolled back push the scroll on, so what the player reads stays.
        self._counted: tuple[int, int] | None = None
        #: Which way it was scrolled last (1 back, -1 forward): a line wrapped over rows is
        #: shown from its start, reached that way (`fit_scroll`).
        self.toward = 1
        #: The log as it stood before the player's last move (`mark`): (moves then, lines
        #: then, the last line then, whether it could grow).
        self._before: tuple | None = None

    def __iter__(self):
        return iter(self.lines)

    def add(self, line: tuple[str, str]) -> None:
        """One more line at the bottom. A line of kind GROWS (a lot's bids) may grow: a line
        of kind AGAIN (it, grown) replaces it; after any other line AGAIN adds a plain line.
        A round's heading brings the deal's line under it (game/log.py `Heading.then`)."""
        style, text = line[0], line[1]
        then = getattr(line, "then", None)
        if style == AGAIN and self.growing:
            self.lines[-1] = (self.lines[-1][0], text)
            if self.scroll:         # grown within its rows: still news for a log scrolled back
                self.unread = max(self.unread, 1)
        else:
            self.lines.append(("play" if style in (GROWS, AGAIN) else style, text))
        self.growing = style in (GROWS, AGAIN)
        if then is not None:
            self.lines.append(("play", then))
            self.growing = False
        self.version += 1

    def note(self, text: str) -> None:
        """A line from the table rather than the game ("The game continues where it was
        saved."), told as the newest line, in the order things happened: a lot's running line
        above it grows no more (put above the running line, the note left the lot's bids under
        it, read as bid again). The caller cuts the lot's telling (`Retold.cut`), so its next
        bids start a line of their own under the note, not the whole line again."""
        self.lines.append(("play", text))
        self.growing = False
        self.version += 1

    def mark(self, moves: int) -> None:
        """The player makes a move after `moves` moves: the log as it stands now is the one a
        take-back of that move returns to (`back_to`)."""
        self._before = (moves, len(self.lines), self.lines[-1] if self.lines else None,
                        self.growing)

    def back_to(self, moves: int) -> None:
        """The game went back to `moves` moves (a take-back): the lines told since the move
        marked then go, and a lot's line it grew reads as before, as a game loaded there
        tells it (the undone sale stood in the log above "You took your last move back")."""
        if self._before is None or self._before[0] != moves:
            return
        _moves, count, last, self.growing = self._before
        del self.lines[count:]
        if last is not None:
            self.lines[-1] = last
        self._before = None
        self.unread = min(self.unread, len(self.lines))
        self.version += 1

    def make_room(self, room: int) -> None:
        """Start the lines at least `room` pixels below the panel's top (0: give the room
        back); a change counts as one, so the table's drawn layer is drawn again."""
        if room != self.room:
            self.room = room
            self.version += 1

    def keep_foot(self, foot: int | None) -> None:
        """End the lines above `foot` (a y; None: give the room back): the newest line stays
        in view above a first-time tip's panel; a change counts as one, as `make_room`'s."""
        if foot != self.foot:
            self.foot = foot
            self.version += 1

    def wheel(self, notches: int) -> None:
        """Scroll back (up) or forward (down); the painter keeps it within the lines."""
        self.scroll = max(0, self.scroll + notches * 2)
        self.toward = 1 if notches > 0 else -1
        if not self.scroll:
            self.unread = 0

    def to_newest(self) -> None:
        """Back to the newest line, which the log then follows again (the "↓ new lines"
        button, End)."""
        if self.scroll or self.unread:
            self.scroll = self.unread = 0
            self.version += 1


def rebuild(log: GameLog, events, config, you: int | None, describe) -> None:
    """Fill `log` with the lines of `events` (a loaded game's whole record, replayed), as they
    were told when played; `you` is the seat told as "you", if any."""
    for e in events:
        line = describe(e, config, you)
        if line is not None:
            log.add(line)


#: The design size of the log's lines.
LINE_SIZE = 13


def line_height(ctx) -> int:
    """How far apart the log's lines are, top to top."""
    return int(ctx.px(LINE_SIZE) * 1.3)


def body_rect(ctx, r: pygame.Rect, room: int = 0, end: int | None = None) -> pygame.Rect:
    """Where the lines go inside the log panel `r`, starting at least `room` pixels below its
    top (the room a notice over the log takes) and ending a little above the keys' line at
    its foot, as tall as that line is in the player's language (in Chinese the keys stood
    over the newest line's lower half), or above `end` (a y: a tip's panel under them)."""
    px = ctx.px
    foot = min(spot.y for _words, spot in _footer_parts(ctx, r))
    top = r.y + px(32)
    bottom = min(r.bottom - px(26), foot - px(5), r.bottom if end is None else end)
    body = pygame.Rect(r.x + px(12), top, r.w - px(24), max(0, bottom - top))
    top = min(max(body.y, r.y + room), body.bottom)
    return pygame.Rect(body.x, top, body.w, body.bottom - top)


def _body(ctx, log: GameLog, r: pygame.Rect, room: int | None) -> pygame.Rect:
    """`body_rect` for `log` in `r`: with the room the log keeps (`room` None: a notice's over
    its top, a tip's under its lines), or from `room` down to the keys' line."""
    if room is None:
        return body_rect(ctx, r, log.room, log.foot)
    return body_rect(ctx, r, room)


def wrapped_lines(ctx, log: GameLog, width: int) -> list[tuple[str, str]]:
    """The log's lines wrapped to `width` (round headings stay whole)."""
    return [(style, part) for style, part, _head in _wrapped(ctx, log, width)]


def _wrapped(ctx, log: GameLog, width: int) -> list[tuple[str, str, bool]]:
    """The log's rows at `width`: (style, words, whether the row starts its line)."""
    size = ctx.px(LINE_SIZE)
    rows: list[tuple[str, str, bool]] = []
    for style, line in log.lines:
        if style == "round":
            rows.append(("round", line, True))
        else:
            for i, part in enumerate(ctx.text.wrap(line, size, width - ctx.px(8))):
                rows.append((style, part, i == 0))
    return rows


def _weight(style: str) -> str:
    return {"round": "black", "sale": "bold", "score": "bold"}.get(style, "regular")


def _drawn(ctx, style: str, text) -> str:
    """A line's words as drawn (a round's heading with room either side of it)."""
    text = ctx.text.shown(text)
    return f"  {text}  " if style == "round" else text


def _tallest(ctx, lines: list[tuple[str, str]]) -> int:
    """The height the tallest of `lines` takes drawn, at least a line's height (Chinese words
    are drawn taller than the lines are apart)."""
    size = ctx.px(LINE_SIZE)
    heights = {ctx.text.size(_drawn(ctx, s, t), size, _weight(s))[1] for s, t in lines}
    return max([line_height(ctx), *heights])


def _newer_height(ctx) -> int:
    """The height of the "↓ new lines" button: a line's, or its words' and a little."""
    words = ctx.text.shown(NEWER)
    return max(line_height(ctx), ctx.text.size(words, ctx.px(11), "bold")[1] + ctx.px(2))


def _rows(ctx, body: pygame.Rect, lines: list[tuple[str, str]], scrolled: bool) -> int:
    """How many lines the log shows in `body`: the last one drawn whole above the body's
    foot and, `scrolled` back, above the "↓ new lines" button there."""
    bottom = body.bottom - (_newer_height(ctx) + ctx.px(3) if scrolled else 0)
    room = bottom - body.y - _tallest(ctx, lines)
    return room // line_height(ctx) + 1 if room >= 0 else 0


def fit_scroll(ctx, log: GameLog, r: pygame.Rect, room: int | None = None) -> int:
    """The scroll within what the lines allow in panel `r` (`room`: as `draw_log`'s). Scrolled
    back, the button at the log's foot says that newer lines follow, so fewer lines show."""
    body = _body(ctx, log, r, room)
    rows = _wrapped(ctx, log, body.w)
    lines = [(style, part) for style, part, _head in rows]
    visible = _rows(ctx, body, lines, False)
    counted, log._counted = log._counted, (body.w, len(lines))
    if log.scroll and counted is not None and counted[0] == body.w and len(lines) > counted[1]:
        log.scroll += len(lines) - counted[1]   # new rows below: the rows read stay in place
        log.unread += len(lines) - counted[1]
    scroll = 0
    if len(lines) > visible:
        shown = _rows(ctx, body, lines, True)
        top = max(0, len(lines) - shown)
        scroll = min(log.scroll, top)
        # Never a line from its second row at the top: on, the way it was scrolled, to a row
        # that starts its line (its start back, or the next line's start forward).
        while 0 < scroll < top and not rows[_first_shown(lines, len(lines) - scroll - shown,
                                                         shown)][2]:
            scroll += 1 if log.toward > 0 else -1
    if not scroll:
        log.unread = 0
    return scroll


def _first_shown(lines: list[tuple[str, str]], start: int, rows: int) -> int:
    """The first of `lines` shown under the log's top when `start` is at its top: the next
    one when a round's heading is pinned there (`_pinned`)."""
    return start + 1 if rows > 1 and _pinned(lines, start) is not None else start


def _pinned(lines: list[tuple[str, str]], start: int) -> int | None:
    """Where the round heading to pin at the log's top is among `lines` when the first shown
    is `start`: the heading of that line's round, scrolled off above it (None: the line is a
    heading itself, or the next is, or no round began above it)."""
    if start <= 0 or lines[start][0] == "round" \
            or (start + 1 < len(lines) and lines[start + 1][0] == "round"):
        return None
    return next((i for i in range(start - 1, -1, -1) if lines[i][0] == "round"), None)


def shown_lines(ctx, log: GameLog, r: pygame.Rect, room: int | None = None):
    """What the log in panel `r` shows now (`room`: as `draw_log`'s): the round heading pinned
    at its top while the lines' own has scrolled off above them (None if none is), and the
    lines shown, each (style, words, the rectangle its words are drawn in)."""
    body = _body(ctx, log, r, room)
    lh = line_height(ctx)
    heads = _wrapped(ctx, log, body.w)
    lines = [(style, part) for style, part, _head in heads]
    rows = _rows(ctx, body, lines, bool(log.scroll))
    end = len(lines) - log.scroll
    start = max(0, end - rows)
    at = _pinned(lines, start) if rows > 1 else None
    pinned = None
    if at is not None:
        start += 1                  # the heading takes the top row
        pinned = (lines[at][1], _place(ctx, "round", lines[at][1], body, body.y))
    y = body.y + (lh if pinned else 0)
    # The rest of a line whose start is above the top (at the newest lines, which keep the
    # foot) is left out: a row read from the middle of a sentence (`fit_scroll`). The next
    # line takes the top (under the pinned heading): left in place, its rows left a blank band
    # under the heading, and the room they leave goes to the foot. A line taller than the
    # log has no start in view: its last rows stay (a long lot's newest bids), where leaving
    # it out left the log blank under its heading.
    first = start
    while first < end and not heads[first][2]:
        first += 1
    if first < end:
        start = first
    if pinned is not None and start < end and lines[start][0] == "round":
        # The pinned round's last line was left out whole: no heading over none of its
        # lines ("Round 2" stood right on "Round 3"); the next round's own heading leads.
        pinned, y = None, body.y
    out = []
    for style, words in lines[start:end]:
        out.append((style, words, _place(ctx, style, words, body, y)))
        y += lh
    return pinned, out


def _place(ctx, style: str, words, body: pygame.Rect, y: int) -> pygame.Rect:
    """Where a line's words are drawn in the row at `y`: from the left, a heading centred. A
    face drawn taller than the rows are apart (Chinese) keeps its extra height above its words:
    it rises above its row, and its words stay in it (centred, a heading's box covered the foot
    of the line above)."""
    w, h = ctx.text.size(_drawn(ctx, style, words), ctx.px(LINE_SIZE), _weight(style))
    lh = line_height(ctx)
    top = y + lh - h if h > lh else y
    if style == "round":
        top = top if h > lh else y + lh // 2 - h // 2
        return pygame.Rect(body.centerx - w // 2, top, w, h)
    return pygame.Rect(body.x, top, w, h)


def newer_words(log: GameLog) -> str:
    """The button at the foot of a log scrolled back: how many lines came since, if any."""
    if log.unread:
        # i18n: a button at the foot of the log scrolled back: lines told since; End goes there
        return n_("↓ {n} new line (End)", "↓ {n} new lines (End)", log.unread)
    return NEWER


def newer_spot(ctx, log: GameLog, r: pygame.Rect, room: int | None = None) -> pygame.Rect | None:
    """Where the log in panel `r` shows its "↓ new lines" button (a click goes to the newest
    line), while it is scrolled back: at the foot of its lines, right-aligned, under the last
    line shown, above the keys' line and clear of the banner of an unsaved game; else
    None."""
    if not log.scroll:
        return None
    px = ctx.px
    body = _body(ctx, log, r, room)
    words = ctx.text.shown(newer_words(log))
    w = min(body.w, ctx.text.size(words, px(11), "bold")[0] + px(16))
    h = _newer_height(ctx)
    return pygame.Rect(body.right - w, body.bottom - h, w, h)


def draw_log(surf: pygame.Surface, ctx, log: GameLog, r: pygame.Rect,
             title: str | None = None, room: int | None = None, menu: bool = True) -> None:
    """The log panel in `r` (headed `title`, by default "AUCTION LOG", beside the table's Menu
    button unless `menu` is False), scrolled `log.scroll` lines back (kept in range by
    fit_scroll), its lines starting `room` pixels below the panel's top at the least (by
    default the room the log keeps for a notice). Scrolled back so far that the round's
    heading is gone above its lines, that heading stays at the top; and a button at its foot
    says that newer lines follow, where neither the keys' line under the lines nor the banner
    of an unsaved game covers it."""
    px = ctx.px
    ui.blit_panel(surf, ctx, r, fill=ui.PAPER, alpha=240, radius=px(12), border=ui.BRASS_DARK,
                  border_width=px(2), shadow=px(5))
    right = menu_button_rect(ctx, r).x - px(8) if menu else r.right - px(14)
    words, size = _title(ctx, title, right - r.x - px(14))
    ui.text(surf, ctx, words, size, (r.x + px(14), r.y + px(10)), ui.INK_SOFT, "black")
    body = _body(ctx, log, r, room)
    pinned, lines = shown_lines(ctx, log, r, room)
    clip = surf.get_clip()
    surf.set_clip(body)
    if pinned is not None:
        _draw_line(surf, ctx, "round", pinned[0], pinned[1], body)
    for style, line, at in lines:
        _draw_line(surf, ctx, style, line, at, body)
    surf.set_clip(clip)
    spot = newer_spot(ctx, log, r, room)
    if spot is not None:        # in the footer buttons' style, lit while new lines wait
        ui.blit_panel(surf, ctx, spot, fill=ui.BRASS_LIGHT if log.unread else ui.PAPER,
                      radius=px(5), border=ui.PAPER_DARK, border_width=1)
        ui.text(surf, ctx, ui.clipped(ctx, ctx.text.shown(newer_words(log)), 11,
                                      spot.w - px(8), "bold"), 11, spot.center, ui.INK, "bold",
                "center")


def _title(ctx, title: str | None, room: int) -> tuple[str, float]:
    """The log's heading within `room` pixels, and its design size: `title`, or by default
    "AUCTION LOG", shrunk to 11 at the least; the default, still too wide, says "LOG" (German
    showed "VERSTEIGERUNGSPROTO…" at every size); anything else is cut with "…"."""
    if title is not None:
        return ui.fitted(ctx, ctx.text.shown(title), 13, room, "black")
    options = [(ctx.text.shown(LOG_TITLE), room, 11), (ctx.text.shown(CARD_LOG_TITLE), room, 10)]
    _i, words, size = ui.first_fitting(ctx, options, 13, "black")
    return ui.clipped(ctx, words, size, room, "black"), size


def _draw_line(surf, ctx, style: str, line, at: pygame.Rect, body: pygame.Rect) -> None:
    """One line of the log, its words in `at`: a round's heading across the body on a rule."""
    size = ctx.px(LINE_SIZE)
    if style == "round":
        row = at.clip(pygame.Rect(at.x, at.bottom - line_height(ctx), at.w, line_height(ctx)))
        pygame.draw.line(surf, ui.BRASS_DARK, (body.x, row.centery), (body.right, row.centery))
        pygame.draw.rect(surf, ui.PAPER, row)       # its row's alone: the line above stays
        surf.blit(ctx.text.render(_drawn(ctx, style, line), size, ui.CLARET, "black"), at)
        return
    colour = {"sale": ui.GREEN, "score": ui.CLARET}.get(style, ui.INK)
    surf.blit(ctx.text.render(line, size, colour, _weight(style)), at)


#: The log's last row while it is scrolled back and nothing new has come (a button).
# i18n: a button at the foot of the log scrolled back; End does the same
NEWER = _("↓ newest lines (End)")


#: The keys of the table under the log, left to right; the first two are also buttons.
# i18n: the keys under the log, shown as "Esc menu · F fast-forward · Space skip animation";
# {key} is the fast-forward key's letter in your language ("key of fast-forward")
FOOTER_KEYS = (_("Esc menu"), _("{key} fast-forward").format(key=KeyLetter("fast")),
               _("Space skip animation"))
_FOOTER_SIZE = 11


#: The room the footer's line keeps from the log's frame on either side (design pixels): at
#: 1280x720 "Space skip animation" touched the frame's right edge.
FOOTER_MARGIN = 12
#: The smallest design size the footer's words shrink to before a key is left out.
_FOOTER_LEAST = 10


def _footer_parts(ctx, r: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Each of the footer's words and where it goes (`_footer_line`)."""
    return _footer_line(ctx, r)[1]


def footer_keys(ctx, r: pygame.Rect) -> list[pygame.Rect]:
    """Where the Menu button and the footer's keys lie on the log `r` (a help keeps off them)."""
    return [menu_button_rect(ctx, r)] + [where for _t, where in _footer_parts(ctx, r)]


def _footer_line(ctx, r: pygame.Rect) -> tuple[float, list[tuple[str, pygame.Rect]]]:
    """The footer's design size and each of its words with where it goes: the keys with a "·"
    between them, centred under the log, `FOOTER_MARGIN` clear of its frame on either side;
    the menu and fast-forward keys are padded, buttons a mouse player can click. Where the
    whole line does not fit at its size, it shrinks, down to `_FOOTER_LEAST`; where it would
    need less, the Space key, the least needed (a click skips the animation too), is left out
    and the rest is drawn as large as fits. The "·" stands a fixed gap from its neighbours (the
    width of the face's own word space), a button's words a hair from its edge."""
    px = ctx.px
    room = r.w - 2 * px(FOOTER_MARGIN)
    sizes = (_FOOTER_SIZE, (_FOOTER_SIZE + _FOOTER_LEAST) / 2, _FOOTER_LEAST)
    for keys, size in [(FOOTER_KEYS, s) for s in sizes] + [(FOOTER_KEYS[:2], s) for s in sizes]:
        parts = _footer_words(ctx, keys, px(size))
        if sum(w for _t, w, _more in parts) <= room:
            break
    x = r.centerx - sum(w for _t, w, _more in parts) // 2
    bottom = r.bottom - px(8)
    out = []
    for t, w, more in parts:
        h = ctx.text.size(t, px(size))[1] + more
        out.append((t, pygame.Rect(x, bottom - h + more // 2, w, h)))
        x += w
    return size, out


def _footer_words(ctx, keys, size: int) -> list[tuple[str, int, int]]:
    """The footer's parts for `keys` at `size` pixels: (words, width, how much taller than
    its words)."""
    px = ctx.px
    pad, gap, taller = px(4), px(3), 2 * (px(5) // 2)
    parts = []
    for i, key in enumerate(keys):
        if i:
            parts.append(("·", gap, 0))
        button = i in (_MENU_KEY, _FAST_FORWARD_KEY)
        parts.append((ctx.text.shown(key), pad if button else 0, taller if button else 0))
    return [(t, ctx.text.size(t, size)[0] + 2 * side, more) for t, side, more in parts]


#: Where the footer's buttons are among its keys, and among its parts (words and "·" between
#: them).
_MENU_KEY, _FAST_FORWARD_KEY = 0, 1
_MENU, _FAST_FORWARD = 0, 2


def menu_spot(ctx, r: pygame.Rect) -> pygame.Rect:
    """Where the footer's "Esc menu" button lies under the log `r` (a click there does what
    Esc does, in both games: the menu with Save, Load, Rules, Settings and Quit)."""
    return _footer_parts(ctx, r)[_MENU][1]


def fast_forward_spot(ctx, r: pygame.Rect) -> pygame.Rect:
    """Where the footer's "F fast-forward" button lies under the log `r` (a click there does
    what F does, in both games)."""
    return _footer_parts(ctx, r)[_FAST_FORWARD][1]


#: The Menu button at the top of the log, both tables' way to the menu for a mouse player (the
#: footer's "Esc menu" read as a key's hint), and its help.
# i18n: the button at the top of the table's log that opens the menu (as Esc does)
MENU = _("Menu")
MENU_TIP = _("Save or load the game, read the rules, change the settings or quit (Esc).")
# i18n: the help of the "F fast-forward" button under the table's log; {key} its key
FAST_FORWARD_TIP = _("The computer players act at once and the animations run quickly; "
                     "click again to stop ({key}).").format(key=KeyLetter("fast"))
# i18n: over the log's title while fast-forward runs; {key} its key, as in "F fast-forward"
FAST_FORWARD_BANNER = _("FAST FORWARD ({key})").format(key=KeyLetter("fast"))
_MENU_SIZE = 12


def menu_button_rect(ctx, r: pygame.Rect) -> pygame.Rect:
    """Where the Menu button goes: the top right corner of the log `r`, in its title's row."""
    px = ctx.px
    tw, th = ctx.text.size(ctx.text.shown(MENU), px(_MENU_SIZE), "bold")
    rect = pygame.Rect(0, 0, px(12) + px(6) + tw + px(20), max(px(21), th + px(3)))
    rect.topright = (r.right - px(8), r.y + px(5))     # its shadow clear of a notice's top
    return rect


def _menu_icon(ctx) -> pygame.Surface:
    """Three short bars, the menu's sign (drawn: the typefaces have no "☰")."""
    px = ctx.px
    key = ("log-menu-icon", px(12))
    icon = ctx.surfaces.get(key)
    if icon is None:
        w, bar = px(12), max(2, px(2))
        icon = pygame.Surface((w, 3 * bar + 2 * max(2, px(2.5))), pygame.SRCALPHA)
        for k in range(3):
            icon.fill(ui.INK, pygame.Rect(0, k * (icon.get_height() - bar) // 2, w, bar))
        ctx.surfaces[key] = icon
    return icon


def help_spots(ctx, r: pygame.Rect) -> list[tuple[pygame.Rect, str]]:
    """The log `r`'s buttons that say what they do under the pointer, each with its help: the
    Menu button, and the footer's "Esc menu" and "F fast-forward"."""
    return [(menu_button_rect(ctx, r), MENU_TIP), (menu_spot(ctx, r), MENU_TIP),
            (fast_forward_spot(ctx, r), FAST_FORWARD_TIP)]


def draw_footer(surface: pygame.Surface, ctx, r: pygame.Rect, fast_forward: bool,
                mouse=None) -> None:
    """The Menu button at the top of the log `r` and the keys under it, the menu and
    fast-forward keys drawn as buttons (each lit under the pointer `mouse`, fast-forward also
    while it is on); while it is on, the fast-forward badge over the log's title, left of the
    Menu button."""
    px = ctx.px
    menu = menu_button_rect(ctx, r)
    button = ui.Button(MENU, lambda: None, menu, style="quiet", size=_MENU_SIZE,
                       icon=_menu_icon(ctx))
    button.hover = mouse is not None and menu.collidepoint(mouse)
    button.draw(surface, ctx)
    if fast_forward:
        # over the whole title, as tall as its words are drawn (in Chinese taller than Menu)
        title_h = ctx.text.size(ctx.text.shown(LOG_TITLE), px(13), "black")[1]
        bottom = max(menu.bottom, r.y + px(10) + title_h + 1)
        box = pygame.Rect(r.x + px(8), menu.y, menu.x - px(6) - r.x - px(8), bottom - menu.y)
        ui.blit_panel(surface, ctx, box, fill=ui.BRASS_LIGHT, radius=px(6))
        words, size = ui.fitted(ctx, ctx.text.shown(FAST_FORWARD_BANNER), 13,
                                box.w - px(12), "black")
        ui.text(surface, ctx, words, size, box.center, ui.INK, "black", "center")
    size, parts = _footer_line(ctx, r)
    for i, (words, spot) in enumerate(parts):
        button = i in (_MENU, _FAST_FORWARD)
        if button:
            lit = (mouse is not None and spot.collidepoint(mouse)) \
                or (i == _FAST_FORWARD and fast_forward)
            ui.blit_panel(surface, ctx, spot, fill=ui.BRASS_LIGHT if lit else ui.PAPER,
                          radius=px(5), border=ui.PAPER_DARK, border_width=1)
        ui.text(surface, ctx, words, size, spot.center,
                ui.INK if button else ui.MUTED, "regular", "center")
