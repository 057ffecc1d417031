"""The question on New game while an unfinished game waits in the autosave that no save holds:
a new game takes the autosave's place, so the question offers to keep the unfinished game as a
named save first ("Keep it and start"), to replace it, or to play it on. A player who wanted
both games lost the old one: the question only said to save it from the pause menu first."""
from __future__ import annotations

from typing import Callable

from game.i18n import _, message_of

from .session.keeping import keep_unfinished, kept_name
from .session.storage import StorageError


def ask_keep_or_replace(ctx, resume: Callable[[], None]) -> None:
    """Ask what becomes of the unfinished game before the setup opens; `resume` plays it on.
    The name it would be kept under is said in the question (and is the one it gets, or one
    numbered like it when a save has that name)."""
    store = ctx.store
    info = store.autosave_info()
    name = kept_name(info.game if info is not None else "", store.now(), ctx.words)
    # i18n: {name} is the name the unfinished game would be kept under, e.g. "Unfinished
    # auction game, 30 Nov 05:12"
    ask = _("Your last game is not finished, and a new game takes its place. Keep it as a "
            "saved game called \u201c{name}\u201d (Load brings it back) and start a new "
            "one?").format(name=name)
    # Enter plays the game on, as it did: a New game pressed twice by Enter threw it away.
    ctx.stack.open("confirm", _("A game is in progress"), ask,
                   [(_("Keep it and start"), lambda: keep_and_start(ctx, name, resume),
                     "primary"),
                    (_("Replace it"), lambda: ctx.stack.open("setup"), "danger"),
                    (_("Continue it"), resume, "green")], default=2)


def keep_and_start(ctx, name: str, resume: Callable[[], None]) -> None:
    """Keep the unfinished game under `name`, then open the setup; if it cannot be kept, say
    why and open nothing (the unfinished game stays in the autosave, for Continue)."""
    try:
        keep_unfinished(ctx.store, name)
    except StorageError as e:
        ctx.stack.open("confirm", _("The game was not kept"),
                       # i18n: {problem} says why the unfinished game could not be saved
                       _("{problem} Nothing has changed: your unfinished game is still there "
                         "to continue, and no new game was started.").format(
                           problem=message_of(e)),
                       [(_("Continue it"), resume, "green")])
        return
    ctx.stack.open("setup")
