"""A long open auction at a shared screen names a seat's passes once, until it bids again: a
play-tester's log read "Jonas and Mia pass · Clemens 2 · … · Jonas and Mia pass · Clemens 6 ·
… Emil, Jonas and Mia pass", lap after lap. A pass is not final (RULES.md: a player may raise
again on a later lap), so a seat that bids again is told, and its next pass with it; and
that a seat pressed "Out of this lot" stays its own: the rule is every seat's
(test_out_of_lot_private)."""
from __future__ import annotations

import pygame

from tests.test_first_evening import hot_seat_table
from tests.test_hotseat import hot_match

from game import Pass
from game import events as E
from game.cards import DECK, OPEN
from game.log_retold import Retold
from game.state import OPEN_BIDDING
from scenes.handover import ARM_SECONDS, HandoverScene


def _log(table) -> str:
    return " ".join(str(text) for _style, text in table.log.lines)


def test_a_seat_that_keeps_passing_is_named_once_at_a_shared_screen():
    """Ada passes whenever she is asked; Bea and Cy raise each other to 4: Ada, asked lap
    after lap, is named once in the lot's line; Bea's closing pass is told."""
    ui, match, table = hot_seat_table(25)
    for _ in range(2000):
        if match.phase != OPEN_BIDDING and not table.busy:
            break
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif table.human_turn() and table.shown.phase == OPEN_BIDDING:
            if table.shown.seat == 1 and table.shown.high_bid < 4:
                table.amount.set(str(table.shown.high_bid + 1))
                ui.press("Bid")
            else:
                ui.press("Pass")
        ui.frame(0.05)
    else:
        raise AssertionError("the lot was never sold")
    assert len([a for a in match.actions if a == Pass(0)]) >= 2
    log = _log(table)
    assert log.count("Ada pass") + log.count("Ada and") == 1, log
    assert "Cy 4 · Bea passes." in log, log


def test_a_seat_that_bids_again_has_its_next_pass_told():
    config = hot_match(3, 0, seed=2).config
    a = DECK[0]
    log = Retold(once=True)
    lines = [log.line(e, config) for e in (
        E.CardPlayed(0, a), E.AuctionStarted(0, (a,), OPEN), E.Passed(1, OPEN),
        E.BidMade(2, 2), E.Passed(0, OPEN), E.Passed(1, OPEN), E.BidMade(0, 3),
        E.Passed(1, OPEN), E.BidMade(2, 4), E.Passed(0, OPEN), E.Passed(1, OPEN))]
    assert lines[-1] is None        # Beatrix, passing again, untold
    assert str([line for line in lines if line is not None][-1].text) == (
        "Bids: Beatrix passes · Clemens 2 · Ada passes · Ada 3 · Clemens 4 · Ada passes.")
    # With one person at the table every pass is told, as before.
    alone = Retold()
    told = [alone.line(e, config) for e in (
        E.CardPlayed(0, a), E.AuctionStarted(0, (a,), OPEN), E.Passed(1, OPEN),
        E.BidMade(2, 2), E.Passed(0, OPEN), E.Passed(1, OPEN))]
    assert str(told[-1].text) == "Bids: Beatrix passes · Clemens 2 · Ada and Beatrix pass."
