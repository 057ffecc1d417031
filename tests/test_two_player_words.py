"""The 2-player variant's words say what the table does (RULES.md §8): after each auction one
dummy deck turns up its top card, the two decks taking turns. They said "two dummy decks turn
up a card after every auction", and the Rules' "At this table" named the variant twice
("2-player variant (Mark Mayer): Mark Mayer's variant: …")."""
from __future__ import annotations

from tests.test_first_evening import hover
from tests.test_rules_table import rules_from_the_table
from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.config import TWO_PLAYER, VARIANT_HELP, VARIANT_NAMES
from scenes.rules_table import TABLE_TITLE
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.hover import pointer_tip


def _says_one_deck_in_turn(words: str) -> None:
    assert "one deck" in words or "one of them" in words, words
    assert "taking turns" in words, words
    assert "two dummy decks turn up" not in words, words


def test_the_variants_help_says_one_deck_turns_up_a_card_the_decks_taking_turns():
    _says_one_deck_in_turn(str(VARIANT_HELP[TWO_PLAYER]))


def test_the_rules_at_a_two_player_table_name_the_variant_once_and_say_how_it_plays():
    ui = Driver()
    config = Config((SeatConfig("Ada"), SeatConfig("Bea", "bot", "easy")), variant=TWO_PLAYER)
    rules = rules_from_the_table(ui, config)
    title, _icon, paragraphs = rules.sections[0]
    assert title == TABLE_TITLE
    line = next(p for p in paragraphs if str(VARIANT_NAMES[TWO_PLAYER]) in p)
    assert line.count("Mark Mayer") == 1, line
    _says_one_deck_in_turn(line)


def test_the_dummy_decks_tooltip_says_one_deck_turns_up_a_card_after_each_auction():
    ui = Driver()
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random")),
                    variant=TWO_PLAYER)
    table = TableScene(ui.ctx, Match(config, 3, thinking_seconds=0.35))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    hover(ui, table.layout.dummy.center)
    tip, _over = pointer_tip(table)
    assert tip, "no tooltip over the dummy decks"
    _says_one_deck_in_turn(str(tip))
