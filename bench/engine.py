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
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.registry import GAMES  # noqa: E402


def measure(games: int, seed: int, play_one: Callable[[int], int]) -> dict:
    """Time `play_one(seed)` (one whole game; returns how many actions it took) over `games`
    consecutive seeds."""
    actions = 0
    started = time.perf_counter()
    for g in range(games):
        actions += play_one(seed + g)
    elapsed = time.perf_counter() - started
    return {"games_per_second": round(games / elapsed, 1),
            "ms_per_game": round(1000 * elapsed / games, 3),
            "actions_per_game": round(actions / games, 1)}


def games_per_second(players: int, games: int, seed: int = 1, game: str = "auction") -> dict:
    """Random-bot games of the registered game `game` per second (no invariant checks)."""
    rules = GAMES[game]
    config = rules.default_config(players)
    bot = rules.make_bot("random")

    def play_one(game_seed: int) -> int:
        rng = random.Random(game_seed)
        state = rules.new_game(config, game_seed)
        actions = 0
        while not state.is_over:
            legal = rules.legal_actions(state, rules.to_act(state)[0])
            state = rules.apply(state, bot.choose(None, legal, rng))
            actions += 1
        return actions

    return measure(games, seed, play_one)


def bench_main(doc: str, per_players: Callable[[int, int], dict]) -> int:
    """The command line of an engine benchmark: `--games K`, `--json`; 2–5 players."""
    parser = argparse.ArgumentParser(description=doc)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report = {str(p): per_players(p, args.games) for p in (2, 3, 4, 5)}
    if args.json:
        print(json.dumps(report))
    else:
        for p, r in report.items():
            print(f"{p} players: {r['games_per_second']:>7.1f} games/s  "
                  f"{r['ms_per_game']:.2f} ms/game  {r['actions_per_game']:.0f} actions/game")
    return 0


if __name__ == "__main__":
    sys.exit(bench_main(__doc__, games_per_second))
