"""The gauntlet (bench/gauntlet) and the rating ladder (game.ladder)."""
from __future__ import annotations

import ast
import json
import math
import random

import pytest

from game import Config, SeatConfig
from game.ladder import GAUNTLET_DIR, fit, load_gauntlet, main, make_entrant, standard_errors
from game.sim import play_game

GAUNTLET = load_gauntlet()


def test_the_gauntlet_shares_no_code_with_the_levels():
    for path in GAUNTLET_DIR.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("game.ai"), path
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("game.ai") for a in node.names), path


@pytest.mark.parametrize("players,variant", [(2, "two_player"), (3, "three_with_dummy"),
                                             (4, "standard"), (5, "standard")])
def test_every_gauntlet_player_plays_whole_games_legally(players, variant):
    names = list(GAUNTLET.PLAYERS)
    lineup = [names[i % len(names)] for i in range(players)]
    seats = tuple(SeatConfig(f"S{i}", "bot", "random") for i in range(players))
    state, actions, violations, illegal = play_game(
        Config(seats=seats, variant=variant), 4, [make_entrant(n) for n in lineup], check=True)
    assert state.is_over and actions > 20
    assert illegal == 0 and violations == 0


def test_unknown_entrants_are_errors():
    with pytest.raises(KeyError, match="grandmaster"):
        make_entrant("grandmaster")


def test_plackett_luce_recovers_known_strengths():
    truth = {"a": 0.0, "b": 1.0, "c": -1.0, "d": 0.5}
    rng = random.Random(5)
    orders = []
    for _ in range(1500):
        rest, order = rng.sample(list(truth), rng.choice((2, 3, 4))), []   # 2 to 4 players
        while rest:
            pick = rng.choices(rest, [math.exp(truth[x]) for x in rest])[0]
            order.append(pick)
            rest.remove(pick)
        orders.append(order)
    theta = fit(orders, list(truth))
    se = standard_errors(orders, theta)
    mean = sum(truth.values()) / len(truth)
    for name, value in truth.items():
        assert abs(theta[name] - (value - mean)) < 3 * se[name] + 0.02
        assert 0.02 < se[name] < 0.2


def test_the_ladder_rates_every_entrant(capsys):
    assert main(["--entrants", "easy,normal,playout", "--counts", "2,3", "--blocks", "1",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 5 and report["illegal_actions"] == 0
    rows = {row["entrant"]: row for row in report["ratings"]}
    assert set(rows) == {"easy", "normal", "playout"}
    for row in rows.values():
        lo, hi = row["ci95"]
        assert lo < row["rating"] < hi
    assert sum(row["games"] for row in rows.values()) == 2 * 2 + 3 * 3     # seats played
