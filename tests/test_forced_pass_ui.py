"""A human whose money does not reach above the high bid (or to the fixed price) is passed by
the game (`Match.pass_for_the_idle`): the player is told why, in the engine's words, and their
money is named only on their own screen."""
from __future__ import annotations

from tests.test_first_evening import RaiseBot, lot_sold
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import Driver

from game import Bid, Config, Pass, PlayCard, SeatConfig, stacked_deck
from game.cards import FIXED_PRICE, ONCE_AROUND, OPEN
from game.engine import only_pass
from game.state import FIXED_OFFER, ONCE_AROUND_BIDDING, OPEN_BIDDING
from scenes.session.match import Match
from scenes.table import TableScene


def ada_table(ui: Driver, method: str, cash: tuple, bots, first: int = 0,
              thinking: float = 0.0) -> TableScene:
    """Ada (human) with Beatrix and Clemens (computers); the deck's top card is `method`."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=first), 3, deck=stacked_deck((2, method)),
                  thinking_seconds=thinking, bots=bots)
    match._state = match.state._replace(cash=cash)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    return table


def told(table: TableScene) -> list[str]:
    return [str(text) for _, text in table.log.lines]


class BidsOnce:
    """Bids `amount` once if it may, else passes; buys nothing; plays its first card."""

    name = "once"

    def __init__(self, amount: int) -> None:
        self.amount = amount

    def choose(self, view, legal, rng):
        for o in legal:
            if getattr(o, "kind", None) is Bid and o.lo <= self.amount <= o.hi:
                return o.make(self.amount)
        passing = next((o for o in legal if isinstance(o, Pass)), None)
        if passing is not None:
            return passing
        return legal[0].make(legal[0].lo) if hasattr(legal[0], "make") else legal[0]


def test_once_around_the_log_says_why_the_game_passed_for_you():
    ui = Driver()
    table = ada_table(ui, ONCE_AROUND, (55, 100, 100), {1: BidsOnce(60), 2: BidsOnce(0)})
    play_card(ui, table, ONCE_AROUND)
    ui.frame(0.05, n=60)
    # Ada, the auctioneer, acts last: 60 beats her 55, so the game passed for her.
    actions = table.match.actions
    sale = actions.index(Bid(1, 60))
    assert actions[sale + 1:sale + 3] == [Pass(2), Pass(0)] and table.match.auto_passes == 1
    assert "You pass: the high bid is 60 and you have 55." in told(table)


def test_open_auction_tells_you_once_and_the_stand_says_it_while_the_lot_is_on():
    ui = Driver()
    table = ada_table(ui, OPEN, (5, 100, 100), {1: RaiseBot(20), 2: RaiseBot(20)},
                      thinking=0.3)
    play_card(ui, table, OPEN)
    stood = set()
    while not lot_sold(table):
        ui.frame(0.05)
        if table.human_turn() and table.shown.phase == OPEN_BIDDING:
            ui.press("Pass")            # asked while she could raise: her own choice
        stood.add(table.lot_info.detail)
    ui.frame(0.05, n=60)
    lines = [t for t in told(table) if t.startswith("You pass:")]
    assert table.match.auto_passes >= 2            # passed for on several laps ...
    assert len(lines) == 1 and "and you have 5." in lines[0], told(table)   # ... told once
    assert any(str(d).startswith("You pass: the high bid is") for d in stood), stood
    # Said once the bidding is over, after the lot's one line of bids and before the sale:
    # at once, it cut that line in two and the bids were told twice.
    at = told(table).index(lines[0])
    assert [t.startswith("Bids:") for t in told(table)].count(True) == 1, told(table)
    assert told(table)[at - 1].startswith("Bids:") and told(table)[at + 1].startswith("Sold")


def test_fixed_price_you_cannot_pay_is_told():
    ui = Driver()
    # Beatrix auctions a fixed-price lot at 30 (the bot names 30); Ada has 20.
    table = ada_table(ui, FIXED_PRICE, (20, 100, 100), {1: _PriceBot(30), 2: BidsOnce(0)},
                      first=1)
    ui.frame(0.05, n=80)
    assert Pass(0) in table.match.actions
    assert "You pass: the price is 30 and you have 20." in told(table)


class _PriceBot(BidsOnce):
    """Plays its fixed-price card and names `amount` as its price."""

    def choose(self, view, legal, rng):
        for o in legal:
            if isinstance(o, PlayCard) and o.card.method == FIXED_PRICE:
                return o
            if getattr(o, "kind", None) is not None and o.kind.__name__ == "SetPrice":
                return o.make(self.amount)
        return super().choose(view, legal, rng)


def test_hot_seat_the_log_keeps_the_money_private():
    from tests.test_first_evening import hot_seat_open_lot
    ui = Driver()
    match = hot_seat_open_lot()
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    match.take_seat(1)
    assert match.submit(Bid(1, match.legal_for(1)[0].hi)) is None     # Bea bids all she has
    match.update(0.0)       # Cy passes; Ada cannot beat 100: the game passes for her
    ui.frame(0.05, n=80)
    lines = told(table)
    assert "The game passes for Ada, who cannot bid above 100." in lines, lines
    assert not any("you have" in t for t in lines)


def test_the_engine_words_from_the_seats_own_view():
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "human"))
    match = Match(Config(seats=seats, variant="two_player", first_auctioneer=1), 3,
                  deck=stacked_deck((2, ONCE_AROUND)), thinking_seconds=0.0)
    s = match.state._replace(phase=ONCE_AROUND_BIDDING, to_act=(0,), high_bid=60,
                             high_bidder=1, cash=(55, 40))
    assert only_pass(s, 0) == "You pass: the high bid is 60 and you have 55."
    assert only_pass(s, 0, own=False) == "The game passes for Ada, who cannot bid above 60."
    assert only_pass(s._replace(cash=(61, 40)), 0) is None      # she may bid 61
    assert only_pass(s, 1) is None                              # not Bea's turn
    fixed = s._replace(phase=FIXED_OFFER, price=56)
    assert only_pass(fixed, 0) == "You pass: the price is 56 and you have 55."
    assert only_pass(fixed._replace(price=55), 0) is None
    nothing = s._replace(high_bid=0, high_bidder=None, cash=(0, 40))
    assert only_pass(nothing, 0) == "You pass: you have no money to bid."
