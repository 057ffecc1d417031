"""The game-over screen's rounds (and the auction game's sources of money) have a look of their
own: a play-tester read the card game's per-round bars in gold, green and dark red as links to
the players of those colours on the chart beside them. Each key of the legend, as drawn, is a
neutral shade, no hue, where every player's colour has a strong one (or hatched), the rounds told apart by lightness
alone, which reads the same in the colour-blind palette."""
from __future__ import annotations

import pytest

from tests.test_round_review import auction_record
from tests.ui_driver import Driver

from scenes import ui as scene_ui
from scenes.art import luminance
from scenes.gameover import SEAT_COLOURS
from scenes.session.settings import Settings
from scenes.smoke import FinishedGame, card_playout
from scenes.title import TitleScene


def _keys(size, game: str, colour_blind: bool, players: int = 5) -> list[tuple]:
    """The colour at the middle of each legend key, in the legend's order."""
    ui = Driver(size, settings=Settings(animation_speed="off", colour_blind=colour_blind))
    record = card_playout(players, seed=5) if game == "card" else auction_record(5, 3)
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


def _contrast(a, b) -> float:
    """WCAG's contrast ratio of two colours (1 = the same, 21 = black on white)."""
    def lum(c):
        lin = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
               for v in (x / 255 for x in c)]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("colour_blind", [False, True])
def test_round_one_stands_clear_of_the_panel(size, colour_blind):
    """Round 1's beige (1.4:1 on the cream panel) was hard to see in a 3-player card game."""
    keys = _keys(size, "card", colour_blind, players=3)
    assert len(keys) == 4, keys
    assert _contrast(keys[0], scene_ui.PAPER) >= 1.5, keys[0]
    ratios = [_contrast(k, scene_ui.PAPER) for k in keys]
    assert ratios == sorted(ratios) and len(set(keys)) == 4, keys      # distinct, in order
