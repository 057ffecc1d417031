"""The goal of each game, told before anything else: a newcomer's first auction game dropped
them into a double auction with a card flying, and the first tip explained an open auction
but not what paintings are worth or why to buy (the 30/20/10 learnt from the Rules). A first
game now opens with "First time: How to win" (the card game's too), before the first decision;
"Got it" brings no second tip at that decision (the moment's own comes at the next); it comes
once, and "Show them again" brings it back."""
from __future__ import annotations

import dataclasses
import random

import pytest

from tests.test_card_table import card_match, card_match_at_turn, click_action
from tests.ui_driver import FAST, Driver, tips_met

from game import Config, SeatConfig
from game.card.actions import PlayCard
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table import tips as tip_room

NEW = dataclasses.replace(FAST, tips_seen=())


def _auction(ui: Driver, seed: int = 4) -> TableScene:
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Beatrix", "Clemens", "Doris"))
    match = Match(Config(seats=seats, first_auctioneer=1), seed, rng=random.Random(seed))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return table


def _whole(ui: Driver, table) -> None:
    panel = table.tip_panel
    assert panel is not None and panel.whole is None, panel.lines
    assert len(panel.lines) >= 2
    assert ui.screen.get_rect().contains(panel.box)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_first_auction_game_opens_with_how_to_win(size):
    ui = Driver(size, NEW)
    table = _auction(ui)
    for _ in range(200):
        ui.frame(0.05)
        if table.tip_panel is not None:
            break
    assert table.tip == tip_room.GOAL and table.tip_shown()
    _whole(ui, table)
    words = " ".join(table.tip_panel.lines)
    assert "30, 20 or 10" in words and "Rules" in words
    assert tip_room.GOAL in tips_met(ui.ctx.settings)
    for _ in range(60):                      # the computers bid: it stays until "Got it"
        ui.frame(0.05)
        assert table.tip == tip_room.GOAL
    ui.click(table.tip_button.rect.center)
    assert table.tip is None        # the moment's own tip waits for Ada's next decision
    # A second game does not bring it again.
    again = _auction(ui, seed=5)
    for _ in range(100):
        ui.frame(0.05)
        assert again.tip != tip_room.GOAL


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_first_card_game_opens_with_how_to_win_the_turns_tip_at_the_next_turn(size):
    ui = Driver(size, NEW)
    _match, table, _over = card_match_at_turn(ui)
    assert table.tip == tip_room.CARD_GOAL and table.tip_shown()
    _whole(ui, table)
    words = " ".join(table.tip_panel.lines)
    assert "3, 2 and 1" in words and "Rules" in words
    ui.click(table.tip_button.rect.center)
    ui.frame(0.0)
    assert table.tip is None and table.tip_panel is None
    click_action(ui, table, next(a for a in _match.legal_for(0) if isinstance(a, PlayCard)))
    while not table.human_turn():
        ui.frame(0.05)
    ui.frame(0.0)
    # The next decision's own (its effect's here, an everyone-plays card's choice).
    assert table.tip in tip_room.CARD_TIPS and table.tip_panel is not None
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    while not table.human_turn():
        ui.frame(0.05)
    assert table.tip != tip_room.CARD_GOAL


def test_every_goal_tip_fits_whole_in_every_language():
    """Where each goal tip shows first (beside the auction's stand, the card game's decision panel
    under no buttons), whole at both sizes in every language."""
    from scenes.table.card_layout import card_table_layout
    from scenes.table.layout import table_layout
    from scenes.table.stand_tip import tip_beside
    for size in ((1280, 720), (1920, 1080)):
        for language in ("en", "de", "it", "zh_TW"):
            ui = Driver(size, dataclasses.replace(NEW, language=language))
            px = ui.ctx.px
            card = card_table_layout(size, 5, 0).controls
            panel = tip_room.arrange_tip(ui.ctx, tip_room.CARD_GOAL, card, card.y + px(10),
                                         card.bottom)
            assert panel.whole is None, (size, language)
            panel = tip_beside(ui.ctx, tip_room.GOAL, table_layout(size, 5, 0, False))
            assert panel.whole is None and panel.size == px(tip_room.TEXT_SIZE), (size,
                                                                                language)
