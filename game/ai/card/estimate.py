"""What the card table may show a learner: for each artist, its chance of leading this round and
what one of its cards is likely to be worth at the round's end. Normal's model of a round
(`model.py`) read from one seat's view only, so it shows nothing that seat could not work out.

Normal's own weights leave the seat's hand out of an artist's strength (it plays well so), but a
forecast that does forgot what the seat can still play: holding six Christin P at a round's
start, the help said "likely worth about 1". So the estimate counts the seat's own cards of an
artist and the unseen cards likely still to come (`ESTIMATE_STYLE`, fitted on 400 tuning games
per table of 2–5 card Normals, seeds 912000–915399; `bench/AI_RESULTS.md` has the figures).
"""
from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from ...card.state import View
from .levels import NormalBot
from .model import ARTISTS, Outlook, Style, Table, artist_worths


#: Normal's weights, with the seat's own hand cards of an artist counting 0.35 each toward its
#: rank (up to the cards still to be played this round) and the unseen cards likely to come 0.6.
ESTIMATE_STYLE = replace(NormalBot.STYLE, hand_push=0.35, pool_push=0.6)


class CardEstimate(NamedTuple):
    """One artist this round: the chance of being one of the three leading artists, and the
    expected worth of one of its cards at the round's end."""
    artist: int
    leads: float
    worth: float


def card_estimates(view: View, style: Style = ESTIMATE_STYLE) -> tuple[CardEstimate, ...]:
    """Per artist, the estimate for a seat's `view` (no randomness: the same view gives the
    same figures); `style` other weights, for the bench that chose them."""
    worth, leads = artist_worths(Outlook.of(view, style), Table.of(view))
    return tuple(CardEstimate(a, leads[a], worth[a]) for a in ARTISTS)
