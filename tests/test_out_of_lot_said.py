"""Who is out of the lot, told apart from who passed. A play-tester (German, three people at one
screen) chose "Aussteigen" ("Out of this lot") on a hand-over; the seat's chip and the log then
said "Passt" and "passt", as for a plain pass, and nobody could tell who was out for good from
who could still bid. RULES.md §4: in the open auction a pass is not final (the seat may raise
on a later lap); "Out of this lot" is the table's order to pass for the seat on every later lap,
and the game no longer asks it, which everyone at the screen sees. Now the seat's chip, the
lot's row of bids, the log and the next person's hand-over say it in the button's word ("Ada is
out", "Ada steigt aus"), on the lap it stepped out and while the game passes for it; a plain
pass is still a pass. Through the hand-over's own button, at 1280x720, in English and German."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_handover_lap import _handed
from tests.test_screen_back_after_computers import _table
from tests.ui_driver import ARM_SECONDS, FAST, Driver, spy_texts

from game import Pass
from game.state import OPEN_BIDDING
from scenes.handover import HandoverScene

#: language -> (Ada's chip as the game passes for her, the lot's row and the log's word,
#: a plain pass's chip)
WORDS = {"en": ("Out", "Ada is out", "Passes"),
         "de": ("Steigt aus", "Ada steigt aus", "Passt")}


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_chip_row_log_and_hand_over_say_who_is_out(language):
    chip, said, plain = WORDS[language]
    ui = Driver((1280, 720), settings=replace(FAST, language=language))
    match, table = _table(ui)
    texts = spy_texts(ui)
    top = _handed(ui)
    assert top.seat == 0
    ui.click(top.offers.out_button.rect.center)         # "Out of this lot" on her hand-over
    assert match.is_out(0) and match.actions[-1] == Pass(0)
    chips, told = set(), []
    for _ in range(2000):
        if match.phase != OPEN_BIDDING and not table.busy:
            break
        bubble = table.timeline.bubbles.get(0)
        if bubble is not None:
            chips.add(str(ui.ctx.text.shown(bubble.text)))
        top = ui.top
        if isinstance(top, HandoverScene):
            assert top.seat == 1, "Ada is out: the screen never comes to her on this lot"
            told += [str(ui.ctx.text.shown(w)) for w in top.past_said()]
            ui.frame(ARM_SECONDS + 0.05)
            ui.click(top.offers.pass_button.rect.center)    # Beatrix passes (not final)
        ui.frame(0.05)
    assert match.phase != OPEN_BIDDING, "the lot was not sold"
    game_passes = [a for a in match.actions if a == Pass(0)]
    assert len(game_passes) >= 2, "the game never passed for Ada on a later lap"
    # Her chip said she is out, on every lap; never "Passes".
    assert chips == {chip}, chips
    # The lot's row of bids (drawn from its English words), the log's lap line and
    # Beatrix's hand-over, in the button's word; no plain pass of Ada's told.
    assert "Ada is out" in texts, [t for t in texts if "Ada" in t]
    log = [str(ui.ctx.text.shown(text)) for _style, text in table.log.lines]
    lap = next(line for line in log if said in line)
    assert lap.endswith(f" {said}."), log
    assert not any(f"Ada {plain.lower()}" in line for line in log), log
    assert any(said in line for line in told), told


def test_a_plain_pass_on_the_hand_over_is_still_a_pass():
    ui = Driver((1280, 720))
    match, table = _table(ui)
    top = _handed(ui)
    ui.click(top.offers.pass_button.rect.center)
    assert not match.is_out(0)
    ui.frame(0.05, n=3)
    assert str(table.timeline.bubbles[0].text) == "Passes"
    log = " ".join(str(text) for _style, text in table.log.lines)
    assert "Ada passes" in log and "Ada is out" not in log, log


def test_back_in_this_lot_and_a_pass_is_a_pass_again():
    """With one person at the table: "Out of this lot", then "Back in this lot"; asked on the
    next lap, she passes: that pass is told as a pass, on her chip and in the lap's line (her
    chip said "Out" until she bid, and the pass went untold)."""
    from tests.test_first_evening import RaiseBot, open_turn, wait_for_turn
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(25), 2: RaiseBot(25)})
    ui.press("Out of this lot")
    ui.frame(0.0)
    assert str(table.timeline.bubbles[0].text) == "Out"
    ui.click(table.back_in.button.rect.center)
    assert not table.match.is_out(0)
    assert wait_for_turn(ui, table) and table.shown.phase == OPEN_BIDDING
    ui.press("Pass")
    ui.frame(0.05, n=3)
    assert str(table.timeline.bubbles[0].text) == "Passes"
    bids = [str(text) for _style, text in table.log.lines if str(text).startswith("Bids:")]
    assert any("You pass" in line for line in bids), bids
