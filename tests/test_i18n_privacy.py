"""The hot-seat privacy test and the monkey test once more in German: what a seat may not see
stays hidden also when the words and numbers are the language's own (7.310, not 7310), and no
screen breaks under longer words."""
from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

import tests.test_hotseat as hotseat
import tests.test_monkey as monkey
from tests.ui_driver import Driver

from game.i18n import _
from scenes.session.settings import Settings

LANGUAGE = "de"

#: A thousands separator between digits (1.234, 1,234, 1 234): taken out, so that an amount is
#: found on screen however the language writes it.
_GROUPS = re.compile(r"(?<=\d)[.,'\u00a0\u202f\u2009 ](?=\d{3}(?!\d))")


class ShownRecorder(hotseat.Recorder):
    """The privacy test's recorder, noting each text as the player reads it (translated, its
    numbers the language's way) as well as its English."""

    def __init__(self, ui: Driver) -> None:
        super().__init__(ui)
        spied = ui.ctx.text.render
        cache = ui.ctx.text

        def render(s, *args, **kwargs):
            shown = cache.shown(s)
            self.texts.append(_GROUPS.sub("", shown))
            return spied(s, *args, **kwargs)
        cache.render = render


def german(**kw) -> Settings:
    return Settings(language=LANGUAGE, **kw)


def test_the_recorder_reads_amounts_the_way_the_language_writes_them():
    ui = Driver(settings=german())
    rec = ShownRecorder(ui)
    assert ui.ctx.text.shown(7310) == "7.310"
    ui.ctx.text.render(_("Settings"), 14)
    ui.ctx.text.render(ui.ctx.text.shown(7310), 14)
    assert "7310" in rec.texts and "Einstellungen" in rec.texts


@pytest.mark.slow
def test_a_full_hot_seat_game_in_german_never_draws_another_seats_secrets(monkeypatch):
    monkeypatch.setattr(hotseat, "Recorder", ShownRecorder)
    ui = Driver((1280, 720), settings=replace(german(), animation_speed="off",
                                              computer_pace="instant"))
    assert ui.ctx.words.code == LANGUAGE
    match = hotseat.hot_match(3, 1, seed=21)
    seen = hotseat.play(ui, match, random.Random(5))
    assert match.is_over and seen["opened"] == {0, 1, 2} and seen["scorings"] == 4
    assert {"handover", "scoring", "pause", "gameover"} <= seen["scenes"]


def test_the_privacy_check_fails_on_a_leak_written_the_languages_way():
    ui = Driver(settings=german())
    rec = ShownRecorder(ui)
    match = hotseat.hot_match(2, 1, seed=3)
    cash = match.state.cash[1]
    ui.ctx.text.render(ui.ctx.text.shown(cash), 14)      # "8.420": seat 1's money
    assert hotseat.secrets_shown(match, rec, allowed=0) == [f"cash of seat 1 ({cash})"]


@pytest.mark.slow
def test_five_thousand_random_events_across_every_scene_in_german(tmp_path, no_audio_device,
                                                                   monkeypatch):
    monkeypatch.setattr(monkey, "Settings", german)
    monkey.test_five_thousand_random_events_across_every_scene(tmp_path, no_audio_device)
