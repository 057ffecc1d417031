"""The card table's hand is laid out on the event and update path (`card_hand.place_hand`, at
every refresh), not while it is drawn: where each card stands, raised or not, is known before
any frame has been drawn, so a click that comes before the first frame, or between a change and
the next frame, lands on the card the player sees there. (The hand recorded its cards' raised
rectangles only while drawing them: before a first frame a click on a raised card's top found
no card, and a layout read between frames was the last frame's.)"""
from __future__ import annotations

import dataclasses

import pygame

from tests.test_card_hand_hit import _table
from tests.ui_driver import FAST, GOALS_MET, Driver

from scenes.app import dispatch


def _ready(monkeypatch):
    """Ada's turn at the card table, on the stack and never drawn; her clicks' cards noted."""
    settings = dataclasses.replace(FAST, tips_seen=GOALS_MET + ("card:turn",))
    ui = Driver((1280, 720), settings=settings)
    table = _table(ui)
    drawn: list = []
    monkeypatch.setattr(type(table), "draw", lambda self, surface: drawn.append(surface))
    chosen: list[int] = []
    monkeypatch.setattr(table, "_choose", lambda card: chosen.append(card.id))
    for _ in range(20):             # the deal caught up with: updates, never a draw
        if table.human_turn():
            break
        ui.ctx.stack.update(0.0)
    return ui, table, chosen, drawn


def test_the_hand_is_laid_out_before_any_frame_is_drawn(monkeypatch):
    ui, table, _chosen, drawn = _ready(monkeypatch)
    assert table.human_turn() and not drawn
    places = {c.id: r for c, r in table.hand_rects()}
    laid = {cid: (r, place) for cid, r, place in table.hand_drawn}
    assert places and set(laid) == set(places)
    for cid, (r, place) in laid.items():
        assert place == places[cid]
        assert r.top < place.top            # she may play any of them: each stands raised
    assert table.heading.w > 0 and table.heading.bottom <= min(r.top for r, _p in laid.values())


def test_a_click_before_the_first_frame_plays_the_raised_card_seen_there(monkeypatch):
    ui, table, chosen, drawn = _ready(monkeypatch)
    last, place = table.hand_rects()[-1]
    pos = (place.centerx, place.top - ui.ctx.px(4))     # on its raised top, above its place
    dispatch(ui.ctx, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                        buttons=(0, 0, 0)))
    assert table.hand_lifted == last.id                 # raised under the pointer, undrawn
    dispatch(ui.ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    assert chosen == [last.id] and not drawn
