"""Small helpers for rule scenarios: configs, chosen deals, and playing scripted actions."""
from __future__ import annotations

from game import Config, SeatConfig, apply, new_game
from game.cards import (DECK, DOUBLE, FIXED_PRICE, ONCE_AROUND, OPEN, SEALED, Card,
                        pick_card)
from game.engine import DEAL

LM, YOKO, CP, KG, KRYPTO = range(5)
NAMES = ("Axel", "Beatrix", "Clemens", "Doris", "Emil")
__all__ = ["LM", "YOKO", "CP", "KG", "KRYPTO", "OPEN", "ONCE_AROUND", "SEALED", "FIXED_PRICE",
           "DOUBLE", "cfg", "deal", "dealt_deck", "run", "card_in", "NAMES"]


def cfg(players: int = 4, variant: str | None = None, names=NAMES, **options) -> Config:
    """An all-computer config with named seats; the first auctioneer is seat 0 unless given."""
    if variant is None:
        variant = "two_player" if players == 2 else "standard"
    options.setdefault("first_auctioneer", 0)
    seats = tuple(SeatConfig(names[i], "bot", "random") for i in range(players))
    return Config(seats=seats, variant=variant, **options)


def deal(config: Config, hands, dummies=(), seed: int = 0):
    """A new game whose round-1 hands start with the given cards ((artist, method) pairs),
    padded with cards nobody plays; dummy hands likewise (top card first)."""
    return new_game(config, seed, dealt_deck(config, hands, dummies))


def dealt_deck(config: Config, hands, dummies=()) -> list[Card]:
    """The stacked deck `deal` deals from (for a Match, which takes a deck)."""
    k = DEAL[config.hands_dealt][0]
    used: set[int] = set()

    chosen = [[pick_card(s, used) for s in hand] for hand in hands]
    chosen_dummies = [[pick_card(s, used) for s in d] for d in dummies]
    chosen_dummies += [[] for _ in range(config.dummy_hands - len(chosen_dummies))]
    # Padding comes from the end of the canonical deck, so it is Krypto and Karl Gitter
    # first: scenarios that must not be disturbed by padding avoid playing those artists.
    spare = [c for c in reversed(DECK) if c.id not in used]
    blocks = []
    for block in chosen + chosen_dummies:
        if len(block) > k:
            raise ValueError("a hand is larger than the deal")
        while len(block) < k:
            block.append(spare.pop(0))
        blocks.extend(block)
    return blocks + spare


def card_in(state, seat: int, artist: int, method: str) -> Card:
    """A card of that artist and method from a seat's hand."""
    return next(c for c in state.hands[seat] if c.artist == artist and c.method == method)


def run(state, *actions):
    """Apply actions in order; returns the final state and every event on the way."""
    events = list(state.events)
    for action in actions:
        state = apply(state, action)
        events.extend(state.events)
    return state, events
