"""A card drawn just before the round ends stays marked into its scoring, until its drawer's
next move, without looking as if it could be added. A play-tester drew a Karl Gitter, the
round ended before her next move, and at the scoring, asked to add, the drawn card still stood
raised and ringed in white (it looked as if it could be added, which it could not) under "You
drew Karl Gitter … (ringed in your hand)"; the mark then ended with the round, and another
tester, whose round ended right after his draw, never learned which card he drew. At the
scoring the card now carries only its tag "drawn": not raised, not ringed, no "You drew"
line; the drawer's next move ends it."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, MARIANA, NICOLAS, WAGNER
from tests.ui_driver import FAST, Driver, card_table_at

from game.card.cards import DRAW, NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING
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
def test_the_drawn_card_keeps_its_tag_but_not_its_ring_once_the_round_has_ended(size):
    ui = Driver(size, settings=FAST)
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random")),
                    first_player=0)
    # Bea thinks a moment: Ada's screen shows her drawn card, ringed, before the round ends.
    match, table = card_table_at(ui, config, _state, thinking=1.0)
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
    assert drawn in v.hand and table.drawn.card(v) == drawn
    one = next(p for p in table.hand_placed.cards if p.card.id == drawn.id)
    # Tagged "drawn", veiled as a card she cannot add, neither raised nor ringed.
    assert one.drawn_tag and not one.drawn_now and one.veiled and one.rect == one.place
    said = " ".join(str(t) for t, _colour in status_lines(table))
    # Her Wagner (Yoko by the table's names) may be added; no line says what she drew.
    assert "You drew" not in said and "Scoring: you may add a card of Yoko" in said
    texts = words_drawn_now(ui, table)
    assert "drawn" in texts
    # Her next move ends the mark.
    ui.press("Done")
    ui.frame(0.05)
    assert table.drawn.card(match.view(0)) is None


def words_drawn_now(ui, table) -> list[str]:
    """The words the table draws in one frame."""
    from scenes import ui as paint
    said: list[str] = []
    real = paint.text

    def spy(surface, ctx, s, *args, **kwargs):
        said.append(str(ctx.text.shown(s)))
        return real(surface, ctx, s, *args, **kwargs)
    paint.text = spy
    try:
        table.draw(pygame.Surface(ui.ctx.size))
    finally:
        paint.text = real
    return said


def test_a_game_continued_after_a_round_ended_keeps_the_mark_until_the_drawer_moves():
    """A save made at the scoring: the marks rebuilt from its moves keep the drawn card until
    its drawer's next move, as at the table."""
    from game.card.actions import DrawCard, PlayCard, StopAdding
    from game.card.engine import apply, view
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea")), first_player=0)
    s0 = _state(config)
    s1 = apply(s0, PlayCard(0, next(c for c in s0.hands[0] if c.effect == DRAW)))
    s2 = apply(s1, DrawCard(0))
    marks = DrawnCards()
    marks.replay([(None, s0), (PlayCard(0, s1.displays[0][-1]), s1), (DrawCard(0), s2)], view)
    drawn = marks.card(view(s2, 0))
    assert drawn is not None                        # drawn, the round still on
    s3 = apply(s2, PlayCard(1, s2.hands[1][0]))
    assert s3.phase == ADDING
    marks.replay([(PlayCard(1, s2.hands[1][0]), s3)], view)
    assert marks.card(view(s3, 0)) == drawn         # the round's end keeps it
    assert marks.card(view(s3, None)) is None       # never on the public view
    s4 = apply(s3, StopAdding(0))
    marks.replay([(StopAdding(0), s4)], view)
    assert marks.card(view(s4, 0)) is None          # her next move ends it
