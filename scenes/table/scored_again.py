"""The auction table of a loaded game: its log told again from the record and, for a game saved
on a round's scoring (`session.scoring_left`), that overlay opening again first, over the table
as it stood when the round ended, as in live play: the round's label, board and seats behind it
(`table_behind`), the log told up to the round's end; the rest of that move (the bank's
payments, the next round's deal) is told, and the next round shown, once the overlay closes,
with the moments live play shows then (the next round's banner and its deal), planned by the
timeline's own code. The card table's counterpart is `card_adding.scoring_again`."""
from __future__ import annotations

from game.events import RoundEnded

from ..session.scoring_left import continued_line, scoring_left_open, table_behind, told_later
from .log_panel import rebuild
from .timeline import RoundScored, Step, Timeline


def tell_loaded(table, match, past, describe) -> None:
    """Fill the log of `table` from `past` (the loaded game's events, `describe` telling each)
    and queue the scoring overlay the game was saved on, if any."""
    left = scoring_left_open(match)
    later = told_later(left, RoundEnded)
    you = match.humans[0] if len(match.humans) == 1 else None
    rebuild(table.log, past[:len(past) - later], match.config, you, describe)
    if left is None:
        table.log.note(continued_line()[1])
        table.retold.cut()      # a lot's bids from here on go under the note, on a line anew
        return
    private, public = table.privacy.private, table.privacy.public
    beat = RoundScored(0.0, round=left[0], events=left[1], after=private, public=public)
    # What follows the round's end in that move plays once the overlay closes, as it does in
    # live play: the next round's banner and deal (the round came back already dealt, at once).
    rest = Step(tuple(left[1][len(left[1]) - later:]), private, public)
    then = Timeline()
    beat.log.extend(then.plan(rest, [describe(e, match.config, you) for e in rest.events],
                              table.look_name))
    beats = [beat, *then.beats]
    beats[-1].log.append(continued_line())  # the moves before it were made before the save
    table.timeline.beats.extend(beats)
    table_behind(match, table.privacy)
