"""A decision control's help at the auction table covers neither the hand nor the lot's bids
(nor the log, nor another control): at 1280×720 the help of "Up to", "Pass" or "Out of this
lot" went below the controls, over the top of the hand's cards, while the pointer rested on the
control (or the keyboard ring did)."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.test_hotseat_keyboard import once_around_turn, tab
from tests.ui_driver import FAST, Driver

from scenes.table.hover import draw_pointer_tip
from scenes.table.lot_history import bid_chips

LANGUAGES = ["en", "de", "it", "zh_TW"]
SIZES = [(1280, 720), (1920, 1080)]


def _helps(ui: Driver, table) -> list[tuple[str, pygame.Rect]]:
    """Each control's help as drawn with the pointer on it: (the control's words, where)."""
    out = []
    for w in [w for w in table.widgets if w.visible and w.tooltip]:
        hover(ui, w.rect.center)
        drawn = draw_pointer_tip(ui.ctx.screen, table)
        assert drawn is not None, getattr(w, "label", "amount")
        out.append((str(getattr(w, "label", "amount")), drawn))
    return out


def _covered(table, drawn: pygame.Rect, label: str) -> list:
    """What a help drawn at `drawn` for the control `label` covers that it must not."""
    chips = bid_chips(table.ctx, table.look, table.layout, table.lot_info,
                      table.timeline.lot_history, table.error)
    others = [w.rect for w in table.widgets
              if w.visible and str(getattr(w, "label", "amount")) != label]
    hits = [("hand", r) for r in table.hand.rects if drawn.colliderect(r)]
    hits += [("bids", r) for r in chips if drawn.colliderect(r)]
    hits += [("control", r) for r in others if drawn.colliderect(r)]
    if drawn.colliderect(table.layout.log):
        hits.append(("log", table.layout.log))
    if not table.ctx.screen.get_rect().contains(drawn):
        hits.append(("off screen", drawn))
    return hits


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_controls_help_covers_neither_the_hand_nor_the_bids(language, size):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    assert table.hand.rects and table.tip_panel is not None
    for tip in (True, False):
        if not tip:
            table.dismiss_tip()
            ui.frame(0.0)
        table.amount.set("40")                  # "Up to 40 (U)": its longest words
        helps = _helps(ui, table)
        assert len(helps) == len([w for w in table.widgets if w.visible and w.tooltip])
        bad = [(label, drawn, _covered(table, drawn, label)) for label, drawn in helps
               if _covered(table, drawn, label)]
        assert not bad, (tip, bad)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_once_around_helps_and_the_rings_help_keep_off_the_hand(language, size):
    """The once-around row (+5, +10, +20), hovered; then the keyboard ring walked along it,
    the pointer away: each help placed as a hovered one, clear of the hand."""
    ui = Driver(size, settings=replace(FAST, language=language))
    table = once_around_turn(ui)
    bad = [(label, drawn) for label, drawn in _helps(ui, table) if _covered(table, drawn, label)]
    assert not bad, bad
    hover(ui, table.layout.board.center)
    seen = 0
    for _ in range(len(table.widgets) + 2):
        tab(ui)
        current = table.focus.current
        drawn = draw_pointer_tip(ui.ctx.screen, table)
        if current in table.widgets and drawn is not None:
            seen += 1
            label = str(getattr(current, "label", "amount"))
            assert not _covered(table, drawn, label), (label, drawn)
    assert seen >= 4
