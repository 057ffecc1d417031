"""A new game over an unfinished one: there is one autosave, and the new game takes its place.
The question on New game offers to keep the unfinished game as a named save first ("Keep it
and start"), named by its game and the time ("Unfinished auction game, 30 Nov 05:12"); a
player who wanted both lost the old one. Keeping never loses anything: when the save cannot be
written the question says why and nothing starts."""
from __future__ import annotations

import errno
from datetime import datetime

import pygame
import pytest

from tests.test_saves_ui import (AppDriver, asked_over_a_game_in_progress, bare, quit_to_title,
                                 start_title)

from scenes.saves import ConfirmScene
from scenes.session import storage
from scenes.session.keeping import kept_name
from scenes.session.language import words_for
from scenes.setup import SetupScene
from scenes.table import TableScene
from scenes.title import TitleScene


def _at_noon(d: AppDriver) -> None:
    d.ctx.store.now = lambda: datetime(2026, 11, 30, 5, 12)


def test_keep_it_and_start_keeps_the_unfinished_game_as_a_save_that_loads(tmp_path):
    d, match = asked_over_a_game_in_progress(tmp_path)
    played, state = match.actions, match.state
    d.key(pygame.K_ESCAPE)
    _at_noon(d)
    d.press("New game")
    asked = d.top
    assert isinstance(asked, ConfirmScene)
    assert "\u201cUnfinished auction game, 30 Nov 05:12\u201d" in asked.message
    assert [b.label for b in asked.buttons] == ["Keep it and start", "Replace it",
                                               "Continue it", "Cancel"]
    d.press("Keep it and start")
    assert isinstance(d.top, SetupScene)
    saves = d.ctx.store.list_saves()
    assert [s.name for s in saves] == ["Unfinished auction game, 30 Nov 05:12"]
    kept = d.ctx.store.load_named(saves[0])
    assert list(kept.record.actions) == list(played) and bare(kept.state) == bare(state)
    # Answered once: back from the setup, New game is not asked about the same game again.
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)
    d.press("New game")
    assert isinstance(d.top, SetupScene)


def test_kept_and_asked_again_on_a_later_visit_the_question_says_where_it_is(tmp_path):
    """On another visit to the title (a new one), the kept game is said to be kept, by name."""
    d, _match = asked_over_a_game_in_progress(tmp_path)
    d.key(pygame.K_ESCAPE)
    _at_noon(d)
    d.press("New game")
    d.press("Keep it and start")
    d.ctx.stack.reset(d.ctx.stack.make("title"))
    d.frame()
    d.press("New game")
    assert "saved as \u201cUnfinished auction game, 30 Nov 05:12\u201d" in d.top.message


@pytest.mark.parametrize("answer", ["Replace it", "Keep it and start"])
def test_the_question_over_a_game_in_progress_is_asked_once_a_visit(tmp_path, answer):
    """The play-tester's way: New game, the question answered, Back from the setup, and New
    game again asked the same question about the same game. It goes to the setup now."""
    d, _match = asked_over_a_game_in_progress(tmp_path)
    d.press(answer)
    assert isinstance(d.top, SetupScene)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)
    d.press("New game")
    assert isinstance(d.top, SetupScene)
    assert d.ctx.store.has_autosave()            # nothing replaced until the new game starts


def test_another_game_in_the_autosave_since_the_answer_is_asked_about_again(tmp_path):
    """The answer was about one game as it stood: another autosave in its place (a game
    played on elsewhere, a file put back) is asked about again, on the same title."""
    from tests.test_saves_ui import real_save
    d, _match = asked_over_a_game_in_progress(tmp_path)
    title = d.ctx.stack.scenes[0]
    d.press("Replace it")
    d.key(pygame.K_ESCAPE)
    d.ctx.store.autosave_path.write_bytes(real_save(seed=9, moves=4)[0])
    assert d.top is title
    d.press("New game")
    assert isinstance(d.top, ConfirmScene) and d.top.title == "A game is in progress"


def _disk_full(monkeypatch) -> None:
    """Every save written from now on fails as on a full disk."""
    def full(path, data):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(storage, "atomic_write", full)


def test_a_game_that_cannot_be_kept_says_why_and_starts_nothing(tmp_path, monkeypatch):
    d, match = asked_over_a_game_in_progress(tmp_path)
    before = d.ctx.store.autosave_path.read_bytes()

    _disk_full(monkeypatch)
    d.key(pygame.K_ESCAPE)
    d.press("New game")
    d.press("Keep it and start")
    said = d.top
    assert isinstance(said, ConfirmScene) and said.title == "The game was not kept"
    assert "could not be saved" in said.message and "no new game was started" in said.message
    assert not any(isinstance(s, SetupScene) for s in d.ctx.stack.scenes)
    assert d.ctx.store.autosave_path.read_bytes() == before
    assert d.ctx.store.list_saves() == []
    d.press("Continue it")                       # the unfinished game plays on
    assert isinstance(d.top, TableScene) and list(d.top.match.actions) == list(match.actions)


def test_the_kept_name_fits_a_saves_name_in_every_language():
    at = datetime(2026, 12, 31, 23, 59)
    for code in ("en", "de", "it", "zh_TW"):
        for game in ("auction", "card", "other"):
            name = kept_name(game, at, words_for(code))
            assert 0 < len(name) <= 40 and "23:59" in name, (code, game, name)
    assert kept_name("card", at, words_for("en")) == "Unfinished card game, 31 Dec 23:59"


def test_the_kept_name_dates_with_the_short_form_of_the_save_lists_own_date_words():
    """The kept name made its own date (day, month, time) beside the save list's `date_words`;
    both now come from that one helper, its short form without the year, its long form with
    it, in each language's own order."""
    from scenes.session.save_info import date_words
    at = datetime(2026, 12, 31, 23, 59)
    said = {code: (words_for(code).text(date_words(at, short=True)),
                   words_for(code).text(date_words(at)))
            for code in ("en", "de", "zh_TW")}
    assert said["en"] == ("31 Dec 23:59", "31 Dec 2026 23:59")
    assert said["de"] == ("31. Dez. 23:59", "31. Dez. 2026 23:59")
    assert said["zh_TW"] == ("12月31日 23:59", "2026年12月31日 23:59")
    for code, (short, _long) in said.items():
        assert kept_name("auction", at, words_for(code)).endswith(short), code
    german = "Laufendes Auktionsspiel, 31. Dez. 23:59"
    assert kept_name("auction", at, words_for("de")) == german
    assert kept_name("card", at, words_for("zh_TW")) == "未完成的卡牌遊戲，12月31日 23:59"


def test_load_over_an_unfinished_game_offers_to_keep_it_as_new_game_does(tmp_path):
    """Load from the title over an unfinished game said "save that one under a name first to
    keep it", which the title cannot do: the player lost one game or the other. It asks as New
    game does: Enter keeps it as a parked save ("Keep it and load"), then loads the one
    chosen; loading a parked game over another unfinished one asks again."""
    import random
    from tests.test_saves_ui import new_game_through_setup, random_action
    d, first = asked_over_a_game_in_progress(tmp_path)
    d.key(pygame.K_ESCAPE)
    park_through_new_game_from_title(d)
    second = new_game_through_setup(d, 9, 3).match
    second.submit(random_action(second.state, random.Random(4)))
    played = list(second.actions)
    quit_to_title(d)
    d.ctx.store.now = lambda: datetime(2026, 11, 30, 6, 40)
    d.press("Load")
    d.click(d.top.rows[0].rect.center)
    d.press("Load")
    asked = d.top
    assert isinstance(asked, ConfirmScene) and asked.title == "Load this game?"
    assert [b.label for b in asked.buttons] == ["Keep it and load", "Load it", "Cancel"]
    assert "\u201cUnfinished auction game, 30 Nov 06:40\u201d" in asked.message
    d.key(pygame.K_RETURN)                       # Enter keeps it: nothing is lost
    assert isinstance(d.top, TableScene)
    assert list(d.top.match.actions) == list(first.actions)
    kept = [s for s in d.ctx.store.list_saves() if s.name.endswith("06:40")]
    assert len(kept) == 1 and kept[0].parked
    assert list(d.ctx.store.load_named(kept[0]).record.actions) == played


def park_through_new_game_from_title(d) -> None:
    """On the title over an unfinished game: New game, "Keep it and start", back."""
    _at_noon(d)
    d.press("New game")
    d.press("Keep it and start")
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)


def test_a_game_in_progress_that_cannot_be_kept_on_load_says_why_and_loads_nothing(
        tmp_path, monkeypatch):
    import random
    from tests.test_saves_ui import random_action
    from scenes.saves import SavesScene
    d, match = asked_over_a_game_in_progress(tmp_path)
    d.ctx.store.save_named("tea", match.game_record(), match.state)
    assert match.submit(random_action(match.state, random.Random(3))) is None   # played on
    d.ctx.autosave(match)
    before = d.ctx.store.autosave_path.read_bytes()

    _disk_full(monkeypatch)
    d.key(pygame.K_ESCAPE)
    d.press("Load")
    d.press("Load")
    d.press("Keep it and load")
    said = d.top
    assert isinstance(said, ConfirmScene) and said.title == "The game was not kept"
    assert "could not be saved" in said.message and "no other game was loaded" in said.message
    d.press("Back")
    assert isinstance(d.top, SavesScene)
    assert d.ctx.store.autosave_path.read_bytes() == before
    assert [s.name for s in d.ctx.store.list_saves()] == ["tea"]
