"""A seeded monkey: over 5,000 random mouse and keyboard events across every scene of the game,
non-ASCII text (TEXTINPUT and typed keys) and window sizes down to 1x1 among them, headless,
computers thinking for no time, and no audio device. Nothing may raise (the frames
here run without the crash guard, so any exception fails the test), and every scene must
actually have been visited."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from tests.test_saves_ui import real_save
from tests.ui_driver import Driver

from game import AmountRange, Config, SeatConfig, legal_actions
from game.config import BOT, HUMAN
from scenes import app
from scenes.crash import CrashScene, recover
from scenes.gameover import GameOverScene
from scenes.session.match import Match
from scenes.settings_screen import SettingsScene
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from scenes.saves import ConfirmScene, DamagedSaveScene, SavesScene
from scenes.scoring import ScoringOverlay
from scenes.session.settings import Settings
from scenes.setup import SetupScene
from scenes.session.storage import GameStore
from scenes.table import TableScene
from scenes.title import TitleScene

EVENTS = 5000
SIZE = (1280, 720)
KEYS = [pygame.K_TAB, pygame.K_TAB, pygame.K_RETURN, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_ESCAPE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
        pygame.K_END, pygame.K_h, pygame.K_p, pygame.K_b, pygame.K_d, pygame.K_r, pygame.K_k,
        pygame.K_n, pygame.K_c, pygame.K_l, pygame.K_s, pygame.K_a, pygame.K_x,
        pygame.K_0, pygame.K_1, pygame.K_2, pygame.K_5, pygame.K_9, pygame.K_F11]

#: Text no number field may choke on: digits Python calls digits that int() cannot read, other
#: scripts' decimal digits, NUL and a control character, plus plain letters and digits.
ODD_TEXT = ["²", "①", "٣", "３", "\x00", "\x1b", "7", "a", "é"]
#: Sizes a window manager may hand over, down to a single pixel.
ODD_SIZES = [(1, 1), (2, 2), (40, 30), (200, 150), (1, 720), (1280, 1), (639, 359)]


class Boom(Exception):
    """The crash the monkey starts one episode from."""


class Monkey:
    """Random events through the real stack, counting every event it posts."""

    def __init__(self, d: Driver, rng: random.Random) -> None:
        self.d = d
        self.rng = rng
        self.keys = KEYS
        self.events = 0
        self.seen: set[type] = set()
        self.resized: set[tuple[int, int]] = set()

    def post(self, type_: int, **attrs) -> None:
        pygame.event.post(pygame.event.Event(type_, **attrs))
        self.events += 1

    def targets(self) -> list:
        """Where a player would click on the top scene: its widgets' centres."""
        scene = self.d.top
        found = []
        focus = getattr(scene, "focus", None)
        if focus is not None and hasattr(focus, "widgets"):
            found += focus.widgets()
        for attr in ("widgets", "buttons", "rows"):
            value = getattr(scene, attr, None)
            value = value() if callable(value) else value
            for w in value or ():
                w = w[2] if isinstance(w, tuple) else w
                if hasattr(w, "rect") and getattr(w, "visible", True):
                    found.append(w)
        return found

    def act(self) -> None:
        """One random gesture, then a frame."""
        rng = self.rng
        r = rng.random()
        if r < 0.45:
            targets = self.targets()
            if targets and rng.random() < 0.75:
                target = rng.choice(targets).rect
                pos = (rng.randint(target.left, max(target.left, target.right - 1)),
                       rng.randint(target.top, max(target.top, target.bottom - 1)))
            else:
                pos = (rng.randrange(SIZE[0]), rng.randrange(SIZE[1]))
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            button = rng.choice((1, 1, 1, 1, 3))
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        elif r < 0.85:
            key = rng.choice(self.keys)
            mod = pygame.KMOD_SHIFT if rng.random() < 0.15 else 0
            uni = chr(key) if 32 <= key < 127 else ""
            self.post(pygame.KEYDOWN, key=key, unicode=uni, mod=mod, scancode=0)
            self.post(pygame.KEYUP, key=key, unicode=uni, mod=mod, scancode=0)
        elif r < 0.90:
            self.post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1, 2)), flipped=False,
                      precise_x=0.0, precise_y=0.0)
        elif r < 0.95:
            # What keyboards and input methods really send: "²" is a plain key in France.
            ch = rng.choice(ODD_TEXT)
            self.post(pygame.TEXTINPUT, text=ch)
            self.post(pygame.KEYDOWN, key=0, unicode=ch, mod=0, scancode=0)
        elif r < 0.97:
            self.resize(rng.choice(ODD_SIZES))
            self.d.frame(rng.choice((0.0, 0.2)))
            self.resize(SIZE)
        else:
            pos = (rng.randrange(SIZE[0]), rng.randrange(SIZE[1]))
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        self.d.frame(rng.choice((0.0, 1 / 60, 1 / 30, 0.2, 0.6)))
        self.note()

    def resize(self, size) -> None:
        """The window manager hands over a new size: the surface changes, then the event."""
        pygame.display.set_mode(size)
        self.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        self.resized.add(size)

    def note(self) -> None:
        for scene in self.d.ctx.stack.scenes:
            self.seen.add(type(scene))


def near_the_end(humans: int, seed: int) -> Match:
    """A match in its last round, so round scoring and the game's end come quickly."""
    seats = tuple(SeatConfig(name, HUMAN if i < humans else BOT, None if i < humans else "random")
                  for i, name in enumerate(("Ada", "Beatrix", "Clemens", "Doris")))
    match = Match(Config(seats=seats), seed, thinking_seconds=0.0, rng=random.Random(seed))
    rng = random.Random(seed)
    while match.state.round < 3:
        options = tuple(o for seat in match.state.to_act for o in legal_actions(match.state, seat))
        option = options[rng.randrange(len(options))]
        if isinstance(option, AmountRange):
            option = option.make(option.lo)
        match.submit(option)
    return match


@pytest.mark.slow
def test_five_thousand_random_events_across_every_scene(tmp_path: Path, no_audio_device):
    rng = random.Random(2024)
    d = Driver(size=SIZE, settings=Settings(animation_speed="fast", computer_pace="instant",
                                            show_tips=True), seed=7)
    ctx = d.ctx
    ctx.store = GameStore(tmp_path / "data")
    ctx.log_folder = tmp_path / "logs"
    app.start_audio(ctx)
    assert not pygame.mixer.get_init() and not ctx.audio.available
    store = ctx.store
    good, _ = real_save(seed=3, moves=30)
    store.saves_folder.mkdir(parents=True)
    (store.saves_folder / "evening.json").write_bytes(good)
    (store.saves_folder / "broken.json").write_bytes(good[:100])

    def fresh_title() -> None:
        ctx.stack.reset(TitleScene(ctx))

    def damaged_continue() -> None:
        store.flush()               # no save of the last episode's game may land after this
        store.autosave_path.write_bytes(good[: len(good) // 2])
        store.backup_path.write_bytes(good)
        ctx.stack.reset(TitleScene(ctx))
        ctx.stack.top.resume_game()

    def table(humans: int) -> None:
        ctx.stack.reset(TableScene(ctx, near_the_end(humans, rng.randrange(10 ** 6))))

    def computers_only() -> None:
        # Computers play the last round on their own while the monkey goes on pressing: round
        # scoring and the game's end come for sure, whatever the random presses do.
        match = near_the_end(0, rng.randrange(10 ** 6))
        match.spectator_seat = 0
        ctx.stack.reset(TableScene(ctx, match))

    def crashed() -> None:
        fresh_title()
        recover(ctx, Boom("the monkey's own"))

    def saves_screen() -> None:
        if not (store.saves_folder / "broken.json").exists():
            (store.saves_folder / "broken.json").write_bytes(good[:100])
        fresh_title()
        ctx.stack.push(SavesScene(ctx))

    starts = [fresh_title, lambda: table(1), damaged_continue, lambda: table(2), saves_screen,
              crashed, lambda: table(3), computers_only, fresh_title, lambda: table(1)]
    monkey = Monkey(d, rng)
    per_episode = EVENTS // len(starts) + 1
    for start in starts:
        ctx.running = True
        start()
        d.frame()
        monkey.note()
        begun = monkey.events
        # While the computers play to the end, Esc (pause, quit to title) is left out, and the
        # episode starts again should a click still leave the game: the end must come.
        watching = start is computers_only
        monkey.keys = [k for k in KEYS if k != pygame.K_ESCAPE] if watching else KEYS
        while monkey.events - begun < per_episode:
            left_game = watching and not any(isinstance(s, (TableScene, GameOverScene))
                                             for s in ctx.stack.scenes)
            if not ctx.running or d.top is None or left_game:    # Quit: start over
                ctx.running = True
                start()
            monkey.act()
    store.close()
    assert monkey.events >= EVENTS
    assert (1, 1) in monkey.resized
    required = {TitleScene, SetupScene, SettingsScene, RulesScene, PauseScene, SavesScene,
                ConfirmScene, DamagedSaveScene, CrashScene, TableScene, ScoringOverlay,
                GameOverScene}
    try:
        from scenes.handover import HandoverScene
        required.add(HandoverScene)
    except ImportError:        # the hand-over arrives with the hot-seat work
        pass
    missing = {cls.__name__ for cls in required - monkey.seen}
    assert not missing, f"the monkey never reached {sorted(missing)}"
