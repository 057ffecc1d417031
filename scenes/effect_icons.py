"""The card game's five effect icons for the Rules screen, drawn by code.

The card faces' own icons are `scenes.card_art.effect_icon` (the card table's module); when it
exists the Rules screen uses it, so a rule and its card show the same picture. Until then this
small painter draws each effect on a round badge.
"""
from __future__ import annotations

import pygame

from game.card.cards import AWARD, DRAW, EVERYONE_PLAYS, SECOND_FACE_DOWN, SECOND_FACE_UP

from . import ui


def effect_icon(effect: str, size: int) -> pygame.Surface:
    """The icon of `effect`, `size` pixels square: the card faces' icon when it exists."""
    try:
        from .card_art import effect_icon as card_face_icon
    except ImportError:
        return own_icon(effect, size)
    return card_face_icon(effect, size)


def own_icon(effect: str, size: int) -> pygame.Surface:
    """This module's drawing of `effect` on a badge (drawn large, then smoothly scaled)."""
    big = size * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(surf, ui.BRASS_DARK, (big // 2, big // 2), big // 2)
    pygame.draw.circle(surf, ui.PAPER, (big // 2, big // 2), big // 2 - big // 14)
    _PAINTERS.get(effect, lambda s, b: None)(surf, big)
    return pygame.transform.smoothscale(surf, (size, size))


def _card(surf, b: int, x: float, y: float, fill, line=ui.INK) -> None:
    """A small upright card with its top-left corner at (x, y), as fractions of the badge."""
    r = pygame.Rect(int(b * x), int(b * y), int(b * 0.24), int(b * 0.34))
    pygame.draw.rect(surf, fill, r, border_radius=b // 40)
    pygame.draw.rect(surf, line, r, max(2, b // 36), border_radius=b // 40)


def _paint_draw(surf, b: int) -> None:
    _card(surf, b, 0.22, 0.30, ui.PAPER_DIM)
    pygame.draw.polygon(surf, ui.GREEN, [(b * 0.58, b * 0.34), (b * 0.78, b * 0.34),
                                         (b * 0.78, b * 0.52), (b * 0.86, b * 0.52),
                                         (b * 0.68, b * 0.72), (b * 0.50, b * 0.52),
                                         (b * 0.58, b * 0.52)])


def _paint_face_up(surf, b: int) -> None:
    _card(surf, b, 0.22, 0.33, ui.BRASS_LIGHT)
    _card(surf, b, 0.52, 0.33, ui.BRASS_LIGHT)


def _paint_face_down(surf, b: int) -> None:
    _card(surf, b, 0.22, 0.33, ui.BRASS_LIGHT)
    _card(surf, b, 0.52, 0.33, ui.CLARET)
    pygame.draw.circle(surf, ui.PAPER, (int(b * 0.64), int(b * 0.50)), b // 20)


def _paint_everyone(surf, b: int) -> None:
    for i, fill in enumerate((ui.CLARET, ui.BRASS_LIGHT, ui.GREEN)):
        _card(surf, b, 0.16 + 0.22 * i, 0.28 + 0.06 * (i % 2), fill)


def _paint_award(surf, b: int) -> None:
    c = b // 2
    for dx in (-1, 1):
        pygame.draw.polygon(surf, ui.CLARET, [(c, c), (c + dx * b * 0.20, c + b * 0.34),
                                              (c + dx * b * 0.04, c + b * 0.28)])
    pygame.draw.circle(surf, ui.CLARET, (c, int(c - b * 0.06)), int(b * 0.19))
    pygame.draw.circle(surf, ui.BRASS_LIGHT, (c, int(c - b * 0.06)), int(b * 0.10))


_PAINTERS = {DRAW: _paint_draw, SECOND_FACE_UP: _paint_face_up,
             SECOND_FACE_DOWN: _paint_face_down, EVERYONE_PLAYS: _paint_everyone,
             AWARD: _paint_award}
