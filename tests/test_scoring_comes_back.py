"""A game saved, or quit, while a round's scoring overlay is up comes back to that overlay on
Continue and on Load, in both games, the computers waiting until the player closes it; the
save list says where it stands ("round 1 scored"), not "round 2"."""
from __future__ import annotations

import random

import pytest

from tests.test_saves_ui import AppDriver, start_title

from game import default_config
from game.card.config import Config as CardConfig, SeatConfig
from game.registry import get
from game.save import record_of
from scenes.saves import SavesScene
from scenes.scoring import ScoringOverlay
from scenes.session.match import Match
from scenes.session.scoring_left import SEEN
from scenes.table import TableScene

#: A few seconds of frames: far more than a relaxed computer's thinking time.
LONG = 2.0


def random_step(rules, state, rng):
    """A uniformly random legal move of the first seat to act, an amount at its lowest."""
    seat = rules.to_act(state)[0]
    legal = rules.legal_actions(state, seat)
    option = legal[rng.randrange(len(legal))]
    return option.make(option.lo) if hasattr(option, "make") else option


def _config(game: str):
    if game == "card":
        return CardConfig(seats=(SeatConfig("Mia"), SeatConfig("Kai", "bot", "random"),
                                 SeatConfig("Lou", "bot", "random"),
                                 SeatConfig("Ned", "bot", "random")), first_player=0)
    return default_config(4, humans=1, level="random")


def record_at_round_end(game: str):
    """A real game of `game` played at random up to the move that scored round 1, where a
    computer seat is the next to act (the one that would move at once, were it let)."""
    rules, config = get(game), _config(game)
    for seed in range(3, 40):
        state, actions, rng = rules.new_game(config, seed), [], random.Random(seed)
        while rules.scored_round(state.events) is None:
            action = random_step(rules, state, rng)
            state = rules.apply(state, action)
            actions.append(action)
        assert rules.scored_round(state.events) == 0
        if any(config.seats[s].is_bot for s in rules.to_act(state)):
            return record_of(config, seed, actions, game=game), state
    raise AssertionError("no seed where a computer moves first after round 1")


def _on_the_overlay(d: AppDriver, moves: int) -> ScoringOverlay:
    overlay = d.top
    assert isinstance(overlay, ScoringOverlay) and overlay.round == 0 and not overlay.review
    d.frame(LONG, n=5)                  # time passes: the computers wait for the player
    assert isinstance(d.top, ScoringOverlay)
    assert len(d.ctx.match.actions) == moves
    return overlay


@pytest.mark.parametrize("game", ["card", "auction"])
def test_continue_comes_back_to_the_round_scoring(tmp_path, game):
    record, state = record_at_round_end(game)
    first = AppDriver(tmp_path)
    first.ctx.store.autosave(record, state)      # the autosave the scoring move left
    first.ctx.store.flush()
    d = AppDriver(tmp_path)                      # the app started again
    start_title(d)
    d.press("Continue")
    d.frame()
    overlay = _on_the_overlay(d, len(record.actions))
    overlay.button.click()                       # "Deal round 2": the game goes on
    d.frame(LONG, n=5)
    assert not isinstance(d.top, ScoringOverlay)
    assert len(d.ctx.match.actions) > len(record.actions), "the computers play on"


@pytest.mark.parametrize("game", ["card", "auction"])
def test_load_comes_back_to_the_round_scoring(tmp_path, game):
    record, state = record_at_round_end(game)
    AppDriver(tmp_path).ctx.store.save_named("Wertung R1", record, state)
    d = AppDriver(tmp_path)
    start_title(d)
    d.press("Load")
    assert isinstance(d.top, SavesScene)
    d.click(d.top.rows[0].rect.center)
    d.press("Load")
    d.frame()
    _on_the_overlay(d, len(record.actions))


def test_a_closed_overlay_stays_closed_on_continue(tmp_path):
    """Closed, then quit before the next move: Continue comes back to the next round, the
    overlay already seen (the autosave was told)."""
    record, state = record_at_round_end("card")
    first = AppDriver(tmp_path)
    first.ctx.store.autosave(record, state)
    first.ctx.store.flush()
    d = AppDriver(tmp_path)
    start_title(d)
    d.press("Continue")
    d.frame()
    d.top.button.click()
    d.frame()                                    # (a computer's thinking has only begun)
    assert d.ctx.match.notes[SEEN] == len(record.actions)
    d.ctx.store.flush()
    again = AppDriver(tmp_path)
    start_title(again)
    again.press("Continue")
    again.frame()
    assert not isinstance(again.top, ScoringOverlay)


@pytest.mark.parametrize("game", ["card", "auction"])
def test_the_save_list_says_the_round_was_scored(tmp_path, game):
    record, state = record_at_round_end(game)
    d = AppDriver(tmp_path)
    match = Match.resume(record, state)
    info = d.ctx.store.save_named("Wertung R1", match.game_record(), state)
    listed = next(i for i in d.ctx.store.list_saves() if i.path == info.path)
    assert listed.scored == 1 and listed.round == 2
    assert "round 1 scored" in listed.progress and "round 2" not in listed.progress


def test_an_older_save_without_the_mark_reads_as_before(tmp_path):
    record, state = record_at_round_end("card")
    d = AppDriver(tmp_path)
    info = d.ctx.store.save_named("old", record, state)       # no "scored" in its meta
    listed = next(i for i in d.ctx.store.list_saves() if i.path == info.path)
    assert listed.scored is None and "round 2" in listed.progress


def _table_under(d: AppDriver):
    """The table under the overlay on top."""
    return d.ctx.stack.scenes[-2]


def _live_at_the_overlay(tmp_path, record):
    """The same game played live up to its scoring move: continued one move before it, that
    move made, and the frames run until the round's scoring overlay opens."""
    return _live_driver_at_the_overlay(tmp_path, record)[1]


def _live_driver_at_the_overlay(tmp_path, record):
    """`_live_at_the_overlay`, with the driver: (driver, the table under the overlay)."""
    before = record_of(record.config, record.seed, record.actions[:-1], game=record.game)
    d = AppDriver(tmp_path / "live")
    state = before.replay()
    d.ctx.store.autosave(before, state)
    d.ctx.store.flush()
    start_title(d)
    d.press("Continue")
    assert not isinstance(d.top, ScoringOverlay)
    d.ctx.match._commit_one(record.actions[-1])     # the move that scores round 1, live
    for _ in range(200):
        if isinstance(d.top, ScoringOverlay):
            return d, _table_under(d)
        d.frame(0.1)
    raise AssertionError("the live game never opened the round's scoring")


@pytest.mark.parametrize("game", ["card", "auction"])
def test_the_table_behind_a_restored_overlay_is_the_scored_round(tmp_path, game):
    """Behind the overlay that came back, the table is the one live play showed at that
    moment: the round just played (its label, its board, the seats and the hand as the round
    ended, the log up to its end), not the next round dealt; closing the overlay shows the
    next round and tells the rest of the scoring move (the next round's deal)."""
    record, state = record_at_round_end(game)
    live = _live_at_the_overlay(tmp_path, record)
    d, table = _continued_elsewhere(tmp_path, record, state)
    overlay = _on_the_overlay(d, len(record.actions))
    assert table.shown.round == 0 and state.round == 1
    assert table.shown == live.shown, "the same table as live play behind the overlay"
    told = _told(table)
    assert told == table.log.lines, "that the game continues: once the overlay closes"
    assert told == _told(live), "the log tells up to the round's end, as in live play"
    assert ("round", "Round 2") not in told
    d.ctx.stack.draw(d.ctx.screen)          # drawn over the round just scored
    overlay.button.click()                  # "Deal round 2"
    d.frame()
    assert d.top is table and table.shown.round == 1
    after = _told(table)
    assert after[:len(told)] == told and ("round", "Round 2") in after[len(told):]
    note = table.log.lines.index(("play", "The game continues where it was saved."))
    assert note > table.log.lines.index(("round", "Round 2")), "after every move saved"


def _told(table, start: int = 0) -> list:
    """The log's lines (from line `start`), less the table's note that the game was loaded."""
    return [line for line in table.log.lines[start:]
            if line[1] != "The game continues where it was saved."]


def _after_closing(d: AppDriver, table, monkeypatch) -> tuple[list, list]:
    """Close the overlay on top of `d` and run the frames until the table is idle: the beats
    the table started meanwhile (kind, words) and the log's lines told then."""
    started: list = []
    real = TableScene.start_beat

    def spy(self, beat):
        started.append((type(beat).__name__, getattr(beat, "text", "")))
        real(self, beat)

    monkeypatch.setattr(TableScene, "start_beat", spy)
    told = len(table.log.lines)
    d.top.button.click()                    # "Deal round 2"
    for _ in range(50):
        d.frame(0.1)
        if not table.timeline.beats and not table.timeline.steps:
            break
    monkeypatch.undo()
    return started, _told(table, told)


def _continued_elsewhere(tmp_path, record, state):
    """An app started afresh on another folder whose autosave is `record` (at `state`),
    continued: its driver and the table under the restored overlay."""
    d = AppDriver(tmp_path / "loaded")
    d.ctx.store.autosave(record, state)
    d.ctx.store.flush()
    start_title(d)
    d.press("Continue")
    d.frame()
    return d, _table_under(d)


def test_closing_a_restored_overlay_shows_the_next_round_as_live_play(tmp_path, monkeypatch):
    """Live, closing "Deal round 2" shows the "Round 2" banner and the deal; after an overlay
    that came back on Continue the auction table showed round 2 at once, without either."""
    record, state = record_at_round_end("auction")
    live_driver, live = _live_driver_at_the_overlay(tmp_path, record)
    live_beats, live_told = _after_closing(live_driver, live, monkeypatch)
    assert live_driver.top is live
    assert ("Banner", "Round 2") in live_beats and ("Deal", "") in live_beats
    d, table = _continued_elsewhere(tmp_path, record, state)
    beats, told = _after_closing(d, table, monkeypatch)
    assert beats[:len(live_beats)] == live_beats, "the same moments as live play"
    assert told[:len(live_told)] == live_told


def test_closing_a_restored_card_overlay_goes_on_as_live_play(tmp_path):
    """The card game has no banner nor deal between rounds: closing a restored overlay tells
    the same lines and shows the same next round as live play."""
    record, state = record_at_round_end("card")
    live_driver, live = _live_driver_at_the_overlay(tmp_path, record)
    before = len(live.log.lines)
    live_driver.top.button.click()
    live_driver.frame()
    d, table = _continued_elsewhere(tmp_path, record, state)
    told = len(table.log.lines)
    d.top.button.click()
    d.frame()
    assert table.shown == live.shown and table.shown.round == 1
    assert _told(table)[told:] == live.log.lines[before:]
