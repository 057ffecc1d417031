"""The tournament tool: seat rotation, identical results for any number of workers, the JSON."""
from __future__ import annotations

import json

from game.tournament import main, play_one, run, seat_levels, wilson


def test_seats_rotate_so_no_bot_keeps_a_seat():
    levels = ["hard", "normal", "normal", "easy"]
    seen = {tuple(seat_levels(levels, g)) for g in range(4)}
    assert len(seen) == 4
    for seat in range(4):
        assert sorted(seat_levels(levels, g)[seat] for g in range(4)) == sorted(levels)


def _without_times(report: dict) -> dict:
    return {**report, "bots": {name: {k: v for k, v in b.items() if k != "decision_ms"}
                               for name, b in report["bots"].items()}}


def test_results_are_the_same_for_any_number_of_workers():
    one = run(3, ["easy", "random", "normal"], 4, seed=7, jobs=1)
    two = run(3, ["easy", "random", "normal"], 4, seed=7, jobs=2)
    assert _without_times(one) == _without_times(two)
    assert one["illegal_actions"] == 0


def test_wins_are_shared_and_rates_add_up():
    report = run(4, ["easy", "random", "random", "random"], 6, seed=3)
    bots = report["bots"]
    total = bots["easy"]["win_rate"] * 1 + bots["random"]["win_rate"] * 3
    assert abs(total - 1.0) < 1e-3
    lo, hi = bots["easy"]["ci95"]
    assert 0.0 <= lo <= bots["easy"]["win_rate"] <= hi <= 1.0
    ranks = bots["easy"]["mean_rank"] * 1 + bots["random"]["mean_rank"] * 3
    assert abs(ranks - (1 + 2 + 3 + 4)) < 1e-2


def test_a_tied_game_shares_the_win():
    out = play_one((("random", "random"), "two_player", {}, 1, 0))
    assert abs(sum(out["wins"]) - 1.0) < 1e-9
    assert all(rank >= 1 for rank in out["ranks"])


def test_wilson_interval_is_sane():
    lo, hi = wilson(1.0, 300)
    assert 0.98 < lo < 0.99 and hi > 0.9999
    lo, hi = wilson(0.5, 100)
    assert 0.39 < lo < 0.41 and 0.59 < hi < 0.61


def test_json_output_has_the_promised_keys(capsys):
    code = main(["--players", "2", "--seats", "easy,random", "--games", "2", "--seed", "1",
                 "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["illegal_actions"] == 0
    assert set(report["bots"]) == {"easy", "random"}
    for bot in report["bots"].values():
        assert {"win_rate", "ci95", "mean_money", "mean_rank", "decision_ms"} <= set(bot)
        assert {"median", "p95"} <= set(bot["decision_ms"]["all"])


def test_bad_seats_get_a_clear_message(capsys):
    assert main(["--players", "3", "--seats", "easy,random", "--games", "1"]) == 2
    assert "3 players" in capsys.readouterr().err
    assert main(["--players", "2", "--seats", "easy,wizard", "--games", "1"]) == 2
    assert "level" in capsys.readouterr().err
