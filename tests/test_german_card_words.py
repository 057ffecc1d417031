"""The German a play-tester read twice over. Adding a card was "hinzufügen" on the hand-over box
and the table but "dazulegen" in the Rules screen and the log, in both games (the card game's
adding at scoring, the auction game's second card of a double; "{name} fügt {card} hinzu."
served both): German now says "dazulegen" everywhere."""
from __future__ import annotations

import re

from tests.catalog_helpers import messages

from game.i18n import _
from scenes.session.language import words_for

#: An English message about adding a card (at the card game's scoring, or to a double).
ADDING = re.compile(r"\b[Aa]dd(s|ed|ing)?\b")
#: English messages with "add" that add no card: a token's value, a sum, an amount typed.
NOT_A_CARD = re.compile(r"adds \{token\}|adds 2|added up|Add \{step\}")


def test_german_says_dazulegen_for_every_card_added():
    """No German string says "hinzufügen" any more, and each one about adding a card says
    "dazulegen" (or, for the take-back of adding nothing, "Verzicht")."""
    german = list(messages("de"))
    assert not [(i, s) for i, s in german if re.search(r"hinzu|füg", s)]
    adding = [(i, s) for i, s in german if ADDING.search(i) and not NOT_A_CARD.search(i)]
    assert len(adding) > 40
    assert not [(i, s) for i, s in adding if not re.search(r"[Dd]azu|Verzicht", s)]


def test_the_log_line_both_games_share_reads_right_in_each():
    """ "{name} adds {card}." is the card game's adding at scoring and the auction game's second
    card of a double: one German verb, which reads in both."""
    de = words_for("de")
    assert de.text(_("{name} adds {card}.")) == "{name} legt {card} dazu."
    assert de.text(_("{name} adds {card} at scoring.")) == ("{name} legt {card} bei der Wertung "
                                                          "dazu.")
    assert de.text(_("Add nothing")) == "Nichts dazulegen"
    assert de.text(_("Add no more (N)")) == "Keine mehr dazulegen (N)"
