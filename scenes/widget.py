"""The base of every widget: something on screen that can be clicked or typed into."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .context import AppContext


class Widget:
    """Something on screen that can be clicked or typed into."""

    def __init__(self, rect: pygame.Rect | None = None, tooltip: str | None = None) -> None:
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.visible = True
        self.enabled = True
        self.hover = False
        self._tooltip = tooltip
        #: A button pressed with the pointer on it: its help stays away until the pointer leaves
        #: it (the hide button's help stood over "Last lot" after "Show my screen" was pressed).
        #: A text field clicked into keeps its help: it says what to type.
        self.tip_spent = False
        #: Holds the keyboard focus (a FocusRing sets it; a text field also takes it by click).
        self.focused = False

    @property
    def tooltip(self) -> str | None:
        """The control's help, shown while the pointer rests on it (or the keyboard's ring):
        none from the moment it is pressed until the pointer has left it, every screen's help
        drawn from here alike."""
        return None if self.tip_spent and self.hover else self._tooltip

    @tooltip.setter
    def tooltip(self, words: str | None) -> None:
        self._tooltip = words

    @property
    def help(self) -> str | None:
        """The control's help, also while it is kept away after a press."""
        return self._tooltip

    def pressed_now(self) -> None:
        """The control was pressed: its help goes until the pointer leaves it."""
        if self.hover:
            self.tip_spent = True

    def rested(self) -> None:
        """The control goes from the screen with what it did: no pointer on it, its help there
        again when it comes back (a hidden control hears no pointer leave it: the tip's "Got
        it", pressed with the pointer, kept its help away at every later tip)."""
        self.hover = self.tip_spent = False

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
            self.tip_spent = self.tip_spent and self.hover
        return False

    def draw(self, surface: pygame.Surface, ctx: "AppContext") -> None:
        """Draw the widget."""
