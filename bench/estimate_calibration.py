"""Does the table's estimate (`game.ai.estimate`, shown to a learner) forecast what a lot pays?

    python bench/estimate_calibration.py [--players 4] [--games 120] [--seed 310000] [--json]

Plays seeded games of Normal players (game g dealt from seed S+g). When a lot goes on sale,
the seat after the auctioneer's estimate of the lot is taken twice, with players pushing the
artists already out (the default, as Normal's model) and with every card as likely; when the
round is scored, both are set against what the lot paid its buyer at the round's end (its
artist's painting value times its cards). Prints each forecast's mean and its root mean square
error, next to the mean payout and the mean price the lots sold for.
"""
from __future__ import annotations

import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import games_parser  # noqa: E402
from game.ai.estimate import estimate  # noqa: E402
from game.engine import view  # noqa: E402
from game.sim import make_bot, play_game, sim_config  # noqa: E402
from game.state import (GAME_OVER, ONCE_AROUND_BIDDING, OPEN_BIDDING, SEALED_BIDDING,  # noqa: E402
                        SET_PRICE)

ON_SALE = (OPEN_BIDDING, SEALED_BIDDING, ONCE_AROUND_BIDDING, SET_PRICE)


def lots(players: int, games: int, seed: int) -> list[dict]:
    """Every lot put on sale: both forecasts, the price it sold for, what it paid."""
    out: list[dict] = []
    for g in range(games):
        pending: list[dict] = []
        seen: set = set()

        def on_step(before, after) -> None:
            s = after
            key = (s.round, len(s.sales))
            if s.lot and s.phase in ON_SALE and key not in seen:
                seen.add(key)
                v = view(s, (s.auctioneer + 1) % len(s.cash))
                pending.append({"round": s.round, "artist": s.lot[0].artist,
                                "cards": len(s.lot), "price": None,
                                "push": estimate(v, seed=1).lot_value,
                                "uniform": estimate(v, seed=1, push=False).lot_value})
            if len(after.sales) > len(before.sales) and pending and pending[-1]["price"] is None:
                pending[-1]["price"] = after.sales[-1].price
            if after.round != before.round or after.phase == GAME_OVER:
                if len(after.results) > before.round:
                    result = after.results[before.round]
                    for lot in pending:
                        lot["paid"] = result.values[lot["artist"]] * lot["cards"]
                        out.append(lot)
                pending.clear()

        play_game(sim_config(players), seed + g, [make_bot("normal") for _ in range(players)],
                  on_step=on_step)
    return out


def main(argv: list[str] | None = None) -> int:
    args = games_parser(__doc__, games=120, seed=310000).parse_args(argv)
    rows = lots(args.players, args.games, args.seed)
    n = len(rows)
    sold = [r["price"] for r in rows if r["price"] is not None]
    result = {"players": args.players, "games": args.games, "lots": n,
              "mean_paid": round(sum(r["paid"] for r in rows) / n, 2),
              "mean_price": round(sum(sold) / max(1, len(sold)), 2)}
    for name in ("push", "uniform"):
        result[name] = {
            "mean": round(sum(r[name] for r in rows) / n, 2),
            "rmse": round(math.sqrt(sum((r[name] - r["paid"]) ** 2 for r in rows) / n), 2)}
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{n} lots in {args.games} games of {args.players} Normals (seeds from {args.seed}): "
          f"paid {result['mean_paid']:.1f} on average at the round's end, sold for "
          f"{result['mean_price']:.1f}")
    for name, label in (("push", "players push what is out (the table's)"),
                        ("uniform", "every card as likely")):
        print(f"  {label:40s} mean {result[name]['mean']:6.1f}   "
              f"root mean square error {result[name]['rmse']:5.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
