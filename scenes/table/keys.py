"""The letters of the tables' keys, each part of its language's words: German's "Aussteigen"
answers to A, not to the English O of "Out"; "Karte ziehen" to K, not to the D of "Draw";
"Vorspulen" to V, not to the F of "fast-forward". A translation names each key's letter (a key
name, below: the translators' place, not the code); English keeps its own.

The table's own keys (`TABLE_KEY_NAMES`: hold to cover the screen, fast-forward, close a tip)
are live beside every decision. Ctrl+Z (take back) and Ctrl+Q (quit) are not words but the
desktop's own shortcuts, the same in every language (a German program undoes with Strg+Z too),
so their letters stay (`CTRL_LETTERS`).

The keys live on one screen at one time are a group (`GROUPS`: the buttons a decision shows
together). Within a group no two keys share a letter, and none takes one of the table's own
(`table_letters`): a translation's letter that would stands down for the English one, or else
for the first letter free; the table's own keys give way to nothing but each other and Z and Q.
Only letters A to Z are ever keys, so nothing typed into an amount (digits) presses a button;
a letter typed into the amount box is no amount, and presses the button it names.
"""
from __future__ import annotations

import string

import pygame

from game.i18n import Text, _, p_, translate

#: (the key's name as a language gives it, the English letter), per button.
KEY_NAMES = {
    # i18n: the key of the bidding's "Pass" button: one capital letter A–Z of your word for it
    # (not Q, Z nor the table's keys' letters; another key's letter falls back to P)
    "pass": (p_("key of Pass", "P"), "P"),
    # i18n: the key of the open auction's "Out of this lot" button (and of "Back in this lot"
    # and "Stop bidding for me"): one capital letter A–Z of your word for it
    "out": (p_("key of Out of this lot", "O"), "O"),
    # i18n: the key of the open auction's "Up to…" button: one capital letter A–Z of your word
    # for it
    "up_to": (p_("key of Up to", "U"), "U"),
    # i18n: the key of the fixed price's "Buy for …" button: one capital letter A–Z of your
    # word for it (not Pass's; not Q, Z nor the table's keys' letters)
    "buy": (p_("key of Buy", "B"), "B"),
    # i18n: the key of the double auction's "Add nothing" button: one capital letter A–Z of
    # your words for it (not Q, Z nor the table's keys' letters)
    "add_nothing": (p_("key of Add nothing", "N"), "N"),
    # i18n: the key of the dummy hand's "Reveal it" button: one capital letter A–Z of your
    # word for it (not Q, Z nor the table's keys' letters)
    "reveal": (p_("key of Reveal it", "R"), "R"),
    # i18n: the key of the dummy hand's "Keep it hidden" button: one capital letter A–Z of
    # your words for it (not Reveal it's; not Q, Z nor the table's keys' letters)
    "keep_hidden": (p_("key of Keep it hidden", "K"), "K"),
    # i18n: the key of the card game's "Draw a card" button: one capital letter A–Z of your
    # words for it (not Q, Z nor the table's keys' letters)
    "draw": (p_("key of Draw a card", "D"), "D"),
    # i18n: the key of the card game's "Decline the effect" button: one capital letter A–Z of
    # your words for it (not Draw a card's; not Q, Z nor the table's keys' letters)
    "decline": (p_("key of Decline the effect", "N"), "N"),
    # i18n: the key of the card game's "Done" button at scoring: one capital letter A–Z of
    # your word for it (not Q, Z nor the table's keys' letters)
    "done": (p_("key of Done", "N"), "N"),
}

#: The table's own keys, live beside every decision: (the key's name as a language gives it,
#: the English letter).
TABLE_KEY_NAMES = {
    # i18n: the key held down to cover the screen ("Hide my screen" while held): one capital
    # letter A–Z of your words for it (not Q or Z; not a decision button's letter)
    "hide": (p_("key of Hide my screen", "H"), "H"),
    # i18n: the key that turns fast-forward on and off (the log's "F fast-forward"): one capital
    # letter A–Z of your word for it (not Q or Z; not a decision button's letter)
    "fast": (p_("key of fast-forward", "F"), "F"),
    # i18n: the key of a first-time tip's "Got it" button: one capital letter A–Z of your words
    # for it (not Q or Z; not a decision button's letter)
    "tip": (p_("key of Got it", "T"), "T"),
}

#: The letters taken with Ctrl in every language: Z takes back, Q quits (a button's key answers
#: with Ctrl held too, so no button takes them).
CTRL_LETTERS = frozenset("ZQ")

#: The group name of the table's own keys (`KeyLetter`'s, beside the decisions' `GROUPS`).
TABLE = "table"

#: The buttons with keys shown together, per decision: a group's keys are live at one time.
GROUPS = {
    "open": ("pass", "out", "up_to"),           # the open auction's bid
    "once_around": ("pass",),
    "fixed_offer": ("buy", "pass"),
    "double": ("add_nothing",),                 # (the second card is chosen in the hand)
    "dummy": ("reveal", "keep_hidden"),
    "back_in": ("out",),                        # "Back in this lot" / "Stop bidding for me"
    "handover": ("pass", "out"),                # an open lap's hand-over (lap_choices.py)
    "card_draw": ("draw", "decline"),
    "card_effect": ("decline",),                # beside an award's artists, or alone
    "card_adding": ("done",),                   # beside the cards that may be added
    "card_done": ("done",),
}


def _letter(word: str) -> str | None:
    """A translation's key as a capital A–Z, or None when it is not one."""
    letter = word.strip().upper()
    return letter if len(letter) == 1 and letter in string.ascii_uppercase else None


def _chosen(shown, names, key_names, taken: set) -> dict[str, tuple[int, str]]:
    """Each of `names` as (pygame key, letter) in the language `shown`: its translation's
    letter, else the English one, else the first letter free; none of `taken`, no two the
    same."""
    taken = set(taken)
    keys = {}
    for name in names:
        word, english = key_names[name]
        choices = (_letter(str(shown(word))), english, *string.ascii_uppercase)
        letter = next(c for c in choices if c is not None and c not in taken)
        taken.add(letter)
        keys[name] = (getattr(pygame, f"K_{letter.lower()}"), letter)   # A-Z, no init needed
    return keys


def table_keys(shown) -> dict[str, tuple[int, str]]:
    """The table's own keys ("hide", "fast", "tip") as (pygame key, letter) in the language
    `shown` (a Text's words as drawn) translates to."""
    return _chosen(shown, TABLE_KEY_NAMES, TABLE_KEY_NAMES, CTRL_LETTERS)


def table_letters(shown) -> frozenset[str]:
    """The letters live beside every decision in the language `shown`: the table's own keys
    and Ctrl's Z and Q."""
    return frozenset(letter for _k, letter in table_keys(shown).values()) | CTRL_LETTERS


def group_keys(shown, group: str) -> dict[str, tuple[int, str]]:
    """Each key of `group`'s buttons as (pygame key, letter) in the language `shown` (a Text's
    words as drawn) translates to, no two the same and none the table's own (`TABLE`: the
    table's own keys)."""
    if group == TABLE:
        return table_keys(shown)
    return _chosen(shown, GROUPS[group], KEY_NAMES, table_letters(shown))


def bidding_keys(shown) -> dict[str, tuple[int, str]]:
    """The open auction's keys (Pass, Out of this lot, Up to) in the language `shown`."""
    return group_keys(shown, "open")


def keyed(label, letter: str):
    """A button's words with its key on its face, as the card table's "Decline the effect
    (N)": a player looks at the button, not only at its help."""
    # i18n: a button's words and its key on the keyboard, as in "Pass (P)" or "Decline the
    # effect (N)"
    return _("{action} ({key})").format(action=label, key=letter)


class KeyLetter(Text):
    """A key as a shown text (the Rules' list of keys, a help that names the key): its letter
    in the language the words are shown in, as the table answers to it. `group` is a
    decision's (`GROUPS`), or `TABLE` for the table's own keys."""

    name: str
    group: str

    def __new__(cls, name: str, group: str = TABLE) -> "KeyLetter":
        english = group_keys(str, group)[name][1]
        self = str.__new__(cls, english)
        self.msgid, self.plural, self.context, self.params = english, None, None, {}
        self.name, self.group = name, group
        return self

    def __getnewargs__(self):
        return (self.name, self.group)

    def translate(self, catalog) -> str:
        return group_keys(lambda word: translate(word, catalog), self.group)[self.name][1]
