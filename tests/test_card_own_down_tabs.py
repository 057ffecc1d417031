"""At four and five players three or more of one's own face-down cards lie a few pixels apart
in their place (4 to 9 pixels at 1280×720): strips of colour, each card's artist to be guessed
from its colour alone. Each covered one now carries a tab in its artist's colour with the
artist's emblem, its left edge on the card's strip, stepping down the pile in the cards'
order, and its hover help names the artist; the places and cards stay where they were. The
other seats' face-down cards stay backs, with no tab and no emblem."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.card.cards import ARTIST_COUNT, DECK, artist_name
from scenes.card_art import CardArt
from scenes.table import card_rows, display
from scenes.table.card_layout import card_table_layout
from scenes.table.pile_marks import down_tabs
from tests.test_card_display_fits import SHORT, crowded_view
from tests.ui_driver import Driver

OWN = (0, 2, 1, 4)            # Lite Metal, Christin P, Yoko, Krypto (on top)


def _view(players: int, own=OWN):
    v = crowded_view(players, SHORT, 2)
    by = [[c for c in DECK if c.artist == a] for a in range(ARTIST_COUNT)]
    mine = tuple(by[a][5] for a in own)
    return dataclasses.replace(v, my_face_down=mine,
                               face_down_counts=(len(mine),) + (4,) * (players - 1))


class _Surface(pygame.Surface):
    """Notes where each emblem is blitted."""

    def __init__(self, size, emblems: dict) -> None:
        super().__init__(size)
        self.emblems, self.placed = emblems, []

    def blit(self, source, dest, *args, **kwargs):
        if id(source) in self.emblems:
            self.placed.append((self.emblems[id(source)],
                                pygame.Rect(pygame.Rect(dest).topleft, source.get_size())))
        return super().blit(source, dest, *args, **kwargs)


def _drawn(monkeypatch, size, players, own=OWN):
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    emblems: dict = {}
    real = ui.ctx.art.artist_emblem

    def emblem(artist, side):
        image = real(artist, side)
        emblems[id(image)] = artist
        return image
    monkeypatch.setattr(ui.ctx.art, "artist_emblem", emblem)
    layout = card_table_layout(size, players, 0)
    surface = _Surface(size, emblems)
    regions: list = []
    v = _view(players, own)
    card_rows.draw_rows(surface, ui.ctx, cart, v, layout, regions)
    return ui, v, layout, surface.placed, regions


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 5])
def test_each_own_face_down_card_shows_its_artist_and_the_others_show_none(monkeypatch, size,
                                                                           players):
    ui, v, layout, placed, regions = _drawn(monkeypatch, size, players)
    place = card_rows.group_rects(layout.rows[0], display.header_width(ui.ctx, v),
                                card_rows.display_counts(v, 0), ui.ctx.px, players)[-1]
    assert place[1].x - place[0].x < ui.ctx.px(9)         # strips too narrow for an emblem
    own_row = layout.rows[0]
    down = place[0].unionall(place)
    tabs = [(a, r) for a, r in placed if own_row.contains(r) and down.colliderect(r)]
    # One emblem each for the covered cards, in the pile's order, on its card's strip, each
    # lower than the last; the top card shows its own face.
    assert [a for a, _r in tabs] == list(OWN[:-1]), tabs
    for (_a, r), card in zip(tabs, place):
        assert card.x <= r.x and r.x < card.x + ui.ctx.px(6) + 2
    assert all(a[1].top < b[1].top for a, b in zip(tabs, tabs[1:]))
    # Each tab names its artist when pointed at.
    for artist, r in tabs:
        tip = next(str(ui.ctx.words.text(t)) for rect, t in regions
                   if rect.collidepoint(r.center))
        assert artist_name(artist, v.config.theme) in tip and "face-down" in tip
    # No emblem in any other seat's row: their face-down cards are backs.
    for seat, row in layout.rows.items():
        if seat != 0:
            assert not [a for a, r in placed if row.colliderect(r)], seat


def test_two_own_face_down_cards_with_room_keep_their_strips_plain(monkeypatch):
    """Two lie a full strip apart, its emblem on the strip: no tab."""
    ui, v, layout, placed, _regions = _drawn(monkeypatch, (1920, 1080), 4, own=(2, 4))
    place = card_rows.group_rects(layout.rows[0], display.header_width(ui.ctx, v),
                                card_rows.display_counts(v, 0), ui.ctx.px, 4)[-1]
    assert place[1].x - place[0].x >= ui.ctx.px(10)
    assert down_tabs(ui.ctx, None, v.my_face_down, place, str) == []
    # The strip's own emblem, inside the strip.
    on = [r for a, r in placed if a == 2 and layout.rows[0].contains(r)]
    assert on and all(place[0].x <= r.x and r.right <= place[1].x for r in on), on
