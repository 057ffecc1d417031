"""The number on a display's pile was explained nowhere (play-tester: "what is the 3 on my
Yoko?"): pointing at it says what it counts, as every other thing on the table has a help,
and the Rules' "Playing on screen" says how a display reads."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver, card_table_at

from game.card.cards import NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from scenes.rules import RulesScene
from scenes.rules_text import SCREEN_TITLE
from scenes.table import card_rows

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER


def _piled(config):
    """Ada's display holds three Lite Metal and her two face-down cards; Bea's two Yoko."""
    return position(config, hands=[[(NICOLAS, NO_EFFECT)] * 3, [(NICOLAS, NO_EFFECT)] * 3],
                    influence=(TEC, NO_EFFECT),
                    displays=[[(DENISE, NO_EFFECT)] * 3, [(WAGNER, NO_EFFECT)] * 2],
                    face_down=[[(MARIANA, NO_EFFECT), (TEC, NO_EFFECT)], []],
                    first_player=0, turn=0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_pointing_at_a_piles_number_says_what_it_counts(size, monkeypatch):
    ui = Driver(size)
    plates: list = []
    real = card_rows.pile_count
    monkeypatch.setattr(card_rows, "pile_count", lambda surf, ctx, top, n: (
        plates.append((n, real(surf, ctx, top, n))), plates[-1][1])[1])
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random")),
                    first_player=0)
    _match, table = card_table_at(ui, config, _piled)
    ui.frame(0.0, n=2)
    said = {}
    for n, plate in list(plates):
        ui.post(pygame.MOUSEMOTION, pos=plate.center, rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        said.setdefault(n, set()).add(str(table.pointer_tip(True)))
    assert "3 Lite Metal cards face up in this display: each counts toward Lite Metal's place " \
           "this round, and scores Lite Metal's value if Lite Metal is a leading artist." \
           in said[3]
    assert any(t.startswith("2 Yoko cards face up in this display") for t in said[2])
    assert "2 face-down cards of yours: only you know their artists until scoring." in said[2]


@pytest.mark.parametrize("language,words", [
    (None, "A number on a pile's top card counts the pile's cards; pointing at the number says "
           "what they count for."),
    ("de", "Eine Zahl auf der obersten Karte eines Stapels zählt seine Karten")])
def test_the_rules_playing_on_screen_says_how_a_display_reads(language, words):
    ui = Driver(settings=dataclasses.replace(FAST, language=language))
    rules = RulesScene(ui.ctx, "card")
    ui.ctx.stack.push(rules)
    ui.frame()
    screen = next(paras for t, _icon, paras in rules.sections if str(t) == str(SCREEN_TITLE))
    assert any(words in ui.ctx.words.text(p) for p in screen)
