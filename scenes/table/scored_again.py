"""The auction table of a loaded game: its log told again from the record and, for a game saved
on a round's scoring (`session.scoring_left`), that overlay opening again first, over the table
as it stood when the round ended, as in live play: the round's label, board and seats behind it
(`table_behind`), the log told up to the round's end; the rest of that move (the bank's
payments, the next round's deal) is told, and the next round shown, once the overlay closes.
The card table's counterpart is `card_adding.scoring_again`."""
from __future__ import annotations

from game.events import RoundEnded

from ..session.scoring_left import continued_line, scoring_left_open, table_behind, told_later
from .log_panel import rebuild
from .timeline import RoundScored


def tell_loaded(table, match, past, describe) -> None:
    """Fill the log of `table` from `past` (the loaded game's events, `describe` telling each)
    and queue the scoring overlay the game was saved on, if any."""
    left = scoring_left_open(match)
    later = told_later(left, RoundEnded)
    you = match.humans[0] if len(match.humans) == 1 else None
    rebuild(table.log, past[:len(past) - later], match.config, you, describe)
    if left is None:
        table.log.note(continued_line()[1])
        return
    beat = RoundScored(0.0, round=left[0], events=left[1], after=table.privacy.private,
                       public=table.privacy.public)
    beat.log.extend(line for e in past[len(past) - later:]
                    if (line := describe(e, match.config, you)) is not None)
    beat.log.append(continued_line())       # the moves before it were made before the save
    table.timeline.beats.append(beat)
    table_behind(match, table.privacy)
