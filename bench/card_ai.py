"""The card game's computer levels against each other: seeded, seat-rotated games.

    python bench/card_ai.py --players 4 --seats hard,normal,normal,normal --games 200 \
        [--seed 1] [--json]

Runs through the registry (`GAMES["card"]`) only. Game g is dealt from seed S+g with the lineup
rotated by g places. A level name is any of the registry's levels, "random", or "gauntlet" (the
independent opponent of bench/card_gauntlet). Prints each level's win rate per copy (a shared
win counts 1/k) with its 95% Wilson interval, mean points, decision times (median, p95) per
decision kind (the phase decided in), and the count of illegal actions (a bot's move that the
engine refused or that was not offered; a random legal move is played instead).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.registry import GAMES  # noqa: E402
from game.tournament import _percentile, seat_levels, wilson  # noqa: E402


def make(level: str):
    if level == "gauntlet":
        from bench.card_gauntlet.bot import GauntletBot
        return GauntletBot()
    return GAMES["card"].make_bot(level)


def play_one(levels: list[str], seed: int) -> dict:
    """One game; the outcome per seat, the timed decisions and the illegal actions."""
    rules = GAMES["card"]
    config = rules.default_config(len(levels))
    state = rules.new_game(config, seed)
    bots = [make(level) for level in levels]
    rngs = [random.Random(seed * 31 + i) for i in range(len(levels))]
    timings, illegal = [], 0
    while rules.result(state) is None:
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        phase = state.phase
        start = time.perf_counter()
        action = bots[seat].choose(rules.view(state, seat), legal, rngs[seat])
        timings.append((seat, phase, 1000 * (time.perf_counter() - start)))
        if action not in legal:
            illegal += 1
            action = legal[0]
        try:
            state = rules.apply(state, action)
        except rules.illegal:
            illegal += 1
            state = rules.apply(state, legal[0])
    result = rules.result(state)
    wins = [1 / len(result.winners) if i in result.winners else 0.0 for i in range(len(levels))]
    return {"totals": list(result.totals), "wins": wins, "timings": timings, "illegal": illegal}


def run(levels: list[str], games: int, seed: int) -> dict:
    """Play the games and gather the figures per level."""
    names = list(dict.fromkeys(levels))
    copies = {n: levels.count(n) for n in names}
    wins = {n: 0.0 for n in names}
    points = {n: 0.0 for n in names}
    times: dict[str, dict[str, list[float]]] = {n: {} for n in names}
    illegal = 0
    for g in range(games):
        lineup = seat_levels(levels, g)
        out = play_one(lineup, seed + g)
        illegal += out["illegal"]
        for seat, level in enumerate(lineup):
            wins[level] += out["wins"][seat] / copies[level]
            points[level] += out["totals"][seat] / copies[level]
        for seat, phase, ms in out["timings"]:
            times[lineup[seat]].setdefault(phase, []).append(ms)
    bots = {}
    for n in names:
        rate = wins[n] / games
        lo, hi = wilson(rate, games)
        every = sorted(ms for values in times[n].values() for ms in values)
        kinds = {**times[n], "all": every}
        bots[n] = {"copies": copies[n], "win_rate": round(rate, 4),
                   "ci95": [round(lo, 4), round(hi, 4)],
                   "mean_points": round(points[n] / games, 2),
                   "decision_ms": {k: {"median": round(_percentile(sorted(v), 0.5), 3),
                                       "p95": round(_percentile(sorted(v), 0.95), 3),
                                       "count": len(v)} for k, v in sorted(kinds.items())}}
    return {"game": "card", "players": len(levels), "seats": levels, "games": games,
            "seed": seed, "illegal_actions": illegal, "bots": bots}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seats", required=True, help="one level per seat, comma-separated")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    if len(levels) != args.players or args.games < 1:
        print("error: give one level per player and at least one game", file=sys.stderr)
        return 2
    report = run(levels, args.games, args.seed)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.games} games, {args.players} players, seats {','.join(levels)}, "
              f"seed {args.seed}; illegal actions: {report['illegal_actions']}")
        for n, b in report["bots"].items():
            lo, hi = b["ci95"]
            print(f"{n} (x{b['copies']}): win rate {100 * b['win_rate']:.1f}% "
                  f"[{100 * lo:.1f}-{100 * hi:.1f}], mean points {b['mean_points']:.1f}")
            for kind, t in b["decision_ms"].items():
                print(f"    {kind:<15} median {t['median']:8.3f} ms  p95 {t['p95']:8.3f} ms"
                      f"  ({t['count']})")
    return 1 if report["illegal_actions"] else 0


if __name__ == "__main__":
    sys.exit(main())
