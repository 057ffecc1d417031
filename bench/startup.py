"""Start-up time: process start to the title screen's first frame, median of N runs.

The game draws the title, flips, and exits at once with `--first-frame-exit`; the time is the
whole process lifetime, so it includes interpreter start, imports and asset loading.

    python bench/startup.py [--runs 20] [--json]

Measures from source always; from dist/ModernArt/ModernArt and dist/onefile/ModernArt when
those bundles have been built (`make dist`, `make dist-onefile`), else reports null.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE = ".exe" if os.name == "nt" else ""


def median_ms(cmd: list[str], runs: int) -> float | None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    times = []
    with tempfile.TemporaryDirectory() as home:
        env["HOME"] = home            # a fresh user: no settings, no saves
        env["XDG_CONFIG_HOME"] = env["XDG_DATA_HOME"] = env["XDG_STATE_HOME"] = home
        for _ in range(runs):
            started = time.perf_counter()
            done = subprocess.run(cmd, env=env, cwd=home, capture_output=True)
            elapsed = time.perf_counter() - started
            if done.returncode != 0:
                raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stderr.decode(errors='replace')}")
            times.append(elapsed * 1000)
    return round(statistics.median(times), 1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    source = [sys.executable, str(ROOT / "packaging" / "modern_art.py"), "--first-frame-exit"]
    onedir = ROOT / "dist" / "ModernArt" / f"ModernArt{EXE}"
    onefile = ROOT / "dist" / "onefile" / f"ModernArt{EXE}"
    report = {
        "source_ms": median_ms(source, args.runs),
        "onedir_ms": median_ms([str(onedir), "--first-frame-exit"], args.runs) if onedir.exists() else None,
        "onefile_ms": median_ms([str(onefile), "--first-frame-exit"], args.runs) if onefile.exists() else None,
    }
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            shown = "not built" if value is None else f"{value:.1f} ms"
            print(f"{key[:-3]:<8} {shown}   (median of {args.runs}, process start to first frame)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
