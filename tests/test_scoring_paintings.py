"""The auction game's round scoring shows every painting a seat sold to the bank: in the
2-player variant Beatrix sold 8 and the row showed 7 of them, worth 240, beside "+260". Up to
the most one seat can buy in a round (four of each artist) every card is drawn, inside its
line, and the worths written on them add up to what the bank paid, at both sizes."""
from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tests.test_card_results_ui import open_overlay
from tests.test_scoring_says_why_zero import auction_scored
from tests.ui_driver import Driver, spy_texts

from game.cards import DECK
from scenes.painting_row import MOST_PAINTINGS, painting_row
from scenes.round_summary import SeatLine


def bought(n: int) -> tuple:
    """`n` paintings, up to four of each artist, spread over the artists as a buyer's are."""
    per = {a: [c for c in DECK if c.artist == a][:4] for a in range(5)}
    order = [per[a][i] for i in range(4) for a in (3, 0, 4, 1, 2)]
    return tuple(order[:n])


def test_the_most_a_seat_can_sell_in_a_round_is_four_of_each_artist():
    assert MOST_PAINTINGS == 20


@pytest.mark.parametrize("n", range(1, MOST_PAINTINGS + 1))
def test_every_painting_has_a_place_in_the_row_and_the_worths_add_up(n):
    values = (30, 120, 0, 50, 10)
    cards = bought(n)
    row = painting_row(cards, values, 277, 36, 4, lambda t: 7 * len(t))
    assert len(row.cards) == len(row.xs) == n and sorted(c.id for c in row.cards) == \
        sorted(c.id for c in cards)
    assert all(0 <= x and x + 36 <= 277 for x in row.xs)
    assert list(row.xs) == sorted(set(row.xs))            # each card shows a strip of its own
    assert sum(worth for _t, _x, worth in row.labels) == sum(values[c.artist] for c in cards)
    # The labels do not run into each other, nor out of the row.
    spans = sorted((x - 7 * len(t) / 2, x + 7 * len(t) / 2) for t, x, _w in row.labels)
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:]))
    assert spans[0][0] >= 0 and spans[-1][1] <= 277


def test_eight_paintings_show_each_with_its_worth():
    row = painting_row(bought(8), (30, 20, 10, 40, 0), 277, 36, 4, lambda t: 7 * len(t))
    assert not row.grouped and len(row.labels) == 8


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("n", [8, 13, MOST_PAINTINGS])
def test_the_overlay_draws_every_painting_and_the_numbers_shown_make_the_payout(size, n):
    ui = Driver(size)
    events, seen = auction_scored(3, 0)
    overlay = open_overlay(ui, 0, events, seen)
    values = (30, 20, 10, 0, 0)
    cards = bought(n)
    amount = sum(values[c.artist] for c in cards)
    lines = (SeatLine(0, "Beatrix", cards, amount, None),) + tuple(
        SeatLine(i, f"P{i}", (), 0, None) for i in range(1, 5))
    overlay.summary = replace(overlay.summary, values=values, lines=lines)
    overlay.lines = lines
    drawn = []
    real = ui.ctx.art.card_face
    ui.ctx.art.card_face = lambda card, width: (drawn.append(card.id), real(card, width))[1]
    texts = spy_texts(ui)
    ui.click(overlay.rect.center)                                  # everything shown
    drawn.clear()
    texts.clear()
    ui.frame()
    assert sorted(drawn) == sorted(c.id for c in cards)
    # What is written on the paintings (a worth, or "3×30" for an artist's fan) is the payout.
    row = overlay.painting_row(cards, overlay.lines_area.w - ui.ctx.px(130))
    shown = [t for t, _x, _w in row.labels]
    assert all(t in map(str, texts) for t in shown)
    total = 0
    for t in shown:
        k, _, v = t.rpartition("×")
        total += int(k or 1) * int(v)
    assert total == amount
    assert f"+{amount}" in map(str, texts)
    # Every card lies inside Beatrix's line, left of her payout.
    assert all(x + ui.ctx.px(36) <= overlay.lines_area.w - ui.ctx.px(130) for x in row.xs)
    assert re.fullmatch(r"\d+(×\d+)?", shown[0])


def test_a_seats_paintings_are_laid_out_once_not_in_every_frame(monkeypatch):
    """The overlay worked out where each seat's paintings go in every frame it drew (a loop
    over the widths for a long row); now once for the seat's cards at this size."""
    import scenes.scoring as scoring_module
    calls = []
    real = scoring_module.painting_row
    monkeypatch.setattr(scoring_module, "painting_row",
                        lambda *a, **k: calls.append(1) or real(*a, **k))
    ui = Driver((1280, 720))
    events, seen = auction_scored(3, 0)
    overlay = open_overlay(ui, 0, events, seen)
    cards = bought(13)
    lines = (SeatLine(0, "Beatrix", cards, 0, None),) + tuple(
        SeatLine(i, f"P{i}", (), 0, None) for i in range(1, 5))
    overlay.summary = replace(overlay.summary, lines=lines)
    overlay.lines = lines
    ui.click(overlay.rect.center)                                  # everything shown
    ui.frame(0.05)
    first = len(calls)
    ui.frame(0.05, n=5)
    assert first > 0 and len(calls) == first
