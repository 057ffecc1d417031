"""A computer's purchase at a fixed price is seen. Play-testers (alone against computers, and two
at one screen) could not tell who had bought at their price: the computer's Buy says nothing,
so the gavel fell on the stand the moment it came (one knock, "Sold!"), where an open lot goes
"once, twice", sealed bids turn over and a closing bid shows on its seat first. Now the buyer's
seat says "Buys" before the gavel, as a closing bid is shown (the `Said` beat), then the gavel
and the lot's flight as before. A person's own purchase goes as fast as ever."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame

from tests.ui_driver import FAST, Driver, click_card, press_handover, type_amount

from game import AmountRange, Buy, Config, Pass, PlayCard, SeatConfig
from game.cards import DECK, FIXED_PRICE, ONCE_AROUND, OPEN, stacked_deck
from game.rounds import DEAL
from scenes.handover import HandoverScene
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.timeline import GavelFalls, Said


class Buyer:
    """A computer that auctions its fixed-price card at 10 and buys any fixed price it can
    pay, if `buys`; else it passes on every lot."""

    def __init__(self, buys: bool = True) -> None:
        self.buys = buys

    def choose(self, view, legal, rng):
        plays = [o for o in legal if isinstance(o, PlayCard)]
        if plays:
            return next((p for p in plays if p.card.method == FIXED_PRICE), plays[0])
        if self.buys and any(isinstance(o, Buy) for o in legal):
            return Buy(view.seat)
        amount = next((o for o in legal if isinstance(o, AmountRange)), None)
        if amount is not None and not any(isinstance(o, Pass) for o in legal):
            return amount.make(max(amount.lo, min(10, amount.hi)))
        return next(o for o in legal if isinstance(o, Pass))


def _table(humans: int, first: int, bots: dict):
    """Ada (and Bea, with two humans) against computers, each hand topped by a fixed-price
    card, at the normal animation speed and pace; `first` auctions first."""
    ui = Driver((1280, 720), settings=replace(FAST, animation_speed="normal",
                                              computer_pace="normal"))
    k = DEAL[4][0]
    plain = [c for c in DECK if c.method in (OPEN, ONCE_AROUND)]
    deck = stacked_deck(*[card for seat in range(4) for card in (
        *plain[seat * k:(seat + 1) * k - 1], (seat, FIXED_PRICE))])
    names = ("Ada", "Bea", "Cy", "Dora")
    seats = tuple(SeatConfig(n, "human") if i < humans else SeatConfig(n, "bot", "random")
                  for i, n in enumerate(names))
    match = Match(Config(seats=seats, first_auctioneer=first), 5, deck=deck,
                  thinking_seconds=0.8, rng=random.Random(5), bots=bots)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return ui, match, table


def _first_sale(ui, match, table, person) -> list:
    """Play until the first lot is sold and flown, `person(table)` deciding at each human
    turn; each beat played meanwhile, with the bubbles on show as it started."""
    played, last = [], None
    for _ in range(2000):
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        elif table.human_turn():
            if match.state.sales:
                return played
            person(table)
        beat = table.timeline.playing
        if beat is not None and beat is not last:
            played.append((type(beat), {s: str(b.text) for s, b in table.timeline.bubbles.items()}))
            last = beat
        if match.state.sales and not table.busy and len(played) > 2:
            return played
        ui.frame(1 / 30)
    raise AssertionError("no sale")


def _sets_seven(ui):
    """Ada's decisions: she auctions her fixed-price card at 7; at another's price she
    passes."""
    def person(table) -> None:
        v = table.shown
        if v.phase == "play":
            click_card(ui, table, next(c for c in v.hand if c.method == FIXED_PRICE))
        elif v.phase == "set_price":
            type_amount(ui, 7)
        else:
            ui.key(pygame.K_p, "p")
    return person


def _sale_beats(played) -> list:
    """The beats from the sale on: (kind, the buyer's bubble)."""
    return [(kind, words) for kind, words in played if kind in (Said, GavelFalls)]


def test_alone_ada_sees_who_bought_at_her_price():
    ui, match, table = _table(1, 0, {1: Buyer(), 2: Buyer(), 3: Buyer()})
    played = _sale_beats(_first_sale(ui, match, table, _sets_seven(ui)))
    sale = match.state.sales[0]
    assert (sale.buyer, sale.price) == (1, 7)
    assert [kind for kind, _ in played] == [Said, GavelFalls]
    assert played[0][1].get(1) == "Buys"


def test_at_one_screen_everyone_sees_who_bought_at_the_price():
    """Ada sets 7; Bea, handed the screen, passes; Cy buys: "Buys" on Cy, then the gavel."""
    ui, match, table = _table(2, 0, {2: Buyer(), 3: Buyer()})
    played = _sale_beats(_first_sale(ui, match, table, _sets_seven(ui)))
    sale = match.state.sales[0]
    assert (sale.buyer, sale.price) == (2, 7)
    assert [kind for kind, _ in played] == [Said, GavelFalls]
    assert played[0][1].get(2) == "Buys"


def test_ada_s_own_purchase_is_not_slowed():
    """Dora (a computer) offers at 10 and Ada, first in turn, buys: the gavel at once, as
    ever."""
    ui, match, table = _table(1, 3, {1: Buyer(), 2: Buyer(), 3: Buyer()})

    def buys(t) -> None:
        ui.key(pygame.K_b, "b")
    played = _sale_beats(_first_sale(ui, match, table, buys))
    assert match.state.sales[0].buyer == 0
    assert [kind for kind, _ in played] == [GavelFalls]


def test_the_auctioneer_made_to_buy_shows_the_last_pass_not_a_purchase():
    """Nobody buys Bea's lot: the last pass shows on its seat, and Bea, who must buy, says
    nothing of buying."""
    ui, match, table = _table(1, 1, {1: Buyer(False), 2: Buyer(False), 3: Buyer(False)})
    played = _sale_beats(_first_sale(ui, match, table, lambda t: ui.key(pygame.K_p, "p")))
    assert match.state.sales[0].buyer == 1
    assert [kind for kind, _ in played] == [Said, GavelFalls]
    assert "Buys" not in played[0][1].values()
