"""The card game's Rules say why a hand-over comes after a moment everyone watched. A
play-tester at a hot-seat card table met "screen back to Wen Li" after a round's scoring and
after an "everyone plays" reveal, though Wen Li had been at the screen: one click too many, he
felt, and the card Rules never said why (the auction Rules do). The hand-over stays (it keeps
that player's hand from the others who watched); its reason now stands in the card Rules'
"Playing on screen", in every language. The Traditional Chinese deal table said "0" cards where
the English says "none"."""
from __future__ import annotations

import dataclasses
import re

import pytest

from tests.ui_driver import FAST, Driver

from scenes.card_rules_text import card_sections
from scenes.rules import RulesScene
from scenes.rules_text import SCREEN_TITLE

#: Words of the new paragraph in each language: the hand-over after a public moment, and why
#: it comes back to the same player.
#: (The section gained headings and shorter paragraphs: the moment opens a paragraph now, under
#: "Several people at one screen".)
HAND_OVER = {"en": ("A moment everyone watches", "goes back to the player who was at it"),
             "de": ("Ein Moment, den alle sehen", "zurückgeht, der zuvor daran war"),
             "it": ("Un momento che tutti guardano", "torna al giocatore che c'era prima"),
             "zh_TW": ("眾人一起看的時刻", "即使螢幕回到剛才那位玩家手上")}


def paragraphs(ui: Driver, title) -> list[str]:
    """The card Rules' section `title` as the Rules screen shows it in the player's language."""
    rules = RulesScene(ui.ctx, "card")
    ui.ctx.stack.push(rules)
    ui.frame()
    section = next(paras for t, _icon, paras in rules.sections if str(t) == str(title))
    return [ui.ctx.words.text(p) for p in section]


@pytest.mark.parametrize("language", sorted(HAND_OVER))
def test_playing_on_screen_explains_the_hand_over_after_a_public_moment(language):
    ui = Driver(settings=dataclasses.replace(FAST, language=None if language == "en"
                                             else language))
    shown = paragraphs(ui, SCREEN_TITLE)
    moment, again = HAND_OVER[language]
    said = [p for p in shown if moment in p]
    assert len(said) == 1 and again in said[0], shown


def test_the_english_names_the_card_games_public_moments():
    screen = next(paras for t, _icon, paras in card_sections("classic")
                  if str(t) == str(SCREEN_TITLE))
    assert any("hand-over" in str(p) for p in screen)
    words = next(str(p) for p in screen if "everyone watches" in str(p))
    assert "everyone plays" in words and "a round's scoring" in words
    assert "a sale" not in words                # the auction's moments are not the card game's


@pytest.mark.parametrize("language,none", [("en", "none"), ("de", "keine"), ("it", "nessuna"),
                                           ("zh_TW", "無")])
def test_the_deal_table_says_none_where_no_cards_are_dealt(language, none):
    """3 players are dealt 6, 6 and no cards before rounds 2, 3 and 4: every language says
    "none" there (the Chinese said "3人各發6、6和0張", 0 cards), never a 0 for a deal."""
    ui = Driver(settings=dataclasses.replace(FAST, language=None if language == "en"
                                             else language))
    later = paragraphs(ui, "Setting up")[1]
    # 3, 4 and 5 players: none before round 4, each at the end of its table's deal.
    assert len(re.findall(none + "(?=[;；.。])", later)) == 3, later
    assert not re.search(r"(?<!\d)0(?!\d)", later), later
