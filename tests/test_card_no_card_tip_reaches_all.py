"""The "†" tip (`tips.NO_CARD`) reaches every person at a shared screen at their first decision
of any kind while the board shows the mark. A play-tester's three-person hot-seat game (Ada,
Bea, Bartholomäus): the tip came only on a turn to play, after the turn's tip, so Ada, whose
first decisions were the everyone-plays choice of another's card, met that choice's tip
instead, and by her turn to play the board showed no "†" (she never met it). Now the
decision's own tip's "Got it" brings the mark's at once, as the turn's does (one tip at a
time), or the mark's comes alone where the decision's own was met."""
from __future__ import annotations

import dataclasses

import pygame

from tests.card_helpers import DENISE, MARIANA, TEC
from tests.test_card_table import click_action
from tests.ui_driver import Driver, card_table_at, through_handovers

from game.card.cards import EVERYONE_PLAYS
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING, EVERYONE, PLAY
from scenes.table import tips as tip_room
from scenes.table.display import no_card_marked
from scenes.table.tips import NO_CARD

NAMES = ("Ada", "Bea", "Bartholomäus")
EVERYONE_TIP = "card:" + EVERYONE_PLAYS


def _table(ui: Driver):
    """Round 1 of a 3-person hot-seat game, Bea to play first with an everyone-plays Mariana;
    every other card a plain Mariana, the influence card a TEC: Denise, with no card in play,
    leads by the tie order and the board marks her figure at every decision of this test."""
    seats = tuple(SeatConfig(n, "human") for n in NAMES)
    config = Config(seats=seats, first_player=1)
    plain = [(MARIANA, "none")] * 3
    state = position(config, hands=[plain, [(MARIANA, EVERYONE_PLAYS)] + plain[1:], plain],
                     influence=(TEC, "none"), turn=1)
    return card_table_at(ui, config, state, on_game_over=lambda *_a: None)


def _tips_through(ui: Driver, table) -> list[str]:
    """Every tip of the decision now, in the order they come, each closed by its "Got it"."""
    seen = []
    while table.tip is not None and table.tip_shown():
        seen.append(table.tip)
        assert len(seen) < 5, seen
        ui.click(table.tip_button.rect.center)
        ui.frame(0.0)
    return seen


def test_each_person_meets_the_mark_tip_at_their_first_decision():
    ui = Driver((1280, 720))
    match, table = _table(ui)
    first: dict[str, list] = {}
    for _ in range(4):      # Bea's turn, then the three everyone-plays choices
        assert through_handovers(ui, table)
        v = table.shown
        assert no_card_marked(v, table.hints()) and v.counts[DENISE] == 0
        name = NAMES[v.seat]
        tips = _tips_through(ui, table)
        first.setdefault(name, []).append((v.phase, tips))
        click_action(ui, table, match.legal_for(v.seat)[0])
    # Bea: her turn's tip, then the mark's; at her choice the everyone-plays tip alone.
    assert first["Bea"] == [(PLAY, ["card:turn", NO_CARD]), (EVERYONE, [EVERYONE_TIP])]
    # Ada and Bartholomäus: their first decision is the choice: its own tip, then the mark's
    # at once.
    for name in ("Ada", "Bartholomäus"):
        assert first[name] == [(EVERYONE, [EVERYONE_TIP, NO_CARD])], first
    for name in NAMES:
        assert NO_CARD in ui.ctx.settings.tips_met_by(name)


def test_the_mark_tip_comes_first_at_any_decision_once_the_turns_is_met():
    """`card_tip_for` at an everyone-plays choice: its own tip, then the mark's (its "Got it"
    brings it at once, `next_at_once`), or the mark's alone once its own was met; none to a
    person not asked."""
    ui = Driver((1280, 720))
    _match, table = _table(ui)
    assert through_handovers(ui, table, seat=1)
    v = table.shown
    for_ = tip_room.card_tip_for
    assert for_(v, True, set(), True) == "card:turn"
    assert for_(v, True, {"card:turn"}, True) == NO_CARD
    everyone = dataclasses.replace(v, phase=EVERYONE)
    assert for_(everyone, True, set(), True) == EVERYONE_TIP
    assert for_(everyone, True, {EVERYONE_TIP}, True) == NO_CARD
    assert for_(everyone, True, {EVERYONE_TIP}, False) == EVERYONE_TIP
    assert for_(everyone, True, {EVERYONE_TIP, NO_CARD}, True) == EVERYONE_TIP
    assert for_(everyone, False, set(), True) == ""
    # Its own tip on show stays while the others' choices bring new views, until "Got it".
    assert for_(everyone, True, {EVERYONE_TIP}, True, showing=EVERYONE_TIP) == EVERYONE_TIP
    assert for_(everyone, True, {EVERYONE_TIP}, True, showing="card:turn") == NO_CARD
    assert tip_room.next_at_once(EVERYONE_TIP, True, set(), EVERYONE)
    assert not tip_room.next_at_once(EVERYONE_TIP, True, {NO_CARD}, EVERYONE)
    assert not tip_room.next_at_once(EVERYONE_TIP, False, set(), EVERYONE)
    assert not tip_room.next_at_once(NO_CARD, True, set(), EVERYONE)


def test_at_the_adding_the_adding_tips_got_it_brings_the_mark_tip_at_once():
    """Bea's first decision while the board shows "†" is her adding at scoring (she played the
    round's last card without closing her turn's tip): the adding's tip, and its "Got it"
    brings the mark's at once, not at some later screen of hers."""
    from tests.test_card_adding_hot_seat import adding_table, play_the_last_card, to_handover
    ui, match, table = adding_table()
    play_the_last_card(ui, match, table)
    assert to_handover(ui, table) is not None
    ui.key(pygame.K_RETURN)
    ui.frame(0.05)
    assert table.shown.phase == ADDING and no_card_marked(table.shown, table.hints())
    assert _tips_through(ui, table) == ["card:adding", NO_CARD]
    assert tip_room.next_at_once("card:adding", True, set(), ADDING)
    assert not tip_room.next_at_once("card:adding", True, {NO_CARD}, ADDING)
