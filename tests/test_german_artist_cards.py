"""German names a card of an artist "Karte von Lite Metal", never by gluing "-Karte" to the
artist's name: at the card game's scoring a German player who tried to add a second Lite Metal
read "Du hast schon eine Lite Metal-Karte dazugelegt." (seen in a real window), a compound a
placeholder cannot hyphenate right ("Lite-Metal-Karte"), with every two-word artist of every
theme ("Karl Gitter", "Christin P", "van Doesburg"). The same screen's prompt already said
"eine Karte von Lite Metal oder Yoko"."""
from __future__ import annotations

import re

from babel.messages.pofile import read_po

from game.i18n import _
from scenes.session.language import catalog_path, words_for


def test_no_german_message_glues_a_word_to_a_placeholder_with_a_hyphen():
    with open(catalog_path("de"), "rb") as f:
        catalog = read_po(f, locale="de")
    strings = [s for m in catalog if m.id
               for s in (m.string if isinstance(m.string, tuple) else (m.string,)) if s]
    glued = [s for s in strings if re.search(r"\}-[A-Za-zÄÖÜäöüß]", s)]
    assert glued == [], glued


def test_the_refusal_of_a_second_lite_metal_reads_as_german():
    words = words_for("de")
    said = words.text(_("You have already added a {artist} card.").format(artist="Lite Metal"))
    assert said == "Du hast schon eine Karte von Lite Metal dazugelegt."
