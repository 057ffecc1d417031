"""Engine speed: random-bot games per second for 2–5 players, without invariant checks.

    python bench/engine.py [--games K] [--json]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import RandomBot  # noqa: E402
from game.engine import apply, legal_actions, new_game  # noqa: E402
from game.sim import sim_config  # noqa: E402


def games_per_second(players: int, games: int, seed: int = 1) -> dict:
    config = sim_config(players)
    bot = RandomBot()
    actions = 0
    started = time.perf_counter()
    for g in range(games):
        rng = random.Random(seed + g)
        state = new_game(config, seed + g)
        while state.phase != "game_over":
            legal = legal_actions(state, state.to_act[0])
            state = apply(state, bot.choose(None, legal, rng))
            actions += 1
    elapsed = time.perf_counter() - started
    return {"games_per_second": round(games / elapsed, 1),
            "ms_per_game": round(1000 * elapsed / games, 3),
            "actions_per_game": round(actions / games, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report = {str(p): games_per_second(p, args.games) for p in (2, 3, 4, 5)}
    if args.json:
        print(json.dumps(report))
    else:
        for p, r in report.items():
            print(f"{p} players: {r['games_per_second']:>7.1f} games/s  "
                  f"{r['ms_per_game']:.2f} ms/game  {r['actions_per_game']:.0f} actions/game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
