"""The card game's levels against the independent opponents of bench/card_gauntlet.

    python bench/card_ai.py --players 4 --seats hard,gauntlet,gauntlet,gauntlet --games 100 \
        [--seed 1] [--jobs 1] [--json] [--normal '{"keep": 2.8, ...}']
    python bench/card_ai.py --players 4 --seats normal,playout,playout,playout --games 100

The registry's tournament (`python -m game.tournament --game card ...`) measures the levels
against each other and against random; this is that same tournament (seeded, seat-rotated,
win rates with 95% Wilson intervals, decision times per kind, illegal actions) with two more
seat names for opponents that share no code with the levels: "gauntlet", a heuristic player
(bench/card_gauntlet/bot.py), and "playout", a Monte Carlo player that plays sampled deals out
to the end of the next round (bench/card_gauntlet/playout.py). Both the playout opponent and
Hard take other settings for experiments, e.g. "playout:budget=4000:keep=2.5",
"hard:budget=7500:min_deals=30:max_deals=320", "hard:rounds=1" or "hard:noise=0.25" (the
keyword arguments of `PlayoutBot` and `HardBot`; a number with a point is a float), and
"hard@1.5" is Hard given the app's thinking budget of so many seconds a decision
(bench/thinking_budget.py); "hard@1.5x4" times that budget by the process's CPU clock run 4
times as fast: Hard on a machine 4 times slower than this one idle, however busy it is now.
`--normal '{"keep": 2.8, ...}'` gives Normal's `Style` other weights for the run, in every
level built on Normal (Normal and Hard).
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.tournament as tournament  # noqa: E402
from bench.card_gauntlet.bot import GauntletBot  # noqa: E402
from bench.card_gauntlet.playout import PlayoutBot  # noqa: E402
from bench.thinking_budget import Budgeted  # noqa: E402
from game.ai.card import hard  # noqa: E402
from game.ai.card.levels import NormalBot  # noqa: E402
from game.sim import make_bot as registry_bot  # noqa: E402


def make_bot(level: str, game: str = "card"):
    """The registry's bot for a level, the gauntlet, the playout gauntlet, or Hard with other
    settings."""
    if level == "gauntlet":
        return GauntletBot()
    if level == "playout":
        return PlayoutBot()
    if "@" in level:                    # a level given a thinking budget, as in the app
        kind, _, budget = level.partition("@")
        seconds, _, slower = budget.partition("x")
        if not slower:
            return Budgeted(make_bot(kind, game), float(seconds))
        return Budgeted(make_bot(kind, game), float(seconds),
                        clock=lambda: float(slower) * time.process_time())
    kind, _, settings = level.partition(":")
    if settings and kind in ("hard", "playout"):
        pairs = dict(part.split("=") for part in settings.split(":"))
        return (hard.HardBot if kind == "hard" else PlayoutBot)(
            **{key: float(value) if "." in value else int(value) for key, value in pairs.items()})
    return registry_bot(level, game)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if {"-h", "--help"} & set(args):    # this tool's seat names, then the tournament's options
        print(__doc__)
    asked, style = tournament.make_bot, NormalBot.STYLE
    if "--normal" in args:      # other weights of Normal's Style, for every level built on it
        at = args.index("--normal")
        NormalBot.STYLE = replace(style, **json.loads(args[at + 1]))
        del args[at:at + 2]
    tournament.make_bot = make_bot     # the tournament asks this name for every seat's bot
    try:
        return tournament.main(["--game", "card", *args])
    finally:
        tournament.make_bot, NormalBot.STYLE = asked, style


if __name__ == "__main__":
    sys.exit(main())
