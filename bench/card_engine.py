"""Card-game engine speed: random-bot games per second for 2–5 players, without invariant checks.

    python bench/card_engine.py [--games K] [--json]
"""
from __future__ import annotations

import functools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.engine import bench_main, games_per_second as _games_per_second  # noqa: E402

#: The auction benchmark's loop, run on the card game through the registry.
games_per_second = functools.partial(_games_per_second, game="card")


if __name__ == "__main__":
    sys.exit(bench_main(__doc__, games_per_second))
