"""Each person at a shared screen meets the first-time tips. A play-tester played a 2-player card
game alone, then a hot-seat game with two new human seats, "Chiara Rossi" and "Wen Li": Wen Li,
who had never played, met no "How to win", "Your turn" or other tip, for the solo game had met
them (the settings kept one list for everyone). The settings now keep the tips met by each
player's name (the last TIP_NAMES names): a new name meets them, the same name does not, "Show
them again" forgets every name's, and a malformed record reads as nothing met. The tips of an
older settings file, kept before names were, count as met by every name (see Settings.tips_seen):
its owner does not meet them all again, and "Show them again" is there for a newcomer, as it
was."""
from __future__ import annotations

import dataclasses
import json
import random

import pygame

from tests.test_card_table import click_action
from tests.ui_driver import FAST, Driver, through_handovers

from game.card.config import Config, SeatConfig
from scenes.handover import HandoverScene
from scenes.session import settings as settings_module
from scenes.session.games import new_match
from scenes.session.settings import TIP_NAMES, Settings, load_settings, tip_name
from scenes.settings_screen import SettingsScene
from scenes.table.tips import CARD_GOAL
from scenes.title import TitleScene

#: A newcomer's settings: no tip met by anyone yet.
NEW = dataclasses.replace(FAST, tips_seen=())
CHIARA, WEN = "Chiara Rossi", "Wen Li"


def play(ui: Driver, names: tuple[str, ...], turns: int = 2, seed: int = 7) -> list:
    """A card game of human seats `names` and one computer, played with real clicks: at each
    human decision every tip that shows is recorded as (name, tip) and closed with "Got it",
    then the first legal move is clicked; until each human made `turns` decisions."""
    seats = tuple(SeatConfig(n, "human") for n in names) + (SeatConfig("Cem", "bot", "random"),)
    match = new_match(ui.ctx, Config(seats=seats, first_player=0), seed=seed,
                      rng=random.Random(seed), thinking_seconds=0.0)
    table = ui.ctx.stack.make("card_table", match, on_game_over=lambda *_a: None)
    ui.ctx.stack.reset(table)
    shown: list = []
    made = dict.fromkeys(range(len(names)), 0)
    for _ in range(2000):
        if isinstance(ui.top, HandoverScene):
            through_handovers(ui, table)
            continue
        ui.frame(0.05)
        if ui.top is not table or not table.human_turn():
            continue
        seat = table.shown.seat
        while table.tip is not None and table.tip_shown():
            shown.append((names[seat], table.tip))
            ui.click(table.tip_button.rect.center)          # "Got it"
        if min(made.values()) >= turns:
            return shown
        click_action(ui, table, match.legal_for(seat)[0])
        made[seat] += 1
    raise AssertionError(f"the humans did not get {turns} turns each: {made}")


def met_by(name: str, shown: list) -> set[str]:
    return {tip for who, tip in shown if who == name}


def test_a_new_name_at_a_hot_seat_table_meets_the_tips_a_solo_game_met():
    ui = Driver((1280, 720), settings=NEW)
    solo = met_by(CHIARA, play(ui, (CHIARA,)))
    assert {CARD_GOAL, "card:turn"} <= solo, solo
    assert set(ui.ctx.settings.tips_met) == {tip_name(CHIARA)}
    assert set(ui.ctx.settings.tips_met[tip_name(CHIARA)]) == solo
    shown = play(ui, (CHIARA, WEN), seed=8)
    # Wen Li, new at the screen, meets the game's first tips; Chiara Rossi none she met.
    assert {CARD_GOAL, "card:turn"} <= met_by(WEN, shown), shown
    assert not met_by(CHIARA, shown) & solo, shown
    kept = ui.ctx.settings.tips_met
    assert list(kept) == [tip_name(CHIARA), tip_name(WEN)] or \
        list(kept) == [tip_name(WEN), tip_name(CHIARA)]
    assert set(kept[tip_name(WEN)]) == met_by(WEN, shown)
    assert set(kept[tip_name(CHIARA)]) == solo | met_by(CHIARA, shown)
    assert ui.ctx.settings.tips_seen == ()          # nobody's tips are everyone's
    # The same names again, as typed another time: neither meets those tips again.
    again = play(ui, ("wen li ", "CHIARA ROSSI"), seed=9)
    assert not met_by("wen li ", again) & met_by(WEN, shown), again
    assert not met_by("CHIARA ROSSI", again) & solo, again


def test_show_them_again_forgets_every_names_tips():
    ui = Driver((1280, 720), settings=NEW)
    play(ui, (CHIARA, WEN), turns=1)
    assert set(ui.ctx.settings.tips_met) == {tip_name(CHIARA), tip_name(WEN)}
    ui.ctx.stack.reset(TitleScene(ui.ctx))
    ui.frame(0.0)
    ui.press("Settings")
    settings = ui.top
    assert isinstance(settings, SettingsScene)
    again = next(w for words, _help, w in settings.rows if words == "Tips already seen")
    assert again.enabled
    ui.click(again.rect.center)
    assert ui.ctx.settings.tips_met == {} and not again.enabled
    ui.key(pygame.K_ESCAPE)
    shown = play(ui, (CHIARA, WEN))     # (the turn's tip at each one's second decision)
    assert {CARD_GOAL, "card:turn"} <= met_by(CHIARA, shown) & met_by(WEN, shown), shown


def test_the_settings_keep_the_last_names_to_meet_a_tip():
    settings = Settings()
    for i in range(TIP_NAMES + 1):
        settings = settings.with_tip_met(f"Player {i}", "card:turn")
    assert len(settings.tips_met) == TIP_NAMES and "player 0" not in settings.tips_met
    settings = settings.with_tip_met("Player 1", CARD_GOAL)         # met again: kept longest
    assert list(settings.tips_met)[-1] == "player 1"
    assert settings.tips_met_by("PLAYER 1") == {"card:turn", CARD_GOAL}
    assert settings.tips_met_by("Player 0") == set() and settings.tips_met_by(None) == set()
    assert settings_module.settings_problems(settings) == []


def _settings_file(tmp_path, **fields) -> tuple[Settings, object]:
    """The settings a file of these fields loads as, and the message to the player."""
    data = {"format": settings_module.SETTINGS_FORMAT,
            "version": settings_module.SETTINGS_VERSION, "animation_speed": "off",
            "computer_pace": "instant", **fields}
    (tmp_path / settings_module.SETTINGS_FILE).write_text(json.dumps(data), encoding="utf-8")
    settings, message = load_settings(tmp_path)
    return settings, message


def test_a_malformed_record_of_the_tips_met_reads_as_nothing_met(tmp_path):
    for bad in ({"Chiara Rossi": ["card:turn"]}, {"chiara rossi": "card:turn"},
                {"chiara rossi": [7]}, ["chiara rossi"],
                {f"p{i}": ["card:turn"] for i in range(TIP_NAMES + 1)}):
        settings, message = _settings_file(tmp_path, tips_met=bad)
        assert settings.tips_met == {} and "tips already shown" in str(message), bad
    # A hand-edited file whose other settings are sound: the game plays, and Chiara Rossi,
    # whose record was malformed, meets the tips.
    ui = Driver((1280, 720), settings=settings)
    assert {CARD_GOAL, "card:turn"} <= met_by(CHIARA, play(ui, (CHIARA,)))


def test_an_older_settings_files_tips_count_as_met_by_every_name(tmp_path):
    settings, message = _settings_file(tmp_path, tips_seen=[CARD_GOAL, "card:turn"])
    assert message is None and settings.tips_met == {}
    ui = Driver((1280, 720), settings=settings)
    shown = play(ui, (CHIARA, WEN), turns=1)
    assert not {CARD_GOAL, "card:turn"} & {tip for _who, tip in shown}, shown
