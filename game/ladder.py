"""A rating ladder of the computer levels and the gauntlet, with Plackett–Luce ratings.

    python -m game.ladder [--entrants easy,normal,hard,playout,...] [--counts 2,3,4,5]
                          [--blocks B] [--seed S] [--jobs J] [--json]
    python -m game.ladder match --players 4 --seats hard,playout,leader,shader --games N
                          [--seed S] [--variant V] [--jobs J] [--json]

The ladder plays, for every player count, B blocks: a block draws that many different
entrants (seeded) and plays them once in every seat rotation, each game dealt from its own
seed and played by the simulator's loop (each decision's randomness from the seed, the move
number and the seat, as at the table). Every game's finishing order (equal money: the lower
seat number first; seats rotate) feeds a Plackett–Luce model fitted by Hunter's MM
algorithm; ratings are printed on the Elo scale (400·log10 of the strength, the field's mean
at 1500) with 95% intervals from the model's Fisher information. The 2-player games use the
2-player variant.

`match` is the tournament with the gauntlet's players allowed in --seats (their names next to
the levels'): how one level does against the gauntlet, win rate with its 95% interval.

The gauntlet (bench/gauntlet) is loaded by path: it lives outside the game package on purpose,
written apart from game.ai so that the levels are measured against players not built from them.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Sequence

from . import ai
from .engine import game_result
from .sim import play_game, sim_config
from .tournament import _percentile, seat_levels, wilson

GAUNTLET_DIR = Path(__file__).resolve().parent.parent / "bench" / "gauntlet"
LADDER_LEVELS = ("easy", "normal", "hard")
ELO = 400.0 / math.log(10.0)


def load_gauntlet():
    """The gauntlet package, loaded from bench/gauntlet by path; its players join the level
    registry (not offered for real games) so the tournament can seat them by name."""
    name = "modern_art_gauntlet"
    module = sys.modules.get(name)
    if module is None:
        spec = importlib.util.spec_from_file_location(
            name, GAUNTLET_DIR / "__init__.py", submodule_search_locations=[str(GAUNTLET_DIR)])
        if spec is None or spec.loader is None:
            raise ImportError(f"no gauntlet at {GAUNTLET_DIR}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return module


def make_entrant(name: str):
    """A fresh bot for a level of the registry or a player of the gauntlet."""
    if name in ai.LEVELS:
        return ai.make_bot(name)
    return load_gauntlet().make(name)


def default_entrants() -> list[str]:
    return list(LADDER_LEVELS) + list(load_gauntlet().PLAYERS)


# --- the games ---------------------------------------------------------------------------------

def schedule(entrants: Sequence[str], counts: Sequence[int], blocks: int, seed: int) -> list:
    """Every game of the ladder as a tournament task (lineup, variant, options, seed, game)."""
    tasks = []
    for k in counts:
        variant = "two_player" if k == 2 else "standard"
        for b in range(blocks):
            pick = random.Random(f"ladder/{seed}/{k}/{b}").sample(list(entrants), k)
            deal = seed + 1000 * k + b * k
            for r in range(k):
                tasks.append((tuple(pick), variant, {}, deal, r))
    return tasks


def play_one(task: tuple) -> dict:
    """One game: (entrants, variant, options, seed, rotation) -> each seat's outcome."""
    entrants, variant, options, seed, rotation = task
    lineup = seat_levels(entrants, rotation)
    config = sim_config(len(lineup), variant, **options)   # the bots are given by name
    bots = [make_entrant(name) for name in lineup]
    timings: list[tuple[int, str, float]] = []
    state, _, _, illegal = play_game(config, seed + rotation, bots,
                                     on_decision=lambda *timed: timings.append(timed))
    result = game_result(state)
    wins = [1.0 / len(result.winners) if i in result.winners else 0.0
            for i in range(len(lineup))]
    return {"lineup": lineup, "cash": list(result.cash), "wins": wins, "illegal": illegal,
            "timings": timings}


def play_all(tasks: list, jobs: int) -> list[dict]:
    if jobs > 1 and len(tasks) > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            return list(pool.map(play_one, tasks, chunksize=4))
    return [play_one(t) for t in tasks]


def finishing_order(outcome: dict) -> list[str]:
    """The entrants of one game, best first (equal money: the earlier seat first)."""
    cash = outcome["cash"]
    order = sorted(range(len(cash)), key=lambda s: (-cash[s], s))
    return [outcome["lineup"][s] for s in order]


# --- Plackett–Luce -------------------------------------------------------------------------------

def fit(orders: Sequence[Sequence[str]], names: Sequence[str], iterations: int = 500,
        prior: float = 1.0) -> dict[str, float]:
    """Plackett–Luce log-strengths (shifted to mean 0) by Hunter's MM algorithm. `prior` adds
    one virtual win and one virtual loss against a reference player of strength 1 per entrant,
    so an entrant that never loses still gets a finite rating."""
    index = {n: i for i, n in enumerate(names)}
    m = len(names)
    ranked = [[index[n] for n in order] for order in orders]
    wins = [prior] * m
    for order in ranked:
        for i in order[:-1]:
            wins[i] += 1
    gamma = [1.0] * m
    for _ in range(iterations):
        denom = [2.0 * prior / (g + 1.0) for g in gamma]
        for order in ranked:
            total = sum(gamma[i] for i in order)
            acc = 0.0
            for pos in range(len(order) - 1):
                acc += 1.0 / total
                denom[order[pos]] += acc
                total -= gamma[order[pos]]
            denom[order[-1]] += acc
        new = [wins[i] / denom[i] for i in range(m)]
        done = max(abs(a - b) for a, b in zip(new, gamma)) < 1e-9
        gamma = new
        if done:
            break
    mean = sum(math.log(g) for g in gamma) / m
    return {n: math.log(gamma[index[n]]) - mean for n in names}


def standard_errors(orders: Sequence[Sequence[str]], theta: dict[str, float],
                    prior: float = 1.0) -> dict[str, float]:
    """Standard errors of the log-strengths against the field's mean, from the Fisher
    information (the prior's curvature included: its reference player fixes the origin)."""
    names = list(theta)
    index = {n: i for i, n in enumerate(names)}
    m = len(names)
    info = [[0.0] * m for _ in range(m)]
    for order in orders:
        rest = [index[n] for n in order]
        while len(rest) > 1:
            w = [math.exp(theta[names[i]]) for i in rest]
            total = sum(w)
            p = [x / total for x in w]
            for a, i in enumerate(rest):
                info[i][i] += p[a]
                for b, j in enumerate(rest):
                    info[i][j] -= p[a] * p[b]
            rest = rest[1:]
    for i in range(m):
        g = math.exp(theta[names[i]])
        info[i][i] += 2.0 * prior * g / (g + 1.0) ** 2        # the virtual games of the prior
    cov = _inverse(info)
    # The ratings are read against the field's mean: the variance of theta_i - mean(theta).
    row_mean = [sum(row) / m for row in cov]
    grand = sum(row_mean) / m
    return {n: math.sqrt(max(0.0, cov[i][i] - 2.0 * row_mean[i] + grand))
            for n, i in index.items()}


def _inverse(a: list[list[float]]) -> list[list[float]]:
    n = len(a)
    m = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        p = m[col][col]
        m[col] = [x / p for x in m[col]]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [row[n:] for row in m]


def ratings(outcomes: list[dict], names: Sequence[str]) -> list[dict]:
    """Per entrant: Elo-scale rating with its 95% interval, games, and win share."""
    orders = [finishing_order(o) for o in outcomes]
    theta = fit(orders, names)
    se = standard_errors(orders, theta)
    played = {n: 0 for n in names}
    won = {n: 0.0 for n in names}
    even = {n: 0.0 for n in names}
    for o in outcomes:
        k = len(o["lineup"])
        for seat, n in enumerate(o["lineup"]):
            played[n] += 1
            won[n] += o["wins"][seat]
            even[n] += 1.0 / k
    rows = []
    for n in names:
        r = 1500.0 + ELO * theta[n]
        half = 1.96 * ELO * se[n]
        rows.append({"entrant": n, "rating": round(r, 1),
                     "ci95": [round(r - half, 1), round(r + half, 1)], "games": played[n],
                     "wins": round(won[n], 2), "even_share_wins": round(even[n], 2)})
    rows.sort(key=lambda row: -row["rating"])
    return rows


# --- the command line ---------------------------------------------------------------------------

def ladder_main(args) -> int:
    entrants = [e.strip() for e in args.entrants.split(",")] if args.entrants else \
        default_entrants()
    for e in entrants:
        make_entrant(e)          # an unknown name fails before any game
    counts = [int(c) for c in args.counts.split(",")]
    tasks = schedule(entrants, counts, args.blocks, args.seed)
    outcomes = play_all(tasks, args.jobs)
    rows = ratings(outcomes, entrants)
    illegal = sum(o["illegal"] for o in outcomes)
    report = {"games": len(outcomes), "counts": counts, "blocks": args.blocks,
              "seed": args.seed, "illegal_actions": illegal, "ratings": rows}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{len(outcomes)} games ({args.blocks} blocks per count, counts {counts}), "
              f"seed {args.seed}, illegal actions {illegal}")
        print(f"{'entrant':<10} {'rating':>7}  {'95% interval':>15}  {'games':>5}  "
              f"{'wins':>6}  {'even share':>10}")
        for row in rows:
            lo, hi = row["ci95"]
            print(f"{row['entrant']:<10} {row['rating']:7.0f}  [{lo:6.0f}–{hi:6.0f}]  "
                  f"{row['games']:5d}  {row['wins']:6.1f}  {row['even_share_wins']:10.1f}")
    return 1 if illegal else 0


def match(seats: Sequence[str], games: int, seed: int, variant: str | None = None,
          jobs: int = 1) -> dict:
    """Seat-rotated games of one lineup (game g dealt from seed+g, rotated g places): win
    rate per copy with its 95% Wilson interval, mean money and decision times per name."""
    n = len(seats)
    variant = variant or ("two_player" if n == 2 else "standard")
    for name in seats:
        make_entrant(name)
    outcomes = play_all([(tuple(seats), variant, {}, seed, g) for g in range(games)], jobs)
    names = list(dict.fromkeys(seats))
    copies = {name: list(seats).count(name) for name in names}
    bots = {}
    for name in names:
        share = money = 0.0
        times: dict[str, list[float]] = {}
        for out in outcomes:
            for seat, who in enumerate(out["lineup"]):
                if who == name:
                    share += out["wins"][seat] / copies[name]
                    money += out["cash"][seat] / copies[name]
            for seat, phase, ms in out["timings"]:
                if out["lineup"][seat] == name:
                    times.setdefault(phase, []).append(ms)
        times["all"] = [t for values in times.values() for t in values]
        rate = share / games
        lo, hi = wilson(rate, games)
        bots[name] = {"copies": copies[name], "win_rate": round(rate, 4),
                      "ci95": [round(lo, 4), round(hi, 4)],
                      "mean_money": round(money / games, 1),
                      "decision_ms": {phase: {"median": round(_percentile(sorted(v), 0.5), 2),
                                              "p95": round(_percentile(sorted(v), 0.95), 1),
                                              "count": len(v)} for phase, v in times.items()}}
    return {"games": games, "players": n, "variant": variant, "seed": seed, "seats": list(seats),
            "illegal_actions": sum(o["illegal"] for o in outcomes), "bots": bots}


def match_main(args) -> int:
    seats = [s.strip() for s in args.seats.split(",")]
    report = match(seats, args.games, args.seed, args.variant, args.jobs)
    if args.json:
        print(json.dumps(report))
        return 1 if report["illegal_actions"] else 0
    print(f"{report['games']} games, {args.players} players, {report['variant']}, seats "
          f"{','.join(seats)}, seed {args.seed}, illegal actions {report['illegal_actions']}")
    for name, b in report["bots"].items():
        lo, hi = b["ci95"]
        t = b["decision_ms"].get("all", {})
        print(f"{name:<8} x{b['copies']}  win rate {100 * b['win_rate']:5.1f}% "
              f"[{100 * lo:.1f}–{100 * hi:.1f}]  mean money {b['mean_money']:.1f}  "
              f"decision p95 {t.get('p95', 0):.1f} ms")
    return 1 if report["illegal_actions"] else 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["match"]:
        parser = argparse.ArgumentParser(prog="python -m game.ladder match")
        parser.add_argument("--players", type=int, required=True)
        parser.add_argument("--seats", required=True)
        parser.add_argument("--games", type=int, default=100)
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--variant")
        parser.add_argument("--jobs", type=int, default=1)
        parser.add_argument("--json", action="store_true")
        return match_main(parser.parse_args(argv[1:]))
    parser = argparse.ArgumentParser(prog="python -m game.ladder", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--entrants", help="comma-separated levels and gauntlet players")
    parser.add_argument("--counts", default="2,3,4,5", help="player counts")
    parser.add_argument("--blocks", type=int, default=10, help="blocks per player count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    return ladder_main(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["fit", "standard_errors", "ratings", "schedule", "load_gauntlet", "match", "main"]
