"""An option with one choice read as a broken control: the card game's "Two players: As
printed" and the auction game's Variant at 2 players (Mark Mayer's) and at 4 or 5 (Standard)
stood as greyed boxes with no arrows, nothing said why, and "Double auctions" was gone at 2
players without a word. Now such a value is plain print (no box, and the keyboard's ring passes
it by), its line says why from the game's own option table, and the double's price the
2-player variant settles itself shows as a fact with its reason."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from game.config import (DOUBLE_PROCEEDS_WORDS, OPTION_WORDS, VARIANT_HELP, VARIANT_SETTLES,
                         TWO_PLAYER)
from scenes import ui
from scenes.setup import CARD_TWO_PLAYERS_TIP, SetupScene


def _setup(game: str, players: int, size=(1280, 720)) -> tuple[Driver, SetupScene]:
    d = Driver(size, settings=dataclasses.replace(FAST, last_game=game))
    d.ctx.stack.open("title")
    d.ctx.stack.open("setup")
    setup = d.top
    assert setup.game.value == game
    while setup.players.value != players:
        r = setup.players.rect
        x = r.x + r.h // 2 if setup.players.value > players else r.right - r.h // 2
        d.click((x, r.centery))
    d.frame(0.0)
    return d, setup


def _boxed(d: Driver, widget) -> bool:
    """Whether the widget is drawn as a box (paper inside its corner), not as print."""
    r = widget.rect
    return d.ctx.screen.get_at((r.x + d.ctx.px(8), r.y + d.ctx.px(4)))[:3] == ui.PAPER


def _row(setup: SetupScene, widget):
    return next(row for row in setup.option_rows() if row[2] is widget)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4, 5])
def test_a_single_variant_is_print_with_its_reason(players, size):
    d, setup = _setup("auction", players, size)
    variant = setup.variant
    assert len(variant.options) == 1 and not _boxed(d, variant)
    assert variant not in setup.focus.widgets()
    _label, words, _w = _row(setup, variant)
    said = str(words)
    assert said.startswith(f"The only variant for {players} players")
    if players == 2:
        assert said.endswith(VARIANT_HELP[TWO_PLAYER])
    else:
        assert "the others are for 2 and 3 players" in said


def test_a_choice_of_variants_stays_a_choice():
    d, setup = _setup("auction", 3)
    assert len(setup.variant.options) == 2 and _boxed(d, setup.variant)
    assert setup.variant in setup.focus.widgets()
    d.click(setup.variant.rect.center)
    assert setup.variant.value != "standard"


def test_two_players_show_the_double_settled_with_its_reason():
    d, setup = _setup("auction", 2)
    label = OPTION_WORDS["double_proceeds"][0]
    rows = {str(row[0]): row for row in setup.option_rows()}
    _label, words, fact = rows[str(label)]
    value, why = VARIANT_SETTLES[TWO_PLAYER]["double_proceeds"]
    assert words == why and fact.label() == DOUBLE_PROCEEDS_WORDS[value][0]
    assert not _boxed(d, fact) and fact not in setup.focus.widgets()
    # Three players choose it again (the screen's own choice, boxed).
    d, setup = _setup("auction", 3)
    rows = {str(row[0]): row for row in setup.option_rows()}
    assert rows[str(label)][2] is setup.double and _boxed(d, setup.double)


def test_the_card_games_rules_for_two_are_print_with_their_reason():
    d, setup = _setup("card", 2)
    fact = setup.two_players
    assert not _boxed(d, fact) and fact not in setup.focus.widgets()
    _label, words, _w = _row(setup, fact)
    assert str(words).startswith(str(CARD_TWO_PLAYERS_TIP))
    # Tab runs through the options without stopping on it; Start still starts two players.
    for _ in range(12):
        d.key(pygame.K_TAB)
        assert setup.focus.current is not fact
    assert setup.config is not None and setup.config.players == 2
