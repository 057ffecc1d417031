"""The auction log: what happened, newest at the bottom, scrolled with the mouse wheel."""
from __future__ import annotations

import pygame

from game.i18n import _, n_
from game.log import AGAIN, GROWS

from .. import ui


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
        #: Rows told while the log was scrolled back, not seen yet ("↓ 3 new lines").
        self.unread = 0
        #: (the width the lines were wrapped to, how many rows they made) at the last fit:
        #: rows told while scrolled back push the scroll on, so what the player reads stays.
        self._counted: tuple[int, int] | None = None

    def __iter__(self):
        return iter(self.lines)

    def add(self, line: tuple[str, str]) -> None:
        """One more line at the bottom. A line of kind GROWS (a lot's bids) may grow: a line
        of kind AGAIN (it, grown) replaces it; after any other line AGAIN adds a plain line."""
        style, text = line
        if style == AGAIN and self.growing:
            self.lines[-1] = (self.lines[-1][0], text)
            if self.scroll:         # grown within its rows: still news for a log scrolled back
                self.unread = max(self.unread, 1)
        else:
            self.lines.append(("play" if style in (GROWS, AGAIN) else style, text))
        self.growing = style in (GROWS, AGAIN)
        self.version += 1

    def note(self, text: str) -> None:
        """A line from the table rather than the game ("The game continues where it was
        saved."), told as the newest line but one while the last may still grow: a lot's
        running line stays the last and goes on growing (after a note, its next bid started
        the whole line again under it)."""
        at = len(self.lines) - 1 if self.growing and self.lines else len(self.lines)
        self.lines.insert(at, ("play", text))
        self.version += 1

    def make_room(self, room: int) -> None:
        """Start the lines at least `room` pixels below the panel's top (0: give the room
        back); a change counts as one, so the table's drawn layer is drawn again."""
        if room != self.room:
            self.room = room
            self.version += 1

    def wheel(self, notches: int) -> None:
        """Scroll back (up) or forward (down); the painter keeps it within the lines."""
        self.scroll = max(0, self.scroll + notches * 2)
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


def body_rect(r: pygame.Rect, px, room: int = 0) -> pygame.Rect:
    """Where the lines go inside the log panel `r`, starting at least `room` pixels below its
    top (the room a notice over the log takes)."""
    body = pygame.Rect(r.x + px(12), r.y + px(32), r.w - px(24), r.h - px(58))
    top = min(max(body.y, r.y + room), body.bottom)
    return pygame.Rect(body.x, top, body.w, body.bottom - top)


def wrapped_lines(ctx, log: GameLog, width: int) -> list[tuple[str, str]]:
    """The log's lines wrapped to `width` (round headings stay whole)."""
    size = ctx.px(13)
    lines: list[tuple[str, str]] = []
    for style, line in log.lines:
        if style == "round":
            lines.append(("round", line))
        else:
            for part in ctx.text.wrap(line, size, width - ctx.px(8)):
                lines.append((style, part))
    return lines


def fit_scroll(ctx, log: GameLog, r: pygame.Rect, room: int | None = None) -> int:
    """The scroll within what the lines allow in panel `r` (`room`: as `draw_log`'s). Scrolled
    back, the last row says that newer lines follow, so one line fewer shows."""
    body = body_rect(r, ctx.px, log.room if room is None else room)
    visible = body.h // int(ctx.px(13) * 1.3)
    lines = len(wrapped_lines(ctx, log, body.w))
    counted, log._counted = log._counted, (body.w, lines)
    if log.scroll and counted is not None and counted[0] == body.w and lines > counted[1]:
        log.scroll += lines - counted[1]        # new rows below: the rows read stay in place
        log.unread += lines - counted[1]
    scroll = min(log.scroll, max(0, lines - visible + 1)) if lines > visible else 0
    if not scroll:
        log.unread = 0
    return scroll


def newer_words(log: GameLog) -> str:
    """The button at the foot of a log scrolled back: how many lines came since, if any."""
    if log.unread:
        # i18n: a button at the foot of the log scrolled back: lines told since; End goes there
        return n_("↓ {n} new line (End)", "↓ {n} new lines (End)", log.unread)
    return NEWER


def newer_spot(ctx, log: GameLog, r: pygame.Rect, room: int | None = None) -> pygame.Rect | None:
    """Where the log in panel `r` shows its "↓ new lines" button (a click goes to the newest
    line), while it is scrolled back: its last row, right-aligned, inside the lines, where
    neither the keys' line under them nor the banner of an unsaved game covers it; else
    None."""
    if not log.scroll:
        return None
    px = ctx.px
    body = body_rect(r, px, log.room if room is None else room)
    lh = int(px(13) * 1.3)
    rows = body.h // lh - 1
    words = ctx.text.shown(newer_words(log))
    w = min(body.w, ctx.text.size(words, px(11), "bold")[0] + px(16))
    return pygame.Rect(body.right - w, body.y + rows * lh, w, lh)


def draw_log(surf: pygame.Surface, ctx, log: GameLog, r: pygame.Rect,
             title: str | None = None, room: int | None = None) -> None:
    """The log panel in `r` (headed `title`, by default "AUCTION LOG"), scrolled `log.scroll`
    lines back (kept in range by fit_scroll), its lines starting `room` pixels below the
    panel's top at the least (by default the room the log keeps for a notice). Scrolled back,
    its last row says that newer lines follow: inside the lines, where neither the keys' line
    under them nor the banner of an unsaved game covers it."""
    px = ctx.px
    if title is None:
        title = LOG_TITLE
    ui.blit_panel(surf, ctx, r, fill=ui.PAPER, alpha=240, radius=px(12), border=ui.BRASS_DARK,
                  border_width=px(2), shadow=px(5))
    ui.text(surf, ctx, title, 13, (r.x + px(14), r.y + px(10)), ui.INK_SOFT, "black")
    body = body_rect(r, px, log.room if room is None else room)
    size = px(13)
    lh = int(size * 1.3)
    lines = wrapped_lines(ctx, log, body.w)
    rows = body.h // lh - (1 if log.scroll else 0)
    end = len(lines) - log.scroll
    start = max(0, end - rows)
    y = body.y
    clip = surf.get_clip()
    surf.set_clip(body)
    for style, line in lines[start:end]:
        if style == "round":
            pygame.draw.line(surf, ui.BRASS_DARK, (body.x, y + lh // 2), (body.right, y + lh // 2))
            lab = ctx.text.render(f"  {ctx.text.shown(line)}  ", size, ui.CLARET, "black")
            bg = lab.get_rect(center=(body.centerx, y + lh // 2))
            pygame.draw.rect(surf, ui.PAPER, bg)
            surf.blit(lab, bg)
        else:
            colour = {"sale": ui.GREEN, "score": ui.CLARET}.get(style, ui.INK)
            weight = "bold" if style in ("sale", "score") else "regular"
            surf.blit(ctx.text.render(line, size, colour, weight), (body.x, y))
        y += lh
    surf.set_clip(clip)
    spot = newer_spot(ctx, log, r, room)
    if spot is not None:        # in the footer buttons' style, lit while new lines wait
        ui.blit_panel(surf, ctx, spot, fill=ui.BRASS_LIGHT if log.unread else ui.PAPER,
                      radius=px(5), border=ui.PAPER_DARK, border_width=1)
        ui.text(surf, ctx, ui.clipped(ctx, ctx.text.shown(newer_words(log)), 11,
                                      spot.w - px(8), "bold"), 11, spot.center, ui.INK, "bold",
                "center")


#: The log's last row while it is scrolled back and nothing new has come (a button).
# i18n: a button at the foot of the log scrolled back; End does the same
NEWER = _("↓ newest lines (End)")


#: The keys of the table under the log, left to right; the first two are also buttons.
# i18n: the keys under the log, shown as "Esc menu · F fast-forward · Space skip animation"
FOOTER_KEYS = (_("Esc menu"), _("F fast-forward"), _("Space skip animation"))
_FOOTER_SIZE = 11


def _footer_parts(ctx, r: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Each of the footer's words and where it goes: the keys with " · " between them, centred
    under the log; the menu and fast-forward keys are padded, buttons a mouse player can
    click."""
    px = ctx.px
    size = px(_FOOTER_SIZE)
    pad = px(5)
    parts = []
    for i, key in enumerate(FOOTER_KEYS):
        if i:
            parts.append((" · ", 0))
        parts.append((ctx.text.shown(key), pad if i in (0, 1) else 0))
    widths = [ctx.text.size(t, size)[0] + 2 * p for t, p in parts]
    x = r.centerx - sum(widths) // 2
    bottom = r.bottom - px(8)
    out = []
    for (t, p), w in zip(parts, widths):
        h = ctx.text.size(t, size)[1] + 2 * (p // 2)
        out.append((t, pygame.Rect(x, bottom - h + p // 2, w, h)))
        x += w
    return out


#: Where the footer's buttons are among its parts (words and " · " between them).
_MENU, _FAST_FORWARD = 0, 2


def menu_spot(ctx, r: pygame.Rect) -> pygame.Rect:
    """Where the footer's "Esc menu" button lies under the log `r` (a click there does what
    Esc does, in both games: the menu with Save, Load, Rules, Settings and Quit)."""
    return _footer_parts(ctx, r)[_MENU][1]


def fast_forward_spot(ctx, r: pygame.Rect) -> pygame.Rect:
    """Where the footer's "F fast-forward" button lies under the log `r` (a click there does
    what F does, in both games)."""
    return _footer_parts(ctx, r)[_FAST_FORWARD][1]


def draw_footer(surface: pygame.Surface, ctx, r: pygame.Rect, fast_forward: bool,
                mouse=None) -> None:
    """The keys under the log, the menu and fast-forward keys drawn as buttons (lit under the
    pointer `mouse`, fast-forward also while it is on), and the fast-forward badge while it
    is on."""
    px = ctx.px
    if fast_forward:
        label = ctx.text.render(_("FAST FORWARD (F)"), px(13), ui.INK, "black")
        box = label.get_rect(topright=(r.right - px(12), r.y + px(8))).inflate(px(14), px(6))
        ui.blit_panel(surface, ctx, box, fill=ui.BRASS_LIGHT, radius=px(6))
        surface.blit(label, label.get_rect(center=box.center))
    for i, (words, spot) in enumerate(_footer_parts(ctx, r)):
        button = i in (_MENU, _FAST_FORWARD)
        if button:
            lit = (mouse is not None and spot.collidepoint(mouse)) \
                or (i == _FAST_FORWARD and fast_forward)
            ui.blit_panel(surface, ctx, spot, fill=ui.BRASS_LIGHT if lit else ui.PAPER,
                          radius=px(5), border=ui.PAPER_DARK, border_width=1)
        ui.text(surface, ctx, words, _FOOTER_SIZE, spot.center,
                ui.INK if button else ui.MUTED, "regular", "center")
