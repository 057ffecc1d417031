"""The confirm-moves setting covers a card leaving the hand as it covers a bid. A play-tester
auctioned a card they had clicked only to look at: with "Confirm my moves" on, the first click
(or Enter on the card the arrows rest on) lifts the card and the stand asks "Auction …?" with a
confirm button (Enter) and a cancel (Esc, or a click elsewhere); with it off a card goes at one
click, as before. The same in the card game ("Play …?")."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game import PlayCard, stacked_deck
from game.card import actions as card_actions
from game.cards import OPEN, SEALED
from game.i18n import translate
from scenes.session.language import words_for
from tests.test_card_table import card_match
from tests.test_hotseat_keyboard import table_for
from tests.ui_driver import FAST, Driver, click_card

ASKING = dataclasses.replace(FAST, confirm_bids=True)


def _auction(asking: bool = True, size=(1280, 720), language: str = "en"):
    ui = Driver(size, settings=dataclasses.replace(ASKING if asking else FAST,
                                                    language=language))
    table = table_for(ui, stacked_deck((2, OPEN), (2, SEALED)))
    assert table.human_turn() and table.shown.phase == "play"
    card = next(c for c in table.hand_cards() if c.method == OPEN)
    return ui, table, card


def _asked(table, card) -> None:
    """The table asks about `card`: nothing played, the stand's question, its two buttons."""
    theme = table.shown.config.theme
    assert not table.match.actions
    assert table.ask.pending == PlayCard(0, card)
    assert table.error == f"Auction {card.label(theme)}?"
    assert [w.label for w in table.widgets] == ["Confirm (Enter)", "Cancel (Esc)"]
    assert table.stand_preview() == card          # raised and shown on the stand
    assert table.hand.cards[table.hand.asked] == card


def test_with_the_setting_on_a_click_asks_and_enter_auctions_the_card():
    ui, table, card = _auction()
    click_card(ui, table, card)
    _asked(table, card)
    ui.frame(0.05, n=3)                     # asking, the table waits
    assert not table.match.actions
    ui.key(pygame.K_RETURN)
    assert table.match.actions[0] == PlayCard(0, card)
    assert table.ask.pending is None


def test_the_confirm_button_or_the_same_card_clicked_again_auctions_it():
    ui, table, card = _auction()
    click_card(ui, table, card)
    ui.click(table.ask.yes.rect.center)
    assert table.match.actions[0] == PlayCard(0, card)
    ui, table, card = _auction()
    click_card(ui, table, card)
    click_card(ui, table, card)
    assert table.match.actions[0] == PlayCard(0, card)


def test_escape_or_a_click_elsewhere_cancels_and_nothing_is_auctioned():
    ui, table, card = _auction()
    click_card(ui, table, card)
    ui.key(pygame.K_ESCAPE)
    assert table.ask.pending is None and not table.match.actions and not table.error
    assert ui.top is table                  # Esc answered the question, not the pause menu
    assert table.hand.asked is None         # the card goes down again
    assert table.widgets == []
    click_card(ui, table, card)             # asked afresh: the cancel forgot it
    _asked(table, card)
    ui.click(table.ask.no.rect.center)
    assert table.ask.pending is None and not table.match.actions
    click_card(ui, table, card)
    ui.click(table.layout.board.center)     # elsewhere
    assert table.ask.pending is None and not table.match.actions and not table.error
    other = next(c for c in table.hand_cards() if c.method == SEALED)
    click_card(ui, table, card)
    click_card(ui, table, other)            # another card: asked about that one
    _asked(table, other)


def test_enter_on_the_card_the_arrows_rest_on_asks_then_enter_auctions_it():
    ui, table, _card = _auction()
    ui.key(pygame.K_RIGHT)
    card = table.hand.previewed()
    ui.key(pygame.K_RETURN)
    _asked(table, card)
    ui.key(pygame.K_RETURN)
    assert table.match.actions[0] == PlayCard(0, card)


def test_with_the_setting_off_one_click_auctions_the_card():
    ui, table, card = _auction(asking=False)
    click_card(ui, table, card)
    assert table.match.actions[0] == PlayCard(0, card)
    assert table.ask.pending is None and "Auction" not in table.error


def test_the_question_and_its_buttons_read_in_german():
    ui, table, card = _auction(language="de")
    click_card(ui, table, card)
    words = words_for("de")
    german = translate(table.error, words)
    assert german.startswith("Versteigern") or "versteigern" in german, german
    assert translate(table.ask.yes.label, words) == "Bestätigen (Eingabe)"
    assert translate(table.ask.no.label, words) == "Abbrechen (Esc)"


def _card_game(asking: bool = True):
    ui = Driver((1280, 720), settings=ASKING if asking else FAST)
    match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    while not table.human_turn():
        ui.frame(0.05)
    assert table.shown.phase == "play"
    card, rect = table.drawn_pairs()[0]
    return ui, match, table, card, rect


def test_in_the_card_game_a_click_asks_and_enter_plays_the_card():
    ui, match, table, card, rect = _card_game()
    before = len(match.actions)
    ui.click((rect.x + ui.ctx.px(4), rect.centery))
    assert len(match.actions) == before
    assert table.ask.pending == card_actions.PlayCard(0, card)
    assert table.error == f"Play {card.label(table.shown.config.theme)}?"
    assert [w.label for w in table.widgets] == ["Confirm (Enter)", "Cancel (Esc)"]
    assert table.hand_pairs[table.hand_focus][0] == card and table.hand_keyed
    ui.key(pygame.K_RETURN)
    assert match.actions[before] == card_actions.PlayCard(0, card)


def test_in_the_card_game_escape_cancels_and_nothing_is_played():
    ui, match, table, card, rect = _card_game()
    before = len(match.actions)
    ui.click((rect.x + ui.ctx.px(4), rect.centery))
    ui.key(pygame.K_ESCAPE)
    assert ui.top is table and table.ask.pending is None and not table.error
    assert len(match.actions) == before
    ui.click((rect.x + ui.ctx.px(4), rect.centery))
    ui.click(table.ask.yes.rect.center)
    assert match.actions[before] == card_actions.PlayCard(0, card)


@pytest.mark.parametrize("asking", [False])
def test_in_the_card_game_with_the_setting_off_one_click_plays_the_card(asking):
    ui, match, table, card, rect = _card_game(asking)
    before = len(match.actions)
    ui.click((rect.x + ui.ctx.px(4), rect.centery))
    assert match.actions[before] == card_actions.PlayCard(0, card)
    assert table.ask.pending is None
