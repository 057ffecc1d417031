"""Leaving the program from a game in progress says, once, that the game is kept and how to
come back to it. A newcomer quit a game (the pause menu's "Quit the game", the window's close
button) and was told nothing; the autosave brought it back through Continue, but they had not
known it would.

It is not a question: the words stand over the table for `FAREWELL_SECONDS`, and then the
window closes; any key, click, or the close button again closes it at once. Only while the
game is safely kept (`banner.quit_program` shows it; while it is not saved, `leave_game` asks
instead), and not after Ctrl+Q's question, which said it already (quit_ask.py)."""
from __future__ import annotations

import pygame

from game.i18n import _

from . import ui
from .stack import Scene

#: How long the words stand before the window closes (seconds): long enough to read them.
FAREWELL_SECONDS = 3.0
#: The screen's name on the stack (the close button again closes at once).
FAREWELL = "farewell"       # (banner.FAREWELL: quit_program opens it by this name)


class FarewellScene(Scene):
    """"Your game is kept" over the table, as the program closes."""

    opaque = False
    name = FAREWELL

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.t = 0.0
        self.title = _("Your game is kept")
        # i18n: said as the program closes from a game in progress; "Continue" is the title
        # screen's button
        self.message = _("Next time, press Continue on the title screen to play on from "
                         "where you left it.")
        self.layout()

    def layout(self) -> None:
        """Centre the sheet, as tall as its words."""
        px = self.ctx.px
        w, h = self.ctx.size
        pw = min(w - px(40), px(560))
        text_h = ui.wrapped_height(self.ctx, self.message, 16, pw - px(60))
        self.rect = pygame.Rect(0, 0, pw, px(104) + text_h)
        self.rect.center = (w // 2, h // 2)

    def resize(self, size) -> None:
        self.layout()

    def update(self, dt: float) -> None:
        self.t += dt
        if self.t >= FAREWELL_SECONDS:
            self.ctx.quit()

    def handle_event(self, event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.ctx.quit()
        return True         # the table underneath takes nothing more

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px, r = self.ctx, self.ctx.px, self.rect
        ui.paper_dialog(surface, ctx, r, radius=14)
        ui.text(surface, ctx, self.title, 24, (r.centerx, r.y + px(22)), ui.INK, "black",
                "midtop")
        ui.wrapped(surface, ctx, self.message, 16,
                   pygame.Rect(r.x + px(30), r.y + px(68), r.w - px(60), r.h), ui.INK_SOFT)
