"""The one narration of the game: a line in plain words per public event, for the table's log
panel, the replay tool and anything else that tells the game (the registry's `narrate`).

Only public events are narrated, so nothing here can reveal a hand or a sealed bid early.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from . import events as E
from .cards import Card, artist_name
from .config import Config


class Line(NamedTuple):
    """One line of the game's log: its section and its words."""
    kind: str   # "round" (a separator), "play", "sale" or "score"
    text: str


#: Events told by something other than a line: an auction's start shows as the lot on its
#: stand, and the card played has already named its method.
SILENT = frozenset({E.AuctionStarted})


class _Teller:
    """Names and verbs for one narration: seats by name, or "you" for the viewing seat."""

    def __init__(self, config: Config, you: int | None) -> None:
        self.config, self.you, self.theme = config, you, config.theme

    def who(self, seat: int | None) -> str:
        if seat is None:
            return "the bank"
        return "You" if seat == self.you else self.config.seats[seat].name

    def does(self, seat: int | None, verb: str, verbs: str) -> str:
        """"Axel plays" or "You play"."""
        return f"{self.who(seat)} {verb if seat == self.you else verbs}"

    def card(self, card: Card) -> str:
        return card.label(self.theme)

    def lot(self, lot: tuple[Card, ...]) -> str:
        return " + ".join(self.card(c) for c in lot)

    def artist(self, artist: int) -> str:
        return artist_name(artist, self.theme)


def _round_ended(t: _Teller, e: E.RoundEnded) -> str:
    if e.reason == E.RoundEnd.FIFTH_CARD and e.card is not None:
        return f"The fifth {t.artist(e.card.artist)} ends round {e.round + 1}."
    if e.reason == E.RoundEnd.HANDS_EMPTY:
        return f"Every hand is empty: round {e.round + 1} ends."
    return f"Nobody can play a card: round {e.round + 1} ends."


def _sold(t: _Teller, e: E.Sold) -> str:
    to_bank = any(p.payee is None for p in e.payments)
    tail = " (paid to the bank)" if to_bank and e.buyer == e.auctioneer else ""
    return f"Sold to {t.who(e.buyer)} for {e.price}{tail}."


def _dummy_revealed(t: _Teller, e: E.DummyRevealed) -> str:
    name = t.artist(e.card.artist)
    if e.by is None:
        return f"A dummy deck turns up {name}."
    return f"{t.does(e.by, 'turn', 'turns')} up {name} from the dummy hand."


def _payout(t: _Teller, e: E.Payout) -> str:
    n = len(e.cards)
    return f"The bank pays {t.who(e.seat)} {e.amount} for {n} painting{'s' if n != 1 else ''}."


def _game_ended(t: _Teller, e: E.GameEnded) -> str:
    names = " and ".join(t.who(w) for w in e.winners)
    plural = len(e.winners) > 1 or e.winners[0] == t.you
    return f"Game over: {names} {'win' if plural else 'wins'} with {max(e.cash)}."


_TELL: dict[type, tuple[str, Callable[[_Teller, object], str]]] = {
    E.RoundStarted: ("round", lambda t, e: f"Round {e.round + 1}"),
    E.CardPlayed: ("play", lambda t, e: f"{t.does(e.seat, 'play', 'plays')} {t.card(e.card)}."),
    E.SecondCardOffered: ("play", lambda t, e: f"{t.who(e.seat)} may add a second card to the "
                                               "double."),
    E.SecondCardDeclined: ("play", lambda t, e: f"{t.does(e.seat, 'add', 'adds')} nothing."),
    E.SecondCardAdded: ("play", lambda t, e: f"{t.does(e.seat, 'add', 'adds')} {t.card(e.card)} "
                                             f"and {'auction' if e.seat == t.you else 'auctions'}"
                                             " the pair."),
    E.BidMade: ("play", lambda t, e: f"{t.does(e.seat, 'bid', 'bids')} {e.amount}."),
    E.Passed: ("play", lambda t, e: f"{t.does(e.seat, 'pass', 'passes')}."),
    E.SealedBidPlaced: ("play", lambda t, e: f"{t.does(e.seat, 'seal', 'seals')} a bid."),
    E.SealedBidsRevealed: ("play", lambda t, e: "Sealed bids revealed: " + ", ".join(
        f"{t.who(i)} {b}" for i, b in enumerate(e.bids)) + "."),
    E.PriceSet: ("play", lambda t, e: f"{t.does(e.seat, 'set', 'sets')} the price at "
                                      f"{e.amount}."),
    E.Sold: ("sale", _sold),
    E.TakenFree: ("sale", lambda t, e: f"{t.does(e.seat, 'take', 'takes')} {t.lot(e.lot)} "
                                       "free."),
    E.DummyRevealed: ("play", _dummy_revealed),
    E.DummyKept: ("play", lambda t, e: f"{t.does(e.seat, 'leave', 'leaves')} the dummy card "
                                       "hidden."),
    E.RoundEnded: ("score", _round_ended),
    E.TokensPlaced: ("score", lambda t, e: "Tokens: " + ", ".join(
        f"{t.artist(a)} {token}" for a, token in e.tokens) + "."),
    E.Payout: ("score", _payout),
    E.GameEnded: ("score", _game_ended),
}


def narrate(event: object, config: Config, you: int | None = None) -> Line | None:
    """The log's line for an event, or None for the SILENT ones (and for anything that is not
    an event). `you`, the viewing seat, is told as "you"; None names every seat."""
    told = _TELL.get(type(event))
    if told is None:
        return None
    kind, tell = told
    return Line(kind, tell(_Teller(config, you), event))


def why_round_ended(event: E.RoundEnded, config: Config) -> str:
    """Why a round ended, looking back (the round-scoring overlay's line)."""
    if event.reason == E.RoundEnd.FIFTH_CARD and event.card is not None:
        who = "the dummy hand" if event.seat is None else config.seats[event.seat].name
        return (f"The fifth {artist_name(event.card.artist, config.theme)}, played by {who}, "
                "ended the round.")
    if event.reason == E.RoundEnd.HANDS_EMPTY:
        return "Every hand was played out."
    return "Nobody could play a card."


def describe(event: object, config: Config) -> str | None:
    """An event's words alone, every seat by name (the replay tool's and the registry's line)."""
    line = narrate(event, config)
    return None if line is None else line.text
