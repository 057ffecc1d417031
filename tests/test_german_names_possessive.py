"""German glues no genitive "s" to a player's name: "Gleich ist Beatrixs Hand zu sehen" and
"in Clemenss Zug" were what the hand-over after an everyone-plays and the round's end said for
three of the five default names (Beatrix, Clemens, Doris; German writes "Beatrix' Hand", which
a placeholder cannot know). The words now say "die Hand von Beatrix", "im Zug von Clemens"."""
from __future__ import annotations

import re

from babel.messages.pofile import read_po

from game.i18n import _
from scenes.session.language import catalog_path, words_for


def test_no_german_message_adds_an_s_to_a_name():
    with open(catalog_path("de"), "rb") as f:
        catalog = read_po(f, locale="de")
    glued = [m.string for m in catalog if m.id and isinstance(m.string, str)
             and re.search(r"\{(name|owner|player|seat)\}s\b", m.string)]
    assert glued == [], glued


def test_the_hand_over_back_to_beatrix_reads_as_german():
    words = words_for("de")
    said = words.text(_("{name}'s hand will show: everyone else, please look away.").format(
        name="Beatrix"))
    assert said == "Gleich ist die Hand von Beatrix zu sehen: alle anderen bitte wegschauen."
