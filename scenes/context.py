"""The app context every scene receives: screen, art, fonts, settings, clock, randomness.

No globals: one AppContext is made by the app (or a test) and handed to each scene.
"""
from __future__ import annotations

import dataclasses
import logging
import random
import weakref
from pathlib import Path
from typing import Callable

import pygame

from .assets import font
from .settings import Settings
from .stack import SceneStack

log = logging.getLogger(__name__)

#: The design size: every layout is drawn for this size and scaled by `AppContext.scale`.
BASE_SIZE = (1280, 720)


def scale_for(size: tuple[int, int]) -> float:
    """How much larger than the 1280×720 design a window of `size` is (layouts adapt, not
    stretch)."""
    w, h = size
    return max(0.6, min(w / BASE_SIZE[0], h / BASE_SIZE[1]))


def px_at(size: tuple[int, int]):
    """The design-size-to-pixels function for a window of `size` (see `AppContext.px`)."""
    scale = scale_for(size)
    return lambda value: max(1, round(value * scale))


class TextCache:
    """Rendered text surfaces, kept so that a label is rendered once, not every frame."""

    def __init__(self, limit: int = 4000) -> None:
        self._cache: dict[tuple, pygame.Surface] = {}
        self._wraps: dict[tuple, list[str]] = {}
        self.limit = limit

    def render(self, text: str, size: int, colour: tuple[int, int, int] = (30, 26, 22),
               weight: str = "regular") -> pygame.Surface:
        """The text rendered anti-aliased in the game's typeface (cached)."""
        key = (text, size, colour, weight)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) >= self.limit:
                self._cache.clear()   # a crude bound; a frame re-renders only what it shows
            surf = font(max(6, size), weight).render(text, True, colour)
            self._cache[key] = surf
        return surf

    def wrap(self, text: str, size: int, width: int, weight: str = "regular") -> list[str]:
        """Break `text` into lines that fit `width` pixels (cached)."""
        key = (text, size, width, weight)
        lines = self._wraps.get(key)
        if lines is None:
            f = font(max(6, size), weight)
            lines = []
            for para in text.split("\n"):
                words = para.split(" ")
                line = ""
                for word in words:
                    trial = f"{line} {word}" if line else word
                    if f.size(trial)[0] <= width or not line:
                        line = trial
                    else:
                        lines.append(line)
                        line = word
                lines.append(line)
            self._wraps[key] = lines
        return lines

    def size(self, text: str, size: int, weight: str = "regular") -> tuple[int, int]:
        """Width and height `text` would take."""
        return font(max(6, size), weight).size(text)


class AppContext:
    """What the scenes share. Made once per app run (or per test)."""

    def __init__(self, screen: pygame.Surface, art, settings: Settings | None = None,
                 seed: int | None = None, windowed: bool = True) -> None:
        self.screen = screen
        self.art = art
        self.settings = settings or Settings()
        self.clock = pygame.time.Clock()
        #: Randomness for computer seats and cosmetic choices; seeded so runs can be repeated.
        self.rng = random.Random(seed)
        self.text = TextCache()
        #: Cached panels, shadows and other drawn pieces, keyed by what they look like.
        self.surfaces: dict[tuple, pygame.Surface] = {}
        self._arts: dict[tuple, object] = {(art.theme, art.colour_blind): art} if art else {}
        self.stack = SceneStack()
        self.windowed = windowed
        self.running = True
        #: Computer seats think in a worker thread (the app; tests keep it off).
        self.threaded_bots = False
        #: The sound player (scenes.audio.Audio), or None: silent (tests, smoke, before start-up ends).
        self.audio = None
        #: Called with the new Settings whenever they change (the settings issue saves them).
        self.settings_listeners: list[Callable[[Settings], None]] = []
        #: Called with (kind, detail) at moments worth a screenshot: scene changes and sales.
        self.moment_listeners: list[Callable[[str, str], None]] = []
        # Every change of the top scene is a moment (the demo's screenshots hang on it).
        self.stack.listeners.append(lambda top: self.moment("scene", top.name) if top else None)
        #: The saved games (scenes.storage.GameStore), or None: nothing is saved (tests, demo).
        self.store = None
        #: Where crash reports go (the user log folder); None: the system's temporary folder.
        self.log_folder: Path | None = None
        #: The game being played (the latest table's match), autosaved after every action.
        self.match = None
        #: Why the latest autosave failed, or None while the game is safely saved.
        self.save_problem: str | None = None
        self._watched: "weakref.WeakSet" = weakref.WeakSet()
        #: First-game tips already shown in this run of the app (the table adds to it).
        self.tips_shown: set[str] = set()
        # Whatever puts a table on the stack (setup, play again, continue, load), its match is
        # autosaved from then on: the hook is here, not in each place that makes a match.
        self.stack.listeners.append(self._watch_top)

    # --- the game in progress ---------------------------------------------------------------
    def _watch_top(self, top) -> None:
        match = getattr(top, "match", None)
        if match is not None and not getattr(top, "demo", False):
            self.watch_match(match)

    def watch_match(self, match) -> None:
        """Autosave `match` now and after every action from here on (once per match)."""
        self.match = match
        if self.store is None or match in self._watched:
            return
        self._watched.add(match)
        # First among the listeners: whatever a later one does, the move is saved already.
        match.listeners.insert(0, lambda m, action, events: self.autosave(m))
        self.autosave(match)

    def autosave(self, match=None) -> None:
        """Save the game in progress (a finished game clears the slot); never raises."""
        match = match or self.match
        if self.store is None or match is None:
            return
        try:
            self.save_problem = self.store.autosave(match.game_record(), match.state)
        except Exception as e:  # noqa: BLE001 - saving must never end the game being saved
            log.exception("autosave failed")
            self.save_problem = f"The game could not be saved ({e}); it goes on, but is not yet safe."
        if self.save_problem:
            log.warning("autosave: %s", self.save_problem)

    def has_autosave(self) -> bool:
        """Whether Continue has a game to offer (a stat or two, no reading)."""
        if self.store is None:
            return False
        try:
            return self.store.has_autosave()
        except OSError:
            return False

    def art_for(self, theme: str):
        """The Art for a game's theme in the current palette (made once, then kept)."""
        art = self.art
        if art.theme == theme and art.colour_blind == self.settings.colour_blind:
            return art
        key = (theme, self.settings.colour_blind)
        made = self._arts.get(key)
        if made is None:
            made = type(art)(theme, self.settings.colour_blind)
            self._arts[key] = made
        return made

    # --- size -------------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        """How much larger than the 1280×720 design the window is (layouts adapt, not stretch)."""
        return scale_for(self.size)

    def px(self, value: float) -> int:
        """A design-size length in pixels at the current scale."""
        return max(1, round(value * self.scale))

    # --- settings ---------------------------------------------------------------------------
    def change_settings(self, **changes) -> None:
        """Replace settings fields and tell the listeners (the value itself is immutable)."""
        new = dataclasses.replace(self.settings, **changes)
        old = self.settings
        self.settings = new
        if new.fullscreen != old.fullscreen or (
                new.window_size != old.window_size and not new.fullscreen):
            self.apply_display_mode()
        for listener in list(self.settings_listeners):
            listener(new)

    def apply_display_mode(self) -> None:
        """Switch between window and fullscreen according to the settings (real windows only)."""
        if not self.windowed:
            return
        if self.settings.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)
        self.stack.resize(self.screen.get_size())

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen on or off."""
        self.change_settings(fullscreen=not self.settings.fullscreen)

    def resized(self, size: tuple[int, int]) -> None:
        """The window was resized by the player."""
        if self.windowed and not self.settings.fullscreen:
            self.screen = pygame.display.get_surface() or self.screen
            # Remembered quietly (saved when the game closes), not on every drag step.
            self.settings = dataclasses.replace(self.settings, window_size=self.screen.get_size())
        self.stack.resize(self.screen.get_size())

    def play(self, sound: str) -> None:
        """Play a sound effect if there is sound (never raises)."""
        if self.audio is not None:
            self.audio.play(sound)

    def moment(self, kind: str, detail: str = "") -> None:
        """Tell the listeners a moment worth a screenshot happened (a sale, a new scene)."""
        for listener in list(self.moment_listeners):
            listener(kind, detail)

    def quit(self) -> None:
        """Leave the main loop."""
        self.running = False
