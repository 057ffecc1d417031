"""A kept unfinished game's name is made where it is shown, in the language of that moment: a
play-tester kept a game while playing in German ("Laufendes Auktionsspiel, 30. Nov. 05:12"),
switched to English, and Load still listed it in German. Keeping records when the question
named the game (and its number); the list makes the name from that and the save's game. Saves
kept before that was recorded are read back from their name, in the language they were kept
in; a name the player gave is never touched, and a file's junk in its place is ignored."""
from __future__ import annotations

from datetime import datetime

import pygame

from tests.test_keep_unfinished import _at_noon
from tests.test_saves_ui import AppDriver, asked_over_a_game_in_progress, real_save
from tests.ui_driver import words_drawn

from game.save import loads
from scenes.saves import SavesScene
from scenes.session.keeping import free_name
from scenes.session.parked import named, parked
from scenes.title import TitleScene

GERMAN = "Laufendes Auktionsspiel, 30. Nov. 05:12"
ENGLISH = "Unfinished auction game, 30 Nov 05:12"


def kept_in_german(tmp_path) -> AppDriver:
    """A game begun, left for the title, and kept by the question on New game in German."""
    d, _match = asked_over_a_game_in_progress(tmp_path)
    d.key(pygame.K_ESCAPE)
    d.ctx.set_language("de")
    _at_noon(d)
    d.press("New game")
    d.press("Keep it and start")
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)
    return d


def shown(d: AppDriver, value) -> str:
    """`value` as the player reads it now."""
    return d.ctx.words.text(value)


def test_a_game_kept_in_german_is_listed_in_english_after_the_switch(tmp_path, monkeypatch):
    d = kept_in_german(tmp_path)
    [info] = d.ctx.store.list_saves()
    assert info.name == GERMAN and shown(d, info.label) == GERMAN      # its file keeps German
    d.ctx.set_language("en")
    [info] = d.ctx.store.list_saves()
    assert shown(d, info.label) == ENGLISH
    drawn = words_drawn(monkeypatch)
    d.press("Load")
    assert isinstance(d.top, SavesScene)
    d.frame()
    assert any(ENGLISH in w for w in drawn) and not any("Laufendes" in w for w in drawn)
    # And the title's question says where it is kept in English too.
    d.key(pygame.K_ESCAPE)
    d.ctx.stack.reset(d.ctx.stack.make("title"))
    d.frame()
    d.press("New game")
    assert f"saved as \u201c{ENGLISH}\u201d" in shown(d, d.top.message)
    d.ctx.set_language("it")
    assert "Partita d'aste sospesa, 30 nov 05:12" in shown(d, d.top.message)


def test_the_second_game_kept_in_a_minute_keeps_its_number_in_every_language(tmp_path):
    d = kept_in_german(tmp_path)
    store = d.ctx.store
    first = store.list_saves()[0]
    record = store.load_named(first).record
    second = free_name(store, GERMAN)           # numbered, its words cut to fit
    assert second == "Laufendes Auktionss\u2026, 30. Nov. 05:12 (2)"
    data = store.save_named(second, parked(record, datetime(2026, 11, 30, 5, 12), 2))
    assert data.kept_number == 2
    d.ctx.set_language("en")
    assert sorted(shown(d, i.label) for i in store.list_saves()) == [ENGLISH, ENGLISH + " (2)"]


def test_a_game_kept_before_the_time_was_recorded_is_read_back_from_its_name(tmp_path):
    """Kept by an earlier version: marked parked, its German name (cut and numbered, the third
    kept that minute) the only record of when."""
    d = AppDriver(tmp_path)
    _at_noon(d)
    store = d.ctx.store
    record = loads(real_save(seed=4, moves=10)[0], replay=False)[0]
    store.save_named("Laufendes Auktionss\u2026, 30. Nov. 05:12 (3)", parked(record))
    [info] = store.list_saves()
    assert info.kept_at == datetime(2026, 11, 30, 5, 12) and info.kept_number == 3
    assert shown(d, info.label) == ENGLISH + " (3)"
    assert store.load_named(info).info.label == ENGLISH + " (3)"


def test_a_name_the_player_gave_stays_and_junk_in_the_file_is_ignored(tmp_path):
    d = AppDriver(tmp_path)
    _at_noon(d)
    store = d.ctx.store
    record = loads(real_save(seed=4, moves=10)[0], replay=False)[0]
    # The player named a game loaded from a kept save: the kept time goes with the mark.
    kept = parked(record, datetime(2026, 11, 30, 5, 12))
    store.save_named("Vor dem Essen", named(kept))
    # The keep question's very name, given by the player on the Save screen: theirs.
    store.save_named(GERMAN, named(record))
    for junk in ("soon", {"at": 5}, {"at": "30 Nov"}, [1]):
        store.save_named(f"junk {junk!r}"[:40], record.with_meta({**record.meta,
                                                                  "parked": True,
                                                                  "kept": junk}))
    labels = sorted(shown(d, i.label) for i in store.list_saves())
    assert labels == sorted(["Vor dem Essen", GERMAN] + [f"junk {j!r}"[:40] for j in (
        "soon", {"at": 5}, {"at": "30 Nov"}, [1])])
