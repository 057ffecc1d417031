"""The hand counts a shared screen shows (a play-tester's three-person hot-seat game: Ada, Bea,
Bartholomäus). In everyone plays the next person's hand-over still showed the last chooser's
count from before the choice: a chosen card leaves the hand at the choice, and that the seat
has chosen is public (CARD_GAME.md §10), so the count after it is honest to show (the card
stays secret): the hand-over and the seat panels show it (`View.held`)."""
from __future__ import annotations

import dataclasses
import re

import pygame

from tests.test_card_no_card_tip_reaches_all import NAMES, _table
from tests.test_card_table import click_action
from tests.ui_driver import (ARM_SECONDS, Driver, HandoverScene, frame_words,
                             through_handovers)

from game.card.state import EVERYONE, PLAY


def _counts_drawn(ui: Driver) -> dict[str, str]:
    """Each name the hand-over on top draws in its row of seats and that seat's count: the
    row draws the names left to right, then the counts under the lowest name in the same
    order."""
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.append(str(text)))
    ui.top.draw(pygame.Surface(ui.ctx.size))
    ui.ctx.text.watchers.pop()
    names = [t for t in drawn if t in NAMES]
    counts = [t for t in drawn if re.fullmatch(r"\d+ cards?", t)]
    return dict(zip(names, counts[-len(names):]))


def test_the_next_hand_over_shows_the_choosers_count_after_the_choice():
    ui = Driver((1280, 720))
    match, table = _table(ui)
    assert through_handovers(ui, table, seat=1)
    while table.tip is not None:
        ui.click(table.tip_button.rect.center)
    click_action(ui, table, match.legal_for(1)[0])      # Bea's everyone-plays Mariana
    chosen, handovers = [], 0
    while len(chosen) < 3:
        for _f in range(100):
            if isinstance(ui.top, HandoverScene) or table.human_turn():
                break
            ui.frame(0.05)
        public = match.public_view()
        if isinstance(ui.top, HandoverScene) and public.phase == EVERYONE:
            handovers += 1
            ui.frame(ARM_SECONDS + 0.05)
            counts = _counts_drawn(ui)
            for seat, name in enumerate(NAMES):
                held = public.hand_sizes[seat] - (seat in chosen)
                assert counts[name] == f"{held} card{'s' if held != 1 else ''}", (name, counts)
            ui.key(pygame.K_RETURN)
            ui.frame(0.05)
            # The seat panels of the next person's screen too: Bea holds one card.
            assert "1 in hand" in frame_words(ui)
        assert table.human_turn() and table.shown.phase == EVERYONE
        seat = table.shown.seat
        while table.tip is not None and table.tip_shown():
            ui.click(table.tip_button.rect.center)
        click_action(ui, table, match.legal_for(seat)[0])
        chosen.append(seat)
    assert handovers == 2 and chosen[0] == 1


def test_held_is_the_hand_less_a_secret_choice():
    ui = Driver((1280, 720))
    match, _table_ = _table(ui)
    v = match.public_view()
    assert v.phase == PLAY and [v.held(s) for s in range(3)] == list(v.hand_sizes)
    everyone = dataclasses.replace(v, phase=EVERYONE, secret_done=(True, False, False))
    assert [everyone.held(s) for s in range(3)] == [v.hand_sizes[0] - 1, *v.hand_sizes[1:]]
    later = dataclasses.replace(everyone, phase=PLAY)
    assert [later.held(s) for s in range(3)] == list(v.hand_sizes)
