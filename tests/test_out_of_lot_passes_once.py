"""Once the game passes for the one human at a table of computers because the bids went past
their "Up to", the log says so once and leaves the game's later passes for them out of the
lot's line. A play-tester read "You pass" after every raise of the lot ("Beatrix 39 · Clemens
and Doris pass · Emil 40 · You pass · Beatrix 41 · ...") although she was out of it. As after
"Out of this lot": that pass in the lap's line, "You are out of this lot..." under it, then
the other seats' bids and passes only. At a screen several people share nothing changes (the
game steps nobody out there, and every pass is told as anyone's: tests/test_out_of_lot_private)."""
from __future__ import annotations

from tests.test_first_evening import RaiseBot, open_turn
from tests.test_out_of_lot_log import FULL, _lines, _until_sold
from tests.ui_driver import Driver


def test_past_your_up_to_the_log_says_you_are_out_once_and_your_later_passes_go_untold():
    ui = Driver()
    # Beatrix raises by one up to 30, Clemens up to 20: Ada's most, 10, is passed early.
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(20)})
    match = table.match
    table.amount.set("10")
    ui.press("Up to")
    _until_sold(ui, table)
    passes_made = sum(1 for a in match.actions if type(a).__name__ == "Pass" and a.seat == 0)
    assert passes_made >= 3, "the lot was over too soon to show the later laps"
    lines = _lines(table)
    told = " ".join(line for line in lines if line.startswith("Bids:"))
    # The pass past her "Up to" steps her out as "Out of this lot" does: in its word.
    assert told.count("You are out") == 1 and "You pass" not in told, lines
    assert lines.count(FULL) == 1, lines
    note = lines.index(FULL)
    assert lines[note - 1].startswith("Bids:") and lines[note - 1].endswith("You are out."), \
        lines
    # The lot goes on under the note, the other seats' raises and passes told.
    later = [line for line in lines[note + 1:] if line.startswith("Bids:")]
    assert later and "Beatrix" in later[0] and "You" not in later[0], lines
