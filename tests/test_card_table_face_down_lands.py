"""At one screen a person's card played face down is seen landing by its owner before the
screen passes on: the hand-over to the next person came the moment it was played, and the
owner never saw it arrive in their display. The owner's own view stays a moment (the card face
down in their display, its artist shown to them, and a line saying so); then the hand-over, and
the next person's screen never draws the card nor its artist."""
from __future__ import annotations

import dataclasses

import pytest

from game.card.actions import PlayCard, PlayFaceDown
from game.card.cards import SECOND_FACE_DOWN
from scenes.handover import HandoverScene
from tests.test_card_table import CardRecorder, card_match, click_action, leaks
from tests.ui_driver import FAST, Driver, press_handover, through_handovers


def _ada_plays_face_down(speed: str, size=(1280, 720)):
    """Ada and Bea at one screen and a computer: Ada's first turn with a face-down effect's
    card, played, then a card chosen face down by clicks. (driver, match, table, the card.)"""
    ui = Driver(size, settings=dataclasses.replace(FAST, animation_speed=speed))
    for seed in range(1, 40):
        match, table, _over = card_match(ui, humans=2, bots=1, seed=seed)
        assert through_handovers(ui, table)
        cards = [c for c in table.shown.hand if c.effect == SECOND_FACE_DOWN]
        if table.shown.seat == 0 and cards:
            break
    else:
        pytest.fail("no first turn of Ada's with a face-down effect's card")
    click_action(ui, table, PlayCard(0, cards[0]))
    ui.frame(0.05)
    down = table.shown.hand[0]
    click_action(ui, table, PlayFaceDown(0, down))
    return ui, match, table, down


@pytest.mark.parametrize("speed, size", [("normal", (1280, 720)), ("off", (1920, 1080))])
def test_the_owner_sees_the_face_down_card_land_then_the_next_person_never_does(speed, size):
    ui, match, table, down = _ada_plays_face_down(speed, size)
    rec = CardRecorder(ui, table)
    seen_by_owner = 0
    for _ in range(200):
        if isinstance(ui.top, HandoverScene):
            break
        rec.draw()
        if table.shown.seat == 0 and down in table.shown.my_face_down:
            assert down.artist in rec.backs             # its artist marked, for its owner
            assert any(f"{down.label(match.config.theme)} lies face down" in str(t)
                       for t, _c in table.status)
            seen_by_owner += 1
        ui.frame(0.05)
    assert seen_by_owner >= 5, "the hand-over came before Ada saw her card land"
    assert isinstance(ui.top, HandoverScene) and ui.top.seat == 1
    # Bea's screen, from her hand-over to her decision: nothing of Ada's card.
    for _ in range(200):
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        rec.draw()
        assert table.shown.seat != 0
        assert not leaks(match, rec, table.shown.seat)
        assert down.id not in rec.faces and down.artist not in rec.backs - {
            c.artist for c in match.state.face_down[1]}
        ui.frame(0.05)
        if table.human_turn() and table.shown.seat == 1:
            break
    assert table.human_turn() and table.shown.seat == 1
