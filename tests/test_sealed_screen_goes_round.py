"""At one screen a lot's sealed bids begin with the person who holds the screen (it saves a
hand-over), and the screen then goes round the table from them, to their left, as the rules
go round it (RULES.md: clockwise, to the left), not back to the lowest seat number: with the
screen at Beatrix's seat the bids came Beatrix, Ada, Clemens, Doris. Each later hand-over
still says whose bid it asks for."""
from __future__ import annotations

import random

import pygame

from tests.test_hotseat import hot_match, move_on
from tests.ui_driver import Driver, auction_table, press_handover

from game import SealedBid
from game.cards import SEALED, stacked_deck
from game.state import SEALED_BIDDING
from scenes.handover import HandoverScene
from scenes.scoring import ScoringOverlay

NAMES = ("Ada", "Beatrix", "Clemens", "Doris")


def _sealed_lots(lots: int = 4) -> list:
    """Four people at one screen and a computer (Emil), most lots sealed, played through the
    UI: for each sealed lot the people's sealed bids in the order made (seats), and the
    headings of the hand-overs between them, as (seat, heading)."""
    ui = Driver()
    deck = stacked_deck(*[(artist, SEALED) for artist in range(5) for _ in range(2)])
    match = hot_match(4, 1, 7, deck=deck)
    table = auction_table(ui, match, n=0)
    rng = random.Random(7)
    found: list = []
    heard: list = []
    start = None
    for _ in range(4000):
        top = ui.top
        if isinstance(top, ScoringOverlay):
            ui.key(pygame.K_SPACE)
            ui.key(pygame.K_SPACE)
        elif isinstance(top, HandoverScene):
            if top.view.phase == SEALED_BIDDING and top.seat is not None:
                heard.append((top.seat, str(ui.ctx.text.shown(top.headings()[1]))))
            press_handover(ui)
        else:
            move_on(ui, table, rng)
        sealing = match.state.phase == SEALED_BIDDING
        if sealing and start is None:
            start, heard = len(match.actions), []
        elif not sealing and start is not None:
            order = [a.seat for a in match.actions[start:]
                     if isinstance(a, SealedBid) and a.seat < 4]
            found.append((order, heard))
            start, heard = None, []
            if len(found) == lots:
                return found
    raise AssertionError(f"only {len(found)} sealed lots: {found}")


def test_the_screen_goes_round_the_table_from_the_one_who_holds_it():
    lots = _sealed_lots()
    assert any(order[0] not in (0, 3) for order, _heard in lots), lots   # a seat mid-table
    for order, heard in lots:
        first = order[0]
        assert order == [(first + i) % 5 for i in range(5) if (first + i) % 5 < 4], lots
        later = [(seat, words) for seat, words in heard if seat != first]
        assert [seat for seat, _w in later] == order[1:], lots
        assert all(words.endswith("(sealed bid): your bid, " + NAMES[seat])
                   for seat, words in later), later
