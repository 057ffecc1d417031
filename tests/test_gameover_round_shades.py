"""The game-over screen's rounds (and the auction game's sources of money) have a look of their
own: a play-tester read the card game's per-round bars in gold, green and dark red as links to
the players of those colours on the chart beside them. Each key of the legend, as drawn, is a
neutral shade, no hue, where every player's colour has a strong one (or hatched), the rounds told apart by lightness
alone, which reads the same in the colour-blind palette."""
from __future__ import annotations

import pytest

from tests.test_round_review import auction_record
from tests.ui_driver import Driver

from scenes.art import luminance
from scenes.gameover import SEAT_COLOURS
from scenes.session.settings import Settings
from scenes.smoke import FinishedGame, card_playout
from scenes.title import TitleScene


def _keys(size, game: str, colour_blind: bool) -> list[tuple]:
    """The colour at the middle of each legend key, in the legend's order."""
    ui = Driver(size, settings=Settings(animation_speed="off", colour_blind=colour_blind))
    record = card_playout(5, seed=5) if game == "card" else auction_record(5, 3)
    ui.ctx.stack.push(TitleScene(ui.ctx))
    screen = ui.ctx.stack.open("gameover", FinishedGame(record))
    ui.frame(dt=2.0, n=2)
    px = ui.ctx.px
    return [tuple(ui.screen.get_at((label.x - px(16) + px(6), label.centery)))[:3]
            for label in screen.legend_parts]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("game", ["card", "auction"])
def test_no_round_or_source_looks_like_a_player(size, colour_blind, game):
    keys = _keys(size, game, colour_blind)
    assert len(keys) == 4, keys
    for key in keys:
        assert max(key) - min(key) <= 30, key               # no hue: a grey
    # Every player's colour has a strong hue (the keys none).
    assert all(max(seat) - min(seat) >= 75 for seat in SEAT_COLOURS)
    filled = keys if game == "card" else keys[:3]      # the auction's "paid" is hatched
    lightness = [luminance(k) for k in filled]
    assert all(a - b >= 35 for a, b in zip(lightness, lightness[1:])), lightness
