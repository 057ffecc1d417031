"""A card added at scoring plays its moment before the person is asked on: for about 1.5 s
(the slow animations) the panel said "Scoring: Ada may add cards." to Ada with neither Done
nor the cards she could add. Its words wait with the moment now: while it plays the panel
invites nothing, and the question comes with Done and the cards."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER
from tests.test_card_table import click_action
from tests.ui_driver import FAST, Driver, card_table_at, frame_words

from game.card.actions import AddCard, PlayCard, StopAdding
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING

#: The slow animations, the computers at once.
SLOW = replace(FAST, animation_speed="slow", show_tips=False)


def _adding_alone(size):
    """Ada alone with two computers plays her Wagner, the sixth: the round ends, Wagner, TEC
    and Denise lead, and Ada (a TEC and a Wagner in her display, a Wagner and a TEC in hand)
    is asked first to add."""
    ui = Driver(size, settings=SLOW)
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "bot", "normal"),
             SeatConfig("Cem", "bot", "normal"))
    config = Config(seats=seats, first_player=0)
    state = position(config, hands=[[(WAGNER, "none"), (WAGNER, "none"), (TEC, "none"),
                                     (DENISE, "none"), (MARIANA, "none")],
                                    [(NICOLAS, "none"), (MARIANA, "none")],
                                    [(NICOLAS, "none"), (MARIANA, "none")]],
                     influence=(TEC, "none"),
                     displays=[[(TEC, "none"), (WAGNER, "none")], [(WAGNER, "none")] * 4,
                               [(TEC, "none")]], turn=0, first_player=0)
    match, table = card_table_at(ui, config, state, thinking=0.0,
                                 on_game_over=lambda *_a: None)
    ui.frame(0.05)
    click_action(ui, table, next(a for a in match.legal_for(0)
                                 if isinstance(a, PlayCard) and a.card.artist == WAGNER))
    for _ in range(400):
        if table.human_turn() and table.shown.phase == ADDING:
            return ui, match, table
        ui.frame(0.05)
    raise AssertionError("Ada was never asked to add")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_panel_asks_nothing_while_the_added_cards_moment_plays(size):
    ui, match, table = _adding_alone(size)
    click_action(ui, table, next(a for a in match.legal_for(0)
                                 if isinstance(a, AddCard) and a.card.artist == WAGNER))
    assert match.phase == ADDING and match.to_act == (0,)   # Ada is asked on (her TEC)
    frames = 0
    while True:
        words = " ".join(frame_words(ui))       # a frame of no time: what it shows
        if table.human_turn():
            break
        assert "may add" not in words and "Done" not in words, words
        assert not table.buttons
        ui.frame(0.05)
        frames += 1
        assert frames < 100
    assert frames > 10                      # the moment played (the slow animations)
    assert "Scoring: you may add a card of" in words and "Done" in words, words
    assert any(isinstance(a, StopAdding) for a in table.legal) and table.buttons
