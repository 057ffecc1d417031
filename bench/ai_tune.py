"""Fit Hard's decision rules (its `Style`) by SPSA against the gauntlet, on paired seeds.

    python bench/ai_tune.py [--iterations K] [--games G] [--seed S] [--seats playout,leader,shader]
                            [--search] [--start bid=0.95,...] [--json]

Hard without its search plays at Normal's speed, so each candidate can play hundreds of games.
Simultaneous perturbation (SPSA): every iteration perturbs all the factors at once by ±c, plays
the two perturbed candidates on the same G seat-rotated games (iteration k deals from seed
S + 1000·k, so no two iterations share a deal and no iteration is fitted twice), and steps the
factors along the estimated gradient of the fitness, the mean margin (money minus the best
other seat's) plus 50 per win. Tune on seeds from 100000; report on seeds from 1
(bench/ai_hard_variants.py compares the result with Hard on paired games).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ai_hard_variants import NoSearch, parse_factors, per_game  # noqa: E402
from bench.spsa import spsa as shared_spsa  # noqa: E402
from game import ai  # noqa: E402
from game.ai import hard  # noqa: E402
from game.ai.policy import Style  # noqa: E402
from game.ladder import play_all  # noqa: E402

#: The factors fitted and the range each may take.
BOUNDS = {
    "bid": (0.7, 1.15), "sealed": (0.55, 1.0), "once": (0.55, 1.05), "fixed": (0.55, 1.1),
    "buy": (0.7, 1.15), "keep": (0.6, 1.4), "own_sealed": (0.2, 0.75), "sale": (0.7, 1.25),
    "lone_double": (0.1, 0.7),
}
#: A win's worth in the fitness, in units of money.
WIN = 50.0


def style_of(theta: dict[str, float]) -> Style:
    return replace(hard.HARD_STYLE, **theta)


def clip(theta: dict[str, float]) -> dict[str, float]:
    return {k: min(max(v, BOUNDS[k][0]), BOUNDS[k][1]) for k, v in theta.items()}


def fitness(theta: dict[str, float], others: list[str], seed: int, games: int,
            search: bool) -> tuple[float, list[tuple[float, int]]]:
    """Mean margin + WIN × win share of Hard with these factors over the seeded games."""
    style = style_of(theta)
    build = (lambda: hard.HardBot(style=style)) if search else (lambda: NoSearch(style=style))
    key = "tune-candidate"
    ai.LEVELS[key] = ai.Level(key, key, key, build, offered=False)
    variant = "two_player" if len(others) == 1 else "standard"
    tasks = [((key, *others), variant, {}, seed, g) for g in range(games)]
    rows = per_game(play_all(tasks, 1), key)
    return sum(m + WIN * w for w, m in rows) / len(rows), rows


def spsa(theta: dict[str, float], args, others: list[str]) -> dict[str, float]:
    """The SPSA iterations (`bench/spsa.py`, A = a tenth of the iterations, every step cut
    to ±max_step, iteration k on the deals from seed + 1000·k); the answer is the mean of
    the second half's iterates (Polyak averaging), steadier than the last iterate when every
    fitness is this noisy."""
    def evaluate(k: int, plus: dict, minus: dict) -> tuple[float, float]:
        seed = args.seed + 1000 * k
        return (fitness(plus, others, seed, args.games, args.search)[0],
                fitness(minus, others, seed, args.games, args.search)[0])

    def report(k: int, f_plus: float, f_minus: float, theta: dict) -> None:
        print(json.dumps({"iteration": k, "seed": args.seed + 1000 * k,
                          "f_plus": round(f_plus, 2), "f_minus": round(f_minus, 2),
                          "theta": {n: round(v, 4) for n, v in theta.items()}}), flush=True)

    path = shared_spsa(theta, evaluate, args.iterations, random.Random(args.seed), args.a,
                       args.c, 0.1 * args.iterations, candidate=clip, project=clip,
                       max_step=args.max_step, report=report)
    half = path[len(path) // 2:]
    return {n: sum(t[n] for t in half) / len(half) for n in theta}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--games", type=int, default=48, help="games per candidate per iteration")
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--seats", default="playout,leader,shader")
    parser.add_argument("--search", action="store_true", help="tune Hard with its search on")
    parser.add_argument("--start", default="", help="name=value,... (default: Hard's factors)")
    parser.add_argument("--a", type=float, default=4e-4, help="SPSA step gain")
    parser.add_argument("--c", type=float, default=0.05, help="SPSA perturbation")
    parser.add_argument("--max-step", type=float, default=0.03)
    args = parser.parse_args()
    others = [s.strip() for s in args.seats.split(",")]
    theta = {n: float(getattr(hard.HARD_STYLE, n)) for n in BOUNDS}
    theta.update(parse_factors(args.start))
    theta = spsa(clip(theta), args, others)
    print(json.dumps({"averaged": {n: round(v, 3) for n, v in theta.items()}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
