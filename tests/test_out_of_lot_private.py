""""Out of this lot" at a screen several people share is its player's own. A play-tester (two
humans, three computers) read in the log "Anna is out of this lot: the game passes for Anna on
its later laps": everyone learned she would not bid again, which a plain pass keeps secret. Now
the log tells the passes the game makes for her as it tells anyone's plain passes, and only her
own stand, at her next decision, confirms what the game did; no computer learns it either (the
engine's view has no trace of it: it is the table's standing order)."""
from __future__ import annotations

import pygame

from tests.test_first_evening import hot_seat_table, seat_at_screen
from tests.ui_driver import spy_texts

from game import Bid, Pass
from game.state import OPEN_BIDDING, PLAY
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.table.passes import OUT_OWN
from scenes.table.status import status

OWN = "You were out of the last lot"


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


def test_the_log_tells_plain_passes_and_only_her_own_stand_confirms_it():
    ui, match, table = hot_seat_table(25)
    texts = spy_texts(ui)
    ui.press("Out of this lot")
    assert match.is_out(1)
    _sold(ui, table)
    log = _log(table)
    assert "out of this lot" not in log.lower(), log
    # Her passes read as anyone's: each one the game made for her is told, as the others'
    # passes are ("Bea passes", or with others' in a row, "Ada and Bea pass").
    passes = len([a for a in match.actions if a == Pass(1)])
    assert passes >= 2
    assert log.count("Bea passes") + log.count("and Bea pass") == passes, log
    assert not any(OWN in t for t in texts), "said on a screen the others saw"
    # Bea's next decision, her own auction: her stand says it once, and no one else's does.
    seat_at_screen(ui, table)
    assert table.shown.seat == 1 and table.shown.phase == PLAY
    assert status(table.look)[1].startswith(str(OUT_OWN)), _stand(table)
    assert any(OWN in t for t in texts)
    card = table.hand_cards()[0]
    ui.click(next(r for c, r in table.hand.pairs() if c == card).center)
    seat_at_screen(ui, table, frames=400)
    assert OWN not in _stand(table)


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


def test_no_word_when_the_game_never_passed_for_her():
    """Bea steps out, and the lot is sold at once (nobody bids on): the game passed for her
    on no later lap, so her stand has nothing to confirm."""
    ui, match, table = hot_seat_table(0)
    ui.press("Out of this lot")
    ui.frame(0.05)
    if match.phase == OPEN_BIDDING:         # Ada, asked, passes too: sold
        seat_at_screen(ui, table)
        ui.press("Pass")
    seat_at_screen(ui, table, frames=400)
    while table.shown.seat != 1:
        ui.click(next(r for _c, r in table.hand.pairs()).center)
        seat_at_screen(ui, table, frames=400)
    assert match.actions.count(Pass(1)) == 1
    assert OWN not in _stand(table)
