"""The passes the game makes for a human seat whose money does not reach above the high bid,
or to the fixed price (`Match.pass_for_the_idle`): the engine's words why (`only_pass`), so the
player is never passed in silence.

The seat's own words name its money ("You pass: the high bid is 60 and you have 55."): they go
to the log with one human at the table, and on that seat's own stand while the lot is on. With
several humans at one screen the log is the whole table's, so its line keeps the money private
("The game passes for Ada, who cannot bid above 60.").
"""
from __future__ import annotations

from game import Pass
from game.engine import only_pass
from game.i18n import Text, _, sentences
from game.state import FIXED_OFFER, ONCE_AROUND_BIDDING, OPEN_BIDDING, View

#: The phases in which the game may pass for a seat that cannot bid or buy.
_OFFERS = (OPEN_BIDDING, ONCE_AROUND_BIDDING, FIXED_OFFER)


def lot_of(v: View) -> tuple:
    """The lot on offer in `v`, as a key: its round, auctioneer and cards."""
    return (v.round, v.auctioneer, tuple(c.id for c in v.lot))


def out_words(full: bool = True, name: str | None = None) -> Text:
    """The log's line when the one human at a table of computers steps out of the open auction
    on offer ("Out of this lot"): its pass alone said nothing of the game's passes for it on
    the later laps. In `full` the first time (it explains), after that short ("You are out of
    this lot."). At a screen several people share, the seat by its `name`: a play-tester read
    only "Ada passt" and could not tell who was out for good from who could still bid."""
    if name is not None:
        if not full:
            # i18n: the log at a screen several people share: {name} pressed "Out of this lot"
            return _("{name} is out of this lot.").format(name=name)
        # i18n: the log at a screen several people share: {name} pressed "Out of this lot"
        # (the first time in the game: what the game then does)
        return _("{name} is out of this lot: the game passes for {name} on its later laps."
                 ).format(name=name)
    if not full:
        return _("You are out of this lot.")
    return _("You are out of this lot: the game passes for you on its later laps, until "
             "you come back in.")


class ForcedPasses:
    """What the table tells of the passes the game made for human seats."""

    def __init__(self) -> None:
        #: seat -> (the lot, the seat's own words why the game passed for it there).
        self.notes: dict[int, tuple[tuple, str]] = {}
        #: The log's lines of the lot on offer, told once its bidding is over: told at once,
        #: a line of its own would cut the lot's one growing line of bids in two.
        self.unsaid: list[str] = []
        #: The seat stepping out of the lot now ("Out of this lot"): its pass is followed by
        #: the line saying so (`step_out`).
        self.stepping: int | None = None
        #: The seats whose stepping out the log has explained in full this game.
        self.explained: set[int] = set()
        #: seat -> the lot on which the game stepped it out past its "Up to" (`limit_out`).
        self.limit_told: dict[int, tuple] = {}

    def heard(self, match, retold=None) -> str:
        """The log's line(s) after the match's last action: a seat stepping out of the lot
        (`stepping`), said after its pass; why the game passed for a human seat that could
        only pass, once per seat and lot (later laps of an open auction pass again: untold),
        said when the lot's bidding is over; else "". The seat's own words (its money named)
        with one human at the table, else the table's (money private)."""
        self._note(match, retold)
        out = self._out(match, retold)
        if match.phase in _OFFERS or not self.unsaid:
            return out
        # Joined as words to translate: a plain join left English in the Italian log ("You
        # pass: the high bid is 100 and you have 100.").
        told, self.unsaid = ([out] if out else []) + self.unsaid, []
        return told[0] if len(told) == 1 else sentences(told)

    def _out(self, match, retold=None) -> Text:
        """After the pass a seat stepped out of the lot with, while the lot's bidding goes on:
        that it is out, in full the first time in the game (what the game then does for it),
        short after that; else "". The game's pass for a seat once the bids went past its "Up
        to" steps it out as "Out of this lot" does (`limit_out`)."""
        seat, action = self.stepping, match.actions[-1] if match.actions else None
        if action is None:
            return ""
        if seat is None:
            seat = self.limit_out(match, action, retold)
        if seat is None or action != Pass(seat) or not match.is_out(seat):
            return ""
        full = seat not in self.explained
        self.explained.add(seat)
        # The log is everyone's at a shared screen: the seat by its name. (Its stand at a
        # later lot says nothing of it: "You were out of the last lot" headed the next lots'
        # prompts, stale.)
        return out_words(full, match.config.seats[seat].name if match.hot_seat else None)

    def limit_out(self, match, action, retold) -> int | None:
        """The seat the game has just passed for because the bids went past its "Up to" (with
        one human at the table: `Match.idle_move` steps it out of the lot), told as a seat
        stepping out: that pass in the lap's line, the line saying it is out under it, and the
        game's passes for it on later laps left out of the lot's line (`Retold.news`; they
        said "You pass" after every raise). At a shared screen the game steps nobody out:
        every pass stays told as anyone's."""
        seat = getattr(action, "seat", None)
        if match.hot_seat or action != Pass(seat) or match.limit_passed(seat) is None:
            return None
        lot = match.lot_key()
        if self.limit_told.get(seat) == lot:
            return None                 # a later lap's pass for it: untold
        self.limit_told[seat] = lot
        if retold is not None:
            retold.news(seat)
        return seat

    def _note(self, match, retold=None) -> None:
        """Keep the seat's own words if the last action was the game's pass for it. In an open
        auction with one human at the table that pass stays in the lap's line and the game's
        passes for the seat on later laps (its money still short) go untold (`Retold.news`):
        they said "You pass" after every raise. At a shared screen every pass is told."""
        if not match.actions or not isinstance(match.actions[-1], Pass):
            return
        seat = match.actions[-1].seat
        if seat not in match.humans:
            return
        before = match.view_before(seat)        # the seat's own view: its money is known
        own = only_pass(before, seat)
        if own is None:
            return
        lot = lot_of(before)
        told = self.notes.get(seat, (None, ""))[0] == lot
        self.notes[seat] = (lot, own)
        if told:
            return
        self.unsaid.append(own if not match.hot_seat
                           else only_pass(before, seat, own=False) or "")
        if (retold is not None and not match.hot_seat and before.phase == OPEN_BIDDING
                and not match.is_out(seat)):
            retold.news(seat, stepped=False)

    def stand(self, v: View) -> str:
        """The line for the stand of `v`'s own seat while the lot the game passed it on is on
        offer (never another seat's: it names the seat's money)."""
        if v.seat is None or v.phase not in _OFFERS:
            return ""
        lot, words = self.notes.get(v.seat, (None, ""))
        return words if lot == lot_of(v) else ""
