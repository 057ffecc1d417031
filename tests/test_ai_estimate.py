"""The public estimate for the table: chances and values per artist, and the lot's worth to a
seat, read from the view alone."""
from __future__ import annotations

import random

import pytest

from game import Config, SeatConfig, apply, legal_actions, new_game, view
from game.ai import make_bot
from game.ai.estimate import estimate
from game.state import OPEN_BIDDING, ONCE_AROUND_BIDDING, SEALED_BIDDING


def a_state_with_a_lot(seed: int):
    seats = tuple(SeatConfig(f"S{i}", "bot", "normal") for i in range(4))
    state = new_game(Config(seats=seats), seed)
    bots = [make_bot("easy") for _ in range(4)]
    rng = random.Random(seed)
    while not (state.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING, SEALED_BIDDING)
               and sum(state.counts) >= 4):
        seat = state.to_act[0]
        options = legal_actions(state, seat)
        state = apply(state, bots[seat].choose(view(state, seat), options, rng))
    return state


def test_the_estimate_reads_only_the_view():
    state = a_state_with_a_lot(5)
    # Deal the hidden cards differently: the other hands and the deck swap their cards.
    hidden = [c for seat in (1, 2, 3) for c in state.hands[seat]] + list(state.deck)
    random.Random(1).shuffle(hidden)
    hands, pos = [state.hands[0]], 0
    for seat in (1, 2, 3):
        k = len(state.hands[seat])
        hands.append(tuple(hidden[pos:pos + k]))
        pos += k
    other = state._replace(hands=tuple(hands), deck=tuple(hidden[pos:]))
    assert other.hands[1] != state.hands[1]
    assert view(other, 0) == view(state, 0)
    assert estimate(view(other, 0), seed=3) == estimate(view(state, 0), seed=3)
    with pytest.raises(TypeError):
        estimate(state)                         # a state is not a view
    with pytest.raises(TypeError):
        estimate(view(state, None))             # nor is a spectator's view


def test_the_estimate_is_a_sane_forecast_of_the_round():
    state = a_state_with_a_lot(8)
    result = estimate(view(state, 0), samples=300)
    assert len(result.artists) == 5
    # Some artist always comes first; a round can end with fewer than three artists placed.
    assert sum(a.chances[0] for a in result.artists) == pytest.approx(1.0)
    for place in (1, 2):
        assert sum(a.chances[place] for a in result.artists) <= 1.0 + 1e-9
    for a in result.artists:
        assert 0.0 <= a.placing <= 1.0 + 1e-9
        assert 0.0 <= a.value <= 30 + sum(state.board[r][a.artist] for r in range(state.round))
    leader = max(range(5), key=lambda k: (state.counts[k], -k))
    assert result.artists[leader].value == max(a.value for a in result.artists)
    lot_artist = state.lot[0].artist
    assert result.lot_value == pytest.approx(result.artists[lot_artist].value * len(state.lot))
    assert result.lot_value <= result.lot_cap


@pytest.mark.parametrize("variant,dummy_sizes", [("two_player", (9, 9)),
                                                 ("three_with_dummy", (9,))])
def test_play_outs_deal_every_sample_afresh_with_dummy_hands(variant, dummy_sizes):
    """Many samples from one generator agree with many one-sample runs from fresh ones (each
    a fair deal): the dummy hands must not get a stale shuffle after the first sample."""
    from game.ai.model import round_chances
    from game.cards import DECK
    pool = DECK[:40]
    hands = [6, 6] if variant == "two_player" else [6, 6, 6]
    counts = (1, 0, 2, 0, 1)
    many = round_chances(counts, hands, pool, dummy_sizes, variant, 3000, random.Random(1))
    single = [[0.0] * 3 for _ in range(5)]
    for i in range(3000):
        one = round_chances(counts, hands, pool, dummy_sizes, variant, 1, random.Random(100 + i))
        for a in range(5):
            for place in range(3):
                single[a][place] += one[a][place] / 3000
    for a in range(5):
        for place in range(3):
            assert abs(many[a][place] - single[a][place]) < 0.05, (a, place)


def test_the_table_estimate_has_players_push_the_artists_out_as_normal_does():
    """A learner's estimate is the model Normal bids by (players push what is out): the artist
    with the most cards out is given better chances than by uniform play, where Normal's
    valuations once stood far above the estimate a learner was shown."""
    from rules_helpers import cfg, deal, run
    from game import PlayCard, Pass
    from game.cards import OPEN
    s = deal(cfg(4), [[(0, OPEN), (0, OPEN)], [(0, OPEN)], [], []])
    s, _ = run(s, PlayCard(0, s.hands[0][0]), Pass(1), Pass(2), Pass(3), Pass(0))
    s, _ = run(s, PlayCard(1, s.hands[1][0]))
    v = view(s, 2)
    pushed, uniform = estimate(v, seed=4), estimate(v, seed=4, push=False)
    assert pushed == estimate(v, seed=4, push=True)
    assert pushed.artists[0].chances[0] > uniform.artists[0].chances[0]
    assert pushed.lot_value > uniform.lot_value
