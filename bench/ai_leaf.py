"""Fit Hard's learned round-start worth of a hand (`game.ai.model.LEAF`) from Normal's games.

    python bench/ai_leaf.py [--players 4] [--games 1500] [--seed 200000] [--json]
                            [--seats normal,playout,leader,shader] [--shipped]
                            [--features shipped|extended]

Plays seeded games of Normal against itself (or of the lineup `--seats`: levels and gauntlet
players by the names game/ladder.py takes, rotated a place per game as the other benches do,
game g dealt from seed S+g, so each name sits in each seat; rows come from every seat) and,
at the start of every round after the first, notes each seat's hand (`model.leaf_features`:
its cards, their artists' columns so far, the squared cards per artist, its doubles; with
`--features extended` two more measures) and what the seat went on to gain by the game's
end. Both are taken relative to the table (minus the seats' mean), since Hard's standing only
compares seats. Per round it fits the weights by least squares on the first 70% of the games
and prints how much of the held-out 30%'s gains they explain (R²) next to Hard's default,
`HAND_CARD` a card (and with `--shipped`, next to the shipped `LEAF` for that table); then the
weights fitted on all games, in the form of `LEAF`.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import games_parser  # noqa: E402
from game import market  # noqa: E402
from game.cards import DOUBLE  # noqa: E402
from game.ai import hard, model  # noqa: E402
from game.ladder import make_entrant  # noqa: E402
from game.sim import make_bot, play_game, sim_config  # noqa: E402
from game.tournament import seat_levels  # noqa: E402


def extended_features(hand, base) -> tuple[float, ...]:
    """`model.leaf_features` and two more measures of a hand (`--features extended`): its
    doubles' columns so far per 10, and the sum of its cards' squared columns per 10 (a strong
    artist's cards count more than in proportion). Fitted, they forecast no better than the
    four alone (bench/AI_RESULTS.md), so Hard does not use them."""
    doubles = sum(base[c.artist] for c in hand if c.method == DOUBLE) / 10.0
    squared = sum((base[c.artist] / 10.0) ** 2 for c in hand)
    return model.leaf_features(hand, base) + (doubles, squared)


FEATURES = {"shipped": model.leaf_features, "extended": extended_features}


def tables(players: int, games: int, seed: int,
           seats: list[str] | None = None,
           features=model.leaf_features) -> list[tuple[int, list, list]]:
    """(round, each seat's features, each seat's gain to come), relative to the table's mean,
    at the start of every round after the first of every game: games of Normals, or of the
    lineup `seats` (one name a seat) rotated by the game's number; `features` measures a
    hand (`model.leaf_features` unless told)."""
    if seats is not None and len(seats) != players:
        raise ValueError(f"{len(seats)} seats named for {players} players")
    out = []
    for g in range(games):
        starts = []

        def on_step(before, after) -> None:
            if after.round != before.round and after.phase != "game_over":
                base = market.column_base(after.board, after.round)
                starts.append((after.round, after.cash,
                               [features(h, base) for h in after.hands]))

        if seats is None:
            bots = [make_bot("normal") for _ in range(players)]
        else:
            bots = [make_entrant(name) for name in seat_levels(seats, g)]
        state, *_ = play_game(sim_config(players), seed + g, bots, on_step=on_step)
        for rnd, cash, feats in starts:
            gains = [f - c for f, c in zip(state.cash, cash)]
            means = [sum(col) / players for col in zip(*feats)]
            mean_gain = sum(gains) / players
            out.append((rnd, [[x - m for x, m in zip(f, means)] for f in feats],
                        [v - mean_gain for v in gains]))
    return out


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a·x = b by Gauss–Jordan elimination with partial pivoting (a few unknowns)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows: list) -> list[float]:
    """Least-squares weights of the features for the gains to come."""
    k = len(rows[0][1][0])
    a = [[1e-6 if i == j else 0.0 for j in range(k)] for i in range(k)]
    b = [0.0] * k
    for _, feats, gains in rows:
        for x, y in zip(feats, gains):
            for i in range(k):
                b[i] += x[i] * y
                for j in range(k):
                    a[i][j] += x[i] * x[j]
    return solve(a, b)


def r2(rows: list, predict) -> float:
    """The share of the gains' spread (around the table's mean) that `predict` explains."""
    err = total = 0.0
    for _, feats, gains in rows:
        for x, y in zip(feats, gains):
            err += (y - predict(x)) ** 2
            total += y * y
    return 1.0 - err / total


def main() -> int:
    parser = games_parser(__doc__, games=1500, seed=200000)
    parser.add_argument("--seats", help="the lineup played (one name a seat, rotated by game): "
                                        "levels and gauntlet players; default all Normal")
    parser.add_argument("--shipped", action="store_true",
                        help="also the held-out R² of the shipped LEAF's weights")
    parser.add_argument("--features", choices=sorted(FEATURES), default="shipped",
                        help="the measures of a hand fitted: Hard's four, or two more")
    args = parser.parse_args()
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else None
    try:
        rows = tables(args.players, args.games, args.seed, seats, FEATURES[args.features])
    except ValueError as error:         # a lineup of the wrong size
        parser.error(f"--seats: {error}")
    result = {"players": args.players, "games": args.games, "rounds": {}}
    if seats is not None:
        result["seats"] = seats
    for rnd in sorted({r for r, _, _ in rows}):
        mine = [row for row in rows if row[0] == rnd]
        cut = int(len(mine) * 0.7)
        held = fit(mine[:cut])
        result["rounds"][rnd] = {
            "tables": len(mine),
            "r2_hand_card": round(r2(mine[cut:], lambda x: hard.HAND_CARD * x[0]), 3),
            "r2_fitted": round(r2(mine[cut:], lambda x: sum(w * v for w, v in zip(held, x))), 3),
            "weights": [round(w, 2) for w in fit(mine)]}
        shipped = hard.LEAF.get((args.players, rnd))
        if args.shipped and shipped is not None:
            result["rounds"][rnd]["r2_shipped"] = round(
                r2(mine[cut:], lambda x: sum(w * v for w, v in zip(shipped, x))), 3)
    if args.json:
        print(json.dumps(result))
        return 0
    who = "Normal" if seats is None else ",".join(seats)
    print(f"{args.players} players, {args.games} games of {who} (seeds from {args.seed}):")
    for rnd, entry in result["rounds"].items():
        shipped = (f", {entry['r2_shipped']:.3f} the shipped LEAF"
                   if "r2_shipped" in entry else "")
        print(f"  round {rnd}: {entry['tables']} tables, held-out R² "
              f"{entry['r2_hand_card']:.3f} at {hard.HAND_CARD:g} a card, "
              f"{entry['r2_fitted']:.3f} fitted{shipped}")
    print("LEAF = {")
    for rnd, entry in result["rounds"].items():
        print(f"    ({args.players}, {rnd}): ({', '.join(f'{w:.2f}' for w in entry['weights'])}),")
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
