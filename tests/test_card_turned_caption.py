"""The face-down cards turned up at a round's end have a caption. A play-tester saw four cards
under "Round 4 ends…" and read them as the everyone-plays reveal with one card missing: they
were the face-down cards, turned up at the end, which nothing said. The round's end panel now
says "Face-down cards turned up" over them, as the log's line does."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, NICOLAS, TEC, WAGNER, named
from tests.ui_driver import FAST, Driver, record_texts

from game.card.actions import PlayCard
from game.card.cards import NO_EFFECT
from game.card.engine import apply
from game.card.log import narrate
from game.card.position import position
from scenes.card_art import CardArt
from scenes.table.card_layout import card_table_layout
from scenes.table.card_moments import Beat, beat_for, draw_beat
from scenes.table.card_round_end import TURNED_CAPTION

CONFIG = named("Ada", "Bea", "Cem")


def _ending_move(face_down):
    """Ada's fifth Nicolas ends the round (the influence card is the sixth); `face_down` the
    three seats' face-down cards, turned up then. Every seat keeps a card, so cards are
    added at scoring: the round's end plays as a moment of its own."""
    s = position(CONFIG, [[(NICOLAS, NO_EFFECT), (NICOLAS, NO_EFFECT)], [(DENISE, NO_EFFECT)],
                          [(TEC, NO_EFFECT)]], influence=(NICOLAS, NO_EFFECT),
                 displays=[[(NICOLAS, NO_EFFECT)] * 2, [(NICOLAS, NO_EFFECT)] * 2, []],
                 face_down=face_down, turn=0)
    return apply(s, PlayCard(0, s.hands[0][0])).events


def _drawn(monkeypatch, size, events) -> list[str]:
    ui = Driver(size, settings=FAST)
    beat = beat_for(events, CONFIG)
    assert isinstance(beat, Beat) and beat.kind == "ended"
    beat.t = beat.duration
    said = record_texts(monkeypatch)
    ctx = ui.ctx
    draw_beat(pygame.Surface(ctx.size), ctx, CardArt(ctx.art),
              card_table_layout(ctx.size, 3, 0), beat)
    return [str(ctx.text.shown(s)) for s, _rect in said]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_face_down_cards_turned_up_at_a_round_s_end_have_their_caption(monkeypatch, size):
    events = _ending_move([[(WAGNER, NO_EFFECT)], [(TEC, NO_EFFECT), (DENISE, NO_EFFECT)], []])
    said = _drawn(monkeypatch, size, events)
    assert "Face-down cards turned up" in said
    # Above the players' names under the cards, after the round's own lines.
    assert said.index("Face-down cards turned up") < said.index("Ada")
    # The log tells it in the same words, naming whose card was what.
    lines = [str(narrate(e, CONFIG)) for e in events]
    assert any(line.startswith("Face-down cards turned up: Ada's Yoko") for line in lines)


def test_a_round_end_with_no_face_down_card_has_no_caption(monkeypatch):
    said = _drawn(monkeypatch, (1280, 720), _ending_move(None))
    assert str(TURNED_CAPTION) not in said
