"""Where the setup screen's helps go: a control's help (a computer level's, the variant's) near
the control when that covers no other control, else in a free place of the screen, under the
seats or under the options. Pure placement: the setup screen draws."""
from __future__ import annotations

from typing import Sequence

import pygame

from .paint import tooltip_place


def help_place(ctx, size, tip: str, pos, control: pygame.Rect,
               others: Sequence[pygame.Rect], rooms: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where the help `tip` of `control` goes in a window of `size`, the pointer (or the
    keyboard's ring) at `pos`: where `tooltip_place` puts it if it then covers none of
    `others` (the other controls, an option's name and words with its choice); else at the top
    of the first of `rooms` (free places, the ones nearest the control first) that holds it,
    against the room's right edge; else where `tooltip_place` covers the least of them."""
    where = tooltip_place(ctx, size, tip, pos, avoid=control, clear=others)
    if where.collidelist(list(others)) < 0 and not where.colliderect(control):
        return where
    for room in rooms:
        spot = pygame.Rect(0, 0, where.w, where.h)
        spot.topright = room.topright
        if room.contains(spot) and spot.collidelist(list(others)) < 0 \
                and not spot.colliderect(control):
            return spot
    return where


def option_text_height(ctx, help_text: str, help_width: int) -> int:
    """How tall an option's name and its words under it stand (as the setup draws them): what
    the options' layout leaves room for, and what a help must not cover."""
    from .paint import wrapped_height
    return ctx.px(20) + wrapped_height(ctx, help_text, 12, help_width)


def option_areas(ctx, rows, right: pygame.Rect, help_width: int) -> list[pygame.Rect]:
    """Each option's place in the right column: its name, its words and its choice."""
    areas = []
    for _label, help_text, widget in rows:
        bottom = max(widget.rect.bottom,
                     widget.rect.y + option_text_height(ctx, help_text, help_width))
        areas.append(pygame.Rect(right.x, widget.rect.y, right.w, bottom - widget.rect.y))
    return areas


def hovered_or_ringed(widgets, focus):
    """The control whose help is shown: the one under the pointer, else the one the keyboard's
    ring is on (each only if it has a help)."""
    shown = [w for w in widgets if w.visible]
    hovered = next((w for w in shown if w.hover), None)
    if hovered is not None:
        return hovered if hovered.tooltip else None
    current = focus.current if focus.shown else None
    return current if current is not None and current in shown and current.tooltip else None


def pointed_level(rows, focus) -> str | None:
    """The level of the computer seat whose level choice is under the pointer, else under the
    keyboard's ring: its line in the legend lights."""
    levels = [row.level for row in rows if row.level.visible and row.level.enabled]
    hovered = next((w for w in levels if w.hover), None)
    ringed = focus.current if focus.shown and focus.current in levels else None
    chosen = hovered or ringed
    return chosen.value if chosen is not None else None


def legend_height(ctx, levels: dict, width: int) -> int:
    """The height of the computer levels' legend under the seats (as the setup draws it)."""
    from .paint import wrapped_height
    return sum(wrapped_height(ctx, desc, 12, width) + ctx.px(4) for _n, desc in levels.values())
