"""A double with nothing to add: the hand's cards are dimmed, as at any decision where a card
the engine does not offer is dimmed (a play-tester's hand stood plain, as if one could be
picked), and a card still says why on hover. A double with a card to add lights that card."""
import random

import pygame
import pytest

from game import Config, SeatConfig
from rules_helpers import DOUBLE, FIXED_PRICE as FIXED, LM, deal
from scenes.session.match import Match
from scenes.table.hand import HandFan
from test_table_scene import at_the_human_turn
from ui_driver import Driver, click_card


def _drawn_variants(ui, monkeypatch) -> dict[int, str]:
    """Each hand card's look (plain, hi, dim) as one frame draws it, by card id."""
    seen: dict[int, str] = {}
    face = HandFan.face

    def spy(self, ctx, card, w, variant, *args, **kwargs):
        seen[card.id] = variant
        return face(self, ctx, card, w, variant, *args, **kwargs)
    monkeypatch.setattr(HandFan, "face", spy)
    ui.frame(0.0)
    monkeypatch.setattr(HandFan, "face", face)
    return seen


def _at_the_double(size, second):
    """Ada holds two Lite Metal doubles and `second` (a Lite Metal card, or another artist's)
    and plays the first double; the game asks for a second card."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    config = Config(seats=seats, first_auctioneer=0)
    match = Match(config, 5, thinking_seconds=0.0, rng=random.Random(5))
    match._state = deal(config, [[(LM, DOUBLE), (LM, DOUBLE), second], [], []], seed=5)
    ui = Driver(size)
    table = at_the_human_turn(ui, match)
    first = [c for c, _ in table.hand_rects() if (c.artist, c.method) == (LM, DOUBLE)][0]
    click_card(ui, table, first)
    ui.frame(0.05, n=3)
    assert match.state.phase == "double_offer" and table.human_turn()
    return ui, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_double_with_nothing_to_add_dims_the_whole_hand(size, monkeypatch):
    ui, table = _at_the_double(size, (LM + 1, FIXED))
    seen = _drawn_variants(ui, monkeypatch)
    assert len(seen) == len(table.hand_rects()) >= 2 and set(seen.values()) == {"dim"}, seen
    # Hovering a dimmed card still gives the engine's reason.
    card, rect = table.hand_rects()[-1]
    ui.post(pygame.MOUSEMOTION, pos=(rect.x + ui.ctx.px(10), rect.centery), rel=(0, 0),
            buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.hand_tip == table.why_not(card) and table.hand_tip


def test_a_double_with_a_card_to_add_lights_it_and_dims_the_rest(monkeypatch):
    ui, table = _at_the_double((1280, 720), (LM, FIXED))
    seen = _drawn_variants(ui, monkeypatch)
    lit = [c for c, _ in table.hand_rects() if seen[c.id] == "hi"]
    assert [(c.artist, c.method) for c in lit] == [(LM, FIXED)], seen
    assert set(seen.values()) == {"hi", "dim"}
