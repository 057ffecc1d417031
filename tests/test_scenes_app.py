"""The command-line modes: --first-frame-exit, --smoke, the demo's screenshots; several humans
at one table; the match controller's one hook for every action."""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from tests.ui_driver import Driver

import pygame
import pytest

from scenes.session.language import LANGUAGES

from game import Config, SeatConfig, default_config
from scenes.app import Shots, start_demo
from scenes.gameover import GameOverScene
from scenes.handover import HandoverScene
from scenes.session.match import Match
from scenes.scoring import ScoringOverlay
from scenes.session.settings import Settings
from scenes.table import TableScene

ROOT = Path(__file__).resolve().parent.parent


def run_app(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "scenes.app", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_first_frame_exit_prints_nothing_and_exits_0(tmp_path):
    env_path = str(ROOT)
    (tmp_path / "work").mkdir()
    (tmp_path / "home").mkdir()
    result = subprocess.run([sys.executable, "-c",
                             "import sys; sys.path.insert(0, sys.argv[1]);"
                             "from scenes.app import main; sys.exit(main(['--first-frame-exit']))",
                             env_path], cwd=tmp_path / "work", capture_output=True, text=True,
                            timeout=120,
                            env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                                     HOME=str(tmp_path / "home"),
                                     XDG_CONFIG_HOME=str(tmp_path / "home" / ".config")))
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    assert list((tmp_path / "work").iterdir()) == []    # nothing in the working directory
    assert list((tmp_path / "home").rglob("*.json")) == []  # the first frame saves nothing


def test_smoke_exits_0(tmp_path):
    result = run_app("--smoke", "--screenshots", str(tmp_path / "shots"), cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert "smoke ok" in result.stdout
    shots = sorted(p.name for p in (tmp_path / "shots").glob("smoke-*.png"))
    # The title, a table and the scoring overlay, and the overlay once in every language.
    assert shots == sorted(["smoke-title.png", "smoke-table.png", "smoke-scoring.png"]
                           + [f"smoke-scoring-{code}.png" for code in LANGUAGES])


@pytest.mark.slow
def test_demo_saves_a_screenshot_at_every_scene_change_and_every_sale(tmp_path):
    ui = Driver((800, 450), Settings(animation_speed="off", computer_pace="instant"))
    shots = Shots(ui.ctx, tmp_path)
    table = start_demo(ui.ctx, 3, seed=8, level="random")
    table.toggle_fast_forward()
    for _ in range(20000):
        if isinstance(ui.top, GameOverScene):
            break
        ui.frame(0.05)
        shots.after_frame()
    assert isinstance(ui.top, GameOverScene)
    for _ in range(10):
        ui.frame(0.05)
        shots.after_frame()
    names = sorted(p.name for p in tmp_path.iterdir())
    sales = [n for n in names if "-sale-" in n]
    assert len(sales) == len(table.match.state.sales) > 0
    assert any("scene-table" in n for n in names)
    assert any("scene-scoring" in n for n in names)
    assert any("scene-gameover" in n for n in names)


def test_several_humans_each_see_their_own_view_when_it_is_their_decision():
    ui = Driver()
    seats = (SeatConfig("Ada", "human"), SeatConfig("Ben", "human"),
             SeatConfig("Cy", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, thinking_seconds=0.0,
                  rng=random.Random(1))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    seen = set()
    from game.bots import RandomBot
    bot, rng = RandomBot(), random.Random(4)
    for _ in range(400):
        if isinstance(ui.top, ScoringOverlay):
            ui.top.close()
            continue
        if isinstance(ui.top, HandoverScene):     # hot-seat: the next human confirms
            ui.frame(0.5)
            ui.key(pygame.K_RETURN)
            continue
        if not isinstance(ui.top, TableScene) or match.is_over:
            break
        ui.frame(0.05)
        if table.human_turn():
            seat = table.shown.seat
            assert seat in match.to_act and seat in (0, 1)
            assert table.shown.hand == match.state.hands[seat]
            seen.add(seat)
            match.submit(bot.choose(None, match.legal_for(seat), rng))
    assert seen == {0, 1}
    # Each human's own view, or the public one (None) while computers play or the screen
    # passes on: never the computer seat's.
    assert table.drawn_seats <= {0, 1, None}


def test_every_action_passes_through_one_hook():
    match = Match(default_config(3, humans=0, level="random"), 2, thinking_seconds=0.0,
                  rng=random.Random(2))
    heard = []
    match.listeners.append(lambda m, action, events: heard.append(action))
    while len(match.actions) < 60:
        match.update(0.0)
    assert heard == match.actions
    record = match.game_record()
    assert record.seed == 2 and len(record.actions) == len(heard)


def test_frame_bench_prints_its_figures_as_json():
    import json
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, str(ROOT / "bench" / "frames.py"), "--frames", "30",
                             "--json"], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    for scenario in ("table", "gavel"):
        figures = report[scenario]
        assert 0 < figures["median_ms"] <= figures["p95_ms"] <= figures["p99_ms"]


def test_a_saved_game_resumes_at_the_table_where_it_was():
    ui = Driver()
    match = Match(default_config(4, humans=1, level="random"), 6, thinking_seconds=0.0,
                  rng=random.Random(6))
    from game.bots import RandomBot
    bot, rng = RandomBot(), random.Random(1)
    while len(match.actions) < 40:
        seat = match.to_act[0]
        if seat in match.bots:
            match.play_bot(seat)
        else:
            match.submit(bot.choose(None, match.legal_for(seat), rng))
    again = Match.resume(match.game_record(), thinking_seconds=0.0, rng=random.Random(6))
    assert again.state == match.state and again.actions == match.actions
    table = TableScene(ui.ctx, again)
    assert table.shown == match.view(0)
    ui.ctx.stack.push(table)
    ui.frame()
    assert any("continues" in line for _, line in table.log)
    assert len(again.actions) >= 40


def test_the_table_plays_its_sounds_in_time_with_the_animation():
    class Recorder:
        def __init__(self):
            self.played = []

        def play(self, name):
            self.played.append(name)
            return True

    ui = Driver((800, 450), Settings(animation_speed="fast", computer_pace="instant"))
    ui.ctx.audio = Recorder()
    table = start_demo(ui.ctx, 3, seed=5, level="random")
    for _ in range(5000):
        if isinstance(ui.top, ScoringOverlay):
            break
        ui.frame(0.05)
    assert isinstance(ui.top, ScoringOverlay)
    played = ui.ctx.audio.played
    sales = [s for s in table.match.state.sales if s.round == 0]
    open_sales = [s for s in sales if s.method == "open"]
    assert played.count("gavel") == len(sales) + 2 * len(open_sales)
    assert {"card", "bell"} <= set(played)
    assert ("coins" in played) == any(s.payments for s in sales)


def test_threaded_computer_seats_play_the_same_game_as_unthreaded_ones():
    def play(threaded: bool):
        match = Match(default_config(4, humans=0, level="random"), 12, thinking_seconds=0.0,
                      rng=random.Random(12), threaded=threaded)
        for _ in range(100000):
            if match.is_over:
                break
            match.update(0.01)
            if threaded and match._job is not None:
                match._job.thread.join()     # the worker's answer, without waiting on a clock
        return match

    plain, threaded = play(False), play(True)
    assert threaded.is_over and threaded.actions == plain.actions


class _CountingClock:
    """A clock for the main loop that records the frame rate asked of every frame and lets
    `dt` seconds pass at each, without waiting."""

    def __init__(self, dt: float) -> None:
        self.dt, self.asked = dt, []

    def tick(self, fps: int = 0) -> int:
        self.asked.append(fps)
        return int(self.dt * 1000)


def test_the_main_loop_draws_fewer_frames_while_a_table_waits_for_a_still_player():
    """At a table waiting for the human, after the player has been still a while, the loop
    asks for REST_FPS; any input brings 60 back at once; while computers move, or on a screen
    that moves by itself, it stays at 60; a minimized window gets HIDDEN_FPS."""
    from scenes import app
    ui = Driver()
    seats = (SeatConfig("Ada", "human"), SeatConfig("Cy", "bot", "random"),
             SeatConfig("Di", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, thinking_seconds=0.0,
                  rng=random.Random(1))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    moving = 0
    for _ in range(200):
        if table.human_turn():
            break
        assert not table.at_rest and app.frame_rate(table, 60.0, False) == app.BUSY_FPS
        moving += 1
        ui.frame(0.05)
    assert moving and table.at_rest         # the computers moved first, then the table rests
    clock = ui.ctx.clock = _CountingClock(0.1)
    frames = 0

    def after(_dt: float) -> None:
        nonlocal frames
        frames += 1
        if frames == 30:                    # 3 s still: the player moves the mouse
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                                 buttons=(0, 0, 0)))
        if frames == 34:
            pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
        if frames == 38:
            ui.ctx.quit()
    pygame.event.clear()
    app.run_loop(ui.ctx, on_frame=after)
    asked = clock.asked[1:]             # the first tick starts the clock; then frame by frame
    assert asked[:19] == [app.BUSY_FPS] * 19                    # 2 s to be still
    assert set(asked[21:31]) == {app.REST_FPS}
    assert asked[31] == app.BUSY_FPS                            # moved: at once
    assert asked[35:] and set(asked[35:]) == {app.HIDDEN_FPS}
    from scenes.pause import PauseScene
    from scenes.rules import RulesScene
    for still_screen in (PauseScene, RulesScene):          # menus over a game: nothing moves
        assert app.frame_rate(still_screen.__new__(still_screen), 3.0, False) == app.REST_FPS


def test_the_screens_that_animate_rest_once_their_animation_has_played():
    """The title's deal, the round's scoring, the game over chart and the hand-over's arming
    run at the full frame rate; once played, the screen rests like a menu (an idle game over
    screen at 60 frames kept most of a core busy at 1920×1080)."""
    from scenes import app
    from scenes.smoke import FinishedGame, card_playout, first_round_end
    from scenes.title import TitleScene
    from tests.test_monkey import near_the_end
    ui = Driver((1280, 720))
    rnd, events, seen = first_round_end()
    screens = [TitleScene(ui.ctx), ScoringOverlay(ui.ctx, rnd, events, seen),
               GameOverScene(ui.ctx, FinishedGame(card_playout(3, seed=6))),
               HandoverScene(ui.ctx, near_the_end(2, 3).public_view(), 1, lambda seat: None)]
    for screen in screens:
        assert app.frame_rate(screen, 60.0, False) == app.BUSY_FPS, screen.name
        for _ in range(60):
            screen.update(0.1)
        assert app.frame_rate(screen, 60.0, False) == app.REST_FPS, screen.name
        assert app.frame_rate(screen, 1.0, False) == app.BUSY_FPS, screen.name
