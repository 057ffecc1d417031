"""The card board's "Worth now" figures during a round's scoring: the figure of an artist with no
card in play that took a value token all the same ("Always three", marked) kept its help
"yet among the three leading artists if the round ended now" while the round was being scored
(the adding and the scoring overlay), when the round had ended and the figure was the round's
own value. Its help and footnote now say what the figure is in each phase: an estimate while the
round is played, the round's own value, no card of it in play to score it, at its scoring."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, MARIANA, TEC, WAGNER
from tests.ui_driver import FAST, Driver, card_table_at, no_card_marks

from game.card.actions import StopAdding
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING
from scenes.scoring import ScoringOverlay
from scenes.table.display import draw_card_board

IF_NOW = "if the round ended now"


def _table(size):
    """Round 1, Bea to play: five Wagner cards in her display and two in her hand (her card
    ends the round), the influence card a TEC and one in Ada's display, no other card in play:
    Wagner and TEC lead, and Denise, with no card, takes the third value token by the tie order
    ("Always three"). Ada may add a TEC at scoring: the table waits for her."""
    ui = Driver(size, settings=FAST)
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random"),
                           SeatConfig("Cem", "bot", "random")), first_player=1)
    state = position(config, hands=[[(MARIANA, "none"), (DENISE, "none"), (TEC, "none")],
                                    [(WAGNER, "none")] * 2, [(MARIANA, "none")] * 2],
                     influence=(TEC, "none"),
                     displays=[[(TEC, "none")], [(WAGNER, "none")] * 5, []],
                     turn=1, first_player=1)
    _match, table = card_table_at(ui, config, state)
    return ui, table


def _board(ui, table, marks=None) -> tuple[dict, list[str]]:
    """The board over the table's view: its texts and its hover help, topmost first (and in
    `marks`, `no_card_marks`, its marked figures only)."""
    if marks is not None:
        marks.figures.clear()
    drawn: dict = {}
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.setdefault(str(text), size))
    regions: list = []
    draw_card_board(pygame.Surface(ui.ctx.size), ui.ctx, table.cart, table.shown,
                    table.layout.board, regions, True)
    ui.ctx.text.watchers.pop()
    return drawn, [str(ui.ctx.words.text(t)) for _r, t in regions]


def _figure_tip(tips: list[str]) -> str:
    return next(t for t in tips if t.startswith("Lite Metal: no card in play"))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_marked_figure_says_what_it_is_in_every_phase(size, monkeypatch):
    ui, table = _table(size)
    marks = no_card_marks(monkeypatch)
    drawn, tips = _board(ui, table, marks)      # before the first frame lets Bea play
    # While the round is played: an estimate, if the round ended now.
    assert table.shown.phase != ADDING and not table.shown.leading
    assert [f for f, _r in marks.figures] in (["2"], ["1"]), marks.figures
    assert IF_NOW in _figure_tip(tips)
    assert "yet it would take a value token if the round ended now" in _figure_tip(tips)
    assert any("no card in play, yet takes a token" in t for t in drawn)
    phases = set()
    for _ in range(4000):
        ui.frame(0.05)
        if ui.top is table and table.shown.phase == ADDING:
            if not table.human_turn():
                continue
            phases.add("adding")
        elif isinstance(ui.top, ScoringOverlay):
            phases.add("overlay")
        else:
            if phases:
                break
            continue
        assert table.shown.leading and table.shown.values[DENISE]
        drawn, tips = _board(ui, table, marks)
        assert [f for f, _r in marks.figures] == [str(table.shown.values[DENISE])]
        tip = _figure_tip(tips)
        assert IF_NOW not in tip and "this round, yet it took a value token" in tip, tip
        assert "No card of it scores this round" in tip, tip
        assert not [t for t in tips if IF_NOW in t], tips
        assert any("no card in play, yet took a token" in t for t in drawn), drawn
        if phases == {"adding", "overlay"}:
            break
        if ui.top is table:           # Ada adds nothing: on to the scoring overlay
            assert table.match.submit(next(a for a in table.match.legal_for(0)
                                           if isinstance(a, StopAdding))) is None
    assert phases == {"adding", "overlay"}, phases
