"""One new first-time tip a decision. A newcomer's first turn of the card game brought "How to
win", then at its "Got it" the turn's tip, then at that one's the tip about the board's mark
"†": three boxes in a row before the table. Then "How to win" still brought the decision's
own tip at its "Got it" (two presses before a first move, in either game): "How to win" now
counts as the decision's one new tip, and every tip that can wait (the turn's, the lot's, the
mark's) comes at the player's next decision where it applies."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_card_no_card_tip import MARIANAS_AND_TECS, _table
from tests.test_card_table import click_action
from tests.test_first_evening import RaiseBot, wait_for_turn
from tests.test_hotseat_keyboard import play_card, table_for
from tests.ui_driver import FAST, Driver, auction_table, through_handovers

from game import Config, SeatConfig, stacked_deck
from game.card.actions import PlayCard
from game.cards import OPEN
from scenes.session.match import Match
from scenes.table.display import no_card_marked
from scenes.table.tips import CARD_GOAL, GOAL, NO_CARD, UP_TO

NEW = replace(FAST, tips_seen=())


def _got_it(ui: Driver, table) -> None:
    ui.click(table.tip_button.rect.center)
    ui.frame(0.05)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_newcomers_first_turn_brings_one_tip_and_the_others_wait(size):
    ui = Driver(size, settings=NEW)
    match, table = _table(ui, names=("Ada",), hand=MARIANAS_AND_TECS)
    assert through_handovers(ui, table, seat=0)
    assert no_card_marked(table.shown, True)
    assert table.tip == CARD_GOAL and table.tip_shown()
    _got_it(ui, table)
    assert table.tip is None                                  # the turn's waits
    table.built_from.clear()            # the table built again (a window of another size)
    ui.frame(0.05)
    assert table.tip is None and "card:turn" not in ui.ctx.settings.tips_met_by("Ada")
    click_action(ui, table, next(a for a in match.legal_for(0) if isinstance(a, PlayCard)))
    # Ada's next turn: the turn's tip, alone (the mark's waits once more).
    assert through_handovers(ui, table, seat=0)
    assert table.tip == "card:turn" and table.tip_shown()
    _got_it(ui, table)
    assert table.tip is None and NO_CARD not in ui.ctx.settings.tips_met_by("Ada")


def test_in_the_auction_how_to_win_then_the_lots_own_at_the_next_bid_then_up_to():
    """Bea auctions an open lot first: Ada's first screen shows "How to win", whose "Got it"
    brings nothing more at this decision; the open auction's tip comes at her next bid on the
    lot (the open auction asks again after Bea's raise), "Up to"'s at the one after."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "bot", "random"),
             SeatConfig("Cy", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=1), 3,      # Bea's first card an open
                  thinking_seconds=0.0, bots={1: RaiseBot(60), 2: RaiseBot(60)})
    ui = Driver(settings=NEW)
    table = auction_table(ui, match)
    assert wait_for_turn(ui, table)
    assert table.tip == GOAL and table.tip_shown()
    assert table.shown.method == OPEN
    _got_it(ui, table)
    assert table.tip is None
    table.show(match.view(0), match.public_view())      # offered again: still nothing
    assert table.tip is None and OPEN not in ui.ctx.settings.tips_met_by("Ada")
    ui.press("Bid ")
    assert wait_for_turn(ui, table)
    ui.frame(0.0)
    assert table.shown.method == OPEN
    assert table.tip == OPEN and table.tip_shown()
    _got_it(ui, table)
    assert table.tip is None
    ui.press("Bid ")
    assert wait_for_turn(ui, table)
    ui.frame(0.0)
    assert table.tip == UP_TO and table.tip_shown()
