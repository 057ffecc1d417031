"""The bidding keys are part of each language's words: German's "Aussteigen" answered to O and
"Bis…" to U, letters of the English "Out" and "Up to"; now German shows and answers to its own
(A, B), a translation's letter taken by another key (or not a letter) falls back to the
English one, and no two keys share a letter in any language."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import FAST, Driver

from scenes.table.keys import bidding_keys, table_letters

LANGUAGES = ["en", "de", "it", "zh_TW"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_bidding_keys_share_a_letter_nor_take_the_tables(language):
    ui = Driver(settings=replace(FAST, language=language))
    keys = bidding_keys(ui.ctx.text.shown)
    letters = [letter for _key, letter in keys.values()]
    assert len(set(letters)) == len(letters), letters
    assert not set(letters) & table_letters(ui.ctx.text.shown), letters
    assert all(key == pygame.key.key_code(letter.lower()) for key, letter in keys.values())


def test_a_translations_letter_that_is_taken_or_no_letter_falls_back_to_the_english():
    said = {"P": "F", "O": "ß", "U": "P"}           # F is the table's; ß no key; P taken by Pass
    keys = bidding_keys(lambda word: said.get(str(word), str(word)))
    assert [letter for _k, letter in keys.values()] == ["P", "O", "U"]


def _tooltip(ui: Driver, label: str) -> str:
    return str(ui.ctx.text.shown(ui.button(label).tooltip))


def test_german_bids_out_with_a_and_up_to_with_l_and_says_so():
    ui = Driver(settings=replace(FAST, language="de"))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    assert _tooltip(ui, "Out of this lot").endswith("(A)")
    assert _tooltip(ui, "Up to").endswith("(L)")
    assert _tooltip(ui, "Pass").startswith("Passen (P)")
    assert "Bietrunde" in _tooltip(ui, "Pass")      # "Runde" is the game's round
    ui.key(pygame.K_o, "o")                         # the English letter does nothing
    assert not table.match.is_out(0)
    ui.key(pygame.K_a, "a")
    assert table.match.is_out(0)
    assert table.back_in.shown(0)
    assert str(ui.ctx.text.shown(table.back_in.button.tooltip)).endswith("(A)")
    ui.key(pygame.K_a, "a")                         # the same key comes back in
    assert not table.match.is_out(0)


def test_english_keeps_o_for_out_of_this_lot():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    assert _tooltip(ui, "Out of this lot").endswith("(O)")
    ui.key(pygame.K_o, "o")
    assert table.match.is_out(0)
