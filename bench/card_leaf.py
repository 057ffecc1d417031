"""Fit the card game's round-start value (`game.ai.card.leaf`) from Normal's self-play.

    python bench/card_leaf.py --games 3000 --seed 100000

At the start of rounds 2, 3 and 4 (after the deal) every seat's points still to come are
recorded with the features `game.ai.card.leaf.features` reads from its hand and the board;
a least-squares fit per round gives the weights printed at the end (paste them into
`leaf.WEIGHTS`). Seeds ≥ 100000 only; deterministic for its arguments; no numpy needed.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.card.leaf import features  # noqa: E402
from game.ai.card.levels import NormalBot  # noqa: E402
from game.card.config import default_config  # noqa: E402
from game.card.engine import apply, legal_actions, new_game, view  # noqa: E402


def samples(seed: int, players: int = 4) -> list[tuple[int, list[float], float]]:
    """One self-play game: (round, features, points still to come) per seat and round start."""
    state = new_game(default_config(players), seed)
    bot, rng = NormalBot(), random.Random(seed)
    starts = []
    done = 0
    while not state.is_over:
        seat = state.to_act[0]
        legal = legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else bot.choose(view(state, seat), legal, rng)
        state = apply(state, action)
        if len(state.results) > done and not state.is_over:
            done = len(state.results)
            starts.append((state.round, [features(state, i) for i in range(players)],
                           state.totals))
    final = state.totals
    return [(r, f[i], float(final[i] - totals[i])) for r, f, totals in starts
            for i in range(players)]


def solve(rows: list[list[float]], ys: list[float], ridge: float = 1e-3) -> list[float]:
    """Least squares by the normal equations (a little ridge), Gaussian elimination."""
    k = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) + (ridge if i == j else 0.0) for j in range(k)]
         for i in range(k)]
    b = [sum(r[i] * y for r, y in zip(rows, ys)) for i in range(k)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot], b[col], b[pivot] = a[pivot], a[col], b[pivot], b[col]
        for r in range(k):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] for i in range(k)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=100000)
    args = parser.parse_args(argv)
    if args.seed < 100000:
        print("error: fit on seeds >= 100000", file=sys.stderr)
        return 2
    data: dict[int, tuple[list, list]] = {}
    for g in range(args.games):
        for r, f, y in samples(args.seed + g):
            rows, ys = data.setdefault(r, ([], []))
            rows.append(f)
            ys.append(y)
    weights = {}
    for r, (rows, ys) in sorted(data.items()):
        w = solve(rows, ys)
        mean = sum(ys) / len(ys)
        residual = sum((y - sum(a * b for a, b in zip(w, x))) ** 2 for x, y in zip(rows, ys))
        total = sum((y - mean) ** 2 for y in ys)
        weights[r] = [round(x, 4) for x in w]
        print(json.dumps({"round": r, "rows": len(ys), "mean": round(mean, 2),
                          "r2": round(1 - residual / total, 3), "weights": weights[r]}))
    print(json.dumps({"WEIGHTS": weights}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
