"""The look shared by every screen (palette, panels) and the small widgets: buttons, cycles,
toggles, text fields and the amount stepper. Every surface drawn more than once is cached."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from game.text import typed_char, whole_number

from .assets import drawable

# The palette and the drawing helpers live in .paint; screens reach them through ui as before.
from .paint import (  # noqa: F401
    INK, INK_SOFT, MUTED, PAPER, PAPER_DIM, PAPER_DARK, BRASS, BRASS_LIGHT, BRASS_DARK, CLARET,
    CLARET_LIGHT, GREEN, GREEN_LIGHT, WHITE, ERROR, NIGHT, HELP, SHADOW, panel, blit_panel,
    night_sheet, shade, text, wrapped, wrapped_height, clipped, clipped_to, field_text_rect,
    shrunk, first_fitting, draw_tooltip, draw_widget_tip,
)
from .stack import Scene

#: Input is ignored for this long after a screen that waits for one player appears (the
#: hand-over, the final result), so that the previous player's second click or key press
#: cannot act on it by accident.
ARM_SECONDS = 0.35

if TYPE_CHECKING:
    from .context import AppContext


# --- widgets ---------------------------------------------------------------------------------

class Widget:
    """Something on screen that can be clicked or typed into."""

    def __init__(self, rect: pygame.Rect | None = None, tooltip: str | None = None) -> None:
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.visible = True
        self.enabled = True
        self.hover = False
        self.tooltip = tooltip
        #: Holds the keyboard focus (a FocusRing sets it; a text field also takes it by click).
        self.focused = False

    @property
    def focusable(self) -> bool:
        """Whether the keyboard focus can rest here (shown and usable)."""
        return self.visible and self.enabled and self.rect.w > 0 and self.rect.h > 0

    def contains(self, pos) -> bool:
        """Whether a click at `pos` lands on this widget (a list row scrolled away does not)."""
        return self.rect.collidepoint(pos)

    def activate(self) -> None:
        """What Enter or Space does when this widget holds the keyboard focus."""

    def adjust(self, delta: int) -> bool:
        """What Left (-1) or Right (+1) does when focused; True if the widget used the key."""
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle an event; True when consumed."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        return False

    def draw(self, surface: pygame.Surface, ctx: "AppContext") -> None:
        """Draw the widget."""


class Button(Widget):
    """A labelled button; `style` is primary (brass), danger (claret), quiet (paper) or dark."""

    def __init__(self, label: str, on_click: Callable[[], None], rect=None, style: str = "primary",
                 hotkey: int | None = None, tooltip: str | None = None, size: float = 17,
                 icon: pygame.Surface | None = None) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.hotkey = hotkey
        self.size = size
        self.icon = icon
        self.pressed = False

    def click(self) -> None:
        """Press the button as if clicked."""
        if self.visible and self.enabled:
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
        size = ctx.px(self.size)
        room = r.w - ctx.px(8) - (self.icon.get_width() + ctx.px(6) if self.icon is not None else 0)
        while size > 9 and ctx.text.size(self.label, size, "bold")[0] > room:
            size -= 1           # longer words (a language's, a larger amount) shrink to fit
        label = ctx.text.render(self.label, size, ink, "bold")
        if self.icon is not None:
            iw = self.icon.get_width()
            total = iw + ctx.px(6) + label.get_width()
            x = r.centerx - total // 2
            surface.blit(self.icon, (x, r.centery - self.icon.get_height() // 2))
            surface.blit(label, (x + iw + ctx.px(6), r.centery - label.get_height() // 2))
        else:
            surface.blit(label, label.get_rect(center=r.center))


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


class TextField(Widget):
    """A one-line text entry. Digits only when `numeric` (`number()` reads it): another
    printable character is refused, and `on_refuse` gets it so the screen can say why (the key
    still reaches the screen's shortcuts). Enter calls `on_enter`.

    Text comes with a key press (KEYDOWN's `unicode`) or, for what no single key types (an
    accent by a dead key or compose, a name written with an input method: "ë", "李明"), as
    TEXTINPUT alone. A key that types a character sends both, KEYDOWN first: the TEXTINPUT
    that repeats the key's own character is skipped (`_keyed`). Ctrl+V (Cmd+V) pastes the
    clipboard's text as if typed (`paste`), Ctrl+C copies the field's text."""

    def __init__(self, value: str = "", on_change: Callable[[str], None] | None = None,
                 rect=None, numeric: bool = False, max_len: int = 24,
                 on_enter: Callable[[], None] | None = None, placeholder: str = "",
                 size: float = 18, tooltip: str | None = None,
                 on_refuse: Callable[[str], None] | None = None) -> None:
        super().__init__(rect, tooltip)
        self.value, self.on_change, self.on_refuse = value, on_change, on_refuse
        self.numeric, self.max_len, self.on_enter = numeric, max_len, on_enter
        self.placeholder, self.size, self.blink = placeholder, size, 0.0
        #: Replace the whole value on the next keystroke (after focusing by click or stepping).
        self.select_all = False
        #: The text of the last key press, which its TEXTINPUT repeats ("" once it has).
        self._keyed = ""

    def set(self, value: str) -> None:
        """Set the text (from a stepper or a quick raise)."""
        self.value = value
        self.select_all = True
        if self.on_change:
            self.on_change(value)

    def number(self) -> int | None:
        """The whole number typed, or None when the field holds none (then say the field's
        message: never `int()` the value)."""
        return whole_number(self.value)

    def activate(self) -> None:
        """Focusing a text field by keyboard readies it for typing (the whole value selected)."""
        self.focused = True
        self.select_all = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside:
                self.focused = True
                self.select_all = True
                return True
            return False
        if event.type == pygame.TEXTINPUT and self.focused:
            keyed, self._keyed = self._keyed, ""
            if event.text == keyed:
                return False        # the key press before it brought this text already
            taken = [self._take(ch) for ch in event.text]
            return any(taken)
        if event.type == pygame.KEYDOWN and self.focused:
            self._keyed = event.unicode if isinstance(event.unicode, str) else ""
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_enter:
                    self.on_enter()
                return True
            command = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_a and command:
                self.select_all = True      # Ctrl+A (Cmd+A): the next keystroke replaces it
                return True
            if event.key == pygame.K_v and command:
                self.paste(clipboard_text())    # Ctrl+V (Cmd+V)
                return True
            if event.key == pygame.K_c and command:
                copy_text(self.value)           # Ctrl+C (Cmd+C): the whole text
                return True
            if event.key == pygame.K_BACKSPACE:
                self.value = "" if self.select_all else self.value[:-1]
                self.select_all = False
                if self.on_change:
                    self.on_change(self.value)
                return True
            return self._take(event.unicode)
        return False

    def paste(self, text: str) -> None:
        """Pasted text, taken as if typed character by character (the same refusals and the
        length limit): its first line only, a tab as a space. What was refused is said once,
        after the rest is taken (a later change would otherwise clear the screen's message)."""
        lines = text.strip().replace("\t", " ").splitlines()
        refused: list[str] = []
        for ch in lines[0] if lines else "":
            self._take(ch, refused.append)
        if refused and self.on_refuse:
            self.on_refuse("".join(refused))

    def _take(self, text, refuse: Callable[[str], None] | None = None) -> bool:
        """Add one typed character (whether it was taken): a number field refuses what is
        not a digit, and a text field what none of the game's typefaces can draw (an emoji),
        saying so through `refuse` (by default `on_refuse`)."""
        refuse = refuse or self.on_refuse
        ch = typed_char(text, self.numeric)
        if ch and not self.numeric and not all(drawable(c) for c in ch):
            if refuse:
                refuse(ch)
            return True
        if ch:
            base = "" if self.select_all else self.value
            self.select_all = False
            if len(base) < self.max_len:
                self.value = (base + ch)[:self.max_len]
                if self.on_change:
                    self.on_change(self.value)
            return True
        if self.numeric and refuse and typed_char(text).strip():
            refuse(text)        # printable, not a digit, not a space
        return False

    def draw(self, surface: pygame.Surface, ctx: "AppContext") -> None:
        if not self.visible:
            return
        blit_panel(surface, ctx, self.rect, fill=WHITE, radius=ctx.px(6),
                   border=BRASS_DARK if self.focused else PAPER_DARK,
                   border_width=max(1, ctx.px(2 if self.focused else 1)))
        px = ctx.px(self.size)
        shown = self.value or self.placeholder
        colour = INK if self.value else MUTED
        label = ctx.text.render(shown, px, colour, "bold" if self.numeric else "regular")
        inner = self.rect.inflate(-2 * ctx.px(8), 0)
        pos = field_text_rect(ctx, label, self.rect, inner, self.numeric, self.focused)
        with clipped_to(surface, inner):
            if self.focused and self.select_all and self.value:
                pygame.draw.rect(surface, BRASS_LIGHT, pos.inflate(ctx.px(4), 0))
            surface.blit(label, pos)
        if self.focused and not (self.select_all and self.value):
            # After the text; in an empty field (nothing to select) before the grey placeholder
            # ("ran|dom" read as a cursor inside a word, seen on the setup's seed box).
            x = pos.right + 2 if self.value else pos.x - ctx.px(3)
            pygame.draw.line(surface, INK, (x, self.rect.y + ctx.px(7)),
                             (x, self.rect.bottom - ctx.px(7)), max(1, ctx.px(2)))


def clipboard_text() -> str:
    """The text on the system's clipboard, or "" when there is none or no clipboard at all
    (a headless display)."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, UnicodeError, SystemError):
        return ""
    return text if isinstance(text, str) else ""


def copy_text(text: str) -> None:
    """Put `text` on the system's clipboard (nothing happens where there is none)."""
    if text:
        try:
            pygame.scrap.put_text(text)
        except (pygame.error, AttributeError, UnicodeError, SystemError):
            pass


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
            w.hover = False
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
