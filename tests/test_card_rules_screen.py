"""The Rules screen of the card game: opened on the game being played or by its tab, its
sections (the five effects with their icons) and the rulebook's worked examples."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from game.card.cards import EFFECTS, NO_EFFECT
from scenes.card_rules_text import card_sections
from scenes.effect_icons import effect_icon, own_icon
from scenes.rules import RulesScene
from scenes.setup import SetupScene
from scenes.smoke import FinishedGame, card_playout
from scenes.title import TitleScene


def open_rules_from_title(ui: Driver) -> RulesScene:
    ui.ctx.stack.push(TitleScene(ui.ctx))
    ui.frame()
    ui.press("Rules")
    assert isinstance(ui.top, RulesScene)
    return ui.top


def test_rules_open_on_the_card_game_when_it_was_set_up_last_and_tabs_switch():
    ui = Driver(settings=dataclasses.replace(FAST, last_game="card"))
    rules = open_rules_from_title(ui)
    assert rules.game == "card"
    assert [b.label for b in rules.toc][3:8] == ["Draw a card", "Second card face up",
                                                 "Second card face down", "Everyone plays",
                                                 "Award"]
    ui.click(rules.tabs["auction"].rect.center)
    assert rules.game == "auction" and rules.toc[0].label == "The idea"
    assert "Open auction" in [b.label for b in rules.toc]
    ui.click(rules.tabs["card"].rect.center)
    assert rules.game == "card" and rules.scroll == 0
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_the_setup_opens_on_the_game_whose_rules_were_chosen_by_their_tab():
    """A newcomer read the card game's rules from the title (its tab) and pressed New game:
    the setup offered the auction game, set up last. It opens on the game read, until a game
    is set up; only opening the Rules screen (no tab chosen) changes nothing."""
    ui = Driver()                               # the auction game was set up last (default)
    rules = open_rules_from_title(ui)
    assert rules.game == "auction"
    ui.key(pygame.K_ESCAPE)
    ui.press("New game")
    assert isinstance(ui.top, SetupScene) and ui.top.game.value == "auction"
    ui.key(pygame.K_ESCAPE)
    rules = open_rules_from_title(ui)
    ui.click(rules.tabs["card"].rect.center)
    ui.key(pygame.K_ESCAPE)
    ui.press("New game")
    setup = ui.top
    assert isinstance(setup, SetupScene) and setup.game.value == "card"
    setup.game.value = "auction"                # set up the other game after all
    setup.game_changed()
    setup.remember(setup.config)
    assert ui.ctx.game_read is None and ui.ctx.settings.last_game == "auction"


def test_rules_open_on_the_game_at_the_table():
    ui = Driver()                               # the auction game was set up last (default)
    ui.ctx.match = FinishedGame(card_playout(3, seed=2, rounds=1))
    ui.ctx.stack.push(TitleScene(ui.ctx))
    rules = ui.ctx.stack.open("rules")
    ui.frame()
    assert rules.game == "card"


def test_every_card_rules_page_can_be_reached_and_scrolls_to_the_end():
    ui = Driver(settings=dataclasses.replace(FAST, last_game="card"))
    rules = open_rules_from_title(ui)
    ui.frame()
    for i, button in enumerate(rules.toc):
        ui.click(button.rect.center)
        assert rules.scroll == min(rules.anchors[i], rules.max_scroll)
        assert rules.current_section() == i     # lit in the contents, the last ones too
    ui.key(pygame.K_HOME)
    assert rules.scroll == 0 and rules.current_section() == 0
    ui.key(pygame.K_END)
    assert rules.scroll == rules.max_scroll > 0


def test_the_worked_examples_are_the_rulebooks():
    text = " ".join(p for _, _, paras in card_sections("classic") for p in paras)
    examples = [p for _, _, paras in card_sections("classic") for p in paras
                if p.startswith("Example:")]
    assert len(examples) == 3
    assert "= 13 points" in text and "= 20" in text and "= 12." in text
    assert "sixth Karl Gitter" in text          # the turn example ends on the sixth card
    # Artists take the theme's names, never the rulebook's illustrators'.
    assert "Nicolás" not in text and "Wagner Kuroiwa" not in text


def test_each_effect_has_a_section_with_a_drawn_icon():
    ui = Driver()
    icons = [icon for _, icon, _ in card_sections("classic") if icon]
    assert sorted(icons) == sorted(e for e in EFFECTS if e != NO_EFFECT)
    size = ui.ctx.px(40)
    pictures = []
    for effect in icons:
        for picture in (effect_icon(effect, size), own_icon(effect, size)):
            assert picture.get_size() == (size, size)
        pictures.append(pygame.image.tobytes(own_icon(effect, size), "RGBA"))
    assert len(set(pictures)) == len(pictures)          # five different pictures


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_rules_heading_stays_clear_of_the_games_tabs(size, language):
    """In Italian the card game's heading ran under the "Modern Art" tab at 1280×720."""
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    rules = open_rules_from_title(ui)
    for game in rules.tabs:
        rules.show(game)
        heading, design = rules.heading()
        rules.draw(ui.ctx.screen)
        assert rules.title == (heading, design)          # what the screen draws
        width = ui.ctx.text.size(heading, ui.ctx.px(design), "black")[0]
        tabs = min(tab.rect.x for tab in rules.tabs.values())
        assert rules.body.x + width < tabs, (game, heading, design)
        assert design >= 18
        # The long one shrinks; at the full 30 it reached the tab.
        if language == "it" and game == "card":
            assert design < 30
            full = ui.ctx.text.size(heading, ui.ctx.px(30), "black")[0]
            assert rules.body.x + full + ui.ctx.px(16) > tabs


def test_the_card_games_rules_speak_of_cards_and_artists_never_of_lots():
    """"Playing on screen" said the table estimates "what a lot … is worth": the card game has
    no lots (nor auctions, bids or money); its value hints are told in its own words."""
    import re
    text = " ".join(str(p) for _title, _icon, paras in card_sections("classic") for p in paras)
    for word in ("lot", "lots", "bid", "bids"):
        assert not re.search(rf"\b{word}\b", text, re.IGNORECASE), word
    title, _icon, paras = card_sections("classic")[-1]
    screen = " ".join(map(str, paras))
    for word in ("auction", "auctions", "money", "pay"):     # (the rules' idea says it has none)
        assert not re.search(rf"\b{word}\b", screen, re.IGNORECASE), word
    hints = next(str(p) for p in paras if "value hints" in str(p))
    assert "a card of its artist" in hints


def test_the_readings_where_the_rulebook_is_silent_are_each_a_sentence_of_their_own():
    """The readings ran on in one sentence after a colon, split by semicolons: each is now a
    sentence of its own, under a sentence that says what follows."""
    paras = next(paras for title, _icon, paras in card_sections("classic")
                 if str(title) == "Options and our readings")
    readings = next(str(p) for p in paras if "rulebook is silent" in str(p))
    assert ";" not in readings and ":" not in readings
    sentences = [s for s in readings.split(". ") if s]
    assert len(sentences) == 4
    for needle in ("whose turn it was", "one at a time", "past the limit"):
        assert sum(needle in s for s in sentences) == 1, needle


def test_the_games_tabs_are_reached_by_left_and_right_and_opened_by_enter_or_space():
    """A keyboard player pressed Left/Right for the games' tabs and nothing happened (only Tab,
    through every section of the contents first, reached them). Left/Right ring the tab of the
    game shown, then the next; Enter or Space opens the one ringed, and Up/Down and Space
    still scroll the text when no tab is ringed."""
    ui = Driver()
    rules = open_rules_from_title(ui)
    assert rules.game == "auction"
    ui.key(pygame.K_RIGHT)
    assert rules.focus.shown and rules.focus.current is rules.tabs["auction"]
    ui.key(pygame.K_RIGHT)
    assert rules.focus.current is rules.tabs["card"] and rules.game == "auction"
    ui.key(pygame.K_RETURN)
    assert rules.game == "card" and rules.scroll == 0
    ui.key(pygame.K_LEFT)
    assert rules.focus.current is rules.tabs["auction"]
    ui.key(pygame.K_SPACE)
    assert rules.game == "auction" and rules.scroll == 0
    ui.key(pygame.K_DOWN)                       # the arrows still scroll the text
    assert rules.scroll > 0
    ui.click(rules.body.center)                 # a click hides the ring: Space pages again
    before = rules.scroll
    ui.key(pygame.K_SPACE)
    assert rules.scroll > before and rules.game == "auction"
    ui.key(pygame.K_LEFT)                       # from the text, onto the tab shown
    assert rules.focus.shown and rules.focus.current is rules.tabs["auction"]
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_new_game_after_a_card_game_opens_on_it_though_the_auction_rules_were_read_after():
    """A play-tester finished a card game, compared both games' rules from the title (the
    auction game's tab last) and pressed New game: the auction game's setup opened. Once a
    game was put on the table this run, New game opens on it; a tab chosen after is a reader
    comparing the rules."""
    ui = Driver()                               # the auction game was set up last (default)
    ui.ctx.stack.push(TitleScene(ui.ctx))
    ui.frame()
    ui.press("New game")
    setup = ui.top
    setup.game.value = "card"                   # the card game chosen, then started
    setup.game_changed()
    ui.frame()
    ui.press("Start the game")
    assert ui.top.name == "card_table", ui.top.name
    ui.ctx.stack.reset(TitleScene(ui.ctx))      # back at the title (the game over)
    ui.frame()
    rules = open_rules_from_title(ui)
    ui.click(rules.tabs["card"].rect.center)
    ui.click(rules.tabs["auction"].rect.center)
    ui.key(pygame.K_ESCAPE)
    ui.press("New game")
    assert isinstance(ui.top, SetupScene) and ui.top.game.value == "card"
