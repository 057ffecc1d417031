""""Up to" explained. A play-tester pressed it with the box at its smallest raise and read "Up to:
first type your highest amount (above 11)" with 11 in the box, nothing saying what the button
does. The refusal now says the most must be above the bid made now, and "Up to" has a
first-time tip, at the first bid in an open auction after that auction's own tip, and a help
line on hover; at a shared screen both say the player is asked again when the bids pass it."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, hot_seat_table, open_turn, wait_for_turn
from tests.ui_driver import FAST, Driver

from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.language import LANGUAGES
from scenes.session.settings import Settings
from scenes.table.tips import TIPS, UP_TO, UP_TO_SHARED


def _next_turn(ui, table) -> None:
    """The seat at the screen bids the smallest raise; then its next decision."""
    seat = table.shown.seat
    ui.press("Bid ")
    for _ in range(300):
        if isinstance(ui.top, HandoverScene):       # a shared screen: the others pass
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        ui.frame(0.05)
        if table.human_turn() and table.shown.seat == seat:
            return
        if table.human_turn():
            if table.tip is not None:
                ui.click(table.tip_button.rect.center)      # "Got it"
            ui.press("Pass")
    raise AssertionError("never asked again")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_up_to_tip_comes_after_the_open_auction_s_and_once(size):
    ui = Driver(size)
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    assert table.tip == "open"
    _next_turn(ui, table)
    assert table.tip == "open", "the open auction's tip stays through its lot"
    ui.click(table.tip_button.rect.center)        # "Got it"
    _next_turn(ui, table)
    assert table.tip == UP_TO and table.tip_panel is not None
    words = " ".join(table.tip_panel.lines)
    assert "one step at a time" in words and "up to your amount" in words
    assert ui.ctx.screen.get_rect().contains(table.tip_panel.box)
    assert not table.tip_panel.box.colliderect(table.amount.rect)
    _next_turn(ui, table)
    assert table.tip == UP_TO, "kept through its lot until Got it"
    ui.click(table.tip_button.rect.center)        # "Got it"
    _next_turn(ui, table)
    assert table.tip is None


def test_at_a_shared_screen_the_tip_says_you_are_asked_again():
    ui, match, table = hot_seat_table(30)
    assert table.tip == "open"
    ui.click(table.tip_button.rect.center)        # "Got it"
    _next_turn(ui, table)
    assert table.tip == UP_TO_SHARED
    assert "comes back to you to bid on or pass" in TIPS[UP_TO_SHARED]
    assert "comes back" not in TIPS[UP_TO]


def test_the_help_on_hover_says_what_it_does():
    ui = Driver()
    open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    alone = ui.button("Up to").tooltip
    assert "by the smallest step" in alone and "up to the amount in the box" in alone
    assert "asked again" not in alone
    _ui, _match, _table = hot_seat_table(30)
    shared = _ui.button("Up to").tooltip
    assert "never your most" in shared and "The others see the raises" in shared


def test_the_help_on_hover_takes_three_lines_at_most_in_every_language():
    """Four lines of it covered the stand's words ("Your estimate ...") at 1280x720: with the
    small print's word space a pixel wider, "(U)" fell to a line of its own, and the shared
    screen's help ran to four lines at 1920x1080 too (German five)."""
    ui = Driver()
    open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    helps = [ui.button("Up to").tooltip]
    shared_ui, _match, _table = hot_seat_table(30)
    helps.append(shared_ui.button("Up to").tooltip)
    for size in ((1280, 720), (1920, 1080)):
        for language in LANGUAGES:
            ctx = Driver(size, settings=Settings(language=language)).ctx
            for help_ in helps:
                lines = ctx.text.wrap(ctx.text.shown(help_), ctx.px(14), ctx.px(320))
                assert len(lines) <= 3, (size, language, lines)


def test_the_refusal_says_the_most_must_be_above_the_bid_made_now():
    # To a player who met "Up to"'s tip (a newcomer's first press brings the tip instead).
    ui = Driver(settings=replace(FAST, tips_seen=FAST.tips_seen + (UP_TO,)))
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    low = table.shown.high_bid + 1
    assert wait_for_turn(ui, table)
    ui.press("Up to")
    assert table.error == f"Up to: type your highest bid, above {low} (your bid now)."
