"""At a shared screen a card round's end that nobody at the screen adds to asked two presses
in a row: the round's end (its face-down cards turned up) held under a band saying only
"Continue", whose press let the computers add, and then the round's scoring window, holding
for its own. Now such a round's end plays its time, the computers add, and the scoring window
(which shows the cards turned up in its bars) holds for the one press, which names the next
person. A round's end that a person at the screen adds to still holds under the band that
hands them the screen (tests/test_shared_moments_wait.py)."""
from __future__ import annotations

import pygame

from tests.test_card_watched_moments import _start
from tests.ui_driver import ARM_SECONDS, drawn_card_seen, press_handover

from game.card.actions import PlayCard
from game.card.cards import NO_EFFECT
from game.card.position import position
from game.card.scoring import asked_in_turn
from game.card.state import ADDING
from scenes.handover import HandoverScene
from scenes.scoring import ScoringOverlay

from card_helpers import DENISE, MARIANA, TEC, WAGNER


def _only_cem_adds(config):
    """Ada's last card, a TEC, ends round 1 (four in her display, the influence card a fifth);
    her hand is then empty and Bea's display holds nothing: neither is asked to add. Cem, a
    computer, holds a leading Denise in his display, a Wagner face down and a Denise to add."""
    return position(config, hands=[[(TEC, NO_EFFECT)], [(MARIANA, NO_EFFECT)] * 2,
                                   [(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)]],
                    displays=[[(TEC, NO_EFFECT)] * 4, [], [(DENISE, NO_EFFECT)]],
                    face_down=[[], [], [(WAGNER, NO_EFFECT)]],
                    influence=(TEC, NO_EFFECT), first_player=0, turn=0)


def _private(table) -> set:
    return {seat for seat in table.drawn_seats if seat is not None}


def test_a_round_s_end_only_computers_add_to_is_one_press_with_its_scoring():
    ui, match, table = _start(_only_cem_adds, humans=2)
    for _ in range(100):
        if table.human_turn():
            break
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        else:
            ui.frame(0.1)
    assert table.shown.seat == 0
    assert match.submit(PlayCard(0, table.shown.hand[0])) is None
    assert match.phase == ADDING and asked_in_turn(match.public_view()) == (2,)
    table.drawn_seats.clear()
    kinds, bands = [], []
    for _ in range(600):
        if isinstance(ui.top, ScoringOverlay):
            break
        if isinstance(ui.top, HandoverScene):
            bands.append((ui.top.seat, table.beat.kind if table.beat else None))
            press_handover(ui)
            continue
        if table.beat is not None and table.beat.kind not in kinds:
            kinds.append(table.beat.kind)
        if not drawn_card_seen(ui, table):
            ui.frame(0.1)
    window = ui.top
    assert isinstance(window, ScoringOverlay), ui.top
    assert bands == [] and kinds == ["ended", "added"], (bands, kinds)   # no press till here
    assert _private(table) == set()
    # The scoring window's own press: its band, once it has counted, names the next person.
    ui.frame(window.total_time + 0.1)
    ui.frame(0.1)
    band = ui.top
    assert isinstance(band, HandoverScene) and band.over and band.seat is not None
    assert _private(table) == set()
    ui.frame(ARM_SECONDS)
    ui.key(pygame.K_RETURN)
    for _ in range(5):
        assert not isinstance(ui.top, (HandoverScene, ScoringOverlay)), ui.top
        ui.frame(1 / 30)
    assert match.state.round == 1 and table.human_turn()
    assert _private(table) == {band.seat}


def test_the_table_tells_whom_the_adding_step_asks_from_the_public_view():
    """`asked_in_turn`: what the table can tell at one screen; nothing asked outside the
    adding step; None where a hand's cards decide (one person, every holder not asked)."""
    from dataclasses import replace
    from game.card import engine
    from game.card.config import Config, SeatConfig
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea"), SeatConfig("Cem")),
                    first_player=0, ask_every_holder=True, empty_hands_pass=True)
    s = _only_cem_adds(config)
    assert asked_in_turn(engine.view(s, None)) == ()
    s = engine.apply(s, PlayCard(0, s.hands[0][0]))
    assert asked_in_turn(engine.view(s, None)) == (2,) == s.to_act
    alone = _only_cem_adds(replace(config, ask_every_holder=False))
    alone = engine.apply(alone, PlayCard(0, alone.hands[0][0]))
    assert asked_in_turn(engine.view(alone, None)) is None
