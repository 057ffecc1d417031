"""RULES.md §3–4: playing a card and the five auctions, each with the auctioneer winning,
losing, and nobody bidding."""
import itertools

import pytest

from game import (AddSecondCard, AmountNotAllowed, AmountRange, Bid, Buy, CardNotPlayable,
                  DeclineSecondCard, NotYourTurn, Pass, PlayCard, SealedBid, SetPrice,
                  WrongPhase, apply, legal_actions, view)
from game.events import (Payment, SealedBidPlaced, SealedBidsRevealed, SecondCardOffered, Sold,
                         TakenFree)
from game.position import position
from game.state import (DOUBLE_OFFER, FIXED_OFFER, ONCE_AROUND_BIDDING, OPEN_BIDDING,
                        SEALED_BIDDING, SET_PRICE)
from rules_helpers import (CP, DOUBLE, FIXED_PRICE, KG, LM, ONCE_AROUND, OPEN, SEALED,
                           YOKO, card_in, cfg, run)

A, B, C, D = range(4)   # Axel, Beatrix, Clemens, Doris, clockwise


def table(*lots, auctioneer=A, cash=None, players=4, **options):
    """Four hands: each seat holds its listed cards plus two Karl Gitter cards (never played)."""
    hands = [list(h) + [(KG, OPEN), (KG, SEALED)] if i < 2 else list(h) + [(KG, ONCE_AROUND)]
             for i, h in enumerate(lots)]
    return position(cfg(players, **options), hands, auctioneer=auctioneer, cash=cash)


def sold(events):
    return [e for e in events if isinstance(e, Sold)]


# --- §3 playing a card ----------------------------------------------------------------------

def test_only_the_auctioneer_plays_and_only_a_held_card():
    s = table([(LM, OPEN)], [(YOKO, OPEN)], [], [])
    with pytest.raises(NotYourTurn, match="not Beatrix's turn: the game waits for Axel to play a card"):
        apply(s, PlayCard(B, card_in(s, B, YOKO, OPEN)))
    with pytest.raises(CardNotPlayable, match="Axel does not hold Yoko"):
        apply(s, PlayCard(A, s.hands[B][0]))
    with pytest.raises(WrongPhase, match="cannot bid now"):
        apply(s, Bid(A, 5))
    before = s
    with pytest.raises(AmountNotAllowed):
        s2 = apply(s, PlayCard(A, card_in(s, A, LM, OPEN)))
        apply(s2, Bid(B, 500))
    assert s == before


def test_next_auctioneer_is_left_of_the_last_and_empty_hands_are_skipped():
    s = position(cfg(4), [[(LM, OPEN), (KG, OPEN)], [(YOKO, OPEN)], [], [(CP, OPEN), (KG, SEALED)]])
    # Axel auctions; nobody bids; Beatrix is next.
    s, _ = run(s, PlayCard(A, card_in(s, A, LM, OPEN)), *[Pass(i) for i in (B, C, D, A)])
    assert s.to_act == (B,)
    # Beatrix plays her last card; Clemens holds nothing and is skipped: Doris is next...
    s, ev = run(s, PlayCard(B, card_in(s, B, YOKO, OPEN)), Pass(C), Bid(D, 3), Pass(A),
                Pass(B), Bid(C, 4), Pass(D), Pass(A), Pass(B))
    # ...though Clemens, with an empty hand, still bid and bought.
    assert sold(ev)[-1].buyer == C
    assert s.to_act == (D,)


# --- open auction ------------------------------------------------------------------------------

def test_open_auction_goes_round_laps_and_a_pass_is_not_final():
    s = table([(LM, OPEN)], [], [], [])
    s, ev = run(s, PlayCard(A, card_in(s, A, LM, OPEN)))
    assert (s.phase, s.to_act) == (OPEN_BIDDING, (B,))
    s, ev = run(s, Pass(B), Bid(C, 5), Pass(D), Pass(A), Bid(B, 6), Pass(C), Pass(D))
    assert s.phase == OPEN_BIDDING and s.to_act == (A,)     # Beatrix, who passed, raised
    s, ev = run(s, Pass(A))
    assert sold(ev)[-1].buyer == B and sold(ev)[-1].price == 6
    assert s.cash == (106, 94, 100, 100)


def test_open_auction_auctioneer_wins_and_pays_the_bank():
    s = table([(LM, OPEN)], [], [], [])
    s, ev = run(s, PlayCard(A, card_in(s, A, LM, OPEN)), Bid(B, 3), Pass(C), Pass(D), Bid(A, 4),
                Pass(B), Pass(C), Pass(D))
    assert sold(ev)[-1].payments == (Payment(A, None, 4),)
    assert s.cash == (96, 100, 100, 100)


def test_open_auction_nobody_bids_the_auctioneer_takes_it_free():
    s = table([(LM, OPEN)], [], [], [])
    s, ev = run(s, PlayCard(A, card_in(s, A, LM, OPEN)), Pass(B), Pass(C), Pass(D))
    assert s.phase == OPEN_BIDDING               # a whole lap: the auctioneer too
    s, ev = run(s, Pass(A))
    assert isinstance(ev[-2] if not isinstance(ev[-1], TakenFree) else ev[-1], TakenFree)
    assert [c.artist for c in s.bought[A]] == [LM]
    assert s.cash == (100,) * 4


def test_bids_must_be_whole_above_the_high_bid_and_within_cash():
    s = table([(LM, OPEN)], [], [], [], cash=(100, 95, 100, 100))
    s = apply(s, PlayCard(A, card_in(s, A, LM, OPEN)))
    with pytest.raises(AmountNotAllowed, match="Bid 120 is more than your 95"):
        apply(s, Bid(B, 120))
    with pytest.raises(AmountNotAllowed, match="at least 1"):
        apply(s, Bid(B, 0))
    with pytest.raises(AmountNotAllowed, match="not a whole number"):
        apply(s, Bid(B, 2.5))
    s = apply(s, Bid(B, 10))
    with pytest.raises(AmountNotAllowed, match="does not beat the high bid of 10 by Beatrix"):
        apply(s, Bid(C, 10))
    assert legal_actions(s, C) == (AmountRange(Bid, C, 11, 100), Pass(C))


def test_a_seat_that_cannot_raise_may_only_pass():
    s = table([(LM, OPEN)], [], [], [], cash=(100, 100, 7, 100))
    s, _ = run(s, PlayCard(A, card_in(s, A, LM, OPEN)), Bid(B, 7))
    assert legal_actions(s, C) == (Pass(C),)


# --- once around -------------------------------------------------------------------------------

def test_once_around_each_seat_once_auctioneer_last():
    s = table([(LM, ONCE_AROUND)], [], [], [])
    s, _ = run(s, PlayCard(A, card_in(s, A, LM, ONCE_AROUND)))
    order = []
    while s.phase == ONCE_AROUND_BIDDING:
        order.append(s.to_act[0])
        s = apply(s, Pass(s.to_act[0]) if s.to_act[0] != C else Bid(C, 9))
    assert order == [B, C, D, A]
    assert s.cash == (109, 100, 91, 100)


def test_once_around_auctioneer_outbids_last():
    s = table([(LM, ONCE_AROUND)], [], [], [])
    s, ev = run(s, PlayCard(A, card_in(s, A, LM, ONCE_AROUND)), Bid(B, 5), Bid(C, 8), Pass(D),
                Bid(A, 9))
    assert sold(ev)[-1].buyer == A and s.cash == (91, 100, 100, 100)


def test_once_around_nobody_bids():
    s = table([(LM, ONCE_AROUND)], [], [], [])
    s, ev = run(s, PlayCard(A, card_in(s, A, LM, ONCE_AROUND)), Pass(B), Pass(C), Pass(D),
                Pass(A))
    assert any(isinstance(e, TakenFree) and e.seat == A for e in ev)
    with pytest.raises(AmountNotAllowed):
        s2 = table([(LM, ONCE_AROUND)], [], [], [])
        run(s2, PlayCard(A, card_in(s2, A, LM, ONCE_AROUND)), Bid(B, 5), Bid(C, 5))


# --- sealed ----------------------------------------------------------------------------------

def sealed_table(auctioneer):
    hands = [[], [], [], []]
    hands[auctioneer] = [(LM, SEALED)]
    s = table(*hands, auctioneer=auctioneer)
    return apply(s, PlayCard(auctioneer, card_in(s, auctioneer, LM, SEALED)))


@pytest.mark.parametrize("auctioneer", range(4))
@pytest.mark.parametrize("tied", [set(t) for k in (2, 3, 4)
                                  for t in itertools.combinations(range(4), k)])
def test_sealed_ties_go_to_the_first_from_the_auctioneer_clockwise(auctioneer, tied):
    s = sealed_table(auctioneer)
    assert s.phase == SEALED_BIDDING and set(s.to_act) == {0, 1, 2, 3}
    for seat in (3, 1, 0, 2):              # entry order must not matter
        s = apply(s, SealedBid(seat, 20 if seat in tied else 5))
    expected = next((auctioneer + i) % 4 for i in range(4) if (auctioneer + i) % 4 in tied)
    sale = [e for e in s.events if isinstance(e, Sold)][0]
    assert sale.buyer == expected and sale.price == 20
    revealed = [e for e in s.events if isinstance(e, SealedBidsRevealed)][0]
    assert revealed.winner == expected       # the reveal names the engine's choice for the log


def test_sealed_bids_are_secret_until_all_are_in():
    s = sealed_table(A)
    s = apply(s, SealedBid(C, 30))
    assert s.events == (SealedBidPlaced(C),)
    assert view(s, B).sealed_done == (False, False, True, False)
    assert view(s, B).my_sealed is None and view(s, C).my_sealed == 30
    assert "30" not in repr(view(s, B))
    with pytest.raises(NotYourTurn):
        apply(s, SealedBid(C, 31))
    with pytest.raises(AmountNotAllowed, match="more than your 100"):
        apply(s, SealedBid(B, 101))
    s, ev = run(s, SealedBid(A, 0), SealedBid(B, 12), SealedBid(D, 29))
    assert SealedBidsRevealed((0, 12, 30, 29), C) in ev


def test_sealed_bid_options_hold_only_the_asking_seats_cash():
    """A sealed bid's range tops out at the seat's cash, so each seat is offered its own only."""
    hands = [[(LM, SEALED)], [], [], []]
    s = table(*hands, cash=(41, 57, 63, 78))
    s = apply(s, PlayCard(A, card_in(s, A, LM, SEALED)))
    assert s.phase == SEALED_BIDDING
    for seat in range(4):
        options = legal_actions(s, seat)
        assert options == (AmountRange(SealedBid, seat, 0, s.cash[seat]),)
        others = {c for i, c in enumerate(s.cash) if i != seat}
        assert all(o.seat == seat for o in options)
        assert not others & {n for o in options for n in (o.lo, o.hi)}
    s = apply(s, SealedBid(B, 10))
    assert legal_actions(s, B) == ()       # a seat that has bid is no longer asked
    assert [o.seat for seat in range(4) for o in legal_actions(s, seat)] == [A, C, D]


def test_sealed_auctioneer_wins_and_all_zero_is_free():
    s = sealed_table(B)
    s, ev = run(s, SealedBid(A, 3), SealedBid(B, 3), SealedBid(C, 1), SealedBid(D, 0))
    assert sold(ev)[-1].payments == (Payment(B, None, 3),)
    s = sealed_table(B)
    s, ev = run(s, *[SealedBid(i, 0) for i in range(4)])
    assert any(isinstance(e, TakenFree) and e.seat == B for e in ev)
    assert s.cash == (100,) * 4


# --- fixed price -----------------------------------------------------------------------------

def test_fixed_price_first_buyer_takes_it():
    s = table([(YOKO, FIXED_PRICE)], [], [], [])
    s, _ = run(s, PlayCard(A, card_in(s, A, YOKO, FIXED_PRICE)))
    assert (s.phase, s.to_act) == (SET_PRICE, (A,))
    assert legal_actions(s, A) == (AmountRange(SetPrice, A, 1, 100),)
    s, ev = run(s, SetPrice(A, 14), Pass(B), Buy(C))
    assert sold(ev)[-1].buyer == C and s.cash == (114, 100, 86, 100)
    assert s.to_act == (B,)


def test_fixed_price_all_pass_the_auctioneer_must_buy():
    s = table([(YOKO, FIXED_PRICE)], [], [], [])
    s, ev = run(s, PlayCard(A, card_in(s, A, YOKO, FIXED_PRICE)), SetPrice(A, 40), Pass(B),
                Pass(C), Pass(D))
    assert sold(ev)[-1].payments == (Payment(A, None, 40),)
    assert s.cash == (60, 100, 100, 100)


def test_fixed_price_limits_and_a_buyer_who_cannot_pay():
    config_names = ("Ann", "Yoko", "Carl", "Dee")
    s = position(cfg(4, names=config_names), [[], [(LM, FIXED_PRICE), (KG, OPEN)], [], []],
                 auctioneer=B, cash=(100, 40, 10, 100))
    s = apply(s, PlayCard(B, card_in(s, B, LM, FIXED_PRICE)))
    with pytest.raises(AmountNotAllowed, match="Yoko's fixed price must be 1–40"):
        apply(s, SetPrice(B, 41))
    with pytest.raises(AmountNotAllowed, match="Yoko's fixed price must be 1–40"):
        apply(s, SetPrice(B, 0))
    s = apply(s, SetPrice(B, 25))
    assert s.phase == FIXED_OFFER and legal_actions(s, C) == (Pass(C),)
    with pytest.raises(AmountNotAllowed, match="cannot pay the price of 25: you have 10"):
        apply(s, Buy(C))
    s, ev = run(s, Pass(C), Buy(D))
    assert sold(ev)[-1].buyer == D


def test_fixed_price_with_no_cash_is_zero():
    s = position(cfg(4), [[(LM, FIXED_PRICE), (KG, OPEN)], [], [], []], cash=(0, 5, 5, 5))
    s = apply(s, PlayCard(A, card_in(s, A, LM, FIXED_PRICE)))
    assert legal_actions(s, A) == (AmountRange(SetPrice, A, 0, 0),)
    with pytest.raises(AmountNotAllowed, match="no money"):
        apply(s, SetPrice(A, 1))
    s, ev = run(s, SetPrice(A, 0), Pass(B), Pass(C), Pass(D))
    assert sold(ev)[-1].buyer == A and s.cash == (0, 5, 5, 5)


# --- double auction ----------------------------------------------------------------------------

def test_double_added_by_the_auctioneer_sold_by_the_second_cards_method():
    s = table([(CP, DOUBLE), (CP, SEALED)], [], [], [])
    s = apply(s, PlayCard(A, card_in(s, A, CP, DOUBLE)))
    assert (s.phase, s.to_act) == (DOUBLE_OFFER, (A,))
    assert DeclineSecondCard(A) in legal_actions(s, A)
    s = apply(s, AddSecondCard(A, card_in(s, A, CP, SEALED)))
    assert s.phase == SEALED_BIDDING and len(s.lot) == 2 and s.auctioneer == A
    s, ev = run(s, SealedBid(A, 1), SealedBid(B, 30), SealedBid(C, 2), SealedBid(D, 0))
    assert sold(ev)[-1].lot == (card_in(table([(CP, DOUBLE)], [], [], []), A, CP, DOUBLE),
                                sold(ev)[-1].lot[1])
    assert s.cash == (130, 70, 100, 100) and len(s.bought[B]) == 2
    assert s.to_act == (B,)


@pytest.mark.parametrize("adder", [B, D])
def test_double_added_by_another_seat_who_becomes_auctioneer(adder):
    hands = [[(YOKO, DOUBLE)], [], [], []]
    hands[adder] = [(YOKO, OPEN)]
    s = table(*hands)
    s = apply(s, PlayCard(A, card_in(s, A, YOKO, DOUBLE)))
    seat = A
    while s.to_act != (adder,):
        s = apply(s, DeclineSecondCard(seat))
        seat = s.to_act[0]
    assert any(isinstance(e, SecondCardOffered) for e in s.events)
    with pytest.raises(CardNotPlayable, match="must be by Yoko"):
        apply(s, AddSecondCard(adder, s.hands[adder][-1]))
    s = apply(s, AddSecondCard(adder, card_in(s, adder, YOKO, OPEN)))
    assert s.auctioneer == adder and s.phase == OPEN_BIDDING
    assert s.to_act == ((adder + 1) % 4,)
    # Axel buys it; the adder receives the whole price; play goes on left of the adder.
    bids = {A: Bid(A, 20)}
    while s.phase == OPEN_BIDDING:
        seat = s.to_act[0]
        s = apply(s, bids.pop(seat, Pass(seat)))
    assert s.cash[A] == 80 and s.cash[adder] == 120
    assert s.to_act == ((adder + 1) % 4,)      # the seats in between lost their turn


def test_double_nobody_adds_the_original_takes_it_free():
    s = table([(YOKO, DOUBLE)], [], [], [])
    s, ev = run(s, PlayCard(A, card_in(s, A, YOKO, DOUBLE)), DeclineSecondCard(A),
                DeclineSecondCard(B), DeclineSecondCard(C), DeclineSecondCard(D))
    assert any(isinstance(e, TakenFree) and e.seat == A for e in ev)
    assert [c.method for c in s.bought[A]] == [DOUBLE] and s.to_act == (B,)


def test_double_second_card_may_not_be_a_double():
    s = table([(YOKO, DOUBLE), (YOKO, DOUBLE)], [], [], [])
    s = apply(s, PlayCard(A, s.hands[A][0]))
    with pytest.raises(CardNotPlayable, match="cannot be another double"):
        apply(s, AddSecondCard(A, s.hands[A][0]))
    assert legal_actions(s, A) == (DeclineSecondCard(A),)


def test_double_offer_skips_empty_hands():
    s = position(cfg(4), [[(YOKO, DOUBLE), (KG, OPEN)], [(KG, SEALED)], [], [(YOKO, OPEN)]])
    s = apply(s, PlayCard(A, s.hands[A][0]))
    s = apply(s, DeclineSecondCard(A))
    s = apply(s, DeclineSecondCard(B))
    assert s.to_act == (D,)                    # Clemens has no cards to add


def test_double_proceeds_split_second_auctioneer_takes_the_odd_unit():
    s = table([(YOKO, DOUBLE)], [(YOKO, FIXED_PRICE)], [], [], double_proceeds="split")
    s, ev = run(s, PlayCard(A, card_in(s, A, YOKO, DOUBLE)), DeclineSecondCard(A),
                AddSecondCard(B, card_in(s, B, YOKO, FIXED_PRICE)), SetPrice(B, 25), Buy(C))
    assert sold(ev)[-1].payments == (Payment(C, A, 12), Payment(C, B, 13))
    assert s.cash == (112, 113, 75, 100)


def test_double_proceeds_split_when_an_auctioneer_buys():
    s = table([(YOKO, DOUBLE)], [(YOKO, FIXED_PRICE)], [], [], double_proceeds="split")
    s, ev = run(s, PlayCard(A, card_in(s, A, YOKO, DOUBLE)), DeclineSecondCard(A),
                AddSecondCard(B, card_in(s, B, YOKO, FIXED_PRICE)), SetPrice(B, 9), Pass(C),
                Pass(D), Buy(A))
    # Axel pays 9: his own share (4) goes to the bank, Beatrix's (5) to her.
    assert sold(ev)[-1].payments == (Payment(A, None, 4), Payment(A, B, 5))
    assert s.cash == (91, 105, 100, 100)


def test_double_proceeds_default_goes_all_to_the_second_player():
    s = table([(YOKO, DOUBLE)], [(YOKO, FIXED_PRICE)], [], [])
    s, ev = run(s, PlayCard(A, card_in(s, A, YOKO, DOUBLE)), DeclineSecondCard(A),
                AddSecondCard(B, card_in(s, B, YOKO, FIXED_PRICE)), SetPrice(B, 25), Buy(C))
    assert sold(ev)[-1].payments == (Payment(C, B, 25),)


def test_split_does_not_apply_when_the_auctioneer_added_their_own_card():
    s = table([(YOKO, DOUBLE), (YOKO, OPEN)], [], [], [], double_proceeds="split")
    s, ev = run(s, PlayCard(A, card_in(s, A, YOKO, DOUBLE)),
                AddSecondCard(A, card_in(s, A, YOKO, OPEN)), Bid(B, 7), Pass(C), Pass(D),
                Pass(A))
    assert sold(ev)[-1].payments == (Payment(B, A, 7),)
