"""The whole game's log over the results (L on the results screen): the lines the table told,
read again after the game, scrolled with the wheel, the arrow keys or Page Up / Page Down."""
from __future__ import annotations

import pygame

from game.i18n import _

from .. import ui
from ..focus import FocusRing
from ..stack import Scene
from .log_panel import GameLog, draw_log, fit_scroll, newer_spot

#: Lines one key press scrolls: an arrow, and a page.
STEP, PAGE = 1, 12


class GameLogScene(Scene):
    """The table's log of a finished game, over the results; Back (Enter or Esc) returns."""

    opaque = False
    name = "game_log"

    def __init__(self, ctx, log: GameLog, title: str) -> None:
        super().__init__(ctx)
        self.log = log
        self.log.to_newest()            # from the end of the game, as the table left it
        self.title = title
        self.back = ui.Button(_("Back to the results"), self.close, style="primary",
                              hotkey=pygame.K_RETURN)
        self.focus = FocusRing([self.back], arrows="none")
        self.focus.start_on(self.back)
        self.layout()

    @property
    def at_rest(self) -> bool:
        return True

    def layout(self) -> None:
        """The log's panel in the middle of the window, its button inside the panel's foot
        (under the panel, the results' own buttons showed through the shade around it, so it
        seemed to sit on the panel's bottom border, askew on the button beneath)."""
        w, h = self.ctx.size
        px = self.ctx.px
        pw = min(w - px(40), px(760))
        self.frame = pygame.Rect((w - pw) // 2, px(24), pw, h - px(48))
        label_w = self.ctx.text.size(self.back.label, px(self.back.size), "bold")[0]
        self.back.rect = pygame.Rect(0, 0, min(pw - px(40), max(px(260), label_w + px(48))),
                                     px(46))
        self.back.rect.midbottom = (w // 2, self.frame.bottom - px(14))
        # The log's own panel: the frame above the button's strip.
        self.rect = pygame.Rect(self.frame.x, self.frame.y, pw,
                                self.back.rect.y - px(14) - self.frame.y)

    def resize(self, size) -> None:
        self.layout()

    def close(self) -> None:
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()

    def scroll(self, lines: int) -> None:
        """Scroll back (up, `lines` > 0) or forward, within the lines there are."""
        self.log.scroll = max(0, self.log.scroll + lines)
        self.log.toward = 1 if lines > 0 else -1        # a wrapped line is shown from its start
        self.log.scroll = fit_scroll(self.ctx, self.log, self.rect, room=0)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(2 * event.y)
            return True
        newer = newer_spot(self.ctx, self.log, self.rect, room=0)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and newer is not None and newer.collidepoint(event.pos):
            self.log.to_newest()            # the log's "↓ newest lines"
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_END:
            self.log.to_newest()
            return True
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_UP: STEP, pygame.K_DOWN: -STEP, pygame.K_PAGEUP: PAGE,
                     pygame.K_PAGEDOWN: -PAGE}
            if event.key in moves:
                self.scroll(moves[event.key])
                return True
            if event.key == pygame.K_ESCAPE:
                self.close()
                return True
        if self.focus.handle_event(event):
            return True
        ui.widgets_event([self.back], event)
        return True                     # the results below wait until the log is closed

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        surface.blit(ui.shade(ctx, ctx.size, 200, (10, 14, 12)), (0, 0))
        # the log's panel is a little see-through at the table: here the results would show
        ui.blit_panel(surface, ctx, self.frame, fill=ui.PAPER, radius=ctx.px(12),
                      border=ui.BRASS_DARK, border_width=ctx.px(2), shadow=ctx.px(5))
        draw_log(surface, ctx, self.log, self.rect, title=self.title, room=0, menu=False)
        if not self.log.scroll:         # scrolled back, the log itself says newer lines follow
            ui.text(surface, ctx, _("Scroll back with the wheel, the arrow keys or Page Up."),
                    11, (self.rect.centerx, self.rect.bottom - ctx.px(8)), ui.MUTED, "italic",
                    "midbottom")
        self.back.draw(surface, ctx)
        self.focus.draw(surface, ctx)
