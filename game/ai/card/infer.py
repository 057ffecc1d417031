"""Hard's guess of the rivals' hidden choices: as Normal would have made them.

A uniform deal (`hard.determinize`) spreads the cards a seat has not seen at random, and so
makes a rival's face-down card any card at all. But the rival chose it: the deal gives rival r
a hand and a face-down card, together the cards r held when it chose (as far as the deal
knows), and a uniform deal makes every split of those cards into hand and face-down card
equally likely. So the guess keeps the cards the deal gave r and lets Normal, in r's seat,
choose which of them goes face down (the one it would play face down from those cards in the
position now: r's real position then is not seen, the present one stands in for it). The same
for an everyone-plays choice already made and still secret: Normal's choice from the dealt
hand, instead of a card at random.

With chance `floor` a choice stays as dealt, so no deal is impossible (the rival may not play
like Normal, and the position is only approximately the rival's). Deterministic: every random
draw comes from the `rng` passed in.
"""
from __future__ import annotations

import random

from ...card.actions import ChooseSecretly, PlayFaceDown
from ...card.engine import view as seat_view
from ...card.state import EVERYONE, State, View
from .levels import NormalBot


def _choice(judge: NormalBot, s: State, seat: int, held: tuple, make) -> object:
    """The card `judge` would choose for `seat` in `s` among `held` (moves built by `make`)."""
    scored = judge.values(seat_view(s, seat), [make(seat, c) for c in held])
    return max(scored, key=lambda va: va[0])[1].card


def _with(parts: tuple, seat: int, part: tuple) -> tuple:
    return parts[:seat] + (part,) + parts[seat + 1:]


def reconsider(view: View, s: State, rng: random.Random, floor: float,
               judge: NormalBot) -> State:
    """The deal `s` (consistent with `view`) with each rival's face-down cards, and its
    everyone-plays choice if made, chosen by `judge` from the cards the deal gave it."""
    for seat in range(view.players):
        if seat == view.seat:
            continue
        for j in range(view.face_down_counts[seat]):
            if floor and rng.random() < floor:
                continue
            down = s.face_down[seat]
            held = s.hands[seat] + (down[j],)
            before = s._replace(hands=_with(s.hands, seat, held),
                                face_down=_with(s.face_down, seat, down[:j] + down[j + 1:]))
            pick = _choice(judge, before, seat, held, PlayFaceDown)
            s = s._replace(hands=_with(s.hands, seat, tuple(c for c in held if c != pick)),
                           face_down=_with(s.face_down, seat, down[:j] + (pick,) + down[j + 1:]))
    if view.phase != EVERYONE:
        return s
    for seat in range(view.players):
        if seat == view.seat or not view.secret_done[seat]:
            continue
        hand = s.hands[seat]
        if floor and rng.random() < floor:
            if s.secret[seat] in hand:
                continue
            pick = hand[rng.randrange(len(hand))]   # the dealt choice went face down above
        else:
            pick = _choice(judge, s, seat, hand, ChooseSecretly)
        s = s._replace(secret=_with(s.secret, seat, pick))
    return s
