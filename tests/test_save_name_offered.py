"""Saving a game needed a typed name: the box stood empty and Save said a name was missing. The
Save screen now offers one, the game, the round and the time ("Auction game, round 1, 30 Nov
05:12"), already in the box and selected, so that Enter saves at once and typing replaces it.
Through the real scene stack (Esc, Save / Load, keys)."""
from __future__ import annotations

import dataclasses
import random
from datetime import datetime

import pygame
import pytest

from tests.test_saves_ui import PATIENT, AppDriver
from tests.test_setup_fields import saves_in_a_game

from game.card.config import Config as CardConfig
from game.config import SeatConfig
from game.i18n import _
from scenes import ui
from scenes.saves import SavesScene
from scenes.session.match import Match

AT = datetime(2026, 11, 30, 5, 12)


def save_screen(tmp_path) -> tuple[AppDriver, SavesScene]:
    return saves_in_a_game(tmp_path, now=lambda: AT)


def test_the_name_offered_saves_at_once_with_enter(tmp_path):
    d, saves = save_screen(tmp_path)
    field = saves.name_field
    assert field.value == "Auction game, round 1, 30 Nov 05:12"
    assert field.focused and field.select_all
    d.key(pygame.K_RETURN)
    assert [r.info.name for r in saves.rows] == ["Auction game, round 1, 30 Nov 05:12"]
    assert not saves.message_bad


def test_typing_replaces_the_name_offered(tmp_path):
    d, saves = save_screen(tmp_path)
    d.type("Bo")
    assert saves.name_field.value == "Bo"
    d.key(pygame.K_RETURN)
    assert [r.info.name for r in saves.rows] == ["Bo"]


def test_a_card_game_offers_its_own_name_in_the_player_s_language(tmp_path):
    d = AppDriver(tmp_path)
    d.ctx.store.now = lambda: AT
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bo", "bot", "random"))
    match = Match(CardConfig(seats=seats), 3)
    assert SavesScene(d.ctx, match).name_field.value == "Card game, round 1, 30 Nov 05:12"
    d = AppDriver(tmp_path / "de", settings=dataclasses.replace(PATIENT, language="de"))
    d.ctx.store.now = lambda: AT
    assert SavesScene(d.ctx, match).name_field.value == "Kartenspiel, Runde 1, 30. Nov. 05:12"


def test_the_empty_list_says_save_keeps_the_name_offered(tmp_path, monkeypatch):
    """With a name in the box already, the empty list asked the player to "Name this game
    above", as if the box were empty (the helper who offered the name saw it)."""
    d, saves = save_screen(tmp_path)
    drawn = []
    real_text = ui.text
    monkeypatch.setattr(ui, "text", lambda s, c, words, *a, **k: (drawn.append(words),
                                                                   real_text(s, c, words, *a,
                                                                             **k))[1])
    saves.draw(d.screen)
    assert "No saved games yet. Save keeps this game under the name above." in drawn
    assert not any("Name this game" in w for w in drawn)


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_saved_on_a_rounds_scoring_the_name_says_the_round_as_the_list_does(tmp_path, language):
    """On "Round 2 is scored" the Save screen offered "Card game, round 3, …" (the next round,
    not dealt yet), and the list then said "round 2 scored" (a play-tester's shots): the name
    says how far the game got in the list's own words, within the 40 letters a name may have
    (without the time where it would not fit)."""
    from tests.test_save_line_standing import _play
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bo", "bot", "random"),
             SeatConfig("Cy", "bot", "random"))
    match = Match(CardConfig(seats=seats, first_player=0), 7, thinking_seconds=0.0,
                  rng=random.Random(7))
    _play(match, lambda s: match.rules.scored_round(s.events) == 1, random.Random(7))
    assert match.state.round == 2                # round 2 scored, round 3 dealt, not begun
    d = AppDriver(tmp_path, settings=dataclasses.replace(PATIENT, language=language))
    d.ctx.store.now = lambda: AT
    d.ctx.stack.push(SavesScene(d.ctx, match))
    saves = d.top
    offered = saves.name_field.value
    d.key(pygame.K_RETURN)
    [row] = saves.rows
    stage = d.ctx.words.text(row.info.progress_of("")).split(" · ")[-1]
    assert stage == d.ctx.words.text(_("round {round} scored").format(round=2))
    assert stage in offered and len(offered) <= 40 and row.info.name == offered
