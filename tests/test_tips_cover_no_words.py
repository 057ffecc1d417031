"""Small slips of the words' placing: the first hand-over said a lone "…" before "or press
Enter or Space"; "One less (↓)" went over the first-time tip; the dummy decks' help ran over
the log."""
from __future__ import annotations

import pytest

from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.test_two_player_words import _says_one_deck_in_turn
from tests.ui_driver import Driver, record_texts

from game import Config, SeatConfig
from game.config import TWO_PLAYER
from scenes.handover import HandoverScene
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene
from scenes.table.hover import draw_pointer_tip, pointer_tip


def test_the_hand_over_names_its_keys_from_the_first_frame(monkeypatch):
    ui = Driver()
    seats = (SeatConfig("Ada"), SeatConfig("Bea"), SeatConfig("Cem"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, thinking_seconds=0.0)
    scene = HandoverScene(ui.ctx, match.public_view(), 0, lambda seat: None)
    ui.ctx.stack.push(scene)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    said = [str(s) for s, _r in drawn]
    assert not scene.armed
    assert "or press Enter or Space" in said and "…" not in said


def test_a_buttons_help_keeps_clear_of_the_first_time_tip():
    ui = Driver(settings=Settings(animation_speed="off", computer_pace="instant"))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    assert table.tip_panel is not None, "the open auction's first-time tip"
    for label in ("–", "+"):
        button = ui.button(label)
        hover(ui, button.rect.center)
        where = draw_pointer_tip(ui.ctx.screen, table)
        assert where is not None, label
        assert not where.colliderect(table.tip_panel.box), (label, where, table.tip_panel.box)
        assert not where.colliderect(button.rect)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_dummy_decks_help_keeps_off_the_log_and_the_stand(size):
    ui = Driver(size)
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random")),
                    variant=TWO_PLAYER)
    table = TableScene(ui.ctx, Match(config, 3, thinking_seconds=0.35))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    panel = table.layout.dummy
    hover(ui, (panel.right - ui.ctx.px(10), panel.centery))
    where = draw_pointer_tip(ui.ctx.screen, table)
    assert where is not None
    assert not where.colliderect(table.layout.log), (where, table.layout.log)
    assert not where.colliderect(table.layout.lot), (where, table.layout.lot)   # nor the stand
    _says_one_deck_in_turn(str(pointer_tip(table)[0]))
