"""How much is hidden information worth to Hard? Hard whose sampled worlds are the truth.

    python bench/oracle.py --game card --seats normal,normal,normal
                           [--know all|hands|down|late|last|next|choices] [--games 100]
                           [--seed 100000] [--rows FILE] [--json]
    python bench/oracle.py --game auction --seats playout,leader,shader [--know all|hands] ...

Hard's search deals what its seat cannot see many times and plays each candidate out in every
deal. Here every deal is the true position instead: with `--know all` everything (the other
hands, face-down cards and secret choices, the deck's order; in the auction game also the other
seats' cash), with `--know hands` the others' hands and face-down cards while the deck's order
is shuffled afresh in each deal. Partial knowledge (card game only) reveals part of the truth
and deals the rest as Hard does, from the remaining unseen cards: `--know down` the rivals'
face-down cards and everyone-plays choices already made, `--know late` the hands, face-down
cards and choices from round 3 on (nothing before), `--know last` the same from round 4 on,
`--know next` the hand of the next rival to
move. Everything else is Hard's: its candidates, its budget, its
rollouts. This is not a level (it cheats); it bounds what better guesses of the hidden cards
could buy Hard's search, against how much is the luck of the game. `--know choices` does not
cheat: from round 3 on it deals the rivals' hidden cards weighed by the chance that Normal
would have made each rival's choices since it last received cards
(`bench/card_posterior.weighed_deal`, `TRIES` draws a rival, `DEALS` deals a decision used in
turn, each with the deck shuffled afresh), from the game's public record of moves; exact for
rivals that are Normal, it bounds what a guess of the hands from their choices could buy. Game g is the tournament's
game g (dealt from seed S+g, the lineup [oracle, seats...] rotated g places, each decision's
randomness from the seed, the move and the seat), so its rows pair with those of
`bench/card_effort.py` and `bench/ai_hard_variants.py` for Hard on the same seeds and seats.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.card_posterior import weighed_deal  # noqa: E402
from game.ai import hard as auction_hard  # noqa: E402
from game.ai.card import hard as card_hard  # noqa: E402
from game.ladder import make_entrant  # noqa: E402
from game.registry import get  # noqa: E402
from game.sim import make_bot, play_from, sim_config  # noqa: E402
from game.tournament import seat_levels, wilson  # noqa: E402

ORACLE = "oracle"


def hidden_deck(state, rng: random.Random):
    """The true position with the deck's order unknown: its cards shuffled."""
    deck = list(state.deck)
    rng.shuffle(deck)
    return state._replace(deck=tuple(deck))


class Truth:
    """The true position of the game in play, kept up to date after every action; `seen(view)`
    is it when it is the position `view` was taken from."""

    def __init__(self, know: str) -> None:
        self.know, self.state = know, None
        self.log: list = []             # (state, seat, action) of every move so far
        self.before = None                  # the position before the last move
        self.weighed: tuple = (None, [])    # `choices`: the view and its deals
        self.used = 0                       # `choices`: deals handed out so far

    def moved(self, before, after) -> None:
        self.before, self.state = before, after

    def acted(self, seat: int, action) -> None:
        """Called after `moved`: the move that led from its `_before` to its `after`."""
        self.log.append((self.before, seat, action))

    def dealt(self, view, rng: random.Random):
        state = self.state
        if state is None or tuple(state.to_act) != tuple(view.to_act):
            raise RuntimeError("the oracle was asked about a position that is not the game's")
        if self.know == "choices":
            return self.by_choices(view, rng)
        if self.know in PARTIAL:
            return card_hard.determinize(view, rng, revealed(self.know, state, view))
        return state if self.know == "all" else hidden_deck(state, rng)


    def by_choices(self, view, rng: random.Random):
        """`DEALS` weighed deals for this view, made once and used in turn (None before round
        LATE: Hard's own deal)."""
        if view.round < LATE:
            return None
        seen, deals = self.weighed
        if seen is not view:
            deals = [weighed_deal(view, self.log, rng) for _ in range(DEALS)]
            self.weighed = (view, deals)
        self.used += 1
        return hidden_deck(deals[self.used % len(deals)], rng)


#: `choices`: weighed deals made for a decision (its search deals them in turn).
DEALS = 24
#: Card-game knowledge that reveals part of the truth; the rest is dealt as Hard deals it.
PARTIAL = ("down", "late", "last", "next")
LATE = 2        # `late`: the hands known from this round on (0-based: the game's round 3)
FROM = {"late": LATE, "last": 3}    # `last`: from the game's round 4 on


def next_rival(view) -> int | None:
    """The next seat clockwise after `view`'s that holds a card, if any."""
    n = view.players
    for step in range(1, n):
        seat = (view.seat + step) % n
        if view.hand_sizes[seat]:
            return seat
    return None


def revealed(know: str, state, view) -> card_hard.Known:
    """The part of the true `state` that `know` reveals to `view`'s seat: `down` the rivals'
    face-down cards and everyone-plays choices already made; `late` from round LATE on the
    hands, face-down cards and choices (before it nothing), `last` the same in the last round;
    `next` the hand of the next rival to move."""
    rivals = [i for i in range(view.players) if i != view.seat]
    secret = state.secret or (None,) * view.players
    if know == "down" or (know in FROM and view.round >= FROM[know]):
        hands = {i: state.hands[i] for i in rivals} if know in FROM else {}
        return card_hard.Known(hands=hands, down={i: state.face_down[i] for i in rivals},
                               secret={i: secret[i] for i in rivals if secret[i] is not None})
    seat = next_rival(view) if know == "next" else None
    return card_hard.Known(hands={} if seat is None else {seat: state.hands[seat]})


class CardOracle(card_hard.HardBot):
    def __init__(self, truth: Truth) -> None:
        super().__init__()
        self.truth = truth

    def deal(self, view, rng):
        dealt = self.truth.dealt(view, rng)
        return super().deal(view, rng) if dealt is None else dealt


class AuctionOracle(auction_hard.HardBot):
    def __init__(self, truth: Truth) -> None:
        super().__init__()
        self.truth = truth

    def world(self, view, sit, rng):
        return self.truth.dealt(view, rng)


def play(game: str, seats: list[str], know: str, seed: int, number: int) -> dict:
    """Game `number` of the tournament with the oracle among `seats`: its row."""
    lineup = seat_levels([ORACLE, *seats], number)
    me = lineup.index(ORACLE)
    truth = Truth(know)
    oracle = (CardOracle if game == "card" else AuctionOracle)(truth)
    bots = [oracle if name == ORACLE else
            (make_bot(name, game) if game == "card" else make_entrant(name)) for name in lineup]
    rules = get(game)
    state = rules.new_game(sim_config(len(lineup), None, game), seed + number)
    truth.state = state
    final, _, _, illegal = play_from(state, seed + number, bots, on_step=truth.moved, game=game,
                                     on_action=truth.acted)
    result = rules.result(final)
    scores = list(final.totals) if game == "card" else list(final.cash)
    best = max(s for i, s in enumerate(scores) if i != me)
    win = 1.0 / len(result.winners) if me in result.winners else 0.0
    return {"game": number, "seed": seed, "seat": me, "win": win, "margin": scores[me] - best,
            "illegal": illegal}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=("card", "auction"), default="card")
    parser.add_argument("--seats", default="normal,normal,normal")
    parser.add_argument("--know", choices=("all", "hands", *PARTIAL, "choices"), default="all")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--rows", help="append every game's row (JSON lines)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",")]
    rows = []
    for g in range(args.games):
        rows.append(play(args.game, seats, args.know, args.seed, g))
        if args.rows:
            with open(args.rows, "a", encoding="utf-8") as f:
                f.write(json.dumps(rows[-1]) + "\n")
        if not args.json:
            wins = sum(r["win"] for r in rows)
            lo, hi = wilson(wins / len(rows), len(rows))
            print(f"{len(rows)} games: wins {100 * wins / len(rows):.1f}% "
                  f"[{100 * lo:.1f}–{100 * hi:.1f}]", flush=True)
    wins = sum(r["win"] for r in rows)
    lo, hi = wilson(wins / len(rows), len(rows))
    report = {"game": args.game, "seats": seats, "know": args.know, "games": len(rows),
              "win": wins / len(rows), "win_ci": [lo, hi],
              "margin": sum(r["margin"] for r in rows) / len(rows),
              "illegal": sum(r["illegal"] for r in rows)}
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
