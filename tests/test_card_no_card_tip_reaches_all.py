"""The "†" tip (`tips.NO_CARD`) reaches every person at a shared screen at their first decision
of any kind while the board shows the mark. A play-tester's three-person hot-seat game (Ada,
Bea, Bartholomäus): the tip came only on a turn to play, after the turn's tip, so Ada, whose
first decisions were the everyone-plays choice of another's card, met that choice's tip
instead, and by her turn to play the board showed no "†" (she never met it). The mark's tip
comes at any kind of decision whose own tip the person met before; where the decision's own
comes, the mark's waits for their next decision (one new tip a decision: its "Got it"
brought the mark's at once, and a newcomer clicked through box after box)."""
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
from scenes.handover import HandoverScene
from scenes.table import tips as tip_room
from scenes.table.display import no_card_marked
from scenes.table.tips import NO_CARD

NAMES = ("Ada", "Bea", "Bartholomäus")
EVERYONE_TIP = "card:" + EVERYONE_PLAYS


#: Hands of plain Marianas (`_table`'s), and of Marianas and TECs (a round of more turns,
#: the board marking Denise's figure "†" all along).
MARIANAS = [(MARIANA, "none")] * 3
MARIANAS_AND_TECS = [(MARIANA, "none"), (TEC, "none")] * 2


def _table(ui: Driver, plain=MARIANAS):
    """Round 1 of a 3-person hot-seat game, Bea to play first with an everyone-plays Mariana;
    every other card a plain Mariana (or as in `plain`), the influence card a TEC: Denise,
    with no card in play, leads by the tie order and the board marks her figure at every
    decision of this test."""
    seats = tuple(SeatConfig(n, "human") for n in NAMES)
    config = Config(seats=seats, first_player=1)
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


def test_each_person_meets_the_mark_tip_at_their_next_decision():
    ui = Driver((1280, 720))
    match, table = _table(ui, MARIANAS_AND_TECS)
    first: dict[str, list] = {}
    for _ in range(9):      # Bea's turn, the three everyone-plays choices, two turns each
        assert through_handovers(ui, table)
        v = table.shown
        assert no_card_marked(v, table.hints()) and v.counts[DENISE] == 0
        name = NAMES[v.seat]
        tips = _tips_through(ui, table)
        assert len(tips) <= 1, (name, v.phase, tips)       # one new tip a decision
        first.setdefault(name, []).append((v.phase, tips))
        click_action(ui, table, match.legal_for(v.seat)[0])
    # Bea: her turn's tip; at her choice the everyone-plays tip alone; at her next turn,
    # whose own tip she met, the mark's.
    assert first["Bea"] == [(PLAY, ["card:turn"]), (EVERYONE, [EVERYONE_TIP]),
                            (PLAY, [NO_CARD])], first
    # Ada and Bartholomäus: their first decision is the choice, with its own tip; then their
    # first turn, with the turn's; the mark's at the next, the board still marking "†".
    for name in ("Ada", "Bartholomäus"):
        assert first[name] == [(EVERYONE, [EVERYONE_TIP]), (PLAY, ["card:turn"]),
                               (PLAY, [NO_CARD])], first
    for name in NAMES:
        assert NO_CARD in ui.ctx.settings.tips_met_by(name)


def test_the_mark_tip_comes_first_at_any_decision_once_the_turns_is_met():
    """`card_tip_for` at an everyone-plays choice: its own tip, or the mark's once its own was
    met (after its own tip's "Got it" the ledger holds the mark's till the next decision);
    none to a person not asked."""
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
    ledger = table.tips
    ledger.closed(1, EVERYONE_TIP, asked=True)
    assert ledger.hold(ui.ctx, 1, NO_CARD, True) is None          # not at this decision
    ledger.acted(ui.ctx, 1, None, tip_room.CARD_GOAL)
    assert ledger.hold(ui.ctx, 1, NO_CARD, True) == NO_CARD       # at the next


def test_at_the_adding_the_mark_tip_waits_for_her_next_decision():
    """Bea's first decision while the board shows "†" is her adding at scoring (she played the
    round's last card without closing her turn's tip): the adding's tip alone (its "Got it"
    brought the mark's at once, a second box at one decision); the mark's comes at her next
    decision while the board shows it, her first turn of the next round."""
    from tests.test_card_adding_hot_seat import adding_table, play_the_last_card, to_handover
    ui, match, table = adding_table()
    play_the_last_card(ui, match, table)
    assert to_handover(ui, table) is not None
    ui.key(pygame.K_RETURN)
    ui.frame(0.05)
    assert table.shown.phase == ADDING and no_card_marked(table.shown, table.hints())
    assert _tips_through(ui, table) == ["card:adding"]
    ui.frame(0.05)
    assert table.tip is None and NO_CARD not in ui.ctx.settings.tips_met_by("Bea")
    click_action(ui, table, match.legal_for(1)[0])      # Done
    for _ in range(8):      # the others' adding, the round's scoring, the next round's turns
        for _ in range(40):
            if ui.top is table or isinstance(ui.top, HandoverScene):
                break
            ui.key(pygame.K_RETURN)         # the scoring's overlay closed
        assert through_handovers(ui, table)
        if table.shown.seat == 1:
            break
        _tips_through(ui, table)
        click_action(ui, table, match.legal_for(table.shown.seat)[0])
    v = table.shown
    assert (v.seat, v.round, v.phase) == (1, 1, PLAY) and no_card_marked(v, table.hints())
    assert _tips_through(ui, table) == [NO_CARD]
