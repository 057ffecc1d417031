"""A tiny stand-in game behind the registry's contract, so the tools are tested on a game they
were not written for: seats in turn add 1 or 2 to a count, and whoever reaches the target wins.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

from game.bots import RandomBot
from game.registry import GameRules


@dataclass(frozen=True)
class Seat:
    name: str


@dataclass(frozen=True)
class ToyConfig:
    seats: tuple[Seat, ...]
    target: int = 10

    @property
    def players(self) -> int:
        return len(self.seats)


class Add(NamedTuple):
    seat: int
    amount: int


class Added(NamedTuple):
    seat: int
    amount: int
    count: int


class Outcome(NamedTuple):
    points: tuple[int, ...]
    ranking: tuple[int, ...]
    winners: tuple[int, ...]


class ToyState(NamedTuple):
    config: ToyConfig
    count: int
    turn: int
    last: int | None
    events: tuple


class NotAllowed(ValueError):
    """A move the toy game does not allow."""


def default_config(players: int, humans: int = 0, level: str = "random", target: int = 10):
    return ToyConfig(tuple(Seat(f"Seat {i + 1}") for i in range(players)), target)


def config_from_json(data) -> ToyConfig:
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        raise ValueError("not a toy configuration")
    return ToyConfig(tuple(Seat(str(name)) for name in data["seats"]), int(data["target"]))


def new_game(config: ToyConfig, seed: int, deck=None) -> ToyState:
    return ToyState(config, 0, random.Random(seed).randrange(config.players), None, ())


def legal_actions(state: ToyState, seat: int) -> tuple:
    if result(state) is not None or seat != state.turn:
        return ()
    return tuple(Add(seat, k) for k in (1, 2) if state.count + k <= state.config.target)


def apply(state: ToyState, action) -> ToyState:
    if action not in legal_actions(state, getattr(action, "seat", None)):
        raise NotAllowed(f"{action!r} is not allowed now.")
    count = state.count + action.amount
    return ToyState(state.config, count, (state.turn + 1) % state.config.players, action.seat,
                    (Added(action.seat, action.amount, count),))


def result(state: ToyState) -> Outcome | None:
    if state.count < state.config.target:
        return None
    points = tuple(int(i == state.last) for i in range(state.config.players))
    ranking = (state.last,) + tuple(i for i in range(state.config.players) if i != state.last)
    return Outcome(points, ranking, (state.last,))


def action_from_json(data) -> Add:
    if not isinstance(data, dict) or set(data) != {"seat", "amount"}:
        raise ValueError("not a toy move")
    return Add(int(data["seat"]), int(data["amount"]))


RULES = GameRules(
    name="toy", title="Count to ten", players=(2, 3, 4), default_config=default_config,
    config_from_json=config_from_json,
    config_to_json=lambda c: {"seats": [s.name for s in c.seats], "target": c.target},
    new_game=new_game, legal_actions=legal_actions,
    to_act=lambda s: () if result(s) is not None else (s.turn,), apply=apply,
    view=lambda s, seat: s, result=result,
    action_to_json=lambda a: {"seat": a.seat, "amount": a.amount},
    action_from_json=action_from_json,
    narrate=lambda e, c: f"{c.seats[e.seat].name} adds {e.amount}: {e.count}.",
    check_state=lambda s: [] if 0 <= s.count <= s.config.target else ["count out of range"],
    check_step=lambda a, b: [] if b.count > a.count else ["the count did not grow"],
    make_bot=lambda level: RandomBot(), levels=("random",), illegal=NotAllowed,
)
