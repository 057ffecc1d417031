"""RULES.md §5: the market board's arithmetic in game/market.py, checked on hand-made boards."""
import pytest

from game import market

EMPTY = ((0,) * 5,) * 4


def test_ranking_is_by_count_then_further_left_and_only_played_artists_rank():
    assert market.ranking((2, 4, 4, 0, 1)) == (1, 2, 0)
    assert market.ranking((1, 1, 1, 1, 1)) == (0, 1, 2)
    assert market.ranking((0, 0, 3, 0, 0)) == (2,)
    assert market.ranking((0, 0, 0, 0, 0)) == ()


def test_ranking_takes_a_tie_break():
    # Ties the other way round (further right first); counts still come first.
    assert market.ranking((2, 4, 4, 0, 2), tie_break=lambda a: -a) == (2, 1, 4)
    assert market.ranking((2, 4, 4, 0, 2)) == (1, 2, 0)


def test_tokens_go_30_20_10_in_ranking_order():
    assert market.token_set((3, 0, 4)) == ((3, 30), (0, 20), (4, 10))
    assert market.token_set((1,)) == ((1, 30),)
    assert market.token_row((3, 0, 4)) == (20, 0, 0, 30, 10)
    assert market.token_row(()) == (0, 0, 0, 0, 0)


def test_a_scored_row_holds_the_first_tokens_once_each():
    assert market.is_token_set((20, 0, 0, 30, 10))
    assert market.is_token_set((0, 30, 0, 0, 0))
    assert market.is_token_set((0, 0, 0, 0, 0))
    assert not market.is_token_set((0, 20, 0, 0, 0))       # a second place without a first
    assert not market.is_token_set((30, 30, 0, 0, 0))
    assert not market.is_token_set((30, 20, 10, 10, 0))


def test_a_ranked_artist_is_worth_its_whole_column_an_unranked_one_nothing():
    # §5's example: Krypto (4) first in round 2 with 20 from round 1 is worth 50 a painting;
    # Yoko holds 30 from round 1 but does not rank in round 2, so is worth 0.
    board = ((0, 30, 10, 0, 20), (0, 0, 10, 20, 30), (0,) * 5, (0,) * 5)
    ranked = (4, 3, 2)
    assert market.painting_values(board, 1, ranked) == (0, 0, 20, 20, 50)
    assert market.column_total(board, 1, 1) == 30
    assert market.column_total(board, 4, 0) == 20
    assert market.column_total(board, 4, 9) == 50          # past the last round: the whole column
    assert market.column_base(board, 1) == [0, 30, 10, 0, 20]
    assert market.column_base(board, 0) == [0, 0, 0, 0, 0]


def test_the_fifth_card_ends_the_round_and_the_fourth_round_is_the_last():
    assert [market.ends_round(k) for k in range(7)] == [False] * 5 + [True] * 2
    assert [market.is_last_round(r) for r in range(4)] == [False, False, False, True]


def test_the_most_a_lot_can_pay_is_its_column_so_far_plus_a_first_place():
    board = ((0, 30, 10, 0, 20), (0, 0, 10, 20, 30), (0,) * 5, (0,) * 5)
    assert market.most_lot_can_pay(EMPTY, 0, 2, 1) == 30
    assert market.most_lot_can_pay(board, 1, 1, 1) == 60
    assert market.most_lot_can_pay(board, 2, 4, 2) == 2 * (50 + 30)
    assert market.lot_ceiling(50, 2) == market.most_lot_can_pay(board, 2, 4, 2)
    assert market.lot_ceiling(0, 1) == 30


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_keep_factor_makes_keeping_and_selling_a_lot_equal(players):
    factor = market.keep_factor(players)
    assert factor == players / (2 * players - 1)
    value = 84.0
    price = value * factor
    lead_if_kept = value - price
    lead_if_sold = price - (value - price) / (players - 1)
    assert lead_if_kept == pytest.approx(lead_if_sold)
    # A little cheaper, keeping is better; a little dearer, selling is.
    cheaper, dearer = price - 1, price + 1
    assert value - cheaper > cheaper - (value - cheaper) / (players - 1)
    assert value - dearer < dearer - (value - dearer) / (players - 1)


def test_the_keep_factor_needs_two_players():
    with pytest.raises(ValueError, match="at least two players"):
        market.keep_factor(1)
    with pytest.raises(ValueError, match="at least two players"):
        market.keep_limit(10, 1)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_keep_limit_is_the_value_times_the_keep_factor(players):
    factor = market.keep_factor(players)
    for value in (0, 7, 21, 84.0, 33.3):
        limit = market.keep_limit(value, players)
        assert limit == pytest.approx(value * factor)
        # Multiplied before dividing: the AI's limits stay the very floats they were.
        assert limit == value * players / (2 * players - 1)
