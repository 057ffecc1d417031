"""The engine's front door: whatever `apply` is handed that is not a legal action (no action at
all, an AmountRange straight from legal_actions, a card not of the deck, an amount that is not
a whole number) is refused with an IllegalAction and a message, and the state stays as it was;
`AmountRange.__contains__` agrees with `apply` on every amount."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import (AddSecondCard, AmountRange, Bid, Card, IllegalAction, Pass, PlayCard, SealedBid,
                  SetPrice, apply, default_config, legal_actions, new_game)
from game.state import OPEN_BIDDING, SEALED_BIDDING, SET_PRICE


def every_option(state) -> tuple:
    """The legal options of every seat the game waits for (several during sealed bids)."""
    return tuple(o for seat in state.to_act for o in legal_actions(state, seat))


def states_along_a_game(seed: int, steps: int = 400):
    """Every state of one random game (the amount phases included)."""
    state = new_game(default_config(4), seed)
    rng = random.Random(seed)
    out = [state]
    for _ in range(steps):
        options = every_option(state)
        if not options:
            break
        option = options[rng.randrange(len(options))]
        if isinstance(option, AmountRange):
            option = option.make(rng.randint(option.lo, option.hi))
        state = apply(state, option)
        out.append(state)
    return out


STATES = states_along_a_game(5)
WITH_RANGES = [s for s in STATES if any(isinstance(o, AmountRange) for o in every_option(s))]


def refused(state, action) -> IllegalAction:
    before = state
    with pytest.raises(IllegalAction) as raised:
        apply(state, action)
    assert str(raised.value).strip()                     # a message for the player
    assert state == before                               # nothing changed
    return raised.value


def test_there_are_amount_phases_of_every_kind_to_try():
    phases = {s.phase for s in WITH_RANGES}
    assert {OPEN_BIDDING, SEALED_BIDDING, SET_PRICE} <= phases


@pytest.mark.parametrize("thing", [None, 5, "Bid", object(), (0, 5), {"type": "Pass", "seat": 0},
                                   Card(0, 0, "open")])
def test_what_is_not_an_action_is_refused_in_words(thing):
    for state in STATES[:40]:
        assert "not a move" in str(refused(state, thing))


def test_an_amount_range_straight_from_legal_actions_is_refused_not_a_key_error():
    for state in WITH_RANGES[:30]:
        for option in every_option(state):
            if isinstance(option, AmountRange):
                message = str(refused(state, option))
                assert "choose the amount" in message


def test_a_card_not_of_the_deck_is_refused_while_the_message_is_built():
    strange = [Card(99, 7, "x"), Card(5, 0, "bogus"), Card(-1, 0, "open"), Card(1.0, 0, "open"),
               Card("1", 0, "open"), Card(10 ** 50, 0, "open")]
    for state in STATES[:60]:
        for seat in range(state.players):
            for card in strange:
                for kind in (PlayCard, AddSecondCard):
                    assert "not a card of the game" in str(refused(state, kind(seat, card)))


AMOUNTS = st.one_of(st.integers(), st.integers(min_value=-5, max_value=200),
                    st.floats(allow_nan=True), st.booleans(), st.none(), st.text(max_size=5),
                    st.decimals(allow_nan=False, allow_infinity=False),
                    st.just(10 ** 5000), st.just(-(10 ** 5000)), st.just(5.5), st.just(5.0))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(min_value=0), amount=AMOUNTS)
def test_amount_range_membership_agrees_with_apply(index, amount):
    state = WITH_RANGES[index % len(WITH_RANGES)]
    for option in every_option(state):
        if not isinstance(option, AmountRange):
            continue
        action = option.make(amount)
        try:
            apply(state, action)
        except IllegalAction:
            accepted = False
        else:
            accepted = True
        assert (action in option) is accepted, (option, amount)


@settings(max_examples=200, deadline=None)
@given(index=st.integers(min_value=0),
       kind=st.sampled_from([Bid, SealedBid, SetPrice, Pass, PlayCard, AddSecondCard]),
       seat=st.one_of(st.integers(-3, 7), st.booleans(), st.none(), st.floats(), st.text(max_size=3)),
       value=st.one_of(st.integers(), st.floats(), st.none(), st.text(max_size=3),
                       st.builds(Card, st.integers(-2, 80), st.integers(-1, 6),
                                 st.sampled_from(["open", "double", "x"]))))
def test_any_action_with_any_fields_is_a_state_or_an_illegal_action(index, kind, seat, value):
    state = STATES[index % len(STATES)]
    action = kind(seat) if kind is Pass else kind(seat, value)
    before = state
    try:
        after = apply(state, action)
    except IllegalAction as e:
        assert str(e).strip() and state == before
    else:
        assert after is not state
