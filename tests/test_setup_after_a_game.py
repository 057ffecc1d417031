"""New game after a game offers that game's table: a hot-seat evening (Anna Maria and Bernd at
one screen, computers in the other seats) found the setup back at its defaults and, after an
auction game, set to the card game. The game played is the one offered, however it came to the
table (set up, continued, loaded), with its seats, names and options, in this run and after a
restart; a game's rules read during a game do not turn New game to that game; a stored setup
that makes no sense gives the defaults, no crash. Real events through the scene stack, the
settings file written as the app writes it (`SettingsFile`)."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from tests.test_saves_ui import AppDriver, start_title

from game.registry import GAMES
from game.card.config import default_config as card_default_config
from scenes.handover import HandoverScene
from scenes.saves import ConfirmScene
from scenes.session.settings import (SETTINGS_FILE, Settings, SettingsFile, load_settings,
                                     settings_to_json)
from scenes.setup import SetupScene
from scenes.table import TableScene


#: The settings of these tests' first start: no animations, no tips over the table.
CALM = Settings(animation_speed="off", computer_pace="relaxed", show_tips=False)


def launch(tmp_path: Path, settings=None, said: str | None = None) -> AppDriver:
    """The app as it starts: its settings read from the folder (or `settings` written there
    first), saved at every change, the title shown; `said`: words the settings' message
    holds (else there is none)."""
    folder = tmp_path / "config"
    folder.mkdir(exist_ok=True)
    if settings is not None:
        (folder / SETTINGS_FILE).write_text(json.dumps(settings_to_json(settings)))
    loaded, message = load_settings(folder)
    assert message is None if said is None else said in str(message), message
    d = AppDriver(tmp_path, settings=loaded)
    SettingsFile(folder, loaded).listen(d.ctx)
    start_title(d)
    return d


def new_game(d: AppDriver) -> SetupScene:
    """New game on the title, replacing a game in progress when asked."""
    d.press("New game")
    if isinstance(d.top, ConfirmScene):
        d.press("New game" if "saved as" in d.top.message else "Replace it")
    assert isinstance(d.top, SetupScene), d.top
    return d.top


def name_seat(d: AppDriver, setup: SetupScene, seat: int, name: str) -> None:
    """Click into a seat's name (its text selected) and type another."""
    d.click(setup.rows[seat].name.rect.center)
    d.type(name)
    d.key(pygame.K_TAB)


def table_shown(setup: SetupScene) -> tuple:
    n = setup.players.value
    return (setup.game.value, n, [(r.name.value, r.kind.value, r.level.value if
                                   r.kind.value == "bot" else None) for r in setup.rows[:n]])


def quit_to_title(d: AppDriver) -> None:
    """Esc at the table (or at its hand-over), then Quit to title."""
    assert isinstance(d.top, (TableScene, HandoverScene)), d.top
    d.key(pygame.K_ESCAPE)
    d.press("Quit to title")


def test_two_named_humans_come_back_at_new_game_and_after_a_restart(tmp_path):
    d = launch(tmp_path, CALM)
    setup = new_game(d)
    assert setup.game.value == "auction"
    d.click((setup.rows[1].kind.rect.x + 5, setup.rows[1].kind.rect.centery))   # Human
    name_seat(d, setup, 0, "Anna Maria")
    name_seat(d, setup, 1, "Bernd")
    played = table_shown(setup)
    assert played[2][:2] == [("Anna Maria", "human", None), ("Bernd", "human", None)]
    d.press("Start the game")
    quit_to_title(d)
    assert table_shown(new_game(d)) == played
    d.ctx.store.close()
    again = launch(tmp_path)
    assert table_shown(new_game(again)) == played


def card_set_up_before() -> dict:
    """Settings of a player who set up the card game last (five players, every computer
    Easy)."""
    card = card_default_config(5, level="easy")
    return dict(last_game="card", last_setups={"card": GAMES["card"].config_to_json(card)})


def hot_seat_save() -> tuple[bytes, object]:
    """An auction game of three, a few moves in: Anna Maria and Bernd at the screen, a Hard
    computer, the dummy hand and open money."""
    from game import Config, SeatConfig, new_game as deal
    from game.save import GameRecord
    from scenes.session.storage import encode_save
    config = Config(seats=(SeatConfig("Anna Maria", "human", None),
                           SeatConfig("Bernd", "human", None),
                           SeatConfig("Clemens", "bot", "hard")),
                    variant="three_with_dummy", open_money=True)
    return encode_save(GameRecord(config, 4, None, ()), deal(config, 4)), config


def test_a_continued_auction_game_is_the_game_new_game_offers_then(tmp_path):
    """The card game was set up last; the auction game in the autosave is continued and left:
    New game offers the auction game as that game's table was (it offered the card game)."""
    import dataclasses
    d = launch(tmp_path, dataclasses.replace(CALM, **card_set_up_before()))
    saved, config = hot_seat_save()
    d.ctx.store.folder.mkdir(parents=True)
    d.ctx.store.autosave_path.write_bytes(saved)
    d.frame(dt=10)                                  # the title sees the autosave
    d.press("Continue: Modern Art")
    quit_to_title(d)
    setup = new_game(d)
    played = ("auction", 3, [("Anna Maria", "human", None), ("Bernd", "human", None),
                             ("Clemens", "bot", "hard")])
    assert table_shown(setup) == played
    assert (setup.variant.value, setup.open_money.value) == ("three_with_dummy", True)
    d.ctx.store.close()
    assert table_shown(new_game(launch(tmp_path))) == played


def test_the_card_rules_read_during_an_auction_game_leave_new_game_on_the_auction_game(
        tmp_path):
    d = launch(tmp_path, CALM)
    setup = new_game(d)
    d.press("Start the game")
    d.key(pygame.K_ESCAPE)
    d.press("Rules")
    rules = d.top
    d.click(rules.tabs["card"].rect.center)
    assert rules.game == "card"
    d.key(pygame.K_ESCAPE)          # back to the pause menu
    d.press("Quit to title")
    assert new_game(d).game.value == "auction"
    # Read from the title after a game played this run, the card game's rules leave New game
    # on the game played too (a play-tester who finished a card game and read the auction
    # game's rules was offered the auction game); before any game, they turn it to the card
    # game (test_card_rules_screen).
    d.key(pygame.K_ESCAPE)
    d.press("Rules")
    d.click(d.top.tabs["card"].rect.center)
    d.key(pygame.K_ESCAPE)
    assert new_game(d).game.value == "auction"
    assert setup is not d.top


def test_a_stored_setup_that_makes_no_sense_gives_the_defaults_and_no_crash(tmp_path):
    import dataclasses
    junk = {"seats": [{"name": "Anna\x07", "kind": "human", "level": None}, "Bernd"],
            "variant": ["three_with_dummy"], "open_money": "yes"}
    # Nothing of it can be read (no seat): said once, as a setting gone back to its default.
    d = launch(tmp_path, dataclasses.replace(CALM, last_game="auction",
                                             last_setups={"auction": junk}),
               said="went back to their defaults: last setups")
    setup = new_game(d)
    assert table_shown(setup) == ("auction", 4, [("Ada", "human", None),
                                                 ("Beatrix", "bot", "normal"),
                                                 ("Clemens", "bot", "normal"),
                                                 ("Doris", "bot", "normal")])
    assert setup.start.enabled
    d.press("Start the game")
    assert isinstance(d.top, TableScene)
    # The game started is kept in the junk's place.
    stored = load_settings(tmp_path / "config")[0].last_setups["auction"]
    assert [s["name"] for s in stored["seats"]] == ["Ada", "Beatrix", "Clemens", "Doris"]


def test_a_full_disk_keeps_the_table_for_this_run_and_the_title_says_it_was_not_saved(
        tmp_path, monkeypatch):
    """The setup screen saves its table as the game starts, where no message can show: the
    title says it when the player comes back, and New game offers the table all the same."""
    from scenes.session import settings as settings_module
    d = launch(tmp_path, CALM)
    before = (tmp_path / "config" / SETTINGS_FILE).read_bytes()

    def no_room(path, data):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(settings_module, "atomic_write", no_room)
    setup = new_game(d)
    d.click((setup.rows[1].kind.rect.x + 5, setup.rows[1].kind.rect.centery))   # Human
    name_seat(d, setup, 0, "Anna Maria")
    name_seat(d, setup, 1, "Bernd")
    played = table_shown(setup)
    d.press("Start the game")
    quit_to_title(d)
    assert "no room left on the disk" in d.top.message
    assert table_shown(new_game(d)) == played
    assert (tmp_path / "config" / SETTINGS_FILE).read_bytes() == before
    # Room again: the next save keeps the table, and the next title says only that the game
    # left is kept (test_leaving_says_kept.py), nothing of the disk.
    monkeypatch.undo()
    d.press("Start the game")
    quit_to_title(d)
    assert d.top.message == "Your game is kept: Continue plays on from where you left it."
    assert load_settings(tmp_path / "config")[0].last_setups["auction"]["seats"][1] == {
        "name": "Bernd", "kind": "human", "level": None}
