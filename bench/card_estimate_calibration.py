"""Does the card table's estimate (`game.ai.card.estimate`, on a hand card's help with value
hints on) forecast what a card is worth at the round's end, better than the board's "Worth
now" (what it would be worth if the round ended at once)?

    python bench/card_estimate_calibration.py [--players 4] [--games 200] [--seed 340000] [--json]
        [--weights HAND_PUSH,POOL_PUSH]

`--weights` forecasts with other weights than the estimate's own (`ESTIMATE_STYLE`), to
choose them on tuning seeds. Beside the RMSE it prints the bias (the forecast's mean minus the
worth's) by the cards of the artist the seat held: 0, 1, 2, 3, 4, 5 or more.

Plays seeded games of card Normals (game g dealt from seed S+g). At each turn of seat 0 (a
card to play), both forecasts are taken for every artist from that seat's view; when the round
is scored, they are set against what one card of the artist was worth. Prints each forecast's
mean and root mean square error beside the mean worth, for every artist and for the artists of
the seat's own hand (the ones its help is read for).
"""
from __future__ import annotations

import json
import math
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import games_parser  # noqa: E402
from game.ai.card.estimate import ESTIMATE_STYLE, card_estimates  # noqa: E402
from game.card.engine import view  # noqa: E402
from game.card.scoring import values_if_ended_now  # noqa: E402
from game.card.state import PLAY  # noqa: E402
from game.sim import make_bot, play_game, sim_config  # noqa: E402


def forecasts(players: int, games: int, seed: int, style=ESTIMATE_STYLE) -> list[dict]:
    """Per artist and turn of seat 0: both forecasts (the estimate with the weights of
    `style`), the cards of the artist the seat held, and the worth it came to."""
    out: list[dict] = []
    for g in range(games):
        pending: list[dict] = []

        def on_step(before, after) -> None:
            s = after
            # A round scored first: the step that scores one may also start the next.
            if len(after.results) > len(before.results):
                result = after.results[-1]
                for row in pending:
                    row["worth"] = result.values[row["artist"]]
                    out.append(row)
                pending.clear()
            if s.phase == PLAY and s.to_act == (0,) and (before.phase, before.to_act) != (
                    PLAY, (0,)):
                v = view(s, 0)
                held = [sum(c.artist == a for c in v.hand) for a in range(5)]
                likely = card_estimates(v, style)
                now = values_if_ended_now(v)
                pending.extend({"round": s.round, "artist": a, "held": held[a] > 0,
                                "cards": held[a], "likely": likely[a].worth, "now": now[a]}
                               for a in range(5))

        play_game(sim_config(players, game="card"), seed + g,
                  [make_bot("normal", "card") for _ in range(players)], on_step=on_step,
                  game="card")
    return out


def summary(rows: list[dict]) -> dict:
    n = len(rows)
    out = {"n": n, "mean_worth": round(sum(r["worth"] for r in rows) / n, 2)}
    for name in ("likely", "now"):
        out[name] = {"mean": round(sum(r[name] for r in rows) / n, 2),
                     "rmse": round(math.sqrt(sum((r[name] - r["worth"]) ** 2
                                                 for r in rows) / n), 2)}
    return out


def bias_by_cards(rows: list[dict]) -> dict:
    """The estimate's mean minus the worth's, by the cards of the artist held (5: 5 or more)."""
    out = {}
    for k in range(6):
        part = [r for r in rows if min(r["cards"], 5) == k]
        if part:
            out[k] = round(sum(r["likely"] - r["worth"] for r in part) / len(part), 2)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = games_parser(__doc__, games=200, seed=340000)
    parser.add_argument("--weights", help="HAND_PUSH,POOL_PUSH for the forecast")
    args = parser.parse_args(argv)
    style = ESTIMATE_STYLE
    if args.weights:
        hand, pool = (float(x) for x in args.weights.split(","))
        style = replace(style, hand_push=hand, pool_push=pool)
    rows = forecasts(args.players, args.games, args.seed, style)
    result = {"players": args.players, "games": args.games,
              "all": summary(rows), "held": summary([r for r in rows if r["held"]]),
              "bias_by_cards": bias_by_cards(rows)}
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{args.games} games of {args.players} card Normals (seeds from {args.seed}), "
          "seat 0's turns")
    for key, label in (("all", "every artist"), ("held", "artists in its hand")):
        part = result[key]
        print(f"  {label:20s} {part['n']:6d} forecasts, worth {part['mean_worth']:5.2f} on "
              f"average: likely (the help) mean {part['likely']['mean']:5.2f} RMSE "
              f"{part['likely']['rmse']:5.2f};  worth now (the board) mean "
              f"{part['now']['mean']:5.2f} RMSE {part['now']['rmse']:5.2f}")
    print("  bias by cards held   " + "  ".join(
        f"{k}{'+' if k == 5 else ''}: {b:+.2f}" for k, b in result["bias_by_cards"].items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
