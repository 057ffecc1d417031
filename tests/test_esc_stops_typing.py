"""Esc in a focused bid box stops the typing, as the Save screen's line promises ("Esc stops
typing"): a careless-input play-tester pressed Esc to leave the box and landed in the pause
menu. The box lets go of the keyboard and keeps its digits; the next Esc opens the menu. One
rule on every screen with a text field (text_field.py, handed the Esc by the FocusRing): the
setup's names and seed and the Save screen's name keep theirs (test_setup_fields.py,
test_text_field_editing.py); the card table, with no field, pauses at the first Esc. Keys come
as SDL sends them: KEYDOWN, TEXTINPUT, KEYUP."""
from __future__ import annotations

import pygame

from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.test_hotseat_keyboard import once_around_turn
from tests.test_player_input import keyed
from tests.test_window_sizes import resize
from tests.ui_driver import Driver, card_table_at

from game import Bid, Pass
from game.card.config import Config, SeatConfig
from scenes.pause import PauseScene

DIGITS_ONLY = "Type the amount in digits (0–9)."


def _esc(ui: Driver) -> None:
    ui.key(pygame.K_ESCAPE, "\x1b")         # (no TEXTINPUT comes with Esc)


def _typed(ui: Driver, digits: str) -> None:
    for ch in digits:
        keyed(ui, pygame.key.key_code(ch), ch)


def test_esc_in_the_bid_box_stops_typing_and_the_next_esc_pauses():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    box = table.amount
    assert box.focused and table.focus.shown and table.focus.current is box
    _typed(ui, "25")
    n = len(table.match.actions)
    _esc(ui)
    assert ui.top is table, "Esc in the bid box opened the pause menu"
    assert not box.focused and box.value == "25" and table.error == ""
    assert not table.focus.shown            # the ring went with the keyboard
    assert len(table.match.actions) == n
    hover(ui, (5, 5))                       # the table does not give the keyboard back itself
    assert table.amount is box and not box.focused
    keyed(ui, pygame.K_7, "7")              # not typing: nothing goes in
    ui.key(pygame.K_RETURN, "\r")           # nor is anything sent
    assert box.value == "25" and not box.focused and len(table.match.actions) == n
    _esc(ui)
    assert isinstance(ui.top, PauseScene)
    _esc(ui)                                # Resume
    assert ui.top is table and table.amount.value == "25" and not table.amount.focused
    ui.click(table.amount.rect.center)      # a click brings the keyboard back
    assert table.amount.focused
    _typed(ui, "30")
    ui.key(pygame.K_RETURN, "\r")
    assert table.match.actions[n] == Bid(0, 30)


def test_a_box_esc_let_go_of_stays_so_through_a_rebuild_and_its_buttons_still_answer():
    """A window resize rebuilds the panel (as computers sealing do): the box keeps its digits
    and stays let go of. Its buttons' keys answer as when it had the keyboard: U bids up to
    the 25 it holds."""
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    _typed(ui, "25")
    _esc(ui)
    resize(ui, (1920, 1080))
    assert ui.top is table and table.amount.value == "25" and not table.amount.focused
    n = len(table.match.actions)
    keyed(ui, pygame.K_u, "u")
    assert table.match.actions[n] == Bid(0, 3) and table.match.raising(0) == 25
    assert table.error == ""


def test_letters_in_a_focused_once_around_box_press_pass_or_ask_for_digits():
    """A digits-only box takes no letter: P is Pass's (the button beside it names it), O and
    U are no button's here and keep the box's word that it takes digits; the digits stay."""
    ui = Driver()
    table = once_around_turn(ui)
    _typed(ui, "12")
    for key, ch in ((pygame.K_o, "o"), (pygame.K_u, "u")):
        keyed(ui, key, ch)
        assert table.error == DIGITS_ONLY and table.amount.value == "12"
    n = len(table.match.actions)
    keyed(ui, pygame.K_p, "p")
    assert table.match.actions[n] == Pass(0)


def test_esc_at_the_card_table_opens_the_menu_at_once():
    ui = Driver()
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "bot", "easy"),
             SeatConfig("Cy", "bot", "easy"))
    _match, table = card_table_at(ui, Config(seats=seats, first_player=0))
    assert ui.top is table
    _esc(ui)
    assert isinstance(ui.top, PauseScene)
