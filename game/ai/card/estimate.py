"""What the card table may show a learner: for each artist, its chance of leading this round and
what one of its cards is likely to be worth at the round's end. Normal's model of a round
(`model.py`) read from one seat's view only, so it shows nothing that seat could not work out.
"""
from __future__ import annotations

from typing import NamedTuple

from ...card.state import View
from .levels import NormalBot
from .model import ARTISTS, Outlook, Table, artist_worths


class CardEstimate(NamedTuple):
    """One artist this round: the chance of being one of the three leading artists, and the
    expected worth of one of its cards at the round's end."""
    artist: int
    leads: float
    worth: float


def card_estimates(view: View) -> tuple[CardEstimate, ...]:
    """Per artist, the estimate for a seat's `view` (no randomness: the same view gives the
    same figures)."""
    worth, leads = artist_worths(Outlook.of(view, NormalBot.STYLE), Table.of(view))
    return tuple(CardEstimate(a, leads[a], worth[a]) for a in ARTISTS)
