"""What a player types and what a file names, through the real screens: number fields take the
ten digits (another script's decimal digits as the digit they are, never "²" or "①" which
int() cannot read); names are printable text where a seat or a save is made, and whatever a
file holds is still drawn, never a crash."""
from __future__ import annotations

import json

import pygame
import pytest

from tests.test_hotseat_keyboard import play_card, table_for
from tests.test_saves_ui import AppDriver, real_save, start_title
from tests.ui_driver import Driver, at_title

from game import Config, ConfigError, SealedBid, SeatConfig, SetPrice, stacked_deck
from game.cards import FIXED_PRICE, SEALED
from game.state import SEALED_BIDDING, SET_PRICE
from game.text import typed_char
from scenes.saves import DamagedSaveScene, SavesScene
from scenes.setup import SetupScene
from scenes.session.storage import CHECKSUM_KEY, GameStore, StorageError, decode_save
from scenes.table import TableScene
from scenes.title import TitleScene

#: Keys a player can press that Python calls digits, or worse.
NOT_DIGITS = ["²", "①", "\x00", "1²", "x", "\n", "\ud800", "-", "+", "½", ""]


def type_chars(d: Driver, chars) -> None:
    for ch in chars:
        d.key(0, ch)


def test_the_one_rule_for_typed_characters():
    assert [typed_char(c, numeric=True) for c in "0123456789"] == list("0123456789")
    assert typed_char("٣", numeric=True) == "3" and typed_char("３", numeric=True) == "3"
    assert typed_char("۷", numeric=True) == "7"            # Extended Arabic-Indic
    assert typed_char("\u0660\u0661", numeric=True) == "01"   # an input method's two digits
    for ch in NOT_DIGITS:
        assert typed_char(ch, numeric=True) == "", ch
    assert typed_char("é") == "é" and typed_char("\x00") == "" and typed_char("\t") == ""


def seed_box(d: Driver) -> SetupScene:
    """The setup screen reached from the title, its seed box holding the keyboard."""
    at_title(d)
    d.press("New game")
    setup = d.top
    assert isinstance(setup, SetupScene)
    d.click(setup.seed.rect.center)
    return setup


def test_the_seed_box_takes_only_digits_and_the_game_starts_with_them():
    d = Driver()
    setup = seed_box(d)
    type_chars(d, ["²", "①", "٣", "\x00", "３", "⑦", "7"])
    assert setup.seed.value == "337" and setup.error == ""
    d.press("Start")
    assert isinstance(d.top, TableScene) and d.top.match.seed == 337


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_cursor_of_an_empty_seed_box_stands_before_its_placeholder(size, monkeypatch):
    """The empty seed box drew its cursor through the middle of the grey word "random"
    ("ran|dom"), or, just clicked into, none at all: it stands before the word, then after the
    digits typed."""
    d = Driver(size)
    setup = seed_box(d)
    field = setup.seed
    assert field.focused and field.value == ""
    lines: list = []
    real_line = pygame.draw.line
    monkeypatch.setattr(pygame.draw, "line", lambda surf, colour, a, b, *r:
                        lines.append(a[0]) or real_line(surf, colour, a, b, *r))
    word = d.ctx.text.render(field.placeholder, d.ctx.px(field.size), (0, 0, 0), "bold")
    left = field.rect.centerx - word.get_width() // 2
    field.draw(pygame.Surface(d.ctx.size), d.ctx)
    assert field.rect.x < lines[-1] <= left, (lines, left, field.rect)
    type_chars(d, "42")
    field.draw(pygame.Surface(d.ctx.size), d.ctx)
    assert field.rect.centerx < lines[-1] < field.rect.right


def keyed(d: Driver, key: int, ch: str) -> None:
    """A key that types `ch`, as SDL sends it: KEYDOWN with the character, then TEXTINPUT."""
    d.post(pygame.KEYDOWN, key=key, unicode=ch, mod=0, scancode=0)
    d.post(pygame.TEXTINPUT, text=ch)
    d.post(pygame.KEYUP, key=key, unicode=ch, mod=0, scancode=0)
    d.frame(0.0)


def composed(d: Driver, text: str) -> None:
    """Text no single key types (a dead key's accent, an input method's word): TEXTINPUT only."""
    d.post(pygame.TEXTINPUT, text=text)
    d.frame(0.0)


def test_a_name_takes_accents_and_an_input_methods_words_once_each():
    """An accent by a dead key or compose ("ë") and a name written with an input method
    ("李明") come as TEXTINPUT alone, and the name field took only key presses: "Zoë" became
    "Zo", a Chinese name nothing (seen typing names in a real window). A key's own TEXTINPUT,
    which follows its press, still adds nothing twice."""
    d = Driver()
    at_title(d)
    d.press("New game")
    setup = d.top
    field = setup.rows[0].name
    d.click(field.rect.center)
    keyed(d, pygame.K_z, "Z")
    keyed(d, pygame.K_o, "o")
    composed(d, "ë")
    keyed(d, pygame.K_SPACE, " ")
    composed(d, "李明")
    keyed(d, pygame.K_a, "a")
    composed(d, "a")             # typed again by an input method, after the key's own: taken
    assert field.value == "Zoë 李明aa"
    composed(d, "\x00\t")       # nothing printable: nothing taken
    assert field.value == "Zoë 李明aa"
    d.press("Start")
    assert isinstance(d.top, TableScene)
    assert d.top.match.config.seats[0].name == "Zoë 李明aa"


def test_tab_from_a_name_being_typed_moves_on_and_keeps_it():
    """Clicked into seat 2's name, typed "Bea", pressed Tab and typed "Cleo": the first Tab only
    showed the ring on the field it was in and selected its text, so seat 2 read "Cleo" and
    "Bea" was lost (seen in a real window). Tab from a field being typed in moves on, as Enter
    in a name does."""
    d = Driver()
    at_title(d)
    d.press("New game")
    setup = d.top
    first, second = setup.rows[1].name, setup.rows[2].name
    d.click(first.rect.center)
    type_chars(d, "Bea")
    for _ in range(3):          # past seat 2's "plays as" and level to seat 3's name
        d.post(pygame.KEYDOWN, key=pygame.K_TAB, unicode="\t", mod=0, scancode=0)
        d.frame(0.0)
        assert setup.focus.current is not first and first.value == "Bea"
    assert setup.focus.current is second and setup.focus.shown
    type_chars(d, "Cleo")
    assert (first.value, second.value) == ("Bea", "Cleo")


def test_the_number_boxes_take_digits_however_they_come():
    """Digits by key press are not doubled by their TEXTINPUT; full-width digits from an input
    method count; a Chinese character from one is refused with the number box's message."""
    d = Driver()
    setup = seed_box(d)
    keyed(d, pygame.K_4, "4")
    composed(d, "２")
    assert setup.seed.value == "42" and setup.error == ""
    composed(d, "李")
    assert setup.seed.value == "42" and setup.note != ""     # said calmly: Start works
    keyed(d, pygame.K_1, "1")
    assert setup.seed.value == "421" and setup.error == "" and setup.note == ""


def test_the_amount_box_takes_only_digits_and_the_engine_gets_a_whole_number():
    d = Driver()
    table = table_for(d, stacked_deck((2, FIXED_PRICE)))
    play_card(d, table, FIXED_PRICE)
    assert table.shown.phase == SET_PRICE and table.amount is not None
    type_chars(d, ["²", "①", "\x00"])
    assert table.amount.value == "10"                      # nothing typed yet: the default
    type_chars(d, ["١", "２"])                              # Arabic-Indic one, full-width two
    assert table.amount.value == "12"
    d.key(pygame.K_RETURN)
    assert SetPrice(0, 12) in table.match.actions


def test_a_letter_in_the_amount_box_is_told_and_loses_nothing():
    """A letter typed into the amount box is not taken, and the table says why instead of
    doing nothing; the next digit clears the word, and the bid goes through."""
    d = Driver()
    table = table_for(d, stacked_deck((2, FIXED_PRICE)))
    play_card(d, table, FIXED_PRICE)
    assert table.shown.phase == SET_PRICE and table.error == ""
    d.key(pygame.K_SPACE, " ")                    # a space is the skip key, not a typo
    assert table.amount.value == "10" and table.error == ""
    d.key(pygame.K_x, "x")
    assert table.amount.value == "10" and table.error == "Type the amount in digits (0–9)."
    assert not table.match.actions[1:]
    d.key(pygame.K_1, "1")
    d.key(pygame.K_5, "5")
    assert table.amount.value == "15" and table.error == ""
    d.key(pygame.K_RETURN)
    assert SetPrice(0, 15) in table.match.actions


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_amount_boxs_help_never_covers_the_word_about_a_letter(size):
    """The pointer still rests on the amount box after a click into it; the box's help went
    above the box, over the line that says why a typed letter was not taken."""
    from scenes.table.hover import draw_pointer_tip, pointer_tip
    from scenes.table.lot import error_box
    d = Driver(size)
    table = table_for(d, stacked_deck((2, FIXED_PRICE)))
    play_card(d, table, FIXED_PRICE)
    d.click(table.amount.rect.center)
    assert pointer_tip(table)[0] == table.amount.tooltip
    d.key(pygame.K_x, "x")
    assert table.error == "Type the amount in digits (0–9)."
    drawn = draw_pointer_tip(d.ctx.screen, table)
    assert drawn is not None and d.ctx.screen.get_rect().contains(drawn)
    assert not drawn.colliderect(error_box(d.ctx, table.layout, table.error))
    assert not drawn.colliderect(table.amount.rect)


def test_a_letter_in_the_seed_box_is_told_and_the_game_still_starts():
    d = Driver()
    setup = seed_box(d)
    d.key(pygame.K_4, "4")
    d.key(pygame.K_x, "x")
    assert setup.seed.value == "4"
    # A note, not an error: the seed keeps its digits and Start works (test_calm_notes.py).
    assert setup.note == "Type the seed in digits (0–9), or leave it empty."
    assert setup.start.enabled and setup.error == ""
    d.key(pygame.K_2, "2")
    assert setup.seed.value == "42" and setup.error == "" and setup.note == ""
    d.press("Start")
    assert isinstance(d.top, TableScene) and d.top.match.seed == 42


def test_a_click_on_the_hand_or_the_board_leaves_the_amount_box_the_keyboard():
    """While a sealed bid waits, a look at one's hand (a click on a card that cannot be played
    now) or a click on the board must not take the keyboard from the amount box: the digits
    typed next and Enter still seal the bid (they went nowhere, silently)."""
    d = Driver()
    table = table_for(d, stacked_deck((2, SEALED)))
    play_card(d, table, SEALED)
    assert table.shown.phase == SEALED_BIDDING and table.amount is not None
    card_rect = dict((c.id, r) for c, r in table.hand_rects())[table.hand_cards()[0].id]
    d.click(card_rect.center)
    d.click(table.layout.board.center)
    type_chars(d, ["1", "2"])
    d.key(pygame.K_RETURN)
    assert SealedBid(0, 12) in table.match.actions


def test_a_name_field_takes_no_control_characters():
    d = Driver()
    setup = SetupScene(d.ctx)
    d.ctx.stack.push(setup)
    d.frame()
    field = setup.rows[0].name
    d.click(field.rect.center)
    type_chars(d, ["A", "\x00", "d", "\n", "a", "\x1b"])
    assert field.value == "Ada"
    assert setup.config is not None and setup.config.seats[0].name == "Ada"


def test_a_character_no_typeface_draws_is_left_out_of_a_name_and_said(tmp_path):
    """An emoji in a name was taken and drawn as a box wherever the name stood (no typeface of
    the game has it; seen typing a name). It is left out, the screen says so, and the next
    letter is taken: in a seat's name and in a saved game's."""
    from scenes.session.words import UNDRAWABLE
    d = AppDriver(tmp_path)
    start_title(d)
    d.press("New game")
    setup = d.top
    field = setup.rows[0].name
    d.click(field.rect.center)
    composed(d, "Zoë")
    composed(d, "\U0001F3A8")                   # an artist's palette
    assert field.value == "Zoë" and setup.note == UNDRAWABLE and setup.error == ""
    composed(d, " 李")
    assert field.value == "Zoë 李" and setup.note == ""
    d.press("Start")
    d.key(pygame.K_ESCAPE)
    d.press("Save / Load")
    saves = d.top
    assert isinstance(saves, SavesScene)
    composed(d, "Friday \U0001F600")
    assert saves.name_field.value == "Friday " and saves.message_note and not saves.message_bad
    assert saves.message == UNDRAWABLE
    d.key(pygame.K_RETURN)
    assert [r.info.name for r in saves.rows] == ["Friday"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_name_being_typed_shows_its_end_inside_its_field(size, monkeypatch):
    """Typing a 24-letter name into the setup's name field: the text never spills under the
    next control, and the end being typed (and the cursor) stays in sight."""
    d = Driver(size)
    setup = SetupScene(d.ctx)
    d.ctx.stack.push(setup)
    d.frame()
    field = setup.rows[1].name
    d.click(field.rect.center)
    type_chars(d, "Bartholomew Fitzwilliams")
    assert field.value == "Bartholomew Fitzwilliams"
    lines: list = []
    real_line = pygame.draw.line
    monkeypatch.setattr(pygame.draw, "line", lambda surf, colour, a, b, *r:
                        lines.append((a, b)) or real_line(surf, colour, a, b, *r))
    surface = pygame.Surface(d.ctx.size)
    surface.fill((1, 2, 3))
    field.blink = 0.0
    field.draw(surface, d.ctx)
    outside = [(x, y) for y in range(field.rect.top, field.rect.bottom, 2)
               for x in range(field.rect.right, field.rect.right + d.ctx.px(60))
               if surface.get_at((x, y))[:3] != (1, 2, 3)]
    assert not outside, outside[:5]
    cursor = [a for a, b in lines if a[0] == b[0]]
    assert cursor and field.rect.x < cursor[-1][0] < field.rect.right, (cursor, field.rect)
    # Not focused: the name's start shows, still inside the field.
    d.click((2, 2))
    assert not field.focused
    surface.fill((1, 2, 3))
    field.draw(surface, d.ctx)
    assert all(surface.get_at((x, field.rect.centery))[:3] == (1, 2, 3)
               for x in range(field.rect.right, field.rect.right + d.ctx.px(60)))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_five_long_names_are_read_out_whole_between_back_and_start(size, monkeypatch):
    """"Ready: …" with five 24-letter names wraps between the Back and Start buttons instead of
    running under Start, and every name is in it."""
    from scenes import ui as ui_module
    d = Driver(size)
    setup = SetupScene(d.ctx)
    d.ctx.stack.push(setup)
    d.frame()
    names = ["Konstantinopel Eberhardt", "Bartholomew Fitzwilliams", "Wolfgangwolfgangwolfgang",
             "Maximiliane Oberhausen", "Friederike Schwanenberg"]
    for _ in range(4):
        if setup.config is not None and setup.config.players == 5:
            break
        d.click((setup.players.rect.right - d.ctx.px(12), setup.players.rect.centery))
    for row, name in zip(setup.rows, names):
        d.click(row.name.rect.center)
        type_chars(d, name)
    assert setup.config is not None and [s.name for s in setup.config.seats] == names
    drawn: list = []
    real = ui_module.wrapped
    monkeypatch.setattr(ui_module, "wrapped", lambda surface, ctx, s, size, rect, *a, **k:
                        drawn.append((s, rect)) or real(surface, ctx, s, size, rect, *a, **k))
    d.frame()
    text, rect = next((s, r) for s, r in drawn if s.startswith("Ready"))
    assert all(name in text for name in names)
    px = d.ctx.px
    lines = d.ctx.text.wrap(text, px(14), rect.w, "bold")
    assert len(lines) >= 2
    assert rect.x >= setup.back.rect.right and rect.right <= setup.start.rect.x
    assert all(d.ctx.text.size(line, px(14), "bold")[0] <= rect.w for line in lines)
    assert rect.y + len(lines) * int(px(14) * 1.25) <= setup.start.rect.bottom + px(8)


@pytest.mark.parametrize("name", ["Ada\x00", "Ada\n", "\x1b[31mAda", "A\ud800", "\u200bAda\x7f"])
def test_a_configuration_refuses_unprintable_names_in_words(name):
    with pytest.raises(ConfigError, match="cannot be shown"):
        SeatConfig(name)
    data = Config(seats=(SeatConfig("Bo"), SeatConfig("Cy"), SeatConfig("Di"))).to_json()
    data["seats"][0]["name"] = name
    with pytest.raises(ConfigError):
        Config.from_json(data)


def unchecked(data: bytes, **edits) -> bytes:
    """A save as the engine alone writes it (no checksum), with `edits` made."""
    obj = json.loads(data)
    obj["meta"].pop(CHECKSUM_KEY)
    for key, value in edits.items():
        obj[key] = value
    return json.dumps(obj, ensure_ascii=False).encode("utf-8")


def test_a_save_with_a_nul_in_a_seat_name_is_set_aside_and_the_backup_offered(tmp_path):
    good, state = real_save(seed=6, moves=20)
    obj = json.loads(good)
    config = obj["config"]
    config["seats"][0]["name"] = "Axel\x00"
    bad = unchecked(good, config=config)
    d = AppDriver(tmp_path)                   # a crash would fail the test at once
    store = d.ctx.store
    store.folder.mkdir(parents=True)
    store.autosave_path.write_bytes(bad)
    store.backup_path.write_bytes(good)
    start_title(d)
    d.press("Continue")
    screen = d.top
    assert isinstance(screen, DamagedSaveScene)
    assert "cannot be shown" in screen.message and screen.resume.kept_as.read_bytes() == bad
    assert store.backup_path.read_bytes() == good          # nothing saved over the backup
    d.frame()
    d.press("Continue from the backup")
    assert isinstance(d.top, TableScene)
    assert d.top.match.state._replace(events=()) == state._replace(events=())


def test_a_named_save_whose_name_holds_control_characters_lists_and_draws(tmp_path):
    good, _ = real_save(seed=7, moves=10)
    obj = json.loads(good)
    d = AppDriver(tmp_path)
    store = d.ctx.store
    store.saves_folder.mkdir(parents=True)
    for i, name in enumerate(["Evening\x00", "Line\nbreak", "Esc\x1b[2J", "x" * 100_000]):
        meta = dict(obj["meta"], name=name)
        (store.saves_folder / f"odd{i}.json").write_bytes(unchecked(good, meta=meta))
    start_title(d)
    for _ in range(2):                                     # it opens, every time
        d.press("Load")
        saves = d.top
        assert isinstance(saves, SavesScene)
        names = sorted(r.info.name for r in saves.rows)
        assert "Evening" in names and "Linebreak" in names and "Esc[2J" in names
        assert all(n.isprintable() and len(n) <= 40 for n in names)
        d.frame()
        d.press("Back")
        assert isinstance(d.top, TitleScene)


def test_a_save_cannot_be_named_with_a_control_character(tmp_path):
    good, state = real_save(seed=8, moves=4)
    store = GameStore(tmp_path, background=False)
    record, _ = decode_save(good)
    for name in ["Friday\x00", "Esc\x1b", "A\ud800"]:
        with pytest.raises(StorageError, match="cannot be shown"):
            store.save_named(name, record, state)
    assert not store.saves_folder.exists() or not list(store.saves_folder.iterdir())


def test_the_text_renderer_draws_whatever_it_is_given(tmp_path):
    d = Driver()
    text = d.ctx.text
    for s in ["A\x00B", "\ud800", "\x1b[2J", "tab\there", "x" * 1_000_000]:
        surf = text.render(s, 16)
        assert surf.get_width() <= 16 * text.MAX_LINE
        text.size(s, 16)
    lines = text.wrap("word " + "y" * 5000 + " end", 16, 300)
    assert len(lines) > 5 and all(text.size(line, 16)[0] <= 300 for line in lines)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_word_of_two_lines_stays_clear_of_the_amount_box(size):
    """The stand's word to the player grew downwards from one line's place: a message of two
    lines (a longer language, a longer reason) ran its second line into the amount box."""
    from scenes.table.lot import error_box
    d = Driver(size)
    table = table_for(d, stacked_deck((2, FIXED_PRICE)))
    play_card(d, table, FIXED_PRICE)
    one = error_box(d.ctx, table.layout, "Type the amount in digits (0–9).")
    long = error_box(d.ctx, table.layout, "Type the amount in digits (0–9). " * 6)
    assert long.h >= 2 * one.h and long.bottom == one.bottom
    assert not long.colliderect(table.amount.rect)
    assert not one.colliderect(table.amount.rect)
