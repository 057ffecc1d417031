"""The everyone-plays reveal reads on its own: the revealed cards with the players' names under
them stood over the first seat panels, the names over a row's cards. They stand on a panel of
their own, beside the displays in the log's column (`beside_room`; centred over the rows it hid
the cards it told of: tests/test_card_moments_beside_rows.py), with the names apart under their
cards, and nothing under the panel shows through it; at both sizes with 2 to 5 players."""
import itertools

import pygame
import pytest

from game.card.cards import DECK
from scenes.card_art import CardArt
from scenes.table.card_layout import card_table_layout
from scenes.table.card_moments import Beat, draw_beat, reveal_places
from scenes.table.card_round_end import beside_room
from tests.test_card_display_fits import LONG
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
    room = beside_room(ui.ctx, layout)
    places = reveal_places(ui.ctx, room, reveal(players))
    assert room.contains(places.panel) and not places.panel.colliderect(layout.displays)
    assert len(places.cards) == players
    x = places.title_at[0]
    lines = ui.ctx.text.wrap(places.title, ui.ctx.px(places.title_size),
                             places.panel.right - 2 * x + places.panel.x, "black")
    assert all(x + ui.ctx.text.size(line, ui.ctx.px(places.title_size), "black")[0]
               <= places.panel.right for line in lines)
    title_end = places.title_at[1] + len(lines) * int(ui.ctx.px(places.title_size) * 1.25)
    assert all(slot.top >= title_end for _s, _c, slot, _n, _r in places.cards)
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
def test_nothing_under_the_reveal_shows_through_it(size, players):
    """The reveal drawn over a light screen and over a dark one looks the same on its panel:
    over the log's column, its lines showed through faintly around the cards."""
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    layout = card_table_layout(size, players, 0)
    beat = reveal(players)
    shots = []
    for ground in ((250, 245, 230), (0, 0, 0)):
        surface = pygame.Surface(size)
        surface.fill(ground)
        draw_beat(surface, ui.ctx, cart, layout, beat)
        shots.append(surface)
    panel = reveal_places(ui.ctx, beside_room(ui.ctx, layout), beat).panel.inflate(
        -ui.ctx.px(8), -ui.ctx.px(8))
    worst = 0
    for x in range(panel.left, panel.right, 3):
        for y in range(panel.top, panel.bottom, 3):
            a, b = shots[0].get_at((x, y)), shots[1].get_at((x, y))
            worst = max(worst, *(abs(a[k] - b[k]) for k in range(3)))
    assert worst == 0, worst


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
