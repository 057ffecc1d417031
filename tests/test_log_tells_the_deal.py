"""The auction log says what each round deals (RULES.md §2). A play-tester (German, five
players) read "Runde 2" in the log with nothing under it, though four cards had come to every
hand; the card game's log says "4 cards dealt to each player". Now the heading has the deal's
line under it, from the round's own event (`RoundStarted`): so many cards to each player (and
to the dummy hand or decks), or, in round 4, which deals none, that the cards kept in hand are
played. Played live: the round scored, its overlay closed, the next round told."""
from __future__ import annotations

import random

import pytest

from tests.test_scoring_comes_back import _live_driver_at_the_overlay, _told, random_step

from game import default_config
from game.config import STANDARD, THREE_WITH_DUMMY, TWO_PLAYER, Config, SeatConfig
from game.engine import new_game
from game.log import narrate
from game.registry import get
from game.save import record_of
from scenes.scoring import ScoringOverlay


def record_scoring(rnd: int, players: int):
    """A real auction game played at random up to the move that scores round `rnd` (from 0)."""
    rules, config = get("auction"), default_config(players, humans=1, level="random")
    state, actions, rng = rules.new_game(config, 5), [], random.Random(5)
    while rules.scored_round(state.events) != rnd:
        action = random_step(rules, state, rng)
        state = rules.apply(state, action)
        actions.append(action)
    return record_of(config, 5, actions, game="auction")


@pytest.mark.parametrize("rnd, players, under", [
    (0, 5, "3 cards dealt to each player."),
    (1, 4, "4 cards dealt to each player."),
    (2, 3, "No new cards this round: the cards kept in hand are played.")])
def test_the_next_round_s_heading_says_the_deal(tmp_path, rnd, players, under):
    d, table = _live_driver_at_the_overlay(tmp_path, record_scoring(rnd, players))
    told = len(table.log.lines)
    assert isinstance(d.top, ScoringOverlay)
    d.top.button.click()                    # "Deal round N"
    for _ in range(60):
        d.frame(0.1)
        if d.top is table and not table.timeline.beats and not table.timeline.steps:
            break
    lines = _told(table, told)
    heading = ("round", f"Round {rnd + 2}")
    assert heading in lines, lines
    assert lines[lines.index(heading) + 1] == ("play", under), lines


def test_round_one_and_the_dummy_hands():
    """Round 1's deal, and the dummy hand (3 players) or the two dummy decks (2 players),
    dealt as for 4 players (RULES.md §7, §8)."""
    def first_line(variant, n):
        seats = tuple(SeatConfig(f"P{i}", "human" if i == 0 else "bot", None if i == 0 else "easy") for i in range(n))
        state = new_game(Config(seats=seats, variant=variant), 1)
        line = narrate(state.events[0], state.config)
        return line.kind, str(line.text), str(line.then)
    assert first_line(STANDARD, 5) == ("round", "Round 1", "8 cards dealt to each player.")
    assert first_line(THREE_WITH_DUMMY, 3) == (
        "round", "Round 1", "9 cards dealt to each player and to the dummy hand.")
    assert first_line(TWO_PLAYER, 2) == (
        "round", "Round 1", "9 cards dealt to each player and to each dummy deck.")
