"""A window size below the smallest window is raised, and said: `--size 300x200` and
`--size 800x600` opened about 960 wide without a word. The smallest is MIN_WINDOW, 1200 × 675
(no text under 12 pixels there), or on a desktop that cannot hold it what the desktop holds: a
1024 × 600 netbook, a 1280 × 720 screen with a task bar (the dummy driver's desktop is
1024 × 768: 1008 × 675)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.session.settings import MIN_WINDOW, WINDOW_FRAME, fit_window, smallest_window

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
    used = smallest_window(DUMMY_DESKTOP)
    assert code == 0 and tuple(size) == used == (1008, 675)
    assert f"using {used[0]}x{used[1]}" in stderr and asked in stderr
    assert f"opens at {used[0]} \u00d7 {used[1]}" in message           # the title says it too
    assert "larger than this screen" not in message                 # one sentence, not two


#: The dummy video driver's desktop.
DUMMY_DESKTOP = (1024, 768)


def test_a_size_the_window_allows_opens_without_a_word(tmp_path):
    stderr, (code, size, message) = _open(tmp_path, "1008x680")
    assert code == 0 and tuple(size) == (1008, 680)
    assert "smallest" not in stderr and "opens at" not in message


@pytest.mark.parametrize("desktop", [(1024, 600), (1280, 720), (1366, 768)])
def test_a_desktop_too_small_for_the_smallest_window_gets_what_it_holds(desktop):
    """A netbook, a 720p screen with a task bar: the window was kept at least the smallest and
    ran off the screen; now it opens whole, as large as the desktop holds."""
    room = (desktop[0] - WINDOW_FRAME[0], desktop[1] - WINDOW_FRAME[1])
    least = smallest_window(desktop)
    assert least == (min(MIN_WINDOW[0], room[0]), min(MIN_WINDOW[1], room[1]))
    for size in [MIN_WINDOW, (1280, 720), (1920, 1080)]:
        if size == desktop:
            continue                    # the whole screen, frameless (test_window_whole_screen)
        fitted, _note = fit_window(size, desktop)
        assert least[0] <= fitted[0] <= room[0] and least[1] <= fitted[1] <= room[1]
    assert fit_window(MIN_WINDOW, (1024, 600))[0] == (1008, 520)
    assert fit_window((800, 450), (1024, 600), True)[0] == (1008, 520)
    assert fit_window(MIN_WINDOW, (1920, 1080)) == (MIN_WINDOW, None)
    assert smallest_window((1920, 1080)) == smallest_window(None) == MIN_WINDOW
