"""At a shared screen the sealed bids on a lot begin with the person who holds the screen, not
the next clockwise: it saves a hand-over. A play-tester handed the band "BACK TO CLEMENS" as a
computer's sealed lot began was puzzled why the screen came back to him: the band now says
that he bids first as he holds the screen, on one line of the band, whole (a first German
wording ran past it at both sizes, cut after "da du den Bildschirm"). The later hand-overs of
the same lot say what they said ("your bid")."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_hotseat import hot_match, move_on
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
                heading = str(ui.ctx.text.shown(top.headings()[1]))
                said.append((top.seat, top.again, heading, _whole_on_the_band(ui, top, heading)))
            press_handover(ui)
        else:
            move_on(ui, table, rng)
        if said and table.shown.phase != SEALED_BIDDING and ui.top is table:
            return said
    raise AssertionError(f"no computer's sealed lot: {said}")


def _whole_on_the_band(ui: Driver, handover: HandoverScene, heading: str) -> bool:
    """Whether `heading` holds whole on the band's title line (as `_draw_band` fits it, down
    to its least size), at this screen's size and with a long name (Bartholomäus)."""
    from scenes import ui as widgets
    px = ui.ctx.px
    room = handover.button.rect.x - px(20) - (handover.rect.x + px(20))
    longest = heading.replace("Clemens", "Bartholomäus")
    line, _size = widgets.fitted(ui.ctx, longest, 21, room, "black", 13)
    return line == longest


def test_the_sealed_bids_first_hand_over_back_says_why_it_is_yours():
    said = _sealed_hand_overs()
    first, *rest = said
    assert first[:2] == (2, True), said                 # back to Clemens, at the screen
    assert first[2].endswith("(sealed bid): you hold the screen, Clemens, so you bid first"), \
        first
    assert first[3], first
    assert rest and all(not back and heading.endswith("(sealed bid): your bid, " + name)
                        for (seat, back, heading, _whole), name in
                        zip(rest, [("Ada", "Beatrix", "Clemens")[s] for s, _b, _h, _w in rest]))


@pytest.mark.parametrize("language", ["de", "it", "zh_TW"])
def test_the_sealed_bids_first_hand_over_in_other_languages_holds_on_the_band(language):
    first = _sealed_hand_overs(language)[0]
    assert "Clemens" in first[2] and "sealed bid" not in first[2] and first[3], first
