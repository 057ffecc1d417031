"""Where each player's money comes from: the lots it bought, by kind of auction (what it paid
against what the paintings paid out at the round's end), and what others paid it for its lots.

    python bench/money_flows.py [--seats hard,playout,leader,shader,hoarder] [--games 200]
                                [--seed 193300] [--json]

The seats are levels or gauntlet players (bench/gauntlet), seat-rotated game by game (game g
dealt from seed S+g, the lineup rotated g places), as in the tournament. Per player: its win
rate, its mean money at the end and its money minus the richest other seat's (mean and
standard deviation over its games), and per game the lots it bought and their profit (payout
minus price), the money others paid it and the lots they bought from it; per auction kind
(`free`: nobody bid, taken for nothing) the lots per game, mean price, mean payout, profit a
lot and the share that paid nothing. Every game's accounts are checked against the engine:
starting money + money received − money paid + payouts = the money at the end, for every
seat. Tune on seeds from 100000; report on seeds from 1.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import game_result  # noqa: E402
from game.events import Payout, Sold, TakenFree, TokensPlaced  # noqa: E402
from game.ladder import make_entrant  # noqa: E402
from game.sim import play_game, sim_config  # noqa: E402
from game.tournament import seat_levels  # noqa: E402


class Accounts:
    """One game's money, seat by seat, gathered from the engine's events."""

    def __init__(self, players: int) -> None:
        self.start: list[int] | None = None
        self.received = [0] * players       # from other seats, for lots they bought
        self.paid = [0] * players           # for lots bought, to a seat or the bank
        self.payouts = [0] * players        # the bank's payouts at the rounds' ends
        self.sales = [0] * players          # lots other seats bought from the seat
        self.pending: list[tuple[int, str, int, tuple]] = []   # bought this round
        #: Every lot once its round is scored: (buyer, kind, price, payout).
        self.lots: list[tuple[int, str, int, int]] = []

    def step(self, before, after) -> None:
        if self.start is None:
            self.start = list(before.cash)
        for event in after.events:
            if isinstance(event, Sold):
                for pay in event.payments:
                    if pay.payer is not None:
                        self.paid[pay.payer] += pay.amount
                    if pay.payee is not None and pay.payee != pay.payer:
                        self.received[pay.payee] += pay.amount
                        self.sales[pay.payee] += 1
                artists = tuple(card.artist for card in event.lot)
                self.pending.append((event.buyer, str(event.method), event.price, artists))
            elif isinstance(event, TakenFree):
                artists = tuple(card.artist for card in event.lot)
                self.pending.append((event.seat, "free", 0, artists))
            elif isinstance(event, TokensPlaced):
                self.lots += [(buyer, kind, price, sum(event.values[a] for a in artists))
                              for buyer, kind, price, artists in self.pending]
                self.pending.clear()
            elif isinstance(event, Payout):
                self.payouts[event.seat] += event.amount

    def balanced(self, cash) -> bool:
        """Does every seat's money at the end follow from its accounts?"""
        return self.start is not None and all(
            self.start[s] + self.received[s] - self.paid[s] + self.payouts[s] == cash[s]
            for s in range(len(cash)))


def play(seats: list[str], games: int, seed: int) -> dict:
    """Play the games and gather every player's figures (a player named twice is counted
    together)."""
    table: dict = defaultdict(lambda: {"games": 0, "wins": 0.0, "cash": 0, "received": 0,
                                       "sales": 0, "margins": [], "kinds": defaultdict(list)})
    unbalanced = 0
    for g in range(games):
        lineup = seat_levels(seats, g)
        accounts = Accounts(len(lineup))
        state, *_ = play_game(sim_config(len(lineup)), seed + g,
                              [make_entrant(name) for name in lineup], on_step=accounts.step)
        unbalanced += not accounts.balanced(state.cash)
        winners = game_result(state).winners      # the engine's word on who won
        for s, name in enumerate(lineup):
            row = table[name]
            row["games"] += 1
            row["wins"] += (s in winners) / len(winners)
            row["cash"] += state.cash[s]
            row["margins"].append(state.cash[s] - max(
                c for other, c in enumerate(state.cash) if other != s))
            row["received"] += accounts.received[s]
            row["sales"] += accounts.sales[s]
        for buyer, kind, price, payout in accounts.lots:
            table[lineup[buyer]]["kinds"][kind].append((price, payout))
    return {"games": games, "seed": seed, "seats": seats, "unbalanced": unbalanced,
            "players": {name: summary(row) for name, row in table.items()}}


def summary(row: dict) -> dict:
    """A player's figures per game and per kind of auction."""
    n = row["games"]
    kinds = {}
    for kind, lots in sorted(row["kinds"].items()):
        kinds[kind] = {"per_game": len(lots) / n,
                       "price": sum(p for p, _ in lots) / len(lots),
                       "payout": sum(v for _, v in lots) / len(lots),
                       "profit": sum(v - p for p, v in lots) / len(lots),
                       "worthless": sum(v == 0 for _, v in lots) / len(lots)}
    bought = [lot for lots in row["kinds"].values() for lot in lots]
    margin = sum(row["margins"]) / n
    spread = (sum((m - margin) ** 2 for m in row["margins"]) / n) ** 0.5
    return {"games": n, "win_rate": row["wins"] / n, "cash": row["cash"] / n,
            "margin": margin, "margin_sd": spread,
            "bought": len(bought) / n, "profit": sum(v - p for p, v in bought) / n,
            "received": row["received"] / n, "sold": row["sales"] / n, "kinds": kinds}


def show(result: dict) -> None:
    print(f"{result['games']} games from seed {result['seed']}, seats {','.join(result['seats'])}"
          f" (rotated); accounts that do not balance: {result['unbalanced']}")
    for name, p in sorted(result["players"].items(), key=lambda item: -item[1]["cash"]):
        print(f"\n{name:<10} wins {100 * p['win_rate']:5.1f}%  money at the end {p['cash']:6.1f}"
              f" (minus the richest other seat's: {p['margin']:+6.1f}, sd {p['margin_sd']:5.1f})"
              f"  a game: bought {p['bought']:4.2f} lots, profit {p['profit']:+6.1f};"
              f" sold {p['sold']:4.2f} lots to others for {p['received']:6.1f}")
        for kind, k in p["kinds"].items():
            print(f"  {kind:<12} {k['per_game']:4.2f} a game  price {k['price']:5.1f}"
                  f"  payout {k['payout']:5.1f}  profit a lot {k['profit']:+5.1f}"
                  f"  paid nothing {100 * k['worthless']:4.1f}%")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seats", default="hard,playout,leader,shader,hoarder",
                        help="levels or gauntlet players, one a seat")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=193300)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    seats = [s.strip() for s in args.seats.split(",")]
    if not 2 <= len(seats) <= 5:
        parser.error("2 to 5 seats")
    result = play(seats, args.games, args.seed)
    if args.json:
        print(json.dumps(result))
    else:
        show(result)
    return 1 if result["unbalanced"] else 0


if __name__ == "__main__":
    sys.exit(main())
