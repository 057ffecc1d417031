"""The auction's round scoring faded the sold paintings so far that their artists were hard to
recognise (play-tester). Sold, they stay clear enough to tell apart: above its worth, each top
painting keeps at least half the contrast of its own face, and its worth stands on a paper
ground, to be read over it."""
from __future__ import annotations

import statistics

import pygame
import pytest

from tests.test_scoring_painting_bands import sold_rows

from scenes.scoring import PAINTING_W


def _spread(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """How much the lightness varies over `rect` of `surface` (its standard deviation)."""
    values = []
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            r, g, b = tuple(surface.get_at((x, y)))[:3]
            values.append(0.3 * r + 0.59 * g + 0.11 * b)
    return statistics.pstdev(values)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_sold_painting_stays_recognisable(size):
    ui, overlay, drawn = sold_rows(size, 5)     # every painting sold
    px = ui.ctx.px
    ratios = []
    for cards, r, p in drawn:
        assert p >= 1.0
        row = overlay.painting_row(cards, r.w)
        card, x = row.cards[-1], row.xs[-1]
        face = ui.ctx.art.card_face(card, px(PAINTING_W))
        # The painting above its worth, clear of the card's frame and method mark.
        art = pygame.Rect(px(12), px(3), face.get_width() - px(15), px(14))
        ratios.append(_spread(ui.ctx.screen, art.move(r.x + x, r.y)) / _spread(face, art))
    assert len(ratios) >= 2 and min(ratios) >= 0.5, ratios
