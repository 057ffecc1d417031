"""The sealed bid's button says it seals the bid in every language: the Italian "Offerta: 0"
lost "seal" where the English says "Seal my bid: 0" (play-test R), and the German "Abgeben: 0"
(hand in) too. Each names the sealed auction's own word ("nascosta" in "Asta nascosta",
"Verdeckt" in "Verdeckte Versteigerung", 暗標) and fits its button at a game's largest amount
without shrinking below the button's floor."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_hotseat_keyboard import play_card, table_for
from tests.ui_driver import FAST, Driver

from game import stacked_deck
from game.cards import SEALED
from game.state import SEALED_BIDDING

SEAL = {"en": "Seal my bid", "it": "di nascosto", "de": "Verdeckt bieten", "zh_TW": "暗標"}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", list(SEAL))
def test_the_seal_button_says_seal_and_fits(size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = table_for(ui, stacked_deck((2, SEALED)))
    play_card(ui, table, SEALED)
    assert table.shown.phase == SEALED_BIDDING
    button = next(w for w in table.widgets if getattr(w, "label", None)
                  and SEAL[language] in str(ui.ctx.text.shown(w.label)))
    table.amount.set("999")                     # the widest amount a game reaches
    words = str(ui.ctx.text.shown(button.label))
    assert SEAL[language] in words and "999" in words
    room = button.rect.w - ui.ctx.px(8)
    assert ui.ctx.text.size(words, ui.ctx.px(button.size * 0.8), "bold")[0] <= room, words
