"""The window's smallest size: one for the command line, the settings file and the settings
screen, said when a size asked for is raised to it, and with its small print readable."""
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


@pytest.mark.parametrize("asked", ["300x200", "800x600"])
def test_a_size_below_the_smallest_is_raised_and_said(tmp_path, asked):
    """`--size 300x200` and `--size 800x600` opened about 960 wide without a word."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-c", SCRIPT, str(ROOT), asked], cwd=tmp_path,
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    code, size, message = json.loads(result.stdout.splitlines()[-1])
    w, h = (int(x) for x in asked.split("x"))
    used = (max(w, MIN_WINDOW[0]), max(h, MIN_WINDOW[1]))
    assert code == 0 and tuple(size) == used
    assert f"using {used[0]}x{used[1]}" in result.stderr and asked in result.stderr
    assert f"opens at {used[0]} \u00d7 {used[1]}" in message           # the title says it too


def test_the_settings_screen_offers_the_smallest_size_and_nothing_below():
    from scenes.settings_screen import WINDOW_SIZES
    assert min(WINDOW_SIZES) == MIN_WINDOW


def test_no_text_is_drawn_below_ten_pixels_at_the_smallest_size():
    """At the old smallest size, 960×540, the board's artist names were 7 px and its
    footnotes 8 px. At the smallest size the smallest print is the design's, 10 px and up."""
    import pygame
    from scenes import context, smoke
    pygame.display.init()
    pygame.font.init()
    sizes: list[int] = []
    real = context.TextCache.render

    def render(self, text, size, *a, **k):
        sizes.append(size)
        return real(self, text, size, *a, **k)

    context.TextCache.render = render
    try:
        smoke.render_smoke(MIN_WINDOW)
        smoke.render_card_smoke(MIN_WINDOW)
    finally:
        context.TextCache.render = real
    assert sizes and min(sizes) >= 10
