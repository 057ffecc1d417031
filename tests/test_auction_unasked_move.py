"""The auction's engine names the move the game makes for a person without asking
(`engine.unasked_move`, the registry's `unasked_move`): the Pass of a seat whose money does
not reach above the high bid or to the fixed price, at one person's screen and at a shared
one (every price paid is public: the pass tells nobody what they could not count). A seat
with a choice, and a lone card to play or to add, are asked as before."""
from __future__ import annotations

from game import GAMES, Config, Pass, PlayCard, SeatConfig, new_game, stacked_deck
from game.cards import FIXED_PRICE, ONCE_AROUND
from game.engine import legal_actions, unasked_move
from game.state import FIXED_OFFER, ONCE_AROUND_BIDDING, OPEN_BIDDING

SEATS = (SeatConfig("Ada", "human"), SeatConfig("Bea", "human"))


def bidding(phase=ONCE_AROUND_BIDDING, **changes):
    """Ada to bid on Bea's lot, the high bid 60; `changes` on top."""
    s = new_game(Config(seats=SEATS, variant="two_player", first_auctioneer=1), 3,
                 deck=stacked_deck((2, ONCE_AROUND)))
    return s._replace(phase=phase, to_act=(0,), high_bid=60, high_bidder=1,
                      cash=(55, 40))._replace(**changes)


def test_a_seat_that_cannot_bid_above_the_high_bid_passes_unasked_alone_or_shared():
    for phase in (ONCE_AROUND_BIDDING, OPEN_BIDDING):
        s = bidding(phase)
        assert legal_actions(s, 0) == (Pass(0),)
        assert unasked_move(s, 0, shared=False) == Pass(0)
        assert unasked_move(s, 0, shared=True) == Pass(0)
    assert unasked_move(bidding(cash=(0, 40), high_bid=0, high_bidder=None), 0, True) == Pass(0)


def test_a_seat_that_cannot_pay_the_fixed_price_passes_unasked():
    s = bidding(FIXED_OFFER, price=56)
    assert unasked_move(s, 0, shared=True) == Pass(0)
    assert unasked_move(s._replace(price=55), 0, shared=True) is None     # she may buy


def test_a_choice_is_asked_and_so_is_nobody_else_s_move():
    s = bidding(cash=(61, 40))                  # she may bid 61
    assert len(legal_actions(s, 0)) == 2
    assert unasked_move(s, 0, shared=False) is None
    assert unasked_move(bidding(), 1, shared=False) is None             # not Bea's turn


def test_a_hand_s_last_card_is_still_its_holder_s_to_play():
    s = new_game(Config(seats=SEATS, variant="two_player", first_auctioneer=0), 3,
                 deck=stacked_deck((2, FIXED_PRICE)))
    last = s.hands[0][0]
    s = s._replace(hands=((last,), s.hands[1]))
    assert legal_actions(s, 0) == (PlayCard(0, last),)
    assert unasked_move(s, 0, shared=False) is None


def test_the_auction_s_registry_entry_is_the_engine_s_function():
    assert GAMES["auction"].unasked_move is unasked_move
