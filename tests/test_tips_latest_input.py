"""One help on screen at a time, the one of the latest input, and none under a pointer nobody
has moved since the screen changed: after a hand-over the last player's pointer rested on the
board and its help covered the next player's name; a key moving the focus ring left the
hovered card's help beside the ring's (two at once)."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_table import card_match
from tests.test_hotseat import hot_match
from tests.ui_driver import Driver, through_handovers

from scenes import focus as focus_module
from scenes import ui as ui_module
from scenes.handover import HandoverScene
from scenes.table import TableScene
from scenes.table.card_hand import drawn_at
from scenes.table.hover import card_help, pointer_tip
from scenes.title import TitleScene


def _move(ui: Driver, pos) -> None:
    ui.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    ui.frame(0.0)


def _drawn_tips(ui: Driver, monkeypatch) -> list[str]:
    """Every help drawn from now on (the table's and the focus ring's), by its words."""
    drawn: list[str] = []
    real = ui_module.draw_tooltip

    def spy(surface, ctx, tip, *args, **kwargs):
        drawn.append(tip)
        return real(surface, ctx, tip, *args, **kwargs)
    monkeypatch.setattr(ui_module, "draw_tooltip", spy)
    monkeypatch.setattr(focus_module, "draw_tooltip", spy)
    return drawn


def _board_spot(table) -> tuple[int, int]:
    """The middle of a board region that has a help (the same for every seat)."""
    rect = next(r for r, _t in table.regions if table.layout.board.contains(r))
    return rect.center


def test_after_a_card_games_hand_over_no_help_shows_until_the_pointer_moves():
    ui = Driver((1280, 720))
    match, table, _over = card_match(ui, humans=2, bots=1, seed=3)
    assert through_handovers(ui, table, seat=0)
    spot = _board_spot(table)
    _move(ui, spot)
    assert card_help(table, True)[0]                   # Ada points at the board: its help
    ui.key(pygame.K_RIGHT)                              # ... and plays by the keys
    ui.key(pygame.K_RETURN)
    ui.frame(0.05)
    assert len(match.actions) == 1
    handed = False
    for _ in range(400):
        handed |= isinstance(ui.top, HandoverScene)
        if through_handovers(ui, table, frames=1, seat=1):
            break
    assert handed and table.human_turn() and table.shown.seat == 1
    ui.frame(0.0)
    assert tuple(table.mouse) == spot                   # the pointer rests where Ada left it
    assert card_help(table, True)[0] is None            # Beatrix's name and panel stay clear
    _move(ui, (spot[0] + 1, spot[1]))
    assert card_help(table, True)[0]                    # she points: the help comes


def test_after_an_auction_hand_over_no_help_shows_until_the_pointer_moves():
    ui = Driver((1280, 720))
    match = hot_match(2, 1, seed=5)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    assert through_handovers(ui, table, seat=0)
    spot = _board_spot(table)
    _move(ui, spot)
    assert pointer_tip(table) is not None
    handed = False
    for _ in range(400):                # Ada acts (the pointer still) until the screen passes
        if isinstance(ui.top, HandoverScene):
            handed = True
            assert through_handovers(ui, table)
            break
        if ui.top is table and table.human_turn():
            move = match.legal_for(table.shown.seat)[-1]
            match.submit(move.make(move.lo) if hasattr(move, "make") else move)
        ui.frame(0.05)
    assert handed and ui.top is table and tuple(table.mouse) == spot
    ui.frame(0.0)
    assert pointer_tip(table) is None
    _move(ui, (spot[0] + 1, spot[1]))
    assert pointer_tip(table) is not None


def test_a_key_moving_the_ring_hides_the_hovered_cards_help_and_the_mouse_the_rings(
        monkeypatch):
    ui = Driver((1280, 720))
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    for _ in range(200):
        if table.human_turn():
            break
        ui.frame(0.05)
    assert table.tip_panel is not None                   # "First time: Your turn", "Got it"
    card, rect = table.hand_pairs[-1]
    _move(ui, rect.center)
    drawn = _drawn_tips(ui, monkeypatch)
    ui.frame(0.0)
    assert len(drawn) == 1 and card_help(table, True)[1] == drawn_at(table, card, rect)
    hovered = drawn[0]
    for _ in range(len(table.focus.widgets()) + 1):
        ui.key(pygame.K_TAB)                             # the ring onto a button with a help
        ui.frame(0.0)
        cur = table.focus.current
        if cur is not None and cur.tooltip and not getattr(cur, "own_ring", False):
            break
    del drawn[:]
    ui.frame(0.0)
    assert drawn == [table.focus.current.tooltip], drawn             # one: the ring's
    _move(ui, (rect.centerx + 2, rect.centery))
    del drawn[:]
    ui.frame(0.0)
    assert drawn == [hovered], drawn                                  # one: the hovered card's


def test_a_screen_resumed_under_a_still_pointer_shows_no_help_until_it_moves():
    ui = Driver((1280, 720))
    title = TitleScene(ui.ctx)
    ui.ctx.stack.reset(title)
    ui.frame(0.0)
    button = next(b for b in title.buttons if b.visible and b.tooltip)
    _move(ui, button.rect.center)
    assert ui_module.draw_widget_tip(ui.screen, ui.ctx, title.buttons, title.mouse)
    ui.ctx.stack.open("rules")
    ui.frame(0.0)
    ui.ctx.stack.pop()                                   # back, the pointer never moved
    ui.frame(0.0)
    assert not ui_module.draw_widget_tip(ui.screen, ui.ctx, title.buttons, title.mouse)
    _move(ui, (button.rect.centerx + 1, button.rect.centery))
    assert ui_module.draw_widget_tip(ui.screen, ui.ctx, title.buttons, title.mouse)



def _placed_tips(ui: Driver, monkeypatch) -> list[pygame.Rect]:
    """Where every help drawn from now on went."""
    placed: list[pygame.Rect] = []
    real = ui_module.draw_tooltip

    def spy(*args, **kwargs):
        where = real(*args, **kwargs)
        placed.append(where)
        return where
    monkeypatch.setattr(ui_module, "draw_tooltip", spy)
    return placed


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_hand_cards_help_covers_neither_the_hands_heading_nor_the_hand(size, monkeypatch):
    ui = Driver(size)
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    for _ in range(200):
        if table.human_turn():
            break
        ui.frame(0.05)
    placed = _placed_tips(ui, monkeypatch)
    screen = pygame.Rect((0, 0), size)
    assert table.heading.w > 0
    for card, rect in table.hand_pairs[::3]:
        _move(ui, (rect.x + 4, rect.bottom - 6))
        del placed[:]
        ui.frame(0.0)
        assert len(placed) == 1, card
        where = placed[0]
        assert screen.contains(where)
        assert not where.colliderect(table.heading), (card, where, table.heading)
        assert not where.collidepoint(table.mouse), card
        # nor the other cards, which have helps of their own (beside its card it hid them)
        assert not any(where.colliderect(r) for _c, r in table.hand_pairs), card
        assert not any(where.colliderect(b.rect) for b in table.buttons if b.visible), card
