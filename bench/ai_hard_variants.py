"""Hard's variants side by side on the same games: the paired comparison used to tune Hard.

    python bench/ai_hard_variants.py [--variants hard,nosearch,...] [--seats playout,leader,shader]
                                     [--games N] [--seed S] [--style bid=0.9,...] [--grow F]
                                     [--every N] [--rows FILE] [--json]

Each variant takes the first seat of the same seat-rotated games (game g dealt from seed S+g,
the lineup rotated g places, each decision's randomness from the seed, the move and the seat),
so the variants meet the same deals and the same opponents. Besides the win rate (95% Wilson
interval) it prints the mean *margin*, the variant's money minus the best other seat's at the
game's end, and each variant's difference from the first one with a 95% interval over the
paired games: the margin tells variants apart with far fewer games than wins do. Tune on seeds
from 100000; report on seeds from 1. `--style` gives the factors of the variants `styled` (Hard
with them) and `styled-nosearch` (its rules alone), e.g. what bench/ai_tune.py fitted;
`rules:fixed=0.9:sealed=0.78` (its rules alone) and `styled:...` (with the search) name such
factors in the variant itself, so several can share one run; `others:noise=0.15:careless_play=0.15`
is today's Hard with those fields of its imagined others (`OTHERS_STYLE`) changed.
Per decision kind (a phase name: play, double_offer, open, once_around, sealed, set_price,
fixed_offer, dummy_reveal; several joined by `+`): `skip-KIND` is `hard-before` (every kind
searched at the base budget, Hard until its search moved) with its own rules instead of the
search at those decisions, `grow-KIND` with `--grow` times the simulations and worlds there
(`skip-double_offer/grow-play+open` both; today's Hard is
`skip-double_offer+set_price+sealed/grow-play+open+once_around+fixed_offer --grow 4`). The games are played one deal at
a time, every variant in turn, so a run
stopped early (or printed every `--every` games) still compares the variants on shared deals.
Decision times are printed per kind (median / p95 ms), and the actions the engine refused
(illegal; the exit status is 1 if any); `--rows FILE` keeps every game's
figures (JSON lines) so that runs on the same deals can be paired afterwards:
`--summarize FILE ...` reads such files back and pairs each variant with the first one named in
them on the games (seed, game) both played, so runs split in halves or stopped early still pair
(a run started at another seed over the same deals seats the lineup otherwise: not paired).
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import ai  # noqa: E402
from game.ai import hard, model  # noqa: E402
from game.config import STANDARD  # noqa: E402
from game.ladder import play_all  # noqa: E402
from game.stats import paired  # noqa: E402
from game.tournament import wilson  # noqa: E402


class NoSearch(hard.HardBot):
    """Hard's own rules without the search: what the search adds is Hard minus this."""

    def search(self, view, sit, pool, candidates, rng, deadline=None):
        return candidates[0]


#: 5-player weights in the form of `LEAF` (Hard's search uses none at 5 players: 8 a card;
#: the rules' charge may, `model.CHARGE`).
LEAF5P = model.LEAF5P


#: 4-player weights of `LEAF` refitted (see the variants leaf5k and leafmix): held-out R² per
#: round 0.163 / 0.209 / 0.147 (the shipped LEAF the same on those games), and 0.140 / 0.201 /
#: 0.174 (the shipped LEAF 0.139 / 0.204 / 0.173 on those games).
LEAF5K = {
    (4, 1): (8.63, 5.28, -0.56, 15.72),
    (4, 2): (5.09, 3.52, -0.40, 16.44),
    (4, 3): (3.21, 2.11, -0.49, 8.63),
}
LEAFMIX = {
    (4, 1): (9.58, 5.16, -0.18, 13.42),
    (4, 2): (6.34, 3.52, -0.42, 14.99),
    (4, 3): (4.55, 2.22, -0.50, 8.29),
}

#: The variants tried (bench/AI_RESULTS.md has their figures).
VARIANTS: dict[str, Callable[[], object]] = {
    "hard": hard.HardBot,
    # Hard before its search moved: every kind searched at the base budget, 8 a card kept.
    "hard-before": lambda: hard.HardBot(kinds=hard.SEARCHABLE, scale={},
                                        style=hard.HARD_STYLE, leaf={}),
    # Hard before it valued the hands by `LEAF` at 3 and 4 players: 8 a card kept at every
    # table (`hard-old4` the same player, named for the 4-player pass).
    "hard-old3": lambda: hard.HardBot(leaf={}),
    "hard-old4": lambda: hard.HardBot(leaf={}),
    "master": hard.MasterBot,
    "nosearch": NoSearch,
    "confidence075": lambda: hard.HardBot(confidence=0.75),
    # In each sampled world the other seats bid 1 ± spread times as boldly (unsure of them).
    "spread10": lambda: hard.HardBot(spread=0.10),
    "spread20": lambda: hard.HardBot(spread=0.20),
    # A card kept in hand valued by the learned LEAF at a simulated round's end, not 8, at
    # every table it is fitted for (3 and 4 players: today's Hard there).
    "leaf": lambda: hard.HardBot(leaf=hard.LEAF),
    # The same as tried before LEAF had its 3-player weights: today's Hard at 3 players.
    "leaf3": lambda: hard.HardBot(leaf=hard.LEAF),
    # Hard naming dearer fixed prices (0.86 of the value, not 0.8): its rules alone gained
    # against Normal in bench/AI_RESULTS.md's sweep. Today's Hard at 3 and 4 players.
    "fixed86": lambda: hard.HardBot(style=replace(hard.HARD_STYLE, fixed=0.86)),
    # Hard at 3 and 4 players before its rules charged a play what it takes from the hand
    # (`Style.hand_keep`, bench/AI_RESULTS.md): the rules `MOVED_STYLE` at every table, so at
    # the other tables it names dearer fixed prices than Hard does.
    "hard-before-keep": lambda: hard.HardBot(style=hard.MOVED_STYLE),
    "budget2x": lambda: hard.HardBot(budget=2 * hard.DEFAULT_BUDGET,
                                     max_worlds=2 * hard.MAX_WORLDS),
    # The search's own settings, tried with 3 players (bench/AI_RESULTS.md): the reward
    # weighing the best rival alone, a larger win bonus, a looser confidence rule, and the
    # sealed bid searched too (at the base budget).
    "best10": lambda: hard.HardBot(reward=(1.0, hard.REWARD[1])),
    "win80": lambda: hard.HardBot(reward=(hard.REWARD[0], 80.0)),
    # ... and the other way: more of the weight on the money ahead of the others' mean (the
    # best rival alone measured weaker at 4 players).
    "best03": lambda: hard.HardBot(reward=(0.3, hard.REWARD[1])),
    "best00": lambda: hard.HardBot(reward=(0.0, hard.REWARD[1])),
    # More search only where the model is surest: the last round (no hands to value at its
    # end), twice the simulations and worlds; twice everywhere measured weaker.
    "late2x": lambda: hard.HardBot(late=(3, 2.0)),
    # The play-outs run on through the next round (dealt from the sampled world's deck), so
    # the cards kept are worth what they sell for there, not a fixed worth at the round's end.
    "horizon1": lambda: hard.HardBot(horizon=1),
    # A play-out that stops at a round's end scored by its chance to win from there: the money
    # ahead of the best other seat against how it still moves by the game's end with 5 players
    # (mean and spread after rounds 1, 2, 3, measured over 300 games of Normal against the
    # gauntlet, bench/AI_RESULTS.md pass 17); the game's end scored as today.
    "winchance": lambda: hard.HardBot(reward=hard.REWARD + (((-50.0, 82.0), (-32.0, 72.0),
                                                              (-16.0, 53.0)),)),
    # Twice the search with the override bar kept where it was in points: 1.5 standard errors
    # of 96 worlds are 2.12 of 192 (twice the search at 1.5 let more overrides through).
    # The other way: half the simulations and worlds (twice measured weaker, so is the
    # search's best dose below today's?).
    "budget05": lambda: hard.HardBot(budget=hard.DEFAULT_BUDGET // 2,
                                     max_worlds=hard.MAX_WORLDS // 2),
    # The candidates searched: more or fewer cards at play, more limits in an open auction
    # (a cheaper and a dearer one), more bids once around.
    "play6": lambda: hard.HardBot(width=(6, 20.0)),
    "play3": lambda: hard.HardBot(width=(3, 8.0)),
    "open-wide": lambda: hard.HardBot(open_more=(0.85, 1.3)),
    "once-wide": lambda: hard.HardBot(once=(0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1)),
    "budget2x-c212": lambda: hard.HardBot(budget=2 * hard.DEFAULT_BUDGET,
                                          max_worlds=2 * hard.MAX_WORLDS,
                                          confidence=hard.CONFIDENCE * 2 ** 0.5),
    "confidence10": lambda: hard.HardBot(confidence=1.0),
    # Stricter: the search overrides the rules only at 2 or 2.5 standard errors (not 1.5); at
    # 4 players a looser rule and twice the worlds, both of which let more overrides through,
    # measured weaker.
    "confidence20": lambda: hard.HardBot(confidence=2.0),
    "confidence25": lambda: hard.HardBot(confidence=2.5),
    "sealed": lambda: hard.HardBot(kinds=hard.SEARCHED | {hard.SEALED_BIDDING}),
    # Today's Hard searching the kinds it leaves to its rules as well, with the growth of the
    # searched ones (four times the simulations and worlds): the sealed bid alone, or also the
    # double's offer and the price it names (measured against three Normals at 4 players,
    # where seeing every hidden card bought nothing, so the rules' own moves are left to try).
    "sealed4": lambda: hard.HardBot(kinds=hard.SEARCHED | {hard.SEALED_BIDDING},
                                    scale={**hard.GROWTH, hard.SEALED_BIDDING: 4}),
    "every4": lambda: hard.HardBot(kinds=hard.SEARCHABLE,
                                   scale={kind: 4 for kind in hard.SEARCHABLE}),
    # Today's Hard imagining each other seat as bold as it has been: its bidding factors in
    # the simulations moved by what it paid for its lots, in the scored rounds, for what they
    # paid out, against the table's ratio (`game.ai.knowledge.boldness`).
    "fitted1": lambda: hard.HardBot(fitted=1.0),
    # Today's Hard with the 4-player weights of `LEAF` refitted (bench/ai_leaf.py): on 5,000
    # games of Normals (`--games 5000 --seed 210000`), and on 3,000 games of a mixed lineup
    # (`--games 3000 --seed 220000 --seats normal,playout,leader,shader`).
    "leaf5k": lambda: hard.HardBot(leaf={**hard.LEAF, **LEAF5K}),
    # Today's Hard with fitted 5-player weights (`LEAF5P`), as the 3- and 4-player ones.
    "leaf5p": lambda: hard.HardBot(leaf={**hard.LEAF, **LEAF5P}),
    "leafmix": lambda: hard.HardBot(leaf={**hard.LEAF, **LEAFMIX}),
    # The simulations' quick values as `fast_values`' (share, sharpness, own): refitted to
    # Normal's pushing values (0.15, 2.0: mean absolute difference 3.1 a painting, not 4.3),
    # and the same with each seat counting its own cards (its rivals value what they hold
    # more, so they no longer all bid alike).
    "quick": lambda: hard.HardBot(quick=(0.15, 2.0, 0.0)),
    "quickown": lambda: hard.HardBot(quick=(0.15, 2.0, 0.2)),
    # The imagined others bid with Hard's own factors, bolder than Normal's (the gauntlet's
    # playout bidder goes to 0.9 of its value in the open, 0.78 sealed).
    "others-hard": lambda: hard.HardBot(others=hard.HARD_STYLE),
    # ... and with a table bolder still: open bids and buys up to the full value, sealed,
    # once-around bids and named fixed prices at 0.9.
    "others-bold": lambda: hard.HardBot(others=replace(hard.OTHERS_STYLE, bid=1.0, sealed=0.9,
                                                       once=0.9, fixed=0.9, buy=1.0)),
    # Imagined others less sure than Normal (what paid in the card game's search, where
    # rivals that now and then play another move made Hard stronger against Normal itself):
    # every amount they name off by up to ±10% (`Style.noise`), or one auction in ten of a card
    # at random (`Style.careless_play`).
    "others-noise10": lambda: hard.HardBot(others=replace(hard.OTHERS_STYLE, noise=0.1)),
    "others-careless10": lambda: hard.HardBot(others=replace(hard.OTHERS_STYLE,
                                                             careless_play=0.1)),
    # ... both at once (with 5 players each alone came nearest the screen's bar).
    "others-unsure10": lambda: hard.HardBot(others=replace(hard.OTHERS_STYLE, noise=0.1,
                                                           careless_play=0.1)),
    # Hard's 5-player plan switched (`hard.KEPT_UNSURE`, pass 19): its rules KEPT_STYLE with
    # the hand charged by the 5-player weights (the pair of "five-kept", passes 12-13) and its
    # imagined others as `others-unsure10`'s; at other tables today's Hard. Since pass 19 this
    # is Hard itself; "hard-before19" is Hard as it was before, the plan off everywhere.
    "kept5-unsure10": lambda: hard.HardBot(kept_unsure=frozenset({(STANDARD, 5)})),
    "hard-before19": lambda: hard.HardBot(kept_unsure=frozenset()),
}


def parse_factors(text: str) -> dict[str, float]:
    """"bid=0.9,sealed=0.8" -> {"bid": 0.9, "sealed": 0.8}."""
    out = {}
    for item in filter(None, text.split(",")):
        name, value = item.split("=")
        out[name.strip()] = float(value)
    return out


def per_game(outcomes: list[dict], name: str) -> list[tuple[float, int]]:
    """(win share, money minus the best other seat's) of the seat `name` in every game."""
    rows = []
    for out in outcomes:
        seat = out["lineup"].index(name)
        best = max(c for s, c in enumerate(out["cash"]) if s != seat)
        rows.append((out["wins"][seat], out["cash"][seat] - best))
    return rows


def kind_variant(name: str, grow: float) -> Callable[[], object] | None:
    """`skip-sealed+set_price`: Hard without its search at those decision kinds (phases);
    `grow-sealed`: Hard with `grow` times the simulations and worlds at them; both joined by
    `/` (`skip-double_offer/grow-play+open`). Both are counted from Hard as it was before
    its search moved ("hard-before": every kind searched at the base budget), so that a name
    means the same player in every table of bench/AI_RESULTS.md."""
    kinds, scale = set(hard.SEARCHABLE), {}
    for part in name.split("/"):
        how, _, listed = part.partition("-")
        picked = set(listed.split("+"))
        if how not in ("skip", "grow") or not picked <= hard.SEARCHABLE:
            return None
        if how == "skip":
            kinds -= picked
        else:
            scale.update((k, grow) for k in picked)
    return lambda: hard.HardBot(kinds=frozenset(kinds), scale=scale, style=hard.HARD_STYLE,
                                leaf={})


def factor_variant(name: str) -> Callable[[], object] | None:
    """`rules:fixed=0.9:sealed=0.78`: Hard's rules alone (`NoSearch`) with those factors of
    `HARD_STYLE` changed; `styled:...` the same factors with the search; `others:noise=0.15`
    today's Hard whose imagined others (`OTHERS_STYLE`) have those fields changed. Several
    such variants can share one run (unlike `--style`)."""
    how, _, listed = name.partition(":")
    if how not in ("rules", "styled", "others") or not listed:
        return None
    fields = parse_factors(listed.replace(":", ","))
    if how == "others":
        others = replace(hard.OTHERS_STYLE, **fields)
        return lambda: hard.HardBot(others=others)
    style = replace(hard.HARD_STYLE, **fields)
    kind = NoSearch if how == "rules" else hard.HardBot
    return lambda: kind(style=style)


def summary(names: list[str], rows: dict[str, list], times: dict[str, dict]) -> dict:
    """Win rate, margin and the paired differences from the first variant, per variant."""
    results = {}
    first = rows[names[0]]
    for name in names:
        mine = rows[name]
        rate = sum(w for w, _ in mine) / len(mine)
        entry = {"games": len(mine), "win_rate": round(rate, 4),
                 "ci95": [round(x, 4) for x in wilson(rate, len(mine))],
                 "margin": round(sum(m for _, m in mine) / len(mine), 1)}
        if name != names[0]:
            for label, i in (("win_diff", 0), ("margin_diff", 1)):
                mean, error = paired([r[i] for r in first], [r[i] for r in mine])
                entry[label] = [round(mean, 3), round(1.96 * error, 3)]     # 95% half-width
        entry["decision_ms"] = {phase: {"median": round(percentile(v, 0.5), 1),
                                        "p95": round(percentile(v, 0.95), 1), "count": len(v)}
                                for phase, v in times[name].items()}
        results[name] = entry
    return results


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def show(results: dict) -> None:
    for name, entry in results.items():
        extra = "".join(f"  {k} {v[0]:+.3f} ± {v[1]:.3f}" for k, v in entry.items()
                        if k.endswith("_diff"))
        lo, hi = entry["ci95"]
        print(f"{name:<22} {entry['games']} games  wins {100 * entry['win_rate']:5.1f}% "
              f"[{100 * lo:.1f}–{100 * hi:.1f}]  margin {entry['margin']:+6.1f}{extra}"
              + (f"  illegal {entry['illegal']}" if "illegal" in entry else ""), flush=True)
    for name, entry in results.items():
        if not entry.get("decision_ms"):
            continue        # read back from rows, which keep no times
        kinds = "  ".join(f"{k} {v['median']:.0f}/{v['p95']:.0f}"
                          for k, v in sorted(entry["decision_ms"].items()))
        print(f"  {name:<20} ms median/p95: {kinds}", flush=True)


def summarize(paths: list[str]) -> dict:
    """The rows of `--rows` files: each variant's games and its paired differences from the
    first variant in them, over the games both played: the same seed and game number, so the
    same deal with the same seats (game g of a run deals from seed + g and rotates the lineup g
    places, so seed + g alone does not say who sat where). A variant with no game in common
    with the first is left out."""
    games: dict[str, dict[tuple[int, int], tuple[float, int]]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                game = (row["seed"], row["game"])
                games.setdefault(row["variant"], {})[game] = (row["win"], row["margin"])
    names = list(games)
    results = {}
    for name in names:
        both = sorted(set(games[names[0]]) & set(games[name]))
        if not both:
            continue            # no game in common with the first variant: nothing to pair
        rows = {n: [games[n][g] for g in both] for n in (names[0], name)}
        entry = summary([names[0], name], rows, {names[0]: {}, name: {}})[name]
        entry.pop("decision_ms")
        results[name] = entry
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variants", default="hard,nosearch")
    parser.add_argument("--seats", default="playout,leader,shader",
                        help="the other seats: levels or gauntlet players")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--variant", help="game variant (default: by the number of seats)")
    parser.add_argument("--style", default="", help="name=value,... for the styled variants")
    parser.add_argument("--grow", type=float, default=3.0,
                        help="budget factor of the grow-KIND variants")
    parser.add_argument("--every", type=int, default=0,
                        help="print the figures so far every N games")
    parser.add_argument("--rows", help="append every game's (variant, game, win, margin) "
                                       "to this file as JSON lines, for later pairing")
    parser.add_argument("--summarize", nargs="+", metavar="FILE",
                        help="only pair the rows of these --rows files")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.summarize:
        results = summarize(args.summarize)
        if args.json:
            print(json.dumps(results))
        else:
            show(results)
        return 0
    style = replace(hard.HARD_STYLE, **parse_factors(args.style))
    VARIANTS["styled"] = lambda: hard.HardBot(style=style)
    VARIANTS["styled-nosearch"] = lambda: NoSearch(style=style)
    others = [s.strip() for s in args.seats.split(",")]
    variant = args.variant or ("two_player" if len(others) == 1 else "standard")
    names = [v.strip() for v in args.variants.split(",")]
    rows: dict[str, list] = {name: [] for name in names}
    times: dict[str, dict] = {name: {} for name in names}
    illegal = {name: 0 for name in names}      # actions the engine refused, per variant's games

    def figures() -> dict:
        out = summary(names, rows, times)
        for name in names:
            out[name]["illegal"] = illegal[name]
        return out

    for name in names:
        key = f"variant-{name}"
        make = VARIANTS.get(name) or kind_variant(name, args.grow) or factor_variant(name)
        if make is None:
            parser.error(f"unknown variant {name}")
        ai.LEVELS[key] = ai.Level(key, name, name, make, offered=False)
    # Game by game, every variant in turn: stopped early, the variants still share their games.
    for g in range(args.games):
        for name in names:
            key = f"variant-{name}"
            out = play_all([((key, *others), variant, {}, args.seed, g)], 1)
            rows[name] += per_game(out, key)
            illegal[name] += out[0]["illegal"]
            if args.rows:
                with open(args.rows, "a", encoding="utf-8") as f:
                    win, margin = rows[name][-1]
                    f.write(json.dumps({"variant": name, "seed": args.seed, "game": g,
                                        "win": win, "margin": margin}) + "\n")
            seat = out[0]["lineup"].index(key)
            for who, phase, ms in out[0]["timings"]:
                if who == seat:
                    times[name].setdefault(phase, []).append(ms)
        if args.every and (g + 1) % args.every == 0 and g + 1 < args.games and not args.json:
            print(f"--- after {g + 1} games", flush=True)
            show(figures())
    results = figures()
    if args.json:
        print(json.dumps(results))
    else:
        show(results)
    return 1 if any(illegal.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
