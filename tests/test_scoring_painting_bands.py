"""The round-scoring overlay's small painting tiles carried their artist's name on the band at
their foot, tiny and fading with the painting as it was sold ("Christin", "Lite Metal" were
hard to read at 1920x1080, a blur at 1280x720). The band now shows the artist's colour alone,
bare and unfaded, as the bars above it show each artist with its name."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver

from scenes.scoring import PAINTING_W, ScoringOverlay
from scenes.smoke import first_round_end


def sold_rows(size, seed: int) -> tuple:
    """The round-scoring overlay of a first round's end (`seed`) played to its end, every
    painting sold: the driver, the overlay and each line of paintings it drew on the way, as
    (cards, rect, progress)."""
    ui = Driver(size)
    rnd, events, seen = first_round_end(seed)
    overlay = ScoringOverlay(ui.ctx, rnd, events, seen)
    ui.ctx.stack.push(overlay)
    drawn = []
    real = overlay._draw_paintings

    def spy(surface, cards, r, p):
        real(surface, cards, r, p)
        drawn.append((cards, r.copy(), p))
    overlay._draw_paintings = spy
    ui.frame(overlay.total_time + 1.0)          # every painting sold (faded)
    return ui, overlay, drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seed", [5, 8])
def test_each_tiles_band_is_its_artists_colour_alone_once_sold(size, seed):
    ui, overlay, drawn = sold_rows(size, seed)
    art, px = ui.ctx.art, ui.ctx.px
    band = art.banner_rect(px(PAINTING_W))
    checked = 0
    for cards, r, p in drawn:
        assert p >= 1.0
        row = overlay.painting_row(cards, r.w)
        # The top card of each line: no other card covers its band.
        card, x = row.cards[-1], row.xs[-1]
        inner = band.move(r.x + x, r.y).inflate(-2 * max(1, band.h // 3), -2)
        colour = art.artist_colour(card.artist)
        for yy in range(inner.top, inner.bottom):
            for xx in range(inner.left, inner.right):
                assert tuple(ui.ctx.screen.get_at((xx, yy)))[:3] == tuple(colour)[:3], \
                    (card, (xx, yy))
        checked += 1
    assert checked >= 2
