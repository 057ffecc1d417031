"""A turn of two moves taken back at a screen several people share: Ada plays a card whose
effect lets her play a second card (face up or face down) and plays it, with no hand-over
between. The hand-over to Bea offered the second card back only, and the first card, never
offered, stayed. Now "Ada: take back your turn" (or Ctrl+Z) undoes both, while neither
revealed anything and nobody else has acted (`can_take_back`, the one rule, judges each of
the turn's moves by the game's own `reveals`): Ada's screen comes back to her at the start of
her turn, both cards in hand. The hand-over's help names no face-down card. (A turn that drew
a card is not taken back: tests/test_hot_seat_take_back.py.)"""
from __future__ import annotations

import pytest

from tests.card_helpers import MARIANA
from tests.test_card_adding_hot_seat import to_handover
from tests.test_card_table import card_match, click_action
from tests.test_first_evening import ctrl_z
from tests.ui_driver import Driver, press_handover

from game.card.actions import DeclineEffect, PlayCard, PlayFaceDown, PlayFaceUp
from game.card.cards import NO_EFFECT
from game.card.state import EFFECT, PLAY
from scenes.handover import HandoverScene

KINDS = {"second_face_up": PlayFaceUp, "second_face_down": PlayFaceDown}
#: A deal of Ada's (with Beatrix at her screen and Clemens, a computer): a Krypto of each of
#: the two effects and another Krypto in hand.
SEED = 20


def _turn_of_two(size):
    """Ada sits down to the game's first turn."""
    ui = Driver(size)
    match, table, _over = card_match(ui, humans=2, bots=1, seed=SEED)
    assert to_handover(ui, table).seat == 0
    press_handover(ui)
    ui.frame(0.05, n=3)
    assert table.human_turn() and table.shown.seat == 0 and table.shown.phase == PLAY
    return ui, match, table


def _both_cards(ui, match, table, effect: str):
    """Ada plays her Krypto with `effect`, then her second card (the other Krypto); the
    hand-over to Bea. (first card, second card, the hand-over)"""
    first = next(c for c in match.view(0).hand if c.effect == effect and c.artist == MARIANA)
    click_action(ui, table, PlayCard(0, first))
    ui.frame(0.05, n=20)
    assert table.human_turn() and table.shown.phase == EFFECT
    second = next(c for c in match.view(0).hand if c.artist == MARIANA)
    click_action(ui, table, KINDS[effect](0, second))
    handover = to_handover(ui, table)
    assert isinstance(handover, HandoverScene) and handover.seat == 1
    return first, second, handover


def _back_at_the_start(ui, match, table, cards) -> None:
    """Nothing of Ada's turn is left: her screen comes back after a press, at her turn to
    play, both cards in her hand and none in her display."""
    assert match.actions == [] and match.phase == PLAY and match.to_act == (0,)
    assert to_handover(ui, table).seat == 0
    press_handover(ui)
    ui.frame(0.05, n=3)
    v = table.shown
    assert table.human_turn() and v.seat == 0 and v.phase == PLAY
    assert all(c in v.hand for c in cards) and not v.displays[0] and not v.my_face_down


@pytest.mark.parametrize("effect", sorted(KINDS))
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hand_over_takes_the_whole_turn_back(size, effect):
    ui, match, table = _turn_of_two(size)
    first, second, handover = _both_cards(ui, match, table, effect)
    button = handover.take_back
    assert button is not None and str(button.label) == "Ada: take back your turn"
    assert handover.rect.contains(button.rect)
    assert not button.rect.colliderect(handover.button.rect)
    tip = str(button.tooltip)
    assert "playing Krypto (" in tip and " and playing " in tip, tip
    if effect == "second_face_down":        # Bea may be looking: the card stays unnamed
        assert "playing a card face down" in tip and tip.count("Krypto") == 1, tip
    ui.click(button.rect.center)
    assert str(table.log.lines[-1][1]) == "Ada took a move back."
    _back_at_the_start(ui, match, table, (first, second))


def test_ctrl_z_on_the_hand_over_too_and_a_single_move_as_before():
    ui, match, table = _turn_of_two((1280, 720))
    first, second, _handover = _both_cards(ui, match, table, "second_face_down")
    ctrl_z(ui)
    _back_at_the_start(ui, match, table, (first, second))
    # The effect declined: the card and the decline go back together.
    click_action(ui, table, PlayCard(0, first))
    ui.frame(0.05, n=20)
    click_action(ui, table, DeclineEffect(0))
    handover = to_handover(ui, table)
    assert str(handover.take_back.label) == "Ada: take back your turn"
    ctrl_z(ui)
    _back_at_the_start(ui, match, table, (first, second))
    # One card of no effect: its own words, as before.
    plain = next(c for c in match.view(0).hand if c.effect == NO_EFFECT)
    click_action(ui, table, PlayCard(0, plain))
    handover = to_handover(ui, table)
    assert str(handover.take_back.label) == "Ada: take back your card"
    ctrl_z(ui)
    _back_at_the_start(ui, match, table, (plain,))
