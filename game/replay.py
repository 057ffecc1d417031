"""Re-play a saved game and print its log and result: `python -m game.replay FILE`."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .engine import apply, game_result
from .log import describe
from .save import SaveError, loads, read_save


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.replay", description=__doc__)
    parser.add_argument("file", type=Path)
    args = parser.parse_args(argv)
    try:
        record, _ = loads(read_save(args.file))
    except OSError as e:
        print(f"error: cannot read {args.file}: {e.strerror or e}", file=sys.stderr)
        return 2
    except SaveError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    config = record.config
    state = record.start()
    lines = [describe(e, config) for e in state.events]
    for action in record.actions:
        state = apply(state, action)
        lines.extend(describe(e, config) for e in state.events)
    for line in lines:
        if line:
            print(line)
    result = game_result(state)
    print()
    if result is None:
        print(f"The game is not finished: round {state.round + 1}, {len(record.actions)} moves so far.")
        for seat in range(config.players):
            print(f"  {config.name(seat):<12} {state.cash[seat]:>4}")
    else:
        print("Final standing:")
        for place, seat in enumerate(result.ranking, 1):
            mark = "  winner" if seat in result.winners else ""
            print(f"  {place}. {config.name(seat):<12} {result.cash[seat]:>4}{mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
