"""A sale's "+10" and "−10" on the seats read at least as large as a seat's name on its panel
(the largest words of the band they land in), in every language, at both sizes, five seats
(the narrowest panels), and stand inside the band between the seat's money and its paintings
(your own "+10" under your hand count). Fitted by the height of their line, which stands
taller than the figures, they shrank to 15 in Chinese and on your own panel."""
from __future__ import annotations

import pytest

from tests.test_payment_clear_of_seat_words import five_seats, two_sales_flown

from scenes import ui as widgets
from scenes.name_fit import NAME_SIZE
from scenes.table.moments import payment_labels
from scenes.table.seats import money_gap, own_money_gap


def _numbers(size, language: str, humans: int, monkeypatch) -> tuple:
    """Ada (and Beatrix at one screen) with computers, five seats, their sealed lots sold and
    flown: each payment number drawn on a seat, as (seat, its design size, its rect), and the
    table."""
    ui, match, table = five_seats(size, language, humans)
    drawn: list = []

    def spy(real):
        def draw(surface, ctx, s, size, *a, **k):
            rect = real(surface, ctx, s, size, *a, **k)
            drawn.append((str(s), size, rect))
            return rect
        return draw
    for name in ("text", "ink_text"):
        if hasattr(widgets, name):
            monkeypatch.setattr(widgets, name, spy(getattr(widgets, name)))
    numbers = []

    def on_flight(playing):
        for pay in playing.payments:
            for seat, words, _gain in payment_labels(pay):
                numbers.extend((seat, size, rect) for s, size, rect in drawn
                               if s == words and seat is not None)
    flights = two_sales_flown(ui, match, table, drawn, on_flight)
    assert flights >= 2 and numbers, (flights, numbers)
    return numbers, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language, humans", [("zh_TW", 2), ("en", 1), ("de", 1)])
def test_the_payment_numbers_read_as_large_as_a_seat_s_name_inside_its_band(
        size, language, humans, monkeypatch):
    numbers, table = _numbers(size, language, humans, monkeypatch)
    px, layout = table.ctx.px, table.layout
    small = sorted({(seat, size) for seat, size, _r in numbers if size < NAME_SIZE})
    assert not small, small
    for seat, _size, rect in numbers:
        panel = layout.seat_rect(seat)
        band = money_gap(px, panel) if seat in layout.seats else own_money_gap(px, panel)
        if seat in layout.seats or rect.colliderect(band):     # (your "−10" by your lot)
            assert band.contains(rect), (seat, rect, band)
        assert panel.contains(rect), (seat, rect, panel)
    if humans == 1:
        assert any(seat not in layout.seats for seat, _s, _r in numbers)    # your own panel
