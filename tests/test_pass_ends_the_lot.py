"""Wherever a Pass ends an open auction, the table says so before it is pressed. In the
2-player open auction the computer opened at 5 on the player's own lot; the player passed,
expecting another lap ("you may bid again on a later lap", said the Pass button's help), and
the lot was sold at 5. The stand's line and the help of Pass and "Out of this lot" now name
the buyer and the price, exactly when the engine, asked the same Pass, sells the lot."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import Driver

from game import AmountRange, Bid, Config, Pass, PlayCard, SeatConfig, stacked_deck
from game.cards import OPEN
from game.config import TWO_PLAYER
from game.registry import GAMES
from game.state import OPEN_BIDDING
from rules_helpers import LM, cfg, deal, run, card_in
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.look import Look
from scenes.table.pass_outcome import pass_ends
from scenes.table.status import status

SOLD_LINE = "If you pass, the auction ends: Beatrix buys the lot for 5."
PASS_TIP = "Pass (P): the auction ends and Beatrix buys the lot for 5"
OUT_TIP = "Out of this lot (O): your pass ends the auction and Beatrix buys the lot for 5"
LATER = "Pass (P); you may bid again on a later lap"


class OpensAtFive:
    """Opens an open auction at 5 and passes after; plays an open card when it auctions."""

    name = "opens-at-five"

    def choose(self, view, legal, rng):
        raise_ = next((o for o in legal if isinstance(o, AmountRange) and o.kind is Bid), None)
        if raise_ is not None and view.high_bidder is None and raise_.lo <= 5:
            return raise_.make(5)
        plays = [o for o in legal if isinstance(o, PlayCard)]
        opens = [o for o in plays if o.card.method == OPEN]
        passes = [o for o in legal if isinstance(o, Pass)]
        return (opens or plays or passes or list(legal))[0]


def _two_players(ui: Driver) -> TableScene:
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"))
    deck = stacked_deck(*[(artist, OPEN) for artist in range(5) for _ in range(3)])
    match = Match(Config(seats=seats, variant=TWO_PLAYER, first_auctioneer=0), 3, deck=deck,
                  thinking_seconds=0.0, bots={1: OpensAtFive()})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    return table


def _until_bidding(ui: Driver, table: TableScene) -> None:
    for _ in range(200):
        if table.human_turn() and table.shown.phase == OPEN_BIDDING:
            return
        ui.frame(0.05)
    raise AssertionError("Ada was never asked to bid")


def _tips(table: TableScene) -> list[str]:
    return [str(w.tooltip) for w in table.widgets if getattr(w, "tooltip", None)]


def _detail(table: TableScene) -> str:
    return str(status(table.look)[1])


def test_the_auctioneer_s_pass_that_sells_her_own_lot_says_so_before_it_is_pressed():
    ui = Driver((1280, 720))
    table = _two_players(ui)
    play_card(ui, table, OPEN)
    _until_bidding(ui, table)
    v = table.shown
    assert (v.auctioneer, v.high_bidder, v.high_bid) == (0, 1, 5)
    assert SOLD_LINE in _detail(table)
    tips = _tips(table)
    assert PASS_TIP in tips and OUT_TIP in tips and LATER not in tips
    # Pressed: the lot is sold as the words said.
    before = len(table.match.actions)
    ui.key(ord("p"))
    assert table.match.actions[before:][:1] == [Pass(0)]
    ui.frame(0.05, n=40)
    assert table.match.state.bought[1] and table.match.state.bought[1][-1].method == OPEN


def test_a_pass_the_auction_survives_says_nothing_of_its_end():
    """Beatrix's lot, nobody has bid yet: Ada's pass leaves Beatrix to answer, so the stand
    and the buttons keep their usual words."""
    ui = Driver((1280, 720))
    table = _two_players(ui)
    play_card(ui, table, OPEN)
    _until_bidding(ui, table)
    ui.key(ord("p"))                    # sold to Beatrix: her turn to auction
    _until_bidding(ui, table)
    v = table.shown
    assert (v.auctioneer, v.high_bidder) == (1, None)
    assert "the auction ends" not in _detail(table)
    tips = _tips(table)
    assert LATER in tips and not any("the auction ends" in t for t in tips)


def _look(state, seat):
    legal = GAMES["auction"].legal_actions(state, seat)
    from game import view
    match = SimpleNamespace(events_if=lambda action: GAMES["auction"].apply(state, action).events)
    ends = pass_ends(match, seat, legal)
    return Look(view(state, seat), seat, False, False, False, frozenset(), False, True, legal,
                pass_ends=ends)


@pytest.mark.parametrize("players", [3, 4])
def test_with_more_players_the_words_come_only_once_everyone_else_has_passed(players):
    """Axel's open lot: Beatrix bids 5, and each later seat passes in turn. Only the last of
    them before Beatrix would answer again (Axel, the auctioneer) is told his pass sells it."""
    s = deal(cfg(players), [[(LM, OPEN), (LM, OPEN)]] + [[]] * (players - 1))
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, OPEN)), Bid(1, 5))
    for seat in range(2, players):
        assert SOLD_LINE not in str(status(_look(s, seat))[1])
        s, _ = run(s, Pass(seat))
    assert s.to_act == (0,)
    assert SOLD_LINE in str(status(_look(s, 0))[1])
