"""bench/oracle.py: Hard whose deals are the true position (a measure, not a level)."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from oracle import CardOracle, Truth  # noqa: E402

from game.registry import get  # noqa: E402
from game.sim import sim_config  # noqa: E402


@pytest.mark.parametrize("game", ["card", "auction"])
def test_the_oracle_deals_the_truth_or_the_truth_with_the_deck_shuffled(game):
    rules = get(game)
    state = rules.new_game(sim_config(4, None, game), 7)
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    everything, hands = Truth("all"), Truth("hands")
    everything.state = hands.state = state
    assert everything.dealt(view, random.Random(1)) is state
    dealt = hands.dealt(view, random.Random(1))
    assert dealt.hands == state.hands and sorted(map(str, dealt.deck)) == sorted(
        map(str, state.deck))
    assert dealt.deck != state.deck
    later = rules.apply(state, rules.legal_actions(state, seat)[0])
    everything.moved(state, later)
    if tuple(later.to_act) != tuple(view.to_act):
        with pytest.raises(RuntimeError):
            everything.dealt(view, random.Random(1))


def test_the_card_oracle_searches_the_true_position():
    """Its search deals through `deal`, so every deal it plays out is the truth."""
    rules = get("card")
    state = rules.new_game(sim_config(4, None, "card"), 3)
    seat = rules.to_act(state)[0]
    truth = Truth("all")
    truth.state = state
    oracle = CardOracle(truth)
    dealt = []
    real = oracle.deal
    oracle.deal = lambda view, rng: dealt.append(real(view, rng)) or dealt[-1]
    view = rules.view(state, seat)
    options = oracle.options(view, rules.legal_actions(state, seat))
    oracle.search(view, options[:2], random.Random(2), deals_wanted=3)
    assert len(dealt) == 3 and all(d is state for d in dealt)


def test_the_calibration_bench_fits_a_known_correction_and_plays_real_games():
    """bench/ai_calibration.py: its least squares (card_leaf's) recover weights that made the
    data, and its samples come from whole games (every artist of every noted prediction,
    payouts 0 to the most a painting can pay)."""
    from ai_calibration import samples, solve
    rng = random.Random(5)
    truth = [2.0, 0.8, -0.3]
    rows = [[1.0, rng.uniform(0, 50), rng.uniform(0, 30)] for _ in range(200)]
    ys = [sum(w * x for w, x in zip(truth, r)) for r in rows]
    assert solve(rows, ys, ridge=1e-9) == pytest.approx(truth, abs=1e-5)
    data = samples(3, 1, 300000)
    assert data and len(data) % 5 == 0
    assert all(0 <= paid <= 4 * 30 and x[1] >= 0 for _, x, paid in data)
    assert any(paid > 0 for _, _, paid in data) and any(paid == 0 for _, _, paid in data)


@pytest.mark.parametrize("know", ["down", "late", "last", "next"])
def test_partial_knowledge_reveals_its_part_exactly_and_deals_the_rest(know):
    """`--know down|late|next` (card game): what it reveals is the truth, the rest is dealt from
    the remaining unseen cards, consistently with the seat's view."""
    from dataclasses import replace

    from oracle import FROM, next_rival

    from game.ai.card.levels import NormalBot
    rules, judge, rng = get("card"), NormalBot(), random.Random(4)
    state = rules.new_game(sim_config(4, None, "card"), 100003)
    exact = guessed = 0
    while rules.result(state) is None:
        seat = rules.to_act(state)[0]
        view = rules.view(state, seat)
        truth = Truth(know)
        truth.state = state
        dealt = truth.dealt(view, rng)
        assert replace(rules.view(dealt, seat), events=()) == replace(view, events=())
        rivals = [i for i in range(4) if i != seat]
        hidden = [sorted([c.id for i in rivals for c in s.hands[i] + s.face_down[i]]
                         + [c.id for c in s.deck]) for s in (state, dealt)]
        assert hidden[0] == hidden[1]
        if know in FROM and view.round >= FROM[know]:
            shown = rivals
        else:
            shown = [next_rival(view)] if know == "next" and next_rival(view) is not None else []
        assert all(dealt.hands[i] == state.hands[i] for i in shown)
        if know == "down" or shown == rivals:
            assert all(dealt.face_down[i] == state.face_down[i] for i in rivals)
            if state.secret:
                assert all(dealt.secret[i] == state.secret[i] for i in rivals
                           if state.secret[i] is not None)
        hands = [i for i in rivals if i not in shown and state.hands[i]]
        exact += all(dealt.hands[i] == state.hands[i] for i in hands) if hands else 0
        guessed += bool(hands)
        state = rules.apply(state, judge.choose(view, rules.legal_actions(state, seat), rng))
    assert guessed > 15 and exact < guessed / 4      # the hands not revealed are dealt afresh


def test_the_estimate_calibration_bench_sets_both_forecasts_against_real_payouts():
    """bench/estimate_calibration.py: every lot of a whole game, each forecast a number, what
    it paid the painting value of its artist times its cards (a multiple of 10, at most the
    most a lot of that many cards can pay)."""
    from estimate_calibration import lots
    rows = lots(4, 1, 310000)
    assert len(rows) >= 10
    assert all(r["paid"] % 10 == 0 and 0 <= r["paid"] <= 120 * r["cards"] for r in rows)
    assert any(r["paid"] > 0 for r in rows) and any(r["push"] != r["uniform"] for r in rows)
    assert all(r["price"] is None or r["price"] >= 0 for r in rows)


def test_the_card_estimate_calibration_bench_sets_both_forecasts_against_real_worths():
    """bench/card_estimate_calibration.py: five artists at each of seat 0's turns, both
    forecasts numbers, each set against what one card of its artist came to (the round's own
    values, the same for every row of an artist in a round)."""
    from card_estimate_calibration import forecasts, summary
    rows = forecasts(3, 1, 340000)
    assert rows and len(rows) % 5 == 0
    for r in rows:
        assert r["worth"] >= 0 and r["likely"] >= 0 and r["now"] >= 0
    worths = {}
    for r in rows:
        worths.setdefault((r["round"], r["artist"]), set()).add(r["worth"])
    assert all(len(w) == 1 for w in worths.values())
    part = summary(rows)
    assert part["n"] == len(rows) and part["likely"]["rmse"] >= 0


def test_the_card_estimate_calibration_bench_tries_other_weights_and_sorts_by_cards_held():
    """--weights forecasts with other weights on the same games (the worths stay, the forecasts
    move), and the bias is given by the cards of the artist held, the rows counted once."""
    import dataclasses
    from card_estimate_calibration import bias_by_cards, forecasts
    from game.ai.card.estimate import ESTIMATE_STYLE
    ours = forecasts(3, 1, 340000)
    bare = forecasts(3, 1, 340000, dataclasses.replace(ESTIMATE_STYLE, hand_push=0.0,
                                                        pool_push=0.0))
    assert [r["worth"] for r in ours] == [r["worth"] for r in bare]
    assert [r["likely"] for r in ours] != [r["likely"] for r in bare]
    assert [r["cards"] for r in ours] == [r["cards"] for r in bare]
    bias = bias_by_cards(ours)
    assert set(bias) == {min(r["cards"], 5) for r in ours}
    held = [r for r in ours if r["cards"] == 0]
    assert bias[0] == round(sum(r["likely"] - r["worth"] for r in held) / len(held), 2)
