"""What the auction game waits for, in words: one table says it for each phase, of the seats
it waits for ("Clemens to play a card") and to one of them ("your sealed bid"), for the
engine's "why not" messages."""
from __future__ import annotations

from .i18n import Text, _, and_list
from .state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, GAME_OVER, ONCE_AROUND_BIDDING,
                    OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE, State)

#: What each phase waits for, after "the game waits for": said of the seats it waits for
#: (third person), and said to one of them ("you", the words for their own screen).
_WAITING = {
    # i18n: what the game waits for, after "the game waits for": {who} is one or more players'
    # names; the second of each pair is the same said to the player it waits for
    PLAY: (_("{who} to play a card"), _("you to play a card")),
    DOUBLE_OFFER: (_("{who} to add a second card to the double or decline"),
                   # i18n: after "the game waits for", said to the player it waits for
                   _("you to add a second card to the double or decline")),
    OPEN_BIDDING: (_("{who} to bid or pass in the open auction"),
                   # i18n: after "the game waits for", said to the player it waits for
                   _("your bid or pass in the open auction")),
    ONCE_AROUND_BIDDING: (_("{who} to bid or pass once around"),
                          # i18n: after "the game waits for", said to the player it waits for
                          _("your bid or pass once around")),
    SEALED_BIDDING: (_("sealed bids from {who}"),
                     # i18n: after "the game waits for", said to a player it waits for
                     _("your sealed bid")),
    SET_PRICE: (_("{who} to set the fixed price"),
                # i18n: after "the game waits for", said to the player it waits for
                _("you to set the fixed price")),
    FIXED_OFFER: (_("{who} to buy at the fixed price or pass"),
                  # i18n: after "the game waits for", said to the player it waits for
                  _("you to buy at the fixed price or pass")),
    DUMMY_REVEAL: (_("{who} to reveal the dummy card or not"),
                   # i18n: after "the game waits for", said to the player it waits for
                   _("you to reveal the dummy card or not")),
}


def describe_wait(s: State) -> Text:
    """What the game is waiting for, in words: "Clemens to play a card"."""
    if s.phase == GAME_OVER:
        return _("nothing: the game is over")
    return _WAITING[s.phase][0].format(who=and_list(s.config.seats[i].name for i in s.to_act))


def wait_for_you(s: State) -> Text:
    """What the game waits for from a seat it waits for, said to that seat: "your sealed
    bid" (after "the game waits for")."""
    if s.phase == GAME_OVER:
        return _("nothing: the game is over")
    return _WAITING[s.phase][1]
