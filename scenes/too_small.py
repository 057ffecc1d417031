"""A window the window manager made too small to read: the game says so instead of drawing.

The window manager is asked to keep the window at least the smallest for the desktop
(`keep_minimum_size`: MIN_WINDOW, or what a smaller desktop holds), but some ignore it. A
window smaller than the layouts hold at (LAYOUT_LEAST) shows every screen whole and shrunk
(`canvas_for`); below `READABLE` of that the print would be too small to read (about 5 px at
640 × 400), so the window shows only what to do, in print of a readable size, and the game
waits, untouched, until the window is large enough again. What to do names the smallest
window the game asks for on this desktop (`smallest_window`), the size the window manager
keeps it at."""
from __future__ import annotations

import pygame

from game.i18n import _

from .paint import BRASS_LIGHT, NIGHT
from .session.settings import LAYOUT_LEAST, smallest_window

#: The smallest share of LAYOUT_LEAST a window is drawn at (shrunk); below it, the message.
READABLE = 0.9
#: The message's print, in pixels (not scaled with the window: it must be read at any size).
PRINT = 16


def blocked(event_type: int) -> bool:
    """Whether an event waits while the window is too small: a press, a click, a pointer's move
    or text aimed at nothing the player can see (a key or button let go still arrives)."""
    return event_type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING,
                          pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
                          pygame.FINGERDOWN, pygame.FINGERMOTION)


def too_small(window: tuple[int, int]) -> bool:
    """Whether a window of this size is too small for any screen to be read."""
    w, h = window
    if w <= 0 or h <= 0:
        return False                # minimized or hidden: nothing is drawn anyway
    return min(w / LAYOUT_LEAST[0], h / LAYOUT_LEAST[1]) < READABLE


def message() -> str:
    """What the window says while it is too small: the smallest window on this desktop."""
    from .window_place import desktop_size
    least = smallest_window(desktop_size())
    # i18n: {width} × {height} is the smallest window size in pixels
    return _("Make the window larger: the game needs at least {width} \u00d7 {height}. "
             "It waits for you meanwhile.").format(width=str(least[0]), height=str(least[1]))


def draw(window: pygame.Surface, text) -> None:
    """The message on a dark window, centred, in readable print (`text`: the TextCache)."""
    window.fill(NIGHT)
    w, h = window.get_size()
    margin = min(24, w // 10)
    lines = text.wrap(message(), PRINT, max(1, w - 2 * margin), "bold")
    step = int(PRINT * 1.35)
    y = (h - step * len(lines)) // 2
    for i, line in enumerate(lines):
        # One message, one colour: a narrow window's second line was paper, the first brass.
        surface = text.render(line, PRINT, BRASS_LIGHT, "bold")
        window.blit(surface, surface.get_rect(midtop=(w // 2, y + i * step)))
