"""The goal tips name the value tokens the engines hold, not numbers written by hand: "pays 30,
20 or 10" (the auction game) and "value tokens 3, 2 and 1" (the card game) stood inside the
translated sentences, a rule written twice that would drift. Now the sentences have
placeholders filled from `game.cards.TOKENS` and `game.card.cards.TOKENS`, in every language."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_card_table import card_match
from tests.test_goal_tips import NEW, _auction
from tests.ui_driver import Driver

from game import cards as auction_cards
from game.card import cards as card_cards
from scenes.table import tips as tip_room


@pytest.mark.parametrize("language, auction, card", [
    ("en", "pays 30, 20 or 10", "value tokens 3, 2 and 1"),
    ("de", "30, 20 oder 10", "Wertplättchen 3, 2 und 1"),
    ("it", "paga 30, 20 o 10", "gettoni valore 3, 2 e 1"),
    ("zh_TW", "付30、20或10", "價值標記3、2、1"),
])
def test_the_goal_tips_say_the_engines_tokens_in_every_language(language, auction, card):
    words = Driver((1280, 720), dataclasses.replace(NEW, language=language)).ctx.text.shown
    assert auction in words(tip_room.tip_text(tip_room.GOAL))
    assert card in words(tip_room.tip_text(tip_room.CARD_GOAL))


def test_the_auction_game_s_goal_tip_follows_the_engine(monkeypatch):
    monkeypatch.setattr(auction_cards, "TOKENS", (40, 25, 5))
    ui = Driver((1280, 720), NEW)
    table = _auction(ui)
    for _ in range(200):
        ui.frame(0.05)
        if table.tip_panel is not None:
            break
    assert table.tip == tip_room.GOAL
    words = " ".join(table.tip_panel.lines)
    assert "pays 40, 25 or 5" in words and "30" not in words, words


def test_the_card_game_s_goal_tip_follows_the_engine(monkeypatch):
    monkeypatch.setattr(card_cards, "TOKENS", (5, 4, 2))
    ui = Driver((1280, 720), NEW)
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=3)
    while not table.human_turn():
        ui.frame(0.05)
    ui.frame(0.0)
    assert table.tip == tip_room.CARD_GOAL and table.tip_panel is not None
    words = " ".join(table.tip_panel.lines)
    assert "value tokens 5, 4 and 2" in words, words
