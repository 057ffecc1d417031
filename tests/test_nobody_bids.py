"""Play-testers: an open (or once-around) lot that came back to its auctioneer with no bid, or an
auctioneer asked for a sealed bid on their own lot, read nothing of what passing (bidding 0)
brings: RULES §4, nobody bids, the auctioneer takes the painting free; at a fixed price the
auctioneer must buy it; a double nobody adds to goes free to its player. The engine answers
"what if nobody bids" (game/no_bid.py, its own moves applied to a copy, no secret bid read),
and the stand says it to the seat deciding, from that answer."""
from __future__ import annotations

import pytest

from tests.test_hotseat_keyboard import play_card
from tests.test_table_status import look_at
from tests.ui_driver import Driver

from game import (AmountRange, Bid, Config, DeclineSecondCard, Pass, PlayCard, SealedBid,
                  SeatConfig, SetPrice, stacked_deck)
from game.cards import DOUBLE, FIXED_PRICE, ONCE_AROUND, OPEN, SEALED
from game.events import Sold, TakenFree
from game.no_bid import if_nobody_bids
from game.state import PLAY
from rules_helpers import LM, card_in, cfg, deal, run
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.status import status

OPEN_FREE = "Everyone passed: if you pass too, the lot is yours for nothing."
DOUBLE_FREE = "If nobody adds a card, the double card is yours for nothing."


def played(method, players=4, variant=None):
    """Axel (seat 0) has just put up a Lite Metal card of `method`."""
    s = deal(cfg(players, variant), [[(LM, method), (LM, OPEN)]] + [[(1, OPEN)]] *
             (players - 1))
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, method)))
    return s


@pytest.mark.parametrize("method", [OPEN, ONCE_AROUND, SEALED])
def test_nobody_bidding_gives_the_auctioneer_the_lot_free(method):
    s = played(method)
    outcome = if_nobody_bids(s)
    assert isinstance(outcome, TakenFree) and outcome.seat == 0
    assert s.phase != PLAY and s.lot            # nothing applied to the game itself


def test_a_secret_bid_already_in_is_not_read():
    """Beatrix sealed 30: what "nobody bids" brings stays the auctioneer's free lot (the
    answer tells nothing of the bids sealed)."""
    s = played(SEALED)
    s, _ = run(s, SealedBid(1, 30))
    outcome = if_nobody_bids(s)
    assert isinstance(outcome, TakenFree) and outcome.seat == 0


def test_a_bid_in_means_no_answer_and_no_words():
    s = played(OPEN)
    s, _ = run(s, Bid(1, 5), Pass(2), Pass(3))
    assert if_nobody_bids(s) is None
    assert OPEN_FREE not in str(status(look_at(s, 0))[1])


def test_at_a_fixed_price_the_auctioneer_buys_it_and_a_double_goes_to_its_player():
    s = played(FIXED_PRICE)
    s, _ = run(s, SetPrice(0, 12))
    outcome = if_nobody_bids(s)
    assert isinstance(outcome, Sold) and (outcome.buyer, outcome.price) == (0, 12)
    s = played(DOUBLE)
    outcome = if_nobody_bids(s)
    assert isinstance(outcome, TakenFree) and outcome.seat == 0
    assert DOUBLE_FREE in str(status(look_at(s, 0))[1])
    s, _ = run(s, DeclineSecondCard(0))             # Beatrix may add: not hers for nothing
    assert DOUBLE_FREE not in str(status(look_at(s, 1))[1])
    # The 2-player double must have its second card: adding nothing is no choice.
    s = played(DOUBLE, players=2, variant="two_player")
    assert if_nobody_bids(s) is None and DOUBLE_FREE not in str(status(look_at(s, 0))[1])


def test_only_the_auctioneer_is_told_the_lot_would_be_theirs():
    s = played(OPEN)
    for seat in (1, 2, 3):
        s, _ = run(s, Pass(seat))
    assert OPEN_FREE in str(status(look_at(s, 0))[1])
    assert OPEN_FREE not in str(status(look_at(played(OPEN), 1))[1])


class Passes:
    """Passes, seals 0, adds nothing: never bids."""

    name = "passes"

    def choose(self, view, legal, rng):
        for o in legal:
            if isinstance(o, Pass):
                return o
            if isinstance(o, AmountRange) and o.kind is SealedBid:
                return o.make(0)
        return list(legal)[0]


def own_lot(ui: Driver, method) -> TableScene:
    """Ada (a person) puts up a card of `method` against two computers that never bid, and
    the table waits for her decision on her own lot."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, deck=stacked_deck((2, method)),
                  thinking_seconds=0.0, bots={1: Passes(), 2: Passes()})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    play_card(ui, table, method)
    for _ in range(300):
        if table.human_turn() and table.shown.phase != PLAY:
            return table
        ui.frame(0.05)
    raise AssertionError("Ada was never asked about her lot")


@pytest.mark.parametrize("method,words", [(OPEN, OPEN_FREE), (ONCE_AROUND, OPEN_FREE)])
def test_the_table_tells_the_auctioneer_at_her_decision(method, words):
    ui = Driver((1280, 720))
    table = own_lot(ui, method)
    assert words in str(status(table.look)[1])
    tips = [str(w.tooltip) for w in table.widgets if getattr(w, "tooltip", None)]
    assert "Pass (P): nobody bid, so the lot is yours for nothing" in tips, tips
    table.controls.unbid = None         # without the engine's answer, nothing is said
    table.controls.pass_ends = None
    table.refresh()
    assert words not in str(status(table.look)[1])


def test_a_double_s_player_with_no_second_card_is_told_too():
    """Holding no card that may be added, the double's player can only add nothing: the line
    says so, and that the double is theirs for nothing if nobody else adds a card."""
    s = deal(cfg(4), [[(LM, DOUBLE), (1, OPEN)], [(1, SEALED)], [(2, OPEN)], [(2, SEALED)]])
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, DOUBLE)))
    head, line = status(look_at(s, 0))
    assert head == "No second Lite Metal to add" and str(line).endswith(DOUBLE_FREE), line


SEAL_FREE = "Seal my bid (Enter): if all bids are 0, the lot is yours for nothing"


def test_on_her_own_sealed_lot_the_seal_button_says_all_zeros_give_it_her_free():
    """The stand no longer says it (it took the first-time tip's room); the button she seals
    with does, from the engine's answer, and a bidder's button keeps its key alone."""
    ui = Driver((1280, 720))
    table = own_lot(ui, SEALED)
    tips = [str(w.tooltip) for w in table.widgets if getattr(w, "tooltip", None)]
    assert SEAL_FREE in tips, tips
    assert "If all bids are 0" not in str(status(table.look)[1])


@pytest.mark.parametrize("seat,told", [(0, True), (1, False)])
def test_only_the_auctioneer_s_seal_button_says_it(seat, told):
    """The seal button of the seat whose lot it is says that all 0s give it to her; another
    seat's, on the same answer of the engine (Ada's lot free), keeps its key alone."""
    import pygame

    from game import legal_actions, view
    from scenes.table.controls import Controls
    s = played(SEALED)
    ui = Driver((1280, 720))
    controls = Controls(lambda a: None, lambda t: None, lambda: False)
    controls.unbid = if_nobody_bids(s)
    area = pygame.Rect(ui.ctx.px(380), ui.ctx.px(420), ui.ctx.px(600), ui.ctx.px(110))
    controls.build(ui.ctx, view(s, seat), tuple(legal_actions(s, seat)), area)
    tips = [str(w.tooltip) for w in controls.widgets if getattr(w, "tooltip", None)]
    assert (SEAL_FREE in tips) == told, tips
    assert told or "Enter" in tips
