"""Determinism, and saved games: save → load → continue equals never saving; every kind of
damaged file gives a clear message."""
import json
import random

import pytest

from game import apply, legal_actions
from game.bots import RandomBot
from game.save import (MAX_SAVE_BYTES, GameRecord, SaveError, dumps, loads, to_json)
from game.state import GAME_OVER
from rules_helpers import cfg


def play_out(config, seed, bot_seed, stir=False, record=None, stop=None):
    """Play a random game; returns the record and the final state. With stir, the global
    random module is disturbed between steps (RLCard's determinism check)."""
    record = record or GameRecord(config, seed)
    s = record.replay()
    bot = RandomBot()
    stirrer = random.Random(bot_seed * 31)
    while s.phase != GAME_OVER and (stop is None or len(record.actions) < stop):
        if stir:
            random.seed(stirrer.random())
            random.random()
        # One generator per step, so a game resumed from a save draws the same numbers.
        rng = random.Random(bot_seed * 100_003 + len(record.actions))
        options = legal_actions(s, s.to_act[0])
        action = bot.choose(None, options, rng)
        s = apply(s, action)
        record = record.then(action)
    return record, s


@pytest.mark.parametrize("players,variant", [(2, "two_player"), (3, "three_with_dummy"),
                                             (4, "standard"), (5, "standard")])
def test_same_config_seed_and_actions_give_the_same_game(players, variant):
    config = cfg(players, variant, first_auctioneer=None)
    rec1, s1 = play_out(config, 99, 5)
    rec2, s2 = play_out(config, 99, 5, stir=True)
    assert rec1.actions == rec2.actions and s1 == s2
    # Replaying the actions alone gives the same states, step for step.
    replayed = rec1.replay()
    assert replayed == s1


def test_save_load_continue_equals_never_saving():
    rng = random.Random(2024)
    for trial in range(12):
        players, variant = rng.choice([(2, "two_player"), (3, "standard"),
                                       (3, "three_with_dummy"), (4, "standard"), (5, "standard")])
        config = cfg(players, variant, double_proceeds=rng.choice(["second_player", "split"]))
        full, final = play_out(config, trial, trial + 1)
        cut = rng.randrange(len(full.actions) + 1)
        partial, _ = play_out(config, trial, trial + 1, stop=cut)
        loaded, state = loads(dumps(partial))
        assert loaded == partial and state == partial.replay()
        resumed, resumed_final = play_out(config, trial, trial + 1, record=loaded)
        assert resumed.actions == full.actions and resumed_final == final


def sample_save():
    record, _ = play_out(cfg(4), 3, 4, stop=60)
    return record, dumps(record)


def test_explicit_deck_is_saved_and_restored():
    from game.cards import DECK
    record = GameRecord(cfg(4), 1, tuple(reversed(DECK)))
    loaded, state = loads(dumps(record))
    assert loaded.deck == record.deck and state.hands[0] == tuple(reversed(DECK))[:9]


def test_truncated_saves_at_every_byte_boundary_are_refused_clearly():
    _, text = sample_save()
    data = text.encode()
    for cut in range(len(data)):
        with pytest.raises(SaveError) as err:
            loads(data[:cut])
        assert "save" in str(err.value).lower()


@pytest.mark.parametrize("mutate,message", [
    (lambda d: d.update(version=2), "newer version"),
    (lambda d: d.update(version="1"), "version is missing"),
    (lambda d: d.update(format="chess"), "not a Modern Art saved game"),
    (lambda d: d.update(seed="x"), "seed"),
    (lambda d: d.update(seed=True), "seed"),
    (lambda d: d.update(deck=[0] * 70), "deck"),
    (lambda d: d.update(actions={}), "list of moves"),
    (lambda d: d.update(extra=1), "unexpected fields"),
    (lambda d: d["config"].update(variant="three_with_dummy"), "game settings are invalid"),
    (lambda d: d["config"].update(seats=d["config"]["seats"][:2]), "game settings are invalid"),
    (lambda d: d["actions"][5].update(seat=9), "move 6 is not possible"),
    (lambda d: d["actions"][0].update(type="Steal"), "unknown action type"),
    (lambda d: d["actions"][0].update(card=999), "does not exist"),
    (lambda d: d["actions"].insert(3, d["actions"][3]), "move"),
    (lambda d: d.update(meta=[]), "description"),
])
def test_tampered_saves_name_what_is_wrong(mutate, message):
    record, _ = sample_save()
    data = to_json(record)
    mutate(data)
    with pytest.raises(SaveError, match=message):
        loads(json.dumps(data))


def test_bit_flips_never_crash_and_huge_files_are_refused():
    _, text = sample_save()
    data = bytearray(text.encode())
    rng = random.Random(7)
    outcomes = {"refused": 0, "loaded": 0}
    for _ in range(400):
        flipped = bytearray(data)
        i = rng.randrange(len(flipped))
        flipped[i] ^= 1 << rng.randrange(8)
        try:
            loads(bytes(flipped))
            outcomes["loaded"] += 1      # a flip inside a name or a still-legal amount
        except SaveError:
            outcomes["refused"] += 1
    assert outcomes["refused"] > 200
    with pytest.raises(SaveError, match="far too large"):
        loads(b" " * (MAX_SAVE_BYTES + 1))
    with pytest.raises(SaveError, match="empty"):
        loads("")
    with pytest.raises(SaveError, match="not readable text"):
        loads(b"\xff\xfe\x00")
    with pytest.raises(SaveError, match="damaged or cut short"):
        loads("[" * 100_000)


def test_a_value_of_the_wrong_kind_anywhere_is_a_save_error():
    """Replace every value of a real save, one at a time, by junk of another type."""
    record, _ = play_out(cfg(3), 4, 5, stop=25)
    original = to_json(record)
    junk = [None, True, -1, 10 ** 30, 1.5, "", "open", [], [0], {}, {"type": "Pass"}]

    def paths(node, prefix=()):
        yield prefix
        children = node.items() if isinstance(node, dict) else \
            enumerate(node) if isinstance(node, list) else ()
        for key, child in children:
            yield from paths(child, prefix + (key,))

    rng = random.Random(3)
    for path in list(paths(original))[1:]:
        for value in rng.sample(junk, 3):
            data = json.loads(json.dumps(original))
            node = data
            for key in path[:-1]:
                node = node[key]
            node[path[-1]] = value
            try:
                loads(json.dumps(data))
            except SaveError:
                pass
