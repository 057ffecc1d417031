"""Time one frame (update + draw, the display flip left out) of the table mid-auction, during
the gavel animation, and of the card game's table late in a 5-player game (every seat's
display full of cards, the pointer moving over the hand), headless with the dummy driver.

    python bench/frames.py [--frames N] [--size 1280x720] [--language de] [--json]

Prints median, 95th and 99th percentile in milliseconds. Goal at 1280×720: median ≤ 2 ms,
99th ≤ 6 ms.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402


def percentiles(samples: list[float]) -> dict[str, float]:
    """Median, 95th and 99th percentile of `samples` (seconds), in milliseconds."""
    ordered = sorted(samples)

    def pct(p: float) -> float:
        k = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
        return ordered[k] * 1000

    return {"median_ms": round(statistics.median(ordered) * 1000, 3),
            "p95_ms": round(pct(95), 3), "p99_ms": round(pct(99), 3)}


def frame_times(ctx, frames: int, before_frame=None, cpu: list[float] | None = None) -> list[float]:
    """Run `frames` frames of the scene stack and time update + draw of each (wall clock);
    `cpu` collects the same frames' CPU time, which a busy machine does not inflate."""
    dt = 1 / 60
    out = []
    for i in range(frames):
        if before_frame is not None:
            before_frame(i)
        c0 = time.thread_time()
        t0 = time.perf_counter()
        ctx.stack.update(dt)
        ctx.stack.draw(ctx.screen)
        out.append(time.perf_counter() - t0)
        if cpu is not None:
            cpu.append(time.thread_time() - c0)
    return out


def pointer_over_hand(table):
    """Before frame i: every 7th frame the pointer moves onto the next card of `table`'s hand,
    so hover lifts and tooltips are drawn as a player's pointer makes them."""
    hand = table.hand_rects()

    def wiggle(i: int) -> None:
        if i % 7 == 0 and hand:
            r = hand[(i // 7) % len(hand)][1]
            table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(r.x + 5, r.centery),
                                                  rel=(0, 0), buttons=(0, 0, 0)))
    return wiggle


def card_table_late(ctx, players: int = 5, seed: int = 4, rounds: int = 2):
    """The card game's table with one human seat (seat 0) and random computer seats, played by
    random legal moves until `rounds` rounds are scored and the human is to play again."""
    from game.card.config import Config, SeatConfig
    from scenes.session.games import new_match, open_table
    names = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")
    seats = (SeatConfig(names[0], "human"),) + tuple(
        SeatConfig(names[i], "bot", "random") for i in range(1, players))
    match = new_match(ctx, Config(seats=seats, first_player=0), seed, rng=random.Random(seed),
                      thinking_seconds=0.0)
    rng = random.Random(seed)
    for _ in range(5000):
        bot = match.bot_to_act()
        if bot is not None:
            match.play_bot(bot)
            continue
        state = match.state
        if len(state.results) >= rounds and sum(map(len, state.displays)) >= 2 * players:
            break
        legal = match.legal_for(match.to_act[0])
        match.submit(legal[rng.randrange(len(legal))])
    table = open_table(ctx, match, how="reset")
    for _ in range(30):
        ctx.stack.update(1.0)
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--language", default="en", help="en, it, de or zh_TW")
    args = parser.parse_args(argv)
    w, h = (int(x) for x in args.size.split("x"))

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((w, h))
    from scenes.context import make_context
    from scenes.session.settings import Settings
    from scenes.smoke import table_mid_auction
    from scenes.table.timeline import BEAT_SECONDS, GavelFalls, LotFlies

    ctx = make_context(screen, Settings(language=args.language), seed=1, windowed=False)
    table = table_mid_auction(ctx)
    wiggle = pointer_over_hand(table)

    frame_times(ctx, 60, wiggle)                 # warm the caches, as a player's first second does
    table_cpu: list[float] = []
    table_times = frame_times(ctx, args.frames, wiggle, table_cpu)

    from game.events import Payment, Sold
    v = table.shown
    # The lot on the stand, knocked down to the seat on the auctioneer's left.
    buyer = (v.auctioneer + 1) % v.players
    sale = Sold(v.round, v.lot, buyer, 20, v.auctioneer, (Payment(buyer, v.auctioneer, 20),),
                "open")

    def gavel(i: int) -> None:
        # Keep the gavel falling: queue "going once, twice, sold" and the flight to the buyer.
        beats = table.timeline.beats
        if not beats:
            beats.append(GavelFalls(BEAT_SECONDS["gavel_open"], sold=sale, open=True))
            beats.append(LotFlies(BEAT_SECONDS["fly"], lot=sale.lot, buyer=sale.buyer,
                                  payments=sale.payments, buyer_name="", price=sale.price))

    frame_times(ctx, 120, gavel)
    gavel_cpu: list[float] = []
    gavel_times = frame_times(ctx, args.frames, gavel, gavel_cpu)

    card_wiggle = pointer_over_hand(card_table_late(ctx))

    frame_times(ctx, 60, card_wiggle)
    card_cpu: list[float] = []
    card_times = frame_times(ctx, args.frames, card_wiggle, card_cpu)

    def with_cpu(wall, cpu):
        figures = percentiles(wall)
        figures.update({f"cpu_{k}": v for k, v in percentiles(cpu).items()})
        return figures

    report = {"table": with_cpu(table_times, table_cpu), "gavel": with_cpu(gavel_times, gavel_cpu),
              "card_table": with_cpu(card_times, card_cpu),
              "size": [w, h], "frames": args.frames,
              # Other processes on a small machine show up as scheduler stalls in the tail.
              "load_average": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None}
    if args.json:
        print(json.dumps(report))
    else:
        for name in ("table", "gavel", "card_table"):
            r = report[name]
            print(f"{name:10s} median {r['median_ms']:6.2f} ms   p95 {r['p95_ms']:6.2f} ms   "
                  f"p99 {r['p99_ms']:6.2f} ms   (CPU: median {r['cpu_median_ms']:.2f}, "
                  f"p99 {r['cpu_p99_ms']:.2f})")
        print(f"(load average {report['load_average']}: a busy machine inflates the tail)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
