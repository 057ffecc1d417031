"""Shared helpers for the card game's tests: configs, applying action lists, finding events."""
from __future__ import annotations

from game.card.cards import NO_EFFECT
from game.card.config import default_config
from game.card.engine import apply
from game.card.invariants import check_step
from game.card.position import position

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


def random_playout(players: int = 3, seed: int = 5, stop=None, config_=None):
    """Play a card game with random legal moves from `seed` (every seat in turn order) until
    `stop(state)` holds or the game ends; returns (states, actions), the first the deal."""
    import random as _random

    from game.card.engine import legal_actions, new_game
    state = new_game(config_ or config(players), seed)
    rng = _random.Random(seed)
    states, actions = [state], []
    while not state.is_over and not (stop is not None and stop(state)):
        legal = legal_actions(state, state.to_act[0])
        action = legal[rng.randrange(len(legal))]
        state = apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def first_scored_match(wanted, seeds: int):
    """A 3-player card game of random computers (Ada, Bea, Cem; seeds 1 to `seeds` - 1) played
    through its first round's scoring, the first whose first result passes `wanted`: the
    match (the Match the table plays)."""
    import random as _random

    from game.card.config import Config, SeatConfig
    from scenes.session.match import Match
    seats = tuple(SeatConfig(n, "bot", "random") for n in ("Ada", "Bea", "Cem"))
    for seed in range(1, seeds):
        match = Match(Config(seats=seats, first_player=0), seed, thinking_seconds=0.0,
                      rng=_random.Random(seed))
        while not match.state.results:
            assert match.update(0.1)
        if wanted(match.state.results[0]):
            return match
    raise AssertionError("no such first round")


def round_end_position(config):
    """Ada's TEC ends the round (four in her display, the influence card a fifth); Bea has a
    leading Denise in her display, a Wagner face down (turned up at the round's end) and a
    Denise in hand to add."""
    return position(config, hands=[[(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                                   [(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)],
                                   [(MARIANA, NO_EFFECT)] * 2],
                    displays=[[(TEC, NO_EFFECT)] * 4, [(DENISE, NO_EFFECT)], []],
                    face_down=[[], [(WAGNER, NO_EFFECT)], []],
                    influence=(TEC, NO_EFFECT), first_player=0, turn=0)
