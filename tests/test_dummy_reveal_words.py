"""Who turns up the dummy card, said so nobody can misread it: "At this table the lot's
auctioneer decides, whoever won the lot." was read as "the winner decides". Each option's
sentence now names the one who does not decide too, and the dummy hand's hover help says who
decides at this table, in the same words as the reveal prompt."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from tests.test_ui_game import HumanPlayer, TameBot
from tests.ui_driver import FAST, Driver

from game import Config, SeatConfig
from game.config import DUMMY_REVEALER
from game.state import DUMMY_REVEAL
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.hover import pointer_tip


@pytest.mark.parametrize("by, who", [
    ("winner", "whoever gets each lot, buyer or auctioneer,"),
    ("auctioneer", "the auctioneer of each lot, not its buyer,")])
def test_each_choice_says_who_decides_so_that_nobody_can_misread_it(by, who):
    said = DUMMY_REVEALER[by]
    assert said == (f"At this table {who} decides whether to turn up the dummy hand's top "
                    "card.")


def _pushed_table(ui: Driver, by: str) -> TableScene:
    """Ada (human) and two tame computers with the dummy hand revealed by `by`, the table just
    pushed."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    config = Config(seats=seats, variant="three_with_dummy", dummy_reveal_by=by,
                    first_auctioneer=0)
    match = Match(config, 5, thinking_seconds=0.0, rng=random.Random(3),
                  bots={1: TameBot(), 2: TameBot()})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return table


def dummy_table(ui: Driver, by: str) -> TableScene:
    """Ada (human) and two tame computers with the dummy hand revealed by `by`, at Ada's first
    turn."""
    table = _pushed_table(ui, by)
    for _ in range(200):
        if table.human_turn():
            break
        ui.frame(0.05)
    ui.frame(0.0)
    return table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("by", ["winner", "auctioneer"])
def test_the_dummy_hands_hover_help_says_who_turns_up_its_card_at_this_table(by, size):
    ui = Driver(size)
    table = dummy_table(ui, by)
    panel = [(r, str(t)) for r, t in table.regions if "Nobody plays the dummy cards" in str(t)]
    assert len(panel) == 1
    rect, help_ = panel[0]
    assert help_.endswith(DUMMY_REVEALER[by])
    ui.post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert str(pointer_tip(table)[0]) == help_


def reveal_prompt(ui: Driver, by: str) -> TableScene:
    """The table when the dummy reveal first comes to Ada (who buys her own first lot from
    the tame computers), with the dummy hand's first-time tip up."""
    table = _pushed_table(ui, by)
    human = HumanPlayer(ui, table)
    for _ in range(2000):
        if table.human_turn() and table.shown.phase == DUMMY_REVEAL:
            break
        if table.human_turn():
            human.act()
        else:
            ui.frame(0.05)
    else:
        pytest.fail("no dummy reveal came to Ada")
    ui.frame(0.0)
    return table


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("by", ["winner", "auctioneer"])
def test_who_decides_leaves_the_first_time_tip_whole_at_1280x720(by, language):
    """Who decides takes a line more than before; at 1280×720 the stand's first-time tip under
    it was cut ("… kann die fünfte…") in German and Italian, and in English at the default
    table (the lot's winner decides): the words are short enough for the tip to stay whole."""
    ui = Driver((1280, 720), settings=replace(FAST, language=language))
    table = reveal_prompt(ui, by)
    assert ui.ctx.text.shown(table.lot_info.detail).startswith(
        ui.ctx.text.shown(DUMMY_REVEALER[by]))
    assert table.tip == "dummy" and table.tip_panel is not None
    assert table.tip_panel.whole is None, table.tip_panel.lines
