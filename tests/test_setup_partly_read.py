"""A remembered setup only partly wrong (a settings file edited by hand: one seat or one option
malformed) fell back wholly to the defaults, without a word. Now its good seats, names and
options are kept, only the bad parts are as on a first start, and the title says once that part
of the remembered table could not be read; one of which nothing can be read still gives the
defaults; nothing crashes. The settings file written as the app writes it, read as it reads it,
and New game clicked on the title."""
from __future__ import annotations

import dataclasses
import json

import pytest

from tests.test_saves_ui import AppDriver, start_title
from tests.test_setup_after_a_game import CALM, new_game, table_shown

from game.registry import GAMES
from scenes.session.settings import (PART_OF_SETUP, SETTINGS_FILE, SettingsFile, load_settings,
                                     settings_to_json)
from scenes.session.setups import readable_setup

GOOD_SEATS = [{"name": "Anna Maria", "kind": "human", "level": None},
              {"name": "Bernd", "kind": "human", "level": None},
              {"name": "Rudi", "kind": "bot", "level": "hard"},
              {"name": "Zoe", "kind": "bot", "level": "easy"}]


def _write(tmp_path, setups: dict, game: str = "auction"):
    folder = tmp_path / "config"
    folder.mkdir(exist_ok=True)
    settings = dataclasses.replace(CALM, last_game=game, last_setups=setups)
    (folder / SETTINGS_FILE).write_text(json.dumps(settings_to_json(settings)))
    return folder


def _open(tmp_path, folder, loaded):
    d = AppDriver(tmp_path, settings=loaded)
    SettingsFile(folder, loaded).listen(d.ctx)
    start_title(d)
    return d


def test_a_bad_seat_and_a_bad_option_keep_the_rest_and_are_said_once(tmp_path):
    seats = [dict(s) for s in GOOD_SEATS]
    seats[2] = {"name": "Rudi", "kind": "robot", "level": "hard"}        # not a kind
    folder = _write(tmp_path, {"auction": {"seats": seats, "variant": "standard",
                                           "double_proceeds": "split", "open_money": "yes",
                                           "first_auctioneer": 1, "theme": "classic"}})
    loaded, message = load_settings(folder)
    assert message is not None and "Part of the table remembered for Modern Art" in str(message)
    d = _open(tmp_path, folder, loaded)
    setup = new_game(d)
    assert table_shown(setup) == ("auction", 4, [("Anna Maria", "human", None),
                                                 ("Bernd", "human", None),
                                                 ("Clemens", "bot", "normal"),
                                                 ("Zoe", "bot", "easy")])
    assert setup.double.value == "split" and setup.first.value == 1
    assert setup.open_money.value is False                     # the bad option: its default
    assert setup.start.enabled
    # Said once: the file was put right (the old one kept aside), the next start says nothing.
    again, message = load_settings(folder)
    assert message is None and again.last_setups == loaded.last_setups


def test_a_card_game_seat_with_a_name_already_taken_is_the_one_defaulted(tmp_path):
    seats = [dict(s) for s in GOOD_SEATS[:3]] + [{"name": " bernd ", "kind": "human",
                                                   "level": None}]
    folder = _write(tmp_path, {"card": {"seats": seats, "tokens_need_a_card": True,
                                        "first_player": "Anna", "theme": "classic"}}, "card")
    loaded, message = load_settings(folder)
    assert str(PART_OF_SETUP.format(games=GAMES["card"].title)) in str(message)
    setup = new_game(_open(tmp_path, folder, loaded))
    assert table_shown(setup) == ("card", 4, [("Anna Maria", "human", None),
                                              ("Bernd", "human", None),
                                              ("Rudi", "bot", "hard"),
                                              ("Doris", "bot", "normal")])
    assert setup.tokens.value is True and setup.first.value is None


@pytest.mark.parametrize("junk", [
    None, [], "x", {"seats": "Anna"}, {"seats": []}, {"seats": [1, 2, 3]},
    {"seats": [{"name": "A"}] * 7}, {"seats": [{"name": "A"}, {"name": "B"}], "variant": 3},
    {"seats": [{"name": "A", "kind": "bot", "level": {}}, {"name": ["B"]}, None]},
    {"seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "first_auctioneer": 7.5,
     "theme": None, "open_money": [], "extra": 1},
])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_no_junk_crashes_and_what_is_offered_reads_whole(game, junk):
    setup, wrong = readable_setup(game, junk)
    assert wrong
    if setup is not None:
        GAMES[game].config_from_json(setup)        # the setup screen reads it whole


def test_a_setup_read_whole_is_offered_as_it_is():
    data = {"seats": GOOD_SEATS, "variant": "standard", "open_money": True}
    assert readable_setup("auction", data) == (data, False)


@pytest.mark.parametrize("levels, level", [(("easy", "hard"), "easy"),
                                           (("easy", "normal", "hard"), "normal")])
def test_a_bad_computer_seat_takes_the_games_own_default_level(monkeypatch, levels, level):
    """The level comes from the game's registry entry, as the setup screen shows a new seat's:
    a game without Normal gives its weakest, never a "normal" it does not have."""
    from game import registry
    monkeypatch.setitem(registry._LOADED, "card",
                        dataclasses.replace(GAMES["card"], levels=levels))
    seats = [dict(s) for s in GOOD_SEATS]
    seats[3] = {"name": "Zoe", "kind": "bot", "level": "grandmaster"}
    setup, wrong = readable_setup("card", {"seats": seats})
    assert wrong and setup["seats"][3] == {"name": "Doris", "kind": "bot", "level": level}


def test_a_bad_seat_of_a_game_without_computers_is_a_human(monkeypatch):
    from game import registry
    monkeypatch.setitem(registry._LOADED, "card", dataclasses.replace(GAMES["card"], levels=()))
    seats = [dict(s) for s in GOOD_SEATS[:2]] + [{"name": 3}]
    setup, _wrong = readable_setup("card", {"seats": seats})
    assert setup["seats"][2] == {"name": "Clemens", "kind": "human", "level": None}
