"""The question on New game, or on Load, while an unfinished game waits in the autosave that no
save holds: the other game takes the autosave's place, so the question offers to keep the
unfinished game as a named save first ("Keep it and start", "Keep it and load"), to replace it,
or (on New game) to play it on. A player who wanted both games lost the old one: the question
only said to save it from the pause menu first, which the title cannot do."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from game.i18n import Text, _, message_of

from .session.keeping import keep_unfinished, kept_name
from .session.storage import SaveInfo, StorageError


def unfinished_name(ctx, at: datetime) -> str:
    """The name the unfinished game would be kept under at `at` (the one it gets, or one
    numbered like it when a save has that name)."""
    info = ctx.store.autosave_info()
    return kept_name(info.game if info is not None else "", at, ctx.words)


def ask_keep_or_replace(ctx, resume: Callable[[], None],
                        start: Callable[[], None] | None = None) -> None:
    """Ask what becomes of the unfinished game before the setup opens; `resume` plays it on,
    `start` opens the setup (by default it just opens). The name it would be kept under is said
    in the question."""
    at = ctx.store.now()
    name = unfinished_name(ctx, at)
    start = start or (lambda: ctx.stack.open("setup"))
    # i18n: {name} is the name the unfinished game would be kept under, e.g. "Unfinished
    # auction game, 30 Nov 05:12"
    ask = _("Your last game is not finished, and a new game takes its place. Keep it as a "
            "saved game called \u201c{name}\u201d, which Load brings back, and start a new "
            "one?").format(name=name)
    # Enter plays the game on, as it did: a New game pressed twice by Enter threw it away.
    ctx.stack.open("confirm", _("A game is in progress"), ask,
                   [(_("Keep it and start"),
                     lambda: keep_and_start(ctx, name, at, resume, start), "primary"),
                    (_("Replace it"), start, "danger"),
                    (_("Continue it"), resume, "green")], default=2)


def ask_keep_or_load(ctx, chosen: SaveInfo, load: Callable[[], None]) -> None:
    """Ask what becomes of the game in progress before `chosen` is loaded (`load` loads it):
    kept under a name first (as on New game; Enter's answer, nothing is lost), or replaced."""
    at = ctx.store.now()
    name = unfinished_name(ctx, at)
    # i18n: {name} is the save chosen in Load, {summary} its line in the list (game, players,
    # round, date), on a line of its own; {kept} is the name the game in progress would be kept
    # under, e.g. "Unfinished auction game, 30 Nov 05:12"
    ask = _("Load \u201c{name}\u201d?\n{summary}\nIt takes the place of your game in progress. "
            "Keep that one as a saved game called \u201c{kept}\u201d, which Load brings back, "
            "and load this one?").format(name=chosen.label, summary=chosen.summary, kept=name)

    def keep_and_load() -> None:
        # i18n: {problem} says why the game in progress could not be saved
        if keep(ctx, name, at, _("{problem} Nothing has changed: your game in progress is "
                                 "still there, and no other game was loaded."), []):
            load()

    ctx.stack.open("confirm", _("Load this game?"), ask,
                   [(_("Keep it and load"), keep_and_load, "primary"),
                    (_("Load it"), load, "danger")], default=0)


def keep_and_start(ctx, name: str, at: datetime, resume: Callable[[], None],
                   start: Callable[[], None] | None = None) -> None:
    """Keep the unfinished game under `name`, named at `at`, then open the setup (`start`); if
    it cannot be kept, say why and open nothing (the unfinished game stays in the autosave, for
    Continue)."""
    # i18n: {problem} says why the unfinished game could not be saved
    if keep(ctx, name, at, _("{problem} Nothing has changed: your unfinished game is still there "
                         "to continue, and no new game was started."),
            [(_("Continue it"), resume, "green")]):
        (start or (lambda: ctx.stack.open("setup")))()


def keep(ctx, name: str, at: datetime, unchanged: Text, answers: list) -> bool:
    """Keep the unfinished game under `name`, named at `at`; False, after saying why
    (`unchanged`, its {problem} filled in, with `answers` to go on), when it cannot be kept."""
    try:
        keep_unfinished(ctx.store, name, at)
    except StorageError as e:
        said = unchanged.format(problem=message_of(e))
        ctx.stack.open("confirm", _("The game was not kept"), said, answers,
                       cancel_label=None if answers else _("Back"))
        return False
    return True
