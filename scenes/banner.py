"""Telling the player that the game is not being saved: a banner across the table for as long
as autosaves fail (disk full, folder read-only), and a question before quitting such a game,
since the moves since the last save would be lost."""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _

from . import ui

#: The name of the question asked before quitting an unsaved game (a second Quit answers it).
QUESTION = "unsaved-quit"


def unsaved_reason(ctx, match=None) -> str | None:
    """Why the game in progress is not safe on disk, or None when it is or nothing is at stake
    (no store, no game on the stack, a finished game, a demo nobody saves)."""
    match = match if match is not None else ctx.match
    if ctx.store is None or match is None or match is not ctx.match or match.is_over:
        return None
    if not any(getattr(scene, "match", None) is match for scene in ctx.stack.scenes):
        return None
    return ctx.store_problem()


#: The banner's words: one line, so that it hides no seat's name; the pause menu says why.
BANNER = _("Not saved! The game goes on, but is not safe; Esc shows why.")


def draw_save_banner(surface: pygame.Surface, ctx, match) -> None:
    """A claret banner across the top of the table while `match` cannot be saved. It once
    held the whole reason, which with the folder named ran to two or three lines over the
    seats' names; the reason is in the pause menu and the question before quitting."""
    if not unsaved_reason(ctx, match):
        return
    px = ctx.px
    w = surface.get_width()
    size = 15
    line_h = int(px(size) * 1.3)
    lines = ctx.text.wrap(BANNER, px(size), max(1, w - px(80)), "bold")
    rect = pygame.Rect(px(20), px(6), max(1, w - px(40)), len(lines) * line_h + px(14))
    ui.blit_panel(surface, ctx, rect, fill=ui.CLARET, alpha=240, radius=px(8),
                  border=ui.BRASS_LIGHT, border_width=max(1, px(2)), shadow=px(4))
    for i, line in enumerate(lines):
        ui.text(surface, ctx, line, size, (rect.centerx, rect.y + px(7) + i * line_h),
                ui.WHITE, "bold", "midtop")


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
