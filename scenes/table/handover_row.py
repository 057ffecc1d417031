"""A row of the person's own moves on the hand-over (scenes/handover.py): a line saying that no
screen need open for them, and a button for each move, made right there without the person's
screen opening. The open auction's lap offers Pass and "Out of this lot" (lap_choices.py); the
dummy hand's decision and a fixed price's Pass come from handover_choices.py. The full
hand-over's card grows by the row under its button; the band at the window's foot grows by a
row across its foot, the buttons at its right.

Each button's move is handed to the hand-over (`bind`), which makes it only once armed and
closes first; `actions` says which of the engine's actions each button makes, for a reader of
the row (tests, tools/hot_seat_presses.py).
"""
from __future__ import annotations

from typing import Callable

import pygame

from .. import ui

#: The design height the full hand-over's card grows by for the row (its line and buttons), and
#: the band at the window's foot.
CARD_ROW_H = 74
BAND_ROW_H = 44
#: The buttons' height (design pixels).
BUTTON_H = 34


class HandoverRow:
    """The line over the buttons (`lead`) and the buttons, each with the move it makes."""

    def __init__(self, ctx, seat: int, lead: str,
                 moves: list[tuple[ui.Button, Callable[[], None], object]]) -> None:
        self.ctx = ctx
        self.seat = seat
        #: The line over the buttons: what a move would end, else that no screen need open.
        self.lead = lead
        self._moves = [(button, move) for button, move, _action in moves]
        #: The engine's action each button makes (None: more than one action, as "Out of this
        #: lot", a pass now and on every later lap).
        self.actions = {id(button): action for button, _move, action in moves}
        self.lead_at = (0, 0)
        self.lead_room = 0
        #: The design pixels the full hand-over's card and the band grow by for the row.
        self.card_h, self.band_h = CARD_ROW_H, BAND_ROW_H

    def bind(self, through: Callable[[Callable[[], None]], None]) -> None:
        """Each button's press goes through `through` (the hand-over's: only once armed, and
        it closes before the move is made)."""
        for button, move in self._moves:
            button.on_click = (lambda made=move: through(made))

    def first(self, before: Callable[[], None]) -> None:
        """Each move is made after `before()` (a moment held on the table let go first, as
        the band's own press lets it go); call before `bind`."""
        self._moves = [(button, (lambda made=move: (before(), made())))
                       for button, move in self._moves]

    @property
    def widgets(self) -> list[ui.Button]:
        """The buttons, in reading order."""
        return [button for button, _move in self._moves]

    def button_for(self, action) -> ui.Button | None:
        """The button that makes the engine's `action`, if the row offers it."""
        return next((b for b in self.widgets if self.actions.get(id(b)) == action), None)

    def _widths(self) -> list[int]:
        """Each button as wide as its words and a margin."""
        ctx, px = self.ctx, self.ctx.px
        return [ctx.text.size(b.label, px(b.size), "bold")[0] + px(28) for b in self.widgets]

    def place_in_card(self, area: pygame.Rect) -> None:
        """The line centred at the top of `area` (the card's foot), the buttons under it."""
        px = self.ctx.px
        self.lead_at, self.lead_room = (area.centerx, area.y + px(4)), area.w
        widths, gap = self._widths(), px(12)
        x = area.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
        for button, w in zip(self.widgets, widths):
            button.rect = pygame.Rect(x, area.y + px(30), w, px(BUTTON_H))
            x += w + gap

    def place_in_band(self, area: pygame.Rect) -> None:
        """The buttons at the right of `area` (the band's foot row), the line left of them."""
        px = self.ctx.px
        right = area.right
        for button, w in reversed(list(zip(self.widgets, self._widths()))):
            button.rect = pygame.Rect(0, 0, w, px(BUTTON_H))
            button.rect.midright = (right, area.centery)
            right = button.rect.x - px(10)
        self.lead_room = right + px(10) - px(16) - area.x
        self.lead_at = (area.x, area.centery)

    def draw(self, surface: pygame.Surface, band: bool) -> None:
        """The line and the buttons (their help is the hand-over's to draw)."""
        ctx = self.ctx
        line, size = ui.fitted(ctx, self.lead, 13, self.lead_room, "italic", 10)
        ui.text(surface, ctx, line, size, self.lead_at, ui.INK_SOFT, "italic",
                "midleft" if band else "midtop")
        for button in self.widgets:
            button.draw(surface, ctx)
