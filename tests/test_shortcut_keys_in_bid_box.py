"""A key that is a shortcut does one thing while the amount box has the keyboard: F turned
fast-forward on and the box, hearing the "f" that followed the key press, also said "Type the
amount in digits (0–9)" (play-test R, 86.png). Keys come here as SDL sends them: KEYDOWN, then
TEXTINPUT with the character, then KEYUP."""
from __future__ import annotations

import pygame

from tests.test_first_evening import RaiseBot, open_turn
from tests.test_player_input import keyed
from tests.ui_driver import Driver

from scenes.table.tips import UP_TO

DIGITS_ONLY = "Type the amount in digits (0–9)."


def _bidding(ui: Driver):
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    assert table.amount is not None and table.amount.focused
    return table


def test_f_in_the_bid_box_fast_forwards_and_says_nothing():
    ui = Driver()
    table = _bidding(ui)
    amount = table.amount.value
    keyed(ui, pygame.K_f, "f")
    assert table.match.fast_forward
    assert table.error == "" and table.amount.value == amount and table.amount.refused == ""
    keyed(ui, pygame.K_f, "F")
    assert not table.match.fast_forward and table.error == ""


def test_a_letter_that_is_no_shortcut_still_says_digits():
    ui = Driver()
    table = _bidding(ui)
    keyed(ui, pygame.K_x, "x")
    assert table.error == DIGITS_ONLY and not table.match.fast_forward


def test_h_held_in_the_bid_box_covers_the_screen_and_says_nothing():
    ui = Driver()
    table = _bidding(ui)
    ui.post(pygame.KEYDOWN, key=pygame.K_h, unicode="h", mod=0, scancode=0)
    ui.post(pygame.TEXTINPUT, text="h")
    ui.frame(0.0)
    assert table.privacy.holding_key and table.error == ""
    ui.post(pygame.KEYUP, key=pygame.K_h, unicode="h", mod=0, scancode=0)
    ui.frame(0.0)
    assert not table.privacy.holding_key and table.error == ""


def test_a_buttons_letter_is_the_button_only():
    """U asks for the highest bid ("Up to"): the first time with its tip, then in words, and
    the box never says it takes digits, not before the button (the box heard the key first)
    nor after (the TEXTINPUT)."""
    ui = Driver()
    table = _bidding(ui)
    said = []
    table.controls._say = lambda text, say=table.controls._say: (said.append(text), say(text))
    keyed(ui, pygame.K_u, "u")
    assert table.tip == UP_TO and table.error == "" and DIGITS_ONLY not in said, said
    keyed(ui, pygame.K_u, "u")
    assert said and DIGITS_ONLY not in said, said
    assert table.error.startswith("Up to: type your highest bid")
    assert table.amount.refused == ""


def test_p_passes_without_a_word_about_digits():
    ui = Driver()
    table = _bidding(ui)
    said = []
    table.controls._say = lambda text, say=table.controls._say: (said.append(text), say(text))
    before = len(table.match.actions)
    keyed(ui, pygame.K_p, "p")
    assert len(table.match.actions) > before
    assert DIGITS_ONLY not in said, said


def test_a_digit_after_a_shortcut_is_typed_once():
    ui = Driver()
    table = _bidding(ui)
    keyed(ui, pygame.K_f, "f")
    table.amount.select_all = True
    keyed(ui, pygame.K_7, "7")
    assert table.amount.value == "7" and table.error == ""
