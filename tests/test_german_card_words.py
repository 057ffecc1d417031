"""The German a play-tester read twice over. Adding a card was "hinzufügen" on the hand-over box
and the table but "dazulegen" in the Rules screen and the log, in both games (the card game's
adding at scoring, the auction game's second card of a double; "{name} fügt {card} hinzu."
served both): German now says "dazulegen" everywhere. The footnote of the board's "†" read
"† erhält ein Plättchen, obwohl keine Karte liegt", its help "Lite Metal: in dieser Runde
keine Karte im Spiel und doch, endete die Runde jetzt, unter den drei führenden Künstlern":
both now read as a German player writes. And option A1's "Always three" claimed the rulebook
prints it ("as printed", "wie gedruckt"); the rulebook is silent, always three is its text
taken literally, and every language now says so. The card game's award token was "Preis", which
reads as a price (the auction game's word): it is "Auszeichnung" now, and "Preis" a price only."""
from __future__ import annotations

import re

import pytest

from tests.catalog_helpers import messages
from tests.card_helpers import DENISE
from tests.test_card_board_no_card_mark import _drawn, _table

from game.card.config import TOKENS_WORDS
from game.i18n import _, p_
from scenes.session.language import words_for

#: An English message about adding a card (at the card game's scoring, or to a double).
ADDING = re.compile(r"\b[Aa]dd(s|ed|ing)?\b")
#: An English message about the card game's award (its token, the effect, the board's row).
AWARD = re.compile(r"\b[Aa]wards?\b")
#: English messages about an auction's price.
PRICE = re.compile(r"\b[Pp]rices?\b")
#: English messages with "add" that add no card: a token's value, a sum, an amount typed.
NOT_A_CARD = re.compile(r"adds \{token\}|adds 2|adds \{award\}|added up|Add \{step\}")


def test_german_says_dazulegen_for_every_card_added():
    """No German string says "hinzufügen" any more, and each one about adding a card says
    "dazulegen" (or, for the take-back of adding nothing, "Verzicht")."""
    german = list(messages("de"))
    assert not [(i, s) for i, s in german if re.search(r"hinzu|füg", s)]
    adding = [(i, s) for i, s in german if ADDING.search(i) and not NOT_A_CARD.search(i)]
    assert len(adding) > 40
    assert not [(i, s) for i, s in adding if not re.search(r"[Dd]azu|Verzicht", s)]


def test_german_calls_the_award_auszeichnung_and_only_a_price_preis():
    """Every German string about the award says "Auszeichnung" (the board's row "Auszeichnungen")
    and never "Preis" (a price, as "Preis festlegen" in the auction game); every one about a
    price still says "Preis"."""
    german = [(re.sub(r"\{\w+\}", "", i), s) for i, s in messages("de")]
    award = [(i, s) for i, s in german if AWARD.search(i)]
    assert len(award) > 20
    assert not [(i, s) for i, s in award if re.search("preis", s, re.I)]
    assert not [(i, s) for i, s in award if "Auszeichn" not in s]
    price = [(i, s) for i, s in german if PRICE.search(i) and not AWARD.search(i)]
    assert len(price) > 30
    assert not [(i, s) for i, s in price if not re.search("preis|Erlös|kost", s, re.I)]
    de = words_for("de")
    assert de.text(_("Award")) == "Auszeichnung"
    assert de.text(_("Awards")) == "Auszeichnungen"  # a row label of the board, whole (0f7c225)
    assert de.text(_("{name} places an award on {artist}.")) == (
        "{name} legt eine Auszeichnung auf {artist}.")
    assert de.text(_("Set the price")) == "Preis festlegen"


def test_the_log_line_both_games_share_reads_right_in_each():
    """ "{name} adds {card}." is the card game's adding at scoring and the auction game's second
    card of a double: one German verb, which reads in both."""
    de = words_for("de")
    assert de.text(_("{name} adds {card}.")) == "{name} legt {card} dazu."
    assert de.text(_("{name} adds {card} at scoring.")) == ("{name} legt {card} bei der Wertung "
                                                          "dazu.")
    assert de.text(_("Add nothing")) == "Nichts dazulegen"
    assert de.text(p_("button", "Done")) == "Fertig"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_german_mark_footnote_and_help_read_as_german(size):
    """In German, the no-card mark's footnote is drawn whole inside the board, and the marked
    figure's help makes the artist the subject of a plain German sentence."""
    ui, table = _table(size, need_a_card=False)
    ui.ctx.text.set_words(words_for("de"))
    ui.ctx.surfaces.clear()
    drawn = _drawn(ui)
    footnote = "erhält ohne Karte im Spiel ein Plättchen („Immer drei“)"
    assert footnote in drawn
    assert drawn[footnote] == ui.ctx.px(13)                   # its full size, not squeezed
    tips = [(r, ui.ctx.text.shown(t)) for r, t in table.regions]
    board = table.layout.board
    mark = [(r, t) for r, t in tips if t.startswith("Lite Metal hat keine Karte im Spiel "
                                                     "(soweit du die Karten kennst), bekäme "
                                                     "aber ein Wertplättchen")]
    assert len(mark) == 1 and board.contains(mark[0][0])
    assert "Seine Zahl ist grau, neben einer durchgestrichenen Karte." in next(t for _r, t in tips if "(„Immer drei“)" in t
                                              and t.startswith("Schätzung"))
    assert table.shown.counts[DENISE] == 0


def test_the_german_mark_at_scoring_and_in_the_hand_read_as_german():
    """The footnote and the figure's help at a round's scoring, and a hand card's estimate of
    an artist with no card in play: plain German, the artist or the card the subject."""
    de = words_for("de")
    assert de.text(_("no card in play, yet took a token (“{option}”)")) == (
        "bekam ohne Karte im Spiel ein Plättchen („{option}“)")
    help_at_scoring = de.text(_(
        "{artist}: no card in play this round, yet it took a value token: at this table three "
        "artists always take one (“{option}”), even when fewer than three have a card in play, "
        "and a tie goes to the artist further left on the board. No card of it scores this "
        "round; its token stays on the board for later rounds."))
    assert help_at_scoring.startswith("{artist} hat in dieser Runde keine Karte im Spiel und "
                                      "bekam trotzdem ein Wertplättchen: ")
    assert "Keine Karte von ihm liegt, die das wertet" not in help_at_scoring
    estimate = de.text(_(
        "If the round ended now: {now} (no card in play, yet a value token: “{option}”)."))
    assert estimate == ("Endete die Runde jetzt, wäre sie {now} wert (ohne Karte im Spiel ein "
                        "Plättchen: „{option}“).")


def test_always_three_no_longer_claims_the_rulebook_prints_it():
    """Option A1's "Always three" said "as printed" ("wie gedruckt"), but the rulebook is silent
    on an artist with no card in play: it is the rules' text taken literally, in every
    language."""
    english = str(TOKENS_WORDS[False][1])
    assert "printed" not in english and "literally" in english
    for code, claim, reading in (("de", "gedruckt", "wörtlich"), ("it", "stampat", "lettera"),
                                 ("zh_TW", "實體版", "字面")):
        said = words_for(code).text(TOKENS_WORDS[False][1])
        assert said != english and claim not in said and reading in said, (code, said)


def test_the_german_scoring_words_read_plainly():
    """At scoring German said "beim Werten" beside "bei der Wertung", "aufgedeckte verdeckte
    Karten", "gereiht" (for "ordered") and "Sie zu spielen beendet die Runde": the game's own
    word, and plain German, now."""
    german = [s for _i, s in messages("de")]
    for stiff in ("beim Werten", "Beim Werten", "aufgedeckte verdeckte", "gereiht",
                  "Sie zu spielen beendet"):
        assert not [s for s in german if stiff in s], stiff
    de = words_for("de")
    assert de.text(_("+N: face-down cards turned up at scoring")) == (
        "+N: bei der Wertung aufgedeckte Karten")
    assert de.text(_("Playing it ends the round at once: {artist} reaches {count} face-up "
                     "cards.")) == ("Spielst du sie, endet die Runde sofort: {artist} erreicht "
                                    "{count} offene Karten.")
    # the face-down tip said "am Rundenende gewertet, zählt aber nicht für das Rundenende"
    tip = de.text(_("Second card face down: a face-down card scores at the round's end but does "
                    "not count toward ending it, and only you know its artist."))
    assert tip.count("Rundenende") == 1 and "nicht näher an ihr Ende" in tip, tip
