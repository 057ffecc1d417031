"""The command line every game-playing bench opens with: `--players`, `--games`, `--seed`
(game g dealt from seed + g) and `--json`, each bench giving its own defaults."""
from __future__ import annotations

import argparse


def games_parser(doc: str, games: int, seed: int, players: int = 4,
                 fixed: bool = False) -> argparse.ArgumentParser:
    """A parser described by the bench's docstring `doc`, with the four shared options; the
    bench adds its own. With `fixed` (a bench whose lineup has one size), `--players` takes
    only `players`."""
    parser = argparse.ArgumentParser(description=doc,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=players,
                        choices=(players,) if fixed else None)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--json", action="store_true")
    return parser
