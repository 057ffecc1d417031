"""The bid box of the open and once-around auctions, as a mouse-only newcomer meets it: any
amount in a few clicks, its help over no control, and a bid button and words that follow the
amount in the box."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.test_hotseat_keyboard import once_around_turn
from tests.ui_driver import FAST, Driver

from game import Bid
from scenes.table.hover import draw_pointer_tip, pointer_tip
from scenes.table.lot import error_box




def test_a_mouse_player_reaches_30_in_a_few_clicks_in_the_open_auction():
    """"+" thirty times to bid 30: the step buttons add to the box, as in the sealed box, and
    send nothing; the bid button bids what the box says."""
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    start = int(table.amount.value)
    n = len(table.match.actions)
    clicks = 0
    while int(table.amount.value) < 30:
        ui.press("+10" if 30 - int(table.amount.value) >= 10 else "+5")
        clicks += 1
        assert len(table.match.actions) == n         # a step sends nothing
    assert clicks <= 4 and int(table.amount.value) >= 30 > start
    amount = int(table.amount.value)
    ui.press(f"Bid {amount}")
    assert table.match.actions[n] == Bid(0, amount)


def test_the_once_around_box_steps_too_and_the_wheel_over_it_steps_it():
    ui = Driver()
    table = once_around_turn(ui)
    start = int(table.amount.value)
    n = len(table.match.actions)
    for label, total in (("+5", 5), ("+10", 15), ("+20", 35)):
        ui.press(label)
        assert int(table.amount.value) == start + total
    assert len(table.match.actions) == n
    hover(ui, table.amount.rect.center)
    ui.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    ui.frame(0.0)
    assert int(table.amount.value) == start + 36
    ui.press(f"Bid {start + 36}")
    assert table.match.actions[n] == Bid(0, start + 36)


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_label_of_the_bid_box_fits_its_button(size, language):
    """The step buttons, and the labels with an amount ("Bid 40", "Up to 40"), readable in every
    language: at most two points smaller than the button's own size (it shrinks a long label),
    and no button over another."""
    ui = Driver(size, settings=replace(FAST, language=language))
    assert ui.ctx.words.code == language
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    table.amount.set("40")
    px = ui.ctx.px
    for w in table.widgets:
        if isinstance(getattr(w, "label", None), str):
            width = ui.ctx.text.size(w.label, px(w.size - 2), "bold")[0]
            assert width <= w.rect.w - px(8), (language, w.label, width, w.rect.w)
    rects = [w.rect for w in table.widgets]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def _no_control_covered(ui: Driver, table) -> pygame.Rect:
    drawn = draw_pointer_tip(ui.ctx.screen, table)
    assert drawn is not None and ui.ctx.screen.get_rect().contains(drawn)
    for w in table.widgets:
        assert not drawn.colliderect(w.rect), (getattr(w, "label", "amount"), drawn, w.rect)
    if table.error:
        assert not drawn.colliderect(error_box(ui.ctx, table.layout, table.error))
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_amount_boxs_help_covers_no_control_hovered_or_ringed(size):
    """"Type an amount (9–100); Enter to confirm" lay over "+" and the buttons beside the box
    while it had the keyboard (a letter typed, the ring on it)."""
    ui = Driver(size)
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    table.dismiss_tip()
    box = table.amount
    hover(ui, box.rect.center)
    ui.type("x")                            # "Type the amount in digits" said above the box
    assert table.error and pointer_tip(table)[0] == box.tooltip
    _no_control_covered(ui, table)
    hover(ui, table.layout.board.center)    # the pointer away; the ring brought to the box
    # (The turn put the ring there quietly, without its help: Tab round to it again.)
    ui.key(pygame.K_TAB)
    for _ in range(len(table.widgets) + 2):
        if table.focus.shown and table.focus.current is box:
            break
        ui.key(pygame.K_TAB)
    assert table.focus.shown and table.focus.current is box
    found = pointer_tip(table)
    assert found is not None and found[0] == box.tooltip
    drawn = _no_control_covered(ui, table)
    # Beside the box it explains, not at the far-away pointer.
    assert table.layout.controls.x - ui.ctx.px(4) <= drawn.x <= box.rect.right


def test_a_refusal_goes_when_a_new_amount_is_typed_and_the_bid_button_says_the_engines_no():
    """"Bid 5 does not beat ..." stayed red while the box read 500; and the button read
    "Bid 5" while 5 could not be bid."""
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    table.dismiss_tip()
    high = table.shown.high_bid
    submit = ui.button("Bid ")
    assert submit.enabled and submit.label == f"Bid {high + 1}"
    ui.type(str(high))                      # not enough: the engine's words on the button
    assert submit.label == f"Bid {high}" and not submit.enabled
    why = table.match.why_not(Bid(0, high))
    assert why and submit.tooltip == str(why)
    n = len(table.match.actions)
    ui.click(submit.rect.center)            # greyed: nothing is bid
    assert len(table.match.actions) == n
    ui.key(pygame.K_RETURN, "\r")           # Enter asks the engine, which says why not
    assert table.error == str(why) and len(table.match.actions) == n
    ui.type("500")                          # replaces the highlighted amount
    assert table.amount.value == "500"
    assert table.error == ""                # the refusal of the last amount is gone
    assert not submit.enabled and "500" in submit.tooltip     # more than Ada has
    ui.press("–")                           # the stepper brings it within reach
    assert submit.enabled and submit.tooltip == "Enter" and table.amount.value == "100"
    assert table.error == ""
