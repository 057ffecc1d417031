"""A window size below the smallest the layouts hold at is raised, and said: `--size 300x200`
and `--size 800x600` opened about 960 wide without a word."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.session.settings import MIN_WINDOW

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = (
    "import sys, json; sys.path.insert(0, sys.argv[1])\n"
    "import scenes.app as app\n"
    "made = []\n"
    "real = app.make_context\n"
    "def spy(*a, **k):\n"
    "    ctx = real(*a, **k); made.append((ctx, list(a[0].get_size()))); return ctx\n"
    "app.make_context = spy\n"
    "code = app.main(['--first-frame-exit', '--size', sys.argv[2]])\n"
    "ctx, size = made[0]\n"
    "print(json.dumps([code, size, str(ctx.stack.top.message or '')]))\n")


def _open(tmp_path, asked: str):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-c", SCRIPT, str(ROOT), asked], cwd=tmp_path,
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stderr, json.loads(result.stdout.splitlines()[-1])


@pytest.mark.parametrize("asked", ["300x200", "800x600"])
def test_a_size_below_the_smallest_is_raised_and_said(tmp_path, asked):
    stderr, (code, size, message) = _open(tmp_path, asked)
    w, h = (int(x) for x in asked.split("x"))
    used = (max(w, MIN_WINDOW[0]), max(h, MIN_WINDOW[1]))
    assert code == 0 and tuple(size) == used
    assert f"using {used[0]}x{used[1]}" in stderr and asked in stderr
    assert f"opens at {used[0]} \u00d7 {used[1]}" in message           # the title says it too


def test_a_size_the_window_allows_opens_without_a_word(tmp_path):
    stderr, (code, size, message) = _open(tmp_path, "1000x600")
    assert code == 0 and tuple(size) == (1000, 600)
    assert "smallest" not in stderr and "opens at" not in message
