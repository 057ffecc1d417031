"""The command-line tools: the simulator, the replay tool, the engine benchmark; and the promise
that the rules engine never loads pygame."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.save import GameRecord, dumps
from game.sim import main as sim_main
from test_determinism_and_saves import play_out
from rules_helpers import cfg

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("players,variant", [(2, "two_player"), (3, "standard"),
                                             (3, "three_with_dummy"), (4, "standard"),
                                             (5, "standard")])
def test_sim_json_reports_every_key_and_no_violations(players, variant, capsys):
    code = sim_main(["--players", str(players), "--variant", variant, "--games", "20",
                     "--seed", "3", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert set(report) == {"games", "actions_per_game", "games_per_second", "wins",
                           "mean_final_cash", "violations", "illegal_actions"}
    assert report["games"] == 20 and report["violations"] == 0 and report["illegal_actions"] == 0
    assert abs(sum(report["wins"]) - 20) < 1e-6 and len(report["mean_final_cash"]) == players


def test_sim_text_output_and_bad_configuration(capsys):
    assert sim_main(["--players", "4", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "violations         0" in out and "illegal_actions    0" in out
    assert sim_main(["--players", "4", "--variant", "three_with_dummy", "--games", "1"]) == 2
    assert "for 3 players" in capsys.readouterr().err


def test_sim_exit_status_counts_illegal_actions(monkeypatch, capsys):
    from game import sim
    from game.actions import Bid

    class Cheat:
        needs_view = False

        def choose(self, view, legal, rng):
            return Bid(legal[0].seat, 10**6)
    monkeypatch.setattr(sim, "make_bot", lambda level, game=None: Cheat())
    assert sim_main(["--players", "3", "--games", "1", "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["illegal_actions"] > 0


def test_replay_prints_the_log_and_result(tmp_path):
    record, final = play_out(cfg(4), 8, 9)
    path = tmp_path / "game.json"
    path.write_text(dumps(record))
    out = subprocess.run([sys.executable, "-m", "game.replay", str(path)], cwd=tmp_path,
                         capture_output=True, text=True, env=_env())
    assert out.returncode == 0, out.stderr
    assert "Round 4" in out.stdout and "Final standing:" in out.stdout
    winner = max(range(4), key=lambda i: (final.cash[i], -i))
    assert f"{record.config.name(winner)}" in out.stdout.split("Final standing:")[1].splitlines()[1]
    partial = GameRecord(record.config, record.seed, None, record.actions[:30])
    path.write_text(dumps(partial))
    out = subprocess.run([sys.executable, "-m", "game.replay", str(path)], capture_output=True,
                         text=True, env=_env())
    assert out.returncode == 0 and "not finished" in out.stdout
    path.write_text(dumps(record)[:-40])
    out = subprocess.run([sys.executable, "-m", "game.replay", str(path)], capture_output=True,
                         text=True, env=_env())
    assert out.returncode == 2 and "cut short" in out.stderr


def test_engine_benchmark_prints_json():
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "engine.py"), "--games", "3",
                          "--json"], capture_output=True, text=True, env=_env())
    report = json.loads(out.stdout)
    assert set(report) == {"2", "3", "4", "5"}
    assert all(r["games_per_second"] > 0 for r in report.values())


def test_import_game_does_not_load_pygame():
    code = "import sys, game, game.sim, game.save, game.replay, game.log; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=_env(), cwd=ROOT)
    assert out.stdout.strip() == "False"


def _env():
    import os
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT)
    return env
