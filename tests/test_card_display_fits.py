"""Every seat's display stays inside its seat's panel, for the largest displays a round can
produce: a play-tester's five-player table at 1920×1080 showed the last stack of a row over the
panel's right border (the groups ran to the panel's very edge, over its border)."""
import dataclasses

import pygame
import pytest

from game.card.cards import ARTIST_COUNT, DECK
from game.card.config import Config, SeatConfig
from game.card.engine import view
from scenes.card_art import CardArt
from scenes.table import card_rows
from scenes.table.card_layout import card_table_layout
from tests.card_helpers import random_playout
from tests.ui_driver import Driver

SHORT = ("Ada", "Bea", "Cem", "Dora", "Emil")
LONG = ("Maximiliane", "Bartholomäus", "Konstantinos", "Wilhelmine", "Friederike")


class Recording(pygame.Surface):
    """A surface that notes where each of a set of images (the cards) is blitted."""

    def __init__(self, size, watched: dict) -> None:
        super().__init__(size)
        self.watched = watched
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        if id(source) in self.watched:
            self.placed.append(pygame.Rect(pygame.Rect(dest).topleft, source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


def watching(cart: CardArt) -> dict:
    """Every card face and back `cart` hands out from now on, by id (kept alive)."""
    watched: dict = {}
    for name in ("face", "plain_face", "back", "own_face_down"):
        real = getattr(cart, name)

        def handed(*args, _real=real, **kwargs):
            image = _real(*args, **kwargs)
            watched[id(image)] = image
            return image
        setattr(cart, name, handed)
    return watched


def crowded_view(players: int, names: tuple[str, ...], spare: int):
    """Seat 0's view of a round's end at its most crowded: every artist's cards up to the
    round's end in each display (seat 0 the most, with cards added at scoring), seat 0's own
    face-down cards under them and `spare` face-down cards in every other seat's header."""
    seats = tuple(SeatConfig(n, "human") if i == 0 else SeatConfig(n, "bot", "normal") for i, n in enumerate(names))
    states, _ = random_playout(players, 3, config_=Config(seats=seats[:players],
                                                          first_player=0),
                               stop=lambda s: sum(map(len, s.displays)) > 2)
    v = view(states[-1], 0)
    by_artist = [[c for c in DECK if c.artist == a] for a in range(ARTIST_COUNT)]
    mine = 7 if players > 2 else 6
    displays, taken = [], 0
    for seat in range(players):
        n = mine if seat == 0 else (17 - mine - 2) // (players - 1)
        displays.append(tuple(c for a in range(ARTIST_COUNT)
                              for c in by_artist[a][taken:taken + n]))
        taken += n
    own_down = tuple(by_artist[a][-1 - k] for a in range(ARTIST_COUNT) for k in range(2))
    return dataclasses.replace(
        v, displays=tuple(displays), my_face_down=own_down,
        face_down_counts=(len(own_down),) + (spare,) * (players - 1),
        to_act=tuple(range(players)))        # every panel with its turn border, the widest


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("names", [SHORT, LONG])
@pytest.mark.parametrize("spare", [3, 12])
def test_every_card_of_a_crowded_display_lies_inside_its_seats_panel(size, players, names,
                                                                     spare):
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    watched = watching(cart)
    v = crowded_view(players, names, spare)
    layout = card_table_layout(size, players, 0)
    surface = Recording(size, watched)
    card_rows.draw_rows(surface, ui.ctx, cart, v, layout, [])
    cards = sum(len(d) for d in v.displays) + len(v.my_face_down) + spare * (players - 1)
    assert len(surface.placed) == cards
    # Inside the panel's border (a seat on turn has the thick one), not over it.
    border = ui.ctx.px(3)
    inner = {seat: row.inflate(-2 * border, -2 * border) for seat, row in layout.rows.items()}
    for rect in surface.placed:
        assert any(room.contains(rect) for room in inner.values()), (rect, inner)
