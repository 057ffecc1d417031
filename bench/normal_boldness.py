"""How Normal's strength against the gauntlet follows its boldness (issue 9).

    python bench/normal_boldness.py [--factors 1.0,0.98,0.95,0.9] [--games 1000] [--seed 600000] [--json]

Normal's five bidding factors (`NormalBot.STYLE`: bid, sealed, once, fixed, buy) times each
factor k, in seat-rotated 4-player games against `playout, leader, shader` (game.ladder's
`match`: game g dealt from seed S+g), every k on the same games. It asks whether a softer
Normal could leave Hard a larger step over it and still meet its own target (≥ 25% against
the gauntlet). Hard is not in these games.
"""
from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import games_parser  # noqa: E402
from game import ai  # noqa: E402
from game.ai.levels import NormalBot  # noqa: E402
from game.ladder import match  # noqa: E402

RIVALS = ("playout", "leader", "shader")


def softer(k: float) -> str:
    """Register Normal with its bidding factors times `k` as a level; its key."""
    base = NormalBot.STYLE
    style = replace(base, bid=base.bid * k, sealed=base.sealed * k, once=base.once * k,
                    fixed=base.fixed * k, buy=base.buy * k)
    key = f"normal×{k:g}"
    ai.LEVELS[key] = ai.Level(key, key, key, lambda: NormalBot(style=style), offered=False)
    return key


def measure(k: float, games: int, seed: int) -> dict:
    """Normal at boldness `k` against the gauntlet: its win rate, interval and illegal moves."""
    key = softer(k)
    report = match([key, *RIVALS], games, seed)
    bot = report["bots"][key]
    return {"factor": k, "games": games, "win_rate": bot["win_rate"], "ci95": bot["ci95"],
            "illegal": report["illegal_actions"]}


def main(argv: list[str] | None = None) -> int:
    parser = games_parser(__doc__, games=1000, seed=600000, players=1 + len(RIVALS), fixed=True)
    parser.add_argument("--factors", default="1.0,0.98,0.95,0.9")
    args = parser.parse_args(argv)
    rows = [measure(float(k), args.games, args.seed) for k in args.factors.split(",")]
    for row in rows:
        if args.json:
            print(json.dumps(row), flush=True)
            continue
        lo, hi = row["ci95"]
        print(f"Normal's factors × {row['factor']:<5g} {row['games']} games  wins "
              f"{100 * row['win_rate']:5.1f}% [{100 * lo:.1f}–{100 * hi:.1f}]  "
              f"illegal {row['illegal']}", flush=True)
    return 1 if any(r["illegal"] for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
