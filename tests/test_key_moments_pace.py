"""The key moments follow the animation speed: at Fast the round's end and the reveals (the
card game's everyone-plays cards and round end, the auction's sealed bids, its round over and
an open lot's gavel) kept their whole normal length while everything else ran at half. Now
they are quicker, each never under the time its words take to read (`read_seconds`); at Slow
they are longer; fast-forward and a skip still cut them. Time here is the table's own clock
(frames of a fixed dt), never the wall's."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_table import card_match
from tests.ui_driver import Driver

from scenes.session.settings import Settings
from scenes.table.card_moments import READ_SECONDS
from scenes.table.timeline import (BEAT_SECONDS, GavelFalls, RoundOver, SealedReveal,
                                   beat_scale)

DT = 0.05


def _key_moments(speed: str, moves: int = 60) -> list[tuple[str, float]]:
    """Three computers play a seeded card game on the table at the animation `speed`: each key
    moment's kind and the seconds it stayed on the table, in order."""
    ui = Driver((1280, 720), settings=Settings(animation_speed=speed, computer_pace="instant"))
    match, table, _over = card_match(ui, humans=0, bots=3, seed=2)
    table.demo = True
    shown, current, frames = [], None, 0
    while len(match.actions) < moves and not match.is_over:
        beat = table.beat
        if beat is not current:
            current = beat
            if beat is not None and beat.key_moment:
                shown.append([beat.kind, 0.0])
        on_table = ui.ctx.stack.top is table     # the scoring overlay keeps its own time
        if current is not None and current.key_moment and on_table:
            shown[-1][1] += DT
        if not on_table:
            ui.key(pygame.K_RETURN)             # the round's points: Continue
        ui.frame(DT)
        frames += 1
        assert frames < 20000
    return [(kind, seconds) for kind, seconds in shown]


def test_the_card_games_reveal_and_round_end_are_quicker_at_fast_yet_readable():
    normal, fast, slow = (_key_moments(s) for s in ("normal", "fast", "slow"))
    kinds = [kind for kind, _s in normal]
    assert "reveal" in kinds and "ended" in kinds, kinds
    assert [kind for kind, _s in fast] == kinds == [kind for kind, _s in slow]
    for (kind, usual), (_k, quick), (_k2, long) in zip(normal, fast, slow):
        floor = READ_SECONDS[kind]
        assert floor >= 1.0                     # a moment with words: a second at least
        assert abs(quick - floor) <= DT + 1e-9, (kind, quick)    # give or take a frame
        assert quick <= usual - 0.4, (kind, quick, usual)
        assert long >= usual * 1.5, (kind, long, usual)


@pytest.mark.parametrize("beat", [SealedReveal(BEAT_SECONDS["sealed"]),
                                  RoundOver(BEAT_SECONDS["banner"] * 1.3),
                                  GavelFalls(BEAT_SECONDS["gavel_open"], open=True)])
def test_the_auctions_key_moments_scale_with_the_animation_speed_down_to_a_reading(beat):
    fast = beat.duration * beat_scale(beat, Settings(animation_speed="fast").animation_scale,
                                      False)
    slow = beat.duration * beat_scale(beat, Settings(animation_speed="slow").animation_scale,
                                      False)
    assert fast == pytest.approx(beat.read_seconds)
    assert 1.0 <= fast < beat.duration < slow


def test_one_knock_of_the_gavel_keeps_its_normal_length_at_fast():
    """One knock and "Sold! to … for …" lasts 0.8 s at Normal: already no longer than a
    reading, it is not cut."""
    beat = GavelFalls(BEAT_SECONDS["gavel"])
    assert beat.duration * beat_scale(beat, 0.5, False) == pytest.approx(beat.duration)


def test_space_still_skips_a_key_moment_at_fast():
    ui = Driver((1280, 720), settings=Settings(animation_speed="fast", computer_pace="instant"))
    match, table, _over = card_match(ui, humans=0, bots=3, seed=2)
    table.demo = True
    for _ in range(20000):
        if table.beat is not None and table.beat.key_moment and table.beat.t > 0:
            break
        if ui.ctx.stack.top is not table:
            ui.key(pygame.K_RETURN)
        ui.frame(DT)
    beat = table.beat
    assert beat is not None and beat.t < beat.duration
    ui.key(pygame.K_SPACE)
    ui.frame(DT)
    assert table.beat is not beat
