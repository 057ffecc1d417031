"""The game state (immutable data), what one seat may see of it, and the outcomes."""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .cards import Card, Method, Term
from .config import Config
from .events import RoundEnd, Sold


class Phase(Term):
    """What the game waits for."""
    PLAY = "play"                  # the auctioneer chooses a card
    DOUBLE_OFFER = "double_offer"  # a seat may add a second card to a double
    OPEN_BIDDING = "open"          # open auction, round the table lap after lap
    ONCE_AROUND_BIDDING = "once_around"
    SEALED_BIDDING = "sealed"      # every seat at once
    SET_PRICE = "set_price"        # the auctioneer names a fixed price
    FIXED_OFFER = "fixed_offer"    # seats in turn buy at the fixed price or pass
    DUMMY_REVEAL = "dummy_reveal"  # a seat may reveal the dummy hand's top card
    GAME_OVER = "game_over"


(PLAY, DOUBLE_OFFER, OPEN_BIDDING, ONCE_AROUND_BIDDING, SEALED_BIDDING, SET_PRICE, FIXED_OFFER,
 DUMMY_REVEAL, GAME_OVER) = PHASES = tuple(Phase)


class RoundResult(NamedTuple):
    """How a round was scored."""
    round: int
    counts: tuple[int, ...]            # cards per artist played this round
    ranking: tuple[int, ...]           # artists placed 1st, 2nd, 3rd (up to three)
    values: tuple[int, ...]            # value of one painting per artist (0 if unranked)
    payouts: tuple[int, ...]           # paid by the bank to each seat
    cash_after: tuple[int, ...]        # each seat's cash after the payouts
    ended_by: Card | None
    ended_by_seat: int | None
    reason: RoundEnd


class GameResult(NamedTuple):
    """The end of the game: final cash and the winners (equal money shares the win)."""
    cash: tuple[int, ...]
    ranking: tuple[int, ...]           # seats, richest first (ties by seat order)
    winners: tuple[int, ...]


class State(NamedTuple):
    """The whole game at one moment. Immutable: `apply` returns a new one.

    Only `view(state, seat)` may be shown to a seat; the state itself holds every secret.
    """
    config: Config
    deck: tuple[Card, ...]                 # cards still to be dealt, top first
    round: int                             # 0-based round number
    phase: Phase
    to_act: tuple[int, ...]                # seats whose decision the game waits for
    hands: tuple[tuple[Card, ...], ...]
    dummies: tuple[tuple[Card, ...], ...]  # dummy hands, top card first
    cash: tuple[int, ...]
    board: tuple[tuple[int, ...], ...]     # board[round][artist]: token 0, 10, 20 or 30
    counts: tuple[int, ...]                # cards per artist played this round
    bought: tuple[tuple[Card, ...], ...]   # per seat, bought this round
    revealed: tuple[Card, ...]             # dummy cards revealed this round
    out_of_play: tuple[Card, ...]          # cards of earlier rounds
    lot: tuple[Card, ...]                  # the card(s) on offer
    auctioneer: int | None                 # auctioneer of the lot (after a double: the adder)
    original: int | None                   # who played the double card
    method: Method | None                  # auction method of the lot
    high_bid: int
    high_bidder: int | None
    acted: int                             # turns taken in this auction (passes in a row, for open)
    sealed: tuple[int | None, ...]         # sealed bids entered so far (secret)
    price: int                             # fixed price
    next_dummy: int                        # 2-player variant: which dummy deck reveals next
    last_auctioneer: int | None
    sales: tuple[Sold, ...]                # every sale of the game (public)
    results: tuple[RoundResult, ...]
    events: tuple                          # what the last apply did (public)

    @property
    def players(self) -> int:
        return len(self.cash)

    @property
    def is_over(self) -> bool:
        return self.phase == GAME_OVER


@dataclass(frozen=True)
class View:
    """What one seat (or, with seat None, a spectator or the hand-over screen) may know."""
    seat: int | None
    config: Config
    round: int
    phase: Phase
    to_act: tuple[int, ...]
    hand: tuple[Card, ...] | None          # own hand; None for a spectator
    hand_sizes: tuple[int, ...]
    dummy_sizes: tuple[int, ...]
    cash: tuple[int | None, ...]           # own cash (all with open_money); None where hidden
    board: tuple[tuple[int, ...], ...]
    counts: tuple[int, ...]
    bought: tuple[tuple[Card, ...], ...]
    revealed: tuple[Card, ...]
    lot: tuple[Card, ...]
    auctioneer: int | None
    original: int | None
    method: Method | None
    high_bid: int
    high_bidder: int | None
    sealed_done: tuple[bool, ...]          # who has entered a sealed bid
    my_sealed: int | None                  # own sealed bid, once entered
    price: int
    last_auctioneer: int | None
    deck_size: int
    sales: tuple[Sold, ...]
    results: tuple[RoundResult, ...]
    events: tuple
    played_before: tuple[Card, ...] = ()   # every card played face up in earlier rounds
    acted: int = 0                         # open auction: passes in a row; once around / fixed
                                           # price: turns taken
    next_dummy: int = 0                    # 2-player variant: the dummy deck that reveals next

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    def held(self, seat: int) -> int:
        """How many cards `seat` holds as the table sees it (hand sizes are public); the card
        game's view says the same with its secret choices taken out (`game.card.state`)."""
        return self.hand_sizes[seat]

    @property
    def unsold(self) -> tuple[Card, ...]:
        """Always empty: a card that belongs to nobody leaves with the round's scoring (as
        `lot`) or is never auctioned. Kept only while game/ai still reads it."""
        return ()

    @property
    def my_cash(self) -> int | None:
        return None if self.seat is None else self.cash[self.seat]
