"""The card game's hand keeping a gap, and closing it.

A card played from the hand leaves a gap there while its effect waits (the second card, the
everyone-plays choice, the cards added at scoring): the cards do not move under a pointer
that rests on them, so the next click lands on the card it was aimed at. The gap closes as
soon as the pointer is off the hand's cards (or the keyboard is used): the cards slide
together, as the hand's other moves are animated, scaled by the animation setting.
"""
from __future__ import annotations

import pygame

from .layout import keeps_places

#: How long the cards take to slide together, in seconds at the normal animation speed.
SLIDE_SECONDS = 0.22


def _over(row: pygame.Rect | None, pos, px) -> bool:
    """Whether `pos` is over the hand's row of cards `row`, with the room a card lifted under
    the pointer takes above it (not the whole hand's panel, most of it empty)."""
    return row is not None and row.inflate(px(8), 0).union(row.move(0, -px(14))) \
        .collidepoint(pos)


class HandSlide:
    """The hand's gap: whether it is kept (`held`, over the row `row` the cards lay in), and
    the cards gliding from where they were to their places when it closes."""

    def __init__(self) -> None:
        #: The hand keeps its cards where they were (a gap where cards left it).
        self.held = False
        #: The row the held hand's cards lay in before cards left it (the gap included).
        self.row: pygame.Rect | None = None
        #: Card id -> the rectangle it slides from; empty when nothing moves.
        self.starts: dict[int, pygame.Rect] = {}
        self.t = 0.0
        self.duration = 0.0

    @property
    def moving(self) -> bool:
        return bool(self.starts)

    def lay_out(self, hand, pairs, hold: bool, pointer, fresh, px, scale: float) -> list:
        """The hand `hand` placed, its cards having been at `pairs` (card, rect): with `hold`,
        while the `pointer` rests on the row they lay in and cards have only left it, where
        they were; else at `fresh` (a rect per card), those that moved sliding there."""
        was = {c.id: r for c, r in pairs}
        rects = list(was.values())
        row = rects[0].unionall(rects[1:]) if rects else None
        if self.held and self.row is not None:
            row = self.row if row is None else row.union(self.row)
        before = self.held
        self.held = keeps_places((c.id for c in hand), was, hold and _over(row, pointer, px),
                                 self.held)
        if self.held:
            self.row = row
            return [(c, was[c.id]) for c in hand]
        self.row = None
        out = list(zip(hand, fresh))
        if before:
            self.start(was, out, scale)
        return out

    def pointer_left(self, pos, px) -> bool:
        """Whether the hand keeps a gap and `pos` is off its row: it closes up now."""
        return self.held and not _over(self.row, pos, px)

    def start(self, was: dict, pairs, scale: float) -> None:
        """The hand laid out again as `pairs` (card, rect), the cards having been at `was` (id
        -> rect): each card that moved slides there over `SLIDE_SECONDS` times `scale` (0: at
        once)."""
        self.starts = {c.id: was[c.id] for c, r in pairs if c.id in was and was[c.id] != r}
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
