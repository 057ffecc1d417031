"""The Rules screen opened from a table starts with the variant and options that table plays,
in the setup screen's words; from the title it has no such section."""
from __future__ import annotations

import pygame

from tests.ui_driver import Driver

from game.card.config import TOKENS_WORDS, Config as CardConfig
from game.config import (DOUBLE_PROCEEDS_WORDS, DUMMY_REVEAL_WORDS, OPEN_MONEY_WORDS, Config,
                         SeatConfig)
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from scenes.rules_table import TABLE_TITLE
from scenes.session.games import new_match, open_table
from scenes.title import TitleScene


def rules_from_the_table(ui: Driver, config) -> RulesScene:
    """Start a game of `config` and open the rules from its pause menu."""
    ui.ctx.stack.push(TitleScene(ui.ctx))
    open_table(ui.ctx, new_match(ui.ctx, config, 7))
    ui.frame(n=3)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    ui.press("Rules")
    assert isinstance(ui.top, RulesScene)
    return ui.top


def test_the_rules_opened_at_a_table_start_with_its_variant_and_options():
    """Playing the dummy-hand variant with split doubles and open money, I opened the rules
    to check which options I had chosen: the screen showed every variant and option alike,
    and nothing said which ones this table plays."""
    ui = Driver()
    seats = (SeatConfig("Ada"), SeatConfig("Bea", "bot", "easy"), SeatConfig("Cem", "bot", "easy"))
    config = Config(seats, variant="three_with_dummy", double_proceeds="split",
                    dummy_reveal_by="auctioneer", open_money=True)
    rules = rules_from_the_table(ui, config)
    title, _icon, paragraphs = rules.sections[0]
    assert title == TABLE_TITLE and rules.toc[0].label == TABLE_TITLE
    said = " ".join(paragraphs)
    assert "3 players with the dummy hand" in said
    for words in (DOUBLE_PROCEEDS_WORDS["split"], DUMMY_REVEAL_WORDS["auctioneer"]):
        assert f"— {words[0]}: {words[1]}" in said
    assert OPEN_MONEY_WORDS[True][1] in said
    assert rules.current_section() == 0                 # the screen opens on it
    # The other game's tab, and the rules from the title, have no such section.
    rules.show("card")
    assert all(t != TABLE_TITLE for t, _i, _p in rules.sections)
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_ESCAPE)
    ui.ctx.stack.reset(TitleScene(ui.ctx))
    ui.frame()
    ui.press("Rules")
    assert all(t != TABLE_TITLE for t, _i, _p in ui.top.sections)


def test_the_card_games_rules_at_its_table_say_its_value_tokens_option():
    ui = Driver()
    config = CardConfig((SeatConfig("Ada"), SeatConfig("Bea", "bot", "easy")),
                        tokens_need_a_card=True)
    rules = rules_from_the_table(ui, config)
    title, _icon, paragraphs = rules.sections[0]
    name, what = TOKENS_WORDS[True]
    assert title == TABLE_TITLE and any(f"— {name}: {what}" in p for p in paragraphs)


def test_the_rules_at_a_two_player_table_name_no_option_that_cannot_apply():
    """The 2-player variant's double is always completed by its own player: its table's
    section names the variant and the money, not the double auctions' price."""
    ui = Driver()
    config = Config((SeatConfig("Ada"), SeatConfig("Bea", "bot", "easy")), variant="two_player",
                    double_proceeds="split")
    said = " ".join(rules_from_the_table(ui, config).sections[0][2])
    assert "Mark Mayer" in said and "Double auctions" not in said and "Money" in said


def test_the_card_games_rules_at_a_two_player_table_say_its_two_player_rules():
    """A 2-player card game's "At this table" names its two-player rules as the setup showed
    them (the round ends at 5 face-up cards, not 6); a 3-player table's does not."""
    from game.card.config import TWO_PLAYERS_LABEL, TWO_PLAYERS_WORDS
    two = CardConfig((SeatConfig("Ada"), SeatConfig("Bea", "bot", "easy")))
    said = " ".join(rules_from_the_table(Driver(), two).sections[0][2])
    assert f"{TWO_PLAYERS_LABEL} — {TWO_PLAYERS_WORDS[0]}: {TWO_PLAYERS_WORDS[1]}" in said
    three = CardConfig((SeatConfig("Ada"), SeatConfig("Bea", "bot", "easy"),
                        SeatConfig("Cem", "bot", "easy")))
    said = " ".join(rules_from_the_table(Driver(), three).sections[0][2])
    assert str(TWO_PLAYERS_LABEL) not in said
