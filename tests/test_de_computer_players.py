"""German says "Computerspieler" for the computer players, as its glossary does: the settings
read "Tempo der Computer" over a help line of "Computerspieler", and the keys' help, the
privacy line and the take-back help said "Computer" for the players too. The bare word stays
only where the English has it: the seat kind ("Computer"), "against the computer"."""
from __future__ import annotations

import re

from game.i18n import _
from scenes.session.language import words_for
from tests.catalog_helpers import messages


def test_the_computer_pace_setting_names_the_computer_players():
    assert words_for("de").text(_("Computer pace")) == "Tempo der Computerspieler"


def test_one_german_word_for_the_computer_players():
    for english, german in messages("de"):
        bare = re.findall(r"\bComputer\b(?!spieler|stufe)", german)
        if not bare:
            continue
        # The seat kind as a word of its own, or the opponent as a whole ("the computer").
        assert re.fullmatch(r"Computers?", english) or "the computer" in english, \
            (english, german)
