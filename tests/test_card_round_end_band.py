"""At a shared screen a card round's end that a computer adds to before a person asked two
presses in a row: the round's end held under a band saying only "Continue" (it could not name
the person: the computer's card came first), then the person's hand-over. Now the round's end
plays its time, the computer adds, and the round's end is held again over the band that hands
the person the screen: one press, which names the person, nothing private drawn before it."""
from __future__ import annotations

import pygame

from tests.test_card_watched_moments import SHOWN
from tests.ui_driver import (ARM_SECONDS, Driver, card_table_at, drawn_card_seen,
                             through_handovers)

from game.card.actions import PlayCard
from game.card.cards import NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.scoring import asked_in_turn
from game.card.state import ADDING
from scenes.handover import HandoverScene

from card_helpers import DENISE, MARIANA, TEC


def _cem_adds_before_bea(config):
    """Ada's last card, a TEC, ends round 1 (four in her display, the influence card a fifth);
    her hand is then empty. Cem (a computer, next to her) and then Bea each hold a leading
    Denise in their display and a Denise to add."""
    return position(config, hands=[[(TEC, NO_EFFECT)], [(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)],
                                   [(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)]],
                    displays=[[(TEC, NO_EFFECT)] * 4, [(DENISE, NO_EFFECT)],
                              [(DENISE, NO_EFFECT)]],
                    influence=(TEC, NO_EFFECT), first_player=0, turn=0)


def ada_ends_round_one(ui: Driver) -> tuple:
    """Ada, Cem (a computer) and Bea at one screen, at `_cem_adds_before_bea`: Ada's screen
    handed to her and her last card played, ending round 1. The match and the table."""
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Cem", "bot", "random"),
                           SeatConfig("Bea")), first_player=0)
    match, table = card_table_at(ui, config, _cem_adds_before_bea)
    ui.frame(0.0)
    assert through_handovers(ui, table, seat=0)
    assert match.submit(PlayCard(0, table.shown.hand[0])) is None
    return match, table


def until_a_band(ui: Driver, table, each=lambda: None) -> None:
    """Frames until a hand-over band is on top (each drawn card seen), `each` called before
    every frame."""
    for _ in range(600):
        if isinstance(ui.top, HandoverScene):
            break
        each()
        if not drawn_card_seen(ui, table):
            ui.frame(0.1)


def test_a_round_s_end_a_computer_adds_to_first_is_one_press_naming_the_person():
    ui = Driver((1280, 720), settings=SHOWN)
    match, table = ada_ends_round_one(ui)
    assert match.phase == ADDING and asked_in_turn(match.public_view()) == (1, 2)
    table.drawn_seats.clear()
    kinds = []

    def note_the_beat():
        if table.beat is not None and table.beat.kind not in kinds:
            kinds.append(table.beat.kind)
    until_a_band(ui, table, note_the_beat)
    band = ui.top
    assert isinstance(band, HandoverScene), band
    # The first press: it names Bea, after the round's end and Cem's card were shown.
    assert band.seat == 2 and band.over, (band.seat, band.over)
    assert table.beat is not None and table.beat.kind == "ended"     # held again, over it
    assert kinds[0] == "ended" and set(kinds) <= {"ended", "added"}, kinds
    assert match.state.to_act == (2,) and match.actions[-1].seat == 1    # Cem has decided
    assert {seat for seat in table.drawn_seats if seat is not None} == set()
    ui.frame(ARM_SECONDS)
    ui.key(pygame.K_RETURN)
    ui.frame(1 / 30)
    assert not isinstance(ui.top, HandoverScene)
    assert table.human_turn() and table.shown.seat == 2 and table.shown.phase == ADDING
