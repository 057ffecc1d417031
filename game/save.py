"""Saved games: config + seed (+ explicit deck) + the actions taken, as versioned JSON.

Loading checks everything — the format tag, the version, every field's type, and every action
replayed through `apply` — and reports what is wrong in words. No pickle, no eval.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Iterable

from .actions import Action, action_from_json, action_to_json
from .cards import DECK, DECK_SIZE, Card
from .config import Config, ConfigError
from .engine import IllegalAction, apply, new_game
from .files import UnreadableFile, parse_json, read_regular, too_large
from .state import State
from .text import brief

FORMAT = "modern-art-save"
SAVE_VERSION = 1
#: No genuine save comes near this (a long game is ~1,000 actions, ~60 KB).
MAX_SAVE_BYTES = 4 * 1024 * 1024
MAX_ACTIONS = 20_000


class SaveError(ValueError):
    """A save file that cannot be loaded; the message says why, for the player."""


@dataclass(frozen=True)
class GameRecord:
    """A whole game as data: replaying its actions from its start gives its state."""
    config: Config
    seed: int
    deck: tuple[Card, ...] | None = None
    actions: tuple[Action, ...] = ()
    meta: dict = field(default_factory=dict, compare=False)

    def start(self) -> State:
        """The dealt game before any action."""
        return new_game(self.config, self.seed, self.deck)

    def replay(self) -> State:
        """The state after every action (raises IllegalAction if one does not apply)."""
        state = self.start()
        for action in self.actions:
            state = apply(state, action)
        return state

    def then(self, action: Action) -> "GameRecord":
        """This record with one more action."""
        return GameRecord(self.config, self.seed, self.deck, self.actions + (action,), self.meta)


def to_json(record: GameRecord) -> dict[str, Any]:
    """The JSON object of a record."""
    return {
        "format": FORMAT,
        "version": SAVE_VERSION,
        "config": record.config.to_json(),
        "seed": record.seed,
        "deck": None if record.deck is None else [c.id for c in record.deck],
        "actions": [action_to_json(a) for a in record.actions],
        "meta": dict(record.meta),
    }


def dumps(record: GameRecord) -> str:
    """The save-file text of a record."""
    return json.dumps(to_json(record), ensure_ascii=False, separators=(",", ":"))


def loads(text: str | bytes, replay: bool = True) -> tuple[GameRecord, State | None]:
    """Parse and check a save file's text; returns the record and (with replay) its state.

    Any defect raises SaveError with a message a player can act on.
    """
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(str(too_large("save file")))
    try:
        data = parse_json(text, "save file")
    except UnreadableFile as e:
        raise SaveError(str(e)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This is not a Modern Art saved game.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("The save file is damaged: its version is missing.")
    if version > SAVE_VERSION:
        raise SaveError(f"This game was saved by a newer version of Modern Art (save format "
                        f"{version}; this version reads up to {SAVE_VERSION}). Update the game "
                        "to continue it.")
    if version < 1:
        raise SaveError(f"The save file is damaged: unknown format version {version}.")
    extra = set(data) - {"format", "version", "config", "seed", "deck", "actions", "meta"}
    if extra:
        raise SaveError("The save file is damaged: unexpected fields "
                        f"{brief(', '.join(sorted(extra)))}.")
    try:
        config = Config.from_json(data.get("config"))
    except (ConfigError, TypeError) as e:
        raise SaveError(f"The save file is damaged: its game settings are invalid ({e}).") from None
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError("The save file is damaged: the seed is not a whole number.")
    deck_ids = data.get("deck")
    deck = None
    if deck_ids is not None:
        if (not isinstance(deck_ids, list) or len(deck_ids) != DECK_SIZE
                or not all(isinstance(i, int) and not isinstance(i, bool) for i in deck_ids)
                or sorted(deck_ids) != list(range(DECK_SIZE))):
            raise SaveError(f"The save file is damaged: its deck is not the {DECK_SIZE} cards.")
        deck = tuple(DECK[i] for i in deck_ids)
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise SaveError("The save file is damaged: the list of moves is missing.")
    if len(raw_actions) > MAX_ACTIONS:
        raise SaveError("The save file is damaged: it holds more moves than any game has.")
    actions = []
    for i, raw in enumerate(raw_actions, 1):
        try:
            actions.append(action_from_json(raw))
        except ValueError as e:
            raise SaveError(f"The save file is damaged at move {i}: {e}.") from None
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError("The save file is damaged: its description is not an object.")
    record = GameRecord(config, seed, deck, tuple(actions), meta)
    if not replay:
        return record, None
    return record, replay_record(record)


def read_save(path) -> bytes:
    """A save file's bytes through the one safe reader (only a regular file, at most
    MAX_SAVE_BYTES); SaveError when it is not a save's size or kind, OSError when it cannot be
    opened or read."""
    try:
        return read_regular(path, MAX_SAVE_BYTES, "save file")
    except UnreadableFile as e:
        raise SaveError(str(e)) from None


def replay_record(record: GameRecord) -> State:
    """Replay a record, turning an illegal move into a SaveError naming it."""
    state = record.start()
    for i, action in enumerate(record.actions, 1):
        try:
            state = apply(state, action)
        except IllegalAction as e:
            raise SaveError(f"The save file has been altered or damaged: move {i} is not "
                            f"possible ({e})") from None
    return state


def record_of(config: Config, seed: int, actions: Iterable[Action],
              deck: Iterable[Card] | None = None) -> GameRecord:
    """A record from its parts."""
    return GameRecord(config, seed, None if deck is None else tuple(deck), tuple(actions))
