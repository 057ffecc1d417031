"""The key of a greyed button fell through to the bid box, which took its letter for one typed
into the amount and said "Type the amount in digits (0–9)": the letter is the button's. Pressed,
it says why the button is greyed in the engine's words, or nothing when nobody says."""
from __future__ import annotations

import pygame

from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import Driver

from game.i18n import _

DIGITS = "Type the amount in digits (0–9)."


def _greyed_pass(ui: Driver, refusal=None):
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    assert table.amount is not None and table.amount.focused
    button = ui.button("Pass")
    button.enabled, button.refusal = False, refusal
    return table


def test_a_greyed_buttons_key_is_not_a_letter_typed_into_the_bid_box():
    ui = Driver()
    table = _greyed_pass(ui)
    typed, before = table.amount.value, len(table.match.actions)
    ui.key(pygame.K_p, "p")
    assert str(table.error) != DIGITS and str(table.error) == ""
    assert table.amount.value == typed and len(table.match.actions) == before
    ui.key(pygame.K_x, "x")                     # a letter no button has: the box asks
    assert str(table.error) == DIGITS


def test_a_greyed_buttons_key_says_why_it_is_greyed():
    ui = Driver()
    why = _("You may not pass now.")
    table = _greyed_pass(ui, why)
    ui.key(pygame.K_p, "p")
    assert str(ui.ctx.text.shown(table.error)) == why


def test_the_bid_button_greyed_by_the_engine_keeps_its_words_for_its_key():
    """The bid button greys while the engine would refuse the amount in the box; its reason is
    what its key (or any greyed button's) says."""
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    ui.type("1")
    bid = next(w for w in table.widgets if str(getattr(w, "label", "")).startswith("Bid"))
    assert not bid.enabled and bid.refusal and str(bid.tooltip) == str(bid.refusal)
    ui.type("5")
    assert bid.enabled and bid.refusal is None
