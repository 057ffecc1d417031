"""A seeded all-computer demo, played headless at a fixed frame time, with screenshots at fixed
frames and the log's text at the end: run it before and after a change to the table and compare.

    python tools/demo_shots.py OUT_DIR [--size 1280x720] [--seed 11] [--players 4]
                               [--every 45] [--frames 6000]

The computer seats think on the main thread and every frame lasts exactly 1/60 s, so two runs
of the same code give the same frames. The pointer visits a few fixed places now and then, so
the hover help is in the pictures too. Compare two folders with `--compare A B`.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: Where the pointer rests, as fractions of the window: the board, a seat, the lot, the hand.
POINTER_STOPS = ((0.15, 0.35), (0.45, 0.12), (0.40, 0.45), (0.55, 0.85), (0.88, 0.5),
                 (0.12, 0.80))


def run(out: Path, size: tuple[int, int], seed: int, players: int, every: int,
        frames: int, language: str | None = None, game: str = "auction") -> int:
    """Play the demo for `frames` frames (or to its end), saving a screenshot every `every`."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    from scenes.app import make_context, start_demo, step
    from scenes.gameover import GameOverScene
    from scenes.session.settings import Settings

    out.mkdir(parents=True, exist_ok=True)
    settings = Settings(computer_pace="brisk", window_size=size, language=language or "en")
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)      # exactly this size, whatever the desktop
    ctx = make_context(screen, settings, seed=seed)
    table = start_demo(ctx, players, seed, game=game)
    dt = 1 / 60
    over_for = 0
    frame = 0
    for frame in range(frames):
        events = []
        if frame % 97 == 0:
            fx, fy = POINTER_STOPS[(frame // 97) % len(POINTER_STOPS)]
            pos = (int(size[0] * fx), int(size[1] * fy))
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        step(ctx, events, dt)
        if frame % every == 0:
            pygame.image.save(ctx.screen, str(out / f"{frame:05d}.png"))
        if isinstance(ctx.stack.top, GameOverScene):
            over_for += 1
            if over_for == 30:
                pygame.image.save(ctx.screen, str(out / f"{frame:05d}-over.png"))
                break
        if ctx.stack.top is None:
            break
    lines = [f"{kind}\t{text}" for kind, text in table.log]
    (out / "log.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    pygame.quit()
    print(f"{frame + 1} frames, {len(lines)} log lines, shots in {out}")
    return 0


def compare(a: Path, b: Path) -> int:
    """Say which screenshots and whether the logs differ between two runs."""
    import pygame
    names = sorted({p.name for p in a.glob("*.png")} | {p.name for p in b.glob("*.png")})
    differ = []
    for name in names:
        pa, pb = a / name, b / name
        if not (pa.exists() and pb.exists()):
            differ.append(f"{name}: only in {'A' if pa.exists() else 'B'}")
            continue
        sa, sb = pygame.image.load(str(pa)), pygame.image.load(str(pb))
        if sa.get_size() != sb.get_size():
            differ.append(f"{name}: sizes differ")
            continue
        if pygame.image.tobytes(sa, "RGB") != pygame.image.tobytes(sb, "RGB"):
            w, h = sa.get_size()
            count = sum(1 for x in range(0, w, 2) for y in range(0, h, 2)
                        if sa.get_at((x, y)) != sb.get_at((x, y)))
            differ.append(f"{name}: ~{count * 4} pixels differ")
    same_log = (a / "log.txt").read_text() == (b / "log.txt").read_text()
    print(f"{len(names)} screenshots, {len(differ)} differ; log {'same' if same_log else 'DIFFERS'}")
    for line in differ:
        print("  " + line)
    return 0 if not differ and same_log else 1


def main(argv: list[str] | None = None) -> int:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, nargs="?")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--every", type=int, default=45, help="frames between screenshots")
    parser.add_argument("--frames", type=int, default=6000, help="stop after this many frames")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"))
    parser.add_argument("--language", default="en", help="en, it, de or zh_TW")
    parser.add_argument("--game", default="auction", help="auction or card")
    args = parser.parse_args(argv)
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        parser.error("an output folder is needed")
    w, h = (int(x) for x in args.size.lower().split("x"))
    return run(args.out, (w, h), args.seed, args.players, args.every, args.frames,
               args.language, args.game)


if __name__ == "__main__":
    sys.exit(main())
