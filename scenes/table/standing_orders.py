"""The table's standing orders in an open auction, "Out of this lot" and "Up to": what the
decision panel's buttons do on the table scene (`self`), which owns the match and the log."""
from __future__ import annotations

from game import Pass

from .status import amount_range


def step_out(self, seat: int) -> None:
    """"Out of this lot": pass now; the game passes for the seat on later laps. The log
    tells that pass in the lap's line of bids, then that the seat is out (`ForcedPasses`),
    and its chips say so in the button's word. At a screen several people share too: the
    game asks the seat no more on this lot, which everyone watching sees, and a play-tester
    read its passes told as plain ones ("Ada passt") and could not tell who was out for good
    from who could still bid."""
    self.match.step_out(seat)
    self.retold.news(seat)
    self.passes.stepping = seat
    self.submit(Pass(seat))
    self.passes.stepping = None


def bid_up_to(self, seat: int, most: int) -> None:
    """"Up to": bid the smallest raise now; the game raises for the seat on later laps
    while `most` allows, then steps it out of the lot. `most` must be a bid the engine
    would take now; if not, its words say why and nothing is bid."""
    raise_ = amount_range(self.legal)
    if raise_ is None:
        return
    refused = self.match.why_not(raise_.make(most))
    if refused:
        self.error = refused
        return
    self.match.bid_up_to(seat, most)
    self.submit(raise_.make(raise_.lo))
    if self.error:
        self.match.step_out(seat, out=False)    # refused: the game bids nothing for it
