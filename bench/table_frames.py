"""Time the auction table's frame (update + draw) while a lot is up and the player is to bid,
headless with the dummy driver, at 1280×720 and 1920×1080, in English and one other language,
with the lot's first-time tip shown and not shown; and count how often the stand's arranging
and measuring run per frame (the stand, the tip's panel, the rows of the lot's bids).

    python bench/table_frames.py [--frames N] [--language de] [--json]

Prints, per case, median and 95th percentile CPU milliseconds per frame (`time.process_time`,
which other processes on a shared machine do not inflate) and the calls per frame.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

#: The arranging and measuring counted, by module and name, as "what: label".
COUNTED = {
    "scenes.table.lot:arrange_lot": "stand arranged",
    "scenes.table.stand_tip:tip_beside": "tip placed beside the stand",
    "scenes.table.tips:arrange_tip": "tip arranged",
    "scenes.table.lot_history:history_place": "bids' row placed",
    "scenes.table.lot_history:placed_chips": "chip rows measured",
    "scenes.table.lot_history:chip_faces": "chips drawn",
    "scenes.paint:wrapped_height": "wrapped text measured",
}
SIZES = ((1280, 720), (1920, 1080))


def percentiles(samples: list[float]) -> dict[str, float]:
    """Median and 95th percentile of `samples` (seconds), in milliseconds."""
    ordered = sorted(samples)
    k = min(len(ordered) - 1, max(0, round(0.95 * (len(ordered) - 1))))
    return {"median_ms": round(statistics.median(ordered) * 1000, 3),
            "p95_ms": round(ordered[k] * 1000, 3)}


class Counter:
    """Counts the calls of the `COUNTED` functions, wrapped wherever a scenes module holds
    them (a module that imported one by name calls its own reference)."""

    def __init__(self) -> None:
        self.calls = {label: 0 for label in COUNTED.values()}
        self._undo: list = []

    def install(self) -> None:
        import importlib
        for where, label in COUNTED.items():
            module, name = where.split(":")
            original = getattr(importlib.import_module(module), name, None)
            if original is None:
                continue
            wrapper = self._wrap(original, label)
            for mod in list(sys.modules.values()):
                if getattr(mod, "__name__", "").startswith("scenes") and \
                        getattr(mod, name, None) is original:
                    self._undo.append((mod, name, original))
                    setattr(mod, name, wrapper)

    def _wrap(self, fn, label):
        def counted(*args, **kwargs):
            self.calls[label] += 1
            return fn(*args, **kwargs)
        return counted

    def uninstall(self) -> None:
        for mod, name, original in reversed(self._undo):
            setattr(mod, name, original)
        self._undo.clear()

    def reset(self) -> None:
        for label in self.calls:
            self.calls[label] = 0


def table_with_lot(size, language: str, tip: bool):
    """The auction table at `size` in `language`, the player to bid on an open or once-around
    lot, its first-time tip on show (`tip`) or not; the pointer resting on the stand's empty
    foot, over nothing with help."""
    from scenes.context import make_context
    from scenes.session.settings import Settings
    from scenes.smoke import table_mid_auction
    from scenes.table import tips as tip_room

    screen = pygame.display.set_mode(size)
    ctx = make_context(screen, Settings(language=language), seed=1, windowed=False)
    table = table_mid_auction(ctx)
    v = table.shown
    table.error = ""
    table.tips.owner = v.seat
    table.tip = tip_room.tip_for(v) if tip else None
    lot = table.layout.lot
    table.mouse = (lot.x + ctx.px(30), lot.bottom - ctx.px(6))
    table.refresh()
    assert table.lot_info.cards and table.human_turn()
    assert (table.tip_panel is not None) == tip, (table.tip, table.tip_shown())
    return ctx, table


def run_case(size, language: str, tip: bool, frames: int, counter: Counter) -> dict:
    """One case: its CPU times per frame and its counts per frame."""
    ctx, table = table_with_lot(size, language, tip)
    dt = 1 / 60
    for _ in range(30):                 # warm the caches, as a player's first half second does
        ctx.stack.update(dt)
        ctx.stack.draw(ctx.screen)
    counter.reset()
    cpu = []
    for _ in range(frames):
        c0 = time.process_time()
        ctx.stack.update(dt)
        ctx.stack.draw(ctx.screen)
        cpu.append(time.process_time() - c0)
    out = {"size": list(size), "language": language, "tip": tip, "frames": frames}
    out.update({f"cpu_{k}": v for k, v in percentiles(cpu).items()})
    out["per_frame"] = {label: round(n / frames, 2) for label, n in counter.calls.items()}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--language", default="de", help="the other language: de, it, zh_TW")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    pygame.display.init()
    pygame.font.init()
    counter = Counter()
    import scenes.table.scene  # noqa: F401  (every module the table uses, loaded to be wrapped)
    counter.install()
    cases = []
    try:
        for size in SIZES:
            for language in ("en", args.language):
                for tip in (False, True):
                    cases.append(run_case(size, language, tip, args.frames, counter))
    finally:
        counter.uninstall()
    report = {"cases": cases, "frames": args.frames,
              # Other processes on a small machine show up as stalls in the tail.
              "load_average": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None}
    if args.json:
        print(json.dumps(report))
        return 0
    for c in cases:
        w, h = c["size"]
        print(f"{w}x{h} {c['language']:5s} tip {'on ' if c['tip'] else 'off'}  "
              f"CPU median {c['cpu_median_ms']:6.2f} ms   p95 {c['cpu_p95_ms']:6.2f} ms")
        print("    per frame: " + ", ".join(f"{label} {n:g}" for label, n
                                              in c["per_frame"].items()))
    print(f"(load average {report['load_average']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
