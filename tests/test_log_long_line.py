"""A line taller than the log: at a shared screen a long open auction ("Up to" raising by one
against a computer raising by five, the two others passing after every raise) made one line
of sixty bids and passes, and the log at its newest showed only the round's heading: the rows
of a line whose start is above the top were all left out. Its last rows show now, and the
line itself is shorter: a long run of raises in turn keeps its ends (any raise, not only by
one)."""
from __future__ import annotations

import pytest

from tests.test_log_whole_lines import _table
from tests.ui_driver import Driver

from game import events as E
from game.cards import Method
from game.config import default_config
from game.log_retold import Retold
from scenes.table.log_panel import GameLog, _wrapped, body_rect, shown_lines


def _up_to_against_steps_of_five():
    """Seat 1 raises by one over seat 3, who raises by five, from 1 to 91; seats 0 and 2 pass
    after every raise (at a shared screen every pass is told): the lot's line as told."""
    config = default_config(4)
    told = Retold()
    told.line(E.AuctionStarted(0, (), Method.OPEN), config)
    events, amount, bidder = [], 1, 1
    while amount <= 91:
        events += [E.BidMade(bidder, amount), E.Passed(2 if bidder == 1 else 0),
                   E.Passed(0 if bidder == 1 else 2)]
        amount += 1 if bidder == 3 else 5
        bidder = 3 if bidder == 1 else 1
    return [told.line(e, config) for e in events][-1].text, [s.name for s in config.seats]


def test_a_long_run_of_raises_in_turn_keeps_its_ends():
    line, names = _up_to_against_steps_of_five()
    said = str(line)
    assert said.count("·") < 12, said
    assert f"{names[1]} 1 · " in said and f"{names[3]} 6" in said       # its start
    assert said.endswith(f"{names[3]} 90 · {names[0]} and {names[2]} pass · "
                         f"{names[1]} 91 · {names[2]} and {names[0]} pass."), said
    assert "27 more raises in turn, the others passing" in said
    assert "more raises in turn, the others passing" in said


def test_a_short_exchange_of_real_bids_stays_whole():
    config = default_config(4)
    told = Retold()
    told.line(E.AuctionStarted(0, (), Method.OPEN), config)
    bids = [E.BidMade(1 + k % 2, 10 + 5 * k) for k in range(8)]       # 8 raises in turn
    said = str([told.line(e, config) for e in bids][-1].text)
    assert "more raise" not in said and said.count("·") == 7, said


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_a_line_taller_than_the_log_shows_its_last_rows(game, size):
    ui, table = _table(game, size)
    log = table.log
    log.add(("round", "Round 4"))
    words = " ".join(f"Bea {k} · Cy passes ·" for k in range(1, 400)) + " Bea 400."
    log.add(("play", words))
    ui.frame(0.0)
    rows = _wrapped(ui.ctx, log, body_rect(ui.ctx, table.layout.log, log.room).w)
    _pinned, shown = shown_lines(ui.ctx, log, table.layout.log)
    assert shown, "the log showed nothing under its heading"
    assert shown[-1][1] == rows[-1][1] and shown[-1][1].endswith("Bea 400.")


def test_a_log_of_one_long_line_on_its_own():
    ui = Driver((1280, 720))
    log = GameLog()
    log.add(("play", "Bids: " + " · ".join(f"Ada {k}" for k in range(600)) + "."))
    from scenes.table.game_log import GameLogScene
    scene = GameLogScene(ui.ctx, log, "LOG")
    ui.ctx.stack.reset(scene)
    ui.frame(0.0)
    _pinned, shown = shown_lines(ui.ctx, log, scene.rect, 0)
    assert shown and shown[-1][1].endswith("Ada 599.")
