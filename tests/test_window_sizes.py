"""Any window size: every screen survives whatever size the window manager hands over (down to
1x1, through real VIDEORESIZE events), the window manager is asked to keep the window at least
the size the layouts are designed for (a smaller one shows them whole, shrunk), and a window
never opens larger than the desktop."""
from __future__ import annotations

import os
import random
import subprocess
import sys
import warnings
from pathlib import Path

import pygame

from tests.test_monkey import near_the_end
from tests.test_saves_ui import real_save
from tests.ui_driver import Driver, at_title

from game import AmountRange, legal_actions
from scenes import app
from scenes.context import MAX_CANVAS, canvas_for, desktop_size
from scenes.crash import CrashScene
from scenes.gameover import GameOverScene
from scenes.handover import HandoverScene
from scenes.settings_screen import SettingsScene
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from scenes.saves import ConfirmScene, DamagedSaveScene, SavesScene
from scenes.scoring import ScoringOverlay
from scenes.session.settings import (LAYOUT_LEAST, Settings, fit_window, load_settings,
                                     save_settings, smallest_window)
from scenes.setup import SetupScene
from game.registry import GAMES
from scenes.smoke import FinishedGame, card_playout, first_round_end
from scenes.session.storage import GameStore
from scenes.table import TableScene
from scenes.title import TitleScene

SIZES = [(1, 1), (2, 2), (50, 30), (200, 150), (1, 720), (1280, 1), (639, 359), (640, 360),
         (1280, 720)]


def finished(seed: int):
    match = near_the_end(0, seed)
    rng = random.Random(seed)
    while not match.is_over:
        options = tuple(o for seat in match.state.to_act for o in legal_actions(match.state, seat))
        option = options[rng.randrange(len(options))]
        match.submit(option.make(option.lo) if isinstance(option, AmountRange) else option)
    return match


def screens(ctx, tmp_path: Path) -> dict:
    """Every screen of the game, as a maker of the scenes to stack (bottom first)."""
    from scenes.session.storage import Resume
    good, _ = real_save(seed=2, moves=6)
    ctx.store = GameStore(tmp_path / "data", background=False)
    ctx.store.saves_folder.mkdir(parents=True, exist_ok=True)
    (ctx.store.saves_folder / "good.json").write_bytes(good)
    (ctx.store.saves_folder / "broken.json").write_bytes(good[:50])
    table = lambda humans: TableScene(ctx, near_the_end(humans, 4))  # noqa: E731
    rnd, events, seen = first_round_end()
    card_round = card_playout(4, seed=5, rounds=2).replay()
    card_setup = lambda: SetupScene(ctx)  # noqa: E731
    return {
        "card setup": lambda: [_card_chosen(card_setup())],
        "card rules": lambda: [RulesScene(ctx, "card")],
        "card scoring": lambda: [TitleScene(ctx), ScoringOverlay(
            ctx, 1, card_round.events, GAMES["card"].view(card_round, 0))],
        "card game over": lambda: [GameOverScene(ctx, FinishedGame(card_playout(3, seed=6)))],
        "title": lambda: [TitleScene(ctx, message="A note " * 40)],
        "setup": lambda: [SetupScene(ctx)],
        "settings": lambda: [SettingsScene(ctx)],
        "rules": lambda: [RulesScene(ctx)],
        "saves": lambda: [SavesScene(ctx)],
        "confirm": lambda: [table(1), ConfirmScene(ctx, "Sure?", "Words " * 80,
                                                   [("Yes", lambda: None, "danger")])],
        "damaged": lambda: [DamagedSaveScene(ctx, Resume(problem="Bad " * 50))],
        "crash": lambda: [CrashScene(ctx, "Boom: x" * 30, Path("/a/very/long/path") / ("x" * 300),
                                     True, "The game could not be saved.")],
        "table": lambda: [table(1)],
        "hot seat": lambda: [table(2)],
        "pause": lambda: [table(1), PauseScene(ctx)],
        "scoring": lambda: [table(1), ScoringOverlay(ctx, rnd, events, seen)],
        "game over": lambda: [GameOverScene(ctx, finished(9))],
        "hand-over": lambda: [table(2), HandoverScene(ctx, near_the_end(2, 3).public_view(), 1,
                                                     lambda seat: None)],
    }


def _card_chosen(setup: SetupScene) -> SetupScene:
    setup.game.step(1)
    assert setup.game.value == "card"
    return setup


def resize(d: Driver, size) -> None:
    """What the window manager does: a new size, then a VIDEORESIZE event, then frames."""
    pygame.display.set_mode(size)
    d.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    d.frame(0.0)
    d.frame(0.5)
    d.frame(3.0)


def test_every_screen_survives_any_size_the_window_manager_hands_over(tmp_path):
    d = Driver()
    makers = screens(d.ctx, tmp_path)
    for name, make in makers.items():
        pygame.display.set_mode((1280, 720))
        d.ctx.stack.scenes.clear()
        for scene in make():
            d.ctx.stack.push(scene)
        d.frame()
        for size in SIZES:
            resize(d, size)
            assert d.ctx.size == canvas_for(size) and d.ctx.window.get_size() == size, name
            # Events still go somewhere sensible at that size.
            d.click((0, 0))
            d.key(pygame.K_TAB, "\t")
        resize(d, (1280, 720))
    pygame.display.set_mode((1280, 720))


def test_a_window_smaller_than_the_layouts_shows_every_screen_whole_and_shrunk():
    """Below LAYOUT_LEAST (a tiny desktop, or a window manager that ignores the minimum asked
    for) the screens are laid out at the smallest size of the window's shape that holds it, drawn
    whole and shrunk into the window, and the pointer finds what it points at there."""
    assert canvas_for((1280, 720)) == (1280, 720) and canvas_for(LAYOUT_LEAST) == LAYOUT_LEAST
    assert canvas_for((640, 360)) == (960, 540) and canvas_for((800, 360)) == (1200, 540)
    assert canvas_for((1280, 1)) == (MAX_CANVAS[0], 540) and canvas_for((0, 0)) == (0, 0)
    # (Far smaller, 640 × 360, the print is too small to read: tests/test_too_small_window.py.)
    d = Driver(size=(896, 504))
    assert d.ctx.size == (960, 540) and d.ctx.window.get_size() == (896, 504)
    at_title(d)
    x, y = d.button("Rules").rect.center
    d.click((x * 896 // 960, y * 504 // 540))           # where the player sees it
    assert isinstance(d.top, RulesScene)
    d.frame()
    d.ctx.present()
    shrunk = pygame.transform.smoothscale(d.ctx.screen, (896, 504))
    assert pygame.image.tobytes(d.ctx.window, "RGB") == pygame.image.tobytes(shrunk, "RGB")
    resize(d, (1280, 720))                              # large enough again: drawn as it is
    assert d.ctx.screen is d.ctx.window and d.ctx.size == (1280, 720)
    pygame.display.set_mode((1280, 720))


def test_the_rules_screen_opens_at_a_tiny_window():
    d = Driver(size=(200, 150))
    d.ctx.stack.push(RulesScene(d.ctx))
    d.frame()
    d.key(pygame.K_END)
    d.frame()
    pygame.display.set_mode((1280, 720))


def test_a_window_is_never_larger_than_the_desktop_and_says_so():
    assert fit_window((1280, 720), (1920, 1080)) == ((1280, 720), None)
    assert fit_window((1280, 720), None) == ((1280, 720), None)
    size, note = fit_window((100_000, 100_000), (1920, 1080))
    # The whole window, frame and title bar included, stays on a 1080p screen.
    assert size == (1904, 1000) and "larger than this screen" in note and "1904" in note
    assert fit_window((1921, 1080), (1920, 1080))[0] == (1904, 1000)
    desktop = desktop_size()
    assert desktop is not None
    screen, note = app._open_window((100_000, 100_000))
    assert screen.get_size() == fit_window((100_000, 100_000), desktop)[0] and note is not None
    # The window manager is asked to keep the window at least the smallest for the desktop.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == smallest_window(desktop) == (1008, 675)
    pygame.display.set_mode((1280, 720))


def test_a_window_size_chosen_in_the_settings_is_fitted_to_the_desktop():
    d = Driver()
    d.ctx.windowed = True
    d.ctx.stack.push(SettingsScene(d.ctx))
    d.ctx.change_settings(window_size=(16_384, 16_384))
    assert d.ctx.size == fit_window((16_384, 16_384), desktop_size())[0]
    assert "larger than this screen" in d.top.message
    d.ctx.windowed = False
    pygame.display.set_mode((1280, 720))


def test_the_game_keeps_a_size_from_its_settings_that_this_screen_cannot_hold(tmp_path):
    """The window opens as large as fits, and the file keeps the player's size for a larger
    screen (it was saved shrunk: the choice lost without a word)."""
    config = tmp_path / "home" / ".config" / "ModernArt"
    save_settings(Settings(window_size=(16_384, 16_384)), config)
    result = subprocess.run(
        [sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]);"
         "from scenes.app import main; sys.exit(main(['--first-frame-exit']))",
         str(Path(__file__).resolve().parent.parent)],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
        env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                 HOME=str(tmp_path / "home"), XDG_CONFIG_HOME=str(tmp_path / "home" / ".config"),
                 XDG_DATA_HOME=str(tmp_path / "home" / ".data")))
    assert result.returncode == 0, result.stderr
    assert load_settings(config)[0].window_size == (16_384, 16_384)
