"""The award's worth and the value tokens are the engines' numbers wherever the words say them:
the card's help, the award button, both games' Rules. They were written by hand ("worth 2",
"a 3 value token, the second a 2", "tokens of 30, 20 and 10"), a rule written twice."""
from __future__ import annotations

import pytest

from game.card.actions import PlaceAward
from game.card.cards import AWARD, Card


def _rules_text(sections) -> str:
    return " ".join(str(p) for _, _, paras in sections for p in paras)


def test_the_award_card_and_its_button_say_the_engines_worth(monkeypatch):
    from scenes import card_art
    from scenes.table import card_controls
    monkeypatch.setattr(card_art, "AWARD_VALUE", 7)
    monkeypatch.setattr(card_controls, "AWARD_VALUE", 7)
    card = Card(id=0, artist=0, effect=AWARD, serial=0)
    assert "(worth 7)" in str(card_art.card_tip(card, "classic"))
    label, help_, _key = card_controls._label(PlaceAward(seat=0, artist=1), "classic")
    assert "(worth 7)" in str(help_), help_


@pytest.mark.parametrize("game", ["card", "auction"])
def test_the_rules_name_the_engines_value_tokens(monkeypatch, game):
    if game == "card":
        from scenes import card_rules_text as rules
        monkeypatch.setattr(rules, "TOKENS", (9, 8, 7))
        monkeypatch.setattr(rules, "AWARD_VALUE", 5)
        said = _rules_text(rules.card_sections("classic"))
        assert "gets a 9 value token, the second a 8 and the third a 7" in said, said
        assert "Each award adds 5 points" in said
    else:
        from scenes import rules_text as rules
        monkeypatch.setattr(rules, "TOKENS", (90, 80, 70))
        said = _rules_text(rules.auction_sections("classic"))
        assert "tokens of 90, 80 and 70 in this round's row" in said, said


def test_the_award_tip_says_the_engines_worth_and_the_rules_term(monkeypatch):
    """The award's first-time tip wrote "adds 2" by hand and said the artist "leads" (German
    "führt": first place), where the rule is one of the round's leading artists."""
    from scenes.session.language import words_for
    from scenes.table import tips
    monkeypatch.setattr(tips, "AWARD_VALUE", 7)
    said = tips.tip_text("card:" + AWARD)
    assert "adds 7 to every card" in said and "is a leading artist" in said, said
    german = words_for("de").text(tips.TIPS["card:" + AWARD])
    assert "zu den führenden gehört" in german and "führt" not in german, german


def test_german_and_italian_words_a_player_found_wrong():
    """German says "führt" nowhere (a leading artist is one of three); Italian's button is an
    imperative beside "Offri" and "Passa", and the high bid reads with its punctuation."""
    from game.i18n import _
    from scenes.session.language import words_for
    from tests.catalog_helpers import messages
    assert not [s for _i, s in messages("de") if "führt" in s]
    it = words_for("it")
    assert it.text(_("Out of this lot")) == "Esci dal lotto"
    assert not [s for _i, s in messages("it") if "Esco dal lotto" in s]
    assert it.text(_("High bid {amount} by {name}")) == "Offerta più alta: {amount} ({name})"
