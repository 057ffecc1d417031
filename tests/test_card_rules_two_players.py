"""The card game's Rules screen tells a 2-player table its own rules. A play-tester (2 players,
Italian) found no 2-player section, where the auction game's Rules screen has one: the 2-player
differences stood only in brackets under "The end of a round". Now a "Two players" section
says them (CARD_GAME.md §9: a round ends at 5 face-up cards, not 6; the deal 13, 6, 6 and 3;
nothing else changes), its numbers, and those of the deal and the round's end, taken from the
engine's own threshold and deal table (game.card.cards), never written again."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver

import scenes.card_rules_text as card_rules_text
from game.card.cards import DEAL, threshold
from scenes.card_rules_text import TWO_PLAYERS, card_sections
from scenes.rules import RulesScene


def section(title: str, theme: str = "classic") -> tuple[str, ...]:
    return next(tuple(map(str, paras)) for t, _icon, paras in card_sections(theme)
                if str(t) == title)


def test_the_two_players_section_says_the_engines_threshold_and_deal():
    titles = [str(t) for t, _icon, _paras in card_sections("classic")]
    assert titles.count("Two players") == 1
    # After the game's end, before the options and readings (as the auction game's rules).
    assert titles.index("End of the game") < titles.index("Two players") \
        < titles.index("Options and our readings")
    limit, deal = section("Two players")[:2]
    assert f"{threshold(2)} cards face up in play, not {threshold(3)}" in limit
    later = DEAL[2][1:]
    assert f"dealt {DEAL[2][0]} cards" in deal
    assert f"{later[0]}, {later[1]} and {later[2]} more before rounds 2, 3 and 4" in deal
    assert "no dummy hand" in section("Two players")[2]


def test_the_rules_numbers_come_from_the_engines_threshold_and_deal_table(monkeypatch):
    """Had the engine other numbers, the Rules screen would say those: none is written twice."""
    monkeypatch.setattr(card_rules_text, "threshold", lambda players: 4 if players == 2 else 7)
    monkeypatch.setattr(card_rules_text, "DEAL", {2: (12, 5, 5, 2), 3: (12, 5, 0, 0),
                                                  4: (12, 3, 3, 0), 5: (12, 1, 1, 1)})
    limit, deal, _rest = section("Two players")
    assert "has 4 cards face up in play, not 7" in limit and "reaches 4" in limit
    assert "dealt 12 cards at the start, and 5, 5 and 2 more" in deal
    end = section("The end of a round")[0]
    assert "has 7 cards face up in play" in end and "(4 with two players)" in end
    dealt, later = section("Setting up")
    assert dealt.startswith("Everyone is dealt 12 cards.")
    assert ("2 players 5, 5 and 2; 3 players 5, none and none; 4 players 3, 3 and none; "
            "5 players 1, 1 and 1.") in later


def test_every_table_is_dealt_as_many_cards_at_the_start():
    """The rules say "Everyone is dealt 13 cards" whatever the table: true of the deal table."""
    assert len({deal[0] for deal in DEAL.values()}) == 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language,title,words", [
    ("it", "Due giocatori", f"{threshold(2)} carte scoperte"),
    ("de", "Zwei Spieler", f"{threshold(2)} offene Karten"),
    ("zh_TW", None, str(threshold(2))),
])
def test_the_rules_screen_lists_the_section_in_the_players_language(size, language, title,
                                                                     words):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    rules = RulesScene(ui.ctx, "card")
    ui.ctx.stack.push(rules)
    ui.frame()
    entry = next(b for b in rules.toc if str(b.label) == str(TWO_PLAYERS))
    shown = ui.ctx.words.text(entry.label)
    assert shown != "Two players" and (title is None or shown == title)
    ui.click(entry.rect.center)
    assert rules.toc[rules.current_section()] is entry
    index = rules.toc.index(entry)
    first = ui.ctx.words.text(rules.sections[index][2][0])
    assert words in first and "{" not in first
    # Every entry of the contents stands inside the panel, above Back.
    assert all(b.rect.bottom <= rules.back.rect.top for b in rules.toc)
