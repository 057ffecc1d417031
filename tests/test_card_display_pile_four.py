"""A pile of four or more cards of one artist in a display reads as cards. Fanned down (two
and three players) each covered card showed a strip painted over in its artist's colour, the
badge alone on it: with no effect, a blank bar. Each covered card now shows its own face's top,
its painting, the badge put on it whole. Fanned across (four and five players) the covered
cards lie a few pixels apart, bare paper edges: each now shows a spine in its artist's colour.
Drawn at the table through the scene stack, up to the largest pile a display can hold (six
face up at the round's end, and one added at scoring)."""
from __future__ import annotations

import pygame
import pytest

from game.card.cards import NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from scenes.card_art import name_band
from scenes.table import card_rows, display
from tests.ui_driver import Driver, card_table_at

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER

NAMES = ("Ada", "Bea", "Cem", "Dan", "Eve")


def _table(size, players: int, pile: int):
    """Ada's display holds `pile` Denise cards (with no effect), her table drawn."""
    ui = Driver(size)
    config = Config(seats=(SeatConfig("Ada"),) + tuple(
        SeatConfig(n, "bot", "random") for n in NAMES[1:players]), first_player=0)
    others = [[(WAGNER if i % 2 else NICOLAS, NO_EFFECT)] for i in range(players - 1)]
    match, table = card_table_at(ui, config, lambda c: position(
        c, hands=[[(MARIANA, NO_EFFECT)] * 2] * players,
        displays=[[(DENISE, NO_EFFECT)] * pile + [(TEC, NO_EFFECT)]] + others,
        influence=(NICOLAS, NO_EFFECT), turn=0, first_player=0))
    ui.frame(0.05, n=3)
    v = table.shown
    rects = card_rows.group_rects(table.layout.rows[0], display.header_width(ui.ctx, v),
                                  card_rows.display_counts(v, 0), ui.ctx.px, players)[0]
    return ui, table, rects


def _strip(pile: list, i: int) -> pygame.Rect:
    """The part of the pile's card `i` the next card leaves in view, inside its paper edge."""
    card, nxt = pile[i], pile[i + 1]
    margin = name_band(card.w)[0]
    if nxt.x == card.x:     # its left half (an effect's badge goes at the right)
        return pygame.Rect(card.x + margin + 1, card.y + margin,
                           card.w // 2 - margin, max(1, nxt.y - card.y - margin - 1))
    # Above the name band at the card's foot (in the artist's colour on every face).
    return pygame.Rect(card.x + 1, card.y + 6, max(1, nxt.x - card.x - 1), card.h // 2)


def _colours(surface, rect: pygame.Rect) -> set:
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("pile", [4, 7])
def test_a_pile_fanned_down_shows_each_covered_card_s_painting(size, pile):
    """Three players: every covered card's strip holds its painting (many colours), not a
    band of one colour."""
    ui, table, rects = _table(size, 3, pile)
    assert len(rects) == pile and rects[1].x == rects[0].x        # fanned down
    for i in range(pile - 1):
        seen = _colours(ui.ctx.screen, _strip(rects, i))
        assert len(seen) > 6, (i, len(seen))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("pile", [4, 7])
def test_a_pile_fanned_across_shows_each_covered_card_s_spine(size, players, pile):
    """Four and five players: every covered card's sliver shows its artist's colour."""
    ui, table, rects = _table(size, players, pile)
    assert len(rects) == pile and rects[1].y == rects[0].y         # fanned across
    colour = tuple(table.cart.art.artist_colour(DENISE))[:3]
    for i in range(pile - 1):
        strip = _strip(rects, i)
        inside = [tuple(ui.ctx.screen.get_at((x, y)))[:3] for x in range(strip.left, strip.right)
                  for y in range(strip.top, strip.bottom)]
        assert inside.count(colour) * 3 >= len(inside), (i, strip)
