"""The simulator, the tournament, saves and the replay tool take their game from the registry:
they play a game they were not written for (tests/toy_game.py) through the contract alone, and
a save names its game."""
import json
import random

import pytest

from game import registry
from game.replay import main as replay_main
from game.save import SaveError, dumps, loads, record_of, to_json
from game.sim import main as sim_main, play_game
from game.tournament import run as tournament
from test_determinism_and_saves import play_out
from rules_helpers import cfg


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(registry._ENTRIES, "toy", "toy_game:RULES")
    return registry.get("toy")


def test_the_simulator_plays_any_registered_game(toy, capsys):
    assert sim_main(["--game", "toy", "--players", "3", "--games", "12", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 12 and report["violations"] == 0 and report["illegal_actions"] == 0
    assert sum(report["wins"]) == pytest.approx(12)
    assert sum(report["mean_final_cash"]) == pytest.approx(1.0)     # one point a game


def test_the_tournament_plays_any_registered_game(toy):
    report = tournament(2, ["left", "right"], 6, seed=4, game="toy")    # any level: a RandomBot
    assert report["game"] == "toy" and report["games"] == 6 and report["illegal_actions"] == 0
    bots = report["bots"]
    assert bots["left"]["win_rate"] + bots["right"]["win_rate"] == pytest.approx(1.0)
    assert bots["left"]["mean_rank"] + bots["right"]["mean_rank"] == pytest.approx(3.0)


def test_a_save_names_its_game_and_replays_through_it(toy, tmp_path, capsys):
    config = toy.default_config(3)
    state, actions, violations, illegal = play_game(config, 9, [toy.make_bot("random")] * 3,
                                                    check=True, game="toy")
    assert toy.result(state) is not None and violations == illegal == 0 and actions >= 5
    moves = []
    s = toy.new_game(config, 9)
    while toy.result(s) is None:
        action = toy.legal_actions(s, toy.to_act(s)[0])[0]
        moves.append(action)
        s = toy.apply(s, action)
    record = record_of(config, 9, moves, game="toy")
    assert to_json(record)["game"] == "toy"
    loaded, final = loads(dumps(record))
    assert loaded == record and final == s
    path = tmp_path / "toy.json"
    path.write_text(dumps(record))
    assert replay_main([str(path)]) == 0
    out = capsys.readouterr().out
    assert f"adds 1: {len(moves)}." in out and "Final standing:" in out


def test_a_save_without_a_game_is_the_auction_game_and_an_unknown_game_is_refused():
    record, final = play_out(cfg(4), 8, 20)
    data = to_json(record)
    assert data["game"] == "auction"
    del data["game"]
    loaded, state = loads(json.dumps(data))
    assert loaded.game == "auction" and loaded == record and state == final
    data["game"] = "chess"
    with pytest.raises(SaveError, match="'chess', which this version of Modern Art cannot play"):
        loads(json.dumps(data))
    data["game"] = 7
    with pytest.raises(SaveError, match="name of its game is not text"):
        loads(json.dumps(data))


@pytest.mark.parametrize("name", registry.game_names())
def test_every_registered_game_saves_and_replays(name, tmp_path, capsys):
    rules = registry.get(name)
    players = rules.players[-1]
    config = rules.default_config(players)
    state, rng, bot = rules.new_game(config, 11), random.Random(11), rules.make_bot("random")
    moves = []
    while rules.result(state) is None:
        seat = rules.to_act(state)[0]
        moves.append(bot.choose(rules.view(state, seat), rules.legal_actions(state, seat), rng))
        state = rules.apply(state, moves[-1])
    record = record_of(config, 11, moves, game=name)
    loaded, replayed = loads(dumps(record))
    assert loaded == record and loaded.game == name
    assert rules.result(replayed) == rules.result(state)
    path = tmp_path / "game.json"
    path.write_text(dumps(record))
    assert replay_main([str(path)]) == 0
    out = capsys.readouterr().out.split("Final standing:")
    assert len(out) == 2 and len(out[0].splitlines()) > 10
    assert len(out[1].strip().splitlines()) == players


def test_a_card_game_with_a_chosen_deck_saves_and_loads_with_that_deck():
    from game.card.cards import DECK
    rules = registry.get("card")
    config = rules.default_config(3)
    deck = tuple(reversed([c.id for c in DECK]))
    start = rules.new_game(config, 5, deck)
    moves, s = [], start
    for _ in range(6):
        action = rules.legal_actions(s, rules.to_act(s)[0])[0]
        moves.append(action)
        s = rules.apply(s, action)
    record = record_of(config, 5, moves, deck=deck, game="card")
    loaded, final = loads(dumps(record))
    assert loaded.deck == deck and final == s
    assert start.hands != rules.new_game(config, 5).hands  # the chosen deck, not the seed's shuffle
