"""What happened since a person last looked, in the log's own words (game/log.py): the
hand-over's lines (scenes/table/news.py), each ranked by how much it touches that person, so
that a hand-over with no room for every line keeps first what touches them."""
from __future__ import annotations

from typing import NamedTuple

from . import events as E
from .config import Config
from .i18n import Text
from .log import AGAIN, GROWS
from .log_retold import Retold


class Told(NamedTuple):
    """A line of what happened since a person last looked, and how much it touches them
    (`rank`: MINE first, then SALE, PLAY and BIDS): a hand-over with no room for every line
    keeps the lines that touch the person first."""
    text: Text
    rank: int


#: The ranks of `Told` lines, first kept first: a sale that paid or charged the person (a lot
#: they sold or bought), any other sale, any other line, a lot's bid-by-bid detail.
MINE, SALE, PLAY, BIDS = range(4)


def _rank(event: object, kind: str, seat: int | None) -> int:
    """How much the line `event` made (of `kind`) touches `seat`."""
    if isinstance(event, E.Sold):
        payees = {p.payee for p in event.payments}
        return MINE if seat is not None and seat in {event.buyer, event.auctioneer,
                                                     *payees} else SALE
    if isinstance(event, (E.TakenFree, E.Payout)):
        return MINE if event.seat == seat else SALE
    return BIDS if kind in (GROWS, AGAIN) else PLAY


def told_from(events, config: Config, start: int = 0, seat: int | None = None,
              outs=()) -> list[Told]:
    """The log's lines for `events[start:]` as the table's log tells them at a screen several
    people share (every seat by name), a lot's bids and passes gathered into one line: the
    lot's auction is read from the events before `start`, and its bids before `start` are
    left to the lines before. The hand-over says with them what happened since a person last
    saw the table, in the log's own words, each line ranked by how much it touches `seat`,
    that person (`Told`). A seat's pass is named once until it bids again (`Retold`'s
    `once`); `outs`, the events among them that are a seat's pass out of the lot ("Out of
    this lot"), said in the button's word as the log says it (`Retold.news`)."""
    first = max((i for i, e in enumerate(events[:start + 1])
                 if isinstance(e, E.AuctionStarted)), default=start)
    retold, lines = Retold(once=True), []
    for i, event in enumerate(events[first:], first):
        if i == start:
            retold.cut()
        if any(event is o for o in outs):
            retold.news(event.seat)
        line = retold.line(event, config)
        if line is None or i < start or line.kind == "round":
            continue
        told = Told(line.text, _rank(event, line.kind, seat))
        if line.kind == AGAIN and lines:     # the lot's line grown
            lines[-1] = told
        else:
            lines.append(told)
    return lines

