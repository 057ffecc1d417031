"""The worth of a seat's position at the start of a round: the points it may still expect.

Hard's rollouts stop when a round has been scored and value each seat by its total so far
plus this estimate, instead of playing every later round out (a few times the deals for the
same effort). A linear model per round over the seat's hand and the board's tokens, fitted
by least squares on Normal's self-play (`bench/card_leaf.py --games 3000 --seed 100000`,
12000 seat-rounds per round; R² 0.14, 0.31, 0.23: most of what is to come is luck); the weights
are constants here, nothing is downloaded.
"""
from __future__ import annotations

from ...card.cards import ARTIST_COUNT, AWARD_VALUE
from ...card.state import State

#: Per round (1…3, the round about to be played): weights of `features`.
WEIGHTS: dict[int, tuple[float, ...]] = {
    1: (35.1199, 2.68, -0.4496, 0.5712, -0.0964, -0.4458),
    2: (25.1267, 1.2977, -0.1261, 0.5186, 0.1599, -1.1359),
    3: (14.7114, 0.0346, -0.0775, 0.4923, -0.1, 0.3449),
}


def features(s: State, seat: int) -> list[float]:
    """1, hand size, its size against the others' mean, the hand's tokens (earlier rounds and
    awards, summed over its cards), the same squared / 10, and how concentrated the hand is."""
    base = [AWARD_VALUE * s.awards[a] + sum(row[a] for r, row in enumerate(s.board)
                                            if r < s.round) for a in range(ARTIST_COUNT)]
    hand = [0] * ARTIST_COUNT
    for c in s.hands[seat]:
        hand[c.artist] += 1
    size = len(s.hands[seat])
    others = [len(h) for i, h in enumerate(s.hands) if i != seat]
    return [1.0, float(size), size - sum(others) / len(others),
            float(sum(k * b for k, b in zip(hand, base))),
            sum(k * b * b for k, b in zip(hand, base)) / 10.0,
            sum(k * k for k in hand) / max(1, size)]


def expected_points(s: State, seat: int) -> float:
    """The points `seat` may still expect from the start of round `s.round` on."""
    weights = WEIGHTS.get(s.round)
    if s.is_over or weights is None:
        return 0.0
    return sum(w * f for w, f in zip(weights, features(s, seat)))
