"""Hard whose own later moves in its rollouts see the dealt world (a PIMC flavour of Hard).

    python bench/card_pimc.py --games 200 --seed 140000 --rows FILE [--against normal]
    python bench/card_pimc.py --informed --games 2000 --seed 140000      # the policy alone

Card Hard plays each candidate out in many deals of what it has not seen, every seat moved by
Normal's policy. In a deal the hidden cards are known: the rollouts' own seat could play them
as a player who sees them would. `game.ai.card.hard.Informed` is Normal's value model with the
dealt rivals' face-down cards and hands put in where Normal spreads the unseen pool
(`Outlook.knowing`): the rivals' face-down cards' pull on each artist, what each rival's
face-down cards and hand are worth, whether a rival holds an artist to add at scoring. It never
plays at a real table (it would cheat); it is only Hard's imagined future self inside a deal
it made up (`HardBot(informed=True)`, the seat `pimc` here).

`--informed` measures the policy alone, as a cheating player against three Normals (is it
stronger than Normal at all?). Without it, Hard with the informed own rollouts (`pimc`) and
today's Hard (`hard`) play the tournament's games on the same deals and seats, the rows paired
as in bench/card_effort.py (`--summarize` there reads them back).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bench.card_effort as effort  # noqa: E402
from bench.card_ai import make_bot as bench_bot  # noqa: E402
from game.ai.card import hard as card_hard  # noqa: E402
from game.ai.card.hard import Informed  # noqa: E402
from game.ai.card.levels import NormalBot  # noqa: E402
from game.card.engine import apply, legal_actions  # noqa: E402
from game.card.engine import view as seat_view  # noqa: E402
from game.registry import get  # noqa: E402
from game.sim import sim_config  # noqa: E402
from game.tournament import seat_levels, wilson  # noqa: E402


def make_bot(level: str, game: str = "card"):
    """`bench/card_ai.py`'s seats, and `pimc`: Hard with the informed own seat."""
    return card_hard.HardBot(informed=True) if level == "pimc" else bench_bot(level, game)


def informed_game(seed: int, number: int) -> float:
    """Game `number`: `Informed` (seeing the true state) among three Normals; its win share."""
    lineup = seat_levels(["informed", "normal", "normal", "normal"], number)
    seat = lineup.index("informed")
    s = get("card").new_game(sim_config(4, None, "card"), seed + number)
    rng, own, normal = random.Random(seed * 7919 + number), Informed(), NormalBot()
    while not s.is_over:
        mover = s.to_act[0]
        legal = legal_actions(s, mover)
        if len(legal) == 1:
            s = apply(s, legal[0])
        elif mover == seat:
            s = apply(s, own.choose_in(s, mover, legal, rng))
        else:
            s = apply(s, normal.choose(seat_view(s, mover), legal, rng))
    top = max(s.totals)
    return 1.0 / s.totals.count(top) if s.totals[seat] == top else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--informed", action="store_true")
    parser.add_argument("--variants", default="hard,pimc")
    parser.add_argument("--against", default="normal")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=140000)
    parser.add_argument("--rows")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.informed:
        wins = [informed_game(args.seed, g) for g in range(args.games)]
        rate = sum(wins) / len(wins)
        report = {"games": len(wins), "win_rate": round(rate, 4),
                  "ci95": [round(x, 4) for x in wilson(rate, len(wins))]}
        print(json.dumps(report) if args.json else report)
        return 0
    effort.make_bot = make_bot
    rows = []
    for number in range(args.games):
        for name in args.variants.split(","):
            rows.append(effort.play(name, args.against, args.seed, number))
            effort.append_row(args.rows, rows[-1])
    report = effort.summary(rows)
    print(json.dumps(report)) if args.json else effort.show(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
