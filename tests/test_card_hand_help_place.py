"""A hand card's help at the card table, read while choosing a card: a play-tester's German
hot-seat game (value hints on) showed it as one paragraph of effect and two estimates, over
the played cards of the row above the hand. Now the effect comes first in a line of its own,
each estimate in its own line under it, and the help covers no seat's name, no card of any
display, nor the market board or the decision panel."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.test_card_table import card_match
from tests.ui_driver import FAST, Driver

from scenes import ui as ui_module
from scenes.card_art import card_tip, effect_tip


def _table_with_displays(size, language: str = "de", turns: int = 2):
    """Ada's turn at a three-seat table (hints on) after `turns` decisions of hers (her first
    option each time): cards then lie in the displays."""
    ui = Driver(size, settings=dataclasses.replace(FAST, value_hints=True, language=language))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    played = 0
    for _ in range(5000):
        ui.frame(0.05)
        if table.human_turn():
            if played == turns:
                break
            match.submit(match.legal_for(0)[0])
            played += 1
    assert table.human_turn() and (any(table.shown.displays) or not turns)
    return ui, table


def _read_while_choosing(table) -> list[pygame.Rect]:
    """What the table drew that a player reads while choosing a card: every help region in the
    displays (each row's name and points, each card there), the board and the centre panel."""
    layout = table.layout
    rows = [r for r, _tip in table.regions if layout.displays.contains(r)]
    assert len(rows) > len(layout.rows), "no display card drawn"
    return rows + [layout.board, layout.centre]


def _record_helps(monkeypatch) -> list:
    """Every help's box the table draws from now on (`ui.draw_tooltip`'s rect)."""
    drawn: list = []
    real = ui_module.draw_tooltip

    def spy(surface, ctx, tip, pos, avoid=None, clear=(), where=None):
        drawn.append(real(surface, ctx, tip, pos, avoid=avoid, clear=clear, where=where))
        return drawn[-1]
    monkeypatch.setattr(ui_module, "draw_tooltip", spy)
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_hand_cards_help_covers_nothing_read_while_choosing(size, monkeypatch):
    drawn = _record_helps(monkeypatch)
    ui, table = _table_with_displays(size)
    keep = _read_while_choosing(table)
    screen = pygame.Rect(0, 0, *size)
    for _card, rect in table.hand_rects():
        ui.post(pygame.MOUSEMOTION, pos=(rect.centerx, rect.y + 8), rel=(0, 0),
                buttons=(0, 0, 0))
        drawn.clear()
        ui.frame(0.0)
        assert drawn, "no help drawn"
        where = drawn[-1]
        assert screen.contains(where) and not where.colliderect(table.layout.hand), where
        covered = [k for k in keep if where.colliderect(k)]
        assert not covered, (where, covered)


def test_a_hand_cards_help_is_its_effect_then_each_estimate_in_a_line():
    ui, table = _table_with_displays((1920, 1080), language="en", turns=0)
    for card, rect in table.hand_rects():
        ui.post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        lines = str(table.pointer_tip(True)).split("\n")
        assert lines[0] == str(card_tip(card, "classic", effect_tip(card.effect))), lines
        assert lines[-2].startswith("Your estimate: about "), lines
        assert lines[-1].startswith("If the round ended now: "), lines
        assert len(set(lines)) == len(lines) and not any("estimate" in x for x in lines[:-2])


def test_the_help_reads_in_lines_in_german():
    """German's effect line fits two lines of the help at most; each estimate one or two."""
    ui, table = _table_with_displays((1280, 720), turns=0)
    card, rect = table.hand_rects()[0]
    ui.post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    said = ui.ctx.text.shown(table.pointer_tip(True)).split("\n")
    assert said[-2].startswith("Deine Schätzung: am Rundenende etwa "), said
    assert said[-1].startswith("Endete die Runde jetzt, wäre sie "), said
    px = ui.ctx.px(14)
    for line in said:
        assert len(ui.ctx.text.wrap(line, px, ui.ctx.px(320))) <= 2, line


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_tables_other_helps_keep_off_what_they_explain(size, monkeypatch):
    """A played card's help, at the pointer, lay over the pile it explained and the next one;
    a board column's, over the board's figures and the displays' cards beside the board.
    Every help of the table (played cards, board columns, influence card, deck, seats' names)
    now keeps off what it explains, and off every card in the displays."""
    drawn = _record_helps(monkeypatch)
    ui, table = _table_with_displays(size, turns=3)
    layout = table.layout
    cards = [r for r, _t in table.regions if layout.displays.contains(r)
             and not any(r.x == row.x for row in layout.rows.values())]      # not a name
    helped = [(r, t) for r, t in table.regions if not layout.log.contains(r)]
    assert len(helped) > 10 and cards
    for rect, tip in helped:
        at = next(((x, y) for x in range(rect.x + 2, rect.right, 6)
                   for y in range(rect.y + 2, rect.bottom, 6)
                   if next(t for r, t in table.regions if r.collidepoint((x, y))) == tip), None)
        if at is None:
            continue                        # wholly under another help's region
        ui.post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
        drawn.clear()
        ui.frame(0.0)
        assert drawn, (tip, at)
        where = drawn[-1]
        assert not where.colliderect(rect), (str(tip)[:60], rect, where)
        over = [c for c in cards if c != rect and where.colliderect(c)]
        assert not over, (str(tip)[:60], where, over)
