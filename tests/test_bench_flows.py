"""bench/money_flows.py: where each player's money comes from, checked against the engine."""
from bench.money_flows import Accounts, play

from game.ai import make_bot
from game.sim import play_game, sim_config


def test_the_accounts_of_every_seat_add_up_to_its_money_at_the_end():
    for players, seed in ((3, 700000), (5, 700001), (2, 700002)):
        accounts = Accounts(players)
        levels = ["easy", "normal", "random", "normal", "easy"][:players]
        state, *_ = play_game(sim_config(players), seed, [make_bot(lv) for lv in levels],
                              on_step=accounts.step)
        assert accounts.balanced(state.cash)
        # Every painting bought pays out with its round: the lots' payouts are the bank's.
        for seat in range(players):
            assert sum(v for buyer, _, _, v in accounts.lots if buyer == seat) == \
                accounts.payouts[seat]
        assert accounts.lots and not accounts.pending
        # ... and the check can fail: a unit more at the end is not in the accounts.
        assert not accounts.balanced([c + (s == 0) for s, c in enumerate(state.cash)])


def test_the_table_counts_every_seat_of_every_game_and_is_seeded():
    result = play(["easy", "normal", "random"], 3, 700010)
    assert result["unbalanced"] == 0
    players = result["players"]
    assert {name: p["games"] for name, p in players.items()} == {
        "easy": 3, "normal": 3, "random": 3}
    assert abs(sum(p["win_rate"] for p in players.values()) - 1.0) < 1e-9
    for p in players.values():
        assert abs(sum(k["per_game"] for k in p["kinds"].values()) - p["bought"]) < 1e-9
    assert play(["easy", "normal", "random"], 3, 700010) == result
    # Over one game a player's money minus the richest other seat's is its winning margin.
    one = play(["easy", "normal", "random"], 1, 700011)["players"]
    assert all((p["win_rate"] > 0) == (p["margin"] >= 0) and p["margin_sd"] == 0
               for p in one.values())
