"""The card game's hand laid out again when cards leave it or come into it, the cards sliding
to their new places.

A card chosen leaves the hand when its move is taken, and the hand closes up at once: the
cards slide together, as the hand's other moves are animated, scaled by the animation setting
(at once with animations off). The hand used to keep a gap where a card left it while the same
player chose another (a second card, the everyone-plays choice, the next card added at
scoring), the card faintly in it, but only with animations on and while the pointer rested on
the hand: newcomers saw a played card stay greyed in the hand one time and leave at once the
next, and a double's first card left a gap while its second was chosen. A click while the
cards slide goes to the card drawn under the pointer (`card_hand.card_under`).
"""
from __future__ import annotations

import pygame

#: How long the cards take to slide together, in seconds at the normal animation speed.
SLIDE_SECONDS = 0.22


class HandSlide:
    """The cards gliding from where they were to their places when the hand is laid out
    again."""

    def __init__(self) -> None:
        #: Card id -> the rectangle it slides from; empty when nothing moves.
        self.starts: dict[int, pygame.Rect] = {}
        self.t = 0.0
        self.duration = 0.0

    @property
    def moving(self) -> bool:
        return bool(self.starts)

    def lay_out(self, hand, pairs, fresh, scale: float) -> list:
        """The hand `hand` placed at `fresh` (a rect per card), its cards having been at
        `pairs` (card, rect): when cards have only left it, those that moved slide there (a
        hand dealt, drawn into or shown for another seat, or a window resized, is placed at
        once)."""
        was = {c.id: r for c, r in pairs}
        out = list(zip(hand, fresh))
        if {c.id for c in hand} < set(was):
            self.start(was, out, scale)
        return out

    def start(self, was: dict, pairs, scale: float) -> None:
        """The hand laid out again as `pairs` (card, rect), the cards having been at `was` (id
        -> rect, where they are drawn now if still sliding): each card that moved slides
        there over `SLIDE_SECONDS` times `scale` (0: at once)."""
        seen = {i: self.at(i, r) for i, r in was.items()}
        self.starts = {c.id: seen[c.id] for c, r in pairs if c.id in seen and seen[c.id] != r}
        self.t, self.duration = 0.0, SLIDE_SECONDS * scale
        if self.duration <= 0:
            self.starts = {}

    def stop(self) -> None:
        self.starts = {}

    def update(self, dt: float) -> None:
        if self.starts:
            self.t += dt
            if self.t >= self.duration:
                self.starts = {}

    def at(self, card_id: int, rect: pygame.Rect) -> pygame.Rect:
        """Where the card whose place is `rect` is drawn now."""
        start = self.starts.get(card_id)
        if start is None:
            return rect
        p = min(1.0, self.t / self.duration)
        ease = 1 - (1 - p) ** 3
        return pygame.Rect(round(start.x + (rect.x - start.x) * ease),
                           round(start.y + (rect.y - start.y) * ease), rect.w, rect.h)
