"""A card drawn just before the round ends is news no more at its scoring. A play-tester drew
a Karl Gitter, the round ended before her next move, and at the scoring, asked to add, the
drawn card still stood raised and ringed in white (it looked as if it could be added, which it
could not) under "You drew Karl Gitter … (ringed in your hand)". The drawn moment now ends
with the round."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.card_helpers import DENISE, MARIANA, NICOLAS, WAGNER
from tests.ui_driver import FAST, Driver

from game.card.cards import DRAW, NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING
from scenes.session.games import new_match
from scenes.table.card_status import status_lines
from scenes.table.drawn import DrawnCards


def _state(config):
    """Ada holds a draw card and a Wagner (one in her display too); the deck's top card is a
    Mariana. Bea's only card is the fifth Nicolas face up: it ends the round at her turn, and
    Ada, her Wagner leading, is asked to add at scoring while the Mariana she drew cannot be."""
    return position(config, hands=[[(DENISE, DRAW), (WAGNER, NO_EFFECT)], [(NICOLAS, NO_EFFECT)]],
                    influence=(NICOLAS, NO_EFFECT), deck_top=[(MARIANA, NO_EFFECT)],
                    displays=[[(WAGNER, NO_EFFECT)], [(NICOLAS, NO_EFFECT)] * 3], turn=0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_drawn_card_is_no_longer_ringed_once_the_round_has_ended(size):
    ui = Driver(size, settings=FAST)
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random")),
                    first_player=0)
    # Bea thinks a moment: Ada's screen shows her drawn card, ringed, before the round ends.
    match = new_match(ui.ctx, config, seed=0, rng=random.Random(0), thinking_seconds=1.0)
    match._state = match._before = _state(match.config)
    table = ui.ctx.stack.make("card_table", match)
    ui.ctx.stack.reset(table)
    ui.frame(0.0)
    assert table.human_turn()
    card = next(c for c, _r in table.hand_rects() if c.effect == DRAW)
    rect = dict((c.id, r) for c, r in table.hand_rects())[card.id]
    ui.click((rect.x + ui.ctx.px(4), rect.centery))
    ui.frame(0.05)
    ui.key(pygame.K_d)
    drawn = next(c for c in match.state.hands[0] if c.artist == MARIANA)
    marked = table.drawn.marks.get(0) == drawn.id
    for _ in range(400):
        if table.human_turn() and table.shown.phase == ADDING and table.drew is None:
            break
        ui.frame(0.05)
    else:
        pytest.fail("Ada was never asked to add")
    assert marked                                   # it was ringed as it came
    v = table.shown
    assert drawn in v.hand and table.drawn.card(v) is None
    said = " ".join(str(t) for t, _colour in status_lines(table))
    # Her Wagner (Yoko by the table's names) may be added; nothing says what she drew.
    assert "You drew" not in said and "Scoring: you may add a card of Yoko" in said


def test_a_game_continued_after_a_round_ended_marks_no_card():
    """A save made at the scoring: the marks rebuilt from its moves end with the round too."""
    from game.card.actions import DrawCard, PlayCard
    from game.card.engine import apply, view
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea")), first_player=0)
    s0 = _state(config)
    s1 = apply(s0, PlayCard(0, next(c for c in s0.hands[0] if c.effect == DRAW)))
    s2 = apply(s1, DrawCard(0))
    marks = DrawnCards()
    marks.replay([(None, s0), (PlayCard(0, s1.displays[0][-1]), s1), (DrawCard(0), s2)], view)
    assert marks.card(view(s2, 0)) is not None      # drawn, the round still on
    s3 = apply(s2, PlayCard(1, s2.hands[1][0]))
    assert s3.phase == ADDING
    marks.replay([(PlayCard(1, s2.hands[1][0]), s3)], view)
    assert marks.card(view(s3, 0)) is None
