"""One new first-time tip a decision. A newcomer's first turn of the card game brought "How to
win", then at its "Got it" the turn's tip, then at that one's the tip about the board's mark
"†": three boxes in a row before the table. "How to win" and the decision's own tip are what
a newcomer needs to make the first decision, and still come one after the other; a tip that
can wait (the mark's) comes at the player's next decision where it applies. In the auction,
"How to win" and the first lot's own tip the same."""
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
def test_a_newcomers_first_turn_brings_two_tips_and_the_marks_waits(size):
    ui = Driver(size, settings=NEW)
    match, table = _table(ui, names=("Ada",), hand=MARIANAS_AND_TECS)
    assert through_handovers(ui, table, seat=0)
    assert no_card_marked(table.shown, True)
    assert table.tip == CARD_GOAL and table.tip_shown()
    _got_it(ui, table)
    assert table.tip == "card:turn" and table.tip_shown()     # needed now: how a turn goes
    _got_it(ui, table)
    assert table.tip is None                                  # the mark's waits
    table.built_from.clear()            # the table built again (a window of another size)
    ui.frame(0.05)
    assert table.tip is None and NO_CARD not in ui.ctx.settings.tips_met_by("Ada")
    click_action(ui, table, next(a for a in match.legal_for(0) if isinstance(a, PlayCard)))
    # Ada's next turn, the board still marking "†": the mark's tip, alone.
    assert through_handovers(ui, table, seat=0)
    assert no_card_marked(table.shown, True)
    assert table.tip == NO_CARD and table.tip_shown()
    _got_it(ui, table)
    assert table.tip is None


def test_in_the_auction_how_to_win_then_the_first_lots_own_then_up_to_at_the_next_turn():
    """Bea auctions an open lot first: Ada's first screen shows "How to win", whose "Got it"
    brings the open auction's tip (the decision's own: how to bid); that one's "Got it"
    brings nothing more at this turn; "Up to"'s comes at her next."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "bot", "random"),
             SeatConfig("Cy", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=1), 3,      # Bea's first card an open
                  thinking_seconds=0.0, bots={1: RaiseBot(30), 2: RaiseBot(30)})
    ui = Driver(settings=NEW)
    table = auction_table(ui, match)
    assert wait_for_turn(ui, table)
    assert table.tip == GOAL and table.tip_shown()
    _got_it(ui, table)
    assert table.tip == OPEN and table.tip_shown()
    assert table.shown.method == OPEN
    _got_it(ui, table)
    assert table.tip is None
    table.show(match.view(0), match.public_view())      # offered again: still nothing
    assert table.tip is None
    ui.press("Bid ")
    assert wait_for_turn(ui, table)
    ui.frame(0.0)
    assert table.tip == UP_TO and table.tip_shown()


def test_a_tip_closed_while_watching_lets_the_next_decision_bring_its_own():
    """Closed before the player's turn (the open auction's tip, while the others bid), a tip
    leaves the player's next decision free to bring one: "Up to"'s at the first turn."""
    ui = Driver()
    table = table_for(ui, stacked_deck((2, OPEN)))
    play_card(ui, table, OPEN)
    assert table.tip == OPEN
    ledger = table.tips
    ledger.closed(0, OPEN, GOAL, asked=False)
    assert ledger.hold(ui.ctx, 0, UP_TO, asked=False) is None     # still only watching
    assert ledger.hold(ui.ctx, 0, UP_TO, asked=True) == UP_TO     # its own decision
