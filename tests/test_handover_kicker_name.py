"""The hand-over's kicker writes a name in capitals only where the language writes the kicker
in capitals: "BACK TO BEA" in English and German, but the Chinese kicker, with no capitals of
its own, showed "畫面回到CHIARA ROSSI" under the title "Chiara Rossi" (play-tester P)."""
from __future__ import annotations

import pytest

from game.i18n import _
from scenes.handover import kicker
from scenes.session.language import words_for


@pytest.mark.parametrize("code, name, shown", [
    ("en", "Chiara Rossi", "BACK TO CHIARA ROSSI"),
    ("de", "Bea", "ZURÜCK AN BEA"),
    ("zh_TW", "Chiara Rossi", "Chiara Rossi"),
])
def test_the_kicker_writes_the_name_as_its_language_writes_itself(code, name, shown):
    words = words_for(code)
    said = words.text(kicker(words, _("BACK TO {name}"), name))
    assert shown in said, said
    if code == "zh_TW":
        assert name.upper() not in said
