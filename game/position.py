"""Chosen positions: a game state set up by hand, for scenario tests, puzzles and bug reports."""
from __future__ import annotations

from typing import Sequence

from .cards import ARTIST_COUNT, DECK, ROUNDS, CardSpec, pick_card
from .config import Config
from .engine import new_game
from .state import PLAY, State


def position(config: Config, hands: Sequence[Sequence[CardSpec]], *, round: int = 0,
             auctioneer: int = 0, cash: Sequence[int] | None = None,
             board: Sequence[Sequence[int]] | None = None,
             dummies: Sequence[Sequence[CardSpec]] | None = None, seed: int = 0) -> State:
    """A state at the start of `round` (0-based) with exactly these hands (Cards, or
    (artist, method) pairs meaning any unused such card), `auctioneer` to play, and optional
    cash, market board rows and dummy hands (top card first). Cards not placed are in the deck
    (canonical order) and will be dealt in later rounds."""
    base = new_game(config, seed)
    n = config.players
    if len(hands) != n:
        raise ValueError(f"{n} hands are needed, not {len(hands)}")
    used: set[int] = set()
    placed_hands = tuple(tuple(pick_card(c, used) for c in hand) for hand in hands)
    dummy_specs = dummies if dummies is not None else [()] * config.dummy_hands
    if len(dummy_specs) != config.dummy_hands:
        raise ValueError(f"this variant has {config.dummy_hands} dummy hands")
    placed_dummies = tuple(tuple(pick_card(c, used) for c in d) for d in dummy_specs)
    deck = tuple(c for c in DECK if c.id not in used)
    rows = tuple(tuple(r) for r in board) if board is not None else ()
    rows = rows + ((0,) * ARTIST_COUNT,) * (ROUNDS - len(rows))
    return base._replace(
        deck=deck, round=round, phase=PLAY, to_act=(auctioneer,), hands=placed_hands,
        dummies=placed_dummies, cash=tuple(cash) if cash is not None else base.cash,
        board=rows, last_auctioneer=(auctioneer - 1) % n, events=())
