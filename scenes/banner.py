"""Telling the player that the game is not being saved: a banner at the foot of the log and a
claret edge around the table for as long as autosaves fail (disk full, folder read-only), and a
question before quitting such a game, since the moves since the last save would be lost. Also
what the store tells once while play goes on (something moved out of the autosave's way)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _

from . import ui

#: The name of the question asked before quitting an unsaved game (a second Quit answers it).
QUESTION = "unsaved-quit"
#: The name of the words said as the program closes from a game kept (farewell.py).
FAREWELL = "farewell"


def unsaved_reason(ctx, match=None) -> str | None:
    """Why the game in progress is not safe on disk, or None when it is or nothing is at stake
    (no store, no game on the stack, a finished game, a demo nobody saves)."""
    match = match if match is not None else ctx.match
    if ctx.store is None or match is None or match is not ctx.match or match.is_over:
        return None
    if not any(getattr(scene, "match", None) is match for scene in ctx.stack.scenes):
        return None
    return ctx.store_problem()


#: The banner's words: one short line, to fit the foot of the log's column; the pause menu
#: says why.
BANNER = _("Not saved! Esc shows why.")
#: The sizes the banner's words may take, largest first (the first that fits one line).
_SIZES = (15, 14, 13, 12, 11)
#: The claret edge around the window while the game is not saved (design pixels).
EDGE = 4


def banner_rect(ctx, log: pygame.Rect) -> tuple[pygame.Rect, int]:
    """Where the banner goes, and its words' size: at the foot of the log's column, over the
    keys' line under the log (which it replaces: it says which key to press) and the margin
    under it, clear of every line of the log, of the seats and of the hand (the card table's
    hand runs on under the log's column: the banner stops in the margin above it)."""
    px = ctx.px
    size = next((s for s in _SIZES
                 if ctx.text.size(BANNER, px(s), "bold")[0] <= log.w - px(20)), _SIZES[-1])
    bottom = min(ctx.size[1] - px(EDGE) - px(2), log.bottom + px(12))
    top = min(bottom - int(px(size) * 1.3) - px(10), log.bottom - px(24))
    return pygame.Rect(log.x, top, log.w, bottom - top), size


def draw_save_banner(surface: pygame.Surface, ctx, match, log: pygame.Rect) -> None:
    """While `match` cannot be saved, a claret edge around the window and a claret banner at
    the foot of the log's column (`log`), where it covers nothing a player needs: across the
    top of the table it covered the seats' names, the market board's title and the log's.
    The reason is in the pause menu and the question before quitting. While the game is
    saved, what the store has to tell once (something moved out of the autosave's way) is
    shown at the top of the log for a few seconds, its lines under it."""
    if not unsaved_reason(ctx, match):
        _draw_notice(surface, ctx, match, log)
        return
    table_log = _table_log(ctx, match)
    if table_log is not None:
        table_log.make_room(0)                # no notice while the game is not saved
    px = ctx.px
    pygame.draw.rect(surface, ui.CLARET_LIGHT, surface.get_rect(), max(1, px(EDGE)))
    rect, size = banner_rect(ctx, log)
    ui.blit_panel(surface, ctx, rect, fill=ui.CLARET, alpha=245, radius=px(8),
                  border=ui.BRASS_LIGHT, border_width=max(1, px(2)), shadow=px(4))
    line = ui.clipped(ctx, ctx.text.shown(BANNER), size, rect.w - px(12), "bold")
    ui.text(surface, ctx, line, size, rect.center, ui.WHITE, "bold", "center")


def _draw_notice(surface: pygame.Surface, ctx, match, log: pygame.Rect) -> None:
    """What the store tells once, on paper under the log's title; the log's lines make way
    for it (they went on behind it, the oldest shown unreadable), and have their room back
    when it goes."""
    table_log = _table_log(ctx, match)
    notice = None
    if ctx.store is not None and match is not None and match is ctx.match and not match.is_over:
        notice = ctx.store.notice()
    if not notice:
        if table_log is not None:
            table_log.make_room(0)
        return
    px = ctx.px
    rect = notice_rect(ctx, notice, log)
    if table_log is not None:
        table_log.make_room(rect.bottom + px(6) - log.y)
    ui.blit_panel(surface, ctx, rect, fill=ui.PAPER, alpha=250, radius=px(8),
                  border=ui.GREEN, border_width=max(1, px(2)), shadow=px(4))
    ui.wrapped(surface, ctx, notice, 13, rect.inflate(-px(16), -px(16)), ui.INK)


def notice_rect(ctx, notice, log: pygame.Rect) -> pygame.Rect:
    """Where `notice` goes over the log panel `log`: under its title, as tall as its words."""
    px = ctx.px
    return pygame.Rect(log.x + px(4), log.y + px(30), log.w - px(8),
                       ui.wrapped_height(ctx, notice, 13, log.w - px(24)) + px(16))


def _table_log(ctx, match):
    """The log of the table on the stack that plays `match` (one that keeps room for a
    notice), or None."""
    for scene in ctx.stack.scenes:
        log = getattr(scene, "log", None)
        if match is not None and getattr(scene, "match", None) is match \
                and hasattr(log, "make_room"):
            return log
    return None


def leave_game(ctx, leave: Callable[[], None]) -> None:
    """Quit (to the title or the desktop) by calling `leave`, asking first while the game in
    progress is not saved; asked already and quitting again, it goes."""
    reason = unsaved_reason(ctx)
    top = ctx.stack.top
    if reason is None or getattr(top, "name", None) == QUESTION:
        leave()
        return
    question = ctx.stack.make(
        "confirm", _("Your game is not saved"),
        # i18n: {reason} is a sentence on why the game cannot be saved
        _("{reason} If you quit now, the moves since the last successful save are "
          "lost.").format(reason=reason),
        [(_("Quit anyway"), leave, "danger")], cancel_label=_("Keep playing"))
    question.name = QUESTION
    ctx.stack.push(question)


#: Seconds quitting waits for the latest autosave to reach the disk, so that a write that fails
#: is told (and the player asked) before the window closes rather than lost after it.
QUIT_WAIT = 10.0


def quit_program(ctx, told: bool = False) -> None:
    """Leave the program from any screen (Ctrl+Q, the window's close button, the pause menu's
    Quit the game) with the game in progress kept as it stands: a move the store has not been
    given yet, or the table's notes since the last save (a person sat down), is saved now and
    the latest write waited for; when it cannot be written, the player is asked first
    (`leave_game`). Kept, the game in progress says so as the window closes ("Your game is
    kept", farewell.py), unless the player was `told` already (Ctrl+Q's question); the close
    button pressed again while it shows closes at once."""
    match = ctx.match
    if getattr(ctx.stack.top, "name", None) == FAREWELL:
        ctx.quit()
        return
    if ctx.store is not None:
        at_table = match is not None and any(getattr(scene, "match", None) is match
                                             for scene in ctx.stack.scenes)
        if at_table and not match.is_over and ctx.unsaved_moves(match, notes=True):
            ctx.autosave(match)
        ctx.store.flush(QUIT_WAIT)
        if at_table and not match.is_over and not told and unsaved_reason(ctx) is None:
            if getattr(ctx.stack.top, "name", None) == "pause":
                ctx.stack.pop()         # the words over the table itself, not over the menu
            ctx.stack.push(ctx.stack.make(FAREWELL))
            return
    leave_game(ctx, ctx.quit)


def is_quit_key(event) -> bool:
    """Ctrl+Q: quit the program, from any screen. (Cmd+Q on a Mac is the system's own and
    comes as the window's close; taken here too, it would answer the question it asks.)"""
    return event.type == pygame.KEYDOWN and event.key == pygame.K_q \
        and bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
