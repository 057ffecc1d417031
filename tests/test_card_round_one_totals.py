"""Every player's total on the card game's scoring of round 1. A play-tester saw "totale 16"
only on their own line at round 1's scoring and every total from round 2 on: the lines are
paid one after another (`PAY_TIME` each, the total with its "+N"), and the screen was taken
while they still were. Once the scoring is shown whole, every seat's line has its total, in
round 1 as in any other (five seats, Italian, 1280x720). This guards what the screen does; it
passes on the code the play-tester had."""
from __future__ import annotations

import dataclasses

from tests.ui_driver import FAST, Driver, card_table_at, frames_until, record_texts

from game.card.config import Config
from game.config import SeatConfig
from game.i18n import _


def test_round_one_scoring_shows_every_players_total(monkeypatch):
    ui = Driver((1280, 720), dataclasses.replace(FAST, language="it"))
    names = ("Jonas", "Beatrix", "Clemens", "Doris", "Emil")
    config = Config(seats=tuple(SeatConfig(n, "bot", "random") for n in names), first_player=0)
    card_table_at(ui, config, seed=3)
    assert frames_until(ui, lambda: ui.top.name == "scoring", frames=3000)
    scoring = ui.top
    assert scoring.round == 0
    scoring.t = scoring.total_time          # shown whole
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    said = [str(s) for s, _r in drawn]
    assert len(scoring.lines) == len(names)
    for line in scoring.lines:
        assert line.total is not None, line
        assert str(_("total {points}").format(points=line.total)) in said, (line, said)
