"""Every way a turn to add at scoring ends says why on the screen. A tester added a card and
the adding ended by itself; another time, after adding, they had to press Done; only the
second said why ("At one screen everyone is asked…"). The engine ends a turn to add by itself
when a card of each leading artist in the display is added, when the hand is empty, or (with
one person at the screen only) when no card left in hand could be added; each now says so,
under the card added and in the status after it. The last reason tells what a hand holds: it
is said to its owner alone, never in a public view (at one screen every holder is asked on,
so it never ends a turn there)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from game.card.actions import AddCard
from game.card.cards import NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING
from scenes.handover import HandoverScene
from scenes.scoring import ScoringOverlay
from scenes.table.card_adding import adding_news
from tests.test_card_table import click_action
from tests.ui_driver import FAST, Driver, card_table_at, click_card, press_handover, \
    through_handovers

from card_helpers import DENISE, MARIANA, TEC, WAGNER

P = NO_EFFECT


def _ends_round(ui, seats, ada_hand, ada_display):
    """Ada's TEC ends the round (the influence card and four TECs in her display make six);
    TEC and Denise lead (Bea's display holds a Denise too). Ada is asked to add first."""
    config = Config(seats=seats, first_player=0)
    match, table = card_table_at(ui, config, lambda c: position(
        c, hands=[[(TEC, P)] + ada_hand, [(MARIANA, P)] * 2, [(WAGNER, P)] * 2],
        displays=[ada_display, [(DENISE, P)], []], influence=(TEC, P), turn=0,
        first_player=0))
    assert through_handovers(ui, table)
    click_card(ui, table, next(c for c in table.shown.hand if c.artist == TEC))
    for _ in range(200):
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        ui.frame(0.05)
        if table.human_turn() and table.shown.phase == ADDING and table.shown.seat == 0:
            return match, table
    pytest.fail("Ada was never asked to add")


def _after_adding(ui, match, table, artist) -> tuple[list, list]:
    """Ada adds her card of `artist`; every frame's status lines and the added card's beat
    lines until the round's scoring opens or the next person's hand-over comes: (status
    words, beat words)."""
    click_action(ui, table, next(a for a in match.legal_for(0)
                                 if isinstance(a, AddCard) and a.card.artist == artist))
    status, beats = [], []
    for _ in range(300):
        status += [str(ui.ctx.text.shown(t)) for t, _c in table.status]
        if isinstance(ui.top, ScoringOverlay):     # the round scored at once: its note
            status.append(str(ui.ctx.text.shown(ui.top.note)))
        if table.beat is not None and table.beat.kind == "added":
            beats += ["(the card's panel)"] + [str(ui.ctx.text.shown(t)) for t in table.beat.lines]
        if isinstance(ui.top, (HandoverScene, ScoringOverlay)):
            break
        ui.frame(0.05)
    return status, beats


SOLO = (SeatConfig("Ada"), SeatConfig("Bea", "bot", "random"), SeatConfig("Cem", "bot", "random"))
AT_ONE_SCREEN = (SeatConfig("Ada"), SeatConfig("Bea"), SeatConfig("Cem", "bot", "random"))


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_a_turn_ending_with_a_card_of_each_leading_artist_added_says_so_to_all(speed):
    """At one screen Ada adds a TEC, then a Denise: her display's two leading artists have
    their card, and her turn ends by itself: the card's panel says so to everyone, in the
    public words, and so does the log."""
    ui = Driver(settings=replace(FAST, animation_speed=speed))
    match, table = _ends_round(ui, AT_ONE_SCREEN, [(TEC, P), (DENISE, P), (MARIANA, P)],
                               [(TEC, P)] * 4 + [(DENISE, P)])
    status, beats = _after_adding(ui, match, table, TEC)
    assert table.human_turn() and table.shown.added[0]         # asked on: Denise to add
    status, beats = _after_adding(ui, match, table, DENISE)
    said = "Ada's turn to add is over: a card of each leading artist in their display is added."
    if speed == "normal":           # (with animations off the panel goes at once)
        assert said in beats
    assert said in [str(ui.ctx.text.shown(t)) for _s, t in table.log.lines]
    # Bea, asked next, is handed the screen with the news.
    assert isinstance(ui.top, HandoverScene) and ui.top.seat == 1
    assert said in [str(ui.ctx.text.shown(t)) for t in ui.top.news]


def test_a_turn_ending_with_an_empty_hand_says_so():
    """Ada adds her last card: her turn ends by itself, her hand empty, and her own status
    says so (one person at the screen), the card's panel too."""
    ui = Driver(settings=replace(FAST, animation_speed="normal"))
    match, table = _ends_round(ui, SOLO, [(TEC, P)], [(TEC, P)] * 4 + [(DENISE, P)])
    status, beats = _after_adding(ui, match, table, TEC)
    assert "Ada's turn to add is over: their hand is empty." in beats
    assert "Your turn to add is over: your hand is empty." in status


def test_a_turn_ending_with_nothing_left_to_add_says_so_to_its_owner_alone():
    """Against computers Ada adds a TEC; her display's Denise leads too, but her hand holds
    no Denise: the engine ends her turn. Her own status says why; the card's panel, the log
    and the public view say nothing of it (it tells what her hand lacks)."""
    ui = Driver(settings=replace(FAST, animation_speed="normal"))
    match, table = _ends_round(ui, SOLO, [(TEC, P), (MARIANA, P)],
                               [(TEC, P)] * 4 + [(DENISE, P)])
    status, beats = _after_adding(ui, match, table, TEC)
    said = "Your turn to add is over: no card left in your hand can be added."
    assert said in status
    assert set(beats) == {"(the card's panel)"}
    assert not any("turn to add is over" in str(t) for _s, t in table.log.lines)
    public = match.public_view()
    if public.phase == ADDING:
        assert not any("over" in str(t) for t in adding_news(public))
