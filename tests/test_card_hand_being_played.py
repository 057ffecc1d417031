"""While the hand keeps the place of the card just played (its effect asks for a second card)
or just added at scoring (another may follow), the card shows there faintly, tagged "played"
(or "added"): play-testers saw an empty gap in the hand during the effect's question, the
hand looking broken. The places stay put for the next click; once the choice is made the hand
closes up and the card is gone from it."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.card.actions import PlayCard, PlayFaceDown
from game.card.cards import SECOND_FACE_DOWN
from game.card.state import ADDING, EFFECT
from tests.test_card_table import click_action, first_turn_with
from tests.test_hand_gap import ANIMATED, ada_adds_a_tec, closed_up, until_turn
from tests.ui_driver import Driver, words_drawn


def _in_view(table, place: pygame.Rect) -> pygame.Rect:
    """The part of `place` no hand card covers (left of the next card)."""
    after = [r.x for _c, r in table.drawn_pairs() if place.x < r.x < place.right]
    return pygame.Rect(place.x, place.y, (min(after) if after else place.right) - place.x,
                       place.h)


def _shows_a_card(ui, table, place: pygame.Rect) -> bool:
    """Whether the visible part of `place` holds a card's face (many colours), not the bare
    panel inside an outline."""
    surface = pygame.Surface(ui.ctx.screen.get_size())
    table.draw(surface)
    seen = _in_view(table, place).inflate(-ui.ctx.px(8), -ui.ctx.px(8))
    return len({tuple(surface.get_at((x, y)))[:3] for x in range(seen.left, seen.right)
                for y in range(seen.top, seen.bottom)}) > 20


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_card_played_shows_in_its_place_while_its_effect_asks(monkeypatch, size):
    ui = Driver(size, settings=ANIMATED)
    match, table, card = first_turn_with(ui, SECOND_FACE_DOWN)
    click_action(ui, table, PlayCard(0, card))
    ui.frame(0.05, n=5)
    assert table.human_turn() and table.shown.phase == EFFECT and not closed_up(ui, table)
    [(gone, place)] = table.hand_placed.gone
    assert gone == card and place == table.hand_placed.gaps[0]
    assert card not in [c for c, _r in table.hand_rects()]      # not a hand card to click
    assert table.card_at(_in_view(table, place).center) is None
    assert _shows_a_card(ui, table, place)
    said = words_drawn(monkeypatch)
    ui.frame(0.0)
    assert "played" in said
    # The second card chosen: the hand closes up, the card played no longer in it.
    click_action(ui, table, PlayFaceDown(0, table.card_at(table.mouse)))
    until_turn(ui, table, [])
    assert closed_up(ui, table) and table.hand_placed.gone == []


def test_the_card_added_at_scoring_shows_in_its_place_tagged_added(monkeypatch):
    ui, _match, table, added = ada_adds_a_tec()
    assert table.shown.phase == ADDING and not closed_up(ui, table)
    [(gone, place)] = table.hand_placed.gone
    assert gone == added and _shows_a_card(ui, table, place)
    said = words_drawn(monkeypatch)
    ui.frame(0.0)
    assert "added" in said and "played" not in said


def test_in_italian_the_tag_is_italian(monkeypatch):
    ui = Driver((1280, 720), settings=dataclasses.replace(ANIMATED, language="it"))
    match, table, card = first_turn_with(ui, SECOND_FACE_DOWN)
    click_action(ui, table, PlayCard(0, card))
    ui.frame(0.05, n=5)
    said = words_drawn(monkeypatch)
    ui.frame(0.0)
    assert "giocata" in said and "played" not in said
