"""Card-game engine speed: random-bot games per second for 2–5 players, without invariant checks.

    python bench/card_engine.py [--games K] [--json]
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.engine import bench_main, measure  # noqa: E402
from game.card.bots import RandomBot  # noqa: E402
from game.card.config import default_config  # noqa: E402
from game.card.engine import apply, legal_actions, new_game  # noqa: E402


def games_per_second(players: int, games: int, seed: int = 1) -> dict:
    config = default_config(players)
    bot = RandomBot()

    def play_one(game_seed: int) -> int:
        rng = random.Random(game_seed)
        state = new_game(config, game_seed)
        actions = 0
        while not state.is_over:
            seat = state.to_act[0]
            state = apply(state, bot.choose(None, legal_actions(state, seat), rng))
            actions += 1
        return actions

    return measure(games, seed, play_one)


if __name__ == "__main__":
    sys.exit(bench_main(__doc__, games_per_second))
