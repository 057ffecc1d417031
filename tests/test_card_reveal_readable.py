"""The everyone-plays reveal reads on its own: the revealed cards with the players' names under
them stood over the first seat panels, the names over a row's cards. They now stand on a
panel of their own, inside the displays' area, with the names apart under their cards, and no
row shows through the panel; at both sizes with 2 to 5 players."""
import itertools

import pygame
import pytest

from game.card.cards import DECK
from scenes.card_art import CardArt
from scenes.table import display
from scenes.table.card_layout import card_table_layout
from scenes.table.card_moments import Beat, draw_beat, reveal_places
from tests.test_card_display_fits import LONG, crowded_view
from tests.ui_driver import Driver

SIZES = [(1280, 720), (1920, 1080)]


def reveal(players: int, t: float = 1.0) -> Beat:
    return Beat("reveal", 1.6, LONG[:players], cards=tuple(DECK[i * 17] for i in range(players)),
                t=t)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_revealed_cards_and_names_lie_on_their_panel_apart(size, players):
    ui = Driver(size)
    layout = card_table_layout(size, players, 0)
    places = reveal_places(ui.ctx, layout.displays, reveal(players))
    assert layout.displays.contains(places.panel)
    assert len(places.cards) == players
    title_w = ui.ctx.text.size(places.title, ui.ctx.px(places.title_size), "black")[0]
    assert title_w <= places.panel.w
    for seat, card, slot, name, rect in places.cards:
        assert places.panel.contains(slot) and places.panel.contains(rect)
        assert rect.top >= slot.bottom and rect.left <= slot.centerx <= rect.right
        assert slot.w >= ui.ctx.px(60)             # a card one can read
        assert name == LONG[seat] or name.endswith("…")
    for (_, _, a, _, na), (_, _, b, _, nb) in itertools.combinations(places.cards, 2):
        assert not a.colliderect(b) and not na.colliderect(nb)
        assert not na.colliderect(b) and not nb.colliderect(a)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_no_row_shows_through_the_reveal(size, players):
    """The reveal drawn over crowded rows and over nothing looks the same on its panel."""
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    layout = card_table_layout(size, players, 0)
    beat = reveal(players)
    shots = []
    for rows in (True, False):
        surface = pygame.Surface(size)
        surface.fill((0, 0, 0))
        if rows:
            display.draw_rows(surface, ui.ctx, cart, crowded_view(players, LONG, 3), layout, [])
        draw_beat(surface, ui.ctx, cart, layout, beat)
        shots.append(surface)
    panel = reveal_places(ui.ctx, layout.displays, beat).panel.inflate(-ui.ctx.px(8),
                                                                       -ui.ctx.px(8))
    worst = 0
    for x in range(panel.left, panel.right, 3):
        for y in range(panel.top, panel.bottom, 3):
            a, b = shots[0].get_at((x, y)), shots[1].get_at((x, y))
            worst = max(worst, *(abs(a[k] - b[k]) for k in range(3)))
    assert worst <= 12, worst


def test_the_reveal_works_out_its_places_once_per_reveal_and_size(monkeypatch):
    """The reveal's panel, its cards' slots and the names were worked out again in every frame
    of its animation (the names measured and clipped each time); now once per reveal and
    window size: a new size, or a new reveal, works them out again."""
    from scenes.table import card_moments
    calls = []
    real = card_moments.reveal_places

    def counted(ctx, area, beat):
        calls.append((tuple(area), id(beat)))
        return real(ctx, area, beat)
    monkeypatch.setattr(card_moments, "reveal_places", counted)
    ui = Driver((1280, 720))
    cart = CardArt(ui.ctx.art)
    beat = reveal(4, t=0.0)
    for size in SIZES:
        layout = card_table_layout(size, 4, 0)
        surface = pygame.Surface(size)
        for frame in range(12):
            beat.t = frame * 0.1
            draw_beat(surface, ui.ctx, cart, layout, beat)
    assert len(calls) == 2 and calls[0][0] != calls[1][0]
    other = reveal(4, t=0.0)
    draw_beat(surface, ui.ctx, cart, card_table_layout(SIZES[-1], 4, 0), other)
    assert len(calls) == 3
