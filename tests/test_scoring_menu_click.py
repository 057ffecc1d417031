"""The table's Menu while a round's scoring window stands over it: a play-tester clicked "☰ Menu"
(drawn above the window's veil, at the log's top) and nothing happened, though Esc opens the
menu there. A click on the Menu (or on the log's "Esc menu" where the window leaves it in
view) opens it as Esc does; a click anywhere else still only finishes the counting, and the
window stays."""
from __future__ import annotations

import random

import pytest

from tests.test_card_table import card_match
from tests.test_hotseat import act
from tests.ui_driver import Driver, auction_table

from game import Config, SeatConfig
from scenes.pause import PauseScene
from scenes.scoring import ScoringOverlay
from scenes.session.match import Match


def _auction(ui: Driver):
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(name, "bot", "random") for name in ("Beatrix", "Clemens"))
    match = Match(Config(seats=seats), 4, thinking_seconds=0.0, rng=random.Random(4))
    return auction_table(ui, match)


def _to_scoring(ui: Driver, game: str):
    if game == "card":
        _match, table, _over = card_match(ui, humans=0, bots=3, seed=2)
    else:
        table = _auction(ui)
    rng = random.Random(3)
    for _ in range(20000):
        if isinstance(ui.top, ScoringOverlay):
            return table, ui.top
        if ui.top is table and table.human_turn():
            act(ui, table, rng)
        else:
            ui.frame(0.05)
    raise AssertionError("no round was scored")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_menu_opens_from_over_the_scoring_window(game, size):
    ui = Driver(size)
    table, overlay = _to_scoring(ui, game)
    assert not overlay.auto
    # The Menu button stands clear of the window; the log's "Esc menu" may lie under it.
    spots = [s for s in table.menu_spots() if not overlay.rect.colliderect(s)]
    assert table.menu_spots()[0] in spots
    ui.click((overlay.rect.x - 2, overlay.rect.y + 2) if overlay.rect.x > 2
             else (2, 2))                  # elsewhere: the window stays
    assert ui.top is overlay
    for spot in spots:
        ui.click(spot.center)
        assert isinstance(ui.top, PauseScene), spot
        ui.ctx.stack.pop()
        assert ui.top is overlay
