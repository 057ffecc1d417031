"""A kept unfinished game is a parked game: the question on New game keeps it as a save
("Unfinished auction game, 30 Nov 05:12"), Load brings it back as the current game, and once
that game has been played to its end (its game-over screen reached, the game recorded) the
parked save leaves Load, where it went on saying "Unfinished" (and Records counted the game
once). A save the player named stays as it is; a parked save that cannot be removed stays
listed, the log says why, and the game is not disturbed."""
from __future__ import annotations

import logging
import random
from datetime import datetime

import pygame

from tests.test_saves_ui import (AppDriver, new_game_through_setup, quit_to_title,
                                 random_action, start_title)

from scenes.gameover import GameOverScene
from scenes.saves import ConfirmScene, SavesScene
from scenes.scoring import ScoringOverlay
from scenes.session import storage
from scenes.session.games import start_saved
from scenes.session.keeping import keep_unfinished
from scenes.session.parked import is_parked
from scenes.session.records import Records
from scenes.title import TitleScene

KEPT = "Unfinished auction game, 30 Nov 05:12"


def into_round_four(d: AppDriver, seed: int, rng: random.Random):
    """A new 3-player game through the setup, played by random moves into its last round."""
    match = new_game_through_setup(d, seed, players=3).match
    while match.state.round < 3:
        match.submit(random_action(match.state, rng))
    d.frame()
    return match


def park_through_new_game(d: AppDriver) -> None:
    """From the table: quit, New game, "Keep it and start", and back to the title."""
    quit_to_title(d)
    d.ctx.store.now = lambda: datetime(2026, 11, 30, 5, 12)
    d.press("New game")
    d.press("Keep it and start")
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)
    d.ctx.store.now = datetime.now


def load_by_name(d: AppDriver, name: str) -> None:
    """Title -> Load -> the save called `name` -> Load (replacing the game in progress)."""
    d.press("Load")
    saves = d.top
    assert isinstance(saves, SavesScene)
    d.click(next(r for r in saves.rows if r.info.label == name).rect.center)
    d.press("Load")
    if isinstance(d.top, ConfirmScene):
        d.press("Load it")
    if isinstance(d.top, ScoringOverlay):   # saved on a round's scoring, it comes back there
        d.top.button.click()
        d.frame()


def to_game_over(d: AppDriver, rng: random.Random, limit: int = 5000,
                 move=lambda match, rng: random_action(match.state, rng)) -> GameOverScene:
    """Play the table's game to its game-over screen: every seat's move a random one (`move`,
    the auction game's by default), the rounds' scoring overlays closed by Enter."""
    for _ in range(limit):
        top = d.top
        if isinstance(top, GameOverScene):
            return top
        if isinstance(top, ScoringOverlay):
            d.frame(top.total_time + 0.1)
            d.key(pygame.K_RETURN)
            continue
        match = d.ctx.match
        if not match.is_over:
            match.submit(move(match, rng))
        d.frame(0.5)
    raise AssertionError("the game-over screen never came")


def listed(d: AppDriver) -> list[str]:
    return [s.label for s in d.ctx.store.list_saves()]


def test_a_parked_game_played_to_its_game_over_screen_leaves_load_and_counts_once(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    rng = random.Random(5)
    parked_match = into_round_four(d, 41, rng)
    park_through_new_game(d)
    assert listed(d) == [KEPT]
    assert d.ctx.store.list_saves()[0].parked
    # Another game started and left unfinished, then the parked one loaded over it.
    other = new_game_through_setup(d, 42, players=3).match
    other.submit(random_action(other.state, rng))
    quit_to_title(d)
    load_by_name(d, KEPT)
    assert list(d.ctx.match.actions) == list(parked_match.actions)
    over = to_game_over(d, rng)
    # Recorded once, and the parked save is gone from Load: it said "Unfinished" for a game
    # played to its end.
    assert len(Records(d.ctx.store.folder).games) == 1
    assert listed(d) == []
    assert over.match is d.ctx.match and d.ctx.match.is_over
    d.ctx.stack.reset(TitleScene(d.ctx))
    d.frame()
    d.press("Load")
    assert isinstance(d.top, SavesScene) and d.top.rows == []


def test_a_parked_game_resumed_by_continue_and_finished_leaves_load_too(tmp_path):
    """Loaded, played on, the app quit and the game continued: the autosave no longer says
    which save it came from, but the parked save's every move is in the finished game."""
    d = AppDriver(tmp_path)
    start_title(d)
    rng = random.Random(8)
    into_round_four(d, 43, rng)
    park_through_new_game(d)
    other = new_game_through_setup(d, 44, players=3).match
    other.submit(random_action(other.state, rng))
    quit_to_title(d)
    load_by_name(d, KEPT)
    d.ctx.match.submit(random_action(d.ctx.match.state, rng))
    quit_to_title(d)
    d2 = AppDriver(tmp_path, seed=2)
    start_title(d2)
    d2.press("Continue")
    assert d2.ctx.match.loaded_from == d2.ctx.store.autosave_path
    to_game_over(d2, rng)
    assert listed(d2) == [] and len(Records(d2.ctx.store.folder).games) == 1


def test_a_save_the_player_named_stays_when_its_game_ends(tmp_path):
    """Only the kept ("parked") saves go: one named on the Save screen stays, even of the very
    game that ended, and a parked save of another game stays too."""
    d = AppDriver(tmp_path)
    start_title(d)
    rng = random.Random(3)
    into_round_four(d, 47, rng)
    park_through_new_game(d)                    # another game's parked save: it stays
    match = into_round_four(d, 48, rng)
    d.key(pygame.K_ESCAPE)
    d.press("Save / Load")
    d.type("before the end")
    d.key(pygame.K_RETURN)
    named = d.ctx.store.list_saves()
    assert [s.parked for s in named if s.name == "before the end"] == [False]
    d.press("Back")
    d.key(pygame.K_ESCAPE)
    assert d.ctx.match is match
    to_game_over(d, rng)
    assert sorted(listed(d)) == sorted(["before the end", KEPT])


def parked_and_loaded(tmp_path) -> tuple[AppDriver, random.Random]:
    """A game in round four parked through New game and loaded back from Load; the driver
    and the random moves' generator."""
    d = AppDriver(tmp_path)
    start_title(d)
    rng = random.Random(5)
    into_round_four(d, 41, rng)
    park_through_new_game(d)
    load_by_name(d, KEPT)
    return d, rng


def test_a_parked_save_that_cannot_be_removed_stays_and_the_log_says_why(
        tmp_path, monkeypatch, caplog):
    d, rng = parked_and_loaded(tmp_path)

    unlink = storage.Path.unlink

    def read_only(self, *args, **kw):           # the saves folder alone is read-only
        if self.parent == d.ctx.store.saves_folder:
            raise PermissionError(13, "Permission denied")
        return unlink(self, *args, **kw)

    monkeypatch.setattr(storage.Path, "unlink", read_only)
    with caplog.at_level(logging.WARNING):
        over = to_game_over(d, rng)
    monkeypatch.undo()
    assert isinstance(d.top, GameOverScene) and d.top is over     # the game not disturbed
    assert listed(d) == [KEPT]
    assert any("kept save" in r.getMessage() and "could not be deleted" in r.getMessage()
               for r in caplog.records)
    assert len(Records(d.ctx.store.folder).games) == 1


def test_a_game_not_on_record_keeps_its_parked_save(tmp_path, monkeypatch):
    """Removing a parked save waits for its game to be recorded as finished: when the records
    file cannot be written, the parked save stays, to play the end again."""
    from scenes.session import records
    d, rng = parked_and_loaded(tmp_path)

    def full(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(records, "atomic_write", full)
    to_game_over(d, rng)
    assert listed(d) == [KEPT] and Records(d.ctx.store.folder).games == []


def test_a_parked_card_game_played_to_its_end_leaves_load(tmp_path):
    """The card game's table ends its game the same way: its parked save goes."""
    from tests.test_card_table import card_match
    from scenes.session.keeping import kept_name
    d = AppDriver(tmp_path)
    match, _table, _over = card_match(d, humans=1, bots=2, seed=9)
    rng = random.Random(9)
    d.ctx.watch_match(match)
    while len(match.state.results) < 3:
        seat = match.state.to_act[0]
        legal = match.legal_for(seat)
        match.submit(legal[rng.randrange(len(legal))])
    d.ctx.autosave(match)
    name = kept_name("card", datetime(2026, 11, 30, 5, 12), d.ctx.words)
    info = keep_unfinished(d.ctx.store, name)
    assert info.name == "Unfinished card game, 30 Nov 05:12" and info.parked
    saved = d.ctx.store.load_named(info)
    assert is_parked(saved.record)
    start_saved(d.ctx, saved)
    d.frame()

    def card_move(m, rng):
        legal = m.legal_for(m.state.to_act[0])
        return legal[rng.randrange(len(legal))]
    to_game_over(d, rng, 20000, card_move)
    assert listed(d) == [] and len(Records(d.ctx.store.folder).games) == 1
