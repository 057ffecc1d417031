"""Re-play a saved game of any registered game and print its log and result:
`python -m game.replay FILE`."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .save import SaveError, loads, read_save
from .sim import final_scores


def main(argv: list[str] | None = None) -> int:
    """The command line: print a saved game's log, then its result or its standing so far."""
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
    rules, config = record.rules, record.config
    state = record.start()
    lines = [rules.narrate(e, config) for e in state.events]
    for action in record.actions:       # loads has replayed them once: they apply
        state = rules.apply(state, action)
        lines.extend(rules.narrate(e, config) for e in state.events)
    for line in lines:
        if line:
            print(line)
    _standing(rules, record, state)
    return 0


def _standing(rules, record, state) -> None:
    """The final standing, or (where the game keeps money) each seat's money so far."""
    names = [seat.name for seat in record.config.seats]
    result = rules.result(state)
    print()
    if result is None:
        where = f"round {state.round + 1}, " if hasattr(state, "round") else ""
        print(f"The game is not finished: {where}{len(record.actions)} moves so far.")
        for seat, cash in enumerate(getattr(state, "cash", ())):
            print(f"  {names[seat]:<12} {cash:>4}")
    else:
        print("Final standing:")
        scores = final_scores(result)
        for place, seat in enumerate(result.ranking, 1):
            mark = "  winner" if seat in result.winners else ""
            print(f"  {place}. {names[seat]:<12} {scores[seat]:>4}{mark}")


if __name__ == "__main__":
    sys.exit(main())
