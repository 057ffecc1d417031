"""bench/normal_boldness.py: Normal's strength against the gauntlet by its boldness."""
from bench.normal_boldness import measure, softer

from game import ai
from game.ai.levels import NormalBot


def test_a_softer_normal_bids_by_its_factors_times_k_and_plays_legal_games():
    key = softer(0.9)
    bot = ai.make_bot(key)
    assert bot.style.bid == NormalBot.STYLE.bid * 0.9
    assert bot.style.fixed == NormalBot.STYLE.fixed * 0.9
    assert bot.style.noise == NormalBot.STYLE.noise       # only the bidding factors move
    row = measure(0.9, 2, 600000)
    assert row["illegal"] == 0 and row["games"] == 2 and 0.0 <= row["win_rate"] <= 1.0
    assert measure(1.0, 2, 600000)["win_rate"] == measure(1.0, 2, 600000)["win_rate"]
