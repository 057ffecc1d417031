""""Out of this lot" in the table's own words: after it the take-back says what it undoes
("Take back: out of this lot", where it said "Take back your pass") and undoes all of it (the
game passed for the player again on the next lap, though the take-back had asked them); the
log says once that the player is out and the game passes for them (only the pass was told),
under the lap's line of bids; the rules' help for the button says the same. A pass is never worded as final."""
from __future__ import annotations

from tests.test_first_evening import RaiseBot, open_turn, wait_for_turn
from tests.ui_driver import Driver

from game import Bid, Pass
from game.state import OPEN_BIDDING
from scenes.rules_text import SECTIONS
from scenes.table.passes import out_words

OUT_LINE = "You are out of this lot: the game passes for you on its later laps"


def _lines(table) -> list[str]:
    return [str(text) for _style, text in table.log.lines]


def test_the_take_back_after_out_of_this_lot_says_so_and_brings_you_back_in():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(25), 2: RaiseBot(25)})
    ui.press("Out of this lot")
    assert table.match.is_out(0) and table.match.actions[-1] == Pass(0)
    button = table.take_back.button
    assert table.take_back.shown() and button.label == "Take back: out of this lot"
    assert button.tooltip.startswith("Take back stepping out of this lot")
    assert "final" not in button.tooltip
    button.click()
    ui.frame(0.05, n=3)
    assert not table.match.is_out(0) and table.human_turn()
    ui.press("Bid ")                        # back in: a bid, and the next lap asks again
    assert isinstance(table.match.actions[-1], Bid)
    assert wait_for_turn(ui, table) and table.shown.phase == OPEN_BIDDING
    assert table.match.actions[-1].seat != 0        # asked, not passed for by the game


def test_a_plain_pass_is_still_taken_back_as_a_pass():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(25), 2: RaiseBot(25)})
    ui.press("Pass")
    assert table.take_back.shown()
    assert table.take_back.button.label == "Take back your pass"
    assert not any(OUT_LINE in line for line in _lines(table))


def test_the_log_says_once_that_you_stepped_out():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(25), 2: RaiseBot(25)})
    ui.press("Out of this lot")
    for _ in range(400):
        if table.match.phase != OPEN_BIDDING and not table.busy:
            break
        ui.frame(0.05)
    lines = _lines(table)
    assert sum(OUT_LINE in line for line in lines) == 1, lines
    # The lap's line with the pass, the note under it, the lot's later bids under that (the
    # game's later passes for you untold).
    bids = [line for line in lines if line.startswith("Bids:")]
    note = next(i for i, line in enumerate(lines) if OUT_LINE in line)
    assert len(bids) == 2 and lines[note - 1] == bids[0] and bids[0].endswith("You are out."), \
        lines
    assert sum(b.count("You are out") for b in bids) == 1, lines
    assert not any("You pass" in b for b in bids), lines


def test_the_log_line_is_the_one_human_s():
    """Said to "you" at a table of computers (at a shared screen the log says nothing of it:
    test_out_of_lot_private)."""
    assert str(out_words()).startswith(OUT_LINE)
    assert str(out_words(full=False)) == "You are out of this lot."


def test_the_rules_help_says_what_the_button_does():
    words = " ".join(str(p) for p in SECTIONS[-1][2])
    # The buttons named as labelled, in quotes ("until you press Back in this lot" read as
    # if such a button were always there: it shows on the stand while you are out).
    assert "\u201cOut of this lot\u201d passes for you now and on every later lap" in words
    assert "\u201cBack in this lot\u201d, which appears beside the lot, where the bid buttons " \
        "were, while you are out" in words
    assert "\u201cUp to\u2026\u201d bids for you" in words
    assert "\u201cStop bidding for me\u201d" in words and "take-back button undoes" in words
