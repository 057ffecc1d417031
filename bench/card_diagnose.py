"""Where Hard's search leaves Normal's move, and where the points of the card game come from.

    python bench/card_diagnose.py [--variant hard] [--games 40] [--seed 100000] [--rows FILE]
    python bench/card_diagnose.py --summarize FILE

Game g is the tournament's game g (`bench/card_effort.py`: dealt from seed S+g, the lineup
[variant, normal, normal, normal] rotated g places), played twice: once with the Hard variant
in its seat, once with Normal there (the same deal and seat). Per game it notes each seat's
points per round, and for each of Hard's decisions its kind (turn card, the effect on offer,
the everyone-plays choice), whether Hard searched it, whether it left Normal's move (the
first candidate), whether either move ends the round, and the search's own estimate of the
gain over Normal's move (mean of the paired outcomes, its standard error). The summary gives
the overrides per kind and round, the winners' points per round, and Hard's points per round
against Normal's in the same seat and deal.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.card_ai import make_bot  # noqa: E402
from bench.card_effort import append_row, read_rows  # noqa: E402
from game.ai.card.hard import HardBot, ends_round, pick  # noqa: E402
from game.card.state import EFFECT, EVERYONE  # noqa: E402
from game.sim import play_game, sim_config  # noqa: E402
from game.stats import mean_se, paired  # noqa: E402
from game.tournament import seat_levels  # noqa: E402


def kind_of(view) -> str:
    """The decision's kind: "turn", the effect on offer, or "everyone"."""
    if view.phase == EFFECT:
        return str(view.effect)
    return "everyone" if view.phase == EVERYONE else "turn"


def watched(bot: HardBot, log: list[dict], verify: int = 0) -> HardBot:
    """`bot` with its searches noted in `log` (the moves are the same). With `verify`, each
    move that left Normal's is valued again against Normal's on that many fresh deals (their
    own random numbers, so the game is not changed): the gain without the search's choosing."""
    search = bot.search
    judge = HardBot(budget=0, min_deals=verify, max_deals=verify, noise=bot.noise)

    def noting(view, options, rng, deals_wanted=None, deadline=None):
        scores, alive = search(view, options, rng, deals_wanted, deadline)
        best = pick(scores, alive, bot.confidence)
        gain, error = paired(scores[0], scores[best]) if best else (0.0, 0.0)
        log.append({"round": view.round, "kind": kind_of(view), "options": len(options),
                    "deals": len(scores[0]) or len(scores[best]), "override": best != 0,
                    "ender_normal": ends_round(view, options[0]),
                    "ender_chosen": ends_round(view, options[best]),
                    "gain": round(gain, 2), "se": round(error, 2)})
        if verify and best:
            again, _ = judge.search(view, [options[0], options[best]],
                                    random.Random(len(log) * 7919 + view.seat))
            log[-1]["verified"] = [round(x, 2) for x in paired(*again)]
        return scores, alive

    bot.search = noting
    return bot


def play(variant: str, seed: int, number: int, verify: int = 0) -> dict:
    """Game `number` with `variant` and with Normal in its seat: the row of both."""
    lineup = seat_levels([variant, "normal", "normal", "normal"], number)
    seat = lineup.index(variant)
    row: dict = {"variant": variant, "seed": seed, "game": number, "seat": seat}
    for who in ("hard", "normal"):
        log: list[dict] = []
        bots = [make_bot(level) for level in lineup]
        if who == "normal":
            bots[seat] = make_bot("normal")
        else:
            watched(bots[seat], log, verify)
        state, _, _, illegal = play_game(sim_config(4, None, "card"), seed + number, bots,
                                         game="card")
        row[who] = {"points": [list(r.points) for r in state.results],
                    "totals": list(state.totals), "illegal": illegal, "searches": log}
    return row


def _margin(points: list[list[int]], seat: int, upto: int) -> float:
    totals = [sum(r[i] for r in points[:upto]) for i in range(len(points[0]))]
    return totals[seat] - max(t for i, t in enumerate(totals) if i != seat)


def summary(rows: list[dict]) -> dict:
    """Overrides per kind and round, points per round, and Hard against Normal in its seat."""
    kinds: dict = defaultdict(lambda: [0, 0, 0.0])     # kind: searched, overrides, sum of gain
    verified: dict = defaultdict(list)                 # kind and round: verified gains
    by_round: dict = defaultdict(lambda: [0, 0])
    enders = defaultdict(int)
    winner_points = [[0.0, 0.0] for _ in range(4)]      # per round: winner's, the others' mean
    seat_points = {"hard": [0.0] * 4, "normal": [0.0] * 4}
    wins = {"hard": 0.0, "normal": 0.0}
    per_game = []
    for row in rows:
        seat = row["seat"]
        for who in ("hard", "normal"):
            pts = row[who]["points"]
            totals = row[who]["totals"]
            for r in range(4):
                seat_points[who][r] += pts[r][seat] / len(rows)
            if totals[seat] == max(totals):
                wins[who] += 1.0 / totals.count(max(totals)) / len(rows)
        pts = row["normal"]["points"]
        totals = row["normal"]["totals"]
        top = totals.index(max(totals))
        for r in range(4):
            winner_points[r][0] += pts[r][top] / len(rows)
            winner_points[r][1] += sum(p for i, p in enumerate(pts[r]) if i != top) / 3 / len(rows)
        counts = defaultdict(int)
        for d in row["hard"]["searches"]:
            key = d["kind"] + (" (ends round)" if d["ender_normal"] or d["ender_chosen"] else "")
            kinds[key][0] += 1
            by_round[d["round"]][0] += 1
            if d["override"]:
                kinds[key][1] += 1
                kinds[key][2] += d["gain"]
                by_round[d["round"]][1] += 1
                counts[d["kind"]] += 1
                enders[(d["ender_normal"], d["ender_chosen"])] += 1
                if "verified" in d:
                    verified[key].append(d["verified"][0])
                    verified[f"round {d['round'] + 1}"].append(d["verified"][0])
                    verified["all"].append(d["verified"][0])
        gain = (_margin(row["hard"]["points"], seat, 4)
                - _margin(row["normal"]["points"], seat, 4))
        per_game.append((dict(counts), gain))
    return {"games": len(rows), "wins": wins,
            "points_per_round": {k: [round(x, 2) for x in v] for k, v in seat_points.items()},
            "winner_vs_others_per_round (normal games)":
                [[round(a, 2), round(b, 2)] for a, b in winner_points],
            "searched_overrides_meangain_by_kind":
                {k: [v[0], v[1], round(v[2] / v[1], 2) if v[1] else None]
                 for k, v in sorted(kinds.items())},
            "searched_overrides_by_round": {str(k): v for k, v in sorted(by_round.items())},
            "overrides (normal ends, chosen ends)": {str(k): v for k, v in enders.items()},
            "margin_gain_by_override_count": _by_count(per_game),
            "verified_gain_of_overrides (n, mean, se)": {k: _mean_se(v)
                                                          for k, v in sorted(verified.items())}}


def _mean_se(values: list[float]) -> list:
    mean, error = mean_se(values)
    return [len(values), round(mean, 2), round(error, 2)]


def _by_count(per_game: list) -> dict:
    """The paired margin gain (Hard's game − Normal's) of the games by their overrides."""
    out: dict = {}
    for lo, hi in ((0, 0), (1, 2), (3, 4), (5, 99)):
        gains = [g for c, g in per_game if lo <= sum(c.values()) <= hi]
        if gains:
            out[f"{lo}-{hi}"] = [len(gains), round(sum(gains) / len(gains), 2)]
    return out


def played(args: argparse.Namespace) -> list[dict]:
    """The rows of the games the arguments ask for, each appended to `--rows` as played."""
    rows = []
    for number in range(args.games):
        rows.append(play(args.variant, args.seed, number, args.verify))
        append_row(args.rows, rows[-1])
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="hard")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--verify", type=int, default=0,
                        help="value each override again on this many fresh deals")
    parser.add_argument("--rows", help="append every game's row (JSON lines) to this file")
    parser.add_argument("--summarize", help="only summarize the rows of this file")
    args = parser.parse_args(argv)
    rows = read_rows(args.summarize) if args.summarize else played(args)
    print(json.dumps(summary(rows), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
