"""A parked game loaded, played on and kept again is one save, where Load lists the game: the
keeping writes the new "Unfinished ..." save, then removes the parked save the game came from
(or whose every move it holds), which would stand in the list at the time it was first kept,
under older saves, saying a position the game has long left. A full disk keeps the old save as
it was; a save the player named is never replaced."""
from __future__ import annotations

import random
from datetime import datetime

from tests.test_parked_saves import KEPT, into_round_four, listed, load_by_name
from tests.test_saves_ui import (AppDriver, new_game_through_setup, quit_to_title,
                                 random_action, start_title)
from tests.test_keep_unfinished import _disk_full

from scenes.saves import ConfirmScene
from scenes.session.keeping import keep_unfinished
from scenes.session.parked import KEPT_IN
from scenes.title import TitleScene

import pygame


def at(d: AppDriver, hour: int, minute: int) -> None:
    d.ctx.store.now = lambda: datetime(2026, 11, 30, hour, minute)


def keep_through_new_game(d: AppDriver) -> None:
    """On the title over an unfinished game: New game, "Keep it and start", back."""
    d.press("New game")
    d.press("Keep it and start")
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)


def parked_and_played_on(tmp_path, seed: int = 41):
    """A game parked at 05:12, a save named "tea" at 06:00 of another game, then the parked
    game loaded and played on by one move at 07:30: the driver, the generator, the match."""
    d = AppDriver(tmp_path)
    start_title(d)
    rng = random.Random(5)
    into_round_four(d, seed, rng)
    quit_to_title(d)
    at(d, 5, 12)
    keep_through_new_game(d)
    at(d, 6, 0)
    other = new_game_through_setup(d, seed + 1, players=3).match
    d.ctx.store.save_named("tea", other.game_record(), other.state)
    quit_to_title(d)
    at(d, 7, 30)
    load_by_name(d, KEPT)
    match = d.ctx.match
    match.submit(random_action(match.state, rng))
    d.frame()
    quit_to_title(d)
    return d, rng, match


def test_a_parked_game_played_on_and_kept_again_is_one_save_listed_at_its_new_time(tmp_path):
    d, _rng, match = parked_and_played_on(tmp_path)
    keep_through_new_game(d)
    # One save of that game, the newest, above "tea" (it stood under it, at 05:12, beside a
    # second one of the same game).
    assert listed(d) == ["Unfinished auction game, 30 Nov 07:30", "tea"]
    kept = d.ctx.store.list_saves()[0]
    assert kept.parked
    assert list(d.ctx.store.load_named(kept).record.actions) == list(match.actions)


def test_kept_again_after_the_app_was_closed_and_continued(tmp_path):
    """Quit, the app started again and the game continued: the autosave still knows the game
    came from the parked save, and keeping it replaces that save."""
    d, rng, match = parked_and_played_on(tmp_path)
    d2 = AppDriver(tmp_path, seed=2)
    start_title(d2)
    d2.press("Continue")
    assert d2.ctx.match.notes.get(KEPT_IN) == "unfinished-auction-game-30-nov-05-12.json"
    d2.ctx.match.submit(random_action(d2.ctx.match.state, rng))
    d2.frame()
    quit_to_title(d2)
    at(d2, 9, 5)
    keep_through_new_game(d2)
    assert listed(d2) == ["Unfinished auction game, 30 Nov 09:05", "tea"]


def test_a_full_disk_keeps_the_parked_save_as_it_was(tmp_path, monkeypatch):
    d, _rng, _match = parked_and_played_on(tmp_path)
    old = d.ctx.store.list_saves()[1]
    assert old.name == KEPT
    before = old.path.read_bytes()
    _disk_full(monkeypatch)
    d.press("New game")
    d.press("Keep it and start")
    assert isinstance(d.top, ConfirmScene) and d.top.title == "The game was not kept"
    monkeypatch.undo()
    assert listed(d) == ["tea", KEPT] and old.path.read_bytes() == before


def test_the_save_it_came_from_goes_though_a_move_was_taken_back(tmp_path):
    """A move of the parked save taken back after the load: the game kept again no longer holds
    every move of that save, but came from it (its notes say so), and replaces it; the same
    game without the note is another game of that deal (the seed typed again): it stays."""
    d, rng, match = parked_and_played_on(tmp_path)
    store = d.ctx.store
    old = next(s for s in store.list_saves() if s.name == KEPT)
    loaded = store.load_named(old)
    record = loaded.record
    shorter = record.__class__(record.config, record.seed, record.deck, record.actions[:-1],
                               meta={"table": {KEPT_IN: old.path.name}}, game=record.game)
    # Without the note it is another game of the same deal: the parked save stays.
    store.autosave(shorter.with_meta({}), shorter.replay())
    at(d, 8, 0)
    keep_unfinished(store, "Unfinished auction game, 30 Nov 08:00")
    assert listed(d) == ["Unfinished auction game, 30 Nov 08:00", "tea", KEPT]
    # With it, the game came from that save, and replaces it (and the keeping it holds).
    store.autosave(shorter, shorter.replay())
    at(d, 8, 1)
    keep_unfinished(store, "Unfinished auction game, 30 Nov 08:01")
    assert listed(d) == ["Unfinished auction game, 30 Nov 08:01", "tea"]


def test_a_save_named_on_the_save_screen_is_never_replaced_by_keeping(tmp_path):
    d, _rng, match = parked_and_played_on(tmp_path)
    # The very game, saved by name from the pause menu before it was played on.
    first = d.ctx.store.load_named(next(s for s in d.ctx.store.list_saves()
                                        if s.name == KEPT))
    d.ctx.store.save_named("mine", first.record.with_meta({}), first.state)
    keep_through_new_game(d)
    assert sorted(listed(d)) == sorted(["Unfinished auction game, 30 Nov 07:30", "tea", "mine"])
