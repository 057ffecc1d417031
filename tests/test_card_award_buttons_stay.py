"""The award's buttons stand in one place whether its first-time tip shows or not. A
play-tester met the tip at a first award, the buttons moved up under the prompt to give it
room; at the next award (tip met) they stood 45 px lower, and the click meant for "Award:
Krypto" placed the award on Christin P."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_card_table import card_match_at_turn, click_action
from tests.ui_driver import FAST, Driver

from game.card.actions import PlaceAward, PlayCard
from game.card.cards import AWARD
from game.card.state import EFFECT


def _award_buttons(size, settings):
    """The award decision of the seed-3 game's first human turn: the buttons' places (by their
    actions) and whether the award's tip shows."""
    ui = Driver(size, settings)
    match, table, _over = card_match_at_turn(ui)
    if table.tip is not None:
        ui.click(table.tip_button.rect.center)          # the turn's tip, closed
        ui.frame(0.0)
    award = next(a for a in match.legal_for(0)
                 if isinstance(a, PlayCard) and a.card.effect == AWARD)
    click_action(ui, table, award)
    ui.frame(0.0)
    assert table.shown.phase == EFFECT
    places = {b.label: b.rect.copy() for b in table.buttons}
    shown = table.tip == "card:" + AWARD
    # The buttons still answer: a click on an artist's places the award.
    click_action(ui, table, next(a for a in match.legal_for(0) if isinstance(a, PlaceAward)))
    ui.frame(0.0)
    assert table.shown.phase != EFFECT or table.shown.to_act != (0,)
    return places, shown


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_award_buttons_stand_where_they_stood_under_the_tip_once_it_is_met(size):
    first, tip_shown = _award_buttons(size, FAST)
    met = dataclasses.replace(FAST, tips_seen=FAST.tips_seen + ("card:" + AWARD, "card:turn"))
    later, tip_again = _award_buttons(size, met)
    assert tip_shown and not tip_again
    assert len(first) >= 6 and later == first
