"""Every status line beside the lot, computed from a view and the seat's legal options (no
window): the limits said are the engine's, never a rule restated."""
from types import SimpleNamespace

import pytest

from game import AmountRange, Bid, PlayCard, SetPrice, view
from game.registry import GAMES
from game.state import (DOUBLE_OFFER, FIXED_OFFER, OPEN_BIDDING, PLAY, SEALED_BIDDING,
                        SET_PRICE)
from rules_helpers import DOUBLE, FIXED_PRICE, LM, OPEN, SEALED, card_in, cfg, deal, run
from scenes.table.look import Look
from scenes.table.pass_outcome import pass_ends
from scenes.table.status import status


def look_at(state, seat, turn=True, demo=False, over=False):
    """What the table would say to `seat` (whose decision it is when `turn`), with the
    engine's answers the table asks at a decision: what a Pass would end, and what becomes of
    the lot if nobody bids (scenes/table/scene.py)."""
    legal = legal_actions(state, seat) if turn else ()
    rules = GAMES["auction"]
    match = SimpleNamespace(events_if=lambda a: rules.apply(state, a).events)
    return Look(view(state, seat), seat, demo, False, over, frozenset(), False, turn, legal,
                pass_ends=pass_ends(match, seat, legal) if turn else None,
                unbid=rules.nobody_bids(state) if turn else None)


def legal_actions(state, seat):
    """One seat's legal moves, as the registry's contract gives them."""
    return GAMES["auction"].legal_actions(state, seat)


def played(method, players=4, variant=None, cash=None):
    """Axel (seat 0) has just auctioned a Lite Metal card of `method`."""
    s = deal(cfg(players, variant), [[(LM, method), (LM, OPEN)]] + [[]] * (players - 1))
    if cash is not None:
        s = s._replace(cash=tuple(cash))
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, method)))
    return s


def test_your_turn_to_play_a_card_and_watching_another_play():
    s = deal(cfg(4), [[(LM, OPEN)], [], [], []])
    assert s.phase == PLAY
    assert status(look_at(s, 0)) == ("Your turn to auction", "Choose a painting from your hand: "
                                     "it is sold by the method on its card.")
    assert status(look_at(s, 1, turn=False)) == ("Axel to play a card", "")


def test_open_auction_names_the_smallest_raise_from_the_legal_range():
    s = played(OPEN)
    s, _ = run(s, Bid(1, 7))
    assert s.phase == OPEN_BIDDING and s.to_act == (2,)
    rng = next(o for o in legal_actions(s, 2) if isinstance(o, AmountRange))
    head, line = status(look_at(s, 2))
    assert head == "High bid 7 by Beatrix"
    assert line == f"Your turn: raise to at least {rng.lo} or pass. You have {s.cash[2]}."
    assert status(look_at(s, 3, turn=False)) == ("High bid 7 by Beatrix", "Clemens to bid or pass")


def test_a_high_bid_equal_to_your_cash_says_you_can_only_pass_without_more_than():
    s = played(OPEN, cash=(100, 13, 13, 100))
    s, _ = run(s, Bid(1, 13))
    assert not any(isinstance(o, AmountRange) for o in legal_actions(s, 2))
    head, line = status(look_at(s, 2))
    assert "more than" not in line
    assert line == "You have 13, not enough to raise: you can only pass."


def test_setting_a_price_with_no_money_offers_only_what_the_engine_accepts():
    s = played(FIXED_PRICE, cash=(0, 100, 100, 100))
    assert s.phase == SET_PRICE
    rng = next(o for o in legal_actions(s, 0) if isinstance(o, AmountRange))
    assert (rng.lo, rng.hi) == (0, 0)
    head, line = status(look_at(s, 0))
    assert head == "Set a fixed price"
    assert line.startswith("Your only price is 0.") and "From 1" not in line
    rich = played(FIXED_PRICE, cash=(42, 100, 100, 100))
    assert status(look_at(rich, 0))[1].startswith("From 1 to your 42.")
    assert status(look_at(rich, 1, turn=False)) == ("Axel to set the price", "")


def test_a_fixed_price_you_cannot_pay_says_so_from_the_options():
    s = played(FIXED_PRICE, cash=(100, 20, 100, 100))
    s, _ = run(s, SetPrice(0, 30))
    assert s.phase == FIXED_OFFER and s.to_act == (1,)
    assert status(look_at(s, 1)) == ("Price 30", "You have 20, not enough to buy: you can only "
                                                 "pass.")
    s2 = played(FIXED_PRICE)
    s2, _ = run(s2, SetPrice(0, 30))
    assert status(look_at(s2, 1)) == ("Price 30", f"Buy it for 30 or pass. You have "
                                                  f"{s2.cash[1]}.")
    assert status(look_at(s2, 2, turn=False)) == ("Price 30", "Beatrix to buy or pass")


def test_sealed_bids_count_what_is_in():
    s = played(SEALED)
    assert s.phase == SEALED_BIDDING
    head, line = status(look_at(s, 1))
    assert head == "Your sealed bid"
    assert line == f"Choose one secret bid (0 = no bid). You have {s.cash[1]}. 0 of 4 bids are in."


@pytest.mark.parametrize("players,variant,decline", [(4, None, True), (2, "two_player", False)])
def test_a_double_offers_adding_nothing_only_when_the_engine_does(players, variant, decline):
    s = deal(cfg(players, variant), [[(LM, DOUBLE), (LM, OPEN)]] + [[]] * (players - 1))
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, DOUBLE)))
    assert s.phase == DOUBLE_OFFER
    head, line = status(look_at(s, 0))
    # Adding nothing, where the engine allows it, is followed by what it brings if nobody
    # else adds a card (test_nobody_bids.py): the double card for nothing.
    assert (", or add nothing. If nobody adds a card, the double card is yours for "
            "nothing." in line) == decline
    assert line.endswith(".")       # a sentence, so that a note joined after it reads as one
    # In the 2-player variant adding is no choice: no question, and the engine's reason.
    if decline:
        assert head == "Add a second Lite Metal?"
    else:
        from game.engine import MUST_ADD_SECOND
        assert head == "Add a second Lite Metal" and line.endswith(" " + MUST_ADD_SECOND)


def test_a_double_with_no_card_that_may_be_added_says_so_not_click_a_highlighted_card():
    """Axel plays a Lite Metal double holding only another double of it: the engine offers
    no second card, so the prompt does not ask him to click one (seen in play at 1920x1080)."""
    from game import AddSecondCard
    s = deal(cfg(4), [[(LM, DOUBLE), (LM, DOUBLE)], [], [], []])
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, DOUBLE)))
    assert s.phase == DOUBLE_OFFER
    assert not any(isinstance(o, AddSecondCard) for o in legal_actions(s, 0))
    head, line = status(look_at(s, 0))
    assert head == "No second Lite Metal to add"
    assert line.startswith("You hold no Lite Metal that can be added to this double: add "
                           "nothing")
    assert "highlighted" not in line


def test_a_double_whose_second_card_would_end_the_round_says_so():
    """A double played as the fourth of its artist: adding a second ends the round unsold
    (RULES.md §3, doubles); the prompt says so, by the engine's rule, and the engine agrees."""
    from game import AddSecondCard
    from game.events import RoundEnded
    s = deal(cfg(4), [[(LM, OPEN), (LM, DOUBLE), (LM, SEALED)], [(LM, OPEN)], [(LM, OPEN)],
                      []])

    def quietly(s):
        """The lot on sale goes with nobody interested (a pass, a zero or the least price)."""
        while s.phase != PLAY:
            options = legal_actions(s, s.to_act[0])
            plain = [o for o in options if not isinstance(o, AmountRange)]
            s, _ = run(s, plain[0] if plain else options[0].make(options[0].lo))
        return s

    for seat in (0, 1, 2):
        s = quietly(run(s, PlayCard(seat, card_in(s, seat, LM, OPEN)))[0])
    s = quietly(run(s, PlayCard(3, s.hands[3][0]))[0])
    assert s.to_act == (0,)
    assert s.counts[LM] == 3
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, DOUBLE)))
    assert s.phase == DOUBLE_OFFER and s.counts[LM] == 4
    head, line = status(look_at(s, 0))
    assert line.endswith("A second Lite Metal would be the fifth: the round would end at once "
                         "and neither card be sold.")
    # With value hints on, the lot's line says what the round would then pay: the engine's
    # own result once the card is added.
    from scenes.table.worth import LotHints
    said = str(LotHints().hint(view(s, 0), legal_actions(s, 0)))
    assert "If you add" not in str(LotHints().hint(view(s, 0)))    # no option to add: no line
    s, _ = run(s, AddSecondCard(0, card_in(s, 0, LM, SEALED)))
    assert [e.reason for e in s.events if isinstance(e, RoundEnded)] == ["fifth_card"]
    # The log does not say the pair is auctioned: the round ends unsold (it said "You add Lite
    # Metal (sealed bid) and auction the pair.", then that the round ended).
    from game.events import SecondCardAdded
    from game.log import narrate
    added = next(e for e in s.events if isinstance(e, SecondCardAdded))
    assert str(narrate(added, s.config, you=0).text) == "You add Lite Metal (sealed bid)."
    axel = s.config.seats[0].name
    assert str(narrate(added, s.config, you=1).text) == f"{axel} adds Lite Metal (sealed bid)."
    paid = s.results[-1].payouts
    assert "If you add a second Lite Metal: the round would score Lite Metal first" in said
    assert said.endswith(f"the bank would pay you {paid[0]}, Beatrix {paid[1]}, "
                         f"Clemens {paid[2]} and Doris {paid[3]}."), said
    # One card fewer out: the usual prompt alone.
    s = deal(cfg(4), [[(LM, DOUBLE), (LM, OPEN)], [], [], []])
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, DOUBLE)))
    assert "fifth" not in status(look_at(s, 0))[1]


def test_the_demo_names_every_seat_and_the_end_says_so():
    s = played(OPEN)
    assert status(look_at(s, 0, turn=False, demo=True))[1] == "Beatrix to bid or pass"
    assert status(look_at(s, 1, turn=False, over=True)) == ("The game is over", "")


def test_a_seat_bidding_on_its_own_lot_is_told_its_price_goes_to_the_bank():
    """Playing a 2-player game I bought my own lots again and again without seeing that the
    price went to the bank, not to me (the log said so after each sale): a seat bidding on
    its own lot is now told so before it bids, and with split double proceeds that its half
    goes to the bank and the other half to the double's other player (the engine's `payees`,
    which also settles the sale)."""
    from game import AddSecondCard, DeclineSecondCard
    own = "It is your own lot: if you win it, you pay the bank."
    s = played(SEALED)
    assert s.phase == SEALED_BIDDING
    assert status(look_at(s, 0))[1].endswith(" " + own)
    assert all(own not in status(look_at(s, seat))[1] for seat in (1, 2, 3))
    s = played(OPEN)
    for seat in (1, 2, 3):
        s, _ = run(s, next(o for o in legal_actions(s, seat) if not isinstance(o, AmountRange)))
    assert s.phase == OPEN_BIDDING and s.to_act == (0,)
    assert status(look_at(s, 0))[1].endswith(" " + own)
    # A split double: Axel's double, Beatrix's sealed second card.
    s = deal(cfg(4, double_proceeds="split"), [[(LM, DOUBLE)], [(LM, SEALED)], [], []])
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, DOUBLE)))
    s, _ = run(s, DeclineSecondCard(0))
    s, _ = run(s, AddSecondCard(1, card_in(s, 1, LM, SEALED)))
    assert s.phase == SEALED_BIDDING and (s.original, s.auctioneer) == (0, 1)
    names = [seat.name for seat in s.config.seats]
    for seat, other in ((0, 1), (1, 0)):
        assert status(look_at(s, seat))[1].endswith(
            f"If you win it, your half of the price goes to the bank and the other half to "
            f"{names[other]}.")
    assert "bank" not in str(status(look_at(s, 2))[1])


def test_setting_a_fixed_price_says_where_the_price_goes_if_nobody_buys():
    """In a 2-player game nobody bought my fixed-price lots and I paid for them twice without
    knowing the money went to the bank: the price prompt says so (the engine's `payees`), and
    with split double proceeds that half goes to the double's other player."""
    from game import AddSecondCard, DeclineSecondCard
    s = played(FIXED_PRICE, cash=(42, 100, 100, 100))
    line = status(look_at(s, 0))[1]
    assert line == ("From 1 to your 42. If nobody buys, you must buy it yourself. The price "
                    "then goes to the bank.")
    s = deal(cfg(4, double_proceeds="split"), [[(LM, DOUBLE)], [(LM, FIXED_PRICE)], [], []])
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, DOUBLE)))
    s, _ = run(s, DeclineSecondCard(0))
    s, _ = run(s, AddSecondCard(1, card_in(s, 1, LM, FIXED_PRICE)))
    assert s.phase == SET_PRICE and (s.original, s.auctioneer) == (0, 1)
    assert status(look_at(s, 1))[1].endswith(
        f"Half the price then goes to the bank and half to {s.config.seats[0].name}.")


def test_with_no_bid_yet_the_first_bid_is_not_called_a_raise():
    """Open and once around with nothing bid yet said "raise to at least 1", with nothing to
    raise: the first bidder is asked to bid (the least from the legal range)."""
    from game.cards import ONCE_AROUND
    for method in (OPEN, ONCE_AROUND):
        s = played(method)
        assert s.high_bidder is None and s.to_act == (1,)
        rng = next(o for o in legal_actions(s, 1) if isinstance(o, AmountRange))
        assert status(look_at(s, 1)) == (
            "No bids yet", f"Your turn: bid at least {rng.lo} or pass. You have {s.cash[1]}.")
        s, _ = run(s, Bid(1, 5))
        assert status(look_at(s, 2))[1].startswith("Your turn: raise to at least 6 or pass.")


@pytest.mark.parametrize("by, who", [("winner", "whoever gets each lot, buyer or auctioneer,"),
                                     ("auctioneer", "the auctioneer of each lot, not its buyer,")])
def test_the_dummy_reveal_says_who_decides_at_this_table(by, who):
    """With the dummy hand revealed by the auctioneer, Beatrix bought my lot and I was asked
    "Reveal the dummy card?" with no word of why me: the prompt, and the line the others see,
    now say who decides at this table (the option's words, from the game's config)."""
    from game import Pass
    from game.state import DUMMY_REVEAL
    s = deal(cfg(3, "three_with_dummy", dummy_reveal_by=by), [[(LM, OPEN)], [], []])
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, OPEN)), Bid(1, 5), Pass(2), Pass(0))
    assert s.phase == DUMMY_REVEAL
    decider = s.to_act[0]
    assert decider == (1 if by == "winner" else 0)
    head, line = status(look_at(s, decider))
    assert head == "Reveal the dummy card?"
    assert line.startswith(f"At this table {who} decides whether to turn up the dummy "
                           "hand's top card") and "fifth card" in line
    other = 2
    assert who in status(look_at(s, other, turn=False))[1]


def test_a_doubles_offer_says_who_would_auction_it_and_be_paid():
    """With double_proceeds = split, Clemens's double came to me and the prompt said only
    "Click a highlighted Lite Metal … or add nothing": nothing said that adding would make me
    share the price with him (the engine's `payees` settles who shares). With the second
    card's player paid (the default), a play-tester offered Ada's double was not told either
    that adding would make her its auctioneer, paid the whole price: the option showed only on
    the setup and Rules screens."""
    from game import DeclineSecondCard
    own_words = {"split": "if you add nothing and another player adds a card, you share the "
                          "lot's price with them.",
                 "second_player": "or add nothing."}
    offered = {"split": "At this table, if you add one, you auction both paintings and share "
                        "the price with Axel, taking the odd unit.",
               "second_player": "At this table, if you add one, you auction both paintings "
                                "and receive the whole price."}
    for option in ("split", "second_player"):
        s = deal(cfg(4, double_proceeds=option), [[(LM, DOUBLE), (LM, OPEN)], [(LM, SEALED)],
                                                   [], []])
        s, _ = run(s, PlayCard(0, card_in(s, 0, LM, DOUBLE)))
        own = status(look_at(s, 0))[1]
        # Then what adding nothing brings if nobody adds a card (test_nobody_bids.py).
        assert own.endswith(own_words[option] + " If nobody adds a card, the double card is "
                            "yours for nothing."), own
        s, _ = run(s, DeclineSecondCard(0))
        assert s.to_act == (1,)
        line = status(look_at(s, 1))[1]
        assert line.endswith(offered[option]), line


def test_the_auctioneer_nobody_bid_for_is_told_a_pass_gives_them_the_lot_for_nothing():
    """Her own open lot with no bid, everyone else passed: the stand asked "bid at least 1 or
    pass ... if you win it, you pay the bank", and nothing said that passing gives the
    auctioneer the painting for nothing. It says so now, and only then: the engine, asked the
    same pass, hands the lot over free."""
    from game import Pass
    from game.cards import ONCE_AROUND
    from game.events import TakenFree
    free = "Everyone passed: if you pass too, the lot is yours for nothing."
    for method in (OPEN, ONCE_AROUND):
        s = played(method)
        for seat in (1, 2):
            assert free not in str(status(look_at(s, seat))[1])
            s, _ = run(s, Pass(seat))
        assert free not in str(status(look_at(s, 3))[1])
        s, _ = run(s, Pass(3))
        assert s.to_act == (0,) and s.high_bidder is None
        line = str(status(look_at(s, 0))[1])
        assert free in line and line.endswith("if you win it, you pay the bank.")
        _s, events = run(s, Pass(0))
        assert any(isinstance(e, TakenFree) and e.seat == 0 for e in events), events
    s = played(OPEN)
    s, _ = run(s, Bid(1, 5), Pass(2), Pass(3))
    assert s.to_act == (0,) and free not in str(status(look_at(s, 0))[1])


def test_the_italian_double_with_nothing_to_add_names_its_button():
    """The Italian line read awkwardly ("non aggiungere nulla (una carta dice perché quando la
    indichi col puntatore, …)"): it names the button to press, in its words, and says in a
    sentence of its own how a card tells why it may not be added."""
    from game.i18n import _
    from scenes.session.language import words_for
    it = words_for("it")
    line = it.text(_("You hold no {artist} that can be added to this double: add nothing (a "
                     "card says why when you point at it, or step to it with the arrows and "
                     "press Enter)."))
    button = it.text(_("Add nothing"))
    assert f"«{button}»" in line and "(" not in line, line
