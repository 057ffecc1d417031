"""How long Hard keeps the player waiting, with the app's thinking budget and without, on this
machine as busy as asked.

    python bench/thinking_budget.py [--game card|auction] [--games 4] [--seed 100000]
                                    [--budget 1.5] [--load 0] [--runs off,on]
                                    [--clock wall|cpu] [--slower 1] [--json]

One Hard seat (rotated) among 3 Normal plays the games dealt from seeds S, S+1, ... once per
run: "off" as benches and tournaments play it (no deadline: the counted search), "on" as the
app does (each decision given a `Deadline` of `--budget` seconds, `game.ai.thinking`; the
shipped `THINKING_BUDGET` unless given). `--load N` runs N busy-loop processes beside it for
the whole bench, a machine as busy as the play-testers' (they are stopped at the end); run the
bench under `nice`, and they are as nice. `--clock cpu` times the decisions and the deadlines
by the process's own CPU time instead of the wall clock: what an idle machine of this speed
would take, however busy the machine is now; `--slower K` makes that clock run K times as
fast, a machine K times slower or as busy (the moves then follow the CPU clock, so a run is
close to reproducible). Per run it prints Hard's searched decisions (those
whose search ran) in ms, median / 95th percentile / longest, how many the deadline cut (it had
passed before the search ended), how many of those it cut before the search's floor of deals or
worlds (`CUT_DEALS`, `MIN_WORLDS`: the Normal rules' move was played), and a fingerprint of
every action played: a run in which nothing was cut plays the same games as "off".

`Budgeted` is Hard given a deadline at every decision, as the app gives it; bench/card_ai.py
seats it as "hard@SECONDS" (e.g. `bench/card_effort.py --variants hard,hard@1.5`).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.sim import make_bot, play_game, sim_config  # noqa: E402
from game.ai.card.hard import CUT_DEALS  # noqa: E402
from game.ai.thinking import THINKING_BUDGET, Deadline  # noqa: E402


class Noted(Deadline):
    """A deadline that notes whether a search asked it (`asked`) and found it passed (`cut`)."""

    asked = cut = False

    def passed(self) -> bool:
        self.asked = True
        self.cut = self.cut or super().passed()
        return self.cut


class Budgeted:
    """A searching level given a deadline of `seconds` at every decision, as the app gives it;
    with `times`, notes (ms, cut, short) for every decision whose search ran, `short` when it
    was cut before the search's floor of deals (card) or worlds (auction)."""

    def __init__(self, bot, seconds: float | None, times: list | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.bot, self.seconds, self.times, self.clock = bot, seconds, times, clock
        self.dealt = 0      # deals or worlds the search sampled, counted as it samples them
        for name in ("deal", "world"):
            if hasattr(bot, name):
                setattr(bot, name, self._counted(getattr(bot, name)))
        floor = getattr(bot, "min_worlds", None)
        self.floor = floor if floor is not None else min(CUT_DEALS, getattr(bot, "min_deals", 0))

    def _counted(self, sample):
        def counted(*args):
            self.dealt += 1
            return sample(*args)
        return counted

    def choose(self, view, legal, rng):
        work = (getattr(self.bot, "simulated", 0), getattr(self.bot, "searched", 0))
        deadline = None if self.seconds is None else Noted(self.seconds, self.clock)
        self.dealt = 0
        started = self.clock()
        if deadline is None:
            action = self.bot.choose(view, legal, rng)
        else:
            action = self.bot.choose(view, legal, rng, deadline)
        ms = 1000.0 * (self.clock() - started)
        searched = work != (getattr(self.bot, "simulated", 0),
                            getattr(self.bot, "searched", 0)) or getattr(deadline, "asked", 0)
        if self.times is not None and searched:
            cut = deadline is not None and deadline.cut
            self.times.append((ms, cut, cut and self.dealt < self.floor))
        return action


def _spin() -> None:
    """A busy loop: one process's worth of load."""
    while True:
        pass


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(game: str, games: int, seed: int, seconds: float | None,
        clock: Callable[[], float] = time.monotonic) -> dict:
    """The games with Hard given `seconds` a decision (None: no deadline) by `clock`: its
    figures."""
    digest, times = hashlib.sha256(), []
    started = time.perf_counter()
    for number in range(games):
        bots = [make_bot("normal", game) for _ in range(4)]
        seat = number % 4
        bots[seat] = Budgeted(make_bot("hard", game), seconds, times, clock)
        play_game(sim_config(4, None, game), seed + number, bots, game=game,
                  on_action=lambda who, action: digest.update(repr(action).encode()))
    ms = [t for t, _, _ in times]
    return {"budget": seconds, "searched": len(ms),
            "ms_median": round(statistics.median(ms), 1) if ms else None,
            "ms_p95": round(_percentile(ms, 0.95), 1) if ms else None,
            "ms_max": round(max(ms), 1) if ms else None,
            "cut": sum(cut for _, cut, _ in times), "short": sum(s for _, _, s in times),
            "seconds": round(time.perf_counter() - started),
            "fingerprint": digest.hexdigest()[:16]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=("card", "auction"), default="card")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--budget", type=float, default=THINKING_BUDGET)
    parser.add_argument("--load", type=int, default=0)
    parser.add_argument("--runs", default="off,on")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    parser.add_argument("--slower", type=float, default=1.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    tick = time.monotonic if args.clock == "wall" else time.process_time
    clock = tick if args.slower == 1 else lambda: args.slower * tick()
    spinners = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(args.load)]
    for spinner in spinners:
        spinner.start()
    try:
        report = {"game": args.game, "games": args.games, "seed": args.seed, "load": args.load,
                  "clock": args.clock, "slower": args.slower}
        for name in args.runs.split(","):
            report[name] = run(args.game, args.games, args.seed,
                               args.budget if name == "on" else None, clock)
    finally:
        for spinner in spinners:
            spinner.terminate()
            spinner.join()
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"{args.game} Hard vs 3 Normal, {args.games} games from seed {args.seed}, "
          f"{args.load} busy loop(s) beside it, timed by the {args.clock} clock"
          + (f" {args.slower} times as fast" if args.slower != 1 else ""))
    for name in args.runs.split(","):
        r = report[name]
        budget = "no deadline" if r["budget"] is None else f"budget {r['budget']} s"
        print(f"  {name:3} ({budget}): {r['searched']} searched decisions, ms median "
              f"{r['ms_median']} / p95 {r['ms_p95']} / max {r['ms_max']}, {r['cut']} cut ({r['short']} "
              f"too soon: the rules' move), "
              f"{r['seconds']} s, moves {r['fingerprint']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
