"""When saving fails the player sees it: a banner across the table for as long as autosaves
fail, a question before quitting such a game (to the title or by closing the window); and a
game that fails right after it was loaded is set aside with its backup offered, never saved
over the backup. All through the app's own frames and real events."""
from __future__ import annotations

import errno
import json
import random
from datetime import datetime, timedelta

import pygame
import pytest

from tests.test_crash import Boom, Unguarded
from tests.ui_driver import Driver, esc_to_pause
from tests.test_saves_ui import (AppDriver, new_game_through_setup, random_action, real_save,
                                 start_title)

from scenes import ui
from scenes.session.language import LANGUAGES
from scenes.banner import BANNER, QUESTION, banner_rect
from scenes.crash import SET_ASIDE, CrashScene
from scenes.farewell import FAREWELL
from scenes.pause import PauseScene
from scenes.session.storage import NOTICE_SECONDS, decode_save
from scenes.saves import ConfirmScene, DamagedSaveScene
from scenes.table import TableScene
from scenes.title import TitleScene


def drawn_text(d: AppDriver) -> list[str]:
    """Every piece of text the next frame draws."""
    seen: list[str] = []
    real = d.ctx.text.render
    d.ctx.text.render = lambda s, *a, **k: seen.append(s) or real(s, *a, **k)
    try:
        d.frame()
    finally:
        d.ctx.text.render = real
    return seen


def break_the_disk(store) -> None:
    """The data folder turns into a file: every write from now on fails."""
    for path in store.folder.iterdir():
        path.unlink()
    store.folder.rmdir()
    store.folder.write_text("not a folder")


def mend_the_disk(store) -> None:
    store.folder.unlink()
    store.folder.mkdir()


def test_a_banner_shows_on_the_table_while_saves_fail_and_goes_when_they_work(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 12).match
    assert not any("Not saved" in s for s in drawn_text(d))
    break_the_disk(d.ctx.store)
    rng = random.Random(12)
    match.submit(random_action(match.state, rng))
    banner = [s for s in drawn_text(d) if "Not saved" in s]
    assert banner == [BANNER]           # one line; the pause menu says why
    d.key(pygame.K_ESCAPE)
    assert "could not be saved" in " ".join(drawn_text(d))
    d.key(pygame.K_ESCAPE)
    # The banner is drawn at the foot of the log, in claret.
    rect, _size = banner_rect(d.ctx, d.top.layout.log)
    colour = pygame.transform.average_color(d.ctx.screen.subsurface(rect))
    assert colour[0] > 2 * colour[2]
    mend_the_disk(d.ctx.store)
    match.submit(random_action(match.state, rng))
    assert not any("Not saved" in s for s in drawn_text(d))
    assert d.ctx.store.continue_game().game is not None


def test_quitting_an_unsaved_game_asks_first(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 13).match
    break_the_disk(d.ctx.store)
    match.submit(random_action(match.state, random.Random(13)))
    # Closing the window asks; keeping on playing leaves everything as it was.
    d.post(pygame.QUIT)
    d.frame()
    assert d.ctx.running and isinstance(d.top, ConfirmScene) and d.top.name == QUESTION
    assert "could not be saved" in d.top.message and "lost" in d.top.message
    d.press("Keep playing")
    assert isinstance(d.top, TableScene) and d.ctx.running
    # Quit to title asks too; "Quit anyway" goes.
    esc_to_pause(d)
    assert isinstance(d.top, PauseScene)
    d.press("Quit to title")
    assert isinstance(d.top, ConfirmScene) and d.top.name == QUESTION
    d.press("Quit anyway")
    assert isinstance(d.top, TitleScene)
    # No game on the table any more: closing the window quits at once.
    d.post(pygame.QUIT)
    d.frame()
    assert not d.ctx.running


def test_closing_the_window_twice_quits_and_a_saved_game_quits_at_once(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 14).match
    match.submit(random_action(match.state, random.Random(14)))
    d.post(pygame.QUIT)
    d.frame()
    assert d.ctx.running and d.top.name == FAREWELL     # saved: no question, said kept
    d.post(pygame.QUIT)
    d.frame()
    assert not d.ctx.running                       # the close button again: at once
    d.ctx.running = True
    d.ctx.stack.pop()                              # (the table again, for what follows)
    break_the_disk(d.ctx.store)
    match.submit(random_action(match.state, random.Random(15)))
    d.post(pygame.QUIT)
    d.frame()
    assert d.ctx.running and d.top.name == QUESTION
    d.post(pygame.QUIT)
    d.frame()
    assert not d.ctx.running


def crash_on_first_draw(monkeypatch) -> None:
    def broken(self, surface):
        raise Boom("this save cannot be drawn")
    monkeypatch.setattr(TableScene, "draw", broken)


def test_a_game_that_fails_right_after_continue_is_set_aside_and_the_backup_offered(
        tmp_path, monkeypatch):
    latest, _ = real_save(seed=21, moves=30)
    older, older_state = real_save(seed=21, moves=29)
    d = Unguarded(tmp_path)
    store = d.ctx.store
    store.folder.mkdir(parents=True)
    store.autosave_path.write_bytes(latest)
    store.backup_path.write_bytes(older)
    start_title(d)
    crash_on_first_draw(monkeypatch)
    d.press("Continue")
    crash = d.top
    assert isinstance(crash, CrashScene)
    assert store.backup_path.read_bytes() == older                  # never saved over
    kept = list(store.folder.glob("autosave.json.damaged-*"))
    # Set aside, not deleted: the same game (the table may have written it again on opening,
    # with a later "saved at", so the record is compared, not the bytes).
    assert len(kept) == 1 and decode_save(kept[0].read_bytes())[0] == decode_save(latest)[0]
    assert not store.autosave_path.exists()
    monkeypatch.undo()
    d.frame()
    d.press("Back to the title")
    d.press("Continue")
    screen = d.top
    assert isinstance(screen, DamagedSaveScene)
    assert SET_ASIDE in screen.message and "intact" in screen.message
    d.press("Continue from the backup")
    assert isinstance(d.top, TableScene)
    assert d.top.match.state._replace(events=()) == older_state._replace(events=())


def test_a_named_game_that_fails_on_loading_is_set_aside_and_the_game_in_progress_kept(
        tmp_path, monkeypatch):
    named, _ = real_save(seed=31, moves=12)
    d = Unguarded(tmp_path)
    store = d.ctx.store
    start_title(d)
    match = new_game_through_setup(d, 32).match
    rng = random.Random(32)
    for _ in range(4):
        match.submit(random_action(match.state, rng))
    in_progress = match.state
    store.saves_folder.mkdir(parents=True)
    named_path = store.saves_folder / "friday.json"
    named_path.write_bytes(named)
    d.key(pygame.K_ESCAPE)
    d.press("Save / Load")
    saves = d.top
    row = next(r for r in saves.rows if r.info.path == named_path)
    d.click(row.rect.center)
    crash_on_first_draw(monkeypatch)
    d.press("Load")
    if isinstance(d.top, ConfirmScene):
        d.press("Load it")
    assert isinstance(d.top, CrashScene)
    assert not named_path.exists() and list(store.saves_folder.glob("friday.json.damaged-*"))
    monkeypatch.undo()
    d.frame()
    d.press("Back to the title")
    d.press("Continue")
    screen = d.top
    assert isinstance(screen, DamagedSaveScene) and SET_ASIDE in screen.message
    d.press("Continue from the backup")
    assert isinstance(d.top, TableScene)
    # The backup is the game that was in progress before the load, where it was.
    assert d.top.match.state._replace(events=()) == in_progress._replace(events=())
    assert json.loads(named)["seed"] != d.top.match.seed


def test_a_disk_that_refuses_is_told_in_the_games_words(tmp_path):
    """autosave.json replaced by a folder mid-game: the banner read "could not be saved (Is a
    directory)", the system's English, which tells a player neither what is wrong nor where
    (seen in a real window; a full disk read "File too large"). The reason is the game's own
    sentence, naming the folder to look in, and play goes on. (A folder there is now moved
    out of the way; the data folder turned into a file still stops every save.)"""
    d = AppDriver(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 12).match
    store = d.ctx.store
    break_the_disk(store)
    match.submit(random_action(match.state, random.Random(12)))
    d.key(pygame.K_ESCAPE)                  # the pause menu says why
    text = "".join(drawn_text(d))           # wrapped lines, the folder's path split too
    said = f"something else stands in the folder {store.folder} where the game keeps"
    assert "".join(said.split()) in "".join(text.split())
    assert "directory" not in text and "File exists" not in text
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TableScene) and not match.is_over


def test_a_folder_in_place_of_the_autosave_is_moved_aside_and_the_player_told_once(tmp_path):
    """A folder named autosave.json put in the save folder mid-game made every autosave fail
    until the player found and removed it: "Not saved!" for the rest of the game, and
    Continue set the folder aside and offered the older backup. The folder is moved aside,
    the game saved all the same, and the table says once, over the top of the log, where the
    folder went; after a while it says no more."""
    d = AppDriver(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 12).match
    store = d.ctx.store
    clock = [datetime(2026, 11, 22, 7, 30)]
    store.now = lambda: clock[0]
    store.autosave_path.unlink()
    store.autosave_path.mkdir()
    (store.autosave_path / "mine.txt").write_text("the player's")
    rng = random.Random(12)
    match.submit(random_action(match.state, rng))
    drawn = drawn_text(d)
    assert not any("Not saved" in s for s in drawn)
    [moved] = store.folder.glob("autosave.json.moved-*")
    assert (moved / "mine.txt").read_text() == "the player's"
    told = "".join("".join(drawn).split())
    assert "".join(f"it was moved aside to {moved}, and your game is saved".split()) in told
    log = d.top.layout.log
    assert d.ctx.screen.get_rect().contains(log)
    clock[0] += timedelta(seconds=NOTICE_SECONDS)
    match.submit(random_action(match.state, rng))
    assert "moved aside" not in " ".join(drawn_text(d))
    assert store.continue_game().game.record.actions == tuple(match.actions)


def test_a_full_disk_and_a_closed_folder_are_said_in_every_language():
    """The system's refusals come in the game's words, translated, not the system's English."""
    from game.files import system_reason
    from scenes.session.language import LANGUAGES, words_for
    for code in LANGUAGES:
        words = words_for(code)
        for number, english in [(errno.ENOSPC, "No space left on device"),
                                (errno.EFBIG, "File too large"),
                                (errno.EACCES, "Permission denied"),
                                (errno.EISDIR, "Is a directory")]:
            reason = system_reason(OSError(number, english), "/saves")
            said = words.text(reason)
            assert english not in said and said.strip()
            assert code == "en" or said != str.__str__(reason)       # translated
            if number in (errno.EACCES, errno.EISDIR):
                assert "/saves" in said


@pytest.mark.parametrize("size", [(1280, 720), (1200, 675)])
def test_the_pause_menu_says_why_the_game_is_not_saved_inside_itself(tmp_path, size,
                                                                      monkeypatch):
    """The pause menu drew why the game was not saved below itself, pale peach over the white
    hand cards, where it could hardly be read (seen in a real window). It is inside the menu
    now, under its buttons, and the menu grows for it and shrinks again once saves work."""
    d = AppDriver(tmp_path, size=size)
    start_title(d)
    match = new_game_through_setup(d, 15).match
    break_the_disk(d.ctx.store)
    match.submit(random_action(match.state, random.Random(15)))
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert isinstance(pause, PauseScene)
    notes: list = []
    real = ui.wrapped
    monkeypatch.setattr(ui, "wrapped", lambda surface, ctx, s, size, rect, *a, **k:
                        notes.append((s, pygame.Rect(rect))) or real(surface, ctx, s, size,
                                                                     rect, *a, **k))
    d.frame()
    [(note, rect)] = [(s, r) for s, r in notes if "could not be saved" in s]
    assert pause.rect.contains(rect) and rect.top >= pause.buttons[-1].rect.bottom
    assert rect.height >= ui.wrapped_height(d.ctx, note, 13, rect.w)
    assert d.ctx.screen.get_rect().contains(pause.rect)
    tall = pause.rect.height
    mend_the_disk(d.ctx.store)
    d.ctx.autosave(match)
    d.frame()
    assert pause.rect.height < tall and not pause.note


def test_the_card_game_shows_the_banner_too_while_saves_fail(tmp_path):
    """In a card game whose saves failed, the card table said nothing (the pause menu alone
    knew): the player played on thinking the game safe (seen in a real window). The card
    table shows the same banner as the auction's."""
    from game.card.engine import legal_actions
    from scenes.table.card_scene import CardTableScene
    from tests.test_card_saves_ui import card_record
    d = AppDriver(tmp_path)
    record, state = card_record()
    d.ctx.store.autosave(record, state)
    start_title(d)
    d.press("Continue")
    table = d.top
    assert isinstance(table, CardTableScene)
    assert not any("Not saved" in s for s in drawn_text(d))
    store = d.ctx.store
    break_the_disk(store)
    match = table.match
    match.submit(legal_actions(match.state, match.state.to_act[0])[0])
    assert [s for s in drawn_text(d) if "Not saved" in s] == [BANNER]
    mend_the_disk(store)
    match.submit(legal_actions(match.state, match.state.to_act[0])[0])
    assert not any("Not saved" in s for s in drawn_text(d))


def test_continue_never_calls_an_older_game_one_move_earlier(tmp_path):
    """A card game played from its start with the autosave a folder was never saved; Continue
    then offered the auction game before it as "the save made one move earlier" (seen in a
    real window). The backup is called the previous save, and its summary says which game."""
    from game import default_config
    from game.save import record_of
    d = AppDriver(tmp_path)
    auction = record_of(default_config(3, humans=1, level="random"), 4, ())
    d.ctx.store.autosave(auction, auction.replay())
    d.ctx.store.autosave(auction, auction.replay())         # now the backup too
    d.ctx.store.autosave_path.unlink()
    d.ctx.store.autosave_path.mkdir()
    start_title(d)
    d.press("Continue")
    assert isinstance(d.top, DamagedSaveScene)
    text = " ".join(drawn_text(d))
    assert "one move earlier" not in text
    assert "The previous save is intact: Modern Art · " in text


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_banner_is_one_line_in_every_language_at_the_smallest_table(code):
    """With the reason in it, and the folder named there, the banner ran to two or three lines
    over the seats' names and hand counts; its words now fit one line at the foot of the log,
    at a readable size, at the smallest table, in every language (the pause menu, a key away,
    says why)."""
    from scenes.session.settings import MIN_WINDOW
    from scenes.table.layout import table_layout
    d = Driver(size=MIN_WINDOW)
    d.ctx.set_language(code)
    log = table_layout(d.ctx.size, 5, 0, False).log
    rect, size = banner_rect(d.ctx, log)
    assert size >= 12
    assert d.ctx.text.size(d.ctx.text.shown(BANNER), d.ctx.px(size), "bold")[0] <= rect.w - 12


def banner_clear_of(ctx, layout, log) -> list[str]:
    """The table's areas the banner would cover (none but the log's keys' line may be)."""
    from scenes.table.log_panel import body_rect
    rect, _size = banner_rect(ctx, log)
    assert ctx.screen.get_rect().contains(rect)
    areas = {name: r for name, r in layout.named().items() if name != "log"}
    areas["log's lines"] = body_rect(ctx, log)
    for seat, r in getattr(layout, "seats", getattr(layout, "rows", {})).items():
        areas[f"seat {seat}"] = r
    return [name for name, r in areas.items() if r.colliderect(rect)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1200, 675)])
def test_the_banner_covers_nothing_a_player_needs_at_either_table(tmp_path, size):
    """Across the top of the table the banner covered the seats' names, the market board's
    title and the log's (seen at 1280×720 and 1920×1080). At the foot of the log's column it
    covers none of the table's areas, no seat, and no line of the log, at either table; a
    claret edge round the window keeps it impossible to miss."""
    from game.card.engine import legal_actions as card_actions
    from scenes.table.card_scene import CardTableScene
    from tests.test_card_saves_ui import card_record
    d = AppDriver(tmp_path, size=size)
    start_title(d)
    match = new_game_through_setup(d, 16, players=5).match
    break_the_disk(d.ctx.store)
    match.submit(random_action(match.state, random.Random(16)))
    assert [s for s in drawn_text(d) if "Not saved" in s] == [BANNER]
    assert banner_clear_of(d.ctx, d.top.layout, d.top.layout.log) == []
    corner = d.ctx.screen.get_at((1, d.ctx.size[1] // 2))
    assert corner[0] > 2 * corner[2]                                  # the claret edge
    # The card table.
    mend_the_disk(d.ctx.store)
    record, state = card_record()
    d.ctx.store.autosave(record, state)
    d.ctx.stack.reset(d.ctx.stack.make("title"))
    d.frame()
    d.press("Continue")
    assert isinstance(d.top, CardTableScene)
    break_the_disk(d.ctx.store)
    card_match = d.top.match
    card_match.submit(card_actions(card_match.state, card_match.state.to_act[0])[0])
    assert [s for s in drawn_text(d) if "Not saved" in s] == [BANNER]
    assert banner_clear_of(d.ctx, d.top.layout, d.top.layout.log) == []
