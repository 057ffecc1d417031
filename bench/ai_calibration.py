"""Is the value model calibrated? What it predicts a painting will pay this round, against what
it paid at the round's end.

    python bench/ai_calibration.py [--players 4] [--games 300] [--seed 300000] [--json]

Plays seeded games of Normal players (game g dealt from seed S+g). At every choice of the card
to auction, the auctioneer's value model (`NormalBot.valuer`, its own hand and the cards it has
not seen) predicts one painting's worth for each artist; when the round is scored, each
prediction is set against what a painting of that artist paid. Printed per bucket of the
prediction (as a share of the most the artist could pay this round), per round and per number
of the artist's cards in the predicting seat's hand: the mean prediction, the mean payout and
their ratio (1.0 is calibrated). It also fits, by least squares on 70% of the games, a linear
correction from the prediction, the artist's column so far, its cards in hand and on the table
and how far the round has gone, and reports both models' mean squared error on the other 30%.
"""
from __future__ import annotations

import json
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import games_parser  # noqa: E402
from bench.card_leaf import solve  # noqa: E402  (least squares, shared)
from game.ai.knowledge import public_cash  # noqa: E402
from game.ai.levels import NormalBot, situation  # noqa: E402
from game.cards import ARTIST_COUNT, TOKENS  # noqa: E402
from game.sim import play_game, sim_config  # noqa: E402
from game.state import PLAY  # noqa: E402

#: Cards played in a round, for "how far the round has gone" (a round ends near 20 with 4).
ROUND_CARDS = 20.0


class Predicting(NormalBot):
    """Normal, noting its value model's predictions at each choice of the card to auction."""

    def __init__(self, notes: list) -> None:
        super().__init__()
        self.notes = notes

    def choose(self, view, legal, rng):
        action = super().choose(view, legal, rng)
        if len(legal) > 1 and view.phase == PLAY:
            sit = situation(view, public_cash(view))
            valuer, _ = self.valuer(view, sit, random.Random(1))
            held = [sum(1 for c in sit.hand if c.artist == a) for a in range(ARTIST_COUNT)]
            self.notes.append((view.round, tuple(sit.counts), tuple(sit.base),
                               tuple(valuer(sit.counts, sit.hand)), tuple(held)))
        return action


def samples(players: int, games: int, seed: int) -> list[tuple[int, list[float], float]]:
    """(game, features, payout) for every artist at every noted prediction."""
    out = []
    for g in range(games):
        notes: list = []
        state = play_game(sim_config(players), seed + g,
                          [Predicting(notes) for _ in range(players)])[0]
        for rnd, counts, base, values, held in notes:
            paid = state.results[rnd].values
            for a in range(ARTIST_COUNT):
                out.append((g, features(counts, base, values, held, a), float(paid[a])))
    return out


def features(counts, base, values, held, a: int) -> list[float]:
    """The correction's inputs for artist `a`; the prediction itself is the second."""
    left = 1.0 - sum(counts) / ROUND_CARDS
    v, b, h = values[a], base[a], held[a]
    return [1.0, v, b, h, counts[a], v * left, b * left, h * left]


def buckets(data) -> dict[str, list]:
    """Mean prediction, mean payout, ratio and count per bucket."""
    sums: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for _, x, y in data:
        v, b, h = x[1], x[2], x[3]
        share = v / (b + TOKENS[0]) if b + TOKENS[0] else 0.0
        for key in (f"share {min(9, int(share * 10)) / 10:.1f}", f"held {min(3, int(h))}"):
            s = sums[key]
            s[0] += 1
            s[1] += v
            s[2] += y
    return {k: [round(p / n, 2), round(y / n, 2), round(y / p, 2) if p else None, n]
            for k, (n, p, y) in sorted(sums.items())}


def main(argv: list[str] | None = None) -> int:
    parser = games_parser(__doc__, games=300, seed=300000)
    args = parser.parse_args(argv)
    if args.games < 10:
        parser.error("--games must be at least 10 (games 7, 8, 9 of every ten are held out)")
    data = samples(args.players, args.games, args.seed)
    train = [d for d in data if d[0] % 10 < 7]
    test = [d for d in data if d[0] % 10 >= 7]
    weights = solve([x for _, x, _ in train], [y for _, _, y in train], ridge=1e-6)
    mean = sum(y for _, _, y in test) / len(test)
    spread = sum((y - mean) ** 2 for _, _, y in test) / len(test)
    raw = sum((x[1] - y) ** 2 for _, x, y in test) / len(test)
    fitted = sum((sum(w * f for w, f in zip(weights, x)) - y) ** 2 for _, x, y in test) / len(test)
    report = {"players": args.players, "games": args.games, "predictions": len(data),
              "buckets": buckets(data), "weights": [round(w, 3) for w in weights],
              "r2_model": round(1 - raw / spread, 3), "r2_corrected": round(1 - fitted / spread, 3)}
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"{report['predictions']} predictions ({args.players} players, {args.games} games)")
    for key, (p, y, ratio, n) in report["buckets"].items():
        print(f"  {key:10s} n={n:6d}  predicted {p:6.2f}  paid {y:6.2f}  ratio {ratio}")
    print(f"held-out R²: the model {report['r2_model']}, corrected {report['r2_corrected']}; "
          f"weights {report['weights']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
