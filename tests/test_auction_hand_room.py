"""The auction hand uses the table's room (at 1920x1080 a round's first hand ran only between
the own panel and the log, thirteen cards overlapping to strips 42 design pixels wide while
the log's foot stood empty): it runs on under the log, which ends above it, as the card
game's hand does; a hand that fits under the stand stays centred there."""
from __future__ import annotations

import pygame
import pytest

from tests.test_hand_fan_inside import most_in_hand
from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.cards import DECK
from game.config import STANDARD, TWO_PLAYER
from scenes.context import px_at
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.controls import card_choices
from scenes.table.layout import hand_card_rects, table_layout
from scenes.table.log_panel import fast_forward_spot, menu_spot

SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES + [(1366, 768), (1200, 675), (960, 540), (2560, 1440)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_hand_runs_under_the_log_and_its_cards_show_wide_strips(size, players):
    """Thirteen cards showed 42 design pixels of each covered card; now 60 at least, and the
    most a hand can hold still 30, every card inside the hand's area, below the log."""
    px = px_at(size)
    lay = table_layout(size, players, 0, players == 3)
    assert lay.hand.right == lay.log.right and lay.log.bottom < lay.hand.top
    assert lay.own.right < lay.hand.left
    for count in range(1, most_in_hand(players) + 1):
        rects = hand_card_rects(lay.hand, count, px, lay.hand_mid)
        steps = [b.x - a.x for a, b in zip(rects, rects[1:])]
        assert all(lay.hand.inflate(2, 0).contains(r) for r in rects), count
        assert min(steps, default=px(60)) >= (px(60) if count <= 13 else px(30)), count


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [1, 2, 3, 5])
def test_a_hand_that_fits_under_the_stand_stays_centred_under_it(size, count):
    """A short hand late in a round lies under the stand, where it lay before, not in the
    middle of the wider area (half under the log)."""
    px = px_at(size)
    lay = table_layout(size, 4, 0, False)
    rects = hand_card_rects(lay.hand, count, px, lay.hand_mid)
    middle = (rects[0].left + rects[-1].right) / 2
    assert abs(middle - lay.lot.centerx) <= 1
    assert rects[-1].right < lay.log.x


def _table(ui: Driver, players: int) -> TableScene:
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Bea", "Cy", "Dora", "Emil")[:players - 1])
    config = Config(seats=seats, first_auctioneer=0,
                    variant=TWO_PLAYER if players == 2 else STANDARD)
    table = TableScene(ui.ctx, Match(config, 4, thinking_seconds=0.0))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=5)
    return table


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 5])
def test_a_long_hand_lifted_or_not_covers_no_panel_nor_the_footer(size, players):
    """At the table: thirteen cards (the widest first hand) reach under the log's column, and
    no card as drawn, the one under the pointer lifted, covers the log (its lines, its
    "Esc menu" and "F fast-forward" buttons), the own panel, the lot's card or the stand's
    words and controls."""
    ui = Driver(size)
    table = _table(ui, players)
    match = table.match
    match._state = match.state._replace(hands=(DECK[:13],) + match.state.hands[1:])
    table.show(match.view(0), match.public_view())
    table.refresh()
    lay = table.layout
    assert lay.log.contains(menu_spot(ui.ctx, lay.log))
    assert lay.log.contains(fast_forward_spot(ui.ctx, lay.log))
    rects = list(table.hand.rects)
    assert len(rects) == 13 and rects[-1].right > lay.log.x
    assert min(b.x - a.x for a, b in zip(rects, rects[1:])) >= ui.ctx.px(60)
    for r in rects:
        ui.post(pygame.MOUSEMOTION, pos=(r.centerx, r.y + 3), rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        drawn = table.hand.drawn(ui.ctx, table.look, card_choices(table.look.legal),
                                 table._dealing())
        for img, spot in drawn:
            seen = img.get_bounding_rect().move(spot.topleft)
            for name, panel in (("log", lay.log), ("own", lay.own), ("lot card", lay.lot_card),
                                ("controls", lay.controls)):
                assert not seen.colliderect(panel), (name, seen, panel)
