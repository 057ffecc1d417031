"""After sealed bids turned over at a shared screen, one press for one moment. A play-tester
(Ada and Bea at one screen, two computers) pressed "Continue" under the bids and at once "Back
to Bea" for Bea's turn to auction: two presses, the second giving nothing. When a person
decides right after the sale, the band under the bids now names them ("I am Beatrix: show my
screen"); the bids stand as long as nobody presses, nothing private shows before the press,
and the press opens that person's screen, the sale of the same move played at once under it.
When a computer plays first the band only goes on. Either way the sale is settled behind
the bids before the press (tests/test_sealed_sale_behind_band.py).
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from tests.test_hotseat import hot_match
from tests.ui_driver import ARM_SECONDS, FAST, Driver, decide, spy_texts

from game import AmountRange, Pass, PlayCard, SealedBid, stacked_deck
from game.cards import DECK, SEALED
from game.rounds import DEAL
from scenes.handover import HandoverScene
from scenes.table import TableScene
from scenes.table.timeline import GavelFalls, LotFlies, SealedReveal

#: What each seat seals: Ada 4, Beatrix 6 (the computers seal what they like).
SEALS = {0: 4, 1: 6}


def _sealed_lot(first: int):
    """Ada and Beatrix at one screen with two computers; seat `first` (a person) auctions a
    sealed-bid card first and both people seal in turn, each after their hand-over; the table
    runs until the bids stand turned over under their band. Also the presses made, and every
    scene pushed on the stack from then on."""
    k = DEAL[4][0]
    plain = [c for c in DECK if c.method != SEALED]
    deck = stacked_deck(*plain[:k * first], (2, SEALED))
    ui = Driver((1280, 720), settings=replace(FAST, animation_speed="normal"))
    match = hot_match(2, 2, seed=3, deck=deck, first_auctioneer=first)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    for _ in range(2000):
        top = ui.top
        if isinstance(top, HandoverScene) and top.over:
            return ui, match, table
        if isinstance(top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            seat = table.shown.seat
            legal = match.legal_for(seat)
            play = [a for a in legal if isinstance(a, PlayCard) and a.card.method == SEALED]
            amount = next((a for a in legal if isinstance(a, AmountRange)), None)
            assert play or amount is not None and amount.kind is SealedBid, legal
            decide(ui, table, play[0] if play else amount.make(SEALS[seat]), keys=True)
        else:
            ui.frame(0.05)
    raise AssertionError("the sealed bids never stood")


def _pushed(ui: Driver) -> list:
    """Every scene pushed on the stack from now on."""
    pushed: list = []
    ui.ctx.stack.listeners.append(lambda top: pushed.append(top))
    return pushed


def test_the_band_under_the_sealed_bids_names_the_next_person_and_its_press_opens_her_screen():
    """Ada auctions, both seal, Beatrix (the last at the screen) auctions next: the band under
    the bids is the hand-over back to her; the bids stand thirty seconds, nobody's screen
    drawn; one press shows Beatrix's hand, the lot sold to the highest bid, with no other
    hand-over in between: one press from the bids to her decision, where there were two."""
    ui, match, table = _sealed_lot(first=0)
    table.drawn_seats.clear()
    texts = spy_texts(ui)
    for _ in range(30):
        ui.frame(1.0)
    band, reveal = ui.top, table.timeline.playing
    assert isinstance(reveal, SealedReveal) and reveal.progress == 1.0
    # The sale is settled behind the bids (tests/test_sealed_sale_behind_band.py): nothing
    # of it is left to play.
    assert list(table.timeline.beats) == [reveal] and not match.state.lot
    assert band.over and band.seat == 1 and band.again
    assert band.button.label == "I am Beatrix: show my screen"
    winner = reveal.bids.index(max(reveal.bids))
    sale = (f"Before this: the previous lot went to {match.config.seats[winner].name} "
            f"for {max(reveal.bids)}.")
    assert {"Sealed bids revealed", "BACK TO BEATRIX", "Beatrix: your turn to auction a painting",
            sale} <= set(texts)
    assert {s for s in table.drawn_seats if s is not None} == set()
    pushed = _pushed(ui)
    ui.key(pygame.K_RETURN)                 # the one press
    for _ in range(10):
        ui.frame(1 / 30)
    assert not any(isinstance(s, HandoverScene) for s in pushed), pushed
    assert table.human_turn() and table.shown.seat == 1 and table.shown.hand
    assert table.timeline.playing is None and match.state.sales[-1].buyer == winner
    assert {s for s in table.drawn_seats if s is not None} == {1}


def test_with_a_computer_next_the_band_only_goes_on_the_sale_settled_behind_it():
    """Beatrix auctions, both seal, Clemens (a computer) auctions next: the band names nobody
    ("Continue"); the sale was settled behind the bids as they stood, so after its press no
    gavel falls and no lot flies any more (they used to play then, the old table standing
    behind the band until that press); the next person is handed the screen only after the
    computers played."""
    ui, match, table = _sealed_lot(first=1)
    band = ui.top
    assert band.seat is None and band.button.label == "Continue"
    sale = match.state.sales[-1]
    assert sale.lot[0] in table.shown.bought[sale.buyer] and not table.shown.lot
    ui.frame(ARM_SECONDS + 0.05)
    ui.key(pygame.K_RETURN)
    frames: dict = {}
    for _ in range(400):
        if isinstance(ui.top, HandoverScene):
            break
        playing = table.timeline.playing
        if playing is not None:
            frames[type(playing)] = frames.get(type(playing), 0) + 1
        ui.frame(1 / 30)
    assert GavelFalls not in frames and LotFlies not in frames, frames
    assert isinstance(ui.top, HandoverScene) and ui.top.seat is not None
    assert any(getattr(a, "seat", None) in match.bots for a in match.actions
               if not isinstance(a, (SealedBid, Pass))), "no computer played in between"
    assert {s for s in table.drawn_seats if s is not None} <= {0, 1}
