"""A card chosen leaves the hand when its move is taken, every time alike. Newcomers saw a
played or added card sometimes stay greyed in its place (animations on, the pointer resting on
the hand, a second card or another card to add still to choose; the secret everyone-plays
choice until the others had chosen, as long as the computers took) and sometimes leave at once
(animations off, the pointer elsewhere, fast computers). A double's first card left a gap in
the hand while the second was chosen. Now the card leaves at once and the hand is laid out
again (the cards slide together with animations on), the pointer resting on it or not."""
from __future__ import annotations

import pygame
import pytest

from game.card.actions import AddCard, ChooseSecretly, PlayCard
from game.card.cards import EVERYONE_PLAYS, SECOND_FACE_DOWN, SECOND_FACE_UP
from game.card.state import ADDING, EFFECT, EVERYONE
from tests.test_card_table import click_action, first_turn_with
from tests.test_hand_gap import ANIMATED, closed_up, scoring_with_two_to_add
from tests.ui_driver import Driver, frames_until


def faces_drawn(table) -> set:
    """The ids of the hand cards whose faces a frame of `table` paints in the hand."""
    seen: set = set()
    face = table.hand_face

    def spy(card, w, strip):
        seen.add(card.id)
        return face(card, w, strip)
    table.hand_face = spy
    try:
        table.draw(pygame.Surface(table.ctx.screen.get_size()))
    finally:
        del table.hand_face
    return seen


def gone_and_closed(ui: Driver, table, card) -> None:
    """`card` is neither a hand card nor painted in the hand, and the hand, the pointer still
    resting on it, lies closed up once its cards have slid together."""
    assert table.layout.hand.collidepoint(table.mouse)
    assert card.id not in {c.id for c in table.hand}
    assert card.id not in faces_drawn(table)
    ui.frame(0.05, n=10)            # the slide (0.22 s at the normal speed)
    assert table.human_turn() and closed_up(ui, table)
    assert card.id not in faces_drawn(table)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("effect, phase", [(SECOND_FACE_UP, EFFECT),
                                           (SECOND_FACE_DOWN, EFFECT),
                                           (EVERYONE_PLAYS, EVERYONE)])
def test_the_card_played_leaves_the_hand_while_its_follow_up_is_chosen(effect, phase, size):
    """A double's first card (the second face up of its artist to choose), a face-down
    effect's card, an everyone-plays card: played by a click, the pointer resting on the hand,
    the card is gone from it and the hand closes up while the next card is chosen."""
    ui = Driver(size, settings=ANIMATED)
    match, table, card = first_turn_with(ui, effect)
    if effect == SECOND_FACE_UP and not any(
            c.artist == card.artist and c.id != card.id for c in table.hand):
        pytest.skip("no second card of the artist on this deal")
    click_action(ui, table, PlayCard(0, card))
    ui.frame(0.0)
    assert table.human_turn() and table.shown.phase == phase
    gone_and_closed(ui, table, card)


def test_the_secret_everyone_plays_choice_leaves_the_hand_before_the_others_have_chosen():
    """The secret choice leaves the hand when it is made, not at the reveal: with slow
    computers it stayed there while they chose, with quick ones it left at once."""
    ui = Driver((1280, 720), settings=ANIMATED)
    match, table, card = first_turn_with(ui, EVERYONE_PLAYS, thinking=2.0)
    click_action(ui, table, PlayCard(0, card))
    assert frames_until(ui, lambda: table.human_turn() and table.shown.phase == EVERYONE)
    chosen = next(c for c in table.hand)
    click_action(ui, table, ChooseSecretly(0, chosen))
    ui.frame(0.05)
    assert match.state.phase == EVERYONE and 0 not in match.state.to_act   # others choose
    assert chosen.id not in {c.id for c in table.hand}
    assert chosen.id not in faces_drawn(table)
    rects = [r for _c, r in table.hand_rects()]
    ui.frame(0.05, n=10)
    assert match.state.phase == EVERYONE and closed_up(ui, table)
    assert len(rects) == len(table.shown.hand) - 1


def test_a_card_added_at_scoring_leaves_the_hand_while_another_may_be_added():
    """The first of two cards added at scoring: gone from the hand at once, the hand closed
    up, while the player may add the second."""
    ui, match, table = scoring_with_two_to_add()
    added = next(a for a in match.legal_for(0) if isinstance(a, AddCard))
    click_action(ui, table, added)
    assert frames_until(ui, lambda: table.human_turn(), dt=0.02)
    assert table.shown.phase == ADDING and table.shown.added[0]
    gone_and_closed(ui, table, added.card)
