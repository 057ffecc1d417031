"""The soak: the real app (scene stack, main loop, threaded computers, autosave) driven by
seeded random input until something breaks.

    python tools/soak.py --seed 7 --minutes 20            headless (SDL's dummy video driver)
    python tools/soak.py --seed 7 --window                 in a real window (DISPLAY)
    python tools/soak.py --seed 7 --sessions 1 --no-threads   replays a case frame for frame

Each *session* opens the app as `modern-art` does (the title, a store in a folder of its own,
the computers thinking in their worker thread), puts a game on the table (either game, 2 to 5
players, humans and computers mixed, any language, any pace) and plays it with clicks
anywhere or on a widget, keys (Escape, Enter, Tab, arrows, digits, letters, Ctrl+Z, F11),
typed text, the wheel, window resizes down to a few pixels and back, and quit requests (the
window's close, Ctrl+Q) at random moments; at a human's turn it sometimes plays a legal move,
so that whole games are played. A session ends when the app quits, or its frames run out.

It stops at the first of:
  * an exception (one the main loop would have turned into the apology screen, one that
    escapes the loop, an error logged by a worker thread);
  * a frame that takes longer than --slow seconds (every thread's stack is printed; a frame
    that never ends is dumped by `faulthandler` and the process exits 3);
  * a quit request that has not ended the app within QUIT_FRAMES frames, or a quit that
    leaves a thread able to keep the process alive, or a process that outlives its window;
  * the app closing by itself (its last screen left the stack);
and prints the seed, the session and the last events, so that the case replays (with
--no-threads the computers decide in the main loop and a session replays frame for frame).
Exit status: 0 nothing found, 1 something found.
"""
from __future__ import annotations

import argparse
import faulthandler
import logging
import os
import random
import sys
import tempfile
import threading
import time
import traceback
from collections import deque
from pathlib import Path

#: Frames a quit request may take to end the app (the loop ends at the frame that reads it).
QUIT_FRAMES = 3
#: The keys the soak presses, with what a player types most often weighted up.
KEY_NAMES = ("ESCAPE", "RETURN", "RETURN", "TAB", "LEFT", "RIGHT", "UP", "DOWN", "SPACE",
             "BACKSPACE", "HOME", "END", "PAGEUP", "PAGEDOWN", "0", "1", "2", "3", "5", "9",
             "a", "b", "c", "d", "f", "h", "k", "l", "n", "o", "p", "r", "s", "t", "u", "x")
#: Window sizes a window manager may hand over, down to a few pixels.
ODD_SIZES = ((1, 1), (3, 2), (40, 30), (320, 200), (959, 539), (1, 720), (1920, 1))
SIZES = ((1280, 720), (1920, 1080), (960, 540), (1366, 768))
LEVELS = ("random", "easy", "normal")
NAMES = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")


class Found(Exception):
    """What the soak found: a crash, a hang or a quit that did not end the app."""


class Recorder:
    """The last events posted, and the session they belong to, for the report."""

    def __init__(self, seed: int, keep: int = 40) -> None:
        self.seed = seed
        self.session = ""
        self.frame = 0
        self.last: deque[str] = deque(maxlen=keep)

    def note(self, what: str) -> None:
        self.last.append(f"frame {self.frame}: {what}")

    def report(self) -> str:
        lines = [f"seed {self.seed}, session {self.session}", "last events:"]
        return "\n".join(lines + [f"  {e}" for e in self.last])


class ErrorLog(logging.Handler):
    """Errors logged anywhere (a computer's worker, the autosave thread) are findings."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(self.format(record))


class Watchdog:
    """Every thread's stack when a frame takes too long: a Python thread reports a slow frame
    (and the seed) while the main thread is stuck in Python or waits with the GIL released;
    `faulthandler` dumps and exits when nothing Python can run."""

    def __init__(self, recorder: Recorder, slow: float) -> None:
        self.recorder = recorder
        self.slow = slow
        self.beat = time.monotonic()
        self.fired = False
        threading.Thread(target=self._watch, name="soak-watchdog", daemon=True).start()

    def heartbeat(self) -> None:
        self.beat = time.monotonic()
        faulthandler.dump_traceback_later(self.slow * 3 + 30, exit=True)

    def stop(self) -> None:
        faulthandler.cancel_dump_traceback_later()
        self.beat = float("inf")

    def _watch(self) -> None:
        while self.beat != float("inf"):
            time.sleep(0.5)
            if not self.fired and time.monotonic() - self.beat > self.slow:
                self.fired = True
                print(f"SOAK: a frame has taken over {self.slow} s\n{self.recorder.report()}\n"
                      f"{thread_stacks()}", file=sys.stderr, flush=True)
                os._exit(3)


def thread_stacks() -> str:
    """Every thread's stack, by name."""
    names = {t.ident: t.name for t in threading.enumerate()}
    out = []
    for ident, frame in sys._current_frames().items():
        out.append(f"--- thread {names.get(ident, ident)} ---\n"
                   + "".join(traceback.format_stack(frame)))
    return "\n".join(out)


# --- one session ------------------------------------------------------------------------------

def session_plan(rng: random.Random) -> dict:
    """What a session plays: the game, the seats, the language, the pace, the window."""
    from scenes.session.language import LANGUAGES
    game = rng.choice(("auction", "card"))
    players = rng.randint(2, 5) if game == "auction" else rng.randint(2, 5)
    humans = rng.choice((0, 1, 1, 1, 2, players))
    return {"game": game, "players": players, "humans": min(players, humans),
            "language": rng.choice(sorted(LANGUAGES)), "size": rng.choice(SIZES),
            "animation": rng.choice(("normal", "fast", "off", "slow")),
            "pace": rng.choice(("instant", "brisk", "normal")),
            "level": rng.choice(LEVELS), "match_seed": rng.randrange(1, 10 ** 6),
            "continue": rng.random() < 0.4,
            # A calm player gestures a fifth as often (the game gets far: scoring, the end).
            "calm": rng.random() < 0.5}


def config_for(plan: dict):
    """The game's configuration for a session's plan."""
    from game.config import BOT, HUMAN, SeatConfig
    seats = tuple(SeatConfig(NAMES[i], HUMAN) if i < plan["humans"]
                  else SeatConfig(NAMES[i], BOT, plan["level"]) for i in range(plan["players"]))
    if plan["game"] == "card":
        from game.card.config import Config as CardConfig
        return CardConfig(seats=seats)
    from game.config import Config
    return Config(seats=seats, variant="two_player" if plan["players"] == 2 else "standard")


def open_app(plan: dict, folder: Path, threads: bool):
    """The app as `modern-art` opens it: the window, the context, the store, the title; then
    the planned game on the table over the title."""
    import pygame
    from scenes.app import _open_window
    from scenes.context import make_context
    from scenes.session.games import new_match, open_table
    from scenes.session.settings import Settings
    from scenes.session.storage import GameStore
    settings = Settings(language=plan["language"], window_size=plan["size"],
                        animation_speed=plan["animation"], computer_pace=plan["pace"])
    screen, _note = _open_window(settings.window_size)
    ctx = make_context(screen, settings, seed=plan["match_seed"])
    ctx.threaded_bots = threads
    ctx.store = GameStore(folder)
    ctx.log_folder = folder
    ctx.stack.open("title")
    if plan["continue"] and ctx.has_autosave():
        from scenes.session.games import continue_from_autosave
        continue_from_autosave(ctx)          # as Continue does: the table alone on the stack
    else:
        match = new_match(ctx, config_for(plan), plan["match_seed"],
                          rng=random.Random(plan["match_seed"]))
        open_table(ctx, match, how="push", demo=not plan["humans"])
    pygame.event.clear()
    return ctx


class FakeClock:
    """The main loop's clock without the waiting: each frame lasts what the soak says."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def tick(self, fps: int = 0) -> int:
        return self.rng.choice((0, 5, 16, 16, 16, 33, 100, 250))

    def get_fps(self) -> float:
        return 60.0


class Player:
    """The random hands on the mouse and the keyboard, one gesture (or none) a frame."""

    def __init__(self, ctx, rng: random.Random, recorder: Recorder, quit_rate: float,
                 calm: bool = False) -> None:
        import pygame
        self.pg = pygame
        self.ctx = ctx
        self.rng = rng
        self.recorder = recorder
        self.quit_rate = quit_rate
        self.keys = [pygame.key.key_code(name) if len(name) == 1 else
                     getattr(pygame, f"K_{name}") for name in KEY_NAMES]
        self.quit_asked_at: int | None = None
        self.calm = calm

    def post(self, type_: int, what: str, **attrs) -> None:
        self.pg.event.post(self.pg.event.Event(type_, **attrs))
        self.recorder.note(what)

    def gesture(self) -> None:
        """Something a player might do now (most frames nothing: the computers think, cards
        fly)."""
        rng, pg = self.rng, self.pg
        r = rng.random()
        if self.calm and r >= self.quit_rate:
            if r < 0.1:
                self.play_move()
                return
            r = r if rng.random() < 0.2 else 1.0
        if r < self.quit_rate:
            self.ask_to_quit()
        elif r < 0.10:
            self.click()
        elif r < 0.20:
            self.key(rng.choice(self.keys))
        elif r < 0.22:
            self.play_move()
        elif r < 0.225:
            self.key(pg.K_z, pg.KMOD_CTRL)
        elif r < 0.23:
            self.resize()
        elif r < 0.235:
            self.post(pg.MOUSEWHEEL, "wheel", x=0, y=rng.choice((-2, -1, 1, 2)), flipped=False,
                      precise_x=0.0, precise_y=0.0)
        elif r < 0.24:
            ch = rng.choice(("7", "a", "é", "²", "中", "\x00"))
            self.post(pg.TEXTINPUT, f"text {ch!r}", text=ch)
        elif r < 0.241:
            self.key(pg.K_F11)
        elif r < 0.30:
            self.move()

    def targets(self) -> list:
        scene = self.ctx.stack.top
        found = []
        for attr in ("widgets", "buttons"):
            value = getattr(scene, attr, None)
            try:
                value = value() if callable(value) else value
            except Exception:  # noqa: BLE001 - a scene's widgets are asked, not relied on
                value = None
            found += [w for w in value or () if hasattr(w, "rect")
                      and getattr(w, "visible", True)]
        return found

    def point(self) -> tuple[int, int]:
        targets = self.targets()
        w, h = self.ctx.window.get_size()
        if targets and self.rng.random() < 0.7:
            r = self.rng.choice(targets).rect
            x, y = r.x + self.rng.randrange(max(1, r.w)), r.y + self.rng.randrange(max(1, r.h))
            cw, ch = self.ctx.size        # widgets are on the canvas; events come in the window
            return int(x * w / max(1, cw)), int(y * h / max(1, ch))
        return self.rng.randrange(max(1, w)), self.rng.randrange(max(1, h))

    def move(self) -> None:
        pos = self.point()
        self.post(self.pg.MOUSEMOTION, f"move {pos}", pos=pos, rel=(1, 1), buttons=(0, 0, 0))

    def click(self, pos=None) -> None:
        pg = self.pg
        pos = pos or self.point()
        button = self.rng.choice((1, 1, 1, 1, 3))
        self.post(pg.MOUSEMOTION, f"move {pos}", pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pg.MOUSEBUTTONDOWN, f"click {pos} button {button}", pos=pos, button=button)
        self.post(pg.MOUSEBUTTONUP, "release", pos=pos, button=button)

    def key(self, key: int, mod: int = 0) -> None:
        pg = self.pg
        uni = chr(key) if 32 <= key < 127 and not mod else ""
        name = ("Ctrl+" if mod & pg.KMOD_CTRL else "") + pg.key.name(key)
        self.post(pg.KEYDOWN, f"key {name}", key=key, unicode=uni, mod=mod, scancode=0)
        if uni:
            self.post(pg.TEXTINPUT, f"text {uni!r}", text=uni)
        self.post(pg.KEYUP, "key up", key=key, unicode=uni, mod=mod, scancode=0)

    def resize(self) -> None:
        """The window manager hands over a new size (tiny ones too), then the one before."""
        pg = self.pg
        if self.ctx.settings.fullscreen:
            return
        size = self.rng.choice(ODD_SIZES + SIZES)
        pg.display.set_mode(size, pg.RESIZABLE)
        self.post(pg.VIDEORESIZE, f"resize {size}", w=size[0], h=size[1], size=size)

    def ask_to_quit(self) -> None:
        pg = self.pg
        if self.rng.random() < 0.5:
            self.post(pg.QUIT, "quit (the window's close)")
        else:
            self.key(pg.K_q, pg.KMOD_CTRL)
        if self.quit_asked_at is None:
            self.quit_asked_at = self.recorder.frame

    def play_move(self) -> None:
        """A legal move for the human whose turn the table shows: a click on its card where
        the move is a card, else the move through the table as its button would make it."""
        table = self.ctx.stack.top
        match = getattr(table, "match", None)
        human_turn = getattr(table, "human_turn", None)
        if match is None or human_turn is None or not human_turn() or table.busy:
            return
        seat = table.shown.seat
        legal = [a for a in match.legal_for(seat)] if seat is not None else []
        if not legal:
            return
        option = self.rng.choice(legal)
        action = option.make(self.rng.randint(option.lo, min(option.hi, option.lo + 30))) \
            if hasattr(option, "make") else option
        card = getattr(action, "card", None)
        rects = dict((c.id, r) for c, r in table.hand_rects()) if card is not None else {}
        if card is not None and card.id in rects:
            r = rects[card.id]
            self.click((r.x + self.ctx.px(10), r.centery))
            return
        self.recorder.note(f"move through the table: {action}")
        table.submit(action)


def check_quit(ctx, player: Player, recorder: Recorder) -> None:
    """A quit asked QUIT_FRAMES frames ago has ended the app (or asks whether to quit an
    unsaved game, which a soak's store never is; or says the game is kept, farewell.py, for
    its few seconds)."""
    from scenes.banner import FAREWELL, QUESTION
    from scenes.farewell import FAREWELL_SECONDS
    asked = player.quit_asked_at
    if asked is None or not ctx.running:
        return
    if getattr(ctx.stack.top, "name", None) == QUESTION:
        player.quit_asked_at = None
        return
    top = ctx.stack.top
    if getattr(top, "name", None) == FAREWELL and top.t < FAREWELL_SECONDS + 1.0:
        return      # "Your game is kept" stands its seconds, then the window closes
    if recorder.frame - asked > QUIT_FRAMES:
        raise Found(f"a quit asked at frame {asked} has not ended the app "
                    f"{recorder.frame - asked} frames later (top: {ctx.stack.top.name})")


def run_session(plan: dict, rng: random.Random, recorder: Recorder, args, errors: ErrorLog,
                watchdog: Watchdog, close_pygame: bool = True) -> dict:
    """One app run, from its start to its quit (or its last frame); what it met."""
    import pygame
    from scenes import app, crash
    folder = Path(args.folder) if args.folder else Path(tempfile.mkdtemp(prefix="soak-"))
    ctx = open_app(plan, folder, not args.no_threads)
    if not args.real_clock:
        ctx.clock = FakeClock(rng)
    player = Player(ctx, rng, recorder, args.quit_rate, plan.get("calm", False))
    met = {"frames": 0, "scenes": set(), "over": False}
    real_recover = crash.recover

    def recover(ctx_, exc):
        raise Found(f"the main loop caught {crash.crash_summary(exc)}") from exc

    def on_frame(dt: float) -> None:
        recorder.frame += 1
        met["frames"] += 1
        watchdog.heartbeat()
        if errors.records:
            raise Found("an error was logged:\n" + "\n".join(errors.records))
        met["scenes"].update(s.name for s in ctx.stack.scenes)
        met["over"] |= any(s.name == "gameover" for s in ctx.stack.scenes)
        check_quit(ctx, player, recorder)
        if met["frames"] >= args.frames:
            ctx.quit()
            return
        player.gesture()

    crash.recover = recover
    try:
        app.run_loop(ctx, on_frame=on_frame)
        check_closing(ctx, recorder)
        met["end"] = ("frames ran out" if met["frames"] >= args.frames else
                      "a quit request" if player.quit_asked_at is not None else
                      f"a Quit clicked: {recorder.last[-2] if len(recorder.last) > 1 else ''}")
    finally:
        crash.recover = real_recover
        ctx.store.close(timeout=5)
        if close_pygame:
            pygame.quit()           # as `modern-art` does (a test's process goes on with it)
    return met


def check_closing(ctx, recorder: Recorder) -> None:
    """The loop ended by a quit, not by its stack emptying (the window closing by itself);
    and what `modern-art` does after it must end too: the last autosave written in time, and
    no thread left that keeps the process alive."""
    if ctx.stack.top is None:
        # The main loop ends when the stack empties: the window closes with no word.
        raise Found("the app closed by itself: its last screen left the stack")
    started = time.monotonic()
    if not ctx.store.close(timeout=10):
        raise Found("the autosave's thread did not end within 10 s of the quit")
    alive = [t.name for t in threading.enumerate()
             if t is not threading.main_thread() and t.is_alive() and not t.daemon]
    if alive:
        raise Found(f"after the quit, threads keep the process alive: {alive}")
    if time.monotonic() - started > 5:
        raise Found("closing after the quit took over 5 s")


def play_session(seed: int, args, close_pygame: bool = True, **plan_changes) -> dict:
    """The session of `seed` (its plan changed by `plan_changes`), with the watchdog and the
    error log on; what it met (see `run_session`), or `Found`."""
    rng = random.Random(seed)
    plan = {**session_plan(rng), **plan_changes}
    recorder = Recorder(seed)
    recorder.session = str(plan)
    errors = ErrorLog()
    logging.getLogger().addHandler(errors)
    watchdog = Watchdog(recorder, args.slow)
    try:
        met = run_session(plan, random.Random(rng.random()), recorder, args, errors, watchdog,
                          close_pygame)
    except Found as found:
        found.args = (f"{found}\n{recorder.report()}",)
        raise
    except Exception as exc:  # noqa: BLE001 - an exception that escaped the main loop
        raise Found(f"an exception escaped the main loop\n{recorder.report()}") from exc
    finally:
        watchdog.stop()
        logging.getLogger().removeHandler(errors)
    met["plan"] = plan
    return met


def one_session(args) -> int:
    """The child: one session of the app, then the process ends as `modern-art`'s does."""
    import signal
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1, all_threads=True)   # the parent asks for stacks
    try:
        met = play_session(args.seed, args)
    except Found as found:
        cause = found.__cause__
        print(f"SOAK FOUND: {found}", file=sys.stderr)
        if cause is not None:
            traceback.print_exception(type(cause), cause, cause.__traceback__)
        return 1
    plan = met["plan"]
    print(f"{SESSION_END} {plan['game']} {plan['players']} players ({plan['humans']} human), "
          f"{plan['language']}, {met['frames']} frames, "
          f"{'finished' if met['over'] else 'unfinished'}: {', '.join(sorted(met['scenes']))}; "
          f"ended by {met['end']}", flush=True)
    return 0


#: What a child prints when its session's app has closed; its process must end soon after.
SESSION_END = "SESSION-END"
#: Seconds a child's process may live on after its app closed (the hang at quit).
EXIT_WAIT = 20.0


def soak(args) -> int:
    """Sessions, each its own process as the app is, until the time or the sessions run out,
    or something is found."""
    import subprocess
    rng = random.Random(args.seed)
    deadline = time.monotonic() + args.minutes * 60
    sessions = frames = finished = 0
    folder = args.folder or tempfile.mkdtemp(prefix="soak-")
    while sessions < args.sessions and time.monotonic() < deadline:
        seed = rng.randrange(10 ** 9)
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", "--seed", str(seed),
               "--frames", str(args.frames), "--quit-rate", str(args.quit_rate),
               "--slow", str(args.slow), "--folder", folder] + [f for f, on in (
                   ("--window", args.window), ("--no-threads", args.no_threads),
                   ("--real-clock", args.real_clock)) if on]
        child = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
        line = ""
        for line in child.stdout:
            if line.startswith(SESSION_END):
                break
        ended = line.startswith(SESSION_END)
        try:
            code = child.wait(timeout=EXIT_WAIT if ended else None)
        except subprocess.TimeoutExpired:
            if hasattr(child, "send_signal") and os.name != "nt":
                import signal
                child.send_signal(signal.SIGUSR1)       # every thread's stack, then end it
                time.sleep(1)
            child.kill()
            print(f"SOAK FOUND: the app closed but its process lived on {EXIT_WAIT} s "
                  f"(session seed {seed}: tools/soak.py --child --seed {seed})",
                  file=sys.stderr)
            return 1
        sessions += 1
        if code != 0 or not ended:
            print(f"SOAK FOUND in session {sessions} (exit {code}); replay it: "
                  f"tools/soak.py --child --seed {seed} --folder {folder}", file=sys.stderr)
            return 1
        words = line[len(SESSION_END):].strip()
        frames += int(words.split(" frames")[0].rsplit(" ", 1)[1])
        finished += ", finished:" in words
        print(f"session {sessions} (seed {seed}): {words}", flush=True)
    print(f"soak: nothing found in {sessions} sessions, {frames} frames, {finished} games to "
          f"their end (seed {args.seed})")
    return 0


def options(argv: list[str] | None = None) -> argparse.Namespace:
    """The soak's options (a test asks for them with its own list)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--sessions", type=int, default=10 ** 9)
    parser.add_argument("--frames", type=int, default=6000, help="frames per session at most")
    parser.add_argument("--quit-rate", type=float, default=0.0005,
                        help="chance of a quit request at each frame")
    parser.add_argument("--slow", type=float, default=15.0, help="seconds a frame may take")
    parser.add_argument("--window", action="store_true", help="a real window (else headless)")
    parser.add_argument("--no-threads", action="store_true",
                        help="computers decide in the main loop (a session replays exactly)")
    parser.add_argument("--real-clock", action="store_true",
                        help="frames at the app's own pace (else as fast as they draw)")
    parser.add_argument("--folder", default=None,
                        help="the saves' folder (the soak's sessions share one: Continue)")
    parser.add_argument("--child", action="store_true",
                        help="one session in this process (--seed is the session's)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = options(argv)
    if not args.window:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    return one_session(args) if args.child else soak(args)


if __name__ == "__main__":
    sys.exit(main())
