"""The card game's Hard in variants side by side on the same games: does effort buy strength?

    python bench/card_effort.py --variants hard,hard:budget=6000:min_deals=24:max_deals=256 \
        [--against normal] [--games 100] [--seed 100000] [--rows FILE] [--json]
    python bench/card_effort.py --summarize FILE [FILE ...] [--variants A,B,...] [--json]

Game g is the tournament's game g (`game.tournament`: dealt from seed S+g, the lineup
[variant, rival, rival, rival] rotated g places, each decision's randomness from the seed, the
move and the seat), played once per variant, one game after the other, so the variants meet
the same deals in the same seats and a run stopped early still pairs them. Per game and
variant it notes the variant's win (a shared win counts 1/k), its final points minus the best
other seat's (the margin) and its decision times; `--rows FILE` appends each as a JSON line,
and `--summarize FILE ...` reads them back (rows of several runs on the same seed pair up, so
a variant already played need not be played again; `--variants` keeps those, in that order). The summary gives each variant's win rate (95% Wilson
interval), mean margin, decision ms (median, 95th percentile), and its paired difference from
the first variant, with the standard error of the paired differences, over the games every
variant has finished. Variant names are `bench/card_ai.py`'s seats (`hard:KEY=VALUE:...`).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.card_ai import make_bot  # noqa: E402
from game.sim import play_game, sim_config  # noqa: E402
from game.stats import paired  # noqa: E402
from game.tournament import seat_levels, wilson  # noqa: E402


def play(variant: str, rival: str, seed: int, number: int) -> dict:
    """Game `number` of the tournament with `variant` among three `rival`s: its row."""
    lineup = seat_levels([variant, rival, rival, rival], number)
    seat = lineup.index(variant)
    timings: list[float] = []

    def timed(who: int, _phase: str, ms: float) -> None:
        if who == seat:
            timings.append(ms)

    bots = [make_bot(level) for level in lineup]
    state, _, _, illegal = play_game(sim_config(4, None, "card"), seed + number, bots,
                                     game="card", on_decision=timed)
    totals = state.totals
    best = max(t for i, t in enumerate(totals) if i != seat)
    top = max(totals)
    return {"variant": variant, "rival": rival, "seed": seed, "game": number, "seat": seat,
            "win": 1.0 / totals.count(top) if totals[seat] == top else 0.0,
            "margin": totals[seat] - best, "points": totals[seat], "illegal": illegal,
            "ms": [round(ms, 2) for ms in timings]}


def summary(rows: list[dict]) -> dict:
    """Per variant (in the order first seen): figures over the games all variants finished."""
    names = list(dict.fromkeys(r["variant"] for r in rows))
    by = {name: {(r["seed"], r["game"]): r for r in rows if r["variant"] == name}
          for name in names}
    games = sorted(set.intersection(*(set(g) for g in by.values())))
    out: dict = {"games": len(games), "variants": {}}
    for name in names:
        mine = [by[name][g] for g in games]
        rate = sum(r["win"] for r in mine) / len(mine)
        times = sorted(ms for r in mine for ms in r["ms"])
        entry = {"win_rate": round(rate, 4), "ci95": [round(x, 4) for x in wilson(rate, len(mine))],
                 "margin": round(sum(r["margin"] for r in mine) / len(mine), 2),
                 "points": round(sum(r["points"] for r in mine) / len(mine), 2),
                 "illegal": sum(r["illegal"] for r in mine),
                 "ms_median": round(statistics.median(times), 1) if times else None,
                 "ms_p95": round(times[int(0.95 * (len(times) - 1))], 1) if times else None}
        if name != names[0]:
            first = [by[names[0]][g] for g in games]
            for key in ("win", "margin"):
                mean, error = paired([r[key] for r in first], [r[key] for r in mine])
                entry[f"{key}_diff"] = [round(mean, 3), round(error, 3)]
        out["variants"][name] = entry
    return out


def show(report: dict) -> None:
    print(f"{report['games']} games every variant finished")
    for name, e in report["variants"].items():
        line = (f"{name}: win {100 * e['win_rate']:.1f}% [{100 * e['ci95'][0]:.1f}–"
                f"{100 * e['ci95'][1]:.1f}], margin {e['margin']:+.2f}, points {e['points']:.1f},"
                f" ms {e['ms_median']} / {e['ms_p95']}, illegal {e['illegal']}")
        if "margin_diff" in e:
            line += (f"; vs the first: margin {e['margin_diff'][0]:+.2f} (SE "
                     f"{e['margin_diff'][1]:.2f}), win {100 * e['win_diff'][0]:+.1f} (SE "
                     f"{100 * e['win_diff'][1]:.1f}) points")
        print(line)


def read_rows(path: str) -> list[dict]:
    """The rows of a `--rows` file."""
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def append_row(path: str | None, row: dict) -> None:
    """Append `row` to the `--rows` file, if there is one (a row as soon as it is played, so
    a run stopped early keeps what it played)."""
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps(row) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variants", help="comma-separated (default: hard; when summarizing,"
                        " the variants to keep, the first the one compared against)")
    parser.add_argument("--against", default="normal")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--rows", help="append every game's row (JSON lines) to this file")
    parser.add_argument("--summarize", nargs="+", help="only summarize the rows of these files")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    names = [v.strip() for v in (args.variants or "hard").split(",") if v.strip()]
    if args.summarize:
        rows = [r for path in args.summarize for r in read_rows(path)]
        if args.variants:
            rows = sorted((r for r in rows if r["variant"] in names),
                          key=lambda r: names.index(r["variant"]))
    else:
        rows = []
        for number in range(args.games):
            for name in names:
                rows.append(play(name, args.against, args.seed, number))
                append_row(args.rows, rows[-1])
    report = summary(rows)
    print(json.dumps(report)) if args.json else show(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
