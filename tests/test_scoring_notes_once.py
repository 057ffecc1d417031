"""The round-scoring overlay (both games share it) works out its notes under the worths (the
ties, the artists out of the places, a token nobody got, the tokens' option) once, when it
opens, not in every frame it draws; the words are the same as ever."""
from __future__ import annotations

from collections import Counter

import pytest

from tests.test_card_results_ui import card_round, open_overlay
from tests.test_scoring_says_why_zero import auction_scored
from tests.ui_driver import Driver, spy_texts

from game.card.engine import view as card_view
from scenes.round_summary import RoundSummary, summarise

PARTS = ("ties", "unranked", "short", "notes")


def _counted(monkeypatch) -> Counter:
    """How often each part of the notes is worked out from now on."""
    calls: Counter = Counter()
    for name in PARTS:
        real = getattr(RoundSummary, name).fget

        def counted(self, real=real, name=name):
            calls[name] += 1
            return real(self)
        monkeypatch.setattr(RoundSummary, name, property(counted))
    return calls


def _scored(game: str):
    """(round, events, view of seat 0) of a round whose scoring has notes."""
    if game == "card":
        state = card_round(4, 1, seed=5)
        return 1, state.events, card_view(state, 0)
    for seed in range(1, 40):
        events, seen = auction_scored(seed, 1)
        if summarise(1, events, seen).notes:
            return 1, events, seen
    raise AssertionError("no seeded auction round had notes")


@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_scoring_notes_are_worked_out_once_and_read_as_ever(game, monkeypatch):
    rnd, events, seen = _scored(game)
    words = str(summarise(rnd, events, seen).notes)
    assert words, "the round chosen has notes to draw"
    calls = _counted(monkeypatch)
    ui = Driver()
    overlay = open_overlay(ui, rnd, events, seen)
    ui.click(overlay.rect.center)                   # everything shown, the notes too
    ui.frame()
    opened = Counter(calls)
    assert opened["notes"] <= 1
    texts = spy_texts(ui)
    for _ in range(3):
        ui.frame(0.016)
    assert calls == opened, "the notes were worked out again while drawing"
    drawn = " ".join(map(str, texts))
    assert str(overlay.notes) == words
    assert words[:40] in drawn and words[-30:] in drawn, drawn
