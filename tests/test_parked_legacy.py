"""Saves the keep question made before saves were marked parked carry no mark, so they stayed
in Load, saying "Unfinished", after their game was played to its end. Such a save is known by
its name: the very name the question gave it (in any of the game's languages, German's earlier
words too, numbered or cut as the keeping does) at the minute, within the hour before, its
save was written. A save the player names on the Save screen is written marked not parked, so
no name makes it one; an unmarked save under another name, or saved at another time, stays."""
from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone

import pygame

from tests.test_parked_saves import KEPT, into_round_four, listed, load_by_name, to_game_over
from tests.test_saves_ui import AppDriver, quit_to_title, start_title

from scenes.session.kept_names import named_as_kept
from scenes.session.parked import PARKED
from scenes.session.storage import decode_save
from game.save import read_save

AT = datetime(2026, 11, 30, 5, 12, 40, tzinfo=timezone(timedelta(hours=1)))


def test_the_keep_questions_names_are_known_at_their_time():
    for name in (KEPT, KEPT + " (2)", "Unfinished auction ga\u2026, 30 Nov 05:12 (2)",
                 "Unfinished card game, 30 Nov 05:12", "Unfinished game, 30 Nov 05:12",
                 "Laufendes Auktionsspiel, 30. Nov. 05:12", "Partita a carte sospesa, 30 nov 05:12",
                 "未完成的拍賣遊戲，11月30日 05:12",
                 "Unbeendet: Auktionsspiel, 30. Nov. 05:12", "Unbeendete Partie, 30. Nov. 05:12"):
        assert named_as_kept(name, AT), name
        # Asked at 05:12, kept when the player answered, up to an hour later.
        assert named_as_kept(name, AT + timedelta(minutes=59)), name
    # The earlier German name was too long in September: the date alone, in its long form.
    assert named_as_kept("30. Sept. 2026 05:12", AT.replace(month=9))
    assert not named_as_kept("30. Nov. 2026 05:12", AT)        # not too long: a player's name


def test_other_names_and_other_times_are_the_players():
    for name in ("tea", "Unfinished auction game", "Unfinished auction game, 30 Nov 05:13",
                 "Unfinished auction game, 30 Nov 05:12!", "My unfinished auction game, 30 Nov "
                 "05:12", "30 Nov 2026 05:12", "Unfinished auction game, 30 Nov 05:12 (x)", ""):
        assert not named_as_kept(name, AT), name
    assert not named_as_kept(KEPT, AT + timedelta(minutes=61))     # saved over it, later
    assert not named_as_kept(KEPT, AT - timedelta(minutes=1))      # saved before the minute
    assert not named_as_kept(KEPT, None)


def test_a_kept_name_is_known_to_the_hour_s_edge_in_every_language():
    """Every language's kept names, German's earlier ones too (then the long date alone where
    they are too long): known at the minute they name and 60 minutes later, not 61 minutes
    later nor a minute before; across midnight and New Year (a short date has no year) and
    in September (German's long "Sept.")."""
    from scenes.session.kept_names import _heads
    from scenes.session.language import LANGUAGES, words_for
    from scenes.session.save_info import MAX_NAME, date_words
    for asked in (datetime(2026, 11, 30, 5, 12), datetime(2026, 12, 31, 23, 30),
                  datetime(2028, 2, 29, 23, 59), datetime(2026, 9, 3, 7, 0)):
        for code in LANGUAGES:
            words = words_for(code)
            short, long = words.text(date_words(asked, short=True)), words.text(date_words(asked))
            for head in _heads(code):
                name = head + short if len(head + short) <= MAX_NAME else long[:MAX_NAME]
                for later, known in ((0, True), (60, True), (61, False), (-1, False)):
                    saved = asked + timedelta(minutes=later, seconds=59)
                    assert named_as_kept(name, saved) is known, (name, later)


def test_a_name_is_read_once_not_written_for_every_minute(monkeypatch):
    """Knowing a name wrote the question's name for each minute of the hour in each language
    (244 names, each save listed, each time Load opened); it reads the date in the name once
    per language and writes the name again only at a minute it names."""
    from scenes.session import kept_names
    written = []
    real = kept_names.date_words
    monkeypatch.setattr(kept_names, "date_words", lambda *a, **k: written.append(a) or real(
        *a, **k))
    kept_names._readers.cache_clear()
    names = ("Unfinished auction game, 30 Nov 05:13", "tea", KEPT)
    assert [named_as_kept(name, AT) for name in names] == [False, False, True]
    assert len(written) <= 4 * 2 + 2, len(written)    # each language's two forms, once; KEPT's


def kept_the_old_way(d: AppDriver) -> None:
    """The keep question as it was before the mark: the autosave saved under the kept name, at
    05:12, with no mark in its meta."""
    d.ctx.store.now = lambda: datetime(2026, 11, 30, 5, 12)
    record, state = decode_save(read_save(d.ctx.store.autosave_path))
    d.ctx.store.save_named(KEPT, record, state)
    d.ctx.store.now = datetime.now


def test_an_unmarked_kept_save_leaves_load_when_its_game_is_over(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    rng = random.Random(5)
    into_round_four(d, 41, rng)
    quit_to_title(d)
    kept_the_old_way(d)
    saved = d.ctx.store.list_saves()
    assert listed(d) == [KEPT] and not saved[0].parked
    load_by_name(d, KEPT)
    to_game_over(d, rng)
    assert listed(d) == []


def test_a_save_named_like_a_kept_one_on_the_save_screen_stays(tmp_path):
    """Named on the Save screen at the very minute its name says: marked not parked, it stays
    when its game ends."""
    d = AppDriver(tmp_path)
    start_title(d)
    rng = random.Random(5)
    into_round_four(d, 41, rng)
    d.ctx.store.now = lambda: datetime(2026, 11, 30, 5, 12)
    d.key(pygame.K_ESCAPE)
    d.press("Save / Load")
    d.type(KEPT)
    d.key(pygame.K_RETURN)
    saved = d.ctx.store.list_saves()
    assert listed(d) == [KEPT]
    assert decode_save(read_save(saved[0].path))[0].meta[PARKED] is False
    d.ctx.store.now = datetime.now
    d.press("Back")
    d.key(pygame.K_ESCAPE)
    to_game_over(d, rng)
    assert listed(d) == [KEPT]
