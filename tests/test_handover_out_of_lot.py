"""A person who pressed "Out of this lot" is not passing afresh at each raise: the table's log
at a shared screen tells every pass the game makes for them (it is everyone's log), but the
hand-over's lines of what happened since a person last looked listed them all ("Bids: Clemens
6 · Doris 7 · Ada passes"), lap after lap. The hand-over now tells her pass once and leaves
the later ones out. That pass is said in the button's word, "Ada is out", as the log says it
(test_out_of_lot_private): a play-tester read "Ada passt" and could not tell who was out for
good from who could still bid."""
from __future__ import annotations

import pygame

from tests.test_handover_lap import _handed
from tests.test_screen_back_after_computers import _table
from tests.ui_driver import ARM_SECONDS, Driver

from game import Pass
from game.state import OPEN_BIDDING
from scenes.handover import HandoverScene


def _beatrix_told(size=(1280, 720)) -> list[list[str]]:
    """Ada steps out on her hand-over; Beatrix raises whenever she is asked, the computers
    raising by one (to 10 and 12), the game passing for Ada: what each of Beatrix's
    hand-overs tells her of what happened since she last looked."""
    ui = Driver(size)
    match, table = _table(ui)
    top = _handed(ui)
    ui.click(top.offers.out_button.rect.center)
    assert match.is_out(0) and match.actions[-1] == Pass(0)
    told: list[list[str]] = []
    for _ in range(2000):
        if match.phase != OPEN_BIDDING:
            return told
        top = ui.top
        if isinstance(top, HandoverScene):
            assert top.seat == 1, "Ada is out: the screen never comes to her on this lot"
            told.append([str(w) for w in top.past_said()])
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif table.human_turn():
            if table.shown.high_bid >= 11:
                ui.press("Pass")
            else:
                ui.press("Bid ")
        ui.frame(0.05)
    raise AssertionError("the lot was not sold")


def test_the_hand_over_tells_once_that_a_seat_is_out():
    told = _beatrix_told()
    assert len(told) >= 3, told                 # handed the screen lap after lap
    lines = [line for lines in told for line in lines]
    passes = [line for line in lines if "Ada is out" in line]
    assert len(passes) == 1 and passes[0].count("Ada is out") == 1, told
    assert not any("Ada passes" in line for line in lines), told
    after = lines[lines.index(passes[0]) + 1:]
    assert after and not any("Ada pass" in line for line in after), told
    # The raises the computers made while Ada was out are told all the same.
    assert any("Clemens" in line and "Doris" in line for line in lines), told
