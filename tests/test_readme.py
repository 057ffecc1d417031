"""Every command the README gives runs as written (the demo for one second instead of five)."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```sh\n(.*?)```", text, re.S)
    return [line.strip() for block in blocks for line in block.splitlines()
            if line.strip().startswith(".venv/bin/")]


def test_the_readme_lists_the_tools():
    commands = readme_commands()
    for needed in ("game.sim", "game.tournament", "--demo", "--smoke", "bench/engine.py",
                   "bench/frames.py", "bench/startup.py"):
        assert any(needed in c for c in commands), needed


@pytest.mark.slow
@pytest.mark.parametrize("command", readme_commands())
def test_readme_command_runs(command, tmp_path):
    words = command.split()
    program = words[0].removeprefix(".venv/bin/")
    argv = [str(BIN / program)] + words[1:]
    if "--demo" in argv:
        argv[argv.index("--seconds") + 1] = "1"
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    # (the demo and the game's first frame print nothing: their window is what they show)
    assert done.stdout.strip() or "--demo" in argv or "--first-frame-exit" in argv
