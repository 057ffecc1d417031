"""Where the window stands after its size changes in the Settings: where the player put it.

It was put back in the middle of the desktop at every size chosen, away from where the player
had placed it. Now its top-left stays, and only a window that would run off the desktop's
right or bottom edge moves, just enough to fit, frame and task bar included (as `fit_window`
sizes it). Back from fullscreen it stands where it stood before (`AppContext`
keeps the place as it goes fullscreen); centred only when that is not known (the game started
fullscreen). And the window's surface fetched again when a frame could not be shown on a
stale one (`fresh_surface`, the main loop's `show_frame`)."""
from __future__ import annotations

import warnings

import pygame

from .session.settings import LAYOUT_LEAST, WINDOW_FRAME, fills_screen, smallest_window

#: Of WINDOW_FRAME, the room kept left of and above the window (its border, its title bar);
#: the rest goes right of and below it (its border, the task bar).
FRAME_BEFORE = (WINDOW_FRAME[0] // 2, 32)


def game_window():
    """The game's window (pygame-ce's `Window` of the display module), or None (an older
    pygame-ce, or no window)."""
    with warnings.catch_warnings():
        # pygame-ce nudges towards its Window API for drawing; only its place and size limit
        # are wanted.
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error, ValueError):
            return None         # an older pygame-ce, or no window


def window_position() -> tuple[int, int] | None:
    """The window's top-left on the desktop now, or None where it cannot be known."""
    window = game_window()
    try:
        return None if window is None else tuple(window.position)  # type: ignore[return-value]
    except pygame.error:
        return None


def kept_place(at: tuple[int, int], size: tuple[int, int],
               desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The top-left for a window of `size` that stood at `at`: the same, unless it would run
    off the right or bottom of the (first) `desktop`; then moved left or up just enough (never
    past the frame's room on the left or top). A window on another screen (its top-left off the
    first desktop), or with the desktop unknown, stays where it is: its screen's edges are not
    known."""
    x, y = at
    if not desktop or not (-size[0] < x < desktop[0] and -size[1] < y < desktop[1]):
        return at
    if fills_screen(size, desktop):
        return 0, 0             # the whole screen, frameless (`window_flags`)
    after = [d - s - (f - b) for d, s, f, b in zip(desktop, size, WINDOW_FRAME, FRAME_BEFORE)]
    if x > after[0]:
        x = max(FRAME_BEFORE[0], after[0])
    if y > after[1]:
        y = max(FRAME_BEFORE[1], after[1])
    return x, y


def window_flags(size: tuple[int, int], desktop: tuple[int, int] | None) -> int:
    """The flags of a window of `size`: resizable, and frameless too when it is the whole
    desktop (`fills_screen`): a frame would put its title bar above the screen (with a window
    manager), and no window manager gives it one anyway."""
    if fills_screen(size, desktop):
        return pygame.RESIZABLE | pygame.NOFRAME
    return pygame.RESIZABLE


def set_window_mode(size: tuple[int, int], desktop: tuple[int, int] | None) -> pygame.Surface:
    """The window made `size`, with its flags (`window_flags`); its frame is given back or
    taken away by name, since SDL keeps a window frameless through a later `set_mode`."""
    screen = pygame.display.set_mode(size, window_flags(size, desktop))
    window = game_window()
    try:
        if window is not None:
            window.borderless = fills_screen(size, desktop)
    except pygame.error:
        pass                    # the window manager decides its frame
    return screen


def place_window(at: tuple[int, int] | None, size: tuple[int, int],
                 desktop: tuple[int, int] | None) -> None:
    """Put the window, now of `size`, where it stood (`at`, `kept_place`), or in the middle of
    the desktop when where it stood is not known (None: a game started fullscreen)."""
    window = game_window()
    if window is None:
        return
    try:
        window.position = (pygame.WINDOWPOS_CENTERED if at is None
                           else kept_place(at, size, desktop))
    except (pygame.error, ValueError, TypeError):
        pass                    # the window manager decides where it goes


def to_origin(desktop: tuple[int, int] | None) -> None:
    """Put the window at the first screen's top-left before it goes fullscreen. With no window
    manager to place a fullscreen window (an X server alone), SDL made it the screen's size
    where the window stood, at 8, 40, its right and bottom edges off the screen; SDL counts a
    fullscreen window at 0, 0 already, so it is moved while still a window. A window on another
    screen (its top-left off the first desktop, or the desktop unknown) is left to go
    fullscreen where it is."""
    at = window_position()
    window = game_window()
    if window is None or at is None or not desktop:
        return
    if not (0 <= at[0] < desktop[0] and 0 <= at[1] < desktop[1]):
        return
    try:
        window.position = (0, 0)
        pygame.event.pump()         # the move reaches the system before the mode changes
    except (pygame.error, ValueError, TypeError):
        pass


def fresh_surface() -> pygame.Surface | None:
    """The window's surface fetched again from the system (SDL_GetWindowSurface), after a flip
    refused a stale one (the window resized or changed mode between frames); None when there
    is none to be had."""
    window = game_window()
    try:
        return window.get_surface() if window is not None else pygame.display.get_surface()
    except pygame.error:
        return None


def desktop_size() -> tuple[int, int] | None:
    """The size of the (first) desktop, or None where the video driver cannot say."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]


#: The largest canvas a tiny window of an extreme shape is drawn on (then squeezed into it).
MAX_CANVAS = (LAYOUT_LEAST[0] * 4, LAYOUT_LEAST[1] * 4)


def canvas_for(window: tuple[int, int]) -> tuple[int, int]:
    """The size the screens are laid out and drawn at for a window of `window`: the window's
    own, unless it is smaller than the layouts hold at, LAYOUT_LEAST (a tiny desktop, or a
    window manager that ignored the minimum asked for); then the smallest size of the window's
    shape that holds LAYOUT_LEAST, drawn whole and shrunk into the window, so every screen
    shows small rather than as pieces on top of each other."""
    w, h = window
    least = LAYOUT_LEAST
    if w <= 0 or h <= 0 or (w >= least[0] and h >= least[1]):
        return window
    shrink = min(w / least[0], h / least[1])
    return (min(MAX_CANVAS[0], max(least[0], round(w / shrink))),
            min(MAX_CANVAS[1], max(least[1], round(h / shrink))))


def keep_minimum_size(desktop: tuple[int, int] | None) -> None:
    """Ask the window manager not to shrink the window below the smallest for `desktop`
    (`smallest_window`: MIN_WINDOW, where no text is under 12 pixels, or what a smaller desktop
    holds); every screen still survives whatever size it hands over."""
    window = game_window()
    try:
        if window is not None:
            window.minimum_size = smallest_window(desktop)
    except (pygame.error, ValueError):
        pass                      # no window: the screens cope anyway
