"""The auction log's line under a round's heading: the deal (RULES.md §2), from the round's
`RoundStarted` (its `dealt` and `dummy_dealt`). A play-tester read "Round 2" with nothing under
it though cards had been dealt; the card game's log says "4 cards dealt to each player"."""
from __future__ import annotations

from . import events as E
from .config import TWO_PLAYER, Config
from .i18n import Text, _, n_


def dealt_words(e: E.RoundStarted, config: Config) -> Text:
    """How many cards each player was dealt this round, and each dummy hand or deck with them;
    or, when the deal gives none (round 4 at every player count), that the cards kept in hand
    are played."""
    k = max(e.dealt, default=0)
    if not k:
        # i18n: the auction log under a round's heading when the round deals no cards (round 4)
        return _("No new cards this round: the cards kept in hand are played.")
    # i18n: {n} cards dealt to each player ("4 cards"), its own entry for its plural
    cards = n_("{n} card", "{n} cards", k)
    if e.dummy_dealt and config.variant == TWO_PLAYER:
        # i18n: the auction log under a round's heading, the 2-player variant; {cards}: "9 cards"
        line = _("{cards} dealt to each player and to each dummy deck.")
    elif e.dummy_dealt:
        # i18n: the auction log under a round's heading, 3 players with the dummy hand;
        # {cards}: "9 cards"
        line = _("{cards} dealt to each player and to the dummy hand.")
    else:
        # i18n: the auction log under a round's heading; {cards}: "4 cards"
        line = _("{cards} dealt to each player.")
    return line.format(cards=cards)
