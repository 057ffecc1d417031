"""What becomes of the lot on offer if nobody bids on it (RULES §4: the auctioneer takes it free;
at a fixed price the auctioneer must buy it; a double nobody adds to, its player takes free),
asked of the engine itself: the moves of "nobody bids" are applied to a copy of the state and
the lot's outcome is read from the events. The front end says it where a seat decides (its own
lot, a pass that would leave it unbid), so the rule is written once, in engine.py."""
from __future__ import annotations

from .actions import DeclineSecondCard, Pass, SealedBid
from .engine import IllegalAction, apply
from .events import Sold, TakenFree
from .state import (DOUBLE_OFFER, FIXED_OFFER, ONCE_AROUND_BIDDING, OPEN_BIDDING,
                    SEALED_BIDDING, State)


def _nobody(s: State, seat: int):
    """The move that adds no bid for `seat` now: a pass, a sealed 0, adding no second card."""
    if s.phase == SEALED_BIDDING:
        return SealedBid(seat, 0)
    if s.phase == DOUBLE_OFFER:
        return DeclineSecondCard(seat)
    return Pass(seat)


def if_nobody_bids(s: State) -> Sold | TakenFree | None:
    """The `TakenFree` (or, at a fixed price, the `Sold` to its auctioneer) the engine brings
    if, from now on, no seat bids on the lot on offer; None where a bid is
    already in (open, once around), nothing is on offer, or the engine refuses doing nothing
    (a 2-player double must have its second card). Sealed bids still secret count as none:
    only the public outcome of "nobody bids" is read, never another seat's choice."""
    if s.phase not in (OPEN_BIDDING, ONCE_AROUND_BIDDING, SEALED_BIDDING, FIXED_OFFER,
                       DOUBLE_OFFER) or s.high_bidder is not None:
        return None
    if s.phase == SEALED_BIDDING:
        s = s._replace(sealed=(None,) * s.players, to_act=tuple(range(s.players)))
    for _step in range(2 * s.players + 1):
        try:
            s = apply(s, _nobody(s, s.to_act[0]))
        except IllegalAction:
            return None
        outcome = next((e for e in s.events if isinstance(e, (Sold, TakenFree))), None)
        if outcome is not None:
            return outcome
        if s.phase not in (OPEN_BIDDING, ONCE_AROUND_BIDDING, SEALED_BIDDING, FIXED_OFFER,
                           DOUBLE_OFFER):
            return None
    return None
