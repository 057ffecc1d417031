"""Every card of the auction hand stays inside the window, clear of its bottom edge: the most
cards a hand holds, 2 to 5 players, both window sizes, with the card under the pointer lifted
(the fan's leaning outer cards ran to the window's last row of pixels)."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.cards import DECK
from game.config import STANDARD, TWO_PLAYER
from game.rounds import DEAL
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.controls import card_choices


def most_in_hand(players: int) -> int:
    """The most cards one hand can hold: every deal of the game, kept by a player whom no
    round reached as auctioneer (RULES.md §2, the deal table)."""
    return sum(DEAL[4 if players == 2 else players])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_hand_card_stays_inside_the_window_lifted_or_not(size, players):
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Bea", "Cy", "Dora", "Emil")[:players - 1])
    config = Config(seats=seats, first_auctioneer=0,
                    variant=TWO_PLAYER if players == 2 else STANDARD)
    match = Match(config, 4, thinking_seconds=0.0)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=5)
    window = pygame.Rect((0, 0), size)
    inside = window.inflate(0, -2 * ui.ctx.px(3))       # clear of the bottom edge
    for count in (DEAL[4 if players == 2 else players][0], most_in_hand(players)):
        match._state = match.state._replace(hands=(DECK[:count],) + match.state.hands[1:])
        table.show(match.view(0), match.public_view())
        table.refresh()
        assert len(table.hand.rects) == count
        for i, r in enumerate(list(table.hand.rects)):
            for pos in ((r.centerx, r.y + 3), None):        # lifted under the pointer, or not
                pos = pos or (window.centerx, window.y + 3)
                ui.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                ui.frame(0.0)
                drawn = table.hand.drawn(ui.ctx, table.look, card_choices(table.look.legal),
                                         table._dealing())
                assert len(drawn) == count
                for img, spot in drawn:
                    seen = img.get_bounding_rect().move(spot.topleft)
                    assert inside.contains(seen), (count, i, seen, inside)
