"""The card game's benchmark and its separation from the auction engine and from pygame."""
import ast
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env,
                          cwd=ROOT)


def test_card_engine_benchmark_prints_json():
    out = _run([str(ROOT / "bench" / "card_engine.py"), "--games", "3", "--json"])
    report = json.loads(out.stdout)
    assert set(report) == {"2", "3", "4", "5"}
    assert all(r["games_per_second"] > 0 and r["actions_per_game"] > 0
               for r in report.values())


def _imports(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module is None:     # from .. import x
            yield from ("." * node.level + alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            yield "." * node.level + node.module
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)


def test_the_two_engines_do_not_import_each_other_nor_pygame():
    shared = {"..cards", "..config", "..registry", "..shared",   # themes, seats: neutral
              "..i18n",                                        # the words' translation layer
              "..ai.card"}                                     # its bots, asked for lazily
    for path in (ROOT / "game" / "card").glob("*.py"):
        for name in _imports(path):
            assert not name.startswith("pygame"), path
            assert not name.startswith("..") or name in shared, (path, name)
            assert not name.startswith("game.") or name.startswith("game.card"), (path, name)
    for path in (ROOT / "game").glob("*.py"):
        assert not any("card." in name or name.endswith(".card") for name in _imports(path)), path
    code = "import sys, game.card.rules, game.card.position; print('pygame' in sys.modules)"
    assert _run(["-c", code]).stdout.strip() == "False"
