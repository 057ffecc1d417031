"""The look shared by every screen (palette, panels) and the small widgets: buttons, cycles,
toggles, text fields and the amount stepper. Every surface drawn more than once is cached."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

# The palette and the drawing helpers live in .paint; screens reach them through ui as before.
from .paint import (  # noqa: F401
    INK, INK_SOFT, MUTED, PAPER, PAPER_DIM, PAPER_DARK, BRASS, BRASS_LIGHT, BRASS_DARK, CLARET,
    CLARET_LIGHT, GREEN, GREEN_LIGHT, WHITE, ERROR, NIGHT, HELP, SHADOW, panel, blit_panel,
    night_sheet, paper_dialog, shade, text, ink_text, wrapped, wrapped_height, clipped, clipped_to,
    field_text_rect, shrunk, fitted, first_fitting, draw_tooltip, draw_widget_tip, READ_LEAST,
    tight_below, tip_size,
)
from .stack import Scene
from .text_field import TextField, clipboard_text, copy_text  # noqa: F401
from .widget import Widget

#: Input is ignored for this long after a screen that waits for one player appears (the
#: hand-over, the final result), so that the previous player's second click or key press
#: cannot act on it by accident.
ARM_SECONDS = 0.35

if TYPE_CHECKING:
    from .context import AppContext


# --- widgets ---------------------------------------------------------------------------------

class Button(Widget):
    """A labelled button; `style` is primary (brass), danger (claret), quiet (paper) or dark."""

    def __init__(self, label: str, on_click: Callable[[], None], rect=None, style: str = "primary",
                 hotkey: int | None = None, tooltip: str | None = None, size: float = 17,
                 icon: pygame.Surface | None = None, lines: int = 1, least: float = 13) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        #: A label that holds a player's name may take this many lines (`label_lines`) rather
        #: than shrink below `least`, a design size: one line shrank to nine pixels.
        self.lines, self.least = lines, least
        self.on_click = on_click
        self.style = style
        self.hotkey = hotkey
        self.size = size
        self.icon = icon
        self.pressed = False
        #: Why the button is greyed, in the engine's words (said when its key is pressed), or
        #: None when nobody says.
        self.refusal: str | None = None

    def click(self) -> None:
        """Press the button as if clicked."""
        if self.visible and self.enabled:
            self.pressed_now()
            self.on_click()

    def activate(self) -> None:
        """Enter or Space on a focused button presses it."""
        self.click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        if (event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey
                and self.enabled):
            self.click()
            return True
        return False

    def colours(self):
        """Fill, ink and edge colours for the button's style and state."""
        if not self.enabled:
            return PAPER_DIM, MUTED, PAPER_DARK
        styles = {
            "primary": (BRASS_LIGHT if self.hover else BRASS, INK, BRASS_DARK),
            "danger": (CLARET_LIGHT if self.hover else CLARET, PAPER, (90, 20, 26)),
            "quiet": (WHITE if self.hover else PAPER, INK, PAPER_DARK),
            "dark": ((60, 64, 74) if self.hover else (44, 47, 56), PAPER, (20, 20, 24)),
            "green": (GREEN_LIGHT if self.hover else GREEN, PAPER, (24, 70, 46)),
        }
        return styles[self.style]

    def draw(self, surface: pygame.Surface, ctx: "AppContext") -> None:
        if not self.visible:
            return
        fill, ink, edge = self.colours()
        r = self.rect.move(0, 1 if self.pressed else 0)
        blit_panel(surface, ctx, r, fill=fill, radius=ctx.px(8), border=edge,
                   border_width=max(1, ctx.px(1.5)), shadow=ctx.px(3) if self.enabled else 0)
        # The keyboard focus is drawn by the screen's FocusRing, the same for every widget.
        room = r.w - ctx.px(8) - (self.icon.get_width() + ctx.px(6) if self.icon is not None else 0)
        lines, size = self.label_lines(ctx, room)
        if len(lines) > 1:
            step = ctx.text.size(lines[0], size, "bold")[1]
            top = r.centery - step * len(lines) // 2
            for i, line in enumerate(lines):
                label = ctx.text.render(line, size, ink, "bold")
                surface.blit(label, label.get_rect(midtop=(r.centerx, top + i * step)))
            return
        label = ctx.text.render(self.label, size, ink, "bold")
        if self.icon is not None:
            iw = self.icon.get_width()
            total = iw + ctx.px(6) + label.get_width()
            x = r.centerx - total // 2
            surface.blit(self.icon, (x, r.centery - self.icon.get_height() // 2))
            surface.blit(label, (x + iw + ctx.px(6), r.centery - label.get_height() // 2))
        else:
            surface.blit(label, label.get_rect(center=r.center))


    def label_lines(self, ctx: "AppContext", room: int) -> tuple[list, int]:
        """The label's lines within `room` pixels, and their size in pixels: one line, longer
        words (a language's, a larger amount) shrunk to fit, down to nine pixels; a button of
        more `lines` shrinks its one line down to its `least` design size only, then takes
        more lines, from its size down (a player's name kept whole on one), and at the last
        cuts each line with "…"."""
        size = ctx.px(self.size)
        floor = 9 if self.lines == 1 else ctx.px(self.least)
        while size > floor and ctx.text.size(self.label, size, "bold")[0] > room:
            size -= 1
        if self.lines == 1 or ctx.text.size(self.label, size, "bold")[0] <= room:
            return [self.label], size
        fits = lambda line, at: ctx.text.size(line, at, "bold")[0] <= room  # noqa: E731
        for size in range(ctx.px(self.size), floor - 1, -1):
            lines = ctx.text.wrap(self.label, size, room, "bold")
            if len(lines) <= self.lines and all(fits(line, size) for line in lines):
                return lines, size
        lines = ctx.text.wrap(self.label, floor, room, "bold")[:self.lines]
        return [clipped(ctx, line, self.least, room, "bold") for line in lines], floor


class Cycle(Widget):
    """A value chosen by stepping through options: ‹ value ›. Click the arrows or the label.

    One rule for every choice: the arrows (and the wheel, Left and Right) stop at the first and
    the last option, and the arrow that can go no further is drawn faint; a click on the name,
    Enter and Space, which have no direction, go round."""

    def __init__(self, options: Sequence[tuple[object, str]], value: object,
                 on_change: Callable[[object], None], rect=None, tooltip: str | None = None,
                 size: float = 16) -> None:
        super().__init__(rect, tooltip)
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.size = size

    def set_options(self, options: Sequence[tuple[object, str]]) -> None:
        """Offer new options, keeping the value if it is still one of them."""
        self.options = list(options)
        if self.value not in [v for v, _ in self.options] and self.options:
            self.value = self.options[0][0]

    def step(self, delta: int, wrap: bool = False) -> None:
        """Move to the next (+1) or previous (-1) option (past the ends only with `wrap`)."""
        values = [v for v, _ in self.options]
        if not values or not self.enabled:
            return
        i = values.index(self.value) if self.value in values else 0
        if wrap:
            i = (i + delta) % len(values)
        else:
            i = max(0, min(len(values) - 1, i + delta))
        if values[i] != self.value:
            self.value = values[i]
            self.on_change(self.value)

    def activate(self) -> None:
        """Enter or Space steps to the next option (round to the first after the last)."""
        self.step(1, wrap=True)

    def adjust(self, delta: int) -> bool:
        """Left and Right step through the options."""
        if len(self.options) > 1 and self.enabled:
            self.step(delta)
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            x, h = event.pos[0], self.rect.h
            if x < self.rect.x + h or x >= self.rect.right - h:
                self.step(-1 if x < self.rect.x + h else 1)
            else:
                self.activate()         # the name itself, like Space: round to the first
            return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def label(self) -> str:
        """The shown name of the current value."""
        return next((lab for v, lab in self.options if v == self.value), str(self.value))

    def draw(self, surface: pygame.Surface, ctx: "AppContext") -> None:
        if not self.visible:
            return
        blit_panel(surface, ctx, self.rect, fill=WHITE if self.hover and self.enabled else PAPER,
                   radius=ctx.px(6), border=PAPER_DARK)
        ink = INK if self.enabled and len(self.options) > 1 else MUTED
        h = self.rect.h
        at = next((i for i, (v, _) in enumerate(self.options) if v == self.value), None)
        for x, glyph in ((self.rect.x + h // 2, -1), (self.rect.right - h // 2, 1)):
            if len(self.options) > 1 and self.enabled:
                cy = self.rect.centery
                s = max(3, h // 6)
                pts = ([(x + s // 2, cy - s), (x - s, cy), (x + s // 2, cy + s)] if glyph < 0 else
                       [(x - s // 2, cy - s), (x + s, cy), (x - s // 2, cy + s)])
                # The arrow at an end goes nowhere: drawn faint.
                end = at == (0 if glyph < 0 else len(self.options) - 1)
                pygame.draw.polygon(surface, PAPER_DARK if end else BRASS_DARK, pts)
        size = ctx.px(self.size)
        room = self.rect.w - 2 * h
        while size > 9 and ctx.text.size(self.label(), size, "bold")[0] > room:
            size -= 1           # a long option shrinks to fit between the arrows
        label = ctx.text.render(self.label(), size, ink, "bold")
        surface.blit(label, label.get_rect(center=self.rect.center))


class Toggle(Widget):
    """An on/off switch with a label to its right."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None], rect=None,
                 tooltip: str | None = None, size: float = 16) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.size = size

    def flip(self) -> None:
        """Switch on or off."""
        if self.enabled:
            self.value = not self.value
            self.on_change(self.value)

    def activate(self) -> None:
        """Enter or Space flips the switch."""
        self.flip()

    def adjust(self, delta: int) -> bool:
        """Right switches on, Left off."""
        if self.enabled and self.value != (delta > 0):
            self.flip()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        super().handle_event(event)
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.rect.collidepoint(event.pos) and self.enabled):
            self.flip()
            return True
        return False

    def draw(self, surface: pygame.Surface, ctx: "AppContext") -> None:
        if not self.visible:
            return
        h = self.rect.h
        box = pygame.Rect(self.rect.x, self.rect.y + h // 2 - ctx.px(11), ctx.px(40), ctx.px(22))
        blit_panel(surface, ctx, box, fill=GREEN if self.value else PAPER_DARK, radius=box.h // 2)
        knob_x = box.right - box.h // 2 if self.value else box.x + box.h // 2
        pygame.draw.circle(surface, WHITE, (knob_x, box.centery), box.h // 2 - ctx.px(3))
        label = ctx.text.render(self.label, ctx.px(self.size), PAPER if self.hover else PAPER_DIM)
        surface.blit(label, (box.right + ctx.px(10), self.rect.centery - label.get_height() // 2))


class ButtonDialog(Scene):
    """A modal screen of buttons under a focus ring: it takes every event, and re-lays itself
    out when the window changes size. Subclasses set `self.buttons`, `self.focus` and
    `layout()`."""

    #: Nothing here moves by itself (see `Scene.at_rest`).
    at_rest = True

    buttons: list
    focus: "FocusRing"

    def layout(self) -> None:
        """Place the widgets for the window's size."""

    def resize(self, size) -> None:
        self.layout()

    def handle_event(self, event) -> bool:
        if not self.focus.handle_event(event):
            widgets_event(self.buttons, event)
        return True


def centre_row(buttons: Sequence[Widget], centerx: int, top: int, width: int, height: int,
               gap: int) -> None:
    """Lay buttons out side by side, `width` x `height` each, the row centred on `centerx`."""
    n = len(buttons)
    x = centerx - (n * width + (n - 1) * gap) // 2
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(x + i * (width + gap), top, width, height)


def widgets_event(widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
    """Offer an event to widgets (hover reaches all; a click stops at the first taker)."""
    consumed = False
    for w in widgets:
        if w.visible and not consumed:
            if w.handle_event(event):
                consumed = True
        elif event.type == pygame.MOUSEMOTION:
            w.hover = w.tip_spent = False
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        # A click elsewhere takes the focus away from text fields.
        for w in widgets:
            if isinstance(w, TextField) and not w.rect.collidepoint(event.pos):
                w.focused = False
    return consumed


def hovered_tooltip(widgets: Sequence[Widget]) -> str | None:
    """The tooltip of the widget under the pointer, if any."""
    for w in widgets:
        if w.visible and w.hover and w.tooltip:
            return w.tooltip
    return None


#: The band's height under a moment the table holds (design pixels): with the hand-over's
#: words, and with its button alone; the room it keeps at the window's foot.
BAND_H, BAND_H_ALONE, BAND_FOOT = 104, 84, 12


def foot_band(ctx, named: bool = True) -> pygame.Rect:
    """Where the band under a moment the table holds goes in the window: at its foot, as wide
    as the round's scoring window (which stands above it when it names the next person), or
    only its button's width and a margin (`named` False: it names nobody)."""
    px = ctx.px
    w, h = ctx.size
    rect = pygame.Rect(0, 0, min(w - px(40), px(980 if named else 400)),
                       px(BAND_H if named else BAND_H_ALONE))
    rect.midbottom = (w // 2, h - px(BAND_FOOT))
    return rect
