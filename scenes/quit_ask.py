"""Ctrl+Q during a game asks first: one chord, pressed by mistake it closed the window without
a word, and the player did not know the game was kept. The question says so; Quit (first), Y
or a second Ctrl+Q quits (the game kept as `quit_program` keeps it), Enter, Esc or N plays on:
"Keep playing" holds the focus, as Enter is what players press at a hand-over. Off a game, or
with the game not saved (then `quit_program` asks its own question), Ctrl+Q quits as ever.
The pause menu's "Quit the game", chosen on purpose, quits as the window's close button does
(`quit_program`): asking there again was a needless question, the game being saved; those two
say that the game is kept as the window closes (farewell.py), which the question said already
here. Leaving for the title says it there (pause.py)."""
from __future__ import annotations

import pygame

from game.i18n import _

from .banner import FAREWELL, quit_program, unsaved_reason
from .saves import ConfirmScene

#: The question's name on the stack (a second Ctrl+Q answers it: the program quits).
QUIT_ASK = "quit-ask"


class QuitQuestion(ConfirmScene):
    """"Quit?" over the game: Quit (Y) or Keep playing (Enter, Esc, N)."""

    def __init__(self, ctx) -> None:
        super().__init__(
            ctx, _("Quit?"),
            # i18n: asked on Ctrl+Q during a game; "Continue" is the title screen's button
            _("Your game is saved; Continue brings it back."),
            [(_("Quit"), lambda: quit_program(ctx, told=True), "dark")],
            cancel_label=_("Keep playing"), default=1)
        self.name = QUIT_ASK

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_y:
            self.buttons[0].click()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n:
            self.cancel()
            return True
        return super().handle_event(event)


def playing_a_game(ctx) -> bool:
    """Whether a game the autosave keeps is being played (its table on the stack, not over);
    not `session.games.game_in_progress`, which counts an unfinished game kept in the autosave
    too."""
    match = ctx.match
    return (match is not None and not match.is_over
            and any(getattr(scene, "match", None) is match for scene in ctx.stack.scenes))


def ask_to_quit(ctx) -> None:
    """Quit the program as Ctrl+Q does: during a game in progress that is saved, ask first
    ("Quit?"); else quit as the window's close button does (asking its own question while the
    game is not saved)."""
    if not playing_a_game(ctx) or unsaved_reason(ctx) is not None:
        quit_program(ctx)
        return
    ctx.stack.push(QuitQuestion(ctx))


def quit_key(ctx) -> None:
    """Ctrl+Q: `ask_to_quit`; asked already (a second Ctrl+Q), it quits."""
    if getattr(ctx.stack.top, "name", None) == QUIT_ASK:
        ctx.stack.pop()
        quit_program(ctx, told=True)
        return
    if getattr(ctx.stack.top, "name", None) == FAREWELL:
        quit_program(ctx)       # said already: the window closes now
        return
    ask_to_quit(ctx)
