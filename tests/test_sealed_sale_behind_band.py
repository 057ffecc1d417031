"""Sealed bids at one screen: the sale is settled on the table behind the bids as they stand
under their band (scenes/table/catch_up.py `settle_sale`). Play-testers read the turned-over
bids over the table as it was before them, the lot still on the stand and the buyer's money
and paintings unchanged, until they pressed the band away. Now, while the band stands, the
table shows the game after the sale: the painting in its buyer's row, the money paid (open
money here, so it shows), the sale's line in the log; nothing of the sale plays after the
press. Still only the public view is drawn under the band.
"""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_hotseat import hot_match
from tests.ui_driver import ARM_SECONDS, FAST, Driver, decide, type_amount

from game import PlayCard, stacked_deck
from game.cards import DECK, SEALED
from game.rounds import DEAL
from scenes.handover import HandoverScene
from scenes.table import TableScene
from scenes.table.timeline import GavelFalls, LotFlies, SealedReveal

SEALS = {0: 4, 1: 6}


def _band(first: int, open_money: bool):
    """Ada and Beatrix with two computers; seat `first` auctions a sealed-bid card; both seal;
    the table runs until the band stands under the bids. The cash before the lot, too."""
    k = DEAL[4][0]
    plain = [c for c in DECK if c.method != SEALED]
    deck = stacked_deck(*plain[:k * first], (2, SEALED))
    ui = Driver((1280, 720), settings=replace(FAST, animation_speed="normal"))
    match = hot_match(2, 2, seed=3, deck=deck, first_auctioneer=first, open_money=open_money)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    cash = match.state.cash
    for _ in range(3000):
        top = ui.top
        if isinstance(top, HandoverScene) and top.over:
            return ui, match, table, cash
        if isinstance(top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            seat = table.shown.seat
            card = next((c for c in match.state.hands[seat] if c.method == SEALED), None)
            if match.state.lot:
                type_amount(ui, SEALS[seat])
            else:
                decide(ui, table, PlayCard(seat, card))
        else:
            ui.frame(0.05)
    raise AssertionError("the sealed bids never stood")


@pytest.mark.parametrize("first", [0, 1])      # Beatrix next, or a computer next
def test_the_sale_shows_behind_the_bids_before_the_press(first):
    ui, match, table, cash = _band(first, open_money=True)
    reveal = table.timeline.playing
    assert isinstance(reveal, SealedReveal) and list(table.timeline.beats) == [reveal]
    sale = match.state.sales[-1]
    v = table.shown
    assert v.seat is None and v.hand is None             # still the public view
    assert sale.lot[0] in v.bought[sale.buyer] and not v.lot
    paid = {p.payee: p.amount for p in sale.payments}
    assert v.cash[sale.buyer] == cash[sale.buyer] - sale.price
    assert all(v.cash[seat] == cash[seat] + amount for seat, amount in paid.items()
               if seat is not None and seat != sale.buyer)
    buyer = match.config.seats[sale.buyer].name
    texts = [str(text) for _s, text in table.log.lines]
    told = [i for i, t in enumerate(texts) if t.startswith("Sealed bids revealed")]
    sold = [i for i, t in enumerate(texts) if f"Sold to {buyer} for {sale.price}" in t]
    assert len(told) == len(sold) == 1 and told[0] < sold[0], texts
    # The bids stand over it as long as nobody presses.
    ui.frame(5.0, n=3)
    assert table.timeline.playing is reveal and isinstance(ui.top, HandoverScene)
    played = set()
    ui.frame(ARM_SECONDS + 0.05)
    ui.key(pygame.K_RETURN)
    for _ in range(60):
        played.add(type(table.timeline.playing))
        ui.frame(1 / 30)
    assert not played & {GavelFalls, LotFlies}, played
    texts = [str(text) for _s, text in table.log.lines]
    assert sum(t.startswith("Sealed bids revealed") for t in texts) == 1, texts


def test_with_money_behind_the_screens_the_painting_moves_and_no_money_shows():
    ui, match, table, _cash = _band(0, open_money=False)
    sale = match.state.sales[-1]
    v = table.shown
    assert sale.lot[0] in v.bought[sale.buyer] and not v.lot
    assert set(v.cash) == {None}
