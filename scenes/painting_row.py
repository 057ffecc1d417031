"""Where the round-scoring overlay puts one seat's paintings sold to the bank (the auction
game): pure arithmetic on widths, tested without a window. Every painting is drawn, however
many one seat bought: side by side while they fit, else fanned by artist, each artist's cards
overlapping, so that the worths shown always add up to what the bank pays."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from game.cards import ARTIST_COUNT, CARDS_TO_END_ROUND

#: The most paintings one seat can sell to the bank in a round: four of each artist, since the
#: fifth card of an artist ends the round unsold (RULES.md §2; a double whose second card is
#: the fifth sells neither).
MOST_PAINTINGS = (CARDS_TO_END_ROUND - 1) * ARTIST_COUNT


@dataclass(frozen=True)
class PaintingRow:
    """The cards in the order drawn (by artist), each card's left edge from the row's left,
    and the worths written on them: (text, centre x, what the text stands for in money)."""
    cards: tuple
    xs: tuple[int, ...]
    labels: tuple[tuple[str, int, int], ...]
    #: Whether the labels stand for an artist's cards together ("3×30") rather than one card.
    grouped: bool


def painting_row(cards: Sequence, values: Sequence[int], width: int, card_w: int, gap: int,
                 measure: Callable[[str], int]) -> PaintingRow:
    """The paintings `cards` in a row `width` pixels wide, cards `card_w` wide, `gap` apart;
    `values` is one card's worth per artist and `measure` the width of a label's text. Side
    by side with each card's worth while they fit; else each artist's cards overlap, with its
    worth on every card while the visible strip holds it, or once for them all ("3×30")."""
    cards = tuple(sorted(cards, key=lambda c: c.artist))
    n = len(cards)
    if n * card_w + (n - 1) * gap <= width:
        xs = tuple(i * (card_w + gap) for i in range(n))
        return PaintingRow(cards, xs, tuple(
            (str(values[c.artist]), x + card_w // 2, values[c.artist])
            for c, x in zip(cards, xs)), False)
    groups: list[list] = []
    for c in cards:
        if groups and groups[-1][0].artist == c.artist:
            groups[-1].append(c)
        else:
            groups.append([c])
    texts = [f"{len(g)}×{values[g[0].artist]}" if len(g) > 1 else str(values[g[0].artist])
             for g in groups]
    label_w = [measure(t) + gap for t in texts]
    sep = 2 * gap
    step = card_w + gap
    while step > 1 and sum(max(card_w + (len(g) - 1) * step, lw) for g, lw in
                           zip(groups, label_w)) + sep * (len(groups) - 1) > width:
        step -= 1
    each = step >= max(measure(str(values[c.artist])) for c in cards) + gap
    xs: list[int] = []
    labels: list[tuple[str, int, int]] = []
    x = 0
    for g, text, lw in zip(groups, texts, label_w):
        span = card_w + (len(g) - 1) * step
        room = max(span, lw)
        left = x + (room - span) // 2
        for i, c in enumerate(g):
            xs.append(left + i * step)
            if each:
                # a covered card shows its worth on its visible strip; the top card in full
                mid = step // 2 if i < len(g) - 1 else card_w // 2
                labels.append((str(values[c.artist]), xs[-1] + mid, values[c.artist]))
        if not each:
            labels.append((text, x + room // 2, len(g) * values[g[0].artist]))
        x += room + sep
    return PaintingRow(cards, tuple(xs), tuple(labels), not each)
