"""Shared helpers for the card game's tests: configs, applying action lists, finding events."""
from __future__ import annotations

from game.card.config import default_config
from game.card.engine import apply
from game.card.invariants import check_step

# Artists in tie order, by the 2024 rulebook's names (CARD_GAME.md §1).
DENISE, WAGNER, TEC, NICOLAS, MARIANA = range(5)


def config(players: int = 3, **options):
    """A card-game config with seat 0 first unless told otherwise."""
    options.setdefault("first_player", 0)
    return default_config(players, **options)


def named(*names: str, **options):
    from game.card.config import Config, SeatConfig
    options.setdefault("first_player", 0)
    return Config(seats=tuple(SeatConfig(n) for n in names), **options)


def step(state, *actions):
    """Apply actions in order, checking the step invariants after each."""
    for action in actions:
        after = apply(state, action)
        assert check_step(state, after) == [], action
        state = after
    return state


def events_of(state, kind):
    return [e for e in state.events if isinstance(e, kind)]
