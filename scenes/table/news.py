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

A saved game keeps how far each person had seen in the match's notes (`keep`): after a load
the steps are replayed from the record (`loaded`), and the first hand-over to each person tells
what happened since they last looked, as without the save (it told only what came since the
load). A save from before the notes kept it reads each person as having seen the table up to
their own last move.

The moment the table last watched (`watched`: the gavel, sealed bids turned over, a round's
end), which heads the next hand-over ("Before this: you bought the previous lot for 47.",
"Round 2: Ada starts"), is the latest step that showed one, let go when another person sits
down (`let_go`); the notes keep where it was let go, so that after a load the first hand-over
is headed as without the save (it had no such line).

The person at the screen when the whole table gathered for such a moment left it (`left_by`):
the next hand-over to them says "Back to Ada", not "Pass the screen", for they had it before.
The notes keep that, and who had the screen (`seated`, the match's seat at the screen, which
the table gives it back after a load, its screen down until a press): after a load the first
hand-over said "Pass the screen", to the first person in seat order. An older save, whose notes
say nothing of them, reads as nobody having had or left the screen.
"""
from __future__ import annotations

from typing import Callable

#: How the table tells steps of events in the log's words: (steps, the first one told, the
#: person told) -> the lines, oldest first (game/log_news.py `Told`, ranked by how much each
#: touches that person, or text).
Teller = Callable[[list, int, int], list]


class News:
    """The steps of public events the table has shown, and how far each person has seen."""

    def __init__(self, notes: dict | None = None) -> None:
        #: The match's notes, which its saves carry: what is kept of this (`keep`).
        self.notes = notes if notes is not None else {}
        #: Each step's events, in order (every event is public).
        self.steps: list[tuple] = []
        #: Per seat, the number of steps it has seen.
        self.seen: dict[int, int] = {}
        #: The steps up to the last moment the whole table gathered for, and that moment
        #: (privacy's `Moment`), or None.
        self.gathered = 0
        self.moment = None
        #: The latest step that showed the table a moment (of any kind), and that moment.
        self.latest: tuple[int, object] | None = None
        #: The steps there were when the table last let go of its moment (`let_go`).
        self.let_go_at = 0
        #: Step index -> the seat whose pass in that step stepped it out of the lot ("Out of
        #: this lot"): the hand-over says it in the button's word.
        self.outs: dict[int, int] = {}
        #: The person who was at the screen when the whole table gathered for a moment, until
        #: someone sits down (`leave`, `sat`), or None.
        self.left_by: int | None = None
        #: The person at the screen (`Match.seated`) as the table last heard a move or saw
        #: someone sit down, or None: nobody since the table gathered (`leave`).
        self.seated: int | None = None

    def heard(self, events, moment, mover: int | None, seated: int | None,
              out: int | None = None) -> None:
        """A step's `events` shown; `moment` is what it showed the whole table (or None),
        `mover` the seat whose move it was, `seated` the person at the screen then: the step
        is theirs to have seen when they moved it; `out`, the seat it stepped out of the lot."""
        self.steps.append(tuple(events))
        if out is not None:
            self.outs[len(self.steps) - 1] = out
        self.seated = seated
        if moment is not None and moment.frees:
            self.gathered, self.moment = len(self.steps), moment
        if moment is not None:
            self.latest = len(self.steps), moment
        if mover is not None and mover == seated:
            self.seen[mover] = len(self.steps)
        self.keep()

    def sat(self, seat: int) -> None:
        """`seat` sits at the screen: they see the table as it is now (and nobody has left it
        any more)."""
        self.seen[seat] = len(self.steps)
        self.seated, self.left_by = seat, None
        self.keep()

    def leave(self, seat: int) -> None:
        """The whole table gathered for a moment while `seat` had the screen: the screen goes
        back to them next, "Back to Ada" (`left_by`); nobody is at the screen now."""
        self.left_by, self.seated = seat, None
        self.keep()

    def let_go(self) -> None:
        """Another person sat down: the moment the table watched heads no more hand-overs."""
        self.let_go_at = len(self.steps)
        self.keep()

    def watched(self):
        """The moment the table watched that heads the next hand-over (privacy's `Moment`,
        `later` when moves came after it), or None: none yet, or let go since."""
        if self.latest is None or self.let_go_at >= self.latest[0]:
            return None
        step, moment = self.latest
        return moment._replace(later=True) if step < len(self.steps) else moment

    def keep(self) -> None:
        """What a save carries (in the match's notes): how far each person has seen, and
        where the table let go of its moment (an "outs" entry beside them in an older note is
        read past), and who left the screen, if anyone did."""
        self.notes["news"] = {"seen": {str(s): n for s, n in self.seen.items()},
                              "let_go": self.let_go_at}
        for key, seat in (("left_by", self.left_by), ("seated", self.seated)):
            if seat is not None:
                self.notes["news"][key] = seat

    def loaded(self, steps, humans) -> None:
        """A loaded game's steps before the load, replayed from its record, each (events, the
        moment it showed the whole table or None, its mover), and the human seats: how far each
        person had seen as the save kept it (`keep`), or, kept by no note (an older save, or
        one whose note cannot be read), up to each one's own last move; the moment the table
        watched, as it was let go (an older save's never was); who had left the screen and
        who had it (an older save's nobody)."""
        kept = self.notes.get("news")
        for events, moment, mover in steps:
            self.heard(events, moment, mover, mover if mover in humans else None)
        let_go = kept.get("let_go", 0) if isinstance(kept, dict) else 0
        if type(let_go) is int and 0 <= let_go <= len(self.steps):
            self.let_go_at = let_go
        kept = kept if isinstance(kept, dict) else {}
        self.left_by, self.seated = (seat if type(seat := kept.get(key)) is int
                                     and seat in humans else None
                                     for key in ("left_by", "seated"))
        try:
            seen = {int(s): int(n) for s, n in kept["seen"].items()}
        except (TypeError, KeyError, ValueError, AttributeError):
            self.keep()         # (the older save's reading, kept for the next save)
            return
        if all(0 <= n <= len(self.steps) for n in seen.values()):
            self.seen = seen
        self.keep()

    def since(self, seat: int, tell: Teller) -> tuple[object, list]:
        """What `seat` has not seen: the moment the whole table gathered for, if that is
        where it begins (they saw it; the hand-over names it as past), else None; and the
        lines of every step since, oldest first, as `tell` tells them."""
        start = self.seen.get(seat, 0)
        if self.gathered >= start:
            return self.moment, tell(self.steps, self.gathered, seat)
        return None, tell(self.steps, start, seat)
