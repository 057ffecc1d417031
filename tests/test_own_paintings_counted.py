"""Your own panel at the auction table with ten paintings and more: they lay stacked card over
card, slivers in view, while another seat's panel shows one painting an artist with a count
badge. Your panel does the same once they no longer stand side by side."""
from __future__ import annotations

import random

import pytest

from tests.ui_driver import Driver, record_texts

from game import Config, SeatConfig
from game.cards import DECK
from scenes.session.match import Match
from scenes.table import TableScene, seats

SIZES = [(1280, 720), (1920, 1080)]


def _table(ui: Driver, counts: dict[int, int], players: int = 3):
    """Ada (human) at her turn, holding `counts` paintings (artist -> how many) this round."""
    names = ("Ada", "Beatrix", "Clemens", "Dora", "Emil")[:players]
    config = Config(seats=(SeatConfig("Ada", "human"),
                           *(SeatConfig(n, "bot", "random") for n in names[1:])),
                    first_auctioneer=0)
    match = Match(config, 5, thinking_seconds=0.0, rng=random.Random(5))
    s = match.state
    held = {c.id for hand in s.hands for c in hand}
    mine = []
    for artist, n in counts.items():
        mine += [c for c in DECK if c.artist == artist and c.id not in held][:n]
    match._state = s._replace(bought=(tuple(mine),) + s.bought[1:])
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    return match, table


def _drawn(monkeypatch, ui, table) -> list:
    spots: list = []
    real = seats.own_painting_rects
    monkeypatch.setattr(seats, "own_painting_rects",
                        lambda *a, **k: spots.append(real(*a, **k)) or spots[-1])
    table.invalidate()
    ui.frame(0.0)
    return spots[-1]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("counts", [{0: 4, 1: 3, 2: 3}, {0: 4, 1: 4, 2: 3, 3: 2, 4: 1}])
def test_ten_paintings_and_more_show_one_face_an_artist_with_its_count(size, counts,
                                                                       monkeypatch):
    ui = Driver(size)
    match, table = _table(ui, counts)
    assert len(match.state.bought[0]) == sum(counts.values()) >= 10
    texts = record_texts(monkeypatch)
    spots = _drawn(monkeypatch, ui, table)
    own = table.layout.own
    assert len(spots) == len(counts)                    # one face an artist ...
    assert all(own.contains(s) for s in spots)
    assert all(a.right <= b.x for a, b in zip(spots, spots[1:]))   # ... side by side
    button = table.take_back.button.rect
    assert not any(s.colliderect(button) for s in spots)
    inside = [str(t) for t, r in texts if any(s.contains(r) for s in spots)]
    for n in {n for n in counts.values() if n > 1}:
        assert str(n) in inside, (n, inside)            # each artist's count on its badge


@pytest.mark.parametrize("size", SIZES)
def test_paintings_that_fit_still_stand_side_by_side_each_face_whole(size, monkeypatch):
    ui = Driver(size)
    _match, table = _table(ui, {0: 2, 3: 2})
    spots = _drawn(monkeypatch, ui, table)
    assert len(spots) == 4 and all(a.right <= b.x for a, b in zip(spots, spots[1:]))
