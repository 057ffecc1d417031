"""What both games' tables do alike: follow the match's actions, the privacy screen the player
covers and uncovers, the hand-over between hot-seat players, and the table's own keys.

A table subclasses `SeatedTable` and provides `privacy`, `hide_button`, `demo`, `match`,
`busy`, `_queue(events, view, public)`, `_show(view, public)`, `_choose_view()`, `skip()`
and `refresh()`.
"""
from __future__ import annotations

import pygame

from ..stack import Scene
from .privacy import handover_due


class SeatedTable(Scene):
    """The seat-and-screen behaviour shared by the auction table and the card table."""

    @property
    def at_rest(self) -> bool:
        """Waiting for a human's decision with every animation played: nothing moves."""
        return self.human_turn()

    # --- life cycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self.ctx.art = self.ctx.art_for(self.shown.config.theme)
        self.refresh()

    def exit(self) -> None:
        if self._on_action in self.match.listeners:
            self.match.listeners.remove(self._on_action)

    def resize(self, size) -> None:
        self.refresh()

    # --- the match tells us ------------------------------------------------------------------
    def _on_action(self, match, action, events) -> None:
        seat = match.viewing_seat()
        self._queue(events, match.view(seat), match.public_view())
        if match.hot_seat and self.private.seat is not None and seat != self.private.seat:
            # The decision is made and the screen passes on: it goes down at once, before the
            # action's animation plays (the public view of the moment before the action).
            before = match.view_before(None)
            self._show(before, before)

    # --- screens (hot-seat privacy) ----------------------------------------------------------
    def toggle_screen(self) -> None:
        """The "hide my screen" button: cover or uncover the hand (and money)."""
        self.privacy.covered = not self.privacy.covered
        self.hide_button.label = self.privacy.hide_label()
        self.hide_button.tooltip = self.privacy.hide_tip()     # its help follows its words
        self._choose_view()
        self.refresh()

    def _hide_button_shown(self) -> bool:
        return not self.demo and self.private.seat is not None and self.privacy.handover is None

    def _computers_act(self, dt: float) -> bool:
        """The table has caught up: a hand-over if one is due, else computer seats act unless
        they wait for the shown human (`Match.computers_wait_for`). True if something happened
        that the table must show."""
        due = handover_due(self.match, self.demo, self.privacy.handover is not None)
        if due is not None:
            self._hand_over(due)
            return False
        if self.demo or not self.match.computers_wait_for(self.private.seat):
            return self.match.update(dt)
        return False

    def _hand_over(self, seat: int) -> None:
        """Cover the table and pass the screen to `seat` (hot-seat)."""
        self.privacy.handover = self.ctx.stack.make("handover", self.match.public_view(), seat,
                                                    self._taken)
        self._choose_view()
        self.ctx.stack.push(self.privacy.handover)

    def _taken(self, seat: int) -> None:
        """`seat` confirmed the hand-over: their screen opens."""
        self.match.take_seat(seat)
        self.privacy.handover = None
        if not self.busy:
            self._show(self.match.view(self.match.viewing_seat()), self.match.public_view())
        self._choose_view()
        self.refresh()

    def _let_go_of_h(self, event) -> bool:
        """H let go after holding it: the screen opens again."""
        if event.type == pygame.KEYUP and event.key == pygame.K_h and self.privacy.holding_key:
            self.privacy.holding_key = False
            self._choose_view()
            return True
        return False

    # --- the table's own keys ----------------------------------------------------------------
    def _table_event(self, event) -> bool | None:
        """The table's keys, the log's wheel and, while the table catches up, a click that
        skips the animation (other input waits). None: the event is left to the decision."""
        if event.type == pygame.KEYDOWN and self._table_key(event.key):
            return True
        if event.type == pygame.MOUSEWHEEL and self.layout.log.collidepoint(self.mouse):
            self.log.wheel(event.y)
            return True
        if self.busy and not self.demo:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.skip()
                return True
            return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP)
        return None

    def _table_key(self, key: int) -> bool:
        """The table's own keys: H held covers the screen, Esc pauses, F fast-forwards,
        Space skips the animation."""
        if key == pygame.K_h:
            self.privacy.holding_key = True
            self._choose_view()
            return True
        if key == pygame.K_ESCAPE:
            self.ctx.stack.open("pause")
            return True
        if key == pygame.K_f:
            self.toggle_fast_forward()
            return True
        if key == pygame.K_SPACE and self.busy:
            self.skip()
            return True
        return False

    def toggle_fast_forward(self) -> None:
        """F: computer seats act at once and animations run quickly (press again to stop)."""
        self.match.fast_forward = not self.match.fast_forward
        if self.match.fast_forward:
            self.match.wait = 0.0
