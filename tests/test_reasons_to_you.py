"""A refused move's reason, at one screen, speaks to the one who tried it. At the card game's
scoring a player (Beatrix, one person against computers) read "Beatrix has no … card in the
display": the engine named the seat in the third person. Every reason that names the seat that
tried the move now comes with the same reason said to "you", and the table shows that one."""
from __future__ import annotations

import dataclasses
import random

from game import (AddSecondCard, Bid, Buy, DeclineSecondCard, Pass, PlayCard, RevealDummy,
                  SealedBid, SetPrice)
from game.card import actions as card_actions
from game.card.cards import DECK as CARD_DECK
from game.card.config import Config as CardConfig, SeatConfig as CardSeat
from game.cards import DECK
from game.config import Config, SeatConfig
from game.i18n import translate
from game.registry import GAMES
from game.shared import RefusedAction, said_to_the_mover
from scenes.session.language import words_for
from tests.test_card_table import card_match, to_scoring_choice
from tests.ui_driver import FAST, Driver

NAMES = ("Quenby", "Ximena", "Zoltan", "Wendeline")


def _auction_tries(s, seat, rng):
    cards = [rng.choice(DECK) for _ in range(3)] + list(s.hands[seat][:2])
    cash = s.cash[seat]
    return ([PlayCard(seat, c) for c in cards] + [AddSecondCard(seat, c) for c in cards]
            + [DeclineSecondCard(seat), Pass(seat), Buy(seat), RevealDummy(seat, True)]
            + [Bid(seat, a) for a in (0, 1, cash + 1)] + [SealedBid(seat, a) for a in (-1, 1)]
            + [SetPrice(seat, a) for a in (0, 1, cash + 1)])


def _card_tries(s, seat, rng):
    a = card_actions
    cards = [rng.choice(CARD_DECK) for _ in range(3)] + list(s.hands[seat][:3])
    return ([kind(seat, c) for c in cards for kind in (a.PlayCard, a.PlayFaceUp,
                                                        a.PlayFaceDown, a.ChooseSecretly,
                                                        a.AddCard)]
            + [a.DrawCard(seat), a.PlaceAward(seat, 0), a.DeclineEffect(seat),
               a.StopAdding(seat)])


def _refusals(game: str, config, tries, seeds=range(4)):
    """Every refusal of moves tried by every seat along random games: (seat, error)."""
    rules = GAMES[game]
    found = []
    for seed in seeds:
        s, rng = rules.new_game(config, seed), random.Random(seed)
        for step in range(10_000):
            if rules.result(s) is not None:
                break
            if step % 3 == 0:
                for seat in range(len(config.seats)):
                    for action in tries(s, seat, rng):
                        try:
                            rules.apply(s, action)
                        except RefusedAction as error:
                            found.append((seat, error))
            seat = rng.choice(rules.to_act(s))
            legal = rules.legal_actions(s, seat)
            move = legal[rng.randrange(len(legal))]
            make = getattr(move, "make", None)
            s = rules.apply(s, make(move.lo) if make else move)
    return found


def _check(found, names) -> int:
    """Each reason naming the seat that tried the move has its words to "you", which do not
    name it; returns how many did."""
    named = 0
    for seat, error in found:
        if names[seat] not in str(error.message):
            continue
        named += 1
        assert error.to_you is not None, error.message
        words = str(error.to_you)
        assert names[seat] not in words and ("You" in words or "your" in words), words
        assert said_to_the_mover(error) == error.to_you
    return named


def test_every_auction_reason_naming_the_mover_has_its_words_to_you():
    config = Config(seats=tuple(SeatConfig(n, "human") for n in NAMES))
    found = _refusals("auction", config, _auction_tries)
    assert _check(found, NAMES) > 20
    texts = {str(e.to_you) for _s, e in found if e.to_you is not None}
    for start in ("You do not hold", "It is not your turn", "You cannot",
                  "Your fixed price must be"):
        assert any(t.startswith(start) for t in texts), start


def test_every_card_game_reason_naming_the_mover_has_its_words_to_you():
    config = CardConfig(seats=tuple(CardSeat(n, "human") for n in NAMES), first_player=0)
    found = _refusals("card", config, _card_tries)
    assert _check(found, NAMES) > 20
    texts = {str(e.to_you) for _s, e in found if e.to_you is not None}
    for part in ("is not in your hand", "It is not your move", "You cannot do that now",
                 "You cannot draw a card", "in your display", "You have already added"):
        assert any(part in t for t in texts), part


def test_a_card_not_addable_at_scoring_is_refused_to_you_in_german():
    """One person against two computers: at scoring, a click on a hand card of a leading
    artist not in the display reads "Du hast keine …-Karte in deiner Auslage", not
    "Ada hat keine …"."""
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, language="de"))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=4)
    state = {}

    def leading_not_shown(offered) -> bool:
        s = table.shown
        cards = [c for c, _r in table.hand_rects() if c.id not in offered
                 and c.artist in s.leading and c.artist not in {d.artist for d in s.displays[0]}]
        state["card"] = cards[0] if cards else None
        return bool(cards)
    to_scoring_choice(ui, match, table, leading_not_shown)
    rect = next(r for c, r in table.hand_rects() if c == state["card"])
    ui.click((rect.x + ui.ctx.px(4), rect.centery))
    assert str(table.error).startswith("You have no ") and "Ada" not in table.error
    german = translate(table.error, words_for("de"))
    assert german.startswith("Du hast keine ") and german.endswith("in deiner Auslage."), german
