"""At a shared screen the sealed bids on a lot begin with the person who holds the screen, not
the next clockwise: it saves a hand-over. A play-tester handed the band "BACK TO CLEMENS" as a
computer's sealed lot began was puzzled why the screen came back to him: the band now says
that the bids may come in any order and that he starts as he holds the screen. The later
hand-overs of the same lot say what they said ("your bid")."""
from __future__ import annotations

import random

import pygame

from tests.test_hotseat import act, hot_match
from tests.ui_driver import Driver, auction_table, press_handover

from game.state import SEALED_BIDDING
from scenes.handover import HandoverScene
from scenes.scoring import ScoringOverlay


def _sealed_hand_overs(language: str = "en") -> list:
    """A hot-seat game (Ada, Beatrix and Clemens, a computer: Doris) played through the UI
    until the first lot auctioned by sealed bid that a computer plays: the hand-overs of its
    bids, each (seat, back to the one at the screen, heading)."""
    from dataclasses import replace
    from tests.ui_driver import FAST
    ui = Driver(settings=replace(FAST, language=language))
    match = hot_match(3, 1, 5)
    table = auction_table(ui, match, n=0)
    rng = random.Random(5)
    said: list = []
    for _ in range(3000):
        top = ui.top
        if isinstance(top, ScoringOverlay):
            ui.key(pygame.K_SPACE)
            ui.key(pygame.K_SPACE)
        elif isinstance(top, HandoverScene):
            v = top.view
            if v.phase == SEALED_BIDDING and top.seat is not None and v.auctioneer == 3:
                said.append((top.seat, top.again, str(ui.ctx.text.shown(top.headings()[1]))))
            press_handover(ui)
        elif top is table and table.human_turn():
            act(ui, table, rng)
        else:
            ui.frame(0.05)
        if said and table.shown.phase != SEALED_BIDDING and ui.top is table:
            return said
    raise AssertionError(f"no computer's sealed lot: {said}")


def test_the_sealed_bids_first_hand_over_back_says_why_it_is_yours():
    said = _sealed_hand_overs()
    first, *rest = said
    assert first[:2] == (2, True), said                 # back to Clemens, at the screen
    assert first[2].endswith("(sealed bid): any order will do, so you start, Clemens, as you "
                             "hold the screen"), first
    assert rest and all(not back and heading.endswith("(sealed bid): your bid, " + name)
                        for (seat, back, heading), name in
                        zip(rest, [("Ada", "Beatrix", "Clemens")[s] for s, _b, _h in rest]))


def test_the_sealed_bids_first_hand_over_in_german():
    first = _sealed_hand_overs("de")[0]
    assert first[2].startswith("Christin P (verdeckt): Die Reihenfolge ist egal") \
        and "Clemens" in first[2], first
