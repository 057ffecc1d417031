"""One registry of computer levels, errors that are never swallowed, and decisions whose
randomness depends only on (game seed, move number, seat)."""
from __future__ import annotations

import logging

import pytest

from game import AmountRange, Config, Pass, SeatConfig
from game.actions import DeclineSecondCard, SealedBid
from game.ai import LEVELS, UnknownLevel, decision_rng, make_bot
from game.bots import RandomBot
from game.state import SEALED_BIDDING
from scenes.session import levels as scene_levels
from scenes.session.match import Match
import game.sim as sim


def test_every_level_builds_from_the_one_registry_and_unknown_levels_are_errors():
    for key, level in LEVELS.items():
        assert type(make_bot(key)) is level.build
        assert type(sim.make_bot(key)) is level.build
        assert type(scene_levels.make_bot(key)) is level.build
    assert isinstance(scene_levels.make_bot(None), RandomBot)
    for make in (make_bot, sim.make_bot, scene_levels.make_bot):
        with pytest.raises(UnknownLevel, match="grandmaster"):
            make("grandmaster")


def test_a_level_that_fails_to_build_is_an_error_not_a_random_opponent(monkeypatch):
    def broken():
        raise RuntimeError("the value table is missing")

    monkeypatch.setitem(LEVELS, "normal", LEVELS["normal"].__class__(
        "normal", "Normal", "broken", broken))
    with pytest.raises(RuntimeError, match="value table"):
        scene_levels.make_bot("normal")
    with pytest.raises(RuntimeError, match="value table"):
        sim.make_bot("normal")


def test_decision_randomness_depends_on_seed_move_and_seat_only():
    first = [decision_rng(7, 12, 1).random() for _ in range(3)]
    assert first == [decision_rng(7, 12, 1).random() for _ in range(3)]
    assert decision_rng(7, 12, 1).random() != decision_rng(7, 13, 1).random()
    assert decision_rng(7, 12, 1).random() != decision_rng(7, 12, 2).random()
    assert decision_rng(7, 12, 1).random() != decision_rng(8, 12, 1).random()


class Broken:
    name = "broken"

    def choose(self, view, legal, rng):
        raise ZeroDivisionError("a bug in the bot")


def test_a_bot_exception_is_logged_with_its_decision(caplog):
    config = Config(seats=(SeatConfig("A", "bot", "normal"), SeatConfig("B", "bot", "normal"),
                           SeatConfig("C", "bot", "normal")))
    match = Match(config, 3, thinking_seconds=0.0, bots={0: Broken(), 1: Broken(), 2: Broken()})
    with caplog.at_level(logging.ERROR, logger="scenes.session.match"):
        assert match.update(1.0)
    assert match.bot_mistakes == 1
    record = caplog.records[-1]
    assert "failed to decide at move 0" in record.getMessage()
    assert "phase play" in record.getMessage()
    assert record.exc_info and record.exc_info[0] is ZeroDivisionError


# --- threaded and unthreaded games are the same game -------------------------------------------

def human_choice(options):
    """A scripted human: passes or declines when it may, bids 9 sealed, names 15, else the first."""
    for option in options:
        if type(option) in (Pass, DeclineSecondCard):
            return option
    option = options[0]
    if type(option) is AmountRange:
        return option.make(max(option.lo, min(option.hi, 9 if option.kind is SealedBid else 15)))
    return option


def play(threaded: bool, seed: int, level: str) -> tuple[list, int]:
    """One game with a scripted human at seat 0; returns the actions and, when threaded, how
    many computer decisions were worked out and then thrown away (the human bid meanwhile)."""
    seats = (SeatConfig("Human", "human"), SeatConfig("B", "bot", level),
             SeatConfig("C", "bot", level))
    match = Match(Config(seats=seats), seed, thinking_seconds=1.0, threaded=threaded)
    # The app's thinking budget stays on, timed by a clock that never moves: a loaded machine
    # may cut the app's search short (game.ai.thinking), which this test is not about.
    match.clock = lambda: 0.0
    thrown_away = 0
    while not match.is_over:
        if match.human_to_act(0):
            if threaded and match.phase == SEALED_BIDDING and match.bot_to_act() is not None:
                match.update(0.0)                  # the computers think while the human types
                match._job.thread.join()
                thrown_away += 1
            assert match.submit(human_choice(match.legal_for(0))) is None
        else:
            match.update(2.0)
            if threaded and match._job is not None:
                match._job.thread.join()
                match.update(2.0)
    return match.actions, thrown_away


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_threaded_and_unthreaded_games_give_the_same_moves(level, monkeypatch):
    if level == "hard":         # the same search on a tiny budget, so the test stays quick
        from game.ai.hard import HardBot
        monkeypatch.setitem(LEVELS, "hard", LEVELS["hard"].__class__(
            "hard", "Hard", "tiny", lambda: HardBot(budget=4, max_worlds=2, min_worlds=2)))
    unthreaded, _ = play(False, 21, level)
    threaded, thrown_away = play(True, 21, level)
    assert thrown_away > 0          # the case that used to differ did happen
    assert threaded == unthreaded
