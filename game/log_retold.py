"""The table's log as it tells a game while it is played (`Retold`): a lot's bids and passes
gathered into one growing line, passes not retold, a seat out of the lot ("Out of this lot")
in the button's word. The one narration of each event is game/log.py's."""
from __future__ import annotations

from . import events as E
from .cards import Method
from .config import Config
from .log import AGAIN, GATHERED, GROWS, Line, _bids, _sealed, _Teller, narrate


class Retold:
    """The table's log lines of the events, as they come, without retelling:
    - a lot's bidding makes one line that grows (kind GROWS, then AGAIN after each): an open
      or once-around auction's bids and passes ("Bids: Axel 10 · Bea 12 · You pass · ..."),
      a sealed auction's seats that have sealed ("Sealed bids from Axel and Bea.");
    - in an open auction every seat but the high bidder passes again after each raise: each
      of those passes is told, so the line shows who was asked again; but a seat out of the
      lot ("Out of this lot", `news`) has its passes made by the game lap after lap, and the
      line under its last pass says so: its later passes go untold until it bids again; a
      new lot forgets (at a screen several people share too: the game no longer asks the
      seat, which everyone sees); at a screen several people share (`once`), any seat's
      pass in an open auction is told once, its later passes
      untold until it bids again: "Jonas and Mia pass" lap after lap filled a long auction's
      line, and a seat that has passed and not bid since is still passing (a pass is not
      final: its bid, if it comes, is told);
    - a double's second card offered to the seat that has just played the double ("plays
      Krypto (double auction)" says it); an offer to the next seat is news (to a person:
      `narrate` leaves a computer's out, its "adds" line tells it)."""

    def __init__(self, once: bool = False) -> None:
        #: Whether an open auction's passes are told once per seat until it bids (`once`).
        self.once = once
        #: The seats that have passed in the open auction on offer and not bid since.
        self.idle: set[int] = set()
        #: The seats out of the lot on offer, whose passes the game makes (untold).
        self.out: set[int] = set()
        #: The seats out, or stepping out, by their own choice (`news`): said in its word.
        self.stepped: set[int] = set()
        #: The seats stepping out with their next pass (told, then they are `out`).
        self.leaving: set[int] = set()
        self.played: int | None = None
        #: The method of the lot being bid for, while the log gathers its bidding.
        self.lot: Method | None = None
        #: The lot's bids and passes (seat, amount or None) told so far.
        self.bids: list[tuple[int, int | None]] = []
        #: Which of `bids` are a seat's pass out of the lot, said in the button's word.
        self.quits: set[int] = set()

    def tells(self, event: object) -> bool:
        """Whether the log should tell `event`."""
        played, self.played = self.played, None
        if isinstance(event, E.Passed):
            if event.seat in self.leaving:
                self.leaving.discard(event.seat)
                self.out.add(event.seat)
                return True
            if event.seat in self.out:
                return False
            if self.once and self.lot == Method.OPEN and event.seat in self.idle:
                return False
            self.idle.add(event.seat)
            return True
        if isinstance(event, (E.BidMade, E.SealedBidPlaced)):
            self.idle.discard(event.seat)
            self.out.discard(event.seat)
            self.stepped.discard(event.seat)
            self.leaving.discard(event.seat)
            return True
        self.out.clear()
        self.stepped.clear()
        self.leaving.clear()
        self.idle.clear()
        self.lot = event.method if isinstance(event, E.AuctionStarted) else None
        self.bids, self.quits = [], set()
        if isinstance(event, E.CardPlayed):
            self.played = event.seat
        return not (isinstance(event, E.SecondCardOffered) and event.seat == played)

    def steps_out(self, event: object) -> bool:
        """Whether `event`, about to be told, is the pass of a seat out of the lot on offer
        (`news`): the one that steps it out, or the game's later passes for it."""
        return isinstance(event, E.Passed) and event.seat in self.stepped and (
            event.seat in self.leaving or event.seat in self.out)

    def restart(self) -> None:
        """After a move is taken back: what was told stays told, and a lot's bids from here
        on start a line of their own (the last one may hold the move undone)."""
        self.out.clear()
        self.stepped.clear()
        self.leaving.clear()
        self.bids, self.quits = [], set()

    def news(self, seat: int, stepped: bool = True) -> None:
        """`seat` steps out of the lot with its next pass (or the game passes for it, its money
        short of the high bid: not `stepped`): that pass is told (a line of the table's
        explains it), the game's passes for it on later laps are not. A seat that `stepped`
        out ("Out of this lot", or past its "Up to") has that pass said in the button's word
        ("Ada is out"): "Ada passes" read as if she could still bid."""
        self.out.discard(seat)
        self.leaving.add(seat)
        if stepped:
            self.stepped.add(seat)
        else:
            self.stepped.discard(seat)

    def back_in(self, seat: int) -> None:
        """`seat` came back into the lot ("Back in this lot"): its next pass is told, as a
        pass."""
        self.out.discard(seat)
        self.leaving.discard(seat)
        self.stepped.discard(seat)

    def cut(self) -> None:
        """A line of the table's own came after the lot's line of bids: the lot's bids from
        here on start a line of their own under it (what was told stays told)."""
        self.bids, self.quits = [], set()

    def line(self, event: object, config: Config, you: int | None = None) -> Line | None:
        """The log's line for `event` (as `narrate` tells it, or the lot's bidding so far),
        or None when it is untold or would only retell."""
        if not self.tells(event):
            return None
        if not isinstance(event, GATHERED.get(self.lot, ())):
            return narrate(event, config, you)
        if isinstance(event, E.Passed) and event.seat in self.out & self.stepped:
            self.quits.add(len(self.bids))      # the pass that stepped it out (`tells`)
        self.bids.append((event.seat, getattr(event, "amount", None)))
        teller = _Teller(config, you)
        told = (_sealed(teller, self.bids) if self.lot == Method.SEALED
                else _bids(teller, self.bids, self.lot, self.quits))
        return Line(GROWS if len(self.bids) == 1 else AGAIN, told)
