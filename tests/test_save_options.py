"""A saved game names the options it is played with: on the Load screen's rows, in the question
before loading one, and in Continue's help on the title. Only the options that differ from the
setup screen's defaults are named, each in the setup screen's own words (game.config's
OPTION_WORDS, game.card.config's TOKENS_LABEL and TOKENS_WORDS), and a save written before an
option existed still lists, as played without it."""
from __future__ import annotations

import json

import pygame
import pytest

from tests.test_card_saves_ui import card_record
from tests.test_save_trouble import drawn_text
from tests.test_saves_ui import AppDriver, start_title

from game import default_config
from game.card.config import TOKENS_LABEL, TOKENS_WORDS, Config as CardConfig
from game.config import OPTION_WORDS, SeatConfig
from game.save import record_of
from scenes.saves import ConfirmScene, SavesScene
from scenes.session.save_info import SaveInfo, options_in_force
from scenes.session.storage import encode_save

SPLIT = f"{OPTION_WORDS['double_proceeds'][0]}: {OPTION_WORDS['double_proceeds'][1]['split'][0]}"
BY_AUCTIONEER = (f"{OPTION_WORDS['dummy_reveal_by'][0]}: "
                 f"{OPTION_WORDS['dummy_reveal_by'][1]['auctioneer'][0]}")
OPEN = f"{OPTION_WORDS['open_money'][0]}: {OPTION_WORDS['open_money'][1][True][0]}"
TOKENS = f"{TOKENS_LABEL}: {TOKENS_WORDS[True][0]}"


def auction(players: int = 4, **options):
    record = record_of(default_config(players, humans=1, level="random", **options), 4, ())
    return record, record.replay()


def card(tokens_need_a_card: bool):
    record, state = card_record()
    config = CardConfig(seats=record.config.seats, first_player=0,
                        tokens_need_a_card=tokens_need_a_card)
    record = record_of(config, record.seed, record.actions, game="card")
    return record, record.replay()


def test_the_options_named_are_those_changed_in_the_setup_screens_words():
    assert SPLIT == "Double auctions: Split the price" and OPEN == "Money: Open"
    assert options_in_force(default_config(4)) == ()
    assert options_in_force(default_config(4, double_proceeds="split", open_money=True)) == (
        SPLIT, OPEN)
    assert options_in_force(default_config(3, variant="three_with_dummy",
                                           dummy_reveal_by="auctioneer")) == (BY_AUCTIONEER,)
    # Options the variant does not play with are not named, whatever the file holds: the
    # 2-player variant's double is always its own player's, and only the dummy hand reveals.
    assert options_in_force(default_config(2, double_proceeds="split",
                                           dummy_reveal_by="auctioneer")) == ()
    assert options_in_force(default_config(4, dummy_reveal_by="auctioneer")) == ()
    seats = (SeatConfig("Mia"), SeatConfig("Kai", "bot", "random"))
    assert options_in_force(CardConfig(seats=seats)) == ()
    assert options_in_force(CardConfig(seats=seats, tokens_need_a_card=True)) == (TOKENS,)
    assert options_in_force(object()) == ()            # a game the list does not know


def test_the_summary_names_the_options_between_the_variant_and_the_date(tmp_path):
    record, state = auction(double_proceeds="split", open_money=True)
    info = SaveInfo.of(tmp_path / "a.json", record)
    assert info.options == (SPLIT, OPEN)
    assert f"· Standard · {SPLIT} · {OPEN} · " in info.summary
    assert SPLIT not in info.summary_with("Axel", options=False)
    plain = SaveInfo.of(tmp_path / "b.json", auction()[0])
    assert plain.options == () and plain.options_line == "" and " ·  · " not in plain.summary


def test_an_old_save_without_the_options_still_lists_as_played_without_them(tmp_path):
    record, state = auction(double_proceeds="split", open_money=True)
    data = json.loads(encode_save(record, state))
    for field in ("double_proceeds", "dummy_reveal_by", "open_money", "theme"):
        del data["config"][field]
    del data["meta"]["checksum"]
    store = AppDriver(tmp_path).ctx.store
    store.saves_folder.mkdir(parents=True)
    (store.saves_folder / "old.json").write_text(json.dumps(data))
    [info] = store.list_saves()
    assert info.problem is None and info.options == ()
    assert info.summary.startswith("Modern Art · Axel, ")


def load_screen(d: AppDriver, saves) -> SavesScene:
    for name, (record, state) in saves.items():
        d.ctx.store.save_named(name, record, state)
    start_title(d)
    d.press("Load")
    assert isinstance(d.top, SavesScene)
    return d.top


@pytest.mark.parametrize("size", [(1280, 720), (1200, 675)])
def test_the_load_screens_rows_name_each_games_options(tmp_path, size):
    """The rows said which game and variant a save was, never its options: two saves of the
    same players, one with split doubles and open money, looked the same. The options now
    stand on the name's line, in the setup screen's words, inside the row."""
    d = AppDriver(tmp_path, size=size)
    screen = load_screen(d, {"Split and open": auction(double_proceeds="split",
                                                       open_money=True),
                             "Plain": auction(),
                             "Cards": card(True)})
    drawn = drawn_text(d)
    assert f"{SPLIT} · {OPEN}" in drawn and TOKENS in drawn
    assert not any("Standard" in s and SPLIT in s for s in drawn)    # not on the second line
    rows = {row.info.name: row for row in screen.rows}
    assert rows["Plain"].info.options == () and rows["Plain"].tooltip is None
    assert screen.list_rect.contains(rows["Split and open"].rect)


def test_a_long_name_cuts_the_options_and_the_rows_help_has_them_all(tmp_path):
    d = AppDriver(tmp_path, size=(1200, 675))
    long = "A rather long name for this saved game!!"
    screen = load_screen(d, {long: auction(3, variant="three_with_dummy",
                                           double_proceeds="split",
                                           dummy_reveal_by="auctioneer", open_money=True)})
    drawn = drawn_text(d)
    [row] = screen.rows
    assert any(s.endswith("…") and s.startswith("Double") for s in drawn)
    d.post(pygame.MOUSEMOTION, pos=row.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    help_ = " ".join(drawn_text(d))
    for option in (SPLIT, BY_AUCTIONEER, OPEN):
        assert option in row.tooltip and option in help_


def test_the_question_before_loading_and_continues_help_name_the_options(tmp_path):
    d = AppDriver(tmp_path)
    d.ctx.store.autosave(*card(True))
    screen = load_screen(d, {"Split": auction(double_proceeds="split")})
    d.press("Back")
    title = d.top
    d.frame()
    assert title.buttons[1].label == "Continue: The Card Game"
    assert title.buttons[1].tooltip.endswith(f"round 1.\n{TOKENS}")
    d.press("Load")
    screen = d.top
    screen.select(screen.rows[0])
    d.press("Load")
    assert isinstance(d.top, ConfirmScene) and SPLIT in d.top.message
    d.key(pygame.K_ESCAPE)
    assert d.top is screen
