"""The market board's Played row at scoring counts what it says it counts. A newcomer who had
learned that 6 face-up cards end the round saw "7 · end" (Chinese "7・結束"): the seventh was a
face-down card turned up at scoring, which counts for the ranking (CARD_GAME.md §6.1–2) but
never toward the round's end (§4, §5). The row now shows the face-up count that ended the
round, "6 · end" (the count alone on its ink stamp where the column has no room for the words
beside the "+1"), and the cards turned up apart, "+1"; its hovers say so."""
from __future__ import annotations

import dataclasses

import pygame

from game.card.cards import ARTIST_COUNT
from game.card.engine import view
from game.card.scoring import face_up_counts
from game.card.state import ADDING
from scenes.card_art import CardArt
from scenes.table import display
from scenes.table.card_layout import card_table_layout
from tests.card_helpers import random_playout
from tests.ui_driver import Driver


def _scoring_after_face_down():
    """A random game's first scoring (the adding step) with face-down cards turned up, and the
    state just before the round ended."""
    for seed in range(1, 200):
        states, _ = random_playout(3, seed, stop=lambda s: s.phase == ADDING or s.round > 0)
        if states[-1].phase == ADDING and any(states[-2].face_down) \
                and states[-1].end_reason == "threshold" and not states[-1].end_everyone:
            return states[-2], states[-1]
    raise AssertionError("no round ended with face-down cards")


def test_the_view_at_scoring_says_which_cards_were_turned_up():
    before, scoring = _scoring_after_face_down()
    v = view(scoring, 1)
    turned = [0] * ARTIST_COUNT
    for c in (c for f in before.face_down for c in f):
        turned[c.artist] += 1
    assert v.turned_up == tuple(turned) and sum(turned) > 0
    # The face-up count of the artist that ended the round is the threshold, the rest on top.
    ended = scoring.end_artists[0]
    assert v.counts[ended] - v.turned_up[ended] == v.threshold
    assert v.counts == face_up_counts(scoring)
    # Before the round's end and after its scoring, none.
    assert view(before, 1).turned_up == ()


def _drawn_board(v, size=(1280, 720), hints=True):
    ui = Driver(size)
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, _size, _weight: drawn.append(str(text)))
    regions: list = []
    layout = card_table_layout(size, v.players, 0)
    display.draw_card_board(pygame.Surface(size), ui.ctx, CardArt(ui.ctx.art), v, layout.board,
                            regions, hints)
    return drawn, regions


def test_the_played_row_shows_six_face_up_and_the_turned_up_card_apart():
    _before, scoring = _scoring_after_face_down()
    v = view(scoring, 0)
    ended = scoring.end_artists[0]
    extra = v.turned_up[ended]
    # The artist that ended the round has a face-down card of it turned up as well.
    v = dataclasses.replace(v, counts=tuple(c + (a == ended) for a, c in enumerate(v.counts)),
                            turned_up=tuple(t + (a == ended) for a, t in enumerate(v.turned_up)))
    extra += 1
    for size in ((1280, 720), (1920, 1080)):
        drawn, regions = _drawn_board(v, size)
        # With "+N" beside it the stamp says the count alone where its words and the "+N"
        # do not fit the column with its margin (test_card_board_played_room.py).
        assert f"{v.threshold} · end" in drawn or str(v.threshold) in drawn, drawn
        assert f"{v.threshold + extra} · end" not in drawn and str(v.threshold + extra) \
            not in drawn
        assert f"+{extra}" in drawn
        tips = [str(t) for _r, t in regions]
        assert any(f"{extra} of them w" in t and "turned up at scoring" in t
                   and "reached the" in t for t in tips), tips
        assert any("“+1” beside a count is a face-down card turned up" in t for t in tips)
    # Before scoring nothing stands apart.
    drawn, _regions = _drawn_board(dataclasses.replace(v, turned_up=()))
    assert not any(t.startswith("+") for t in drawn)
