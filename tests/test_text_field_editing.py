"""Text fields edited as in any desktop program (a newcomer's report): the caret placed by a
second click and moved by the arrows, Home and End, Backspace and Delete at the caret, Shift
to select; the length limit said, not cut silently; accents whole, emoji refused, runs of
spaces folded; and the bid boxes' digits still replacing their amount."""
from __future__ import annotations

import pygame

from tests.test_setup_fields import composed, ctrl, open_setup, saves_in_a_game
from tests.ui_driver import Driver

from game.config import MAX_NAME
from scenes.session.words import UNDRAWABLE
from scenes.ui import TextField


def key(d: Driver, k: int, mod: int = 0) -> None:
    """A key with its modifiers, as SDL sends it."""
    d.post(pygame.KEYDOWN, key=k, unicode="", mod=mod, scancode=0)
    d.frame(0.0)


def name_field(d: Driver) -> TextField:
    """The first seat's name on the setup, clicked into (the whole name selected)."""
    setup = open_setup(d)
    field = setup.rows[0].name
    d.click(field.rect.center)
    assert field.focused and field.select_all
    return field


def test_left_moves_the_caret_and_clears_the_selection():
    """"XY", Left, "Z" gave "XYZ" (Left did nothing), and Left after a click left the name
    selected, so the next letter replaced it; now the letter goes where the caret is."""
    d = Driver()
    field = name_field(d)
    d.type("XY")
    key(d, pygame.K_LEFT)
    d.type("Z")
    assert field.value == "XZY"
    d.click(field.rect.center)                       # click away and back: selected again
    d.click((2, 2))
    d.click(field.rect.center)
    assert field.select_all
    key(d, pygame.K_LEFT)                            # the selection goes, the caret at its start
    assert not field.select_all and field.caret == 0
    d.type("A")
    assert field.value == "AXZY"


def test_home_end_backspace_and_delete_act_at_the_caret():
    d = Driver()
    field = name_field(d)
    key(d, pygame.K_END)                             # End keeps the name, caret after it
    d.type("s")
    assert field.value == "Adas"
    key(d, pygame.K_HOME)
    key(d, pygame.K_DELETE)
    assert field.value == "das"
    d.type("Bi")
    key(d, pygame.K_RIGHT)
    key(d, pygame.K_BACKSPACE)
    assert field.value == "Bias" and field.caret == 2
    key(d, pygame.K_END)
    key(d, pygame.K_DELETE)                          # nothing after the caret: nothing gone
    assert field.value == "Bias"


def test_shift_and_the_arrows_select_and_typing_replaces_the_selection():
    d = Driver()
    field = name_field(d)
    key(d, pygame.K_END)
    key(d, pygame.K_LEFT, pygame.KMOD_LSHIFT)
    key(d, pygame.K_LEFT, pygame.KMOD_LSHIFT)
    assert field.selection() == (1, 3)
    d.type("nn")
    assert field.value == "Ann"
    key(d, pygame.K_HOME, pygame.KMOD_LSHIFT)        # from the caret to the start: all of it
    assert field.select_all
    key(d, pygame.K_END, pygame.KMOD_LSHIFT)         # back to the caret: nothing selected
    assert field.selection() is None
    key(d, pygame.K_HOME, pygame.KMOD_LSHIFT)
    key(d, pygame.K_BACKSPACE)
    assert field.value == ""


def test_a_second_click_places_the_caret_where_it_lands():
    """The first click selects the name (typing replaces it, as before); a second click puts
    the caret between the letters clicked, and the letter typed goes there."""
    d = Driver()
    field = name_field(d)
    d.type("Mmmmmmmm")
    d.frame()                                        # drawn: the letters' places are known
    edges = field._edges
    d.click((edges[0] + 1, field.rect.centery))
    assert field.caret == 0 and field.selection() is None
    d.type("A")
    d.frame()
    d.click(((field._edges[3] + field._edges[4]) // 2 + 1, field.rect.centery))
    assert field.caret == 4
    d.type("x")
    assert field.value == "AMmmxmmmmm"


def test_a_long_name_stops_at_the_limit_and_says_so():
    """"Clemens-Maximilian von und zu …" became "Clemens-Maximilian von u" without a word."""
    d = Driver()
    field = name_field(d)
    setup = d.top
    long_name = "Clemens-Maximilian von und zu Hohenstein"
    d.type(long_name)
    assert field.value == long_name[:MAX_NAME]
    # A note, not an error: the name kept starts the game (test_setup_name_cut.py).
    assert setup.note.startswith(f"Names are at most {MAX_NAME} characters long")
    assert setup.error == "" and setup.start.enabled
    key(d, pygame.K_BACKSPACE)                       # a change clears the word
    assert setup.note == ""
    composed(d, "zu Hohenstein")                     # an input method's several letters at once
    assert field.value == long_name[:MAX_NAME - 1] + "z"
    assert setup.note.startswith("Names are at most")


def test_a_long_paste_into_a_save_name_says_the_limit(tmp_path):
    d, saves = saves_in_a_game(tmp_path)
    field = saves.name_field
    d.click(field.rect.center)
    pygame.scrap.put_text("y" * 60)
    ctrl(d, pygame.K_v)
    assert field.value == "y" * field.max_len
    # Calmly, in the setup's words, not in red: the name kept saves (test_calm_notes.py).
    assert saves.message == (f"Names are at most {field.max_len} characters long: this one "
                             f"keeps its first {field.max_len}.")
    assert saves.message_note and not saves.message_bad


def test_accents_arrive_whole_an_emoji_is_refused_and_spaces_fold():
    """"Zoë 🎨 Ada" from real TEXTINPUT events: "Zoë" whole, the emoji refused with the
    clear message and nothing else lost, and the two spaces it left between the words one."""
    d = Driver()
    field = name_field(d)
    setup = d.top
    key(d, pygame.K_BACKSPACE)
    for text in ("Z", "o", "ë", " ", "\U0001F3A8"):
        composed(d, text)
    assert field.value == "Zoë " and setup.note == UNDRAWABLE and setup.error == ""
    for text in (" ", "A", "d", "a"):
        composed(d, text)
    assert field.value == "Zoë Ada"
    assert setup.config is not None and setup.config.seats[0].name == "Zoë Ada"
    key(d, pygame.K_LEFT)
    key(d, pygame.K_LEFT)
    key(d, pygame.K_LEFT)
    d.type(" ")                                      # beside a space: folded into it
    assert field.value == "Zoë Ada"


def test_a_number_field_moves_its_caret_and_still_takes_digits_only():
    """The bid boxes and the seed: the first click selects the amount (digits typed replace
    it, as always); the arrows move the caret; a letter is refused and said."""
    pygame.init()
    refused: list[str] = []
    box = TextField("12", numeric=True, max_len=3, on_refuse=refused.append,
                    rect=pygame.Rect(0, 0, 80, 30))
    box.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    assert box.focused and box.select_all
    box.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, unicode="", mod=0))
    box.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_5, unicode="5", mod=0))
    assert box.value == "512"
    box.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, unicode="x", mod=0))
    assert box.value == "512" and refused == ["x"]
    box.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, unicode="1", mod=0))
    assert box.value == "512"                        # three digits at most


def as_pygame_read_them(d, presses) -> None:
    """Key presses as pygame-ce 2.5 read them in a real window when they all came before one
    frame: each (key, shifted, typed, read) gives a KEYDOWN whose character is `read` (a key
    pressed twice in the batch reads its later press's text in both) and the TEXTINPUT of
    what it `typed`, then its release; all in one frame."""
    for key, shifted, typed, read in presses:
        mod = pygame.KMOD_LSHIFT if shifted else 0
        if shifted:
            d.post(pygame.KEYDOWN, key=pygame.K_LSHIFT, unicode="", mod=mod, scancode=225)
        d.post(pygame.KEYDOWN, key=key, unicode=read, mod=mod, scancode=0)
        d.post(pygame.TEXTINPUT, text=typed)
        if shifted:
            d.post(pygame.KEYUP, key=pygame.K_LSHIFT, unicode="", mod=0, scancode=225)
        d.post(pygame.KEYUP, key=key, unicode=read, mod=0, scancode=0)
    d.frame(0.0)


def test_a_name_typed_quickly_as_the_save_screen_opens_is_typed_once(tmp_path):
    """A play-tester typed "Ada" into the Save screen's name right as it opened and the name
    came out "aAda" (seen again with `xdotool type Ada` in a real window: pygame gave the
    Shift+A press the character "a" of the A pressed after it, and its TEXTINPUT "A"
    followed, so the field typed both). What the key's TEXTINPUT brings counts: "Ada"."""
    d, saves = saves_in_a_game(tmp_path)
    field = saves.name_field
    # The name offered is selected: the first key replaces it (test_save_name_offered.py).
    assert field.focused and field.value.startswith("Auction game, round 1, ")
    assert field.select_all
    as_pygame_read_them(d, [(pygame.K_a, True, "A", "a"), (pygame.K_d, False, "d", "d"),
                            (pygame.K_a, False, "a", "a")])
    assert field.value == "Ada" and field.caret == 3
    as_pygame_read_them(d, [(pygame.K_1, False, "1", "!"), (pygame.K_1, True, "!", "!")])
    assert field.value == "Ada1!"
    d.key(pygame.K_RETURN)
    assert [s.name for s in d.ctx.store.list_saves()] == ["Ada1!"]


def test_a_number_box_takes_only_the_digits_its_keys_typed():
    """In a number box the same: "$4" typed quickly read "4" for the Shift+4 press, so the box
    took "44"; the "$" is refused (said) and the one "4" taken."""
    pygame.init()
    refused: list[str] = []
    box = TextField("", numeric=True, max_len=3, on_refuse=refused.append,
                    rect=pygame.Rect(0, 0, 80, 30))
    box.focused = True
    for event in (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_4, unicode="4",
                                     mod=pygame.KMOD_SHIFT),
                  pygame.event.Event(pygame.TEXTINPUT, text="$"),
                  pygame.event.Event(pygame.KEYUP, key=pygame.K_4, unicode="4", mod=0),
                  pygame.event.Event(pygame.KEYDOWN, key=pygame.K_4, unicode="4", mod=0),
                  pygame.event.Event(pygame.TEXTINPUT, text="4")):
        box.handle_event(event)
    assert box.value == "4" and refused == ["$"]


def test_the_key_that_opens_the_save_screen_types_nothing_into_its_name(tmp_path):
    """Space on the pause menu's "Save / Load" opened the Save screen, and the space's own
    TEXTINPUT, which follows the press, landed in the name it opened to type: " Bo" (seen in a
    real window). A key's text goes where its press went; the name offered stays as it was,
    selected, and the first letter replaces it."""
    from tests.test_saves_ui import AppDriver, new_game_through_setup, start_title
    from scenes.pause import PauseScene
    from scenes.saves import SavesScene
    d = AppDriver(tmp_path)
    start_title(d)
    new_game_through_setup(d, 5, players=3)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, PauseScene)
    d.key(pygame.K_DOWN)
    as_pygame_read_them(d, [(pygame.K_SPACE, False, " ", " ")])
    assert isinstance(d.top, SavesScene) and d.top.name_field.focused
    offered = d.top.name_field
    assert offered.value.startswith("Auction game, round 1, ") and offered.select_all
    as_pygame_read_them(d, [(pygame.K_b, True, "B", "B"), (pygame.K_o, False, "o", "o")])
    assert d.top.name_field.value == "Bo"
