"""The computer levels' targets from issue 3, measured by seat-rotated tournaments.

    python bench/ai_targets.py [--games K] [--hard-games H] [--jobs J] [--only NAME] [--json]

Each match-up prints the win rate with its 95% interval next to its target, and the decision
times (Easy and Normal: median; Hard: 95th percentile). The defaults are the issue's sizes
(2,000 games without Hard, 300 with); smaller runs are for a quick look only.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.tournament import run  # noqa: E402

#: (name, players, variant, seats, level measured, win-rate target)
MATCHES = (
    ("normal_vs_3_easy", 4, None, "normal,easy,easy,easy", "normal", 0.45),
    ("hard_vs_3_normal", 4, None, "hard,normal,normal,normal", "hard", 0.40),
    ("hard_vs_2_normal", 3, None, "hard,normal,normal", "hard", 0.50),
    ("hard_vs_4_normal", 5, None, "hard,normal,normal,normal,normal", "hard", 0.33),
    ("hard_vs_normal_2p", 2, "two_player", "hard,normal", "hard", 0.65),
    ("easy_vs_3_random", 4, None, "easy,random,random,random", "easy", 0.90),
    ("normal_vs_3_random", 4, None, "normal,random,random,random", "normal", 0.90),
    ("hard_vs_3_random", 4, None, "hard,random,random,random", "hard", 0.90),
)


def match_up_args(doc: str, hard_games: int) -> argparse.ArgumentParser:
    """The command line the AI benchmarks share: sizes, seed, jobs, a filter, JSON."""
    parser = argparse.ArgumentParser(description=doc,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000, help="games per match-up without Hard")
    parser.add_argument("--hard-games", type=int, default=hard_games,
                        help="games per match-up with Hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", help="run only the match-ups whose name contains this")
    parser.add_argument("--json", action="store_true", help="one JSON object per match-up")
    return parser


def main() -> int:
    """Run the chosen match-ups and print each one's figures against its target."""
    args = match_up_args(__doc__, hard_games=300).parse_args()
    report = {}
    for name, players, variant, seats, level, target in MATCHES:
        if args.only and args.only not in name:
            continue
        levels = seats.split(",")
        games = args.hard_games if "hard" in levels else args.games
        result = run(players, levels, games, args.seed, variant, args.jobs)
        bot = result["bots"][level]
        times = bot["decision_ms"]["all"]
        report[name] = {"games": games, "level": level, "target": target,
                        "win_rate": bot["win_rate"], "ci95": bot["ci95"],
                        "met": bot["win_rate"] >= target,
                        "illegal_actions": result["illegal_actions"],
                        "median_ms": times["median"], "p95_ms": times["p95"]}
        if not args.json:
            lo, hi = bot["ci95"]
            print(f"{name:<22} {games:>5} games  {level:<6} wins {100 * bot['win_rate']:5.1f}% "
                  f"[{100 * lo:4.1f}–{100 * hi:4.1f}]  target {100 * target:.0f}%  "
                  f"{'met' if bot['win_rate'] >= target else 'NOT met'}  "
                  f"median {times['median']:.2f} ms  p95 {times['p95']:.1f} ms  "
                  f"illegal {result['illegal_actions']}", flush=True)
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
