"""Every tool draws a computer decision's randomness as the match controller does: from the
game's seed, the move number and the seat (issue 9, "Determinism everywhere"). A game played by
the tournament is the very game the table plays for the same seed and the same seats."""
from __future__ import annotations

from dataclasses import replace

import pytest

from game.ai import decision_move, decision_rng, decisions_seed
from game.registry import get
from game.sim import play_from, play_game, sim_config
from game.tournament import play_one
from scenes.session.match import Match

#: (game, lineup, variant, seed): levels that draw on their randomness, mixed, so a seat's
#: generator given to another seat or counted from another move shows as a different game.
GAMES = (
    ("auction", ("random", "easy", "normal", "random"), "standard", 3),
    ("card", ("random", "easy", "normal", "random"), None, 5),
)
#: The same with Hard at the table (its search draws its seeds from the decision's randomness):
#: a few seconds a game, so in the slow tier.
WITH_HARD = tuple(pytest.param(game, ("hard",) + lineup[1:], variant, seed, id=f"{game}-hard",
                               marks=pytest.mark.slow)
                  for game, lineup, variant, seed in GAMES)


def tournament_actions(game: str, lineup: tuple, variant, seed: int) -> list:
    """The actions of game number 0 (seats not rotated, dealt from `seed`) of the tournament."""
    actions: list = []
    out = play_one((lineup, variant, {}, seed, 0, game),
                   on_action=lambda seat, action: actions.append((seat, action)))
    assert out["lineup"] == list(lineup) and out["illegal"] == 0
    return actions


def match_actions(game: str, lineup: tuple, variant, seed: int) -> tuple[list, Match]:
    """The actions the match controller's computer seats take in the same game, headless."""
    config = sim_config(len(lineup), variant, game)
    seats = tuple(replace(seat, level=level) for seat, level in zip(config.seats, lineup))
    match = Match(replace(config, seats=seats), seed, thinking_seconds=0.0)
    assert len(match.bots) == len(lineup)
    while not match.is_over:
        assert match.update(1.0), "the match controller stalled"
    return list(match.actions), match


@pytest.mark.parametrize("game,lineup,variant,seed",
                         [pytest.param(*g, id=g[0]) for g in GAMES] + list(WITH_HARD))
def test_a_tournament_game_is_the_match_controllers_game(game, lineup, variant, seed):
    rules = get(game)
    played = tournament_actions(game, lineup, variant, seed)
    at_table, match = match_actions(game, lineup, variant, seed)
    assert match.bot_mistakes == 0
    assert [rules.action_to_json(a) for _, a in played] == \
        [rules.action_to_json(a) for a in at_table]
    assert rules.result(match.state) is not None


@pytest.mark.parametrize("game,lineup,variant,seed", GAMES, ids=[g[0] for g in GAMES])
def test_the_compared_games_hold_choices_made_at_once(game, lineup, variant, seed):
    """The comparison above covers sealed bids (auction) and everyone-plays (card): several
    computer seats chose at once, each counting from the move that opened the choice."""
    rules = get(game)
    together: list[int] = []

    def on_step(before, after):
        if len(rules.to_act(before)) > 1:
            together.append(rules.chosen_together(before))

    bots = [rules.make_bot(level) for level in lineup]
    play_game(sim_config(len(lineup), variant, game), seed, bots, game=game, on_step=on_step)
    assert 0 in together and max(together) >= 1


def test_a_decision_seed_depends_on_seed_move_and_seat_only():
    seed = decisions_seed(7)
    assert seed == decisions_seed(7) != decisions_seed(8)
    draws = {(m, s): decision_rng(seed, m, s).random() for m in (0, 1) for s in (0, 1)}
    assert len(set(draws.values())) == 4
    assert decision_rng(seed, 1, 1).random() == draws[(1, 1)]


def test_a_choice_made_at_once_counts_from_the_move_that_opened_it():
    class Rules:
        @staticmethod
        def chosen_together(state):
            return state

    assert decision_move(Rules, 0, 40) == 40        # nobody chose yet: the move itself
    assert decision_move(Rules, 2, 42) == 40        # two seats chose: still the opening move


@pytest.mark.parametrize("game", ["auction", "card"])
def test_a_game_continued_from_a_position_is_the_same_game(game):
    """`play_from` a position reached after k actions, told k, plays on exactly as the whole
    game did (the decisions' randomness counted from the same move numbers); told another seed,
    it plays another continuation from the same position."""
    lineup = ("random", "random", "random")
    config = sim_config(3, None, game)
    rules = get(game)
    states: list = []
    final, total, _, _ = play_game(config, 11, [rules.make_bot(lv) for lv in lineup],
                                   on_step=lambda before, after: states.append(after), game=game)
    k = total // 2
    again, count, _, _ = play_from(states[k - 1], 11, [rules.make_bot(lv) for lv in lineup],
                                   moves=k, game=game)
    assert count == total and again == final
    other = play_from(states[k - 1], 12, [rules.make_bot(lv) for lv in lineup], moves=k,
                      game=game)[0]
    assert other != final
