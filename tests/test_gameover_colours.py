"""The game-over screen writes each player's name in the colour of their line on the chart (a
play-tester read the winner's name in dark red while her line was blue); the winner stays
plain to see by "WINNER" and a brass ring round her place."""
from __future__ import annotations

import pytest

from tests.test_round_review import auction_record
from tests.ui_driver import Driver

from scenes import ui as ui_module
from scenes.art import luminance
from scenes.gameover import seat_colour
from scenes.smoke import FinishedGame, card_playout
from scenes.title import TitleScene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["card", "auction"])
def test_each_name_is_written_in_its_lines_colour(monkeypatch, game, size):
    ui = Driver(size)
    record = card_playout(4, seed=5) if game == "card" else auction_record(4, 3)
    ui.ctx.stack.push(TitleScene(ui.ctx))
    screen = ui.ctx.stack.open("gameover", FinishedGame(record))
    ui.frame(dt=2.0, n=2)
    drawn: list = []
    real = ui_module.text

    def text(surface, ctx, s, size, pos, colour, *a, **k):
        drawn.append((str(s), tuple(colour)))
        return real(surface, ctx, s, size, pos, colour, *a, **k)
    monkeypatch.setattr(ui_module, "text", text)
    ui.frame()
    seats = screen.view.config.seats
    winners = screen.result.winners
    assert sum(s == "WINNER" for s, _c in drawn) == len(winners)
    for seat, config in enumerate(seats):
        line = seat_colour(seat)
        said = [c for s, c in drawn
                if s in (config.name, f"{config.name} (you)") or
                s.startswith(f"{config.name} ") and s.split()[-1].isdigit()]
        assert len(said) >= 2, (config.name, drawn)      # the ranking's row and the chart's end
        for colour in said:
            # the line's hue, darkened only as far as words need to read on the paper
            factor = max(colour) / max(line)
            assert factor <= 1 and all(abs(c - l * factor) <= 2 for c, l in zip(colour, line)), \
                (config.name, colour, line, seat in winners)
            assert luminance(colour) <= 121
