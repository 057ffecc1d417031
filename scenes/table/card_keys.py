"""The card table's hand by the keyboard: the cards the player may choose now stand in the
table's focus ring (Tab and Shift+Tab reach them, Enter or Space chooses the one ringed, as a
click does), and Left / Right walk the hand. The ring and the arrows rest on one card: the
table's `hand_focus`, lifted and explained by the card as one under the pointer is.

Which cards may be chosen is the engine's word (`card_choices` of the legal actions): nothing
here judges a card.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.card.actions import StopAdding
from game.card.state import ADDING

from .. import ui

#: The keys that press a decision's default (Enter and Space, as on the hand-over before it).
DEFAULT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandCard(ui.Widget):
    """A hand card the player may choose now, as a stop of the table's focus ring. The table
    draws it (lifted, ringed, its help by it), so the ring draws nothing of its own; a click
    goes to the hand, which knows which of the overlapping cards lies on top."""

    #: The table draws this widget's ring and help (`FocusRing.draw` leaves it alone).
    own_ring = True

    def __init__(self, card, rect, choose: Callable[[object], None]) -> None:
        super().__init__(rect)
        self.card = card
        self._choose = choose

    def contains(self, pos) -> bool:
        return False

    def activate(self) -> None:
        """Enter or Space on the ringed card: chosen as by a click."""
        self._choose(self.card)


class HandKeys:
    """The ring's stops of the open hand, one lasting widget per card (the ring knows its
    place by the widget), laid where the cards lie."""

    def __init__(self, choose: Callable[[object], None]) -> None:
        self._choose = choose
        self._by_id: dict[int, HandCard] = {}

    def widgets(self, pairs, choices: dict) -> list[HandCard]:
        """The ring's stops, left to right: the cards of `pairs` (card, rect) in `choices`."""
        out = []
        for card, rect in pairs:
            if card.id not in choices:
                continue
            w = self._by_id.get(card.id)
            if w is None:
                w = self._by_id[card.id] = HandCard(card, rect, self._choose)
            w.card, w.rect = card, rect
            out.append(w)
        return out

    def ring_on(self, ring, card) -> None:
        """The arrows rest on `card`: the ring (hidden) goes there too, so Tab goes on from
        it; on a card it does not stop at, the ring stays where it was."""
        w = self._by_id.get(card.id)
        if w is not None and w.card == card:
            ring.focus(w, show=False)


def ringed(ring, pairs) -> int | None:
    """The hand's index of the card the shown ring rests on, or None (on a button, hidden)."""
    cur = ring.current
    if not ring.shown or not isinstance(cur, HandCard):
        return None
    return next((i for i, (card, _r) in enumerate(pairs) if card == cur.card), None)


def arrow_step(v, pairs, choices: dict, focus: int | None, step: int) -> int | None:
    """Where Left (-1) or Right (+1) takes the hand's focus from `focus`: along every card
    (one that cannot be chosen says why by itself and by Enter), except while cards are added
    at scoring, when only the cards that may be added stop it (the others are veiled)."""
    stops = list(range(len(pairs)))
    if v.phase == ADDING and choices:
        stops = [i for i, (card, _r) in enumerate(pairs) if card.id in choices]
    if not stops:
        return None
    if focus not in stops:
        after = [i for i in stops if (i > focus if step > 0 else i < focus)] \
            if focus is not None else []
        if after:
            return after[0] if step > 0 else after[-1]
        return stops[0] if step > 0 else stops[-1]
    return stops[(stops.index(focus) + step) % len(stops)]


def adding_start(v, pairs, choices: dict) -> int | None:
    """Where the hand's focus starts when cards may be added at scoring: on the first card
    that may be added, so Enter adds it at once (None in other decisions)."""
    if v.phase != ADDING:
        return None
    return next((i for i, (card, _r) in enumerate(pairs) if card.id in choices), None)


def adding_default(v, event, focus: int | None, legal, buttons) -> tuple[str, object] | None:
    """While cards are added at scoring, what Enter or Space presses (`DEFAULT_KEYS`): the card
    the hand's focus rests on ("card", its index), the first that may be added, or, with no
    card to add, the step's one button, Done ("button", it); None for any other key or step.
    Space did nothing there, where the hand-over just before it and every moment a press
    ends take Enter and Space alike."""
    if event.type != pygame.KEYDOWN or event.key not in DEFAULT_KEYS or v.phase != ADDING:
        return None
    if focus is not None:
        return "card", focus
    if legal == (StopAdding(v.seat),) and len(buttons) == 1:
        return "button", buttons[0]
    return None
