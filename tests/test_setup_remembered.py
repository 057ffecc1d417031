"""The setup after a relaunch is the last game's table: the game, the players, their kinds and
levels, the theme and the options, for both games, even when another copy of the game set up
the other game meanwhile; a demo or a smoke run leaves the remembered setup alone. Real clicks
through the scene stack, the settings file written as the app writes it (`SettingsFile`)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from scenes.context import make_context
from scenes.session.settings import (SETTINGS_FILE, SettingsFile, load_settings,
                                     settings_to_json)
from scenes.setup import SetupScene
from ui_driver import Driver

ROOT = Path(__file__).resolve().parent.parent


class Copy:
    """One run of the app on the settings folder: its settings read at the start, saved at
    every change as the app saves them."""

    def __init__(self, ui: Driver, folder: Path, second: bool = False) -> None:
        settings, message = load_settings(folder)
        assert message is None
        if second:       # another window: its own surface, the same event queue
            self.ctx = make_context(pygame.Surface((1280, 720)), settings, seed=2,
                                    windowed=False)
        else:
            ui.ctx = make_context(ui.screen, settings, seed=1, windowed=False)
            self.ctx = ui.ctx
        self.ui = ui
        SettingsFile(folder, settings).listen(self.ctx)
        self.started: list = []

    def setup(self) -> SetupScene:
        """New game: the setup screen, its game started into `started`."""
        setup = SetupScene(self.ctx, on_start=lambda config, seed: self.started.append(config))
        self.ctx.stack.push(setup)
        self.frame()
        return setup

    def frame(self) -> None:
        from scenes.app import dispatch
        for event in pygame.event.get():
            dispatch(self.ctx, event)
        self.ctx.stack.update(1 / 30)
        self.ctx.stack.draw(self.ctx.screen)

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        self.frame()

    def right(self, cycle) -> None:
        self.click((cycle.rect.right - 5, cycle.rect.centery))

    def left(self, cycle) -> None:
        self.click((cycle.rect.x + 5, cycle.rect.centery))

    def start(self, setup: SetupScene) -> None:
        self.click(setup.start.rect.center)
        assert self.started, setup.error


def set_up_auction(copy: Copy) -> SetupScene:
    """A 5-player auction table: a Hard computer in seat 5, seat 2 a person, open money, the
    double's price split, the Masters theme."""
    setup = copy.setup()
    while setup.game.value != "auction":
        copy.right(setup.game)
    while setup.players.value != 5:
        copy.right(setup.players)
    while setup.rows[4].wanted_level != "hard":
        copy.right(setup.rows[4].level)
    copy.left(setup.rows[1].kind)
    copy.right(setup.open_money)
    copy.right(setup.double)
    while setup.theme.value != "masters":
        copy.right(setup.theme)
    return setup


def auction_shown(setup: SetupScene) -> tuple:
    return (setup.game.value, setup.players.value,
            [(r.wanted, r.wanted_level) for r in setup.rows[:setup.players.value]],
            setup.open_money.value, setup.double.value, setup.theme.value)


def test_the_setup_after_a_relaunch_is_the_last_games_table_for_both_games(tmp_path):
    ui = Driver()
    first = Copy(ui, tmp_path)
    setup = set_up_auction(first)
    played = auction_shown(setup)
    assert [kind for kind, _level in played[2]] == ["human", "human", "bot", "bot", "bot"]
    assert played[2][4] == ("bot", "hard") and played[3:] == (True, "split", "masters")
    first.start(setup)
    # Relaunched: the auction table as it was played.
    again = Copy(ui, tmp_path)
    assert auction_shown(again.setup()) == played
    # The card game set up and played: 3 players, option A1, the first player Ada.
    setup = again.ctx.stack.top
    again.right(setup.game)
    while setup.players.value != 3:
        again.left(setup.players)
    again.right(setup.tokens)
    again.right(setup.first)
    card = (setup.game.value, setup.players.value,
            [(r.wanted, r.wanted_level) for r in setup.rows[:3]], setup.tokens.value,
            setup.first.value, setup.theme.value)
    assert card[0] == "card" and card[3] is True and card[4] == 0
    again.start(setup)
    third = Copy(ui, tmp_path)
    setup = third.setup()
    assert (setup.game.value, setup.players.value,
            [(r.wanted, r.wanted_level) for r in setup.rows[:3]], setup.tokens.value,
            setup.first.value, setup.theme.value) == card


def test_a_game_set_up_as_before_is_the_last_one_though_another_copy_set_up_the_other(
        tmp_path):
    """A play-tester played a 5-player auction game from the setup, quit and relaunched: New
    game showed the card game. A copy of the game opened before a card game was set up in
    another showed the auction table it had read; started as it was, nothing of the settings
    had changed for that copy, so its save left the other's card game as the last one set up."""
    ui = Driver()
    first = Copy(ui, tmp_path)
    setup = set_up_auction(first)
    played = auction_shown(setup)
    first.start(setup)
    # A copy opens New game on the auction table it read ...
    older = Copy(ui, tmp_path)
    waiting = older.setup()
    assert auction_shown(waiting) == played
    # ... while another copy sets up and plays a card game ...
    other = Copy(ui, tmp_path, second=True)
    setup = other.setup()
    other.right(setup.game)
    assert setup.game.value == "card"
    other.start(setup)
    assert load_settings(tmp_path)[0].last_game == "card"
    # ... and then the 5-player auction game is started in the first: it is the last game.
    older.start(waiting)
    relaunched = Copy(ui, tmp_path)
    assert auction_shown(relaunched.setup()) == played


def test_a_demo_or_a_smoke_run_leaves_the_remembered_setup_alone(tmp_path):
    ui = Driver()
    first = Copy(ui, tmp_path / "config" / "ModernArt")
    first.start(set_up_auction(first))
    path = tmp_path / "config" / "ModernArt" / SETTINGS_FILE
    before = path.read_bytes()
    assert settings_to_json(load_settings(path.parent)[0])["last_game"] == "auction"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_STATE_HOME=str(tmp_path / "state"),
               PYTHONPATH=str(ROOT))
    for args in (["--demo", "--game", "card", "--players", "3", "--seconds", "0.5"],
                 ["--smoke", "--game", "card"]):
        result = subprocess.run([sys.executable, "-m", "scenes.app", *args], cwd=tmp_path,
                                env=env, capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
        assert path.read_bytes() == before, args
