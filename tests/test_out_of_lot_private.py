""""Out of this lot" at a screen several people share. A play-tester (two humans, three
computers) once read in the log "Anna is out of this lot: the game passes for Anna on its later
laps" and thought it her secret; the log then told her passes as anyone's plain ones. But the
game asks her no more on that lot, which everyone at the screen sees (no hand-over comes to
her), and the next play-tester (German, three humans) read "Ada passt" on the chips and in the
log and could not tell who was out for good from who could still bid. Now the log says it in
the button's word, once ("Bea is out", and the line under it what the game does for her); no
computer learns it (the engine's view has no trace of it: it is the table's standing order).

Her own stand no longer says it at the later lots either: "You were out of the last lot: the
game passed for you on its later laps…" headed the prompts of the next lots (her bids, her own
auction, a double's second card), stale; another play-tester read it there as if she were out
of the lot on offer."""
from __future__ import annotations

import pygame

from tests.test_first_evening import hot_seat_table, seat_at_screen
from tests.ui_driver import spy_texts

from game import Bid, Pass
from game.state import OPEN_BIDDING, PLAY
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.table.status import status

#: Any word of the lot she stepped out of, as it headed her next lots' prompts.
OWN = "out of the last lot"


def _log(table) -> str:
    return " ".join(str(text) for _style, text in table.log.lines)


def _stand(table) -> str:
    return " ".join(str(line) for line in status(table.look))


def _sold(ui, table) -> None:
    """Ada raises once, then passes whenever she is asked, until the lot is sold."""
    raised = False
    for _ in range(600):
        if table.match.phase != OPEN_BIDDING and not table.busy:
            return
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        if table.human_turn() and table.shown.phase == OPEN_BIDDING:
            assert table.shown.seat == 0, "Bea was asked on the lot she is out of"
            if raised:
                ui.press("Pass")
            else:
                table.amount.set(str(table.shown.high_bid + 1))
                ui.press("Bid")
                raised = True
        ui.frame(0.05)
    raise AssertionError("the lot was never sold")


def test_the_log_says_once_that_she_is_out_and_no_later_lot_speaks_of_it():
    ui, match, table = hot_seat_table(25)
    texts = spy_texts(ui)
    ui.press("Out of this lot")
    assert match.is_out(1)
    _sold(ui, table)
    log = _log(table)
    # Her pass in the lap's line in the button's word, once, and under it what the game does;
    # the game's later passes for her untold, Ada's plain pass told as a pass.
    passes = len([a for a in match.actions if a == Pass(1)])
    assert passes >= 2
    assert log.count("Bea is out") == 2, log     # "Bea is out ·", "Bea is out of this lot:"
    assert log.count("Bea is out of this lot: the game passes for Bea on its later laps.") \
        == 1, log
    assert "Bea pass" not in log and "and Bea" not in log, log
    assert log.count("Ada passes") + log.count("Ada and") == 1, log
    # Bea's next decisions, her own auction and then the next lot's: the lot she left is over,
    # and no prompt of hers speaks of it.
    seat_at_screen(ui, table)
    assert table.shown.seat == 1 and table.shown.phase == PLAY
    assert OWN not in _stand(table).lower()
    card = table.hand_cards()[0]
    ui.click(next(r for c, r in table.hand.pairs() if c == card).center)
    seat_at_screen(ui, table, frames=400)
    assert OWN not in _stand(table).lower()
    assert not any(OWN in str(t).lower() for t in texts), "a later lot spoke of it"


def test_no_computer_reads_it():
    """The computer's view after Bea stepped out is the view after a plain pass of hers."""
    ui, out, table = hot_seat_table(25)
    ui.press("Out of this lot")
    _ui, plain, plain_table = hot_seat_table(25)
    _ui.press("Pass")
    assert out.is_out(1) and not plain.is_out(1)
    assert out.actions == plain.actions
    assert out.view(2) == plain.view(2)
    assert out.legal_for(2) == plain.legal_for(2)
    assert Bid not in {type(a) for a in out.actions if getattr(a, "seat", None) == 1}


def test_against_computers_the_log_still_says_it():
    """One human: the log is theirs alone, and says it as before (test_out_of_lot_log)."""
    from tests.test_first_evening import RaiseBot, open_turn
    from tests.ui_driver import Driver
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(25), 2: RaiseBot(25)})
    ui.press("Out of this lot")
    ui.frame(0.05, n=40)
    assert "You are out of this lot" in _log(table)
