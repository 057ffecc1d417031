"""What the hand-over tells the person it hands the screen to: everything public that happened
since that person last saw the table, or since the last moment the whole table gathered for (a
round's scoring or end, sealed bids turned over, the everyone-plays cards turned up), whichever
is later, in the log's own words (scenes/handover.py `past_said`).

A tester handed the screen after a lot was sold and the next auctioneer's card played (or the
dummy's card turned up) was told only the card: the table kept what had happened since the
last person sat down, not since this one last looked, and the sale had gone with the one who
sat down in between.

A person has seen the table up to the last step of theirs (their own move and what it brought
at once: the gavel their pass let fall) and up to the moment they sat down at a hand-over; the
computers' moves after theirs, while they may have left the screen, are news to them.
"""
from __future__ import annotations

from typing import Callable

#: How the table tells steps of events in the log's words: (steps, the first one told, each
#: step's seat out of the lot whose pass it was, or None) -> the lines, oldest first.
Teller = Callable[[list, int, list], list]


class News:
    """The steps of public events the table has shown, and how far each person has seen."""

    def __init__(self) -> None:
        #: Each step's events, in order (every event is public).
        self.steps: list[tuple] = []
        #: Per step, the seat whose pass it was while out of the lot ("Out of this lot": its
        #: own pass, and the game's for it on later laps), or None.
        self.outs: list[int | None] = []
        #: Per seat, the number of steps it has seen.
        self.seen: dict[int, int] = {}
        #: The steps up to the last moment the whole table gathered for, and that moment
        #: (privacy's `Moment`), or None.
        self.gathered = 0
        self.moment = None

    def heard(self, events, moment, mover: int | None, seated: int | None,
              out: int | None = None) -> None:
        """A step's `events` shown; `moment` is what it showed the whole table (or None),
        `mover` the seat whose move it was, `seated` the person at the screen then: the step
        is theirs to have seen when they moved it; `out`, the seat out of the lot whose pass
        it was, if it was one."""
        self.steps.append(tuple(events))
        self.outs.append(out)
        if moment is not None and moment.frees:
            self.gathered, self.moment = len(self.steps), moment
        if mover is not None and mover == seated:
            self.seen[mover] = len(self.steps)

    def sat(self, seat: int) -> None:
        """`seat` sits at the screen: they see the table as it is now."""
        self.seen[seat] = len(self.steps)

    def since(self, seat: int, tell: Teller) -> tuple[object, list]:
        """What `seat` has not seen: the moment the whole table gathered for, if that is
        where it begins (they saw it; the hand-over names it as past), else None; and the
        lines of every step since, oldest first, as `tell` tells them."""
        start = self.seen.get(seat, 0)
        if self.gathered >= start:
            return self.moment, tell(self.steps, self.gathered, self.outs)
        return None, tell(self.steps, start, self.outs)
