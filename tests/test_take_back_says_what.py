""""Take back" says what it undoes: its label the kind of move ("Take back your bid"), its help
the move itself, built from the move it would take back, in both games. A bare "Take back"
("Annulla" in Italian, read as Cancel) stood beside "Stop bidding for me" after an "Up to",
after a card put up and after a purchase, and said nothing of which."""
from __future__ import annotations

import random

import pytest

from tests.test_card_takeback import _click_card, _table
from tests.test_first_evening import RaiseBot, bid_by_steps, open_turn
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import Driver

from game import Config, SeatConfig, stacked_deck
from game.card.cards import NO_EFFECT
from game.cards import OPEN, artist_name
from game.i18n import _
from scenes.session.language import LANGUAGES
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table import takeback_words
from scenes import context as app_context


def test_a_card_put_up_a_bid_and_an_up_to_each_say_what_take_back_undoes():
    ui = Driver((1280, 720))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, deck=stacked_deck((2, OPEN)),
                  thinking_seconds=30.0, rng=random.Random(3),
                  bots={1: RaiseBot(30), 2: RaiseBot(30)})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    play_card(ui, table, OPEN)
    card = match.actions[-1].card
    assert table.take_back.shown()
    button = table.take_back.button
    assert button.label == "Take back your card"
    krypto = artist_name(card.artist, match.config.theme)
    assert button.tooltip.startswith(f"Take back your auction of {krypto} (Ctrl+Z)")

    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    high = table.shown.high_bid
    bid_by_steps(ui, 10)
    button = table.take_back.button
    assert table.take_back.shown() and button.label == "Take back your bid"
    assert button.tooltip.startswith(f"Take back your bid of {high + 11} (Ctrl+Z)")
    button.click()
    ui.type("25")
    ui.press("Up to")                    # the game bids now, and raises for Ada up to 25
    assert table.take_back.shown()
    assert "and the game's bidding for you up to 25" in button.tooltip, button.tooltip


def test_a_card_played_says_which_card_take_back_returns_to_the_hand():
    ui = Driver((1280, 720))
    match, table = _table(ui)
    card = next(c for c in table.shown.hand if c.effect == NO_EFFECT)
    _click_card(ui, table, card)
    button = table.take_back.button
    assert table.take_back.shown() and button.label == "Take back your card"
    assert button.tooltip.startswith(f"Take back playing {card.label(match.config.theme)} ")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_label_fits_the_button_with_room_and_italian_is_no_bare_cancel(language, size):
    """At the button's own size, with room either side: "Take back your purchase" filled the
    button, shrunk to fit, and "Take back: out of this lot" did not fit even so."""
    ui = Driver(size)
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    bid_by_steps(ui, 10)
    button = table.take_back.button
    room = button.rect.w - ui.ctx.px(2 * 10)
    text = app_context.TextCache(words=app_context.words_for(language))
    for label in takeback_words.LABELS:
        shown = text.shown(label)
        assert text.size(shown, ui.ctx.px(button.size), "bold")[0] <= room, (language, shown)
        if language == "it":
            assert shown.strip().lower() not in ("annulla", "cancel"), shown
    own = table.layout.own
    assert own.contains(button.rect) and not button.rect.colliderect(table.hide_button.rect)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_card_tables_labels_fit_its_button_with_room(language, size):
    ui = Driver(size)
    match, table = _table(ui)
    card = next(c for c in table.shown.hand if c.effect == NO_EFFECT)
    _click_card(ui, table, card)
    button = table.take_back.button
    assert table.take_back.shown()
    room = button.rect.w - ui.ctx.px(2 * 10)
    text = app_context.TextCache(words=app_context.words_for(language))
    for label in takeback_words.CARD_LABELS:
        shown = text.shown(label)
        assert text.size(shown, ui.ctx.px(button.size), "bold")[0] <= room, (language, shown)
    # clear of the influence card's heading on its left, in the language's words
    heading = text.size(text.shown(_("Influence card")), ui.ctx.px(12), "bold")[0]
    start = table.layout.influence.right + ui.ctx.px(14)
    assert start + heading < button.rect.x, (language, heading)
