"""Hot-seat privacy of what a seat asked the game to do for it on a lot ("Up to", "Out of this
lot"): its own while it holds the screen, nobody else's to see or change; and the word it gets
at its next turn when the bids went past its "Up to"."""
from __future__ import annotations

import pygame

from tests.test_first_evening import RaiseBot, hot_seat_table, open_turn
from tests.ui_driver import Driver, spy_texts

from game import Pass, PlayCard
from game.state import PLAY
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.settings import Settings
from scenes.table.status import status

PANEL_WORDS = ("Stop", "Back in")


def test_the_hand_over_after_an_up_to_shows_no_button_for_it():
    """The tester saw Bea's "Stop" on her panel even on the hand-over screen to Ada."""
    ui, match, table = hot_seat_table(0)
    # Their help says how they work at one screen (test_up_to_shared_words.py).
    assert "shared screen" in ui.button("Out of this lot").tooltip
    assert "never your most" in ui.button("Up to").tooltip
    table.amount.set("37")
    texts = spy_texts(ui)
    ui.press("Up to")
    assert match.raising(1) == 37
    seen_handover = False
    for _ in range(200):
        ui.frame(0.05)
        if isinstance(ui.top, HandoverScene):
            seen_handover = True
            break
    assert seen_handover and ui.top.seat == 0
    texts.clear()
    ui.frame(ARM_SECONDS + 0.05)
    ui.frame(0.05, n=3)
    assert not table.back_in_shown()
    assert not any(t.startswith(PANEL_WORDS) or "37" in t for t in texts), texts
    assert not any(t.startswith(PANEL_WORDS) for t in
                   [getattr(w, "label", "") for w in table.focus_widgets()])


def test_alone_at_the_screen_the_owner_still_stops_up_to_between_turns():
    """Against computers the one human holds the screen throughout: the lot's panel offers
    "Stop bidding for me" while the game raises for them, and it works; covered with H, the
    screen shows it no more."""
    ui = Driver(settings=Settings(animation_speed="off", computer_pace="instant"))
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(20)})
    assert "shared screen" not in ui.button("Up to").tooltip
    table.amount.set("25")
    ui.press("Up to")
    assert table.match.raising(0) == 25
    ui.frame(0.0)
    assert table.back_in_shown() and table.back_in.button.label.startswith("Stop bidding")
    ui.post(pygame.KEYDOWN, key=pygame.K_h, unicode="h", mod=0, scancode=0)
    ui.frame(0.0)
    assert table.screen_hidden() and not table.back_in_shown()
    ui.post(pygame.KEYUP, key=pygame.K_h, unicode="h", mod=0, scancode=0)
    ui.frame(0.0)
    assert table.back_in_shown()
    ui.click(table.back_in.button.rect.center)
    assert table.match.raising(0) is None


def to_screen(ui: Driver, table, seat: int, frames: int = 300) -> None:
    """Run until `seat` decides at the screen, confirming each hand-over."""
    for _ in range(frames):
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        ui.frame(0.05)
        if table.human_turn() and table.shown.seat == seat:
            return
    raise AssertionError(f"seat {seat} never got the screen")


def test_at_one_screen_the_owner_hears_at_their_next_turn_that_their_up_to_was_passed():
    """Bea's "Up to" was passed while Ada held the screen, by all of Ada's money, more than Bea
    could bid: the game passed for Bea and never handed her the screen on that lot. At her next
    turn (her own auction) her stand says so, once; Ada's never does, nor the log."""
    ui, match, table = hot_seat_table(0)
    low = table.shown.high_bid + 1
    table.amount.set(str(low + 2))
    ui.press("Up to")
    assert match.raising(1) == low + 2
    to_screen(ui, table, 0)
    table.amount.set(str(match.legal_for(0)[0].hi))
    ui.press("Bid")                     # past Bea's most and money: the game passes for her
    assert match.limit_reached.get(1, (None, 0))[1] == low + 2
    assert "was passed" not in " ".join(status(table.look))
    to_screen(ui, table, 1)
    assert table.shown.phase == PLAY
    said = f"Your Up to {low + 2} was passed: the game passed for you on that lot."
    assert status(table.look)[1].startswith(said)
    assert not any("Up to" in str(line) or "was passed" in str(line) for line in table.log.lines)
    card = next(c for c in table.hand_cards())
    assert match.submit(PlayCard(1, card)) is None
    ui.frame(0.05)
    assert "was passed" not in " ".join(status(table.look))       # told once
    turns = []
    for _ in range(600):                # the next turns at the screen, Bea's among them
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        ui.frame(0.05)
        if table.human_turn():
            assert "was passed" not in " ".join(status(table.look))
            turns.append(table.shown.seat)
            if len(turns) == 4:
                break
            decide_anything(ui, table)
    assert 1 in turns and 0 in turns


def decide_anything(ui: Driver, table) -> None:
    """The seat at the screen makes its simplest move."""
    legal = table.match.legal_for(table.shown.seat)
    move = next((o for o in legal if isinstance(o, (Pass, PlayCard))), None)
    if move is None:
        move = legal[0].make(legal[0].lo)
    assert table.match.submit(move) is None
