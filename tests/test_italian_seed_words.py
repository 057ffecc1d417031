"""The Italian setup named the seed "Seme" ("Seme: casuale"): in a card game an Italian player
reads "seme" as a card suit. Every Italian string that names the seed calls it the game's code,
"codice partita"; German "Startwert" and Chinese "種子" name no suit and stay."""
from __future__ import annotations

import re

from tests.catalog_helpers import messages


def test_no_italian_string_calls_the_seed_a_suit():
    seeds = {mid: text for mid, text in messages("it") if re.search(r"\bseed\b", mid, re.I)}
    assert len(seeds) >= 4, seeds
    for mid, text in seeds.items():
        assert not re.search(r"\bsem[ei]\b", text, re.I), (mid, text)
        assert "codice partita" in text.lower(), (mid, text)

