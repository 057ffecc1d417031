"""Saved games: the game's name + config + seed (+ explicit deck) + the actions taken, as
versioned JSON, for any game of the registry.

Loading checks everything — the format tag, the version, the game, every field's type, and every
action replayed through the game's `apply` — and reports what is wrong in words. No pickle, no
eval. A save that names no game is the auction game.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Iterable

from .files import UnreadableFile, parse_json, read_regular, too_large
from .i18n import _, message_of
from .registry import GameRules, game_names, get
from .text import brief

FORMAT = "modern-art-save"
SAVE_VERSION = 1
#: The game of a save that does not name one (saves written before there were two games).
DEFAULT_GAME = "auction"
#: No genuine save comes near this (a long game is ~1,000 actions, ~60 KB).
MAX_SAVE_BYTES = 4 * 1024 * 1024
MAX_ACTIONS = 20_000


class SaveError(ValueError):
    """A save file that cannot be loaded; the message says why, for the player."""


@dataclass(frozen=True)
class GameRecord:
    """A whole game as data: replaying its actions from its start gives its state.

    `deck`, when the game was dealt from a chosen order, holds that order as card ids (cards
    given are kept as their ids); `game` names the game in the registry.
    """
    config: Any
    seed: int
    deck: tuple[int, ...] | None = None
    actions: tuple[Any, ...] = ()
    meta: dict = field(default_factory=dict, compare=False)
    game: str = DEFAULT_GAME

    def __post_init__(self) -> None:
        if self.deck is not None:
            ids = tuple(c if isinstance(c, int) else c.id for c in self.deck)
            object.__setattr__(self, "deck", ids)

    @property
    def rules(self) -> GameRules:
        """The rules of the game this record is of."""
        return get(self.game)

    def start(self) -> Any:
        """The dealt game before any action."""
        if self.deck is None:
            return self.rules.new_game(self.config, self.seed)
        return self.rules.new_game(self.config, self.seed, self.deck)

    def replay(self) -> Any:
        """The state after every action (raises the game's IllegalAction if one does not
        apply)."""
        apply = self.rules.apply
        state = self.start()
        for action in self.actions:
            state = apply(state, action)
        return state

    def then(self, action: Any) -> "GameRecord":
        """This record with one more action."""
        return replace(self, actions=self.actions + (action,))

    def with_meta(self, meta: dict) -> "GameRecord":
        """This record with another description (name, time, round) for the saves list."""
        return replace(self, meta=meta)


def to_json(record: GameRecord) -> dict[str, Any]:
    """The JSON object of a record."""
    rules = record.rules
    return {
        "format": FORMAT,
        "version": SAVE_VERSION,
        "game": record.game,
        "config": rules.config_to_json(record.config),
        "seed": record.seed,
        "deck": None if record.deck is None else list(record.deck),
        "actions": [rules.action_to_json(a) for a in record.actions],
        "meta": dict(record.meta),
    }


def dumps(record: GameRecord) -> str:
    """The save-file text of a record."""
    return json.dumps(to_json(record), ensure_ascii=False, separators=(",", ":"))


def loads(text: str | bytes, replay: bool = True) -> tuple[GameRecord, Any | None]:
    """Parse and check a save file's text; returns the record and (with replay) its state.

    Any defect raises SaveError with a message a player can act on.
    """
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(message_of(too_large("save file")))
    try:
        data = parse_json(text, "save file")
    except UnreadableFile as e:
        raise SaveError(message_of(e)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(_("This is not a Modern Art saved game."))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(_("The save file is damaged: its version is missing."))
    if version > SAVE_VERSION:
        raise SaveError(_("This game was saved by a newer version of Modern Art (save format "
                          "{version}; this version reads up to {newest}). Update the game to "
                          "continue it.").format(version=str(version), newest=str(SAVE_VERSION)))
    if version < 1:
        raise SaveError(_("The save file is damaged: unknown format version {version}.").format(
            version=str(version)))
    extra = set(data) - {"format", "version", "game", "config", "seed", "deck", "actions", "meta"}
    if extra:
        raise SaveError(_("The save file is damaged: unexpected fields {fields}.").format(
            fields=brief(", ".join(sorted(extra)))))
    rules = _game_of(data)
    try:
        config = rules.config_from_json(data.get("config"))
    except (ValueError, TypeError) as e:
        # i18n: {problem} is what is wrong with the settings, a sentence of its own
        raise SaveError(_("The save file is damaged: its game settings are invalid ({problem}).")
                        .format(problem=message_of(e))) from None
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(_("The save file is damaged: the seed is not a whole number."))
    deck = _deck_of(data.get("deck"), rules, config, seed)
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise SaveError(_("The save file is damaged: the list of moves is missing."))
    if len(raw_actions) > MAX_ACTIONS:
        raise SaveError(_("The save file is damaged: it holds more moves than any game has."))
    actions = []
    for i, raw in enumerate(raw_actions, 1):
        try:
            actions.append(rules.action_from_json(raw))
        except ValueError as e:
            # i18n: {move} is the move's number; {problem} what is wrong with it
            raise SaveError(_("The save file is damaged at move {move}: {problem}.").format(
                move=i, problem=message_of(e))) from None
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError(_("The save file is damaged: its description is not an object."))
    record = GameRecord(config, seed, deck, tuple(actions), meta, rules.name)
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
        raise SaveError(message_of(e)) from None


def _game_of(data: dict) -> GameRules:
    """The rules of the game a save names; a save without a name is the auction game's."""
    name = data.get("game", DEFAULT_GAME)
    if not isinstance(name, str):
        raise SaveError(_("The save file is damaged: the name of its game is not text."))
    if name not in game_names():
        raise SaveError(_("This game is {game}, which this version of Modern Art cannot play "
                          "(it plays: {games}).").format(game=brief(name),
                                                         games=", ".join(game_names())))
    return get(name)


def _deck_of(raw: Any, rules: GameRules, config: Any, seed: int) -> tuple[int, ...] | None:
    """The chosen deck order of a save as card ids, checked by dealing from it."""
    if raw is None:
        return None
    damaged = SaveError(_("The save file is damaged: its deck is not the game's cards."))
    if not isinstance(raw, list) or not all(isinstance(i, int) and not isinstance(i, bool)
                                            for i in raw):
        raise damaged
    try:
        rules.new_game(config, seed, tuple(raw))
    except (ValueError, TypeError, IndexError):
        raise damaged from None
    return tuple(raw)


def replay_record(record: GameRecord) -> Any:
    """Replay a record, turning an illegal move into a SaveError naming it."""
    rules = record.rules
    state = record.start()
    for i, action in enumerate(record.actions, 1):
        try:
            state = rules.apply(state, action)
        except rules.illegal as e:
            # i18n: {move} is the move's number; {problem} why the rules refuse it
            raise SaveError(_("The save file has been altered or damaged: move {move} is not "
                              "possible ({problem})").format(move=i, problem=message_of(e))) \
                from None
    return state


def record_of(config: Any, seed: int, actions: Iterable[Any], deck: Iterable[Any] | None = None,
              game: str = DEFAULT_GAME) -> GameRecord:
    """A record from its parts."""
    return GameRecord(config, seed, None if deck is None else tuple(deck), tuple(actions),
                      game=game)
