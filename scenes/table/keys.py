"""The letters of the auction's bidding keys, each part of its language's words: German's
"Aussteigen" answers to A, not to the English O of "Out". A translation names its letter (a
key name, below); where that is not a single letter from A to Z, or the table or an earlier
bidding key already has it, the English letter stands in, so that no two of the bidding keys,
nor the table's own, ever share one."""
from __future__ import annotations

import pygame

from game.i18n import p_

#: (the key's name as a language gives it, the English letter), in the order they are bound.
KEY_NAMES = {
    # i18n: the key of the bidding's "Pass" button: one capital letter A–Z of your word for it
    # (another key's letter, or H, F, T or Z, falls back to P)
    "pass": (p_("key of Pass", "P"), "P"),
    # i18n: the key of the open auction's "Out of this lot" button (and of "Back in this lot"
    # and "Stop bidding for me"): one capital letter A–Z of your word for it
    "out": (p_("key of Out of this lot", "O"), "O"),
    # i18n: the key of the open auction's "Up to…" button: one capital letter A–Z of your word
    # for it
    "up_to": (p_("key of Up to", "U"), "U"),
}
#: The letters the table keeps for itself: H holds the screen down, F fast-forwards, T closes
#: a tip ("Got it"), Z with Ctrl takes back.
TABLE_LETTERS = frozenset("HFTZ")


def bidding_keys(shown) -> dict[str, tuple[int, str]]:
    """Each bidding key's (pygame key, letter) in the language `shown` (a Text's words as
    drawn) translates to."""
    taken = set(TABLE_LETTERS)
    keys = {}
    for name, (word, english) in KEY_NAMES.items():
        letter = shown(word).strip().upper()
        if len(letter) != 1 or not "A" <= letter <= "Z" or letter in taken:
            letter = english
        taken.add(letter)
        keys[name] = (getattr(pygame, f"K_{letter.lower()}"), letter)   # A-Z, no init needed
    return keys
