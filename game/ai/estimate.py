"""What the table may show a learner: each artist's chances of placing this round, what one of
its paintings is likely to pay, and what the lot on offer is worth to the seat. Read from one
view only (never the state), so it shows nothing that seat could not work out itself.
"""
from __future__ import annotations

import random
from typing import NamedTuple

from .. import market
from ..cards import ARTIST_COUNT
from ..state import View
from .knowledge import Memory
from .model import round_chances, values_from_chances


class ArtistEstimate(NamedTuple):
    """One artist this round: chances of finishing 1st, 2nd, 3rd, and the expected value of
    one painting at the round's end."""
    artist: int
    chances: tuple[float, float, float]
    value: float

    @property
    def placing(self) -> float:
        """The chance of finishing in the top three (a painting pays anything at all)."""
        return sum(self.chances)


class Estimate(NamedTuple):
    """The estimate for one seat's view."""
    artists: tuple[ArtistEstimate, ...]
    lot_value: float | None          # what the lot on offer is expected to pay its buyer
    lot_cap: int | None              # the most it can pay (§5)


def estimate(view: View, samples: int = 200, seed: int = 0, push: bool = True) -> Estimate:
    """The estimate for `view` (a seat's view; seeded, so the same view gives the same
    figures). It plays the rest of the round out `samples` times with the unseen cards dealt
    at random to the hidden hands; with `push` (as Normal's model) players push the artists
    already out, else every card is as likely to be played. Pushing forecasts what a lot pays
    at the round's end better, and as Normal does (`bench/estimate_calibration.py`: over 4,475
    lots of 120 games of four Normals, mean 46.1 against 44.4 paid, root mean square error
    17.0; uniform play 41.9 and 17.6), so a learner's estimate is not far below what the
    computer players bid."""
    if not isinstance(view, View) or view.seat is None or view.hand is None:
        raise TypeError("estimate() reads a seat's view, not a state or a spectator's view")
    memory = Memory()
    memory.observe(view)
    pool = memory.unseen(view)
    n = view.players
    first = view.auctioneer if view.auctioneer is not None else (
        view.to_act[0] - 1 if view.phase == "play" and view.to_act else
        (view.last_auctioneer if view.last_auctioneer is not None else 0))
    start = (first + 1) % n
    hands = [list(view.hand) if (start + k) % n == view.seat else view.hand_sizes[(start + k) % n]
             for k in range(n)]
    chances = round_chances(view.counts, hands, pool, view.dummy_sizes, view.config.variant,
                            samples, random.Random(seed), push)
    base = market.column_base(view.board, view.round)
    values = values_from_chances(chances, base)
    artists = tuple(ArtistEstimate(a, tuple(chances[a]), values[a])  # type: ignore[arg-type]
                    for a in range(ARTIST_COUNT))
    if not view.lot:
        return Estimate(artists, None, None)
    artist = view.lot[0].artist
    return Estimate(artists, sum(values[c.artist] for c in view.lot),
                    market.lot_ceiling(base[artist], len(view.lot)))
