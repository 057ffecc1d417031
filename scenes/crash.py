"""The apology screen, and what the main loop does when a scene raises something unexpected.

`recover(ctx, exc)` is called by the main loop around every stack call: the traceback goes to
the log in the user log folder (`scenes.crashlog.record_crash`), the game in progress is saved
once more and the save flushed to the disk, and the stack is replaced by `CrashScene`, which
says sorry, shows where the log is and offers the title, from which Continue picks the game up.
"""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.i18n import _

from . import ui
from .focus import FocusRing
from .crashlog import crash_summary, record_crash

log = logging.getLogger(__name__)

#: What Continue and the apology screen say about a game that failed as soon as it was opened.
SET_ASIDE = _("The game failed as soon as it was opened, so its save was set aside (not "
              "deleted), and the backup before it was left untouched.")


def crash_context(ctx) -> dict:
    """What the crash report says about the moment: the scenes, the game's seed and moves."""
    info: dict = {"scenes": " > ".join(s.name for s in ctx.stack.scenes)}
    match = ctx.match
    if match is not None:
        try:
            info["seed"] = match.seed
            info["moves"] = len(match.actions)
            info["config"] = match.config.to_json()
        except Exception:  # noqa: BLE001 - the report must not fail on a broken match
            pass
    return info


def recover(ctx, exc: BaseException) -> None:
    """Record an unexpected exception, keep the game safe and show the apology screen.

    A failure of the apology screen itself is re-raised: there is nothing kinder left to show.
    """
    if isinstance(ctx.stack.top, CrashScene):
        raise exc
    path = record_crash(exc, ctx.log_folder, crash_context(ctx))
    saved = False
    set_aside = None
    if ctx.store is not None:
        try:
            match = ctx.match
            if match is not None and getattr(match, "failed_on_opening", False):
                # The game failed before a move since it was loaded: its file is the suspect.
                # Set it aside so that Continue offers the backup rather than the same crash.
                set_aside = SET_ASIDE
                ctx.store.set_aside(SET_ASIDE, *filter(None, [getattr(match, "loaded_from", None)]))
            elif match is not None and ctx.unsaved_moves(match):
                # The autosave after the last applied action is normally on its way already;
                # save once more only for a crash between the action and its listeners.
                ctx.autosave(match)
            ctx.store.flush(timeout=10)
            saved = ctx.has_autosave()
        except Exception:  # noqa: BLE001 - the apology screen must still appear
            log.exception("could not flush the autosave after a crash")
    # Leave every scene quietly: one of them is broken, and its exit must not stop us.
    while ctx.stack.scenes:
        scene = ctx.stack.scenes.pop()
        try:
            scene.exit()
        except Exception:  # noqa: BLE001
            log.exception("scene %s failed to exit after a crash", getattr(scene, "name", scene))
    ctx.stack.push(CrashScene(ctx, crash_summary(exc), path, saved,
                              set_aside or ctx.store_problem()))


class CrashScene(ui.ButtonDialog):
    """Sorry: something went wrong. The log's location; back to the title with the game safe."""

    name = "crash"

    def __init__(self, ctx, summary: str, log_path: Path | None, game_saved: bool,
                 save_problem: str | None = None) -> None:
        super().__init__(ctx)
        self.summary = summary
        self.log_path = log_path
        self.game_saved = game_saved
        #: Why the latest autosave failed, if it did (then only an older position is safe).
        self.save_problem = save_problem
        self.buttons = [
            ui.Button(_("Back to the title"), self.to_title, hotkey=pygame.K_RETURN, size=18),
            ui.Button(_("Quit"), self.ctx.quit, style="dark", hotkey=pygame.K_q, size=18),
        ]
        self.focus = FocusRing(lambda: self.buttons, arrows="both")
        self.focus.start_on(self.buttons[0])
        self.layout()

    def to_title(self) -> None:
        """The title, where Continue resumes the saved game."""
        self.ctx.stack.reset(self.ctx.stack.make("title"))

    def layout(self) -> None:
        """A panel in the middle, the two choices under the text."""
        px = self.ctx.px
        w, h = self.ctx.size
        self.rect = pygame.Rect(0, 0, min(w - px(40), px(780)), min(h - px(40), px(460)))
        self.rect.center = (w // 2, h // 2)
        ui.centre_row(self.buttons, self.rect.centerx, self.rect.bottom - px(76), px(260), px(50),
                      px(16))

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        surface.fill(ui.NIGHT)
        r = self.rect
        ui.blit_panel(surface, ctx, r, fill=ui.PAPER, radius=px(16), border=ui.CLARET,
                      border_width=px(3), shadow=px(8))
        ui.text(surface, ctx, _("Sorry \u2014 something went wrong"), 28, (r.centerx, r.y + px(24)),
                ui.CLARET, "black", "midtop")
        body = pygame.Rect(r.x + px(44), r.y + px(84), r.w - px(88), r.h)
        y = body.y
        if self.game_saved and self.save_problem:
            # i18n: {problem} is a sentence on why the latest save failed
            safe = _("{problem} Continue on the title brings back the last position that was "
                     "saved.").format(problem=self.save_problem)
        elif self.game_saved:
            safe = _("Your game is safe: it was saved after the last move. Go back to the "
                     "title and press Continue to play on from there.")
        elif self.save_problem:
            # i18n: {problem} is a sentence on why the latest save failed
            safe = _("{problem} There is no saved position to go back to.").format(
                problem=self.save_problem)
        else:
            safe = _("No game was in progress, so nothing is lost.")
        y += ui.wrapped(surface, ctx, safe, 17, pygame.Rect(body.x, y, body.w, 0), ui.INK,
                        "bold") + px(14)
        if self.log_path is not None:
            y += ui.wrapped(surface, ctx, _("What happened is written in the log file:"), 15,
                            pygame.Rect(body.x, y, body.w, 0), ui.INK_SOFT)
            y += ui.wrapped(surface, ctx, str(self.log_path), 14,
                            pygame.Rect(body.x, y, body.w, 0), ui.BRASS_DARK, "bold") + px(6)
            y += ui.wrapped(surface, ctx, _("Sending that file with a word on what you were "
                                            "doing helps get it fixed."), 14,
                            pygame.Rect(body.x, y, body.w, 0), ui.INK_SOFT) + px(12)
        ui.wrapped(surface, ctx, self.summary, 12, pygame.Rect(body.x, y, body.w, 0), ui.MUTED,
                   "italic")
        for b in self.buttons:
            b.draw(surface, ctx)
        self.focus.draw(surface, ctx)
