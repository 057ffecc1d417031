"""The one-line text entry (`TextField`) of names, seeds, save names and bid boxes, edited as in
any desktop program: a caret placed by a click or moved by the arrows, Home and End, Backspace
and Delete at the caret, Shift with them to select, typing over a selection."""
from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Callable

import pygame

from game.text import typed_char, whole_number

from .assets import drawable
from .paint import BRASS_DARK, BRASS_LIGHT, ERROR, INK, MUTED, PAPER_DARK, WHITE, \
    blit_panel, clipped_to, field_text_rect
from .widget import Widget

if TYPE_CHECKING:
    from .context import AppContext

#: The keys that move the caret: where each one takes it, from (caret, length).
_MOVES: dict[int, Callable[[int, int], int]] = {
    pygame.K_LEFT: lambda at, n: max(0, at - 1), pygame.K_RIGHT: lambda at, n: min(n, at + 1),
    pygame.K_HOME: lambda at, n: 0, pygame.K_END: lambda at, n: n,
}


class TextField(Widget):
    """A one-line text entry. Digits only when `numeric` (`number()` reads it): another
    printable character is refused, and `on_refuse` gets it so the screen can say why (the key
    still reaches the screen's shortcuts). Enter calls `on_enter`; a character the length limit
    stops (typed or pasted) calls `on_full`, so the screen can say the limit. In a number field
    Enter after keys refused over the whole selected text (`refused`, until the text changes: a
    digit, Backspace, a stepper) sends nothing the player did not type: it calls
    `on_refused_enter` (by default `on_refuse`) with them, not `on_enter` ("abc" over the
    offered 5, then Enter, bid that 5). A letter refused after the player's own digits ("12",
    then "a") leaves Enter sending what the box shows, as its button does.

    Text comes with a key press (KEYDOWN's `unicode`) or, for what no single key types (an
    accent by a dead key or compose, a name written with an input method: "ë", "李明"), as
    TEXTINPUT alone. A key that types a character sends both, KEYDOWN first: the TEXTINPUT
    that repeats the key's own character is skipped (`_keyed`), and one that brings another
    character takes the place of what the key press typed: pygame reads a KEYDOWN's character
    from its TEXTINPUT, and when one key is pressed twice before the frame reads its events
    ("Ada" typed quickly, Shift+A then A), the first press read the second's "a", and "Ada"
    came out "aAda". Ctrl+V (Cmd+V) pastes the clipboard's text as if typed (`paste`),
    Ctrl+C copies the selection (or the whole text). Esc stops typing (`stop_typing`): the
    field lets go of the keyboard and keeps its text; the next Esc is the screen's (a screen's
    FocusRing hands a focused field its Esc first, so on every screen the first Esc is this).

    The caret (`caret`, an index into the text) and the selection (from `anchor` to the caret)
    are edited as in any desktop program. The click that brings the focus to the field selects
    the whole text, so that typing replaces it (as the setup's names and the bid boxes always
    did); a further click, or an arrow key, places the caret. In a name (not a number) a space
    beside another space is not taken: runs of spaces fold into one."""

    def __init__(self, value: str = "", on_change: Callable[[str], None] | None = None,
                 rect=None, numeric: bool = False, max_len: int = 24,
                 on_enter: Callable[[], None] | None = None, placeholder: str = "",
                 size: float = 18, tooltip: str | None = None,
                 on_refuse: Callable[[str], None] | None = None,
                 on_full: Callable[[], None] | None = None,
                 on_refused_enter: Callable[[str], None] | None = None) -> None:
        self._focused = self._fresh = False
        #: Esc stopped the typing here (`stop_typing`): a screen that keeps its field typing
        #: (the table's amount box) leaves it be until the player brings the keyboard back (a
        #: click, Tab, Enter on its ring, a stepper), which any focusing does.
        self.stopped = False
        super().__init__(rect, tooltip)
        self.on_change, self.on_refuse, self.on_full = on_change, on_refuse, on_full
        self.on_refused_enter = on_refused_enter
        #: The characters refused over the whole selected text since it last changed ("" none):
        #: a number field's Enter waits until what it shows is what the player typed.
        self.refused = ""
        #: The screen cannot take what the field holds (a name another seat has too): its
        #: border in the error colour, thicker, until the screen says it is right again.
        self.wrong = False
        self.numeric, self.max_len, self.on_enter = numeric, max_len, on_enter
        self.placeholder, self.size, self.blink = placeholder, size, 0.0
        self._value = value
        #: Where the next character goes (0: before the first).
        self.caret = len(value)
        #: The other end of the selection (None: nothing selected).
        self.anchor: int | None = None
        #: The text the last key press typed, which its TEXTINPUT repeats, with the field as
        #: it was before and after it (None once the TEXTINPUT came, or a key was released).
        self._keyed: tuple[str, tuple, tuple] | None = None
        #: Each caret place's x on screen as last drawn (for a click to place the caret).
        self._edges: list[int] = []

    @property
    def focused(self) -> bool:
        """Holds the keyboard focus (typing goes here)."""
        return self._focused

    @focused.setter
    def focused(self, on: bool) -> None:
        # Just focused (by a click, Tab or the screen): a click now selects all, not the caret.
        self._fresh = on and (self._fresh or not getattr(self, "_focused", False))
        self._focused = on
        self.stopped = self.stopped and not on

    @property
    def value(self) -> str:
        """The text in the field."""
        return self._value

    @value.setter
    def value(self, text: str) -> None:
        # Set from outside (a remembered name, a kept amount): the caret after the text, and
        # the next click selects it all, as when the field was first clicked.
        self._value, self.caret, self.anchor, self._fresh = text, len(text), None, True
        self.refused = ""

    @property
    def select_all(self) -> bool:
        """Whether the whole text is selected, so that the next keystroke replaces it."""
        return self.anchor is not None and {self.anchor, self._at()} == {0, len(self._value)}

    @select_all.setter
    def select_all(self, on: bool) -> None:
        if on:
            self.anchor, self.caret = 0, len(self._value)
        else:
            self.anchor, self.caret = None, self._at()

    def _at(self) -> int:
        """The caret, kept inside the text."""
        return max(0, min(len(self._value), self.caret))

    def selection(self) -> tuple[int, int] | None:
        """The selected part, (start, end), or None when nothing is selected."""
        if self.anchor is None or self.anchor == self._at():
            return None
        a, b = sorted((max(0, min(len(self._value), self.anchor)), self._at()))
        return a, b

    def set(self, value: str) -> None:
        """Set the text (from a stepper or a quick raise)."""
        self.value = value
        self.select_all = True
        if self.on_change:
            self.on_change(value)

    def number(self) -> int | None:
        """The whole number typed, or None when the field holds none (then say the field's
        message: never `int()` the value)."""
        return whole_number(self._value)

    def activate(self) -> None:
        """Focusing a text field by keyboard readies it for typing (the whole value selected)."""
        self.focused = True
        self.select_all = True

    def stop_typing(self) -> None:
        """Esc: the field lets go of the keyboard and keeps what it holds, nothing selected
        (`stopped` until it is focused again)."""
        self.focused = self.select_all = False
        self._keyed = None
        self.stopped = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            if self.focused and not self._fresh:
                self.caret, self.anchor = self._caret_at(event.pos[0]), None
            else:
                self.focused, self.select_all = True, True
            self._fresh = False
            return True
        if event.type == pygame.TEXTINPUT and self.focused:
            keyed, self._keyed = self._keyed, None
            if keyed is not None:
                text, before, after = keyed
                if event.text == text:
                    return False    # the key press before it brought this text already
                if self._state() == after:
                    self._restore(before)   # it typed another character (see the class)
            return self._type(event.text)
        if event.type == pygame.KEYDOWN and self.focused:
            self._keyed = None
            self._fresh = False
            return self._key(event)
        if event.type == pygame.KEYUP:
            self._keyed = None      # a key's TEXTINPUT comes before its release
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        """A key pressed while the field has the focus; True when used."""
        if event.key == pygame.K_ESCAPE:
            self.stop_typing()          # "Esc stops typing", as the Save screen's line says
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            say = self.on_refused_enter or self.on_refuse
            if self.numeric and self.refused and say:
                say(self.refused)       # the box shows nothing the player typed: not sent
            elif self.on_enter:
                self.on_enter()
            return True
        mod = getattr(event, "mod", 0)
        command = mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_a and command:
            self.select_all = True      # Ctrl+A (Cmd+A): the next keystroke replaces it
            return True
        if event.key == pygame.K_v and command:
            self.paste(clipboard_text())    # Ctrl+V (Cmd+V)
            return True
        if event.key == pygame.K_c and command:
            part = self.selection()          # Ctrl+C (Cmd+C): the selection, or the whole text
            copy_text(self._value[part[0]:part[1]] if part else self._value)
            return True
        if event.key in _MOVES:
            self._move(_MOVES[event.key](self._at(), len(self._value)), event.key,
                       bool(mod & pygame.KMOD_SHIFT))
            return True
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self._erase(event.key == pygame.K_DELETE)
            return True
        if not isinstance(event.unicode, str) or not event.unicode:
            return False
        before = self._state()
        used = self._type(event.unicode)
        self._keyed = (event.unicode, before, self._state())
        return used

    def _state(self) -> tuple:
        """What a key press changes: the text, the caret, the selection, what was refused."""
        return self._value, self.caret, self.anchor, self.refused

    def _restore(self, state: tuple) -> None:
        """The field as it was (`_state`) before a key press typed the wrong character."""
        changed = state[0] != self._value
        self._value, self.caret, self.anchor, self.refused = state
        if changed and self.on_change:
            self.on_change(self._value)

    def _move(self, to: int, key: int, select: bool) -> None:
        """The caret moves to `to`; with Shift the selection grows or shrinks with it. Left or
        Right without Shift over a selection goes to its start or end, as in other programs."""
        part = self.selection()
        if select:
            if self.anchor is None:
                self.anchor = self._at()
            self.caret = to
            return
        if part and key in (pygame.K_LEFT, pygame.K_RIGHT):
            to = part[0] if key == pygame.K_LEFT else part[1]
        self.caret, self.anchor = to, None

    def _erase(self, forward: bool) -> None:
        """Backspace (or Delete, `forward`): the selection, else the character before (after)
        the caret."""
        part = self.selection()
        at = self._at()
        if part is None:
            part = (at, min(len(self._value), at + 1)) if forward else (max(0, at - 1), at)
        self._replace(part, "")
        if self.on_change:
            self.on_change(self._value)

    def _replace(self, part: tuple[int, int], text: str) -> None:
        """Put `text` in place of `part` of the value, the caret after it."""
        a, b = part
        self._value = self._value[:a] + text + self._value[b:]
        self.caret, self.anchor, self.refused = a + len(text), None, ""

    def paste(self, text: str) -> None:
        """Pasted text, taken as if typed character by character (the same refusals and the
        length limit): its first line only, a tab as a space. What was refused is said once,
        after the rest is taken (a later change would otherwise clear the screen's message)."""
        lines = text.strip().replace("\t", " ").splitlines()
        refused: list[str] = []
        full = [self._take(ch, refused.append) for ch in (lines[0] if lines else "")]
        if refused and self.on_refuse:
            self.on_refuse("".join(refused))
        if None in full and self.on_full:
            self.on_full()

    def _type(self, text: str) -> bool:
        """Characters typed (one key's, or an input method's several); True when taken. The
        length limit, if it stopped any, is said once."""
        taken = [self._take(ch) for ch in text]
        if None in taken and self.on_full:
            self.on_full()
        return any(t is not False for t in taken)

    def _take(self, text, refuse: Callable[[str], None] | None = None) -> bool | None:
        """Add one typed character at the caret, over the selection: True when taken (or
        refused with a word), False when it is nothing a field takes, None when the length
        limit stopped it. A number field refuses what is not a digit, and a text field what
        none of the game's typefaces can draw (an emoji), saying so through `refuse` (by
        default `on_refuse`)."""
        refuse = refuse or self.on_refuse
        ch = typed_char(text, self.numeric)
        if ch and not self.numeric and not all(drawable(c) for c in ch):
            self.refused += ch
            if refuse:
                refuse(ch)
            return True
        if not ch:
            if self.numeric and typed_char(text).strip():
                if self.select_all:     # meant to replace the amount: Enter waits (see class)
                    self.refused += text
                if refuse:
                    refuse(text)    # printable, not a digit, not a space
            return False
        part = self.selection() or (self._at(), self._at())
        if not self.numeric:
            ch, part = self._composed(ch, part)
        if ch == " " and not self.numeric and " " in self._value[part[0] - 1:part[0]] + \
                self._value[part[1]:part[1] + 1]:
            return True             # a second space in a row: folded into the first
        if len(self._value) - (part[1] - part[0]) + len(ch) > self.max_len:
            return None
        self._replace(part, ch)
        if self.on_change:
            self.on_change(self._value)
        return True

    def _composed(self, ch: str, part: tuple[int, int]) -> tuple[str, tuple[int, int]]:
        """A combining accent typed after a letter ("e" then U+0301, as some keyboards and
        input methods send "é") joins it into the one character it makes, which takes the
        letter's place: the name is then the same text as one typed "é" at once (two seats
        named "Zoë" either way were two names), and counts one letter."""
        a = part[0]
        if a == part[1] and a and unicodedata.combining(ch):
            joined = unicodedata.normalize("NFC", self._value[a - 1] + ch)
            if len(joined) == 1:
                return joined, (a - 1, a)
        return ch, part

    def _caret_at(self, x: int) -> int:
        """The caret place nearest to `x` on screen (the end before the field is drawn)."""
        if len(self._edges) != len(self._value) + 1:
            return len(self._value)
        return min(range(len(self._edges)), key=lambda i: abs(self._edges[i] - x))

    def draw(self, surface: pygame.Surface, ctx: "AppContext") -> None:
        if not self.visible:
            return
        border = ERROR if self.wrong else BRASS_DARK if self.focused else PAPER_DARK
        blit_panel(surface, ctx, self.rect, fill=WHITE, radius=ctx.px(6), border=border,
                   border_width=max(1, ctx.px(3 if self.wrong else 2 if self.focused else 1)))
        px = ctx.px(self.size)
        weight = "bold" if self.numeric else "regular"
        label = ctx.text.render(self._value or self.placeholder, px,
                                INK if self._value else MUTED, weight)
        inner = self.rect.inflate(-2 * ctx.px(8), 0)
        pos = field_text_rect(ctx, label, self.rect, inner, self.numeric, self.focused)
        edges = [ctx.text.size(self._value[:i], px, weight)[0] for i in range(len(self._value))]
        edges.append(label.get_width() if self._value else 0)
        if self.focused and self._value:
            # A long text slides so that the caret stays in view.
            x = pos.x + edges[self._at()]
            pos.x += max(0, inner.x + ctx.px(2) - x) - max(0, x - (inner.right - ctx.px(4)))
        self._edges = [pos.x + e for e in edges]
        part = self.selection() if self.focused else None
        with clipped_to(surface, inner):
            if part:
                a, b = self._edges[part[0]], self._edges[part[1]]
                pygame.draw.rect(surface, BRASS_LIGHT, (a - ctx.px(1), pos.y, b - a + ctx.px(2),
                                                        pos.h))
            surface.blit(label, pos)
        if self.focused and not part:
            # At the caret; in an empty field (nothing to select) before the grey placeholder
            # ("ran|dom" read as a cursor inside a word, seen on the setup's seed box).
            x = self._edges[self._at()] + 1 if self._value else pos.x - ctx.px(3)
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
