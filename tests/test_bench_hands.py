"""bench/auction_hands.py: what a rival's auctions say about its hand."""
from collections import Counter

from bench.auction_hands import tally


def test_the_uniform_guess_deals_exactly_the_rivals_cards_and_both_are_counted():
    """Per comparison a uniform deal gives a rival as many cards as it holds, spread over the
    artists; so, summed over every group, what the rivals hold and what the guess gives them
    agree to the card, and the groups by lots auctioned are the ones the bench names."""
    held, guessed = Counter(), Counter()
    tally(500000, 1, held, guessed)
    assert set(held) == set(guessed) and set(held) <= {0, 1, 2} and held[0] > 0
    assert abs(sum(held.values()) - sum(guessed.values())) < 1e-6
