"""Letters typed into the amount box, then Enter, sent an amount never typed: an Italian
play-tester typed "abc" in the open auction's box (it held the smallest raise, 5), read
"Type the amount in digits (0–9)" and pressed Enter: the table bid 5 for them. Enter now sends
nothing while the box's last keys were refused, and says so; a digit, Backspace or a stepper
makes it send again. One field widget: the sealed bid and the fixed price alike."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, open_turn
from tests.test_hotseat_keyboard import play_card, table_for
from tests.ui_driver import FAST, Driver

from game import Bid, SealedBid, SetPrice, stacked_deck
from game.cards import FIXED_PRICE, SEALED
from game.state import OPEN_BIDDING, SEALED_BIDDING, SET_PRICE
from scenes import ui as ui_mod
from scenes.table.keys import bidding_keys

NOT_SENT = "“abc” is not an amount, so nothing was sent: type the amount in digits (0–9)."


def _sent(table) -> list:
    return [a for a in table.match.actions if getattr(a, "seat", None) == 0]


def test_letters_then_enter_bid_nothing_in_the_open_auction():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    before, shown = len(_sent(table)), table.amount.value
    ui.type("abc")
    assert table.amount.value == shown and table.error == "Type the amount in digits (0–9)."
    ui.key(pygame.K_RETURN)
    assert len(_sent(table)) == before and table.shown.phase == OPEN_BIDDING
    assert table.error == NOT_SENT
    ui.key(pygame.K_KP_ENTER)                   # again: still nothing the player typed
    assert len(_sent(table)) == before and table.error == NOT_SENT
    ui.type("7")                                # a digit: the box shows what was typed
    assert table.amount.value == "7" and table.error == ""
    ui.key(pygame.K_RETURN)
    assert _sent(table)[before:] == [Bid(0, 7)]


@pytest.mark.parametrize("enter", [pygame.K_RETURN, pygame.K_KP_ENTER], ids=["enter", "keypad"])
def test_a_letter_after_typed_digits_leaves_enter_sending_what_the_box_shows(enter):
    """A play-tester typed "12", then "a" (refused: the box still showed 12, its button
    "Bid 12"), and Enter, again and again, said "'a' is not an amount, so nothing was sent",
    while the button sent 12 at once. Enter sends what the box shows, as the button does."""
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    before = len(_sent(table))
    ui.type("12a")
    assert table.amount.value == "12" and table.error == "Type the amount in digits (0–9)."
    ui.key(enter)
    assert _sent(table)[before:] == [Bid(0, 12)]
    assert "nothing was sent" not in table.error


def test_a_stepper_after_a_refused_key_makes_enter_seal_the_bid():
    ui = Driver()
    table = table_for(ui, stacked_deck((2, SEALED)))
    play_card(ui, table, SEALED)
    assert table.shown.phase == SEALED_BIDDING
    before = len(_sent(table))
    ui.type("x")
    table.invalidate()                          # rebuilt meanwhile (a computer sealing)
    ui.frame(0.0)
    ui.key(pygame.K_RETURN)
    assert len(_sent(table)) == before and "nothing was sent" in table.error
    ui.press("+5")                              # the stepper: an amount the player chose
    assert table.amount.value == "5"
    ui.key(pygame.K_RETURN)
    assert _sent(table)[before:] == [SealedBid(0, 5)]


def test_backspace_and_digits_after_letters_set_the_fixed_price():
    ui = Driver()
    table = table_for(ui, stacked_deck((2, FIXED_PRICE)))
    play_card(ui, table, FIXED_PRICE)
    assert table.shown.phase == SET_PRICE and table.amount.value == "10"
    before = len(_sent(table))
    ui.type("q")
    ui.key(pygame.K_RETURN)
    assert len(_sent(table)) == before and table.shown.phase == SET_PRICE
    ui.key(pygame.K_BACKSPACE)                  # the player edits what the box shows
    ui.key(pygame.K_RETURN)
    assert "Type an amount first" in table.error and len(_sent(table)) == before
    ui.type("12")
    ui.key(pygame.K_RETURN)
    assert _sent(table)[before:] == [SetPrice(0, 12)]


def _drawn_size(ui: Driver, button) -> float:
    """The design size `button`'s label is drawn at (it shrinks to fit its button)."""
    ctx = ui.ctx
    label, size, room = ctx.text.shown(button.label), ctx.px(button.size), button.rect.w - ctx.px(8)
    while size > 9 and ctx.text.size(label, size, "bold")[0] > room:
        size -= 1
    return size / ctx.px(100) * 100


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_up_to_says_no_amount_beyond_the_money_and_stays_readable(size, language):
    """"Up to 9.999" (typed over the seat's money, which the engine refuses) shrank to tiny
    print: the button keeps its readable words without the amount, and its help says why."""
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    up_to = next(w for w in table.controls.widgets if getattr(w, "hotkey", 0) == bidding_keys(
        ui.ctx.text.shown)["up_to"][0] and isinstance(w, ui_mod.Button))
    base, ready = up_to.label, up_to.tooltip
    money = table.controls.limits[1]
    ui.type(str(money))
    assert up_to.label != base and str(money) in ui.ctx.text.shown(up_to.label)
    assert _drawn_size(ui, up_to) >= up_to.size - 0.5         # the most it may name: whole
    for _ in str(money):
        ui.key(pygame.K_BACKSPACE)
    ui.type("9999")
    assert table.amount.value == "9999"
    assert up_to.label == base and _drawn_size(ui, up_to) >= up_to.size - 0.5
    assert up_to.tooltip != ready and str(money) in ui.ctx.text.shown(up_to.tooltip)
    ui.key(pygame.K_BACKSPACE)                  # 999, still beyond: still no amount
    assert up_to.label == base
    table.amount.set("40")
    assert "40" in ui.ctx.text.shown(up_to.label) and up_to.tooltip == ready
