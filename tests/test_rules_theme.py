"""The Rules screen names the artists of the game it was opened from: in a game themed
"Masters" it listed "Lite Metal (12), Yoko (13)…" and its examples auctioned a Yoko, names a
newcomer could not find on the table. Every sentence that names an artist now takes the
theme's names (game/cards.py), in every language; from the title with no game, the theme set
up last (the settings keep it)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from game import Config, SeatConfig
from game.card.config import Config as CardConfig, SeatConfig as CardSeat
from game.cards import THEMES
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from scenes.session.games import new_match, open_table
from scenes.title import TitleScene

CLASSIC = THEMES["classic"]


def _words(ui: Driver, rules: RulesScene) -> str:
    """Every word the Rules screen shows, in the language spoken."""
    return " ".join(ui.ctx.text.shown(p) for _t, _i, paras in rules.sections for p in paras)


def _masters_table(ui: Driver, game: str):
    if game == "card":
        config = CardConfig(seats=(CardSeat("Ada", "human"), CardSeat("Beatrix", "bot", "random"),
                                   CardSeat("Clemens", "bot", "random")), theme="masters")
    else:
        config = Config(seats=(SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
                               SeatConfig("Clemens", "bot", "random")), theme="masters")
    table = open_table(ui.ctx, new_match(ui.ctx, config, seed=3, thinking_seconds=0.0),
                       how="reset")
    ui.frame(0.05, n=3)
    return table


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_a_masters_games_rules_name_its_artists(game, language):
    ui = Driver()                       # the settings' theme is the classic one
    _masters_table(ui, game)
    ui.key(pygame.K_ESCAPE)
    pause = ui.top
    assert isinstance(pause, PauseScene)
    pause.rules()                       # the menu's Rules button
    rules = ui.top
    assert isinstance(rules, RulesScene) and rules.game == game
    ui.ctx.change_settings(language=language)
    ui.frame(0.0)
    words = _words(ui, rules)
    for name in THEMES["masters"]:
        assert name in words, (name, language)
    for name in CLASSIC:
        assert name not in words, (name, language)
    # The other game's tab tells its rules in the same theme.
    ui.click(rules.tabs["card" if game == "auction" else "auction"].rect.center)
    words = _words(ui, rules)
    assert "Delaunay" in words and "Lite Metal" not in words and "Krypto" not in words


def test_from_the_title_the_rules_name_the_theme_set_up_last():
    ui = Driver(settings=dataclasses.replace(FAST, theme="renaissance"))
    ui.ctx.stack.push(TitleScene(ui.ctx))
    ui.frame()
    ui.press("Rules")
    rules = ui.top
    assert isinstance(rules, RulesScene) and rules.game == "auction"
    words = _words(ui, rules)
    assert "Kupka" in words and "van Doesburg" in words and "Yoko" not in words


def test_the_classic_rules_keep_their_names():
    ui = Driver()
    ui.ctx.stack.push(TitleScene(ui.ctx))
    ui.frame()
    ui.press("Rules")
    words = _words(ui, ui.top)
    assert "Lite Metal (12 cards), Yoko (13), Christin P (14), Karl Gitter (15) and Krypto" \
        in words
    assert "Example: Axel auctions a Yoko." in words
