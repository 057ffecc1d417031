"""The Italian setup named the seed "Seme" ("Seme: casuale"): in a card game an Italian player
reads "seme" as a card suit. Every Italian string that names the seed calls it the game's code,
"codice partita"; German "Startwert" names no suit and stays.

The Traditional Chinese "種子" (seed) may read as a seeded player, a tournament's word; the
number that deals the same game again is now "牌局代碼" (the game's code, as in Italian) in
every Chinese string about it: the setup's label, its help and errors, and a damaged save's
message."""
from __future__ import annotations

import re

from tests.catalog_helpers import messages


def test_no_italian_string_calls_the_seed_a_suit():
    seeds = {mid: text for mid, text in messages("it") if re.search(r"\bseed\b", mid, re.I)}
    assert len(seeds) >= 4, seeds
    for mid, text in seeds.items():
        assert not re.search(r"\bsem[ei]\b", text, re.I), (mid, text)
        assert "codice partita" in text.lower(), (mid, text)



def test_every_chinese_string_about_the_seed_calls_it_the_games_code():
    seeds = {mid: text for mid, text in messages("zh_TW")
             if re.search(r"\bseed\b|same shuffle", mid, re.I)}
    assert len(seeds) >= 5, seeds
    for mid, text in seeds.items():
        assert "牌局代碼" in text, (mid, text)
    assert not [text for _mid, text in messages("zh_TW") if "種子" in text]
