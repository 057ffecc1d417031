"""The player's settings as a value, and their file in the user config folder.

The file is small JSON (`settings.json`). Loading never fails the game: a file that cannot be
read falls back to the defaults, a field that is wrong falls back to its own default, and in
both cases the player gets one message and the original file is kept aside
(`settings.json.damaged-<time>`) rather than deleted. Saving is atomic, so a crash or a power
cut mid-write leaves the previous settings in place.

Folders are always passed in: the app asks `default_config_folder()` (platformdirs) once;
tests pass a temporary folder.
"""
from __future__ import annotations

import dataclasses
import json
import logging
import math
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

from game.cards import THEMES
from game.files import (UnreadableFile, atomic_write, keep_aside, make_way, parse_json,
                        read_regular, system_reason)
from game.i18n import Text, _, and_list, message_of, sentences
from game.registry import game_names
from .language import LANGUAGES

#: Slowest first, as the settings screen offers them (a scale, not a loop).
ANIMATION_SPEEDS = ("slow", "normal", "fast", "off")
COMPUTER_PACES = ("relaxed", "normal", "brisk", "instant")

SETTINGS_FILE = "settings.json"
SETTINGS_FORMAT = "modern-art-settings"
SETTINGS_VERSION = 1
#: A settings file is a few hundred bytes; anything this large is not one.
MAX_SETTINGS_BYTES = 64 * 1024
#: Window sizes a saved setting may ask for; outside this the size is clamped, not refused.
#: The smallest is the one no text is smaller than 12 pixels at, in any language (the layouts
#: are drawn at 0.9375 of the 1280×720 design, `context.AppContext.least_px`): at 960×540,
#: the smallest before, text fell to 9 or 10 pixels and German did not fit at 12. A desktop
#: that cannot hold it gets a window down to what it holds (`smallest_window`).
MIN_WINDOW = (1200, 675)
#: The smallest size the layouts are laid out at (their scale stops shrinking at 0.6 of
#: 1280×720 = 768×432; at 960×540 they hold, smaller print): a window still smaller (a tiny
#: desktop, a window manager that ignored the minimum) is drawn at this size and shrunk into
#: it (`window_place.canvas_for`).
LAYOUT_LEAST = (960, 540)
#: Room a window leaves on the desktop for its frame, title bar and the desktop's task bar.
WINDOW_FRAME = (16, 80)
MAX_WINDOW = (16384, 16384)

log = logging.getLogger(__name__)
#: Why a JSON value is no settings file (SettingsError's words, a predicate of "it").
NOT_SETTINGS = "it is not a Modern Art settings file"


class SettingsError(ValueError):
    """Settings that cannot be saved because a value is out of range (a bug in the caller)."""


@dataclass(frozen=True)
class Settings:
    """How the player likes the game; immutable, replaced whole when one setting changes."""

    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    animation_speed: str = "normal"        # slow / normal / fast / off
    computer_pace: str = "normal"          # thinking delay of computer seats
    sound_volume: float = 0.8              # sound effects, 0..1
    music_volume: float = 0.5
    theme: str = "classic"
    colour_blind: bool = False
    confirm_bids: bool = False
    show_tips: bool = True
    #: The first-game tips shown before they were kept by name (their keys, from an older
    #: version's settings): counted as met by every player, as they were (`tips_met_by`).
    tips_seen: tuple[str, ...] = ()
    #: The first-game tips each player has met, by name (`tip_name`), the one who played
    #: last at the end (at most TIP_NAMES names): each person meets each tip once.
    tips_met: dict = field(default_factory=dict)
    #: What paintings would pay if the round ended now and an estimate of the lot's worth.
    value_hints: bool = True
    sound_on: bool = True                  # master switch: off silences effects and music
    #: The game the setup screen offers first: the one set up last.
    last_game: str = "auction"
    #: The last setup of each game (its config's JSON, names included), offered again.
    last_setups: dict = field(default_factory=dict)
    #: The language of the game's words ("it", "de", ...), or None: the system's.
    language: str | None = None

    def tips_met_by(self, name: str | None) -> set[str]:
        """The tips the player called `name` has met (None: nobody's name, none of theirs):
        theirs, and those met before tips were kept by name (`tips_seen`)."""
        return set(self.tips_seen) | set(self.tips_met.get(tip_name(name), ()) if name else ())

    @property
    def tips_known(self) -> frozenset[tuple[str, str]]:
        """Every tip met as (the name, the tip), "" for the name of one met by everyone."""
        return frozenset({("", k) for k in self.tips_seen}
                         | {(n, k) for n, keys in self.tips_met.items() for k in keys})

    def with_tip_met(self, name: str, key: str) -> "Settings":
        """These settings after the player called `name` met the tip `key`: their name moves
        to the end, and the names beyond the last TIP_NAMES are forgotten."""
        name = tip_name(name)
        met = {n: keys for n, keys in self.tips_met.items() if n != name}
        met[name] = tuple(sorted({*self.tips_met.get(name, ()), key}))
        return dataclasses.replace(self, tips_met=dict(list(met.items())[-TIP_NAMES:]))

    @property
    def thinking_seconds(self) -> float:
        """How long a computer seat 'thinks' before acting."""
        return {"instant": 0.0, "brisk": 0.35, "normal": 0.8, "relaxed": 1.4}[self.computer_pace]

    @property
    def animation_scale(self) -> float:
        """Multiplier for animation durations (0 = no animation)."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}[self.animation_speed]

    @property
    def effects_gain(self) -> float:
        """The volume sound effects play at (0 when sound is switched off)."""
        return float(self.sound_volume) if self.sound_on else 0.0

    @property
    def music_gain(self) -> float:
        """The volume music plays at (0 when sound is switched off)."""
        return float(self.music_volume) if self.sound_on else 0.0


#: What each field means, in the words a message to the player uses.
FIELD_NAMES = {
    "fullscreen": _("fullscreen"),
    "window_size": _("window size"),
    "animation_speed": _("animation speed"),
    "computer_pace": _("computer pace"),
    "sound_volume": _("sound effects volume"),
    "music_volume": _("music volume"),
    "theme": _("artist theme"),
    "colour_blind": _("colour-blind palette"),
    "confirm_bids": _("confirm before bidding or playing a card"),
    "show_tips": _("first-time tips"),
    "tips_seen": _("tips already shown"),
    "value_hints": _("value hints"),
    "sound_on": _("sound on/off"),
    "last_game": _("last game set up"),
    "last_setups": _("last setups"),
    "language": _("language"),
}
#: The tips met before and by name are one setting to the player, named once in a message.
FIELD_NAMES["tips_met"] = FIELD_NAMES["tips_seen"]
DEFAULTS = Settings()
#: The players whose tips the settings keep (the last to play): a small file, and a shared
#: screen rarely sees more.
TIP_NAMES = 16
#: The most tips a player has met that the file keeps, and the longest key and name (a name
#: of 24 letters casefolds to at most 72).
MOST_TIPS, LONGEST_KEY, LONGEST_NAME = 32, 32, 100


def tip_name(name: str) -> str:
    """A player's name as the tips they met are kept under: one person whatever the case and
    the spaces around it, as the setup tells two seats' names apart."""
    return name.strip().casefold()


# --- validation -----------------------------------------------------------------------------

def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_volume(value: Any) -> bool:
    # The range test comes first: math.isfinite cannot take an integer of 400 digits.
    return (_is_int(value) or isinstance(value, float)) and 0 <= value <= 1 and math.isfinite(value)


def _are_tips(value: Any) -> bool:
    return (isinstance(value, (list, tuple)) and len(value) <= MOST_TIPS
            and all(isinstance(k, str) and 0 < len(k) <= LONGEST_KEY for k in value))


def _are_tips_met(value: Any) -> bool:
    return (isinstance(value, dict) and len(value) <= TIP_NAMES
            and all(isinstance(n, str) and 0 < len(n) <= LONGEST_NAME and n == tip_name(n)
                    and _are_tips(keys) for n, keys in value.items()))


def _is_window_size(value: Any) -> bool:
    return (isinstance(value, (tuple, list)) and len(value) == 2 and all(map(_is_int, value))
            and all(lo <= v <= hi for v, lo, hi in zip(value, MIN_WINDOW, MAX_WINDOW)))


_CHECKS: dict[str, Callable[[Any], bool]] = {
    "fullscreen": _is_bool,
    "window_size": _is_window_size,
    "animation_speed": lambda v: isinstance(v, str) and v in ANIMATION_SPEEDS,
    "computer_pace": lambda v: isinstance(v, str) and v in COMPUTER_PACES,
    "sound_volume": _is_volume,
    "music_volume": _is_volume,
    "theme": lambda v: isinstance(v, str) and v in THEMES,
    "colour_blind": _is_bool,
    "confirm_bids": _is_bool,
    "show_tips": _is_bool,
    "tips_seen": _are_tips,
    "tips_met": _are_tips_met,
    "value_hints": _is_bool,
    "sound_on": _is_bool,
    "last_game": lambda v: isinstance(v, str) and v in game_names(),
    "last_setups": lambda v: (isinstance(v, dict) and len(v) <= len(game_names())
                              and all(k in game_names() and isinstance(c, dict)
                                      for k, c in v.items())),
    "language": lambda v: v is None or (isinstance(v, str) and v in LANGUAGES),
}
assert set(_CHECKS) == {f.name for f in dataclasses.fields(Settings)} == set(FIELD_NAMES)


def smallest_window(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The smallest window on `desktop`: MIN_WINDOW, or on a desktop that cannot hold it with
    its frame and task bar (WINDOW_FRAME; a 1024×600 netbook, a 1280×720 screen with a task
    bar) as large as the desktop holds, so that the game still opens whole on it."""
    if not desktop or min(desktop) <= 0:
        return MIN_WINDOW
    return tuple(min(m, max(1, d - f))  # type: ignore[return-value]
                 for m, d, f in zip(MIN_WINDOW, desktop, WINDOW_FRAME))


def raised_size_note(asked: tuple[int, int], used: tuple[int, int],
                     least: tuple[int, int] = MIN_WINDOW) -> Text:
    """What the game says when a window size asked for (`--size`) was below the smallest,
    `least` (`smallest_window`), and the window opens at `used`."""
    # i18n: {width} × {height} are window sizes in pixels
    return _("The window cannot be smaller than {width} \u00d7 {height}, so it opens at "
             "{used_width} \u00d7 {used_height} (not {asked_width} \u00d7 "
             "{asked_height}).").format(
        width=str(least[0]), height=str(least[1]), used_width=str(used[0]),
        used_height=str(used[1]), asked_width=str(asked[0]), asked_height=str(asked[1]))


def clamp_window_size(size: Any) -> tuple[int, int] | None:
    """A window size forced into the allowed range, or None if it is not two whole numbers."""
    if not (isinstance(size, (tuple, list)) and len(size) == 2 and all(map(_is_int, size))):
        return None
    return tuple(min(max(v, lo), hi) for v, lo, hi in zip(size, MIN_WINDOW, MAX_WINDOW))  # type: ignore[return-value]


def fills_screen(size: tuple[int, int], desktop: tuple[int, int] | None) -> bool:
    """Whether a window of `size` is the whole (first) `desktop`. Asked for at exactly the
    screen's size, it opens at that size with no frame, at the screen's top-left: a
    fullscreen window in all but name (`window_place.window_flags`). It was shrunk to leave
    room for a frame and a task bar (WINDOW_FRAME), so a 1920×1080 window on a 1920×1080
    screen with no window manager (no frame, no task bar) opened at 1904×1000."""
    return bool(desktop) and tuple(size) == tuple(desktop)


def fit_window(size: tuple[int, int], desktop: tuple[int, int] | None,
               asked: bool = False) -> tuple[tuple[int, int], Text | None]:
    """The window size to open: `size` no larger than the desktop (a window of 16384² takes a
    minute and gigabytes to draw), and a sentence for the player when it had to shrink, which
    says where the size came from: the settings, or (`asked`) the command line's `--size`.

    A size below the smallest window (`smallest_window`) is raised to it, and said. `desktop`
    None (unknown) leaves a larger size as it is, and a size of exactly the desktop's
    (`fills_screen`) is kept whole.
    """
    size = (int(size[0]), int(size[1]))
    if fills_screen(size, desktop):
        return size, None
    # Never below the smallest window (a `--size` may ask for less), and the whole window,
    # frame and title bar included, on the screen: on a desktop too small for MIN_WINDOW,
    # down to what it holds (`smallest_window`); it was kept at least the smallest, past a
    # 1024 × 600 netbook's bottom edge.
    least = smallest_window(desktop)
    room = ([max(m, d - f) for d, f, m in zip(desktop, WINDOW_FRAME, least)]
            if desktop and min(desktop) > 0 else list(MAX_WINDOW))
    fitted = tuple(min(max(v, m), r) for v, m, r in zip(size, least, room))
    if fitted[0] > size[0] or fitted[1] > size[1]:
        return fitted, raised_size_note(size, fitted, least)  # type: ignore[arg-type]
    if fitted == size:
        return size, None
    if asked:
        # i18n: {width} × {height} are window sizes in pixels; the size was given when the
        # game was started (its --size option), for that run only
        return fitted, _("The window size asked for on the command line ({width} \u00d7 "
                         "{height}) is larger than this screen: the window is {fitted_width} "
                         "\u00d7 {fitted_height}, for this run only; your settings are "
                         "unchanged.").format(width=str(size[0]), height=str(size[1]),
                                              fitted_width=str(fitted[0]),
                                              fitted_height=str(fitted[1]))
    # i18n: {width} × {height} are the window's sizes in pixels
    return fitted, _("The window size in your settings ({width} \u00d7 {height}) is larger than "
                     "this screen, so the window opens at {fitted_width} \u00d7 "
                     "{fitted_height}.").format(width=str(size[0]), height=str(size[1]),
                                                fitted_width=str(fitted[0]),
                                                fitted_height=str(fitted[1]))


def settings_problems(settings: Settings) -> list[Text]:
    """The names of the fields that hold a value the game does not know (empty when valid)."""
    return [FIELD_NAMES[name] for name, ok in _CHECKS.items()
            if not ok(getattr(settings, name))]


def settings_to_json(settings: Settings) -> dict[str, Any]:
    """The JSON object of the settings file."""
    data: dict[str, Any] = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION}
    for f in dataclasses.fields(Settings):
        value = getattr(settings, f.name)
        data[f.name] = (list(value) if f.name in ("window_size", "tips_seen")
                        else {n: list(k) for n, k in value.items()} if f.name == "tips_met"
                        else value)
    return data


def settings_from_json(data: Any) -> tuple[Settings, list[Text]]:
    """Settings from the file's JSON object, and the names of the fields that were wrong.

    Every wrong or missing-but-malformed field takes its default; a window size that is merely
    out of range is clamped. Unknown fields (from a newer version of the game) are ignored so
    that going back a version keeps the rest. Raises SettingsError if `data` is not a settings
    object at all.
    """
    if not isinstance(data, dict) or data.get("format") != SETTINGS_FORMAT:
        raise SettingsError(NOT_SETTINGS)
    values: dict[str, Any] = {}
    wrong: list[Text] = []
    for name, ok in _CHECKS.items():
        if name not in data:
            continue                      # a field added later: the default is right
        value = data[name]
        if name == "window_size":
            clamped = clamp_window_size(value)
            if clamped is None:
                _add_once(wrong, FIELD_NAMES[name])
            else:
                values[name] = clamped
            continue
        if ok(value):
            values[name] = (float(value) if name.endswith("_volume")
                            else tuple(value) if name == "tips_seen"
                            else {n: tuple(k) for n, k in value.items()} if name == "tips_met"
                            else value)
        else:
            _add_once(wrong, FIELD_NAMES[name])
    return Settings(**values), wrong


def _add_once(names: list[Text], name: Text) -> None:
    """`name` added to `names` unless there (one setting may be kept in two fields)."""
    if not any(n is name for n in names):
        names.append(name)


# --- files ----------------------------------------------------------------------------------

def default_config_folder() -> Path:
    """The user config folder of the game (platformdirs); not created here."""
    from platformdirs import user_config_dir
    return Path(user_config_dir("ModernArt", appauthor=False))


#: What a settings file the game could not use at all means for the player, said first.
RESET = _("Your settings could not be read, so the game starts with its defaults: the "
          "language, the window size, the sound, the tips and your last setup are as on a "
          "first start.")


def load_settings(folder: Path, now: datetime | None = None) -> tuple[Settings, Text | None]:
    """The saved settings, and a message for the player when the file was damaged.

    No file: the defaults and no message. A damaged file, or one the game may not read: it is
    kept aside (never deleted, and never written over later in the run), the repaired
    settings (defaults where the file was wrong) are written in its place, and the message
    says what was reset and where the old file is. Never raises for a bad file or an
    unreadable folder.
    """
    path = Path(folder) / SETTINGS_FILE
    try:
        raw = read_regular(path, MAX_SETTINGS_BYTES, "settings file")
    except FileNotFoundError:
        return Settings(), None
    except (UnreadableFile, OSError) as e:
        raw, unusable = None, e
    try:
        if raw is None:
            raise SettingsError(_unusable_reason(unusable, folder))
        try:
            data = parse_json(raw, "settings file")
        except UnreadableFile as e:
            raise SettingsError(message_of(e)) from None
        settings, wrong = settings_from_json(data)
    except SettingsError as e:
        settings, message = Settings(), _damaged_message(e)
    else:
        settings, partly = _readable_setups(settings, wrong)
        if not wrong and not partly:
            return settings, None
        # i18n: {settings} is a list of settings' names ("tips, music volume and language")
        message = sentences(filter(None, [wrong and _(
            "Some of your settings were not understood and went back to their defaults: "
            "{settings}.").format(settings=and_list(wrong)), partly and PART_OF_SETUP.format(
                games=and_list(partly))]))
    aside = keep_aside(path, now)
    if aside is not None:
        # i18n: {file} is a file's name
        message = sentences([message, _("The old file was kept as {file}.").format(
            file=aside.name)])
        save_settings(settings, folder)   # a failure here only means defaults next time too
    log.warning("settings: %s", message)
    return settings, message


#: A remembered setup read only in part (`setups.readable_setup`), said once as the other
#: settings' messages are.
# i18n: {games} is the game's name, or the two games' names ("Modern Art and Modern Art: The
# Card Game")
PART_OF_SETUP = _("Part of the table remembered for {games} could not be read: New game shows "
                  "the rest of it, and the defaults for that part.")


def _readable_setups(settings: Settings, wrong: list[Text]) -> tuple[Settings, list]:
    """`settings` with their remembered setups read as far as they can be (a partly wrong one
    fell back wholly to the defaults without a word), and the games whose setup was read only
    in part; one of which nothing can be read is named with the `wrong` settings."""
    from .setups import readable_setups
    kept, partly, dropped = readable_setups(settings.last_setups)
    if dropped:
        _add_once(wrong, FIELD_NAMES["last_setups"])
    if kept != settings.last_setups:
        settings = dataclasses.replace(settings, last_setups=kept)
    return settings, partly


def _unusable_reason(error: Exception, folder: Path) -> Text | str:
    """Why the settings file could not be read at all, as a sentence for the player."""
    if isinstance(error, UnreadableFile):
        return message_of(error)
    log.warning("settings file unreadable: %s", error)
    # i18n: {reason} is why, e.g. "the game is not allowed to use the folder /home/ada/.config"
    return _("The settings file cannot be read ({reason}).").format(
        reason=system_reason(error, folder))


def _damaged_message(error: SettingsError) -> Text:
    """What the player is told about a settings file that could not be used at all: what that
    means for them (the defaults), then why."""
    reason = error.args[0] if error.args else ""
    if reason == NOT_SETTINGS:
        reason = _("The file is not a Modern Art settings file.")
    return sentences([RESET, reason] if reason else [RESET])


def save_settings(settings: Settings, folder: Path) -> Text | None:
    """Write the settings atomically; returns a message for the player if the disk refused, or
    to say where something not a file that stood in the settings file's place was moved.

    A window size outside the allowed range is clamped. Any other invalid value is a bug in
    the caller and raises SettingsError rather than writing a file the game would reject.
    """
    clamped = clamp_window_size(settings.window_size)
    if clamped is not None:
        settings = dataclasses.replace(settings, window_size=clamped)
    wrong = settings_problems(settings)
    if wrong:
        raise SettingsError(f"invalid settings: {', '.join(wrong)}")
    text = json.dumps(settings_to_json(settings), indent=2) + "\n"
    path = Path(folder) / SETTINGS_FILE
    try:
        # A folder (or a FIFO) in the file's place would refuse every save (or be replaced):
        # it is moved aside, never deleted, and the player told where it went.
        moved = make_way(path)
        atomic_write(path, text.encode("utf-8"))
    except OSError as e:
        log.warning("settings not saved: %s", e)
        # i18n: {reason} is why, e.g. "there is no room left on the disk"
        return _("Your settings could not be saved ({reason}); they apply until you "
                 "quit.").format(reason=system_reason(e, folder))
    if moved is not None:
        # i18n: {path} is the full path the thing in the way was moved to
        return _("Something that is not a settings file stood where the game keeps its "
                 "settings; it was moved aside to {path}, and your settings are saved.").format(
                     path=str(moved))
    return None


# --- one run's changes over the file ----------------------------------------------------------

def settings_on_disk(folder: Path) -> Settings | None:
    """The settings the file holds now, or None when it cannot be read whole (no file, damage:
    `load_settings` deals with those at the start of a run)."""
    try:
        raw = read_regular(Path(folder) / SETTINGS_FILE, MAX_SETTINGS_BYTES, "settings file")
        settings, wrong = settings_from_json(parse_json(raw, "settings file"))
    except (OSError, UnreadableFile, SettingsError):
        return None
    return None if wrong else settings


def merge_settings(before: Settings, now: Settings, on_disk: Settings,
                   told: frozenset[str] | set[str] = frozenset()) -> Settings:
    """`on_disk` with what one run changed since `before` (its settings as last read or
    written) put over it: a second copy of the game, or one still closing, then never writes
    its older settings over what another wrote since (a game's remembered setup, another game's
    last setup; a setup is merged game by game).

    `told` names the fields this run set since `before`, to the values they had or not: a game
    set up again as this run last knew it is still the game set up last (another copy may have
    set up the other game since), so its setup and `last_game` go over the file too."""
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(Settings):
        old, new = getattr(before, f.name), getattr(now, f.name)
        if old == new and f.name not in told:
            continue
        if f.name == "last_setups":
            again = now.last_game if f.name in told else None
            new = {**on_disk.last_setups,
                   **{g: c for g, c in new.items() if old.get(g) != c or g == again}}
            changes["last_game"] = now.last_game       # the game set up last is this run's
        changes[f.name] = new
    return dataclasses.replace(on_disk, **changes)


class SettingsFile:
    """The settings file as one run of the game writes it: each save puts only what this run
    changed over what the file holds now (`merge_settings`)."""

    def __init__(self, folder: Path, started_with: Settings,
                 on_file: Settings | None = None) -> None:
        self.folder = Path(folder)
        #: This run's settings as it last read or wrote them.
        self.known = started_with
        #: The settings as the file gave them, before the command line's (`--size`, for one
        #: run only): what a save puts this run's changes over when no file can be read now.
        #: (With no settings file, the first save wrote the command line's window size.)
        self.on_file = on_file
        #: The fields this run set since then (`merge_settings`' `told`).
        self.told: set[str] = set()

    def listen(self, ctx, said: Callable[[Text], None] | None = None) -> None:
        """Save `ctx`'s settings at each change (`AppContext.change_settings`), the fields it
        set included; `said` hears a save's message for the player. A failure on a screen
        that shows no such message (the setup's remembered table, saved as its game starts) is
        kept for the next title (`ctx.settings_unsaid`), until a save goes through."""
        def persist(new: Settings) -> None:
            problem = self.save(new, ctx.settings_set)
            shown = hasattr(ctx.stack.top, "message")
            ctx.settings_unsaid = problem if problem and not shown else None
            if problem and said is not None:
                said(problem)
        ctx.settings_listeners.append(persist)

    def save(self, settings: Settings, told=()) -> Text | None:
        """Write this run's changes since the last save, `told` (fields set, to the value they
        had or not) among them (`save_settings`' message, if any)."""
        self.told |= set(told)
        on_disk = settings_on_disk(self.folder)
        if on_disk is None and self.on_file is not None:
            on_disk = self.on_file
        merged = (settings if on_disk is None
                  else merge_settings(self.known, settings, on_disk, self.told))
        problem = save_settings(merged, self.folder)
        if problem is None:
            self.known = settings       # a refused save is tried again with the next one
            self.told = set()
        return problem
