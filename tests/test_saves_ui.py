"""Saved games through the app: the autosave after every action, Continue on the title after a
restart, the damaged-save screen for every kind of bad file, new game over a game in progress,
and the named save/load screen (save, overwrite, load, delete, damaged entries)."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from tests.ui_driver import Driver, esc_to_pause

from game import AmountRange, apply, game_result, legal_actions
from game.save import GameRecord
from game.state import GAME_OVER
from scenes import app
from scenes.crash import CrashScene
from scenes.pause import PauseScene
from scenes.saves import ConfirmScene, DamagedSaveScene, SavesScene
from scenes.session.settings import Settings
from scenes.setup import SetupScene
from scenes.session.storage import GameStore, encode_save
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.title import TitleScene


#: Computer seats think for over a second: frames of a test never let them move on their own,
#: so the test decides every move (and knows exactly where the game was).
PATIENT = Settings(animation_speed="off", computer_pace="relaxed")


class AppDriver(Driver):
    """A headless app with a store in `folder`, its frames run through the app's guarded step
    (so a crash lands on the apology screen, as in the real main loop)."""

    def __init__(self, folder: Path, **kw) -> None:
        kw.setdefault("settings", PATIENT)
        super().__init__(**kw)
        self.ctx.store = GameStore(folder / "data", background=False)
        self.ctx.log_folder = folder / "logs"

    def frame(self, dt: float = 1 / 30, n: int = 1) -> None:
        for _ in range(n):
            app.step(self.ctx, pygame.event.get(), dt)
            assert not isinstance(self.top, CrashScene), self.top.summary


def start_title(d: AppDriver) -> TitleScene:
    title = TitleScene(d.ctx)
    d.ctx.stack.push(title)
    d.frame()
    return title


def new_game_through_setup(d: AppDriver, seed: int, players: int = 3) -> TableScene:
    """Title -> New game -> set up (seat 0 human, random computers) -> Start."""
    d.press("New game")
    if isinstance(d.top, ConfirmScene):     # over a game in progress: start over
        d.press("New game" if "saved as" in d.top.message else "Replace it")
    setup = d.top
    assert isinstance(setup, SetupScene)
    while setup.players.value != players:
        setup.players.step(1 if setup.players.value < players else -1)
    for row in setup.rows[1:players]:
        row.level.value = "random"          # quick opponents: the test is about saving
    d.click(setup.seed.rect.center)
    d.type(str(seed))
    setup.validate()
    d.press("Start")
    assert isinstance(d.top, TableScene)
    return d.top


def saves_after_moves(d: AppDriver, seed: int, players: int, moves: int,
                      name: str | None = None):
    """A new game through the setup, `moves` random moves into it, and its Save / Load screen
    opened from the pause menu (with `name`, the game saved there under it): the match, the
    screen, and the moves' random generator."""
    match = new_game_through_setup(d, seed, players=players).match
    rng = random.Random(seed)
    for _ in range(moves):
        match.submit(random_action(match.state, rng))
    d.key(pygame.K_ESCAPE)
    d.press("Save / Load")
    saves = d.top
    assert isinstance(saves, SavesScene) and saves.match is match
    if name is not None:
        d.type(name)
        d.key(pygame.K_RETURN)
        assert [r.info.name for r in saves.rows] == [name]
    return match, saves, rng


def other_save_chosen(d: AppDriver):
    """From the title, a 3-player game saved as "scoring r1" six moves in and another save
    beside it, chosen on the Save / Load screen: the match, the screen, the chosen row and the
    moves' random generator."""
    start_title(d)
    match, saves, rng = saves_after_moves(d, 21, 3, 6, name="scoring r1")
    data, _state = real_save(seed=4, moves=10)
    (d.ctx.store.saves_folder / "other.json").write_bytes(data)
    saves.refresh()
    chosen = next(r for r in saves.rows if r.info.name != "scoring r1")
    d.click(chosen.rect.center)
    return match, saves, chosen, rng


def random_action(state, rng: random.Random):
    """Any legal action of any seat awaited (the test plays every seat through the match)."""
    options = tuple(o for seat in state.to_act for o in legal_actions(state, seat))
    option = options[rng.randrange(len(options))]
    if isinstance(option, AmountRange):
        return option.make(rng.randint(option.lo, min(option.hi, option.lo + 8)))
    return option


def bare(state):
    return state._replace(events=())


def quit_to_title(d: AppDriver) -> None:
    esc_to_pause(d)
    assert isinstance(d.top, PauseScene)
    d.press("Quit to title")
    assert isinstance(d.top, TitleScene)


@pytest.mark.parametrize("seed", [11, 29, 47, 63, 88])
def test_save_quit_and_continue_equals_never_quitting(tmp_path, seed):
    rng = random.Random(seed)
    d = AppDriver(tmp_path)
    start_title(d)
    assert not d.button("Continue").enabled
    table = new_game_through_setup(d, seed, players=rng.choice([3, 4]))
    match = table.match
    assert d.ctx.store.has_autosave()        # saved from the deal on
    for _ in range(rng.randrange(5, 80)):
        if match.is_over:
            break
        assert match.submit(random_action(match.state, rng)) is None
    d.frame()
    at_quit = match.state
    quit_to_title(d)

    # A new run of the app on the same folders: Continue is offered and resumes exactly there.
    d2 = AppDriver(tmp_path, seed=2)
    start_title(d2)
    assert d2.button("Continue").enabled
    d2.press("Continue")
    resumed = d2.top
    assert isinstance(resumed, TableScene) and resumed.match is not match
    assert bare(resumed.match.state) == bare(at_quit)
    assert resumed.match.actions == match.actions

    # The same moves from here give the same game as if nobody had quit. (The rest of the
    # game is saved by the helper thread, which skips saves overtaken by newer ones: quicker.)
    # The match passes for a human with nothing to decide, so the game that never quit is a
    # match too (without a window), given the same moves.
    d2.ctx.store.background = True
    never_quit = Match.resume(match.game_record())
    while not never_quit.is_over:
        action = random_action(never_quit.state, rng)
        assert never_quit.submit(action) is None
        assert resumed.match.submit(action) is None
    assert resumed.match.actions == never_quit.actions
    assert bare(resumed.match.state) == bare(never_quit.state)
    assert game_result(resumed.match.state) == game_result(never_quit.state)
    # A finished game clears the slot: nothing left to continue.
    assert not d2.ctx.store.has_autosave()
    d2.ctx.stack.reset(TitleScene(d2.ctx))
    d2.frame()
    assert not d2.button("Continue").enabled


def test_every_action_is_autosaved_at_once(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 5).match
    rng = random.Random(5)
    store = d.ctx.store
    for _ in range(30):
        match.submit(random_action(match.state, rng))
        game = store.continue_game().game
        assert game is not None and list(game.record.actions) == match.actions


def real_save(seed: int = 8, moves: int = 40) -> tuple[bytes, object]:
    from game import default_config, new_game
    config = default_config(4)
    state = new_game(config, seed)
    rng = random.Random(seed)
    actions = []
    for _ in range(moves):
        a = random_action(state, rng)
        state = apply(state, a)
        actions.append(a)
    record = GameRecord(config, seed, None, tuple(actions))
    return encode_save(record, state), state


def damaged_variants() -> list[tuple[str, bytes]]:
    good, _ = real_save()
    rng = random.Random(3)
    out = [("empty", b"")]
    # Truncated: a spread of byte boundaries over the whole file, first and last included.
    for cut in sorted({1, 2, len(good) // 2, len(good) - 2, len(good) - 1,
                       *rng.sample(range(3, len(good) - 2), 12)}):
        out.append((f"truncated at {cut}", good[:cut]))
    for i in range(6):
        flipped = bytearray(good)
        pos = rng.randrange(len(flipped))
        flipped[pos] ^= 1 << rng.randrange(8)
        out.append((f"bit flip at {pos}", bytes(flipped)))
    data = json.loads(good)
    wrong = dict(data, seed="twelve")
    out.append(("wrong type", json.dumps(wrong).encode()))
    out.append(("actions not a list", json.dumps(dict(data, actions={"a": 1})).encode()))
    out.append(("future version", json.dumps(dict(data, version=999)).encode()))
    out.append(("not a save", b'{"hello": "world"}'))
    out.append(("not json", b"\x00\xff garbage \x89PNG"))
    out.append(("huge", b"{" + b" " * (5 * 1024 * 1024) + b"}"))
    return out


def test_damaged_autosaves_of_every_kind_explain_and_keep_the_file(tmp_path):
    variants = damaged_variants()
    d = AppDriver(tmp_path)
    store = d.ctx.store
    store.folder.mkdir(parents=True, exist_ok=True)
    for kind, data in variants:
        store.autosave_path.write_bytes(data)
        d.ctx.stack.reset(TitleScene(d.ctx))
        d.frame()
        assert d.button("Continue").enabled, kind
        d.press("Continue")
        screen = d.top
        assert isinstance(screen, DamagedSaveScene), kind
        assert screen.resume.problem, kind
        assert "could not be loaded" in screen.message, kind
        kept = screen.resume.kept_as
        assert kept is not None and kept.read_bytes() == data, kind      # kept, byte for byte
        assert str(kept) in screen.message
        assert not store.autosave_path.exists()
        assert [b.label for b in screen.buttons] == ["Back to the title"], kind
        d.frame()                                                      # it draws
        d.press("Back to the title")
        assert isinstance(d.top, TitleScene)
        assert not d.button("Continue").enabled, kind
    assert len(list(store.folder.glob("autosave.json.damaged-*"))) == len(variants)


def test_a_damaged_autosave_offers_the_good_backup(tmp_path):
    good, state = real_save(seed=9, moves=25)
    d = AppDriver(tmp_path)
    store = d.ctx.store
    store.folder.mkdir(parents=True, exist_ok=True)
    store.backup_path.write_bytes(good)
    store.autosave_path.write_bytes(good[: len(good) // 3])
    start_title(d)
    d.press("Continue")
    screen = d.top
    assert isinstance(screen, DamagedSaveScene)
    assert "intact" in screen.message
    d.press("Continue from the backup")
    assert isinstance(d.top, TableScene)
    assert bare(d.top.match.state) == bare(state)
    assert store.continue_game().game is not None      # saved again at once, now whole


def asked_over_a_game_in_progress(tmp_path):
    """A game begun and left for the title, and New game pressed there: the question asked."""
    d = AppDriver(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 3).match
    match.submit(random_action(match.state, random.Random(1)))
    quit_to_title(d)
    d.press("New game")
    assert isinstance(d.top, ConfirmScene)
    return d, match


def test_a_new_game_over_a_game_in_progress_asks_first(tmp_path):
    d, match = asked_over_a_game_in_progress(tmp_path)
    d.key(pygame.K_ESCAPE)                    # cancel: nothing changed
    assert isinstance(d.top, TitleScene) and d.ctx.store.has_autosave()
    d.press("New game")
    d.press("Continue it")
    assert isinstance(d.top, TableScene) and d.top.match.actions == match.actions
    quit_to_title(d)
    d.press("New game")
    d.press("Replace it")
    assert isinstance(d.top, SetupScene)


def test_enter_on_the_question_over_a_game_in_progress_continues_it(tmp_path):
    """Enter on the title's New game, then Enter again, threw the game in progress away: the
    question's ringed answer was "New game". Enter now continues the game."""
    d, match = asked_over_a_game_in_progress(tmp_path)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TableScene) and d.top.match.actions == match.actions


def test_starting_over_says_the_game_in_progress_is_kept_when_it_was_saved_by_name(tmp_path):
    """Saved under a name and quit to the title, New game still said to save the game under a
    name first to keep it (seen playing the card game): it says under which name it is kept,
    until a move is played after that save."""
    d = AppDriver(tmp_path)
    start_title(d)
    match, saves, rng = saves_after_moves(d, 5, 3, 8, name="before lunch")
    d.press("Back")
    assert isinstance(d.top, PauseScene)
    d.press("Quit to title")
    d.press("New game")
    asked = d.top.message
    assert "saved as \u201cbefore lunch\u201d" in asked and "first to keep it" not in asked
    d.press("Continue it")
    match = d.top.match
    match.submit(random_action(match.state, rng))             # played on since: not kept
    quit_to_title(d)
    d.press("New game")
    assert "Keep it as a saved game" in d.top.message and "saved as" not in d.top.message


def test_named_saves_save_list_overwrite_load_and_delete(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    d.press("Load")
    assert isinstance(d.top, SavesScene) and d.top.rows == []
    d.press("Back")
    match, saves, rng = saves_after_moves(d, 21, 4, 30)
    d.click(saves.name_field.rect.center)
    d.type("Friday night")
    d.key(pygame.K_RETURN)
    assert [r.info.name for r in saves.rows] == ["Friday night"]
    info = saves.rows[0].info
    assert info.players == tuple(s.name for s in match.config.seats)
    assert info.round == match.state.round + 1 and info.saved_at is not None
    assert "round" in info.summary
    saved_state = match.state
    # Saving again under the same name asks before replacing.
    for _ in range(5):
        match.submit(random_action(match.state, rng))
    d.click(saves.name_field.rect.center)
    d.type("friday  NIGHT")
    d.press("Save")
    assert isinstance(d.top, ConfirmScene)
    d.press("Cancel")
    assert d.ctx.store.load_named(saves.rows[0].info).record.actions == tuple(match.actions[:-5])
    d.press("Save")
    d.press("Replace it")
    assert len(saves.rows) == 1
    replaced_state = match.state
    match.submit(random_action(match.state, rng))      # played on since the save
    # A damaged file in the saves folder is listed with its problem, and cannot be loaded.
    bad = d.ctx.store.saves_folder / "broken.json"
    bad.write_bytes(b'{"format": "modern-art-save", "version": 1, "config":')
    saves.refresh()
    damaged = [r for r in saves.rows if r.info.problem]
    assert len(damaged) == 1 and "Damaged" in damaged[0].info.summary
    d.click(damaged[0].rect.center)
    assert not saves.load_button.enabled
    d.frame()
    # Delete asks, then removes the file.
    d.press("Delete")
    assert isinstance(d.top, ConfirmScene)
    d.press("Delete it")
    assert not bad.exists() and len(saves.rows) == 1
    d.press("Back")
    d.press("Quit to title")
    # Load from the title (it asks, since the game in progress, one move on, would be replaced).
    d.press("Load")
    saves = d.top
    d.click(saves.rows[0].rect.center)
    d.press("Load")
    assert isinstance(d.top, ConfirmScene)
    d.press("Load it")
    assert isinstance(d.top, TableScene)
    assert bare(d.top.match.state) == bare(replaced_state) != bare(saved_state)


def test_the_name_of_a_save_is_typed_at_once_and_again_after_an_empty_one(tmp_path):
    """Save / Load from the pause menu: the keys go to the name field without a click, and
    after Save with no name (which says so) they go there again, not to the Save button."""
    d = AppDriver(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 5, players=3).match
    d.key(pygame.K_ESCAPE)
    d.press("Save / Load")
    saves = d.top
    d.type("Sunday")
    d.key(pygame.K_RETURN)
    assert [r.info.name for r in saves.rows] == ["Sunday"]
    assert saves.rows[0].info.players == tuple(s.name for s in match.config.seats)
    d.press("Save")
    assert saves.message_bad and saves.name_field.focused
    d.type("Monday")
    d.key(pygame.K_RETURN)
    assert sorted(r.info.name for r in saves.rows) == ["Monday", "Sunday"]


def test_save_screen_by_keyboard(tmp_path):
    d = AppDriver(tmp_path)
    store = d.ctx.store
    good, state = real_save(seed=4, moves=10)
    store.saves_folder.mkdir(parents=True)
    (store.saves_folder / "one.json").write_bytes(good)
    start_title(d)
    d.key(pygame.K_l)
    saves = d.top
    assert isinstance(saves, SavesScene)
    d.key(pygame.K_DOWN)                   # shows the ring on the first row
    assert saves.focus.current is saves.rows[0]
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TableScene)
    assert bare(d.top.match.state) == bare(state)


def test_a_failing_autosave_is_said_at_the_pause_menu_and_the_game_goes_on(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    match = new_game_through_setup(d, 6).match
    # The data folder turns into a file: every write from now on fails.
    store = d.ctx.store
    for path in store.folder.iterdir():
        path.unlink()
    store.folder.rmdir()
    store.folder.write_text("not a folder")
    rng = random.Random(6)
    for _ in range(5):
        assert match.submit(random_action(match.state, rng)) is None
    assert d.ctx.save_problem and "could not be saved" in d.ctx.save_problem
    assert len(match.actions) == 5                       # the game goes on in memory
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, PauseScene)
    seen = []
    real_render = d.ctx.text.render
    d.ctx.text.render = lambda s, *a, **k: seen.append(s) or real_render(s, *a, **k)
    d.frame()
    d.ctx.text.render = real_render
    assert any("could not be saved" in s for s in seen)


def test_a_long_list_of_saves_scrolls_with_the_keyboard_focus(tmp_path):
    d = AppDriver(tmp_path)
    store = d.ctx.store
    good, _ = real_save(seed=4, moves=6)
    store.saves_folder.mkdir(parents=True)
    for i in range(15):
        (store.saves_folder / f"game-{i:02d}.json").write_bytes(good)
    start_title(d)
    d.press("Load")
    saves = d.top
    assert len(saves.rows) == 15
    hidden = saves.rows[-1]
    assert not saves.list_rect.contains(hidden.rect)           # scrolled out of sight
    # A click where a scrolled-away row would be (just under the list) does not choose it.
    below = saves.rows[saves.list_rect.h // saves.row_h]
    assert below.rect.y >= saves.list_rect.bottom and d.screen.get_rect().contains(below.rect)
    d.click(below.rect.center)
    assert saves.selected is saves.rows[0] and saves.focus.current is not below
    d.key(pygame.K_TAB)
    for _ in range(14):
        d.key(pygame.K_DOWN)
    assert saves.selected is hidden and saves.focus.current is hidden
    assert saves.list_rect.contains(hidden.rect)               # scrolled into view
    d.post(pygame.MOUSEWHEEL, x=0, y=10, flipped=False, precise_x=0.0, precise_y=0.0)
    d.frame()
    assert saves.scroll == 0 and saves.list_rect.contains(saves.rows[0].rect)


def test_a_saves_line_with_five_long_names_is_cut_inside_its_row(tmp_path, monkeypatch):
    """The list's line under a save's name (game, players, round, date) fits its row when five
    24-letter names do not: the names are cut with "…", the round and the date stay."""
    from game import Config, SeatConfig, new_game
    from tests.ui_driver import LONG_NAMES, record_texts
    config = Config(seats=tuple(SeatConfig(n, "human") for n in LONG_NAMES))
    d = AppDriver(tmp_path, size=(1280, 720))
    d.ctx.store.save_named("Five long names", GameRecord(config, 3, None, ()), new_game(config, 3))
    start_title(d)
    d.key(pygame.K_l)
    saves = d.top
    assert isinstance(saves, SavesScene) and saves.rows
    drawn = record_texts(monkeypatch)
    d.frame()
    row = saves.rows[0].rect
    line, rect = next((s, r) for s, r in drawn if LONG_NAMES[0] in s and row.colliderect(r))
    assert rect.right <= row.right - d.ctx.px(14), (line, rect, row)
    # The names are cut, not the round and the date that tell saves apart.
    assert "…" in line and line.endswith(str(saves.rows[0].info.when)) and "round 1" in line


def test_enter_loads_the_highlighted_save_before_any_ring(tmp_path):
    """The list opens with a row highlighted under "Enter loads": Enter loads that row at once
    (it did nothing until Tab or an arrow had shown the ring), and a row chosen with a click
    is the one Enter loads."""
    d = AppDriver(tmp_path)
    store = d.ctx.store
    store.saves_folder.mkdir(parents=True)
    states = {}
    for name, seed in (("one", 4), ("two", 6)):
        data, states[name] = real_save(seed=seed, moves=10)
        (store.saves_folder / f"{name}.json").write_bytes(data)
    start_title(d)
    d.key(pygame.K_l)
    saves = d.top
    assert isinstance(saves, SavesScene) and saves.focus.current is None
    first = saves.selected
    assert first is saves.rows[0]
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TableScene)
    assert bare(d.top.match.state) == bare(states[first.info.path.stem])
    # A click chooses the other row; Enter loads it (over the game now in progress).
    quit_to_title(d)
    d.key(pygame.K_l)
    saves = d.top
    other = next(r for r in saves.rows if r.info.path != first.info.path)
    d.click(other.rect.center)
    d.key(pygame.K_KP_ENTER)
    assert isinstance(d.top, ConfirmScene)
    d.press("Load it")
    assert isinstance(d.top, TableScene)
    assert bare(d.top.match.state) == bare(states[other.info.path.stem])


def test_loading_right_after_saving_says_the_game_in_progress_is_kept(tmp_path):
    """Saved as "scoring r1" and another save loaded at once, the question still said to save
    the game in progress under a name first to keep it (seen in a 5-player card game): it says
    under which name it is kept, until a move is made or that save is deleted."""
    d = AppDriver(tmp_path)
    match, _saves, _other, rng = other_save_chosen(d)
    d.press("Load")
    assert isinstance(d.top, ConfirmScene)
    asked = d.top.message
    assert "kept as \u201cscoring r1\u201d" in asked and "Keep that one" not in asked
    d.press("Cancel")
    match.submit(random_action(match.state, rng))          # played on since: not kept
    d.press("Load")
    assert "Keep that one" in d.top.message and "kept as" not in d.top.message
    d.press("Load it")
    assert isinstance(d.top, TableScene) and d.top.match is not match


def test_loading_the_save_that_holds_the_game_in_progress_does_not_ask(tmp_path):
    """Choosing the save just made of the game in progress asked "Load “tea”? It takes the
    place of your game in progress, which is kept as “tea”": nothing is lost, so it loads at
    once, from the pause menu and from the title alike; played on since, it asks again."""
    d = AppDriver(tmp_path)
    start_title(d)
    match, saves, rng = saves_after_moves(d, 21, 3, 6, name="tea")
    d.press("Load")
    assert isinstance(d.top, TableScene) and d.top.match is not match
    assert bare(d.top.match.state) == bare(match.state)
    quit_to_title(d)
    d.key(pygame.K_l)
    d.key(pygame.K_RETURN)                      # the one save, highlighted
    assert isinstance(d.top, TableScene) and bare(d.top.match.state) == bare(match.state)
    d.top.match.submit(random_action(d.top.match.state, rng))
    quit_to_title(d)
    d.key(pygame.K_l)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, ConfirmScene) and "Keep that one" in d.top.message


def test_esc_in_the_name_field_leaves_the_field_and_keeps_the_name(tmp_path):
    """The save screen opens with its name field typed in; Esc there left the screen, the name
    typed with it. As on the setup screen, Esc leaves the field keeping the name (the keys'
    line says so while typing), and the next Esc goes back to the pause menu."""
    d = AppDriver(tmp_path)
    start_title(d)
    _match, saves, _rng = saves_after_moves(d, 7, 3, 2)
    assert saves.name_field.focused
    d.type("Tuesday")
    drawn = drawn_texts(d)
    assert any("Esc stops typing" in s for s in drawn)
    d.key(pygame.K_ESCAPE)
    assert d.top is saves and not saves.name_field.focused
    assert saves.name_field.value == "Tuesday"
    d.type("x")                                 # no longer typed into the name
    assert saves.name_field.value == "Tuesday"
    d.click(saves.name_field.rect.center)       # a click types on, after the name
    assert saves.name_field.focused
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, PauseScene)


def drawn_texts(d: AppDriver) -> list[str]:
    """Every piece of text the next frame draws."""
    seen: list[str] = []
    real = d.ctx.text.render
    d.ctx.text.render = lambda s, *a, **k: seen.append(str(s)) or real(s, *a, **k)
    try:
        d.frame()
    finally:
        d.ctx.text.render = real
    return seen
