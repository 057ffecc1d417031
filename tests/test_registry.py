"""The registry of games: every entry keeps the contract the simulator and screens rely on."""
import random

import pytest

from game.registry import GAMES, GameRules, game_names, get
from game.sim import final_scores


def test_auction_is_the_first_game():
    assert game_names()[0] == "auction"
    assert isinstance(GAMES["auction"], GameRules)
    with pytest.raises(KeyError, match="No game called"):
        get("chess")


@pytest.mark.parametrize("name", game_names())
def test_a_seeded_random_game_plays_to_its_end_through_the_contract(name):
    rules = GAMES[name]
    for players in rules.players:
        config = rules.default_config(players)
        assert rules.config_from_json(rules.config_to_json(config)) == config
        state = rules.new_game(config, 7)
        rng = random.Random(players)
        bot = rules.make_bot("random")
        steps = 0
        while rules.result(state) is None:
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            assert legal, f"seat {seat} is waited for but has no move"
            for other in range(players):
                if other not in rules.to_act(state):
                    assert rules.legal_actions(state, other) == ()
            action = bot.choose(rules.view(state, seat), legal, rng)
            assert rules.action_from_json(rules.action_to_json(action)) == action
            after = rules.apply(state, action)
            assert rules.check_step(state, after) == []
            state = after
            steps += 1
            assert steps < 5000
        assert rules.check_state(state) == []
        # The tools read an outcome as (scores per seat, ranking, winners): game.sim.final_scores.
        outcome = rules.result(state)
        scores = final_scores(outcome)
        assert len(scores) == players and sorted(outcome.ranking) == list(range(players))
        assert set(outcome.winners) == {i for i in range(players) if scores[i] == max(scores)}
