"""The games of the box, by name: each entry is one game's rules behind one contract.

The simulator, the tournament, saves, replays and the front end's match controller ask this
registry for a game (pgx's `make`, OpenSpiel's `register_game`) instead of importing one engine.
A game's module is imported only when its rules are first asked for, so `import game` stays
light and two engines never import each other.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable, Mapping


@dataclass(frozen=True)
class GameRules:
    """One game's rules: pure functions over immutable states, and the data the screens need.

    Every state-taking function is pure; `apply` is the only judge of legality and raises the
    game's `IllegalAction` (a `ValueError`) with a player-readable message, leaving the state as
    it was.
    """
    name: str                                        # registry key: "auction", "card"
    title: str                                       # for players: "Modern Art"
    players: tuple[int, ...]                         # the player counts the game allows
    default_config: Callable[..., Any]               # (players, humans=0, level="random", **opts)
    config_from_json: Callable[[Any], Any]           # raises the game's ConfigError
    config_to_json: Callable[[Any], dict]
    new_game: Callable[..., Any]                     # (config, seed[, deck of card ids]) -> state
    legal_actions: Callable[[Any, int], tuple]       # (state, seat) -> that seat's moves only
    to_act: Callable[[Any], tuple[int, ...]]         # seats the game waits for now
    apply: Callable[[Any, Any], Any]                 # (state, action) -> state
    view: Callable[[Any, int | None], Any]           # what one seat (None: anybody) may know
    result: Callable[[Any], Any | None]              # the outcome once the game is over, else None
    action_to_json: Callable[[Any], dict]
    action_from_json: Callable[[Any], Any]           # raises ValueError on a malformed action
    narrate: Callable[[Any, Any], str | None]        # (event, config) -> one line for the log
    check_state: Callable[[Any], list[str]]          # invariants broken by a state, in words
    check_step: Callable[[Any, Any], list[str]]      # invariants broken by a step
    make_bot: Callable[[str], Any]                   # level name -> bot (choose(view, legal, rng))
    levels: tuple[str, ...]                          # computer levels offered, weakest first
    illegal: type = ValueError                       # the game's IllegalAction class
    #: How many of the seats choosing at once (sealed bids, everyone plays) have chosen: a
    #: decision's randomness counts from the move that opened the choice, whoever chose first.
    chosen_together: Callable[[Any], int] = lambda state: 0
    #: Whether a step's events showed a player something they did not know (a card drawn or
    #: dealt, cards turned up together, a round ended): a move that did cannot be taken back.
    #: A game that does not say allows no take-back.
    reveals: Callable[[tuple], bool] = lambda events: True
    #: The round a step's events scored (counted from 0), or None: the step whose events the
    #: round's scoring overlay shows, then and when the game is looked back on.
    scored_round: Callable[[tuple], int | None] = lambda events: None
    #: The configuration of a new game with this many people at one screen (config,
    #: people): the card game then asks every holder at scoring (no turn skipped tells the
    #: table what a hand lacks). A loaded game keeps its file's.
    at_one_screen: Callable[[Any, int], Any] = lambda config, people: config
    #: The one move a person's seat has, made for them without asking (state, seat, whether
    #: several people share the screen), or None: a press that decides nothing, made only
    #: where making it at once tells the table nothing it could not know (the auction's
    #: forced pass, the card game's last card).
    unasked_move: Callable[[Any, int, bool], Any] = lambda state, seat, shared: None
    #: What becomes of the lot on offer if nobody bids on it (the engine's event: taken free,
    #: or bought by its auctioneer at a fixed price), or None: said where a seat decides.
    nobody_bids: Callable[[Any], Any] = lambda state: None


#: name -> "module:attribute" of its GameRules; the module is imported on first use.
_ENTRIES: dict[str, str] = {
    "auction": "game.auction_rules:RULES",
    "card": "game.card.rules:RULES",
}
_LOADED: dict[str, GameRules] = {}


def game_names() -> tuple[str, ...]:
    """The games of the box, the auction game first."""
    return tuple(_ENTRIES)


def game_modules() -> tuple[str, ...]:
    """The modules that hold the games' rules (imported by name: a bundler must be told)."""
    return tuple(entry.partition(":")[0] for entry in _ENTRIES.values())


def get(name: str) -> GameRules:
    """The rules of the game called `name`; an unknown name is a KeyError that lists the known."""
    if name not in _ENTRIES:
        raise KeyError(f"No game called {name!r}; the games are {', '.join(_ENTRIES)}.")
    if name not in _LOADED:
        module, _, attribute = _ENTRIES[name].partition(":")
        rules = getattr(importlib.import_module(module), attribute)
        if not isinstance(rules, GameRules) or rules.name != name:
            raise TypeError(f"{_ENTRIES[name]} is not the rules of {name!r}")
        _LOADED[name] = rules
    return _LOADED[name]


class _Games(Mapping[str, GameRules]):
    """`GAMES["card"]`: the registry read as a mapping (entries load on first use)."""

    def __getitem__(self, name: str) -> GameRules:
        return get(name)

    def __iter__(self):
        return iter(_ENTRIES)

    def __len__(self) -> int:
        return len(_ENTRIES)


GAMES: Mapping[str, GameRules] = _Games()
