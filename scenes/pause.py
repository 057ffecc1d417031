"""The pause overlay (Esc at the table): resume, save or load, rules, settings, quit to title
or quit the program."""
from __future__ import annotations

import pygame

from game.i18n import _

from . import ui
from .focus import FocusRing
from .banner import leave_game, quit_program, unsaved_reason


#: The size of the note on why the game is not saved.
NOTE_SIZE = 13


class PauseScene(ui.ButtonDialog):
    """A menu over the paused table; the game waits underneath."""

    opaque = False
    name = "pause"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.buttons = [
            ui.Button(_("Resume"), self.resume_game, hotkey=pygame.K_ESCAPE),
            ui.Button(_("Save / Load"), self.saves, style="quiet",
                      tooltip=_("Save this game under a name, or load another.")),
            ui.Button(_("Rules"), self.rules, style="quiet"),
            ui.Button(_("Settings"), self.settings, style="quiet"),
            ui.Button(_("Quit to title"), self.quit_to_title, style="danger"),
            # Chosen in a menu, not a key pressed by mistake: it quits as the window's close
            # button does, the game kept, asking only while the game is not saved. "Quit?"
            # here too asked again what the player had just chosen (Ctrl+Q, one chord that
            # may be pressed by mistake, still asks: `quit_ask`).
            ui.Button(_("Quit the game"), lambda: quit_program(self.ctx), style="dark",
                      # i18n: the pause menu's "Quit the game"; "Continue" is the title's button
                      tooltip=_("Closes the program, the game kept as it stands: Continue on "
                                "the title plays on from here.")),
        ]
        # Opened by Esc, a key: the ring is on Resume from the start, so Enter resumes (it did
        # nothing until an arrow or Tab first showed the ring), as a question's ring is on its
        # safe answer.
        self.focus = FocusRing(lambda: self.buttons, shown=True)
        self.focus.focus(self.buttons[0])
        self.layout()

    def layout(self) -> None:
        """Centre the menu in the window, with room under the buttons for why the game is not
        saved (drawn below the menu, that note stood over the hand, pale on the white cards)."""
        px = self.ctx.px
        w, h = self.ctx.size
        self.note = self.ctx.store_problem()
        note_h = ui.wrapped_height(self.ctx, self.note, NOTE_SIZE, px(300)) if self.note else 0
        self.rect = pygame.Rect(0, 0, px(360), px(100) + len(self.buttons) * px(60) + note_h)
        self.rect.center = (w // 2, h // 2)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.rect.x + px(40), self.rect.y + px(74) + i * px(60), px(280), px(46))
        self.note_rect = pygame.Rect(self.rect.x + px(30), self.buttons[-1].rect.bottom + px(12),
                                     px(300), note_h)

    def update(self, dt: float) -> None:
        # A save on the helper thread may fail, or work again, while the menu is open.
        if self.ctx.store_problem() != self.note:
            self.layout()

    def resume_game(self) -> None:
        """Back to the table."""
        self.ctx.stack.pop()

    def saves(self) -> None:
        """The save/load screen, able to save the game under the menu."""
        table = next((s for s in reversed(self.ctx.stack.scenes) if hasattr(s, "match")), None)
        self.ctx.stack.open("saves", table.match if table else self.ctx.match)

    def rules(self) -> None:
        """Open the rules over the pause menu, first the choices of the game at the table."""
        table = next((s for s in reversed(self.ctx.stack.scenes) if hasattr(s, "match")), None)
        self.ctx.stack.open("rules", table=getattr(table, "match", None))

    def settings(self) -> None:
        """Open the settings over the pause menu."""
        self.ctx.stack.open("settings")

    def quit_to_title(self) -> None:
        """Leave the game for the title screen (asking first while the game is not saved); a
        game in progress that is kept says so there, on the title's notice, under Continue's
        own name (a newcomer did not know the game was kept); settings not saved say so first
        (the title's one notice)."""
        kept = self.ctx.store is not None and unsaved_reason(self.ctx) is None \
            and not self.ctx.settings_unsaid \
            and self.ctx.match is not None and not self.ctx.match.is_over
        # i18n: the title's notice after "Quit to title" left a game in progress; "Continue"
        # is the title's button
        said = _("Your game is kept: Continue plays on from where you left it.") if kept else None
        leave_game(self.ctx, lambda: self.ctx.stack.reset(self.ctx.stack.make("title",
                                                                              message=said)))

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        ui.paper_dialog(surface, ctx, self.rect, veil=150)
        ui.text(surface, ctx, _("Paused"), 28, (self.rect.centerx, self.rect.y + px(18)), ui.INK,
                "black", "midtop")
        for b in self.buttons:
            b.draw(surface, ctx)
        if self.note:
            ui.wrapped(surface, ctx, self.note, NOTE_SIZE, self.note_rect, ui.CLARET)
        self.focus.draw(surface, ctx, tooltip=not self._pointed_help(surface))

    def _pointed_help(self, surface: pygame.Surface) -> bool:
        """The help of the button under the pointer, beside it as the ring's is (above or below
        it, clear of the other buttons, it stood over the menu's title, far from the pointer);
        whether it was drawn. Not while the ring's help leads or the pointer only rests."""
        if self.focus.leads or self.ctx.stack.pointer_rests:
            return False
        hovered = next((b for b in self.buttons if b.visible and b.hover and b.tooltip), None)
        if hovered is None:
            return False
        px = self.ctx.px
        ui.draw_tooltip(surface, self.ctx, hovered.tooltip,
                        (hovered.rect.right + px(4), hovered.rect.centery - px(30)))
        return True
