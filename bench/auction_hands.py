"""What a rival's auctions tell about its hand (the auction game), against the gauntlet.

    python bench/auction_hands.py --games 300 --seed 500000 [--json]

Hard deals the rivals' hidden hands uniformly from the cards it has not seen. Dealing them by
what each rival has auctioned would pay only if the auctions say something about the hands.
In seeded, seat-rotated 4-player games of Normal against playout, leader and shader (the
lineup Hard is measured against), at each of Normal's choices of a card to auction this
compares, for each rival and artist, the cards of that artist the rival really holds with
what a uniform deal from Normal's unseen cards would give it, grouped by how many lots of that
artist the rival has auctioned this round (0, 1, 2 or more). A ratio near 1 means the auctions
say little; below 1, the rival holds fewer than a uniform deal would guess.
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import games_parser  # noqa: E402
from bench.holdings import report  # noqa: E402
from game.ai.knowledge import Memory  # noqa: E402
from game.cards import ARTIST_COUNT  # noqa: E402
from game.engine import view  # noqa: E402
from game.ladder import make_entrant  # noqa: E402
from game.sim import play_game, sim_config  # noqa: E402
from game.state import PLAY  # noqa: E402

#: The observing seat's level and the rivals it meets, rotated game by game.
LINEUP = ("normal", "playout", "leader", "shader")


def tally(seed: int, game: int, held: Counter, guessed: Counter) -> None:
    """Game `game` of the run (dealt from `seed`, the lineup rotated `game` places), its
    comparisons added to `held` and `guessed` by lots auctioned."""
    k = game % len(LINEUP)
    lineup = LINEUP[k:] + LINEUP[:k]
    me = lineup.index("normal")
    memory = Memory()

    def compare(state, _after) -> None:
        if state.phase != PLAY or state.to_act[0] != me:
            return
        seen = view(state, me)
        memory.observe(seen)
        pool = Counter(c.artist for c in memory.unseen(seen))
        unseen = sum(pool.values())
        for rival, hand in enumerate(state.hands):
            if rival == me or not hand or not unseen:
                continue
            auctioned = Counter(s.lot[0].artist for s in seen.sales
                                if s.round == seen.round and s.auctioneer == rival)
            holds = Counter(c.artist for c in hand)
            for a in range(ARTIST_COUNT):
                n = min(auctioned[a], 2)
                held[n] += holds[a]
                guessed[n] += len(hand) * pool[a] / unseen

    play_game(sim_config(len(LINEUP)), seed, [make_entrant(n) for n in lineup],
              on_step=compare)


def main(argv: list[str] | None = None) -> int:
    args = games_parser(__doc__, games=300, seed=500000, players=len(LINEUP),
                        fixed=True).parse_args(argv)
    held, guessed = Counter(), Counter()
    for g in range(args.games):
        tally(args.seed + g, g, held, guessed)
    report(held, guessed, "auctioned", 2,
           f"{args.games} games of {', '.join(LINEUP)} (rotated), seed {args.seed}",
           {"games": args.games, "seed": args.seed, "lineup": LINEUP}, args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
