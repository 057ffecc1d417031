"""Fit the card game's value-model weights (`game.ai.card.model.Style`) by SPSA.

    python bench/card_tune.py --iters 40 --games 800 --seed 100000 [--start '{"keep": 3}']
    python bench/card_tune.py --check '{"keep": 3.4}' --games 2000 --seed 500000 \
        [--against normal|random|easy|'easy:{"look": ["draw"], ...}']

A candidate plays one seat against three copies of a fixed opponent (today's Normal unless
--against says otherwise), the seat rotating with the game number. Fitness per game: the
candidate's share of the win plus its margin over the best rival / 40 points (the margin is
far less noisy than the win alone). Simultaneous perturbation stochastic approximation: each
iteration moves every weight at once by ±c scale units, plays the two perturbed candidates on
the same fresh seeds (common random numbers), and steps along the measured difference. Tune on
seeds ≥ 100000 only; report on seeds 1…N with `game.tournament`. One process, deterministic
for its arguments.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import asdict, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.spsa import spsa as shared_spsa  # noqa: E402
from game.ai.card import make_bot  # noqa: E402
from game.ai.card.levels import ModelBot, NormalBot  # noqa: E402
from game.ai.card.model import Style  # noqa: E402
from game.card.config import default_config  # noqa: E402
from game.card.engine import apply, legal_actions, new_game, view  # noqa: E402

#: The tuned weights: (scale of one step unit, lowest, highest).
SPACE = {
    "keep": (1.0, 0.5, 8.0), "keep_base": (0.15, 0.0, 1.5), "late": (0.2, 0.0, 1.5),
    "early": (0.2, 0.2, 2.0), "best_weight": (0.2, 0.0, 1.0), "temp": (0.2, 0.05, 2.0),
    "temp_slope": (0.2, 0.0, 2.0), "opp_add": (0.2, 0.0, 1.5), "hand_push": (0.2, -1.0, 1.5),
    "pool_push": (0.2, -1.0, 1.5), "wasted": (0.3, 0.0, 3.0), "draw_bonus": (0.3, -1.0, 3.0),
}
MARGIN_SCALE = 40.0


def styled(style: Style) -> ModelBot:
    """Normal's policy with other weights."""
    bot = NormalBot()
    bot.STYLE = style
    return bot


def play(seed: int, bots: list) -> tuple[int, ...]:
    """One whole game, each seat's randomness from the seed; the final totals."""
    state = new_game(default_config(len(bots)), seed)
    rngs = [random.Random(seed * 8 + i) for i in range(len(bots))]
    while not state.is_over:
        seat = state.to_act[0]
        legal = legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else bots[seat].choose(view(state, seat), legal,
                                                                    rngs[seat])
        state = apply(state, action)
    return state.totals


def opponents(opponent: str):
    """A maker of the opponent named: a level ("normal", "easy", "random"), or "easy:JSON", a
    design of Easy by `bench/card_easy.py`'s knobs (its docstring names them)."""
    if opponent.startswith("easy:"):
        from bench.card_easy import Variant     # card_easy imports this module
        spec = json.loads(opponent[len("easy:"):])
        return lambda: Variant(spec)
    return lambda: make_bot(opponent)


def match(candidate, opponent: str, seeds: range) -> tuple[float, float]:
    """The candidate against three copies of `opponent` (`opponents`): mean win share and
    mean margin over the best rival."""
    wins = margin = 0.0
    other = opponents(opponent)
    for g, seed in enumerate(seeds):
        seat = g % 4
        bots = [candidate if i == seat else other() for i in range(4)]
        totals = play(seed, bots)
        best = max(totals)
        rival = max(t for i, t in enumerate(totals) if i != seat)
        if totals[seat] == best:
            wins += 1.0 / totals.count(best)
        margin += totals[seat] - rival
    return wins / len(seeds), margin / len(seeds)


def to_style(x: dict[str, float], base: Style) -> Style:
    """The Style for point x (in scale units from base), clipped to the bounds."""
    values = {}
    for name, (scale, lo, hi) in SPACE.items():
        values[name] = min(hi, max(lo, getattr(base, name) + scale * x[name]))
    return replace(base, **values)


def fitness(result: tuple[float, float]) -> float:
    return result[0] + result[1] / MARGIN_SCALE


def spsa(base: Style, iters: int, games: int, seed: int, opponent: str,
         a: float = 20.0, c: float = 1.0) -> Style:
    """SPSA from base (`bench/spsa.py`, A = 5, iteration k on its own `games` seeds, the point
    in scale units and kept within the bounds); prints each iteration; returns the final
    weights."""
    def evaluate(k: int, plus: dict, minus: dict) -> tuple[float, float]:
        seeds = range(seed + k * games, seed + (k + 1) * games)
        results.append((match(styled(to_style(plus, base)), opponent, seeds),
                        match(styled(to_style(minus, base)), opponent, seeds)))
        return fitness(results[-1][0]), fitness(results[-1][1])

    def bounded(x: dict) -> dict:
        return {n: (getattr(to_style(x, base), n) - getattr(base, n)) / SPACE[n][0]
                for n in SPACE}

    def report(k: int, f_plus: float, f_minus: float, x: dict) -> None:
        now = {n: round(v, 3) for n, v in asdict(to_style(x, base)).items() if n in SPACE}
        plus, minus = results[-1]
        print(json.dumps({"iter": k, "plus": plus, "minus": minus, "style": now}), flush=True)

    results: list = []
    start = {name: 0.0 for name in SPACE}
    path = shared_spsa(start, evaluate, iters, random.Random(seed), a, c, 5, project=bounded,
                       report=report)
    return to_style(path[-1] if path else start, base)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iters", type=int, default=40)
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--against", default="normal")
    parser.add_argument("--start", default="{}", help="JSON: weights to start from")
    parser.add_argument("--check", help="JSON: weights to measure instead of tuning")
    parser.add_argument("--step", type=float, default=20.0)
    args = parser.parse_args(argv)
    if args.seed < 100000:
        print("error: tune on seeds >= 100000; report with game.tournament", file=sys.stderr)
        return 2
    base = replace(NormalBot.STYLE, **json.loads(args.start))
    if args.check is not None:
        style = replace(base, **json.loads(args.check))
        seeds = range(args.seed, args.seed + args.games)
        win, margin = match(styled(style), args.against, seeds)
        print(json.dumps({"style": asdict(style), "against": args.against, "games": args.games,
                          "win": round(win, 4), "margin": round(margin, 2)}))
        return 0
    final = spsa(base, args.iters, args.games, args.seed, args.against, a=args.step)
    print(json.dumps({"final": asdict(final)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
