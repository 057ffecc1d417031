"""Hard's 5-player plan (`hard.KEPT_UNSURE`, bench/AI_RESULTS.md pass 19): its rules
KEPT_STYLE with the hand charged by the 5-player weights (`model.LEAF5P`, for the charge alone)
and its imagined others less sure (`hard.UNSURE_OTHERS`). It is on with 5 players; switched off,
Hard plays as it did before the switch existed, and at 3 and 4 players it plays so anyway."""
from __future__ import annotations

import hashlib
import random

import pytest

from bench.gauntlet import make
from game import PlayCard
from game.ai import hard
from game.ai.hard import HARD_STYLE, KEPT_STYLE, OTHERS_STYLE, UNSURE_OTHERS, HardBot
from game.ai.model import CHARGE, LEAF, LEAF5P, hand_worth
from game.ai.policy import Situation, hand_charge
from game.cards import DECK, DOUBLE, OPEN, SEALED
from game.config import STANDARD, Config, SeatConfig
from game.sim import play_game
from game.state import PLAY

FIVE = frozenset({(STANDARD, 5)})
GAUNTLET = ("playout", "leader", "shader", "hoarder")
#: (players, seed) -> the actions' digest and the cash at the end of a seeded game of a small
#: Hard against the gauntlet, played by Hard before the switch existed (commit 99c58a8).
BEFORE = {
    (5, 7): ("0e11e7caf3bef922", (447, 465, 374, 289, 490)),
    (5, 11): ("f0d88f5fd866b4c8", (307, 382, 674, 461, 366)),
    (4, 7): ("eeba813b1d7b9528", (561, 499, 518, 452)),
    (3, 7): ("08c11cf8d5a12dcb", (703, 468, 503)),
}
#: ... and the 5-player games with the plan on, as Hard plays them since it was switched on.
ON = {
    (5, 7): ("eb0c8987750e1083", (427, 396, 411, 302, 414)),
    (5, 11): ("7786e730fd6ee6ed", (432, 373, 512, 367, 436)),
}


def _config(players: int) -> Config:
    return Config(seats=tuple(SeatConfig(f"Seat {i + 1}", "bot", "hard" if i == 0 else "normal")
                              for i in range(players)))


def _game(players: int, seed: int, **settings) -> tuple[str, tuple]:
    bot = HardBot(budget=8, max_worlds=4, min_worlds=2, **settings)
    actions: list[str] = []
    state = play_game(_config(players), seed, [bot] + [make(n) for n in GAUNTLET[:players - 1]],
                      on_action=lambda seat, action: actions.append(repr(action)))[0]
    return hashlib.sha1("\n".join(actions).encode()).hexdigest()[:16], tuple(state.cash)


@pytest.mark.parametrize("players, seed", sorted(BEFORE))
def test_off_hard_plays_the_same_games_as_before_the_switch(players, seed):
    assert _game(players, seed, kept_unsure=()) == BEFORE[(players, seed)]


def test_hard_has_the_plan_on_with_5_players_alone():
    assert hard.KEPT_UNSURE == FIVE
    assert HardBot().kept_unsure == FIVE and HardBot(kept_unsure=()).kept_unsure == frozenset()


@pytest.mark.parametrize("players, seed", sorted(BEFORE))
def test_on_the_5_player_games_change_and_the_3_and_4_player_games_do_not(players, seed):
    today = _game(players, seed)
    assert today == ON.get((players, seed), BEFORE[(players, seed)])
    assert (today != BEFORE[(players, seed)]) == (players == 5)


def test_on_the_5_player_plan_has_the_kept_rules_and_the_less_sure_others():
    assert UNSURE_OTHERS == OTHERS_STYLE.__class__(**{**vars(OTHERS_STYLE), "noise": 0.1,
                                                      "careless_play": 0.1})
    on, off = HardBot(), HardBot(kept_unsure=())
    five, four = _config(5), _config(4)
    assert on.plan(five)[2] == KEPT_STYLE and off.plan(five)[2] == HARD_STYLE
    assert on.plan(five)[:2] == off.plan(five)[:2]             # the same kinds searched
    assert on.plan(four) == off.plan(four)
    assert on.others_at(five) == UNSURE_OTHERS and off.others_at(five) == OTHERS_STYLE
    assert on.others_at(four) == OTHERS_STYLE
    # A style or others given to Hard hold at every table.
    assert HardBot(style=HARD_STYLE).plan(five)[2] == HARD_STYLE
    given = HardBot(others=HARD_STYLE)
    assert given.others_at(five) == HARD_STYLE


def test_on_the_search_imagines_the_less_sure_others_with_5_players(monkeypatch):
    seen: set = set()
    rollout = hard.rollout

    def witness(world, action, me, rng, mine, theirs, cache, leaf, *rest):
        seen.add((len(world.cash), theirs, mine, leaf is None))
        return rollout(world, action, me, rng, mine, theirs, cache, leaf, *rest)

    monkeypatch.setattr(hard, "rollout", witness)
    for players in (4, 5):
        bot = HardBot(budget=4, max_worlds=2, min_worlds=1)
        play_game(_config(players), 3, [bot] + [make(n) for n in GAUNTLET[:players - 1]])
    assert {(n, t) for n, t, _, _ in seen} == {(4, OTHERS_STYLE), (5, UNSURE_OTHERS)}
    assert {m for n, _, m, _ in seen if n == 5} == {KEPT_STYLE}
    # The play-outs value the hands left at 5 players at 8 a card (no leaf), at 4 by LEAF.
    assert {(n, none) for n, _, _, none in seen} == {(4, False), (5, True)}


def _card(artist: int, method: str):
    return next(c for c in DECK if c.artist == artist and c.method == method)


def test_the_5_player_weights_reach_the_rules_charge_and_not_the_search_leaf():
    hand = (_card(0, DOUBLE), _card(0, SEALED), _card(1, OPEN))
    base = [20, 0, 10, 0, 0]
    sit = Situation(seat=0, players=5, phase=PLAY, variant=STANDARD, round=0, hand=hand,
                    cash=(100,) * 5, counts=(0,) * 5, base=base, bought=((),) * 5, lot=(),
                    auctioneer=0, original=None, high_bid=0, high_bidder=None, price=0,
                    to_act=(0,))
    weights = LEAF5P[(5, 1)]
    expected = hand_worth(hand, base, weights) - hand_worth(hand[2:], base, weights)
    assert hand_charge(sit, KEPT_STYLE)(hand[2:]) == pytest.approx(expected) != 0
    assert hand_charge(sit, HARD_STYLE)(hand[2:]) == 0.0
    assert CHARGE[(5, 1)] == weights and not any(players == 5 for players, _ in LEAF)
    # The search's leaf: 8 a card at a 5-player round's end, with the switch on or off.
    for bot in (HardBot(), HardBot(kept_unsure=())):
        assert bot.hand_leaf(_config(5)) is None


def test_on_the_kept_rules_keep_a_double_for_a_later_round_with_5_players():
    """The charge at work in a 5-player decision: without it the double and its partner sell
    as a pair; with it the open card is auctioned and the pair kept."""
    from game.ai.policy import decide
    hand = (_card(0, DOUBLE), _card(0, SEALED), _card(1, OPEN))
    sit = Situation(seat=0, players=5, phase=PLAY, variant=STANDARD, round=0, hand=hand,
                    cash=(100,) * 5, counts=(0,) * 5, base=[20, 0, 10, 0, 0],
                    bought=((),) * 5, lot=(), auctioneer=0, original=None, high_bid=0,
                    high_bidder=None, price=0, to_act=(0,))
    legal = [PlayCard(0, c) for c in hand]
    flat = lambda counts, held: [30.0] * 5  # noqa: E731
    assert decide(sit, legal, flat, HARD_STYLE, random.Random(1)).card.method == DOUBLE
    assert decide(sit, legal, flat, KEPT_STYLE, random.Random(1)).card == hand[2]
