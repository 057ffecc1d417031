"""The adding step's question says what follows, true before the first card and after it. A
play-tester read "Adding a card ends your turn." over the question that came back after her
first card (a second leading artist still to add): the words said her turn was over while the
game asked on. Now the first question asks for one card of each, one at a time, and says
nothing of the turn ending; the one after it asks for a card "too", Done adding "no more", and
says that one more card ends the turn, which it does. Driven through the table, one person
and computers."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver, card_table_at, click_card, frames_until

from game.card.cards import NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING

from card_helpers import DENISE, MARIANA, TEC


def _asked_to_add(language: str = "en"):
    """Ada's TEC ends the round (the influence card and four in her display); TEC and Denise
    lead, both in her display, and she holds one more of each: she adds first."""
    ui = Driver(settings=dataclasses.replace(FAST, language=language))
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random"),
                           SeatConfig("Cem", "bot", "random")), first_player=0)
    match, table = card_table_at(ui, config, lambda c: position(
        c, hands=[[(TEC, NO_EFFECT)] * 2 + [(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)],
                  [(MARIANA, NO_EFFECT)] * 2, [(MARIANA, NO_EFFECT)] * 2],
        displays=[[(TEC, NO_EFFECT)] * 4 + [(DENISE, NO_EFFECT)], [(DENISE, NO_EFFECT)], []],
        influence=(TEC, NO_EFFECT), turn=0, first_player=0))
    ui.frame(0.05)
    click_card(ui, table, next(c for c in table.shown.hand if c.artist == TEC))
    assert frames_until(ui, lambda: table.human_turn() and table.shown.phase == ADDING)
    return ui, match, table


def _prompt(table) -> str:
    return str(table.status[0][0])


def test_the_question_says_what_follows_before_the_first_card_and_after_it():
    ui, match, table = _asked_to_add()
    first = _prompt(table)
    assert "one at a time, or press Done to add none." in first
    assert "ends your turn" not in first, first
    click_card(ui, table, next(c for c in table.shown.hand if c.artist == TEC))
    assert frames_until(ui, lambda: table.human_turn() and table.shown.phase == ADDING)
    again = _prompt(table)
    assert again.startswith("Scoring: you may add a card of Lite Metal too: choose it in "
                            "your hand, or press Done to add no more."), again
    assert "Adding one more card ends your turn." in again
    assert "Adding a card ends your turn." not in again
    # And so it does: her Denise added, the game asks her no more.
    click_card(ui, table, next(c for c in table.shown.hand if c.artist == DENISE))
    ui.frame(0.05)
    assert 0 not in match.state.to_act or match.state.phase != ADDING


@pytest.mark.parametrize("language", ["it"])
def test_the_italian_question_after_a_card_says_one_more_ends_the_turn(language):
    ui, match, table = _asked_to_add(language)
    click_card(ui, table, next(c for c in table.shown.hand if c.artist == TEC))
    assert frames_until(ui, lambda: table.human_turn() and table.shown.phase == ADDING)
    said = str(ui.ctx.text.shown(table.status[0][0]))
    assert "Aggiungere una carta termina il tuo turno." not in said
    assert "un'altra carta" in said, said
