"""How fast the card game's Normal and Hard decide, and which moves they chose.

    python bench/card_speed.py [--normal-games 20] [--hard-games 2] [--hard SPEC] [--seed 100000]
                               [--json]

Normal: 4-player games of four Normal seats (`game.sim.play_game`, the tournament's loop):
decisions per second over the decisions with more than one legal move. Hard: one Hard seat
(rotated) against 3 Normal: milliseconds per searched decision (median, 95th percentile) and
the moves its rollouts simulated per second; `--hard` names Hard with other settings the way
bench/card_ai.py does (`hard:budget=3000:min_deals=12`). Each part prints a fingerprint of every action
played in its games: a speed-up that must not change a move keeps both fingerprints.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.card_ai import make_bot  # noqa: E402
from game.ai.card.hard import HardBot  # noqa: E402
from game.ai.card.levels import NormalBot  # noqa: E402
from game.card.actions import action_to_json  # noqa: E402
from game.card.config import default_config  # noqa: E402
from game.sim import play_game  # noqa: E402


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Timed:
    """A bot that notes how long each of its decisions with more than one legal move took."""

    def __init__(self, bot, times: list[float] | None) -> None:
        self.bot, self.times = bot, times

    def choose(self, view, legal, rng):
        started = time.perf_counter()
        action = self.bot.choose(view, legal, rng)
        if self.times is not None and len(legal) > 1:
            self.times.append(1000.0 * (time.perf_counter() - started))
        return action


def _games(seeds: range, lineup, timed) -> tuple[list[float], str]:
    """Play `seeds` with `lineup(seed)` (four bots); the ms of every decision with more than
    one legal move of the seats `timed(seed, seat)` picks, and a fingerprint of every action
    played."""
    digest, times = hashlib.sha256(), []

    def on_action(_seat: int, action) -> None:
        digest.update(json.dumps(action_to_json(action)).encode())

    for seed in seeds:
        bots = [Timed(bot, times if timed(seed, seat) else None)
                for seat, bot in enumerate(lineup(seed))]
        play_game(default_config(4), seed, bots, on_action=on_action, game="card")
    return times, digest.hexdigest()[:16]


def normal_speed(games: int, seed: int) -> dict:
    """Four Normal seats: decisions per second."""
    started = time.perf_counter()
    times, print_ = _games(range(seed, seed + games), lambda s: [NormalBot() for _ in range(4)],
                           lambda s, seat: True)
    elapsed = time.perf_counter() - started
    return {"games": games, "decisions": len(times),
            "decisions_per_second": round(1000 * len(times) / sum(times), 1),
            "ms_median": round(statistics.median(times), 3),
            "seconds": round(elapsed, 1), "fingerprint": print_}


def hard_speed(games: int, seed: int, spec: str = "hard") -> dict:
    """One Hard seat against 3 Normal: ms per decision and simulated moves per second."""
    hards: list[HardBot] = []

    def lineup(s: int) -> list:
        bots: list = [NormalBot() for _ in range(4)]
        bots[s % 4] = make_bot(spec)
        hards.append(bots[s % 4])
        return bots

    times, print_ = _games(range(seed, seed + games), lineup, lambda s, seat: seat == s % 4)
    simulated = sum(h.simulated for h in hards)
    return {"games": games, "decisions": len(times),
            "ms_median": round(statistics.median(times), 1),
            "ms_p95": round(_percentile(times, 0.95), 1),
            "simulated_moves": simulated,
            "simulated_moves_per_second": round(1000 * simulated / sum(times)),
            "fingerprint": print_}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--normal-games", type=int, default=20)
    parser.add_argument("--hard-games", type=int, default=2)
    parser.add_argument("--hard", default="hard")
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    report = {"normal": normal_speed(args.normal_games, args.seed)}
    if args.hard_games:
        report["hard"] = hard_speed(args.hard_games, args.seed, args.hard)
    if args.json:
        print(json.dumps(report))
        return 0
    n = report["normal"]
    print(f"Normal: {n['decisions_per_second']:.0f} decisions/s ({n['decisions']} decisions, "
          f"median {n['ms_median']} ms, {n['games']} games), moves {n['fingerprint']}")
    if "hard" in report:
        h = report["hard"]
        print(f"Hard:   {h['ms_median']} ms median, {h['ms_p95']} ms p95 ({h['decisions']} "
              f"decisions, {h['games']} games), {h['simulated_moves_per_second']} simulated "
              f"moves/s, moves {h['fingerprint']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
