"""The computer levels against the gauntlet (issue 9): seeded, seat-rotated match-ups.

    python bench/ai_gauntlet.py [--games K] [--hard-games H] [--seed S] [--only NAME] [--json]

Each match-up prints the measured seat's win rate with its 95% interval next to its target
(the issue's), and its decision times. The gauntlet's players (bench/gauntlet) were written
apart from game/ai; the levels were tuned on seeds from 100000, so report on seeds from 1.
The games are game.ladder's `match`, played by game.sim's one loop: game g dealt from seed S+g,
each decision's randomness from (seed, move, seat) as at the table.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai_targets import match_up_args  # noqa: E402
from game.ladder import match  # noqa: E402

#: (name, seats, variant, seat measured, target win rate)
MATCHES = (
    ("hard_vs_3_gauntlet", "hard,playout,leader,shader", None, "hard", 0.45),
    ("normal_vs_3_gauntlet", "normal,playout,leader,shader", None, "normal", 0.25),
    ("hard_vs_2_gauntlet", "hard,playout,leader", None, "hard", 0.50),
    ("hard_vs_1_gauntlet_2p", "hard,playout", "two_player", "hard", 0.65),
    ("hard_vs_4_gauntlet", "hard,playout,leader,shader,hoarder", None, "hard", 0.33),
    ("normal_vs_3_easy", "normal,easy,easy,easy", None, "normal", 0.45),
    ("hard_vs_3_normal", "hard,normal,normal,normal", None, "hard", 0.45),
    ("easy_vs_3_random", "easy,random,random,random", None, "easy", 0.90),
) + tuple((f"{g}_vs_3_{opp}", f"{g},{opp},{opp},{opp}", None, g, target)
          for opp, target in (("random", 0.90), ("normal", 0.25))
          for g in ("playout", "early", "leader", "shader", "hoarder"))


def main() -> int:
    args = match_up_args(__doc__, hard_games=480).parse_args()
    for name, seats, variant, measured, target in MATCHES:
        if args.only and args.only not in name:
            continue
        lineup = seats.split(",")
        games = args.hard_games if "hard" in lineup else args.games
        report = match(lineup, games, args.seed, variant, args.jobs)
        bot = report["bots"][measured]
        times = bot["decision_ms"]["all"]
        if args.json:
            print(json.dumps({"name": name, "measured": measured, "target": target, **report}),
                  flush=True)
            continue
        lo, hi = bot["ci95"]
        print(f"{name:<24} {games:>5} games  {measured:<7} wins {100 * bot['win_rate']:5.1f}% "
              f"[{100 * lo:4.1f}–{100 * hi:4.1f}]  target {100 * target:.0f}%  "
              f"median {times['median']:.2f} ms  p95 {times['p95']:.1f} ms  "
              f"illegal {report['illegal_actions']}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
