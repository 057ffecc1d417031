"""Property tests over many seeded random games of every player count, variant and option:
the invariants after every step, legal_actions agreeing with apply, and no leaks in view."""
import random

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game import AmountRange, IllegalAction, apply, legal_actions, view
from game.bots import RandomBot
from game.invariants import check_state, check_step
from game.state import GAME_OVER
from rules_helpers import cfg

TABLES = [(2, "two_player"), (3, "standard"), (4, "standard"), (5, "standard"),
          (3, "three_with_dummy")]

games = st.builds(
    lambda table, proceeds, reveal_by, open_money, first, seed: (
        cfg(table[0], table[1], double_proceeds=proceeds, dummy_reveal_by=reveal_by,
            open_money=open_money, first_auctioneer=None if first is None else first % table[0]),
        seed),
    st.sampled_from(TABLES), st.sampled_from(["second_player", "split"]),
    st.sampled_from(["winner", "auctioneer"]), st.booleans(),
    st.one_of(st.none(), st.integers(0, 4)), st.integers(0, 2**32 - 1))


def random_game(config, seed):
    """Yield (before, action, after) for a whole random game."""
    from game import new_game
    s = new_game(config, seed)
    rng = random.Random(seed ^ 0x5EED)
    bot = RandomBot()
    while s.phase != GAME_OVER:
        seat = s.to_act[rng.randrange(len(s.to_act))]
        options = legal_actions(s, seat)
        action = bot.choose(None, options, rng)
        after = apply(s, action)
        yield s, action, after
        s = after


def concrete(option, rng):
    if isinstance(option, AmountRange):
        return [option.make(option.lo), option.make(option.hi),
                option.make(rng.randint(option.lo, option.hi))]
    return [option]


def out_of_range(option):
    if isinstance(option, AmountRange):
        return [option.make(option.lo - 1), option.make(option.hi + 1)]
    return []


def hidden_variant(s, seat, rng):
    """The same position as `seat` sees it: other hands, dummy hands, deck, other cash and other
    sealed bids changed in ways the seat cannot tell apart."""
    others = [i for i in range(s.players) if i != seat]
    pool = [c for i in others for c in s.hands[i]] + [c for d in s.dummies for c in d] + list(s.deck)
    rng.shuffle(pool)
    hands = list(s.hands)
    for i in others:
        hands[i], pool = tuple(pool[:len(s.hands[i])]), pool[len(s.hands[i]):]
    dummies = []
    for d in s.dummies:
        dummies.append(tuple(pool[:len(d)]))
        pool = pool[len(d):]
    cash = tuple(c if i == seat else c + 7 for i, c in enumerate(s.cash))
    sealed = tuple(b if i == seat or b is None else b + 1 for i, b in enumerate(s.sealed))
    results = tuple(r._replace(cash_after=tuple(c if i == seat else c + 3
                                                for i, c in enumerate(r.cash_after)))
                    for r in s.results)
    return s._replace(hands=tuple(hands), dummies=tuple(dummies), deck=tuple(pool), cash=cash,
                      sealed=sealed, results=results)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_every_step_keeps_the_invariants_and_legal_actions_agree_with_apply(game):
    config, seed = game
    rng = random.Random(seed)
    rounds_seen = set()
    for before, action, after in random_game(config, seed):
        assert check_step(before, after) == []
        rounds_seen.add(after.round)
        # Every option offered is accepted; amounts just outside a range are refused.
        if rng.random() < 0.25:
            for option in (o for seat in before.to_act for o in legal_actions(before, seat)):
                for a in concrete(option, rng):
                    apply(before, a)
                for a in out_of_range(option):
                    try:
                        apply(before, a)
                    except IllegalAction:
                        pass
                    else:
                        raise AssertionError(f"{a} outside {option} was accepted")
        # A seat's view does not change when what it may not know changes.
        if rng.random() < 0.1 and not config.open_money:
            seat = rng.randrange(config.players)
            assert view(before, seat) == view(hidden_variant(before, seat, rng), seat)
            spectator = view(before, None)
            assert spectator.hand is None and all(c is None for c in spectator.cash)
    assert after.phase == GAME_OVER and len(after.results) == 4
    assert rounds_seen == {0, 1, 2, 3}


@pytest.mark.slow
def test_two_thousand_seeded_games_keep_every_invariant():
    """A plain sweep: 400 games of each table, invariants after every step."""
    from game.sim import run
    for players, variant in TABLES:
        report = run(players, variant, 400, seed=players * 10_000, levels=["random"])
        assert report["violations"] == 0 and report["illegal_actions"] == 0
        assert report["games"] == 400


def test_open_money_shows_all_cash_and_game_over_reveals_it():
    config = cfg(4, open_money=True)
    for before, action, after in random_game(config, 11):
        assert view(after, 1).cash == after.cash
    closed = cfg(4)
    for before, action, after in random_game(closed, 12):
        pass
    assert view(after, None).cash == after.cash        # the final reckoning is public
    assert check_state(after) == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
@example((cfg(2, "two_player"), 721))     # a card ending the third round ends the fourth too
def test_what_the_table_says_ending_the_round_would_pay_is_what_the_engine_pays(game):
    """Before a player ends the round the stand says how the artists would rank and what the
    bank would pay each seat (`payouts_if_played`, from the player's view): in every table and
    variant that is the round's result when the card is played."""
    from game import PlayCard
    from game.engine import payouts_if_played, play_ends_round
    config, seed = game
    for before, action, after in random_game(config, seed):
        if not isinstance(action, PlayCard):
            continue
        v = view(before, action.seat)
        if play_ends_round(v, action.card) is None:
            assert after.results == before.results
            continue
        # The round this card ends, not the last result: where no seat can play in the next
        # round it ends too, in the same step (2 players, seed 721: the fourth round's empty
        # result came after the third's)
        result = after.results[len(before.results)]
        assert payouts_if_played(v, action.card) == (result.ranking, result.payouts)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_what_pointing_at_a_double_says_of_its_second_card_is_what_the_engine_does(game):
    """Pointing at a double, the stand says whether a second card of its artist would end the
    round (`second_ends_round`, from the player's view before the double is played): in every
    table and variant, a second card added to that double ends the round exactly then."""
    from game import AddSecondCard, PlayCard
    from game.cards import DOUBLE
    from game.engine import play_ends_round, second_ends_round
    config, seed = game
    said = None
    for before, action, after in random_game(config, seed):
        if isinstance(action, PlayCard) and action.card.method == DOUBLE:
            v = view(before, action.seat)
            said = None if play_ends_round(v, action.card) else second_ends_round(v, action.card)
        elif isinstance(action, AddSecondCard):
            ended = len(after.results) > len(before.results)
            assert ended == (said is not None), (said, action)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_the_cards_a_seat_has_not_seen_are_counted_from_its_view(game):
    """The market board's help counts each artist's cards a seat has not seen yet (in other
    hands, dummy hands or the deck) from its view alone: in every table and variant, after
    every step, that count is where the cards are."""
    from game.engine import cards_unseen
    config, seed = game
    for _before, _action, after in random_game(config, seed):
        for seat in range(after.players):
            hidden = [c for i, hand in enumerate(after.hands) if i != seat for c in hand]
            hidden += [c for d in after.dummies for c in d] + list(after.deck)
            expected = tuple(sum(1 for c in hidden if c.artist == a) for a in range(5))
            assert cards_unseen(view(after, seat)) == expected
