"""A round's scoring overlay left up by a save or a quit: the game comes back to it.

A save is the config, the seed and the moves, so the moment is read from the moves: when the
last move scored a round, the table was showing that round's scoring (or about to) and the
next round, dealt already, had not begun. Continue or Load then opens the overlay again, and
the computers wait for it to close, as they did. Once the player has closed it, the match's
table notes say so (`SEEN`, the number of moves it was closed at, saved with the game), so a
save made after that comes back to the next round itself. Older saves have no note: the moves
alone decide, as they always held them."""
from __future__ import annotations

from game.i18n import _

#: The key of a match's table notes: the number of moves at which a scoring overlay closed.
SEEN = "scoring_seen"


def scoring_left_open(match) -> tuple[int, tuple] | None:
    """The round (0-based) whose scoring overlay a loaded `match` was saved on, with the
    events of the move that scored it, or None: not loaded, over, not saved at a round's
    scoring, or saved after the player closed that overlay."""
    if not match.resumed or match.is_over or not match.actions:
        return None
    if match.notes.get(SEEN) == len(match.actions):
        return None
    events = match.state.events
    scored = match.rules.scored_round(events)
    return None if scored is None else (scored, events)


def scoring_closed(ctx, match) -> None:
    """The player closed the round's scoring overlay of `match`: noted in its table notes,
    and the autosave of the game in progress told (its moves are the same; the backup stays),
    so Continue comes back to the next round, not to the overlay just closed."""
    if match.is_over or match.notes.get(SEEN) == len(match.actions):
        return      # (a finished game's autosave is gone: nothing to tell)
    match.notes[SEEN] = len(match.actions)
    if ctx.match is match:
        ctx.autosave(match, keep_backup=True)


def table_behind(match, privacy, steps=None) -> None:
    """Behind a scoring overlay that came back (`scoring_left_open`), the table of `privacy`
    shows the moment as live play showed it: the views of the seat and of the table just
    before the move that scored the round (the round just played, its label and its board),
    so the next round's deal shows only once the overlay closes, when the table follows the
    game to the views it has now. `steps`: the `match.replayed()` steps, if already had."""
    steps = steps if steps is not None else list(match.replayed())
    before = steps[-2][1]
    privacy.follow(match.rules.view(before, privacy.private.seat),
                   match.rules.view(before, None))


def told_later(left, ends) -> int:
    """How many of the events of the move that scored the round (`left`, from
    `scoring_left_open`; None: none) live play tells only once the overlay closes: those after
    the last event of the types `ends` (the round's end, told with its own moment), or all of
    them when the move holds none (the last card added at the card game's scoring)."""
    if left is None:
        return 0
    events = left[1]
    told = [i + 1 for i, e in enumerate(events) if isinstance(e, ends)]
    return len(events) - (told[-1] if told else 0)


def continued_line() -> tuple[str, str]:
    """The log's line after the moves of a loaded game (behind a scoring overlay that came
    back, it follows the lines told once the overlay closes: the moves before it were all
    made before the save)."""
    return ("play", _("The game continues where it was saved."))
