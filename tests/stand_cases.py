"""The stand at each first-time auction tip a player meets, for the tests and screenshots of
the tip's room: each auction method on the auctioneer's own lot and on a bidder's, a double
offered to either, and a double's pair (two cards) sold by either. Not a test module itself.

Ada (the person) sits with Beatrix and Clemens (computers, `ScriptBot`); Ada auctions first
on her own lot, Beatrix on a bidder's. Every step is a real click or key on the table."""
from __future__ import annotations

import random
from dataclasses import dataclass, replace

from tests.ui_driver import FAST, Driver, auction_table, click_card, frames_until

from game import Config, SeatConfig
from game.actions import AddSecondCard, AmountRange, Bid, DeclineSecondCard, Pass, PlayCard
from game.cards import DECK, DOUBLE, FIXED_PRICE, ONCE_AROUND, OPEN, SEALED
from game.state import DOUBLE_OFFER
from scenes.session.match import Match

#: The artist of every lot the cases put up (Yoko: two doubles, two or more of each method).
LOT_ARTIST = 1
#: The auction methods a lot is sold by.
METHODS = (OPEN, ONCE_AROUND, SEALED, FIXED_PRICE)


@dataclass(frozen=True)
class Case:
    """One stand: `method` the lot's (DOUBLE: the double waiting for its second card), sold
    by Ada (`own`) or Beatrix, a double's `pair` of two cards or one card."""

    method: str
    own: bool
    pair: bool = False

    @property
    def tip(self) -> str:
        """The first-time tip the stand shows."""
        return self.method

    @property
    def name(self) -> str:
        return "-".join([self.method, "own" if self.own else "bidder"] + ["pair"] * self.pair)


#: Every case: each method on a lot of one card and on a pair, by either seller, and the
#: double on offer to the seller and to a bidder.
CASES = tuple([Case(m, own, pair) for pair in (False, True) for m in METHODS
               for own in (True, False)] + [Case(DOUBLE, True), Case(DOUBLE, False)])


class ScriptBot:
    """Plays the card `wants` (a double's second card: `second`, when given), bids once in an
    open auction (so the bids' row holds one), seals 1, sets the lowest price and passes or
    declines everything else."""

    name = "script"

    def __init__(self, wants=None, second=None) -> None:
        self.wants, self.second = wants, second

    def choose(self, view, legal, rng):
        plays = [o for o in legal if isinstance(o, PlayCard)]
        if plays:
            return next((o for o in plays if o.card == self.wants), plays[-1])
        adds = [o for o in legal if isinstance(o, AddSecondCard) and o.card == self.second]
        if adds:
            return adds[0]
        decline = next((o for o in legal if isinstance(o, DeclineSecondCard)), None)
        if decline is not None:
            return decline
        amount = next((o for o in legal if isinstance(o, AmountRange)), None)
        if amount is not None and amount.kind is Bid:
            return amount.make(amount.lo) if view.high_bidder is None else next(
                o for o in legal if isinstance(o, Pass))
        if amount is not None:
            return amount.make(min(amount.hi, max(amount.lo, 1)))
        return next((o for o in legal if isinstance(o, Pass)), legal[0])


def _deck(case: Case) -> tuple:
    """Ada's ten cards, then Beatrix's and Clemens's: the lot's cards where each seller holds
    them, the rest of each hand other artists'."""
    method = case.method if case.method != DOUBLE else OPEN
    used: set[int] = set()

    def take(artist: int, m) -> object:
        card = next(c for c in DECK if c.id not in used and c.artist == artist and c.method == m)
        used.add(card.id)
        return card
    hands = []
    for seat in range(3):
        hand = [take(LOT_ARTIST, DOUBLE), take(LOT_ARTIST, method)] if seat < 2 else []
        if seat < 2:
            hand.append(take(2, method))
        hands.append(hand)
    for hand in hands:
        filler = (c for c in DECK if c.id not in used and c.artist in (0, 3, 4))
        while len(hand) < 10:
            card = next(filler)
            used.add(card.id)
            hand.append(card)
    order = [c for hand in hands for c in hand]
    return tuple(order + [c for c in DECK if c.id not in used])


def _the_card(case: Case, hand) -> object:
    """The card the seller plays: the double for a pair or an offer, else the single lot."""
    artist, method = (LOT_ARTIST, DOUBLE) if case.pair or case.method == DOUBLE else (
        2, case.method)
    return next(c for c in hand if c.artist == artist and c.method == method)


def _second(case: Case, hand) -> object:
    return next(c for c in hand if c.artist == LOT_ARTIST and c.method == case.method)


def at_the_tip(case: Case, language: str = "en", size=(1280, 720)) -> tuple[Driver, object]:
    """A table at Ada's decision in `case`, its first-time tip on show (real clicks)."""
    ui = Driver(size, settings=replace(FAST, language=language))
    deck = _deck(case)
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    hands = [deck[i * 10:(i + 1) * 10] for i in range(3)]
    beatrix = ScriptBot(_the_card(case, hands[1]) if not case.own else None,
                        _second(case, hands[1]) if case.pair and not case.own else None)
    match = Match(Config(seats=seats, first_auctioneer=0 if case.own else 1), 1, deck=deck,
                  thinking_seconds=0.0, rng=random.Random(1),
                  bots={1: beatrix, 2: ScriptBot()})
    table = auction_table(ui, match)
    if case.own:
        click_card(ui, table, _the_card(case, hands[0]))
        ui.frame(0.05, n=3)
        if case.pair:
            assert table.shown.phase == DOUBLE_OFFER and table.human_turn()
            if table.tip_panel is not None:
                ui.click(table.tip_button.rect.center)     # the double's own tip, met
            click_card(ui, table, _second(case, hands[0]))
            ui.frame(0.05, n=3)
    assert frames_until(ui, lambda: table.human_turn() and table.tip is not None
                        and not table.busy, 400), (case, table.shown.phase, table.tip)
    ui.frame(0.0)
    assert table.tip == case.tip and len(table.shown.lot) == 1 + case.pair, (
        case, table.tip, table.shown.lot)
    return ui, table
