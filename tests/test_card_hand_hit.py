"""Clicking an overlapped hand card at 1280x720 plays the card the player sees under the
pointer. A play-tester meant the award Lite Metal and played the plain one beside it: the card
under the pointer rose 4 pixels (at 1280x720, under 3) and not at all over a card a tip had
raised, and a click on a raised card's top, shown above its covering neighbour, found no card.
Each hand card is painted a colour of its own here; after a real mouse motion and a frame, a
click plays the card whose colour is on screen under the pointer, and the hovered card is
drawn raised above its place, further than any other card, before the click (over the foot of
the place it rose from, that card is the one played)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.card_helpers import DENISE, NICOLAS, TEC, WAGNER
from tests.ui_driver import FAST, GOALS_MET, Driver, card_table_at

from game.card.cards import AWARD, DRAW, NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from scenes.table.tips import NO_CARD



def table_at(ui: Driver, config, state):
    """The card table of a match set at `state` (a position for `config`), on the stack."""
    _match, table = card_table_at(ui, config, state)
    return table

def _table(ui: Driver):
    """Ada's turn at two, 13 cards in hand as the play-tester's: an award Lite Metal first,
    then plain ones and others (the hand overlaps at 1280x720)."""
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random")),
                    first_player=0)
    hand = [(DENISE, AWARD)] + [(DENISE, NO_EFFECT)] * 3 + [(WAGNER, DRAW)] \
        + [(WAGNER, NO_EFFECT)] * 2 + [(NICOLAS, NO_EFFECT)] * 4 + [(TEC, NO_EFFECT)] * 2
    state = position(config, hands=[hand, [(TEC, NO_EFFECT)] * 5],
                     influence=(NICOLAS, NO_EFFECT))
    return table_at(ui, config, state)


def _colour(i: int) -> tuple[int, int, int]:
    return (40 + 13 * i, 200 - 11 * i, 90 + 7 * i)


@pytest.mark.parametrize("tip", [True, False])
def test_a_click_plays_the_card_seen_under_the_pointer(tip, monkeypatch):
    # The board's "†" tip (an artist with no card in play leads) met too: the award's is next.
    met = ("card:turn", NO_CARD) if tip else ("card:turn", NO_CARD, "card:" + AWARD,
                                              "card:" + DRAW)
    seen = GOALS_MET + met
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, tips_seen=seen))
    table = _table(ui)
    ui.frame(0.0)
    assert table.human_turn()
    assert (table.tip_effect() == AWARD) == tip          # the tip raises the award cards
    ids = [c.id for c, _r in table.hand_rects()]
    colours = {_colour(i): cid for i, cid in enumerate(ids)}

    def face(card, w, _strip):
        s = pygame.Surface((w, table.hand_rects()[0][1].h))
        s.fill(_colour(ids.index(card.id)))
        return s
    monkeypatch.setattr(table, "hand_face", face)
    chosen: list[int] = []
    monkeypatch.setattr(table, "_choose", lambda card: chosen.append(card.id))
    rects = [r for _c, r in table.hand_rects()]
    assert rects[1].x < rects[0].right                     # the hand overlaps
    px = ui.ctx.px
    # Rows across the raised cards' tops, the middle and the feet they rose from; columns at
    # a step that falls on every part of the strips.
    top, bottom = rects[0].top, rects[0].bottom
    rows = (top - px(28), top - px(20), top - px(12), top - px(4), top + px(40),
            bottom - px(20), bottom - px(10), bottom - px(2))
    checked = 0
    for x in range(rects[0].x + 1, rects[-1].right - 1, 17):
        for y in rows:
            ui.post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
            ui.frame(0.0)
            under = colours.get(tuple(ui.ctx.screen.get_at((x, y)))[:3])
            drawn = {cid: r for cid, r, _place in table.hand_drawn}
            places = dict((c.id, r) for c, r in table.hand_rects())
            lifted = table.hand_lifted
            # The pointer over the foot of the place a card rose from: that card, raised.
            if lifted is not None and places[lifted].collidepoint(x, y) \
                    and y >= drawn[lifted].bottom and not any(
                        r.collidepoint(x, y) for cid, r in drawn.items()
                        if ids.index(cid) > ids.index(lifted)):
                under = lifted
            if under is None:
                continue                                    # a ring, the felt
            # The card under the pointer stands raised above its place, highest of all.
            assert lifted == under, (x, y)
            assert drawn[under].top <= places[under].top - px(8) - px(4), (x, y)
            assert drawn[under].top < min(r.top for cid, r in drawn.items() if cid != under)
            assert not drawn[under].colliderect(table.heading)     # "YOUR HAND" stays whole
            chosen.clear()
            ui.post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
            ui.post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
            ui.frame(0.0)
            assert chosen == [under], ((x, y), chosen, under)
            checked += 1
    assert checked > 250
