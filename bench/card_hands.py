"""What a rival's plays tell about its hand, in Normal's self-play (the card game).

    python bench/card_hands.py --games 300 --seed 100000 [--json]

Hard deals the rivals' hidden hands uniformly from the cards it has not seen. Dealing them
by what each rival has played would pay only if the plays say something about the hands.
At every third turn of Normal's self-play this compares, for each seat's rivals and each
artist, the cards of that artist a rival really holds with what a uniform deal from the
seat's unseen cards would give it, grouped by how many cards of that artist the rival has
played face up this round (0, 1, 2, 3 or more). A ratio near 1 means the plays say little;
below 1, the rival holds fewer than a uniform deal would guess.
"""
from __future__ import annotations

import sys
from collections import Counter
from itertools import count
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import games_parser  # noqa: E402
from bench.holdings import report  # noqa: E402
from game.ai.card.levels import NormalBot  # noqa: E402
from game.card.cards import ARTIST_COUNT  # noqa: E402
from game.card.config import default_config  # noqa: E402
from game.card.engine import view  # noqa: E402
from game.card.state import PLAY  # noqa: E402
from game.sim import play_game  # noqa: E402


def tally(seed: int, players: int, held: Counter, guessed: Counter) -> None:
    """One self-play game (`game.sim.play_game`, as every tool plays it), its comparisons
    added to `held` and `guessed` by cards played."""
    steps = count()

    def compare(state, _after) -> None:
        if next(steps) % 3 or state.phase != PLAY:
            return
        seat = state.to_act[0]
        pool = Counter(c.artist for c in view(state, seat).unseen())
        unseen = sum(pool.values())
        for rival in range(players):
            size = len(state.hands[rival])
            if rival == seat or not size:
                continue
            played = Counter(c.artist for c in state.displays[rival])
            hand = Counter(c.artist for c in state.hands[rival])
            for a in range(ARTIST_COUNT):
                k = min(played[a], 3)
                held[k] += hand[a]
                guessed[k] += size * pool[a] / unseen

    play_game(default_config(players), seed, [NormalBot() for _ in range(players)],
              on_step=compare, game="card")


def main(argv: list[str] | None = None) -> int:
    args = games_parser(__doc__, games=300, seed=100000).parse_args(argv)
    held, guessed = Counter(), Counter()
    for g in range(args.games):
        tally(args.seed + g, args.players, held, guessed)
    report(held, guessed, "played", 3,
           f"{args.games} games of Normal's self-play, {args.players} players, seed {args.seed}",
           {"games": args.games, "seed": args.seed, "players": args.players}, args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
