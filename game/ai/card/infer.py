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

A scoring says more. A rival that shows a leading artist and adds none of it at scoring,
where Normal would add one (the card is worth more on display than kept, `keep_worth`), held
none: `Memory` remembers, from the seat's own earlier views, such artists per rival, and the
deal (`Known.bare`) then gives that rival none of them but among the cards it received since.

With chance `floor` a choice stays as dealt, so no deal is impossible (the rival may not play
like Normal, and the position is only approximately the rival's). Deterministic: every random
draw comes from the `rng` passed in.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from ...card.actions import ChooseSecretly, PlayFaceDown
from ...card.cards import AWARD_VALUE, DEAL
from ...card.engine import view as seat_view
from ...card.state import ADDING, EVERYONE, State, View
from .levels import NormalBot
from .model import keep_worth


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


def _display(block: tuple, starts: list, seat: int):
    """`seat`'s display in `block` (every display of a scored round, seat after seat), where
    `starts` has where each seat's display begins, None when not known; None when the end is
    not known either."""
    begin = starts[seat]
    if begin is None:
        return None
    for later in range(seat + 1, len(starts)):
        if starts[later] is None:
            return None         # an unknown display comes next: where this one ends is not seen
        if starts[later] >= begin:
            return block[begin:starts[later]]
    return block[begin:]


def not_added(last: View, now: View) -> dict[int, frozenset]:
    """Per rival, the leading artists of the round scored between the views `last` and `now`
    that it showed in `last` and did not add to, where Normal would have added one: it held
    none of them when scoring."""
    result = now.results[-1]
    if result.round != last.round or len(now.removed) <= len(last.removed):
        return {}
    block = now.removed[len(last.removed):-1]         # the displays, then the influence card
    where = {c.id: k for k, c in enumerate(block)}
    starts = [where.get(d[0].id) if d else None for d in last.displays]
    earlier = now.board[:result.round]
    clues = {}
    for seat in range(now.players):
        shown = last.displays[seat]
        final = None if seat == now.seat else _display(block, starts, seat)
        if final is None or final[:len(shown)] != shown:
            continue
        bare = set()
        for artist in result.leading:
            before = sum(c.artist == artist for c in shown)
            base = AWARD_VALUE * now.awards[artist] + sum(row[artist] for row in earlier)
            keep = keep_worth(NormalBot.STYLE, 3 - result.round, base)
            if (before and sum(c.artist == artist for c in final) == before
                    and result.values[artist] > keep
                    and not (last.phase == ADDING and artist in last.added[seat])):
                bare.add(artist)
        if bare:
            clues[seat] = frozenset(bare)
    return clues


@dataclass
class Memory:
    """What a seat remembers of its earlier views: the last one, and the rivals' artists the
    last scoring showed they held none of (`not_added`)."""
    last: View | None = None
    bare: dict = field(default_factory=dict)

    def see(self, view: View) -> None:
        last = self.last
        if last is None or len(view.results) < len(last.results):
            self.bare = {}                       # a new game
        elif len(view.results) > len(last.results):
            self.bare = not_added(last, view) if view.round > last.round else {}
        self.last = view

    def known(self, view: View) -> dict[int, tuple[frozenset, int]]:
        """Per rival: artists its hand holds none of, but for so many cards (those it received
        since that scoring and has not shown of those artists)."""
        received = DEAL[view.players][view.round] if view.results else 0
        out = {}
        for seat, artists in self.bare.items():
            shown = sum(c.artist in artists for c in view.displays[seat])
            out[seat] = (artists, max(0, received - shown))
        return out
