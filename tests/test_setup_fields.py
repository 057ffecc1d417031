"""The setup screen and the text fields, as newcomers met them: what a name refused says, paste
and copy in every text field, Esc while typing, the setup kept for the run, and Enter with the
focus ring on a choice."""
from __future__ import annotations

import pygame
import pytest

from tests.test_saves_ui import AppDriver, start_title
from tests.ui_driver import Driver, at_title

from game.i18n import translate
from scenes.saves import SavesScene
from scenes.session.language import words_for
from scenes.session.words import (FOREIGN_LETTERS, RIGHT_TO_LEFT, UNDRAWABLE,
                                  undrawable_message)
from scenes.setup import SetupScene
from scenes.title import TitleScene


def composed(d: Driver, text: str) -> None:
    """Text an input method or a keyboard layout sends as TEXTINPUT alone."""
    d.post(pygame.TEXTINPUT, text=text)
    d.frame(0.0)


def open_setup(d: Driver) -> SetupScene:
    """Title, then New game (by its key): the setup screen."""
    at_title(d)
    d.key(pygame.K_n)
    assert isinstance(d.top, SetupScene)
    return d.top


# --- what a refused name says -----------------------------------------------------------------

def test_hebrew_or_arabic_in_a_name_is_refused_as_right_to_left_writing_not_as_an_emoji():
    """"שרה" typed as a seat's name was refused with "(an emoji, say)", which told a player
    writing Hebrew nothing; now the screen says right-to-left writing cannot be shown."""
    d = Driver()
    setup = open_setup(d)
    field = setup.rows[0].name
    d.click(field.rect.center)
    d.key(pygame.K_BACKSPACE)                   # the whole name was selected: gone
    composed(d, "שרה")
    assert field.value == "" and setup.note == RIGHT_TO_LEFT
    d.type("Sara")
    assert field.value == "Sara" and setup.note == ""
    d.key(0, "م")                               # an Arabic layout's key press
    assert field.value == "Sara" and setup.note == RIGHT_TO_LEFT
    composed(d, "\U0001F3A8")                   # an emoji still says emoji
    assert setup.note == UNDRAWABLE
    composed(d, "민")                           # Korean: letters, not an emoji
    assert setup.note == FOREIGN_LETTERS


def test_the_message_fits_the_text_refused_and_is_translated():
    assert undrawable_message("שלום") == RIGHT_TO_LEFT
    assert undrawable_message("\u05b8") == RIGHT_TO_LEFT       # a Hebrew vowel sign alone
    assert undrawable_message("سلام") == RIGHT_TO_LEFT
    assert undrawable_message("สมชาย") == FOREIGN_LETTERS
    assert undrawable_message("\U0001F600") == UNDRAWABLE
    assert undrawable_message("\U0001F600שלום") == RIGHT_TO_LEFT   # a paste of both
    for code in ("de", "it", "zh_TW"):
        catalog = words_for(code)
        for message in (RIGHT_TO_LEFT, FOREIGN_LETTERS):
            assert translate(message, catalog) != str(message), (code, message)


def saves_in_a_game(tmp_path, now=None) -> tuple[AppDriver, SavesScene]:
    """A 3-player game started through the setup, and its save screen opened from the menu;
    `now`, if given, the saves' clock (the name offered holds the time)."""
    from tests.test_saves_ui import new_game_through_setup
    d = AppDriver(tmp_path)
    if now is not None:
        d.ctx.store.now = now
    start_title(d)
    new_game_through_setup(d, 5, players=3)
    d.key(pygame.K_ESCAPE)
    d.press("Save / Load")
    assert isinstance(d.top, SavesScene)
    return d, d.top


def test_a_save_name_in_hebrew_says_the_same(tmp_path):
    d, saves = saves_in_a_game(tmp_path)
    offered = saves.name_field.value                # the name offered, selected: kept
    composed(d, "ערב")
    assert saves.name_field.value == offered and saves.message == RIGHT_TO_LEFT
    assert saves.message_note


# --- paste and copy -------------------------------------------------------------------------

def ctrl(d: Driver, key: int) -> None:
    """Ctrl and a letter, as SDL sends it (the letter's unicode is a control character)."""
    d.post(pygame.KEYDOWN, key=key, unicode=chr(key - pygame.K_a + 1), mod=pygame.KMOD_LCTRL,
           scancode=0)
    d.frame(0.0)


@pytest.fixture
def clipboard():
    """The clipboard of the dummy video driver (SDL keeps it in memory): put text on it."""
    Driver()                                    # a display: SDL's clipboard needs its video
    yield pygame.scrap.put_text
    pygame.scrap.put_text(" ")


def test_ctrl_v_pastes_into_a_name_as_if_typed(clipboard):
    """Ctrl+V in a seat's name put nothing in (only typing did); now the clipboard's text
    replaces the selected name, its first line only, and what no typeface draws is left out
    and said once the rest is in."""
    d = Driver()
    setup = open_setup(d)
    field = setup.rows[1].name
    d.click(field.rect.center)                  # the whole name selected
    clipboard("  Zoë Lindqvist\nsecond line\n")
    ctrl(d, pygame.K_v)
    assert field.value == "Zoë Lindqvist" and setup.error == ""
    assert setup.config is not None and setup.config.seats[1].name == "Zoë Lindqvist"
    d.key(pygame.K_a, "a")                      # typing goes on after the paste
    assert field.value == "Zoë Lindqvista"
    ctrl(d, pygame.K_a)                         # a second click would place the caret
    clipboard("Eli\tשלום \U0001F600\x07")
    ctrl(d, pygame.K_v)
    assert field.value == "Eli " and setup.note == RIGHT_TO_LEFT     # two spaces fold
    ctrl(d, pygame.K_a)
    clipboard("x" * 40)                         # the length limit holds
    ctrl(d, pygame.K_v)
    assert field.value == "x" * field.max_len


def test_ctrl_v_in_the_seed_box_takes_digits_only_and_says_so(clipboard):
    d = Driver()
    setup = open_setup(d)
    d.click(setup.seed.rect.center)
    clipboard("12a34\n")
    ctrl(d, pygame.K_v)
    assert setup.seed.value == "1234"
    assert setup.note == "Type the seed in digits (0–9), or leave it empty."


def test_ctrl_c_copies_a_field_and_ctrl_v_pastes_it_in_another(clipboard):
    d = Driver()
    setup = open_setup(d)
    d.click(setup.rows[0].name.rect.center)
    ctrl(d, pygame.K_c)
    assert pygame.scrap.get_text() == "Ada"
    d.click(setup.rows[2].name.rect.center)
    ctrl(d, pygame.K_v)
    assert setup.rows[2].name.value == "Ada"


def test_ctrl_v_names_a_save(clipboard, tmp_path):
    d, saves = saves_in_a_game(tmp_path)
    clipboard("Friday's game\r\n")
    ctrl(d, pygame.K_v)
    assert saves.name_field.value == "Friday's game"
    d.key(pygame.K_RETURN)
    assert [r.info.name for r in saves.rows] == ["Friday's game"]


@pytest.mark.parametrize("trouble", ["error", "empty"])
def test_without_a_clipboard_paste_does_nothing(trouble, monkeypatch):
    def get_text(*_text):
        if trouble == "error":
            raise pygame.error("no clipboard")
        return ""
    monkeypatch.setattr(pygame.scrap, "get_text", get_text)
    monkeypatch.setattr(pygame.scrap, "put_text", get_text)
    d = Driver()
    setup = open_setup(d)
    field = setup.rows[0].name
    d.click(field.rect.center)
    ctrl(d, pygame.K_v)
    ctrl(d, pygame.K_c)
    assert field.value == "Ada" and setup.error == "" and isinstance(d.top, SetupScene)


# --- Esc while typing, and the setup kept for the run ------------------------------------------

def test_esc_while_typing_a_name_leaves_the_field_and_a_second_esc_goes_back():
    """Esc pressed while typing seat 2's name left the screen (it is the screen's Back) and the
    name typed was gone; now the first Esc only stops the typing, the name stays, and the
    second Esc goes back to the title."""
    d = Driver()
    setup = open_setup(d)
    field = setup.rows[1].name
    d.click(field.rect.center)
    d.type("Bea")
    d.key(pygame.K_ESCAPE)
    assert d.top is setup and not field.focused and field.value == "Bea"
    d.key(pygame.K_x, "x")                      # no longer typing: nothing goes in
    assert field.value == "Bea"
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)


def test_esc_in_the_seed_box_keeps_the_seed():
    d = Driver()
    setup = open_setup(d)
    d.click(setup.seed.rect.center)
    d.type("77")
    d.key(pygame.K_ESCAPE)
    assert d.top is setup and setup.seed.value == "77" and not setup.seed.focused


def test_the_setup_left_by_back_is_offered_again_by_new_game():
    """Names typed, the players, a level and the options chosen, then Back to the title and New
    game again: the setup screen came back as the settings last knew it (a game started), and
    everything chosen was gone. Now it comes back as left, for this run."""
    d = Driver()
    setup = open_setup(d)
    setup.players.step(-1)                                   # 3 players
    d.click(setup.rows[0].name.rect.center)
    d.type("Bea")
    d.click(setup.rows[2].name.rect.center)
    d.type("Cy")
    setup.rows[1].level.value = "hard"
    setup.rows[1].level_changed()
    setup.open_money.step(1)
    setup.theme.step(1)
    d.click(setup.seed.rect.center)
    d.type("42")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)
    again = open_setup(d)
    assert again is not setup
    assert again.players.value == 3
    assert [r.name.value for r in again.rows[:3]] == ["Bea", "Beatrix", "Cy"]
    assert again.rows[1].level.value == "hard"
    assert again.open_money.value is True and again.theme.value == setup.theme.value
    assert again.seed.value == "42"
    assert again.config is not None and again.config.seats[2].name == "Cy"
    # A name left empty is an edit not finished: the seat's name comes back, not the blank
    # (which would keep Start disabled at every New game of the run).
    d.click(again.rows[1].name.rect.center)
    d.key(pygame.K_BACKSPACE)
    assert again.error == "Every seat needs a name."
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    third = open_setup(d)
    assert third.rows[1].name.value == "Beatrix" and third.config is not None


def test_each_game_keeps_its_own_choices_and_the_one_shown_last_opens():
    d = Driver()
    setup = open_setup(d)
    assert setup.game.value == "auction"
    setup.open_money.step(1)
    d.click(setup.rows[0].name.rect.center)
    d.type("Ida")
    setup.game.step(1)                                       # the card game
    assert setup.game.value == "card"
    setup.tokens.step(1)
    d.click(setup.rows[0].name.rect.center)         # still focused: the caret placed,
    ctrl(d, pygame.K_a)                              # so the name is selected to replace it
    d.type("Cleo")
    setup.game.step(-1)                                      # back to the auction game
    assert setup.open_money.value is True and setup.rows[0].name.value == "Cleo"
    setup.game.step(1)
    assert setup.tokens.value is True and setup.rows[0].name.value == "Cleo"
    d.press("Back")
    again = open_setup(d)
    assert again.game.value == "card" and again.rows[0].name.value == "Cleo"


def test_names_typed_for_one_game_carry_over_to_the_other():
    """Names typed for the auction game vanished when the card game was chosen (each game
    showed its own remembered names): the people at the table are the same, so the names
    come along both ways; a seat beyond the game left's count keeps its own name."""
    d = Driver()
    setup = open_setup(d)
    setup.players.value = 3
    setup.players_changed()
    typed = ["Ida", "Jon", "Kim"]
    for row, name in zip(setup.rows, typed):
        d.click(row.name.rect.center)
        ctrl(d, pygame.K_a)
        d.type(name)
    d.key(pygame.K_ESCAPE)                                   # stop typing
    own_fourth = setup.rows[3].name.value
    d.click((setup.game.rect.right - 5, setup.game.rect.centery))
    assert setup.game.value == "card"
    setup.players.value = 4
    setup.players_changed()
    assert [r.name.value for r in setup.rows[:4]] == typed + [own_fourth]
    assert setup.config is not None and [s.name for s in setup.config.seats] == typed + [
        own_fourth]
    d.click(setup.rows[1].name.rect.center)
    ctrl(d, pygame.K_a)
    d.type("Lou")
    d.key(pygame.K_ESCAPE)
    d.click((setup.game.rect.x + 5, setup.game.rect.centery))
    assert setup.game.value == "auction"
    assert [r.name.value for r in setup.rows[:3]] == ["Ida", "Lou", "Kim"]


def test_a_game_started_drops_its_draft_and_its_seed(tmp_path):
    from tests.test_saves_ui import new_game_through_setup
    d = AppDriver(tmp_path)
    start_title(d)
    new_game_through_setup(d, 5, players=3)
    assert d.ctx.setup_drafts == {}
    d.ctx.stack.reset(TitleScene(d.ctx))
    d.frame()
    d.press("New game")
    if not isinstance(d.top, SetupScene):
        d.press("Replace it")                                 # the game in progress: ask
    setup = d.top
    assert isinstance(setup, SetupScene) and setup.seed.value == "" and setup.players.value == 3


# --- Enter with the focus ring on a choice -----------------------------------------------------

def tab(d: Driver, shift: bool = False) -> None:
    d.post(pygame.KEYDOWN, key=pygame.K_TAB, unicode="\t", mod=pygame.KMOD_SHIFT if shift else 0,
           scancode=0)
    d.frame(0.0)


def ringed_setup(d: Driver, started: list) -> SetupScene:
    setup = SetupScene(d.ctx, on_start=lambda config, seed: started.append(config))
    d.ctx.stack.push(setup)
    d.frame()
    return setup


def hint_drawn(d: Driver, monkeypatch) -> bool:
    from scenes import ui
    drawn: list[str] = []
    real = ui.text
    monkeypatch.setattr(ui, "text", lambda surface, ctx, s, *a, **k:
                        drawn.append(str(s)) or real(surface, ctx, s, *a, **k))
    d.frame(0.0)
    monkeypatch.setattr(ui, "text", real)
    return any(line.startswith("Enter starts the game") for line in drawn)


def test_enter_on_a_ringed_choice_starts_the_game_and_space_changes_it(monkeypatch):
    """Tab rang the player count, the arrows chose 3 players, and Enter stepped it on to 4
    players instead of starting: a keyboard player had to Tab through every choice to "Start
    the game". Enter now starts from any choice (a dialog's default button), Space and the
    arrows change the choice, and the screen says so over the Start button."""
    d = Driver()
    started: list = []
    setup = ringed_setup(d, started)
    # The ring is on the first choice from the start, quietly: a mouse player sees no hint.
    assert setup.focus.current is setup.game and setup.focus.shown
    assert not hint_drawn(d, monkeypatch)
    tab(d)
    assert setup.focus.current is setup.players and setup.focus.shown
    assert hint_drawn(d, monkeypatch)
    d.key(pygame.K_LEFT)
    assert setup.players.value == 3
    d.key(pygame.K_SPACE)                           # Space still steps the choice
    assert setup.players.value == 4
    d.key(pygame.K_LEFT)
    d.key(pygame.K_RETURN)
    assert setup.players.value == 3 and len(started) == 1 and started[0].players == 3


def test_enter_on_a_choice_of_a_setup_that_cannot_start_changes_nothing():
    d = Driver()
    started: list = []
    setup = ringed_setup(d, started)
    d.click(setup.rows[0].name.rect.center)
    d.key(pygame.K_BACKSPACE)                       # an empty name: Start is disabled
    assert not setup.start.enabled
    tab(d)
    assert setup.focus.current is setup.rows[0].kind
    d.key(pygame.K_RETURN)
    assert started == [] and setup.rows[0].kind.value == "human"


def test_enter_still_presses_a_ringed_button_and_moves_on_from_a_name():
    d = Driver()
    started: list = []
    setup = ringed_setup(d, started)
    d.click(setup.rows[0].name.rect.center)
    d.type("Zoe")
    d.key(pygame.K_RETURN)                          # from a name: on to the next field
    assert setup.focus.current is setup.rows[0].kind and started == []
    tab(d, shift=True)
    tab(d, shift=True)
    tab(d, shift=True)
    tab(d, shift=True)
    assert setup.focus.current is setup.back
    d.key(pygame.K_RETURN)
    assert started == [] and setup not in d.ctx.stack.scenes


def test_enter_in_the_seed_box_starts_the_game_with_that_seed():
    """Enter in the seed box did nothing, though the screen says Enter starts the game."""
    d = Driver()
    seeds: list = []
    setup = SetupScene(d.ctx, on_start=lambda config, seed: seeds.append(seed))
    d.ctx.stack.push(setup)
    d.frame()
    d.click(setup.seed.rect.center)
    d.type("77")
    d.key(pygame.K_RETURN)
    assert seeds == [77]


def test_enter_in_the_seed_box_of_a_setup_that_cannot_start_starts_nothing():
    d = Driver()
    started: list = []
    setup = ringed_setup(d, started)
    d.click(setup.rows[0].name.rect.center)
    d.key(pygame.K_BACKSPACE)                       # an empty name: Start is disabled
    d.click(setup.seed.rect.center)
    d.type("5")
    d.key(pygame.K_RETURN)
    assert started == [] and d.top is setup and setup.seed.value == "5"


def test_the_levels_legend_shows_only_with_a_computer_at_the_table(monkeypatch):
    """The Easy/Normal/Hard legend stood under the seats when every seat was a person; it
    speaks of computer seats, so it shows only when one is at the table."""
    from scenes.setup import HUMAN
    from tests.ui_driver import record_texts
    d = Driver()
    setup = open_setup(d)
    drawn = record_texts(monkeypatch)

    def legend_shown() -> bool:
        drawn.clear()
        d.frame()
        return any(str(s).startswith(("Easy", "Normal", "Hard")) for s, _ in drawn)

    assert legend_shown()
    for row in setup.rows:
        row.kind.value = HUMAN
        row.kind_changed(HUMAN)
    setup.validate()
    assert not legend_shown()
    setup.rows[2].kind.step(1)                                # one computer again
    setup.rows[2].kind_changed(setup.rows[2].kind.value)
    assert legend_shown()
