"""A failure the apology screen cannot catch (in presenting the frame, or in that screen
itself) closes the window; its traceback must still reach the game's log. It did not: the hook
that records such a crash was undone by `main`'s own clean-up before the exception came to it,
so the game closed with no message and no trace (as a play-tester met once in the card game)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

def _headless_home(tmp_path: Path) -> dict:
    """The environment of a game run headless with every folder of its own under `tmp_path`."""
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1", HOME=str(tmp_path),
                XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
                XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))


def _failing_on_the_third_frame(failure: str) -> str:
    """A program that runs the game and does `failure` (a line of Python) as its third frame
    is presented, having printed the log folder."""
    return ("import sys; sys.path.insert(0, sys.argv[1])\n"
            "import ctypes\n"
            "import scenes.app as app\n"
            "from scenes.context import AppContext\n"
            "from scenes.crashlog import default_log_folder\n"
            "print(default_log_folder(), flush=True)\n"
            "real, frames = AppContext.present, []\n"
            "def present(self):\n"
            "    frames.append(1)\n"
            "    if len(frames) == 3:\n"
            f"        {failure}\n"
            "    real(self)\n"
            "AppContext.present = present\n"
            "sys.exit(app.main(['--size', '1280x720']))\n")


SCRIPT = _failing_on_the_third_frame(
    "raise RuntimeError('the frame could not be shown: soak case')")


def test_a_crash_that_escapes_the_main_loop_is_written_to_the_log(tmp_path):
    env = dict(_headless_home(tmp_path), TMPDIR=str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    result = subprocess.run([sys.executable, "-c", SCRIPT, str(ROOT)], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode != 0 and "soak case" in result.stderr
    folder = Path(result.stdout.splitlines()[0])
    logged = (folder / "modern-art.log").read_text(encoding="utf-8")
    assert "RuntimeError: the frame could not be shown: soak case" in logged
    assert "scenes: title" in logged                   # with the moment's context
    assert not list((tmp_path / "tmp").iterdir())      # in the log, not a stray file


FAULT = _failing_on_the_third_frame(
    "ctypes.string_at(0)          # a fault in a library, as pygame's could be")


def test_a_fault_no_python_code_can_catch_leaves_every_threads_stack_in_the_log_folder(
        tmp_path):
    # The card game once closed by itself mid-game with no message: a fault in a library
    # ends the process with nothing in the log; now the stacks are in modern-art-fatal.log.
    env = _headless_home(tmp_path)
    result = subprocess.run([sys.executable, "-c", FAULT, str(ROOT)], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode != 0
    folder = Path(result.stdout.splitlines()[0])
    fatal = (folder / "modern-art-fatal.log").read_text(encoding="utf-8")
    assert "Segmentation fault" in fatal and "run_loop" in fatal
