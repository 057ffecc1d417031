"""Each round's scoring seen again from the results: the rounds under the game-over chart (or
keys 1 to 4) open the round's scoring overlay as the table showed it, replayed from the game's
record, and "Back to the results" returns to them; for both games, at both window sizes and in
every language the chips fit under the chart."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tests.test_card_table import card_match, choose, click_action, run
from tests.test_ui_game import play_through, tame_match
from tests.ui_driver import FAST, Driver

from game.bots import RandomBot
from game.registry import GAMES
from game.save import record_of
from scenes import ui as ui_mod
from scenes.gameover import GameOverScene
from scenes.round_summary import RoundSummary, past_scorings
from scenes.scoring import ScoringOverlay
from scenes.smoke import FinishedGame, card_playout


def _shape(summary: RoundSummary) -> tuple:
    """What a round's overlay shows, all but the theme's naming function."""
    return tuple(getattr(summary, f.name) for f in dataclasses.fields(summary)
                 if f.name != "artist")


@pytest.fixture
def overlays(monkeypatch) -> dict:
    """Every scoring overlay opened, by round: the live ones, then the ones seen again."""
    opened: dict = {"live": {}, "review": {}}
    real = ScoringOverlay.__init__

    def spy(self, ctx, round_index, events, after, auto=False, review=False, **more):
        real(self, ctx, round_index, events, after, auto=auto, review=review, **more)
        opened["review" if review else "live"][round_index] = _shape(self.summary)
    monkeypatch.setattr(ScoringOverlay, "__init__", spy)
    return opened


def _look_back(ui: Driver, overlays: dict, rounds: int, keys: bool) -> None:
    """From the results, open each round's scoring again and go back."""
    over = ui.top
    assert isinstance(over, GameOverScene) and len(over.rounds) == rounds
    ui.frame(ui_mod.ARM_SECONDS + 0.05)
    for i, chip in enumerate(over.rounds):
        if keys:
            ui.key(pygame.K_1 + i, str(i + 1))
        else:
            ui.click(chip.rect.center)
        assert isinstance(ui.top, ScoringOverlay) and ui.top.round == i and ui.top.review
        ui.frame(ui.top.total_time + 0.1)
        assert ui.top.button.label == "Back to the results"
        ui.key(pygame.K_RETURN)
        assert ui.top is over
    assert overlays["review"] == overlays["live"] and len(overlays["live"]) == rounds


def test_the_auction_games_rounds_seen_again_are_the_scorings_the_table_showed(overlays):
    ui = Driver((1280, 720))
    play_through(ui, tame_match())
    _look_back(ui, overlays, 4, keys=False)


def test_the_card_games_rounds_seen_again_are_the_scorings_the_table_showed(overlays):
    ui = Driver((1920, 1080))
    match, table, over = card_match(ui, humans=1, bots=3, seed=21)
    rng, kinds = random.Random(21), set()

    def act(t) -> None:
        action = choose(match.legal_for(t.shown.seat), kinds, rng)
        kinds.add(type(action))
        click_action(ui, t, action)

    run(ui, table, over, act)
    ui.ctx.stack.replace(ui.ctx.stack.make("gameover", match))
    ui.frame(0.0)
    _look_back(ui, overlays, 4, keys=True)


def test_a_round_seen_again_is_replayed_from_the_record_in_the_seats_view():
    record = card_playout(players=3, seed=4)
    scorings = past_scorings(record, 1)
    assert sorted(scorings) == [0, 1, 2, 3]
    final = record.replay()
    for r, (events, view) in scorings.items():
        assert view.seat == 1 and len(view.results) == r + 1
        assert view.results[r] == final.results[r]
        assert GAMES["card"].scored_round(events) == r
    # Nothing scored yet, nothing to look back on.
    assert past_scorings(dataclasses.replace(record, actions=record.actions[:3]), 0) == {}


def auction_record(players: int, seed: int):
    """A whole auction game of random players, as a record (one human seat)."""
    rules = GAMES["auction"]
    config = rules.default_config(players, humans=1, level="random")
    state, bot, rng, actions = rules.new_game(config, seed), RandomBot(), random.Random(seed), []
    while rules.result(state) is None:
        seat = rules.to_act(state)[0]
        actions.append(bot.choose(rules.view(state, seat), rules.legal_actions(state, seat), rng))
        state = rules.apply(state, actions[-1])
    return record_of(config, seed, actions, game="auction")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_round_chips_fit_under_the_chart_in_every_language(size, language):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    for record in (card_playout(players=5, seed=2), auction_record(5, 3)):
        over = ui.ctx.stack.open("gameover", FinishedGame(record))
        ui.frame(2.0)
        _left, chart, plot = over.panels()
        chips = [c.rect for c in over.rounds]
        assert len(chips) == 4
        for i, chip in enumerate(chips):
            assert chart.contains(chip) and chip.top > plot.bottom
            assert not any(chip.colliderect(o) for o in chips[i + 1:])
            label = over.rounds[i].label        # whole at its size, not shrunk to fit
            room = chip.w - ui.ctx.px(8)
            assert ui.ctx.text.size(label, ui.ctx.px(over.rounds[i].size), "bold")[0] <= room
        assert not any(b.rect.colliderect(c) for b in over.buttons for c in chips)
        ui.ctx.stack.pop()


def test_the_round_chips_say_what_they_do_on_hover():
    ui = Driver((1280, 720))
    over = ui.ctx.stack.open("gameover", FinishedGame(card_playout()))
    ui.frame(2.0)
    shown: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size, weight: shown.append(text))
    ui.post(pygame.MOUSEMOTION, pos=over.rounds[2].rect.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.05)
    assert "See the scoring of round 3 again (3)" in shown
