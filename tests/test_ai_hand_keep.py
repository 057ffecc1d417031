"""The auction rules' charge for what a play takes from the hand (`Style.hand_keep`): a card
auctioned now is a card that cannot be sold in a later round, and the learned worth of a hand
(`model.LEAF`) says which cards are worth keeping: doubles, and cards of artists whose columns
are long."""
from __future__ import annotations

import random

import pytest

from game import PlayCard
from game.ai.model import LEAF, hand_worth
from game.ai.policy import Situation, Style, decide, hand_charge
from game.cards import DECK, DOUBLE, OPEN, SEALED
from game.config import STANDARD, THREE_WITH_DUMMY, TWO_PLAYER
from game.state import PLAY


def _card(artist: int, method: str):
    return next(c for c in DECK if c.artist == artist and c.method == method)


#: A double of the first artist with a sealed partner, and an open card of the second.
HAND = (_card(0, DOUBLE), _card(0, SEALED), _card(1, OPEN))


def _play_situation(players: int = 4, variant: str = STANDARD, round_: int = 0,
                    base=(0, 0, 0, 0, 0)) -> Situation:
    return Situation(seat=0, players=players, phase=PLAY, variant=variant, round=round_,
                     hand=HAND, cash=(100,) * players, counts=(0,) * 5, base=list(base),
                     bought=((),) * players, lot=(), auctioneer=0, original=None,
                     high_bid=0, high_bidder=None, price=0, to_act=(0,))


def _flat(counts, hand):
    """Every painting worth 30, whatever is played."""
    return [30.0] * 5


def test_the_charge_is_the_learned_worth_the_play_takes_from_the_hand():
    sit = _play_situation(base=(20, 0, 10, 0, 0))
    rest = HAND[2:]
    weights = LEAF[(4, 1)]
    expected = hand_worth(HAND, sit.base, weights) - hand_worth(rest, sit.base, weights)
    assert hand_charge(sit, Style(hand_keep=1.0))(rest) == pytest.approx(expected)
    assert hand_charge(sit, Style(hand_keep=0.5))(rest) == pytest.approx(expected / 2)
    # The double and its partner are worth more kept than the open card alone.
    assert expected > hand_charge(sit, Style(hand_keep=1.0))(HAND[:2]) > 0


@pytest.mark.parametrize("players, variant, round_", [
    (4, STANDARD, 3),           # the last round: a card kept pays nothing
    (2, TWO_PLAYER, 0),
    (3, THREE_WITH_DUMMY, 0),
])
def test_no_charge_in_the_last_round_or_where_no_worth_is_fitted(players, variant, round_):
    sit = _play_situation(players, variant, round_)
    assert hand_charge(sit, Style(hand_keep=1.0))(HAND[2:]) == 0.0


def test_no_charge_without_the_setting():
    assert hand_charge(_play_situation(), Style())(HAND[2:]) == 0.0


def test_the_charge_keeps_a_double_the_rules_would_otherwise_sell_now():
    """Without the charge the double and its partner sell as a pair (worth 60, the better
    sale); with it the open card is auctioned and the pair kept for a later round."""
    legal = [PlayCard(0, c) for c in HAND]
    sit = _play_situation()
    without = decide(sit, legal, _flat, Style(), random.Random(1))
    with_keep = decide(sit, legal, _flat, Style(hand_keep=1.0), random.Random(1))
    assert without.card.method == DOUBLE
    assert with_keep.card == HAND[2]
    # In the last round nothing is worth keeping: the pair sells as before.
    last = _play_situation(round_=3)
    assert decide(last, legal, _flat, Style(hand_keep=1.0), random.Random(1)).card.method == DOUBLE
