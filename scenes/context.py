"""The app context every scene receives: screen, art, fonts, settings, clock, randomness.

No globals: one AppContext is made by the app (or a test) and handed to each scene.
"""
from __future__ import annotations

import dataclasses
import logging
import math
import random
import re
import weakref
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

import pygame

from game.i18n import _
from game.text import printable

from .assets import drawn, text_font
from .screens import SCREENS
from .session.language import language_of, words_for
from .session.settings import Settings, fit_window
from .stack import SceneStack
from .line_fill import fill_cjk, fill_words, pieces
from .paint import READ_LEAST
from .whole_names import player_names, whole_names
from .window_place import (MAX_CANVAS, canvas_for, desktop_size, keep_minimum_size,  # noqa: F401
                           place_window, set_window_mode, to_origin, window_position)

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


#: Characters Lato cannot draw: CJK ideographs, kana, hangul, CJK punctuation and full-width
#: forms. A text with any of them is drawn in the CJK typeface (a Chinese name in an English
#: game, the language choice "繁體中文").
_CJK_RANGES = "\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"
_CJK = re.compile(f"[{_CJK_RANGES}]")

#: Punctuation that closes (a full stop, a comma, a closing bracket): never the first thing on
#: a line, it stays with the character or word before it.
_CLOSING = "\u3001\u3002\uff0c\uff0e\uff1a\uff1b\uff01\uff1f\uff09\u300d\u300f"
#: Closing punctuation, Latin and CJK, and Latin opening brackets, which the CJK lines keep
#: with the unit before (closing) or after (opening) when they stand apart from it.
_CLOSING_ANY = frozenset(")]}" + _CLOSING)
_OPENING_ASCII = frozenset("([{")
#: Punctuation that opens (a bracket, a quotation mark): never the last thing on a line.
_OPENING = "\uff08\u300c\u300e\u300a\u3008\u3010"
#: Where a CJK line may break: between any two CJK characters, or at a space (a run of Latin
#: letters or digits stays whole, with a space after it); closing punctuation stays with the
#: character or Latin word before it ("Doris。", not "。" alone at a line's start), opening
#: punctuation with the one after it ("（雙", not "（" alone at a line's end).
_BREAKS = re.compile(f"[{_OPENING}]*[^\\s{_CJK_RANGES}]+[{_CLOSING}]*\\s*"
                     f"|[{_OPENING}]*[{_CJK_RANGES}][{_CLOSING}]*"
                     "|\\s+")


class TextCache:
    """Rendered text surfaces, kept so that a label is rendered once, not every frame.

    Every text goes through the player's language here (`words`): a `game.i18n.Text` is
    translated, a number formatted the language's way, and drawn in the language's typeface.
    Whatever it is given is drawable: characters a font cannot take (NUL, control characters,
    lone surrogates, from a save file say) are left out, a line is cut at MAX_LINE characters,
    and `wrap` breaks a word wider than the line (and CJK text between characters)."""

    #: No line on any screen comes near this; a name or message from a file might.
    MAX_LINE = 400

    def __init__(self, limit: int = 4000, words=None) -> None:
        self._cache: dict[tuple, pygame.Surface] = {}
        self._wraps: dict[tuple, list[str]] = {}
        #: Each break unit's width in each face, measured once (`line_fill`).
        self._widths: dict[tuple[object, str], int] = {}
        self._sizes: dict[tuple, tuple[int, int]] = {}
        self.limit = limit
        self.words = words or words_for("en")
        #: The players' names `wrap` keeps whole on a line (`keep_whole`), beside the artists'.
        self._players: tuple = ()
        self._player_names: tuple[str, ...] = ()
        #: Called with (text, size, weight) for every text rendered or measured (the
        #: language tests watch what each screen shows); empty in play.
        self.watchers: list[Callable[[str, int, str], None]] = []
        #: The least size any text is drawn and measured at, in pixels (0: none): the
        #: context's `paint.READ_LEAST` at its scale, so that a line a layout asks smaller
        #: is laid out as it will be drawn.
        self.least: Callable[[], int] = lambda: 0
        self._tight = 0

    def set_words(self, words) -> None:
        """Speak another language from the next frame on."""
        self.words = words
        self._cache.clear()
        self._wraps.clear()
        self._sizes.clear()

    def keep_whole(self, names) -> None:
        """Keep these players' names whole on a line when wrapping ("Anna Maria" broke into
        "Anna" and "Maria" on a seat plate, a bubble, the log): a table's seats' names."""
        names = tuple(str(n) for n in names)
        if names != self._player_names:
            self._player_names, self._players = names, player_names(names)
            self._wraps.clear()

    def _at_least(self, size: int) -> int:
        return size if self._tight else max(size, self.least())

    @contextmanager
    def tight(self):
        """Meanwhile, measure and draw below the least size: only where the words have no
        more room at all (a long tip in German at the stand, a sealed bid's word on a seat of
        five, a name down a covered card's edge in a hand of 24)."""
        self._tight += 1
        try:
            yield
        finally:
            self._tight -= 1

    def shown(self, text) -> str:
        """`text` in the player's language, as it will be drawn."""
        return self.words.text(text)

    def _script(self, text: str) -> str:
        return "cjk" if self.words.script == "cjk" or _CJK.search(text) else "latin"

    def _font(self, text: str, size: int, weight: str):
        return text_font(max(6, size), weight, self._script(text))

    @classmethod
    def _drawable(cls, text: str) -> str:
        text = drawn(printable(text))
        return text if len(text) <= cls.MAX_LINE else text[:cls.MAX_LINE - 1] + "…"

    def _watch(self, text: str, size: int, weight: str) -> None:
        for watcher in self.watchers:
            watcher(text, size, weight)

    def render(self, text, size: int, colour: tuple[int, int, int] = (30, 26, 22),
               weight: str = "regular") -> pygame.Surface:
        """The text rendered anti-aliased in the game's typeface (cached)."""
        text = self.shown(text)
        size = self._at_least(size)
        if self.watchers:
            self._watch(text, size, weight)
        key = (text, size, colour, weight)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) >= self.limit:
                self._cache.clear()   # a crude bound; a frame re-renders only what it shows
            surf = self._font(text, size, weight).render(self._drawable(text), True, colour)
            self._cache[key] = surf
        return surf

    def drawn_height(self, text, size: int, weight: str = "regular") -> int:
        """The height `text` takes as `render` draws it, which can stand taller than `size`
        says (an italic Latin line, a Chinese one): for a layout that must clear it."""
        text = self.shown(text)
        size = self._at_least(size)
        key = ("drawn", text, size, weight)
        found = self._sizes.get(key)
        if found is None:
            if len(self._sizes) >= self.limit:
                self._sizes.clear()
            found = self._sizes[key] = self._font(text, size, weight).render(
                self._drawable(text), True, (0, 0, 0)).get_height()
        return found

    def wrap(self, text, size: int, width: int, weight: str = "regular") -> list[str]:
        """Break `text` into lines that fit `width` pixels (cached); the lines are in the
        player's language already."""
        text = self.shown(text)
        size = self._at_least(size)
        key = (text, size, width, weight)
        lines = self._wraps.get(key)
        if lines is None:
            f = self._font(text, size, weight)
            cjk = self._script(text) == "cjk"
            lines = []
            for para in text.split("\n"):
                if cjk:
                    units = whole_names(_BREAKS.findall(drawn(printable(para))), f, width, "",
                                        self._players)
                    lines.extend(fill_cjk(_glued_units(units), f, width, self._widths))
                    continue
                words = whole_names(drawn(printable(para)).split(" "), f, width, " ",
                                    self._players)
                words = pieces(_glued(words), f, width, self._widths)
                lines.extend(fill_words(words, f, width, self._widths))
            self._wraps[key] = lines
        return lines

    def size(self, text, size: int, weight: str = "regular") -> tuple[int, int]:
        """Width and height `text` would take (cached: layouts measure the same words in
        every frame)."""
        text = self.shown(text)
        size = self._at_least(size)
        key = (text, size, weight)
        found = self._sizes.get(key)
        if found is None:
            if len(self._sizes) >= self.limit:
                self._sizes.clear()
            found = self._sizes[key] = self._font(text, size, weight).size(self._drawable(text))
        return found


#: A word that never starts a line: a number (an amount, perhaps with its full stop), or a
#: count of a limit ("Yoko 1/6": the German status broke inside it), or the " · " between a
#: lot's bids, so "Clemens 5 · Doris 10" breaks only between bids; or a lone capital letter,
#: the end of an artist's name ("Christin P", "Christin P's"), which a line never starts on
#: its own.
_GLUED = re.compile(f"[0-9][0-9.,]*(?:/[0-9]+)?[.,;:!?){_CLOSING}]*|·"
                    f"|[A-Z](?:['’]s)?[.,;:!?){_CLOSING}]*")


def _glued(words: list[str]) -> list[str]:
    """The words of a paragraph with each number and separator joined to the word before it."""
    out: list[str] = []
    for word in words:
        if out and out[-1] and _GLUED.fullmatch(word):
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    return out


def _glued_units(units: list[str]) -> list[str]:
    """CJK text's break units with each number and separator joined to the unit before it
    (through the space between them), as `_glued` does for words, and a number's unit right
    after it ("21張", "4回合": "（21" ended a line and "張）" began the next)."""
    out: list[str] = []
    for unit in units:
        if out and (unit[:1] in _CLOSING_ANY or out[-1][-1:] in _OPENING_ASCII):
            # A closing bracket never starts a line ("Beatrix (不出價" then ")" alone at the
            # next line's start), an opening one never ends one.
            out[-1] += unit
        elif out and out[-1][-1:].isdigit() and _CJK.match(unit):
            out[-1] += unit
        elif out and _GLUED.fullmatch(unit.strip()) and out[-1][-1:] not in _CLOSING:
            # Not after a Chinese full stop, comma or colon: a line may start on a number
            # there ("…第4回合不發牌。3人：10、6、6張。" glued into one unit from "牌" on,
            # which left the line before half empty).
            if not out[-1].strip() and len(out) > 1:
                space = out.pop()
                out[-1] += space
            out[-1] += unit
        else:
            out.append(unit)
    return out


def make_context(screen: pygame.Surface, settings: Settings | None = None,
                 seed: int | None = None, windowed: bool = True) -> "AppContext":
    """The app context for a screen, its art in the settings' theme: the app, the smoke check,
    the benchmarks and the tests all make theirs here."""
    from .art import Art
    settings = settings or Settings()
    art = Art(settings.theme, settings.colour_blind)
    return AppContext(screen, art, settings, seed=seed, windowed=windowed)


class AppContext:
    """What the scenes share. Made once per app run (or per test)."""

    def __init__(self, screen: pygame.Surface, art, settings: Settings | None = None,
                 seed: int | None = None, windowed: bool = True) -> None:
        #: The window's surface, and the one the screens draw on: the window itself, or a
        #: canvas shrunk into it when the window is smaller than the layouts allow
        #: (`canvas_for`, `present`).
        self.window = self.screen = screen
        self.fit_canvas(screen)
        self.art = art
        self.settings = settings or Settings()
        self.clock = pygame.time.Clock()
        #: Randomness for computer seats and cosmetic choices; seeded so runs can be repeated.
        self.rng = random.Random(seed)
        self.text = TextCache(words=words_for(language_of(self.settings.language)))
        self.text.least = self.least_px
        #: Cached panels, shadows and other drawn pieces, keyed by what they look like.
        self.surfaces: dict[tuple, pygame.Surface] = {}
        self._arts: dict[tuple, object] = {(art.theme, art.colour_blind): art} if art else {}
        #: The screens, each opened by name (`self.stack.open("rules")`).
        self.stack = SceneStack(self, SCREENS)
        self.windowed = windowed
        #: Where the window stood when it went fullscreen: where it goes back to (`window_place`).
        self.place_before_fullscreen: tuple[int, int] | None = None
        #: This run's window size from the command line (`--size`), which the settings (and
        #: their file) do not take: they keep the player's size. None once the player chooses
        #: one (in the Settings, or by dragging the window's edge).
        self.run_window_size: tuple[int, int] | None = None
        self.running = True
        #: Computer seats think in a worker thread (the app; tests keep it off).
        self.threaded_bots = False
        #: The sound player (scenes.audio.Audio), or None: silent (tests, smoke, before start-up ends).
        self.audio = None
        #: Called with the new Settings whenever they change (the settings issue saves them).
        self.settings_listeners: list[Callable[[Settings], None]] = []
        #: The fields the latest `change_settings` set (to a new value or the one they had):
        #: a game set up again as before is still the one set up last (`SettingsFile`).
        self.settings_set: frozenset[str] = frozenset()
        #: Why the latest settings save failed, when the screen it failed on could not say so
        #: (the setup, as its game started): the next title says it (`SettingsFile.listen`).
        self.settings_unsaid = None
        #: Called with (kind, detail) at moments worth a screenshot: scene changes and sales.
        self.moment_listeners: list[Callable[[str, str], None]] = []
        # Every change of the top scene is a moment (the demo's screenshots hang on it).
        self.stack.listeners.append(lambda top: self.moment("scene", top.name) if top else None)
        #: The saved games (session.storage.GameStore), or None: nothing is saved (tests, demo).
        self.store = None
        #: Where crash reports go (the user log folder); None: the system's temporary folder.
        self.log_folder: Path | None = None
        #: The game whose rules the player last chose by its tab this run, or the setup showed
        #: when left by Back (the setup opens on it, as a newcomer who read the card game's
        #: rules expects), or None; a game set up clears it.
        self.game_read: str | None = None
        #: The game last put on the table (set up, played again, continued, loaded) this run,
        #: or None: once one was, New game opens on it, whatever rules were read after it (a
        #: play-tester who finished a card game and compared both rules was offered the
        #: auction game, its tab chosen last).
        self.game_played: str | None = None
        #: The setup screen's choices as the player left them by Back this run, by game
        #: (`SetupScene.draft`): New game shows them again; a game started drops its draft.
        self.setup_drafts: dict[str, dict] = {}
        #: The game being played (the latest table's match), autosaved after every action.
        self.match = None
        #: Why the latest autosave failed, or None while the game is safely saved.
        self.save_problem: str | None = None
        self._watched: "weakref.WeakSet" = weakref.WeakSet()
        self._saved_moves: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
        # Whatever puts a table on the stack (setup, play again, continue, load), its match is
        # autosaved from then on: the hook is here, not in each place that makes a match.
        self.stack.listeners.append(self._watch_top)

    # --- the game in progress ---------------------------------------------------------------
    def _watch_top(self, top) -> None:
        match = getattr(top, "match", None)
        if match is not None:       # its players' names stay whole on a line wherever wrapped
            self.text.keep_whole(seat.name for seat in match.config.seats)
        if match is not None and not getattr(top, "demo", False):
            self.watch_match(match)

    def watch_match(self, match) -> None:
        """Autosave `match` now and after every action from here on (once per match)."""
        self.match = match
        if self.store is None or match in self._watched:
            return
        self._watched.add(match)
        # A keeper: after the listeners, so the table's notes of the move go with it, and
        # whatever a listener does (fails too), the move is saved.
        match.keepers.append(self.autosave)
        # A game continued from the autosave slot has yet to show it works: its first save
        # leaves the backup alone. (Another game loaded pushes the one in progress, which
        # worked, into the backup as usual.)
        slot = (self.store.autosave_path, self.store.backup_path)
        self.autosave(match, keep_backup=getattr(match, "resumed", False)
                      and getattr(match, "loaded_from", None) in slot)

    def unsaved_moves(self, match=None, notes: bool = False) -> bool:
        """Whether `match` has moves the store has not been given yet (a crash between a move
        and its keepers), or with `notes`, notes the table wrote since (a person sat down at a
        hand-over); saving again without any would only push the backup out."""
        match = match or self.match
        now = (len(match.actions), repr(getattr(match, "notes", None))) if match else ()
        return match is not None and self._saved_moves.get(match, ())[:1 + notes] != now[:1 + notes]

    def autosave(self, match=None, keep_backup: bool = False) -> None:
        """Save the game in progress (a finished game clears the slot); never raises."""
        match = match or self.match
        if self.store is None or match is None:
            return
        self._saved_moves[match] = len(match.actions), repr(getattr(match, "notes", None))
        try:
            self.save_problem = self.store.autosave(match.game_record(), match.state,
                                                    keep_backup=keep_backup)
        except Exception as e:  # noqa: BLE001 - saving must never end the game being saved
            log.exception("autosave failed")
            # i18n: {reason} is the error's own words (often in English)
            self.save_problem = _("The game could not be saved ({reason}); it goes on, but is "
                                  "not yet safe.").format(reason=str(e))
        if self.save_problem:
            log.warning("autosave: %s", self.save_problem)

    def store_problem(self) -> str | None:
        """Why the game in progress is not safely saved right now, or None (read live from the
        store: a save on its helper thread may fail, or work again, after the move)."""
        return self.store.save_problem if self.store is not None else None

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
        """The size the screens are laid out at, in pixels: the window's, or the canvas's."""
        return self.screen.get_size()

    def fit_canvas(self, window: pygame.Surface) -> None:
        """Draw on `window` itself, or on a canvas of `canvas_for` its size when it is too
        small for the layouts."""
        self.window = window
        size = canvas_for(window.get_size())
        if size == window.get_size():
            self.screen = window
        elif self.screen is window or self.screen.get_size() != size:
            self.screen = pygame.Surface(size, 0, window)

    @property
    def too_small(self) -> bool:
        """Whether the window is too small to read (the window manager ignored the minimum
        asked for): it then says so instead of showing the screens, and the game waits."""
        from .too_small import too_small
        return self.screen is not self.window and too_small(self.window.get_size())

    def present(self) -> None:
        """Put the frame drawn on the window: shrunk into it from the canvas, if there is one,
        or, in a window too small to read, what to do about it."""
        if self.too_small:
            from .too_small import draw
            draw(self.window, self.text)
        elif self.screen is not self.window:
            pygame.transform.smoothscale(self.screen, self.window.get_size(), self.window)

    def to_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """A pointer event with its place on the canvas the screens are drawn on (the same
        event when they draw on the window itself)."""
        if self.screen is self.window or not hasattr(event, "pos"):
            return event
        sx = self.screen.get_width() / max(1, self.window.get_width())
        sy = self.screen.get_height() / max(1, self.window.get_height())
        attrs = dict(event.dict)
        attrs["pos"] = (int(event.pos[0] * sx), int(event.pos[1] * sy))
        if "rel" in attrs:
            attrs["rel"] = (round(event.rel[0] * sx), round(event.rel[1] * sy))
        return pygame.event.Event(event.type, attrs)

    @property
    def scale(self) -> float:
        """How much larger than the 1280×720 design the window is (layouts adapt, not stretch)."""
        return scale_for(self.size)

    def px(self, value: float) -> int:
        """A design-size length in pixels at the current scale."""
        return max(1, round(value * self.scale))

    def least_px(self) -> int:
        """The least size of any text a player reads, in pixels (`TextCache.least`):
        `paint.READ_LEAST` at the current scale, rounded up, so that it is 12 at the smallest
        window, MIN_WINDOW (11.25 there; rounded, text was 11 pixels)."""
        return max(1, math.ceil(round(READ_LEAST * self.scale, 6)))

    # --- settings ---------------------------------------------------------------------------
    def change_settings(self, **changes) -> None:
        """Replace settings fields and tell the listeners (the value itself is immutable)."""
        new = dataclasses.replace(self.settings, **changes)
        old = self.settings
        self.settings = new
        self.settings_set = frozenset(changes)
        if "window_size" in changes:
            self.run_window_size = None         # the player's own choice, from now on
        if new.fullscreen != old.fullscreen or (
                new.window_size != old.window_size and not new.fullscreen):
            self.apply_display_mode()
        if new.language != old.language:
            self.set_language(new.language)
        for listener in list(self.settings_listeners):
            listener(new)

    def apply_display_mode(self) -> None:
        """Switch between window and fullscreen according to the settings (real windows only)."""
        if not self.windowed:
            return
        was_full = bool(self.window.get_flags() & pygame.FULLSCREEN)
        if self.settings.fullscreen:
            if not was_full:
                self.place_before_fullscreen = window_position()
                to_origin(desktop_size())
            self.fit_canvas(pygame.display.set_mode((0, 0), pygame.FULLSCREEN))
        else:
            desktop = desktop_size()
            size, note = fit_window(self.run_window_size or self.settings.window_size, desktop,
                                    self.run_window_size is not None)
            # Where the player put it, or where it stood before fullscreen (centred when not
            # known: the game started fullscreen), `window_place`.
            at = self.place_before_fullscreen if was_full else window_position()
            self.fit_canvas(set_window_mode(size, desktop))
            keep_minimum_size(desktop)
            place_window(at, size, desktop)
            if note and hasattr(self.stack.top, "message"):
                self.stack.top.message = note      # said where the size was chosen
        self.stack.resize(self.size)

    def set_language(self, setting: str | None) -> None:
        """Speak the language of `setting` (None: the system's) from the next frame on: every
        text is translated where it is drawn, so only the cached drawings and the layouts
        (which measure their words) are made again."""
        self.text.set_words(words_for(language_of(setting)))
        self.surfaces.clear()
        self.stack.resize(self.size)

    @property
    def words(self):
        """The player's language (scenes.session.language.Words)."""
        return self.text.words

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen on or off."""
        self.change_settings(fullscreen=not self.settings.fullscreen)

    def resized(self, size: tuple[int, int]) -> None:
        """The window was resized by the player."""
        if self.windowed and not self.settings.fullscreen:
            self.fit_canvas(pygame.display.get_surface() or self.window)
            # Remembered quietly (saved when the game closes), not on every drag step.
            self.settings = dataclasses.replace(self.settings, window_size=self.window.get_size())
            self.run_window_size = None
        else:
            self.fit_canvas(self.window)        # the same surface, resized by the window manager
        self.stack.resize(self.size)

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
