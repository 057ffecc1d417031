"""Every first-time tip shows whole, in every language, at both window sizes: the German
sealed-bid tip ended "…wer ab dem Auktionator im Uhrzeigersinn zuerst…" at 1920×1080 (the stand
kept two lines for it; a tip too long for them now rises into the estimate's room, which it
takes while it shows)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_card_table import card_match
from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import FAST, Driver

from scenes.table.tips import CARD_TIPS, TIPS

LANGUAGES = ["en", "de", "it", "zh_TW"]
SIZES = [(1280, 720), (1920, 1080)]
AUCTION_TIPS = [k for k in TIPS if k not in CARD_TIPS]


def _shows_whole(ui: Driver, table, tip: str) -> None:
    table.tip = tip
    table.refresh()
    ui.frame(0.0)
    panel = table.tip_panel
    assert panel is not None, tip
    assert panel.whole is None, (tip, panel.lines)
    assert not panel.lines[-1].endswith("…"), (tip, panel.lines)
    assert panel.box.bottom <= table.layout.controls.bottom, (tip, panel.box)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_auction_tip_shows_whole_at_the_stand(size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    controls = [w.rect for w in table.controls.widgets if w.visible]
    for tip in AUCTION_TIPS:
        _shows_whole(ui, table, tip)
        # Beside the stand, in the log's column: clear of the amount row and every control.
        box = table.tip_panel.box
        assert table.layout.log.contains(box) and box.collidelist(controls) < 0, tip
        if getattr(table.tip_panel, "rose", False):        # over the estimate's room: the estimate does not show
            assert table.lot_info.hint == ""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_card_game_tip_shows_whole_under_the_buttons(size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    ui.frame(0.05, n=3)
    for tip in CARD_TIPS:
        _shows_whole(ui, table, tip)
