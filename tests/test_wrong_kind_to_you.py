"""A move of the wrong kind, tried by the seat the game waits for, says to that player what the
game waits for from them. A player who bid while the game waited for their sealed bid read only
"You cannot bid now.": the third-person message said what the game waited for, the words for
their own screen did not. Each phase's second-person words come from the same table as
`describe_wait`'s; the third-person message is as it was."""
from __future__ import annotations

import random

import pytest

from game import Bid, PlayCard, SealedBid
from game import engine
from game.card import actions as card_actions
from game.card import engine as card_engine
from game.card.config import Config as CardConfig, SeatConfig as CardSeat
from game.card.state import ADDING, EFFECT, EVERYONE, PLAY as CARD_PLAY
from game.cards import DECK
from game.config import Config, SeatConfig
from game.i18n import translate
from game.registry import GAMES
from game.shared import said_to_the_mover
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE)
from scenes.session.language import words_for

NAMES = ("Quenby", "Ximena", "Zoltan")

#: What the game waits for, said to the player it waits for, in each auction phase.
AUCTION_TO_YOU = {
    PLAY: "you to play a card",
    DOUBLE_OFFER: "you to add a second card to the double or decline",
    OPEN_BIDDING: "your bid or pass in the open auction",
    ONCE_AROUND_BIDDING: "your bid or pass once around",
    SEALED_BIDDING: "your sealed bid",
    SET_PRICE: "you to set the fixed price",
    FIXED_OFFER: "you to buy at the fixed price or pass",
    DUMMY_REVEAL: "you to reveal the dummy card or not",
}
CARD_TO_YOU = {
    CARD_PLAY: "the game waits for you to play a card",
    EFFECT: "the game waits for you to use or decline the effect",
    EVERYONE: "the game waits for you to choose a card for everyone plays",
    ADDING: "the game waits for you to add cards at scoring or stop",
}


def _first_states(game: str, configs, phases) -> dict:
    """The first state of each phase in `phases` met along random games of `configs`."""
    rules, found = GAMES[game], {}
    for config in configs:
        for seed in range(40):
            s, rng = rules.new_game(config, seed), random.Random(seed)
            while rules.result(s) is None and len(found) < len(phases):
                found.setdefault(s.phase, s)
                seat = rng.choice(rules.to_act(s))
                legal = rules.legal_actions(s, seat)
                move = legal[rng.randrange(len(legal))]
                make = getattr(move, "make", None)
                s = rules.apply(s, make(move.lo) if make else move)
            if len(found) == len(phases):
                return found
    return found


def _auction_states() -> dict:
    configs = [Config(seats=tuple(SeatConfig(n, "human") for n in NAMES + ("Wendeline",))),
               Config(seats=tuple(SeatConfig(n, "human") for n in NAMES),
                      variant="three_with_dummy")]
    found = _first_states("auction", configs, AUCTION_TO_YOU)
    assert set(found) == set(AUCTION_TO_YOU)
    return found


def _wrong_kind(s):
    """A move of a kind the phase of `s` does not take, by the first seat it waits for."""
    seat = s.to_act[0]
    return PlayCard(seat, DECK[0]) if s.phase != PLAY else SealedBid(seat, 1)


@pytest.mark.parametrize("phase", sorted(AUCTION_TO_YOU))
def test_an_auction_wrong_kind_move_says_what_the_game_waits_for_from_you(phase):
    s = _auction_states()[phase]
    action = _wrong_kind(s)
    with pytest.raises(engine.WrongPhase) as refused:
        engine.apply(s, action)
    error, verb = refused.value, ("play a card" if phase != PLAY else "place a sealed bid")
    name = NAMES[action.seat] if action.seat < 3 else "Wendeline"
    assert said_to_the_mover(error) == (
        f"You cannot {verb} now: the game waits for {AUCTION_TO_YOU[phase]}.")
    # The third-person message is as it was: it names the seats the game waits for.
    assert error.message == (
        f"{name} cannot {verb} now: the game waits for {engine.describe_wait(s)}.")
    assert name in engine.describe_wait(s)


def test_a_bid_while_the_game_waits_for_your_sealed_bid_says_so_in_german():
    s = _auction_states()[SEALED_BIDDING]
    with pytest.raises(engine.WrongPhase) as refused:
        engine.apply(s, Bid(s.to_act[0], 5))
    words = said_to_the_mover(refused.value)
    assert words == "You cannot bid now: the game waits for your sealed bid."
    german = translate(words, words_for("de"))
    assert "verdeckte" in german and "Gebot" in german, german


def _card_states() -> dict:
    configs = [CardConfig(seats=tuple(CardSeat(n, "human") for n in NAMES), first_player=0)]
    found = _first_states("card", configs, CARD_TO_YOU)
    assert set(found) == set(CARD_TO_YOU)
    return found


@pytest.mark.parametrize("phase", sorted(CARD_TO_YOU))
def test_a_card_game_wrong_kind_move_says_what_the_game_waits_for_from_you(phase):
    s = _card_states()[phase]
    seat = s.to_act[0]
    hand_card = s.hands[seat][0]
    action = (card_actions.DrawCard(seat) if phase == CARD_PLAY
              else card_actions.PlayCard(seat, hand_card))
    with pytest.raises(card_engine.WrongPhase) as refused:
        card_engine.apply(s, action)
    error = refused.value
    words = said_to_the_mover(error)
    assert words.startswith(f"You cannot do that now: {CARD_TO_YOU[phase]}"), words
    assert words.endswith(".") and NAMES[seat] not in words
    # The third-person message is as it was.
    assert error.message == (
        f"{NAMES[seat]} cannot do that now: {card_engine.describe_wait(s)}.")
    assert NAMES[seat] in card_engine.describe_wait(s)
    if phase == EFFECT:
        assert card_engine.describe_wait(s).split("(")[1] in words      # the effect, named


def test_a_hand_card_clicked_while_the_card_game_waits_for_an_award_says_what_it_waits_for():
    """The card game's table asks the engine about any hand card clicked on the player's turn:
    while it waits for an award to be placed (or declined), a click on a hand card is a move
    of the wrong kind, and the stand says what the game waits for from the player."""
    from tests.test_card_table import card_match, to_award_placing
    from tests.ui_driver import Driver
    ui = Driver((1280, 720))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    to_award_placing(ui, match, table)
    ui.frame(0.05)
    card, rect = table.drawn_pairs()[0]
    before = len(match.actions)
    ui.click((rect.x + ui.ctx.px(4), rect.centery))
    assert len(match.actions) == before
    assert str(table.error).startswith(
        "You cannot do that now: the game waits for you to use or decline the effect ("), \
        table.error
    assert "Ada" not in table.error
