"""Cost of saving after every action: a 1,000-action game's autosave, written and loaded.

    python bench/saves.py [--actions 1000] [--runs 50] [--dir FOLDER] [--json]

- encode: the save file's bytes (the engine's JSON plus its checksum), no disk;
- write: one autosave written in place: encode, temporary file, flush, fsync, backup link,
  replace (what the helper thread does, off the main loop);
- submit: what `GameStore.autosave` costs the main loop in its default background mode;
- load: Continue: read, check, verify the checksum and replay every move;
- whole_game_s: every autosave of the game from move 1 to the last, added up (the save grows
  with the game, so this is what a whole evening's autosaving costs).

The game is deterministic: five seats whose bots mostly raise open auctions by the least
amount, which makes the long games the autosave has to keep up with. Files go to a temporary
folder beside `--dir` (default: the system's temporary folder); fsync cost depends on the disk.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import AmountRange, Bid, apply, legal_actions, new_game  # noqa: E402
from game.config import default_config  # noqa: E402
from game.save import GameRecord  # noqa: E402
from game.state import GAME_OVER  # noqa: E402
from scenes.session.storage import GameStore, encode_save  # noqa: E402


def long_game(actions: int, seed: int = 1):
    """A five-player game of at least `actions` moves (or as long as one can be), cut there."""
    for attempt in range(50):
        config = default_config(5)
        state = new_game(config, seed + attempt)
        rng = random.Random(seed + attempt)
        record = GameRecord(config, seed + attempt)
        states = [state]
        while state.phase != GAME_OVER and len(record.actions) < actions:
            seat = state.to_act[0]
            options = legal_actions(state, seat)
            bids = [o for o in options if isinstance(o, AmountRange) and o.kind is Bid]
            if bids and rng.random() < 0.9:
                action = bids[0].make(bids[0].lo)
            else:
                option = rng.choice(options)
                action = (option.make(rng.randint(option.lo, option.hi))
                          if isinstance(option, AmountRange) else option)
            state = apply(state, action)
            record = record.then(action)
            states.append(state)
        if len(record.actions) >= actions:
            return record, states
    raise SystemExit(f"no game of {actions} moves found")


def timed(fn, runs: int) -> dict:
    """Median and 95th percentile of `runs` calls, in ms."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    return {"median_ms": round(statistics.median(times), 3),
            "p95_ms": round(times[min(len(times) - 1, int(0.95 * len(times)))], 3)}


def main(argv: list[str] | None = None) -> int:
    """Measure and print (or --json) the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--dir", type=Path, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    record, states = long_game(args.actions)
    state = states[-1]
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        store = GameStore(Path(folder), background=False)
        assert store.autosave(record, state) is None
        size = store.autosave_path.stat().st_size
        encode = timed(lambda: encode_save(record, state), args.runs)
        write = timed(lambda: store.autosave(record, state), args.runs)
        load = timed(lambda: store.continue_game(), max(5, args.runs // 5))
        background = GameStore(Path(folder) / "background")
        submit_times = []
        for _ in range(args.runs):
            started = time.perf_counter()
            background.autosave(record, state)
            submit_times.append((time.perf_counter() - started) * 1000)
            background.flush()
        submit_times.sort()
        submit = {"median_ms": round(statistics.median(submit_times), 3),
                  "p95_ms": round(submit_times[int(0.95 * (len(submit_times) - 1))], 3)}
        assert store.continue_game().game.state == state
        whole_store = GameStore(Path(folder) / "whole", background=False)
        started = time.perf_counter()
        for n in range(1, len(record.actions) + 1):
            whole_store.autosave(GameRecord(record.config, record.seed, None,
                                            record.actions[:n]), states[n])
        whole = time.perf_counter() - started

    report = {"actions": len(record.actions), "file_kb": round(size / 1024, 1),
              "encode": encode, "write": write, "submit": submit, "load": load,
              "whole_game_s": round(whole, 3)}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"game              {report['actions']} actions, save file {report['file_kb']} KB")
        for key in ("encode", "write", "submit", "load"):
            print(f"{key:17} median {report[key]['median_ms']:7.2f} ms   "
                  f"p95 {report[key]['p95_ms']:7.2f} ms")
        print(f"whole game        {report['whole_game_s']:.2f} s for "
              f"{report['actions']} autosaves written in place")
    return 0


if __name__ == "__main__":
    sys.exit(main())
