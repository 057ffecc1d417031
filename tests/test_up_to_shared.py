""""Up to" at a screen several people share. A play-tester (two humans, three computers) saw
Bernd's "Up to 20" answer each raise of Anna's at once, and when she bid 21 the log said
"Bernd passes" at once, Bernd never asked: Anna learned Bernd's exact most, and Bernd lost the
chance to think again. Now, when the bids pass a human's most at a shared screen, the game
hands that human the screen to bid on or pass, their own stand saying why; nobody else is told.
Against computers alone the game still passes for the one human (test_first_evening)."""
from __future__ import annotations

import pygame

from tests.test_first_evening import hot_seat_table, seat_at_screen
from tests.test_saves_ui import AppDriver, start_title
from tests.ui_driver import FAST, spy_texts

from game import Bid, Pass
from game.state import OPEN_BIDDING
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.table import TableScene
from scenes.table.status import status

WORD = "was beaten: you decide again."


def _stand(table) -> str:
    return " ".join(str(line) for line in status(table.look))


def _beaten(ui, match, table) -> tuple[int, list[str], list[int]]:
    """Bea (seat 1) bids "Up to" her most; Ada raises past it. Returns her most, every text
    drawn from Ada's bid on, and the seats handed the screen after it."""
    most = table.shown.high_bid + 4
    table.amount.set(str(most))
    ui.press("Up to")
    assert match.raising(1) == most
    seat_at_screen(ui, table)
    assert table.shown.seat == 0
    texts = spy_texts(ui)
    table.amount.set(str(most + 1))
    ui.press("Bid")                 # past Bea's most: she has money to bid on
    handed = seat_at_screen(ui, table)
    return most, texts, handed


def test_a_beaten_up_to_hands_its_owner_the_screen_instead_of_passing():
    ui, match, table = hot_seat_table(0)
    most, _texts, handed = _beaten(ui, match, table)
    assert handed == [1] and table.shown.seat == 1 and table.shown.phase == OPEN_BIDDING
    assert match.actions[-1] == Bid(0, most + 1), "nothing was done for Bea"
    assert Pass(1) not in match.actions and match.auto_passes == 0
    assert status(table.look)[1].startswith(f"Your Up to {most} {WORD}")
    # The log, everyone's, says neither her most nor that it was beaten, nor a pass of hers
    # (test_nothing_drawn_before_her_screen_says_it: Ada's screen and the hand-over).
    log = " ".join(str(text) for _style, text in table.log.lines)
    assert "Bea passes" not in log and "beaten" not in log and "Up to" not in log
    # Bea bids on: the word is said, and her next decision on the lot has none.
    table.amount.set(str(most + 2))
    ui.press("Bid")
    assert Bid(1, most + 2) in match.actions and 1 not in match.limit_reached
    seat_at_screen(ui, table)
    assert table.shown.seat == 0 and WORD not in _stand(table)


def test_nothing_drawn_before_her_screen_says_it():
    """From Ada's bid to Bea's confirming the hand-over, no text drawn says Bea's most was
    beaten (the hand-over is everyone's)."""
    ui, match, table = hot_seat_table(0)
    table.amount.set(str(table.shown.high_bid + 4))
    ui.press("Up to")
    seat_at_screen(ui, table)
    texts = spy_texts(ui)
    table.amount.set(str(match.raising(1) + 1))
    ui.press("Bid")
    for _ in range(100):
        ui.frame(0.05)
        if isinstance(ui.top, HandoverScene):
            break
    assert isinstance(ui.top, HandoverScene) and ui.top.seat == 1
    ui.frame(ARM_SECONDS + 0.05)
    assert not any("beaten" in t or "Up to" in t for t in texts), texts
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    assert table.shown.seat == 1 and any("beaten" in t for t in texts)


def test_she_may_pass_and_the_log_says_a_plain_pass():
    ui, match, table = hot_seat_table(0)
    most, _texts, _handed = _beaten(ui, match, table)
    ui.press("Pass")
    assert Pass(1) in match.actions and match.auto_passes == 0
    assert 1 not in match.limit_reached
    for _ in range(100):
        if match.phase != OPEN_BIDDING and not table.busy:
            break
        ui.frame(0.05)
    assert match.state.bought[0], "Ada bought the lot"
    log = " ".join(str(text) for _style, text in table.log.lines)
    # Her pass is told as anyone's (with the others' passes in a row: "Bea and Cy pass").
    assert log.count("Bea passes") + log.count("Bea and Cy pass") == 1
    assert "beaten" not in log and f"Up to {most}" not in log


def test_the_word_survives_quit_and_continue(tmp_path):
    """The app quits at the hand-over to Bea; continued, her stand still says it."""
    ui, match, table = hot_seat_table(0, AppDriver(tmp_path, settings=FAST))
    most = table.shown.high_bid + 4
    table.amount.set(str(most))
    ui.press("Up to")
    seat_at_screen(ui, table)
    table.amount.set(str(most + 1))
    ui.press("Bid")
    ui.frame(0.05)
    assert match.handover_due() == 1 and match.limit_reached[1][1] == most
    ui.ctx.store.close()
    ui = AppDriver(tmp_path, settings=FAST, seed=2)
    start_title(ui)
    ui.press("Continue")
    table = next(s for s in ui.ctx.stack.scenes if isinstance(s, TableScene))
    seat_at_screen(ui, table)
    assert table.shown.seat == 1 and table.shown.phase == OPEN_BIDDING
    assert status(table.look)[1].startswith(f"Your Up to {most} {WORD}")
