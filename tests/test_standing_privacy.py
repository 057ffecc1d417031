"""Hot-seat privacy of what a seat asked the game to do for it on a lot ("Up to", "Out of this
lot"): its own while it holds the screen, nobody else's to see or change."""
from __future__ import annotations

import pygame

from tests.test_first_evening import RaiseBot, hot_seat_table, open_turn
from tests.ui_driver import Driver, spy_texts

from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.settings import Settings

PANEL_WORDS = ("Stop", "Back in")


def test_the_hand_over_after_an_up_to_shows_no_button_for_it():
    """The tester saw Bea's "Stop" on her panel even on the hand-over screen to Ada."""
    ui, match, table = hot_seat_table(0)
    for label in ("Up to", "Out of this lot"):      # their help says they hold at one screen
        assert "shared screen" in ui.button(label).tooltip
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
