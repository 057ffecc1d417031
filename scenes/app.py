"""`modern-art`: the window, the main loop and the command-line modes.

    modern-art                          the title screen
    modern-art --language de --size 1920x1080
                                        the same in German, at 1920×1080, for this run only
                                        (the settings file keeps the player's own choices)
    modern-art --smoke                  render title, a table mid-auction and round scoring
                                        off-screen, exit 0 (used by packaging)
    modern-art --smoke --game card      the card game's setup, rules, scoring and final result
    modern-art --demo [--game card] --players N [--seconds S] [--screenshots DIR]
                                        an all-computer game on screen, a screenshot at every
                                        scene change and every sale
    modern-art --first-frame-exit       exit right after the title's first frame (start-up timing)
"""
from __future__ import annotations

import argparse
import logging
import os
import random
import sys
import traceback
from pathlib import Path

from game.i18n import _, sentences

from .context import make_context  # the one context factory (tools import it from here too)
from .session.language import LANGUAGES

log = logging.getLogger(__name__)

#: The window's caption, in the player's language (set again when the language changes).
WINDOW_TITLE = _("Modern Art")

#: The window's class and instance name (X11 WM_CLASS, the Wayland app id): what a taskbar
#: groups the window by and `xdotool search --classname` finds; the name of the menu entry
#: assets/icons/modern-art.desktop (its StartupWMClass) and of the `modern-art` command.
WINDOW_CLASS = "modern-art"
#: Where SDL2 reads that name, once, when the display starts (pygame.display.init).
WINDOW_CLASS_VARIABLES = ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS")


def name_the_window(environ=None, argv0: str | None = None) -> None:
    """Give the window the game's class name before the display starts. Without it the window
    was "app.py" (pygame, on import, names it after the script's file: `python -m scenes.app`)
    or "python3.11" (Wayland). A name the player set in the environment wins; pygame's, the
    script's file name, does not."""
    environ = os.environ if environ is None else environ
    pygames = os.path.basename(sys.argv[0] if argv0 is None else argv0)
    for variable in WINDOW_CLASS_VARIABLES:
        if environ.get(variable, "") in ("", pygames):
            environ[variable] = WINDOW_CLASS


def _parse(argv: list[str] | None) -> argparse.Namespace:
    from game.registry import GAMES, game_names
    parser = argparse.ArgumentParser(prog="modern-art", description="Reiner Knizia's Modern Art.")
    parser.add_argument("--game", choices=game_names(), default="auction",
                        help="the game of --demo and --smoke (auction or card)")
    parser.add_argument("--smoke", action="store_true",
                        help="render the main screens off-screen and exit (0 = all is well)")
    parser.add_argument("--demo", action="store_true", help="watch an all-computer game")
    parser.add_argument("--players", type=int, default=4, help="players in the demo (2-5)")
    parser.add_argument("--level", default=None, help="computer level in the demo")
    parser.add_argument("--seconds", type=float, default=None, help="stop the demo after S seconds")
    parser.add_argument("--screenshots", type=Path, default=None,
                        help="folder for screenshots (demo: every scene change and sale)")
    parser.add_argument("--seed", type=int, default=None, help="seed of the demo game")
    parser.add_argument("--size", default=None, help="window size, e.g. 1920x1080")
    parser.add_argument("--language", default=None, choices=sorted(LANGUAGES),
                        help="the language of this run (default: the one in your settings, "
                             "which this leaves as it is; Settings > Language changes it)")
    parser.add_argument("--first-frame-exit", action="store_true",
                        help="exit right after the title screen's first frame is drawn")
    args = parser.parse_args(argv)
    if args.size:
        try:
            w, h = (int(x) for x in args.size.lower().split("x"))
        except ValueError:
            parser.error(f"--size wants WIDTHxHEIGHT like 1280x720, not {args.size!r}")
        # A size below the smallest window is raised where the desktop is known, and said
        # (`fit_window`, `_said_raised`): it opened larger without a word.
        args.size = (w, h)
    players = GAMES[args.game].players
    if args.players not in players:
        parser.error(f"--players must be from {players[0]} to {players[-1]}")
    return args


#: Frames a second: while anything moves or the player is active; at a screen at rest (a
#: table waiting for the player) once the player has been still `REST_AFTER` seconds; while
#: the window is minimized or hidden. An idle table at 60 frames kept half a core busy.
BUSY_FPS, REST_FPS, HIDDEN_FPS = 60, 10, 5
REST_AFTER = 2.0


def frame_rate(top, still: float, hidden: bool) -> int:
    """The frame rate for the next frame: `top` the top scene, `still` the seconds since the
    player's last input, `hidden` whether the window is minimized or hidden."""
    if hidden:
        return HIDDEN_FPS
    if still >= REST_AFTER and top is not None and top.at_rest:
        return REST_FPS
    return BUSY_FPS


def _input_events() -> frozenset:
    import pygame
    return frozenset((pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                      pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT,
                      pygame.TEXTEDITING, pygame.FINGERDOWN, pygame.FINGERMOTION,
                      pygame.VIDEORESIZE, pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED,
                      pygame.QUIT))


class Stillness:
    """How long the player has been still, and whether the window can be seen, from the
    events of each frame."""

    def __init__(self) -> None:
        self.still, self.hidden = 0.0, False
        self.input = _input_events()

    def feel(self, events, dt: float) -> None:
        import pygame
        self.still += dt
        for event in events:
            if event.type in (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
                self.hidden = True
            elif event.type in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN,
                                pygame.WINDOWFOCUSGAINED):
                self.hidden = False
            if event.type in self.input:
                self.still = 0.0


#: Frames in a row whose showing may fail (the window resized or changing mode between
#: frames: "Window surface is invalid") before the app gives up and closes, as any failure
#: there did at once (logged, the game kept for Continue).
SHOW_RETRIES = 5


def show_frame(ctx, failed: int) -> int:
    """Put the frame drawn on the window; returns how many frames in a row could not be shown
    (0: this one was). A window whose surface went stale between frames refuses the flip:
    its surface is fetched again (`fresh_surface`) and the screens laid out on it, so the
    next frame shows; only after SHOW_RETRIES such frames in a row does the error go on."""
    import pygame
    from .window_place import fresh_surface
    try:
        ctx.present()
        pygame.display.flip()
        return 0
    except pygame.error as exc:
        if failed >= SHOW_RETRIES:
            raise
        log.warning("the frame could not be shown (%s); the window's surface is fetched "
                    "again", exc)
    surface = fresh_surface()
    if surface is not None:
        ctx.fit_canvas(surface)
        ctx.stack.resize(ctx.size)
    return failed + 1


def run_loop(ctx, seconds: float | None = None, first_frame_exit: bool = False,
             shots: "Shots | None" = None, on_frame=None) -> None:
    """The main loop: events, update, draw, flip, until the player quits. Fewer frames are
    drawn while the screen is at rest and the player still (`frame_rate`)."""
    import pygame
    elapsed = 0.0
    ctx.clock.tick()
    stillness = Stillness()
    fps, unshown = BUSY_FPS, 0
    while ctx.running:
        dt = min(0.1, ctx.clock.tick(fps) / 1000.0)
        elapsed += dt
        events = pygame.event.get()
        stillness.feel(events, dt)
        step(ctx, events, dt)
        fps = frame_rate(ctx.stack.top, stillness.still, stillness.hidden)
        if not stillness.hidden or pygame.display.get_active():
            # Never while minimized or hidden (as the events say and the window agrees):
            # nothing shows, and some systems hold a hidden window's flip until it shows
            # again, so that a quit (from the taskbar) waited on it with the window gone.
            unshown = show_frame(ctx, unshown)
        if first_frame_exit:
            return
        if on_frame is not None:
            on_frame(dt)
        if shots:
            shots.after_frame()
        if seconds is not None and elapsed >= seconds:
            ctx.quit()
        if ctx.stack.top is None:
            ctx.quit()


def step(ctx, events, dt: float) -> None:
    """One frame: the events, the update and the drawing. An unexpected exception in any scene
    lands on the apology screen (the game saved, the traceback in the log), never on the desktop."""
    try:
        for event in events:
            dispatch(ctx, event)
        if ctx.too_small:
            return              # the window says to make it larger; the game waits meanwhile
        ctx.stack.update(dt)
        ctx.stack.draw(ctx.screen)
    except Exception as exc:  # noqa: BLE001 - every failure gets the apology screen
        from .crash import recover
        recover(ctx, exc)
        ctx.stack.draw(ctx.screen)


def dispatch(ctx, event) -> None:
    """One event from the queue: window matters here, everything else to the scene stack."""
    import pygame
    from . import too_small
    from .banner import is_quit_key, quit_program
    from .quit_ask import quit_key
    if event.type == pygame.QUIT:
        quit_program(ctx)                  # asks first while the game in progress is not saved
    elif is_quit_key(event):
        quit_key(ctx)                      # during a game, asks first ("Your game is saved")
    elif event.type == pygame.VIDEORESIZE:
        ctx.resized((event.w, event.h))
    elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
        ctx.toggle_fullscreen()
    elif ctx.too_small and too_small.blocked(event.type):
        pass                    # nothing the player cannot see is clicked or typed into
    else:
        ctx.stack.handle_event(ctx.to_canvas(event))


class Shots:
    """Screenshots at the moments the scenes announce (scene changes, sales), each saved
    after the next frame is drawn, named by number and moment."""

    def __init__(self, ctx, folder: Path) -> None:
        self.ctx = ctx
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self.count = 0
        self.pending: list[str] = []
        ctx.moment_listeners.append(self.moment)

    def moment(self, kind: str, detail: str) -> None:
        """Queue a screenshot for the next frame."""
        label = "".join(ch if ch.isalnum() else "-" for ch in f"{kind}-{detail}")[:40]
        self.pending.append(label)

    def after_frame(self) -> None:
        """Save one pending screenshot of the frame just drawn."""
        import pygame
        if not self.pending:
            return
        label = self.pending.pop(0)
        self.count += 1
        pygame.image.save(self.ctx.screen, str(self.folder / f"{self.count:04d}-{label}.png"))


def _open_window(size, fullscreen: bool = False, asked: bool = False):
    """The game's window (no larger than the desktop, kept at least the smallest for it by
    the window manager, `smallest_window`); returns the screen and a sentence for the player
    if the size had to shrink or grow (`asked`: the size came from the command line)."""
    import pygame
    from .context import desktop_size, keep_minimum_size
    from .session.settings import fills_screen, fit_window
    from .window_place import place_window, set_window_mode
    name_the_window()
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_caption(WINDOW_TITLE)
    if fullscreen:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN), None
    desktop = desktop_size()
    size, note = fit_window(size, desktop, asked)
    screen = set_window_mode(size, desktop)
    keep_minimum_size(desktop)
    if fills_screen(size, desktop):
        place_window((0, 0), size, desktop)     # the whole screen, from its top-left
    return screen, note


def caption_in_language(ctx) -> None:
    """Name the window in the player's language, now and whenever the language changes."""
    import pygame
    shown = [None]

    def caption(_settings=None) -> None:
        title = ctx.text.shown(WINDOW_TITLE)
        if title != shown[0]:
            shown[0] = title
            pygame.display.set_caption(title)

    caption()
    ctx.settings_listeners.append(caption)


def start_audio(ctx) -> None:
    """Start the sound once the first frame is on screen (it never delays the window)."""
    if ctx.audio is not None:
        return
    from .audio import Audio
    ctx.audio = Audio(ctx.settings)
    ctx.settings_listeners.append(ctx.audio.apply_settings)


def start_demo(ctx, players: int, seed: int, level: str | None = None, game: str = "auction"):
    """Put an all-computer game on the stack, watched over seat 0's shoulder; returns the table."""
    from game.config import BOT, Config, SeatConfig
    from .session.levels import default_level, default_of, game_levels
    from .session.games import new_match, open_table
    names = ("Axel", "Beatrix", "Clemens", "Doris", "Emil")
    if game == "card":
        from game.card.config import Config as CardConfig
        level = level or default_of(game_levels("card")) or "random"
        config = CardConfig(seats=tuple(SeatConfig(names[i], BOT, level) for i in range(players)),
                            theme=ctx.settings.theme)
    else:
        level = level or default_level()
        variant = "two_player" if players == 2 else "standard"
        config = Config(seats=tuple(SeatConfig(names[i], BOT, level) for i in range(players)),
                        variant=variant, theme=ctx.settings.theme)
    match = new_match(ctx, config, seed, rng=random.Random(seed), spectator_seat=0)
    return open_table(ctx, match, how="push", demo=True)


def demo(args) -> int:
    """An all-computer game on screen."""
    from .session.settings import Settings
    if not _playable(args.game):
        print(f"The {args.game} game has no table in this version yet; try --smoke --game {args.game}.")
        return 2
    settings = Settings(computer_pace="brisk", window_size=args.size or (1280, 720),
                        language=args.language or _saved_language())
    screen, _note = _open_window(settings.window_size)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10 ** 9)
    ctx = make_context(screen, settings, seed=seed)
    caption_in_language(ctx)
    ctx.threaded_bots = True
    shots = Shots(ctx, args.screenshots) if args.screenshots else None
    start_demo(ctx, args.players, seed, args.level, game=args.game)
    shown_for = [0.0]

    def on_frame(dt: float) -> None:
        start_audio(ctx)
        # The demo stops a few seconds after the final result is on screen (or at --seconds).
        if ctx.stack.top is not None and ctx.stack.top.name == "gameover":
            shown_for[0] += dt
            if shown_for[0] > 4.0:
                ctx.quit()

    run_loop(ctx, seconds=args.seconds, shots=shots, on_frame=on_frame)
    pygame_quit()
    return 0


def _saved_language() -> str | None:
    """The language of the player's settings (None: the system's), read quietly: the demo
    speaks the player's language but changes none of their settings."""
    from game.files import parse_json, read_regular
    from .session.settings import (MAX_SETTINGS_BYTES, SETTINGS_FILE, default_config_folder,
                                   settings_from_json)
    try:
        raw = read_regular(default_config_folder() / SETTINGS_FILE, MAX_SETTINGS_BYTES)
        return settings_from_json(parse_json(raw, "settings file"))[0].language
    except Exception:  # noqa: BLE001 - the demo runs whatever the settings file holds
        return None


def _playable(game: str) -> bool:
    from .session.games import has_table
    return has_table(game)


def pygame_quit() -> None:
    """Close pygame (the window and the mixer)."""
    import pygame
    pygame.quit()


def smoke(args) -> int:
    """Render the title, a table mid-auction and the scoring overlay off-screen."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    from .session.settings import MIN_WINDOW
    from .smoke import render_card_smoke, render_smoke
    pygame.display.init()
    pygame.font.init()
    try:
        size = tuple(max(v, m) for v, m in zip(args.size or (1280, 720), MIN_WINDOW))
        render = render_card_smoke if args.game == "card" else render_smoke
        shots = render(size, args.screenshots)
    except Exception:
        traceback.print_exc()
        return 1
    finally:
        pygame.quit()
    print(f"smoke ok: {', '.join(shots)} rendered at {size[0]}x{size[1]}")
    return 0


def _said_raised(asked: tuple[int, int], screen) -> None:
    """On stderr, a `--size` below the smallest window (`smallest_window`: on a desktop too
    small for MIN_WINDOW, what it holds), which opened larger (the title says so too)."""
    from .context import desktop_size
    from .session.settings import smallest_window
    used = screen.get_size()
    if used[0] > asked[0] or used[1] > asked[1]:
        least = smallest_window(desktop_size())
        print(f"modern-art: --size {asked[0]}x{asked[1]} is below the smallest window, "
              f"{least[0]}x{least[1]}; using {used[0]}x{used[1]}", file=sys.stderr)


def _open_with_settings(args):
    """The player's settings and the window they ask for: the settings' folder, the settings
    (the player's window size in them, never a `--size`, which `AppContext.run_window_size`
    holds for this run; `--language` in them for this run), the screen, what the title says about them (or None) and the
    settings as the file gave them."""
    import dataclasses
    from .session.settings import Settings, default_config_folder, load_settings
    folder = default_config_folder()
    try:
        settings, message = load_settings(folder)
    except Exception:  # noqa: BLE001 - no settings file may keep the game from starting
        traceback.print_exc()
        settings, message = Settings(), _("Your settings could not be read; the game uses its "
                                          "defaults.")
    on_file = settings
    if args.size:
        settings = dataclasses.replace(settings, fullscreen=False)
    if getattr(args, "language", None):
        # This run's language, like --size never written to the file: only a change made in
        # this run (Settings > Language) is (`SettingsFile` saves what the run changed).
        settings = dataclasses.replace(settings, language=args.language)
    screen, fitted = _open_window(args.size or settings.window_size, settings.fullscreen,
                                  bool(args.size))
    if fitted and args.size:
        # A size from the command line is for this run only: the note says what the window
        # is, the file keeps the player's size. A size the player chose that this screen
        # cannot hold opens as large as fits without a word, kept for a larger screen (it was
        # saved shrunk, the choice lost); the Settings say what this screen opens at.
        message = sentences(filter(None, (message, fitted)))
    if args.size:
        _said_raised(args.size, screen)
    return folder, settings, screen, message, on_file


def main(argv: list[str] | None = None) -> int:
    """The `modern-art` console script."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = _parse(argv)
    if args.smoke:
        return smoke(args)
    if args.demo:
        return demo(args)
    import pygame
    from .session.settings import SettingsFile
    from .session.storage import GameStore, default_data_folder
    folder, settings, screen, message, on_file = _open_with_settings(args)
    ctx = make_context(screen, settings)
    ctx.run_window_size = args.size
    caption_in_language(ctx)
    ctx.threaded_bots = True
    # Opening the store reads nothing: the title only asks whether the autosave file exists.
    ctx.store = GameStore(default_data_folder())
    notes: list = [message] if message else []

    # Each save writes this run's changes only, over what the file holds then: a second copy
    # of the game (or one still closing) writes no older settings over another's last setup.
    settings_file = SettingsFile(folder, ctx.settings, on_file)

    def said(problem) -> None:
        if not problem:
            return
        notes.append(problem)
        top = ctx.stack.top
        if hasattr(top, "message"):
            top.message = problem       # said where the player is (title or settings)

    settings_file.listen(ctx, said)
    shots = Shots(ctx, args.screenshots) if args.screenshots else None
    ctx.stack.open("title", message=message)
    started_with = ctx.settings
    undo_hook = []

    def after_first_frame(dt: float) -> None:
        # The log file and the sound wait until the window shows its first frame.
        if not undo_hook:
            from .crashlog import (default_log_folder, install_excepthook,
                                   record_fatal_errors, setup_logging)
            ctx.log_folder = default_log_folder()
            setup_logging(ctx.log_folder)
            record_fatal_errors(ctx.log_folder)
            undo_hook.append(install_excepthook(ctx.log_folder))
        start_audio(ctx)

    try:
        run_loop(ctx, first_frame_exit=args.first_frame_exit, shots=shots,
                 on_frame=after_first_frame)
        # The window goes as soon as the player quits: the settings' and the autosave's last
        # writes to the disk need none ("Quit the game" left it up while they were synced).
        pygame.display.quit()
        if not args.first_frame_exit and ctx.settings != started_with:
            said(settings_file.save(ctx.settings))     # e.g. the window size dragged to
    except Exception as exc:
        # What the apology screen could not catch (the frame's presenting, or that screen
        # itself) closes the window: it is written to the log here, since the hook that would
        # have written it is undone below before the exception reaches it.
        from .crash import crash_context
        from .crashlog import record_crash
        record_crash(exc, ctx.log_folder, crash_context(ctx))
        raise
    finally:
        ctx.store.close()                # the last autosave reaches the disk
        for undo in undo_hook:
            undo()
        pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
