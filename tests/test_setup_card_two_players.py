"""The card game's setup at 2 players says how the 2-player game differs. A play-tester picked
2 players for the card game and read nothing (the auction game's setup explains Mark Mayer's
variant there). Now, at the foot of the options (where its coming moves no other row), the card
game shows "Two players" greyed ("As printed": the rulebook's own rules, not a variant) with a
line from the engine's numbers: the round ends at 5 face-up cards, not 6; the later deals. At 3
or more players there is no such row."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from game.card.cards import DEAL, threshold
from game.card.config import TWO_PLAYERS_LABEL, TWO_PLAYERS_WORDS
from scenes.paint import wrapped_height
from scenes.setup import SetupScene


def open_setup(language: str, size=(1280, 720)) -> tuple[Driver, SetupScene]:
    d = Driver(size, settings=dataclasses.replace(FAST, language=language, last_game="card"))
    d.ctx.stack.open("title")
    d.ctx.stack.open("setup")
    setup = d.top
    assert isinstance(setup, SetupScene) and setup.game.value == "card"
    d.frame(0.0)
    return d, setup


def choose_players(d: Driver, setup: SetupScene, players: int) -> None:
    """Click the player count's arrows until it shows `players`."""
    while setup.players.value != players:
        r = setup.players.rect
        x = r.x + r.h // 2 if setup.players.value > players else r.right - r.h // 2
        d.click((x, r.centery))


def drawn(d: Driver) -> str:
    """Every text the setup draws in a frame, in the player's language, one after another,
    without spaces."""
    seen = []
    real = d.ctx.text.render

    def spy(s, *args, **kwargs):
        seen.append(str(d.ctx.text.shown(s)))
        return real(s, *args, **kwargs)
    d.ctx.text.render = spy
    try:
        d.frame(0.0)
    finally:
        d.ctx.text.render = real
    return "".join("".join(seen).split())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "it", "de", "zh_TW"])
def test_two_players_shows_how_the_card_game_differs_and_three_do_not(language, size):
    d, setup = open_setup(language, size)
    choose_players(d, setup, 2)
    # Last of the options: its coming moves no other row (test_setup_rows_still.py).
    label, words, widget = setup.option_rows()[-1]
    assert label == TWO_PLAYERS_LABEL and widget is setup.two_players
    line = d.ctx.words.text(words)
    assert str(threshold(2)) in line and str(threshold(3)) in line
    assert all(str(k) in line for k in DEAL[2][1:])
    shown = drawn(d)
    for said in (line, d.ctx.words.text(label), d.ctx.words.text(TWO_PLAYERS_WORDS[0])):
        assert "".join(said.split()) in shown, said
    # Greyed as the auction game's variant is at 2 players: nothing to choose.
    assert len(widget.options) == 1
    # Its words stand clear of the Start button under them (the layout left room for them).
    bottom = widget.rect.y + d.ctx.px(20) + wrapped_height(d.ctx, words, 12, setup.help_width())
    assert bottom <= setup.start.rect.y
    choose_players(d, setup, 3)
    assert all(row[2] is not setup.two_players for row in setup.option_rows())
    assert "".join(line.split()) not in drawn(d)
    assert setup.config is not None and setup.config.players == 3


def test_the_line_is_the_card_games_alone():
    """The auction game at 2 players keeps its variant's line, with no card-game row."""
    d, setup = open_setup("en")
    choose_players(d, setup, 2)
    setup.game.step(-1)
    d.frame(0.0)
    assert setup.game.value == "auction"
    assert all(row[2] is not setup.two_players for row in setup.option_rows())
    assert setup.option_rows()[0][2] is setup.variant


def test_the_greyed_rules_change_nothing_and_start_a_two_player_game():
    d, setup = open_setup("en")
    choose_players(d, setup, 2)
    d.click(setup.two_players.rect.center)
    d.key(pygame.K_RIGHT)
    assert setup.two_players.value is True and setup.config is not None
    assert setup.config.players == 2
