"""The card game's hand keeping a gap, and closing it.

A card played from the hand leaves a gap there while its effect waits (the second card, the
everyone-plays choice, the cards added at scoring): the cards do not move while the pointer is
over the hand's panel, so the next click lands on the card it was aimed at. The gap shows the
empty place's outline (`gaps`), and in it the card that left, faintly, tagged as played (or
added at scoring: `gone`), so it reads as a place kept, not a card missing. The gap closes
once the pointer has been off the panel for a moment (`GRACE_SECONDS`: a pointer that slips
off it and comes back finds the cards where it left them), or when the keyboard is used: the
cards slide together, as the hand's other moves are animated, scaled by the animation setting.
(The gap closed as soon as the pointer left the cards themselves: on the way from a raised card
to the gap's edge, or to a prompt's button and back, the cards slid and a click aimed at one
card landed on its neighbour.) It closes so at the adding step too: kept there wherever the
pointer went, it stayed until the player's next click. With animations off no gap is kept
(the caller asks for none): a play-tester saw the gap, then a second later the cards jump
together without a slide to show it, and the next click went to the card beside the one aimed
at.
"""
from __future__ import annotations

import pygame

from .layout import keeps_places

#: How long the cards take to slide together, in seconds at the normal animation speed.
SLIDE_SECONDS = 0.22
#: How long the gap stays once the pointer has left the hand's panel, in seconds (not an
#: animation: the same at every animation speed).
GRACE_SECONDS = 0.5


class HandSlide:
    """The hand's gap: whether it is kept (`held`, while the pointer is over the hand's panel
    `band` or has only just left it), and the cards gliding from where they were to their
    places when it closes."""

    def __init__(self) -> None:
        #: The hand keeps its cards where they were (a gap where cards left it).
        self.held = False
        #: The hand's panel: the pointer over it keeps the gap.
        self.band: pygame.Rect | None = None
        #: How long the pointer has been off the band while the gap is kept (None: on it).
        self.away: float | None = None
        #: Card id -> the rectangle it slides from; empty when nothing moves.
        self.starts: dict[int, pygame.Rect] = {}
        #: The places cards left while the gap is kept: drawn as empty places, so a gap reads
        #: as kept on purpose (three newcomers took it for a missing card or a glitch).
        self.gaps: list[pygame.Rect] = []
        #: The cards that left those places, each with its place (card, rect): drawn there
        #: faintly as being played (`card_hand.draw_hand`), so the hand does not look broken.
        self.gone: list[tuple] = []
        self.t = 0.0
        self.duration = 0.0

    @property
    def moving(self) -> bool:
        return bool(self.starts)

    def lay_out(self, hand, pairs, hold: bool, pointer, fresh, band: pygame.Rect,
                scale: float) -> list:
        """The hand `hand` placed, its cards having been at `pairs` (card, rect): with `hold`,
        while the `pointer` is over the hand's panel `band` (or left it less than
        `GRACE_SECONDS` ago) and cards have only left it, where they were; else at `fresh` (a
        rect per card), those that moved sliding there."""
        was = {c.id: r for c, r in pairs}
        before = self.held
        self.band = band
        near = band.collidepoint(pointer) or (
            self.held and self.away is not None and self.away < GRACE_SECONDS)
        self.held = keeps_places((c.id for c in hand), was, hold and near, self.held)
        if self.held:
            kept, cards = {c.id for c in hand}, {c.id: c for c, _r in pairs}
            for i, r in was.items():
                if i not in kept and r not in self.gaps:
                    self.gaps.append(r)
                    self.gone.append((cards[i], r))
            return [(c, was[c.id]) for c in hand]
        self.away, self.gaps, self.gone = None, [], []
        out = list(zip(hand, fresh))
        if before:
            self.start(was, out, scale)
        return out

    def pointer_at(self, pos) -> None:
        """The pointer moved to `pos`: off the band, the gap's moment of grace starts (once);
        back on it, the gap stays."""
        if not self.held or self.band is None:
            return
        if self.band.collidepoint(pos):
            self.away = None
        elif self.away is None:
            self.away = 0.0

    def tick(self, dt: float) -> bool:
        """`dt` seconds pass (the slide goes on); whether the pointer has now been off the band
        for `GRACE_SECONDS` while the gap is kept: it closes up now."""
        self.update(dt)
        if not self.held or self.away is None:
            return False
        self.away += dt
        return self.away >= GRACE_SECONDS

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
