"""Measure the computer levels against each other in seeded, seat-rotated games.

    python -m game.tournament [--game auction] --players 4 --seats hard,normal,normal,normal \
        --games 300 --seed 1 [--variant V] [--jobs J] [--json]

Game g is dealt from seed S+g and the seats are rotated by g places, so over N games in a row
every bot has sat in every seat equally often. Each decision's randomness comes from the game's
seed, the move number and the seat, as at the table (`game.ai.decision_rng`), so a game of the
tournament is the game the match controller plays for that seed and those seats. Games are
spread over J worker processes and gathered in game order: every figure but the decision times
is identical for any J.

Per level (the names given in --seats; copies of one level are pooled): win rate per copy with
a 95% confidence interval (a shared win counts 1/k), mean final money, mean rank (ties share
the ranks they span) and decision time (median and 95th percentile) per decision kind.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Sequence

from .registry import game_names, get
from .sim import DEFAULT_GAME, final_scores, make_bot, play_game, sim_config


def seat_levels(levels: Sequence[str], game: int) -> list[str]:
    """The level in each seat for game number `game`: the lineup rotated by `game` places."""
    n = len(levels)
    return [levels[(i + game) % n] for i in range(n)]


def play_one(task: tuple, on_action=None) -> dict:
    """Play one tournament game; returns its outcome per seat and the timed decisions.

    The task is (levels, variant, options, seed, game number[, game name]); `on_action(seat,
    action)`, if given, is told every action of the game."""
    levels, variant, options, seed, number = task[:5]
    name = task[5] if len(task) > 5 else DEFAULT_GAME
    lineup = seat_levels(levels, number)
    config = sim_config(len(lineup), variant, name, **options)
    bots = [make_bot(level, name) for level in lineup]
    timings: list[tuple[int, str, float]] = []
    state, _, _, illegal = play_game(config, seed + number, bots, game=name,
                                     on_decision=lambda *timed: timings.append(timed),
                                     on_action=on_action)
    result = get(name).result(state)
    cash = final_scores(result)
    ranks = []
    for i in range(len(cash)):
        better = sum(1 for c in cash if c > cash[i])
        equal = sum(1 for c in cash if c == cash[i])
        ranks.append(better + (equal + 1) / 2)
    wins = [1.0 / len(result.winners) if i in result.winners else 0.0 for i in range(len(cash))]
    return {"lineup": lineup, "cash": list(cash), "ranks": ranks, "wins": wins,
            "illegal": illegal, "timings": timings}


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion p observed over n trials."""
    if n == 0:
        return (0.0, 1.0)
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * q
    lo = math.floor(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def run(players: int, levels: Sequence[str], games: int, seed: int, variant: str | None = None,
        jobs: int = 1, game: str = DEFAULT_GAME, **options) -> dict:
    """Play the tournament of `game` and gather the figures per level."""
    if len(levels) != players:
        raise ValueError(f"--seats names {len(levels)} bots for {players} players.")
    # A bad configuration or level fails before any game.
    variant = getattr(sim_config(players, variant, game, **options), "variant", variant)
    for level in levels:
        make_bot(level, game)
    tasks = [(tuple(levels), variant, options, seed, g, game) for g in range(games)]
    if jobs > 1 and games > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            outcomes = list(pool.map(play_one, tasks, chunksize=max(1, min(8, games // (4 * jobs)))))
    else:
        outcomes = [play_one(t) for t in tasks]
    names = list(dict.fromkeys(levels))
    copies = {name: list(levels).count(name) for name in names}
    per_game_win = {name: [] for name in names}
    money = {name: 0.0 for name in names}
    rank = {name: 0.0 for name in names}
    times: dict[str, dict[str, list[float]]] = {name: {} for name in names}
    illegal = 0
    for out in outcomes:
        illegal += out["illegal"]
        share = {name: 0.0 for name in names}
        for seat, level in enumerate(out["lineup"]):
            share[level] += out["wins"][seat]
            money[level] += out["cash"][seat]
            rank[level] += out["ranks"][seat]
        for name in names:
            per_game_win[name].append(share[name] / copies[name])
        for seat, phase, ms in out["timings"]:
            times[out["lineup"][seat]].setdefault(phase, []).append(ms)
    bots = {}
    for name in names:
        n_obs = games * copies[name]
        rate = sum(per_game_win[name]) / games if games else 0.0
        lo, hi = wilson(rate, games)
        decision_ms = {}
        everything: list[float] = []
        for phase, values in sorted(times[name].items()):
            values.sort()
            everything.extend(values)
            decision_ms[phase] = {"median": round(_percentile(values, 0.5), 3),
                                  "p95": round(_percentile(values, 0.95), 3),
                                  "count": len(values)}
        everything.sort()
        decision_ms["all"] = {"median": round(_percentile(everything, 0.5), 3),
                              "p95": round(_percentile(everything, 0.95), 3),
                              "count": len(everything)}
        bots[name] = {"copies": copies[name], "win_rate": round(rate, 4),
                      "ci95": [round(lo, 4), round(hi, 4)],
                      "mean_money": round(money[name] / n_obs, 2) if n_obs else 0.0,
                      "mean_rank": round(rank[name] / n_obs, 3) if n_obs else 0.0,
                      "decision_ms": decision_ms}
    return {"game": game, "games": games, "players": players, "variant": variant, "seed": seed,
            "seats": list(levels), "illegal_actions": illegal, "bots": bots}


def main(argv: list[str] | None = None) -> int:
    """The command line: play the tournament and print the figures (or JSON)."""
    parser = argparse.ArgumentParser(prog="python -m game.tournament",
                                     description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default=DEFAULT_GAME, choices=game_names())
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--variant", help="the game's variant (the auction game: standard, "
                                          "three_with_dummy, two_player)")
    parser.add_argument("--seats", required=True,
                        help="one level per seat, comma-separated: easy, normal, hard, random")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--double-proceeds", help="auction game: second_player or split")
    parser.add_argument("--dummy-reveal-by", help="auction game: winner or auctioneer")
    parser.add_argument("--open-money", action="store_true", help="auction game: open money")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    if args.games < 1 or args.jobs < 1:
        print("error: --games and --jobs must be at least 1", file=sys.stderr)
        return 2
    options = {key: value for key, value in (("double_proceeds", args.double_proceeds),
                                             ("dummy_reveal_by", args.dummy_reveal_by),
                                             ("open_money", args.open_money or None))
               if value is not None}
    try:
        report = run(args.players, levels, args.games, args.seed, args.variant, args.jobs,
                     args.game, **options)
    except (ValueError, TypeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report))
        return 1 if report["illegal_actions"] else 0
    variant = f"{report['variant']}, " if report["variant"] else ""
    print(f"{report['games']} games of {args.game}, {args.players} players, {variant}"
          f"seats {','.join(levels)}, seed {args.seed}")
    print(f"illegal actions: {report['illegal_actions']}")
    for name, b in report["bots"].items():
        lo, hi = b["ci95"]
        print(f"\n{name} (x{b['copies']}): win rate {100 * b['win_rate']:.1f}% "
              f"[{100 * lo:.1f}–{100 * hi:.1f}], mean money {b['mean_money']:.1f}, "
              f"mean rank {b['mean_rank']:.2f}")
        for phase, t in b["decision_ms"].items():
            print(f"    {phase:<12} median {t['median']:8.3f} ms   p95 {t['p95']:8.3f} ms"
                  f"   ({t['count']} decisions)")
    return 1 if report["illegal_actions"] else 0


if __name__ == "__main__":
    sys.exit(main())
