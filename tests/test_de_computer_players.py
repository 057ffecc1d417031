"""German says "Computerspieler" for the computer players, as its glossary does: the settings
read "Tempo der Computer" over a help line of "Computerspieler", and the keys' help, the
privacy line and the take-back help said "Computer" for the players too. The bare word stays
only where the English has it: the seat kind ("Computer"), "against the computer"."""
from __future__ import annotations

import re

from babel.messages.pofile import read_po

from game.i18n import _
from scenes.session.language import catalog_path, words_for


def _de_messages():
    with open(catalog_path("de"), "rb") as f:
        catalog = read_po(f)
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        yield " ".join(ids), " ".join(strings)


def test_the_computer_pace_setting_names_the_computer_players():
    assert words_for("de").text(_("Computer pace")) == "Tempo der Computerspieler"


def test_one_german_word_for_the_computer_players():
    for english, german in _de_messages():
        bare = re.findall(r"\bComputer\b(?!spieler|stufe)", german)
        if not bare:
            continue
        # The seat kind as a word of its own, or the opponent as a whole ("the computer").
        assert re.fullmatch(r"Computers?", english) or "the computer" in english, \
            (english, german)
