"""Two Hard variants compared decision by decision, where they disagree.

    python bench/ai_decisions.py --base hard --variant leaf [--seats normal,normal,normal]
                                 [--games 20] [--seed 108000] [--continuations 24] [--json]

Whole games tell two close variants apart only after hundreds of deals: a game's result is
mostly the luck of the cards. This bench looks only where the variants choose differently.
It plays seeded, seat-rotated games with the base variant in the first seat (game g dealt from
seed S+g, the lineup rotated g places) and asks the other variant the same question at each of
that seat's decisions (it sees the same views, so its memory stays the same). Where their
answers differ, the true position is kept, and each answer is played on from it to the game's
end `--continuations` times: every seat by a fresh bot of its kind, the variants' seat by
Hard's own rules without the search (cheap, and the same for both answers), continuation k of
both answers with the same decision seed, so the two futures share their luck as far as they
can. The difference of their mean margins (money minus the best other seat's) and of their win
shares is one measurement of that decision; the figures are their means over the decisions,
with standard errors over decisions, overall and per decision kind. A positive difference says
the variant's answers are better where the two disagree. The deals are fixed by the true
position (the future deck order included), so a continuation's luck is in the decisions only.
"""
from __future__ import annotations

import argparse
import copy
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ladder import make_entrant, seat_levels  # noqa: E402
from game.registry import GAMES  # noqa: E402
from game.sim import play_from, sim_config  # noqa: E402
from game.stats import mean_se  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ai_hard_variants import VARIANTS, NoSearch, factor_variant, kind_variant  # noqa: E402

RULES = GAMES["auction"]
ME = "variant-seat"


def make_variant(name: str, grow: float):
    make = VARIANTS.get(name) or kind_variant(name, grow) or factor_variant(name)
    if make is None:
        raise SystemExit(f"unknown variant {name}")
    return make()


class Shadowed:
    """The base variant's seat, with the other variant asked the same questions (the same
    view and random numbers); `found` keeps (state, seat, phase, base's answer, other's
    answer, base's search edge) wherever they differ. `state` is kept up to date by the game."""

    def __init__(self, bot, shadow, seat: int, state) -> None:
        self.bot, self.shadow, self.seat, self.state = bot, shadow, seat, state
        self.found: list[tuple] = []

    def choose(self, seen, options, rng):
        self.bot.edge = None            # a Hard's search leaves its edge here
        action = self.bot.choose(seen, options, copy.deepcopy(rng))
        answer = self.shadow.choose(seen, options, rng)
        if answer != action:
            self.found.append((self.state, self.seat, str(self.state.phase), action, answer,
                               self.bot.edge))
        return action

    def moved(self, _before, after) -> None:
        self.state = after


def disagreements(base: str, other: str, seats: list[str], variant: str, seed: int, g: int,
                  grow: float) -> list[tuple]:
    """Play game g with `base` in the variants' seat; (state, seat, phase, base's answer,
    other's answer, base's edge) wherever the two answer differently."""
    lineup = seat_levels((ME, *seats), g)
    me = lineup.index(ME)
    state = RULES.new_game(sim_config(len(lineup), variant), seed + g)
    watch = Shadowed(make_variant(base, grow), make_variant(other, grow), me, state)
    bots = [watch if name == ME else make_entrant(name) for name in lineup]
    play_from(state, seed + g, bots, on_step=watch.moved)
    return watch.found


def play_on(state, seat: int, lineup: list[str], action, seed: int) -> tuple[float, float]:
    """`action` then the game to its end: (margin, win share) of `seat`."""
    bots = [NoSearch() if i == seat else make_entrant(name) for i, name in enumerate(lineup)]
    state = play_from(RULES.apply(state, action), seed, bots)[0]
    cash = state.cash
    best = max(c for i, c in enumerate(cash) if i != seat)
    top = max(cash)
    winners = sum(1 for c in cash if c == top)
    return cash[seat] - best, (1.0 / winners if cash[seat] == top else 0.0)


def measure(found: list[tuple], lineup: list[str], continuations: int, seed: int) -> dict:
    """One disagreement measured: the mean differences (other − base) of margin and win."""
    state, seat, phase, action, answer, edge = found
    margins, wins = [], []
    for k in range(continuations):
        m0, w0 = play_on(state, seat, lineup, action, seed + k)
        m1, w1 = play_on(state, seat, lineup, answer, seed + k)
        margins.append(m1 - m0)
        wins.append(w1 - w0)
    return {"phase": phase, "margin": sum(margins) / continuations,
            "win": sum(wins) / continuations, "edge": edge}


def summary(rows: list[dict], games: int) -> dict:
    """Overall and per kind: how many disagreements, their mean differences with SEs."""
    out = {"games": games, "disagreements": len(rows)}
    groups = {"all": rows}
    for r in rows:
        groups.setdefault(r["phase"], []).append(r)
    for name, group in sorted(groups.items()):
        if not group:
            continue
        m, m_se = mean_se([r["margin"] for r in group])
        w, w_se = mean_se([r["win"] for r in group])
        out[name] = {"count": len(group), "margin": round(m, 2), "margin_se": round(m_se, 2),
                     "win": round(w, 4), "win_se": round(w_se, 4)}
    return out


def show(result: dict) -> None:
    print(f"{result['disagreements']} disagreements in {result['games']} games "
          "(variant − base, per disagreement, mean ± SE)")
    for name, entry in result.items():
        if isinstance(entry, dict):
            print(f"  {name:<12} {entry['count']:4d}  margin {entry['margin']:+7.2f} "
                  f"± {entry['margin_se']:.2f}   win {100 * entry['win']:+6.2f} "
                  f"± {100 * entry['win_se']:.2f} points", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", default="hard")
    parser.add_argument("--variant", required=True)
    parser.add_argument("--seats", default="normal,normal,normal")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=108000)
    parser.add_argument("--continuations", type=int, default=24)
    parser.add_argument("--grow", type=float, default=4.0)
    parser.add_argument("--rows", help="append every disagreement's figures (JSON lines)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    seats = [s.strip() for s in args.seats.split(",")]
    variant = "two_player" if len(seats) == 1 else "standard"
    rows: list[dict] = []
    for g in range(args.games):
        lineup = seat_levels((ME, *seats), g)
        for k, found in enumerate(disagreements(args.base, args.variant, seats, variant,
                                                args.seed, g, args.grow)):
            row = measure(found, lineup, args.continuations, 7_000_000 + 1000 * g + 50 * k)
            row.update(game=args.seed + g, move=k)
            rows.append(row)
            if args.rows:
                with open(args.rows, "a", encoding="utf-8") as f:
                    f.write(json.dumps(row) + "\n")
        if not args.json and rows:
            print(f"--- after {g + 1} games", flush=True)
            show(summary(rows, g + 1))
    result = summary(rows, args.games) if rows else {"games": args.games, "disagreements": 0}
    print(json.dumps(result)) if args.json else show(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
