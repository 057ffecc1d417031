"""The help of "Stop bidding for me" (the button the stand shows while the game bids for the
player, "Up to") covers neither the log nor the first-time tip's "Got it", nor the lot's
card, bids or the hand: in German at 1280x720 ("Nicht mehr für mich bieten (A)") it ran right,
past the stand over the log's newest lines and the lower edge of the tip's OK button (seen in
a real window)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_control_help_clear_of_hand import LANGUAGES, SIZES
from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.ui_driver import FAST, Driver

from scenes.table.hover import draw_pointer_tip
from scenes.table.keys import bidding_keys
from scenes.table.lot_history import bid_chips


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_stop_buttons_help_keeps_off_the_log_the_tip_button_and_the_lot(language, size):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    assert table.tip_panel is not None                  # the open auction's first-time tip
    table.amount.set("60")
    ui.key(bidding_keys(ui.ctx.text.shown)["up_to"][0])          # "Up to 60" by its key
    assert table.match.raising(0) == 60 and not table.look.turn
    stop = table.back_in.button
    assert table.back_in.shown(0) and stop.visible
    for tip in (True, False):
        if not tip:
            table.dismiss_tip()
            ui.frame(0.0)
        hover(ui, stop.rect.center)
        drawn = draw_pointer_tip(ui.ctx.screen, table)
        assert drawn is not None and not drawn.colliderect(stop.rect)
        assert not _covered(table, drawn, tip), (tip, _covered(table, drawn, tip), drawn)
        assert ui.ctx.screen.get_rect().contains(drawn)


def _covered(table, drawn, tip: bool) -> list[str]:
    """What the help drawn at `drawn` covers that a player reads or presses meanwhile."""
    layout = table.layout
    chips = bid_chips(table.ctx, table.look, layout, table.lot_info,
                      table.timeline.lot_history, table.error)
    named = [("log", layout.log), ("the lot", layout.lot_card), ("board", layout.board)]
    named += [("Got it", table.tip_button.rect)] if tip else []
    named += [("hand", r) for r in table.hand.rects] + [("bids", r) for r in chips]
    return [name for name, r in named if drawn.colliderect(r)]
