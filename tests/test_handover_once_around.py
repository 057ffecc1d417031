"""A once-around auction's turn at one screen can be passed on the hand-over, as an open lap
can (tests/test_handover_lap.py): a play-tester (two people at one screen) opened their screen
only to pass on a once-around lot, a pass being public and needing nothing private. There is no
"Out of this lot" there: each player bids once."""
from __future__ import annotations

import pygame
import pytest

from tests.test_handover_lap import _handed
from tests.test_screen_back_after_computers import OpenSeller, _table
from tests.ui_driver import Driver, frame_words

from game import Pass, PlayCard
from game.cards import DECK, DOUBLE, ONCE_AROUND, OPEN, stacked_deck
from game.rounds import DEAL
from game.state import ONCE_AROUND_BIDDING


class OnceAroundSeller(OpenSeller):
    """An `OpenSeller` that auctions its once-around card."""

    def choose(self, view, legal, rng):
        plays = [o for o in legal if isinstance(o, PlayCard)]
        if plays:
            return next((p for p in plays if p.card.method == ONCE_AROUND), plays[0])
        return super().choose(view, legal, rng)


def _once_around_table(ui: Driver):
    """Ada and Beatrix at one screen; Doris (a computer) auctions a once-around card first, so
    Ada, on her left, is the first asked."""
    k = DEAL[4][0]
    plain = [c for c in DECK if c.method not in (OPEN, DOUBLE, ONCE_AROUND)]
    match, table = _table(ui, deck=stacked_deck(*plain[:3 * k], (1, ONCE_AROUND)))
    match.bots[3] = OnceAroundSeller(12)
    match.bots[2] = OnceAroundSeller(10)
    return match, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_ada_passes_a_once_around_turn_on_her_hand_over_and_her_screen_never_opens(size):
    ui = Driver(size)
    match, table = _once_around_table(ui)
    top = _handed(ui)
    assert top.seat == 0 and match.phase == ONCE_AROUND_BIDDING
    assert [b.label for b in top.offers.widgets] == ["Pass (P)"]
    assert top.offers.out_button is None and top.rect.contains(top.offers.pass_button.rect)
    assert "Not bidding? No need to show your screen:" in frame_words(ui)
    ui.key(pygame.K_p, "p")
    assert match.actions[-1] == Pass(0)
    assert 0 not in table.drawn_seats and table.shown.seat is None
    nxt = _handed(ui)
    assert nxt.seat == 1 and nxt.offers is not None       # Beatrix's turn, the same offer
    ui.click(nxt.offers.pass_button.rect.center)
    assert match.actions[-1] == Pass(1) and 1 not in table.drawn_seats


def test_the_once_around_hand_over_still_opens_the_screen_for_a_bid():
    ui = Driver((1280, 720))
    match, table = _once_around_table(ui)
    _handed(ui)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=3)
    assert table.shown.seat == 0 and match.phase == ONCE_AROUND_BIDDING
