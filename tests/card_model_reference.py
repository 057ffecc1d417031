"""The card game's value model and level moves written plainly, as they stood before they were
made fast (game/ai/card/model.py and levels.py up to commit 2d42637): the yardstick that
`test_card_speed.py` holds the fast code to. A change of the model's formulas must change
this file too; a change of speed must not.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.ai.card.levels import SPEND_ORDER, ModelBot
from game.ai.card.model import Style
from game.ai.card.model import artist_tally as tally
from game.card.actions import (AddCard, ChooseSecretly, DrawCard, PlaceAward, PlayCard,
                               PlayFaceDown, PlayFaceUp)
from game.card.cards import (ARTIST_COUNT, AWARD, AWARD_VALUE, DRAW, EVERYONE_PLAYS,
                             NO_EFFECT, ROUNDS, SECOND_FACE_DOWN, SECOND_FACE_UP)
from game.card.state import ADDING

ARTISTS = range(ARTIST_COUNT)


@dataclass
class Outlook:
    seat: int
    players: int
    threshold: int
    rounds_left: int
    base: list
    totals: tuple
    share: list
    hand_sizes: tuple
    down: tuple
    style: Style
    values: tuple | None = None

    @classmethod
    def of(cls, view, style):
        pool = tally(view.unseen())
        size = sum(pool) or 1
        base = [AWARD_VALUE * view.awards[a]
                + sum(row[a] for r, row in enumerate(view.board) if r < view.round)
                for a in ARTISTS]
        return cls(view.seat, view.players, view.threshold, ROUNDS - 1 - view.round, base,
                   view.totals, [k / size for k in pool], view.hand_sizes,
                   view.face_down_counts, style, view.values if view.phase == ADDING else None)

    def keep_value(self, artist):
        if self.rounds_left <= 0:
            return 0.0
        s = self.style
        share = s.late if self.rounds_left == 1 else s.early if self.rounds_left > 2 else 1.0
        return s.keep * share * (1 + s.keep_base * self.base[artist])


@dataclass
class Table:
    counts: list
    displays: list
    my_down: list
    hand: list
    ended: bool = False

    @classmethod
    def of(cls, view):
        return cls([float(c) for c in view.counts],
                   [[float(k) for k in tally(d)] for d in view.displays],
                   [float(k) for k in tally(view.my_face_down)], tally(view.hand or ()))

    def copy(self):
        return Table(list(self.counts), [list(d) for d in self.displays], list(self.my_down),
                     list(self.hand), self.ended)

    def play(self, seat, artist, threshold, weight=1.0):
        self.counts[artist] += weight
        self.displays[seat][artist] += weight
        if self.counts[artist] >= threshold - 1e-9:
            self.ended = True


def _sigmoid(x):
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def artist_worths(o, t):
    if o.values is not None:
        return [float(v) for v in o.values], [1.0 if v else 0.0 for v in o.values]
    others_down = sum(d for i, d in enumerate(o.down) if i != o.seat)
    left = 0.0 if t.ended else max(0.0, o.threshold - max(t.counts))
    strength = [t.counts[a] + t.my_down[a] + others_down * o.share[a]
                + o.style.hand_push * min(left, t.hand[a]) + o.style.pool_push * left * o.share[a]
                - 0.01 * a for a in ARTISTS]
    if t.ended:
        temp = 0.05
    else:
        temp = o.style.temp + o.style.temp_slope * max(0.0, o.threshold - max(t.counts))
    ahead = [0.0] * ARTIST_COUNT
    for a in ARTISTS:
        for b in range(a + 1, ARTIST_COUNT):
            p = _sigmoid((strength[b] - strength[a]) / temp)
            ahead[a] += p
            ahead[b] += 1.0 - p
    tokens = [min(3.0, max(0.0, 3.0 - r)) for r in ahead]
    leads = [min(1.0, max(0.0, 3.0 - r)) for r in ahead]
    tscale = 6.0 / (sum(tokens) or 1.0)
    lscale = 3.0 / (sum(leads) or 1.0)
    leads = [min(1.0, p * lscale) for p in leads]
    return [leads[a] * o.base[a] + tokens[a] * tscale for a in ARTISTS], leads


def _holds(share, hand):
    return 1.0 - (1.0 - min(share, 0.999)) ** hand


def standing(o, t):
    worth, leads = artist_worths(o, t)
    keep = [o.keep_value(a) for a in ARTISTS]
    me = o.seat
    mine = float(o.totals[me])
    for a in ARTISTS:
        shown = t.displays[me][a] + t.my_down[a]
        mine += shown * worth[a] + t.hand[a] * keep[a]
        if o.values is None and t.hand[a] and shown > 0:
            mine += max(0.0, worth[a] - keep[a])
    if not o.style.relative:
        return mine
    mean_worth = sum(worth[a] * o.share[a] for a in ARTISTS)
    mean_keep = sum(keep[a] * o.share[a] for a in ARTISTS)
    theirs = []
    for i in range(o.players):
        if i == me:
            continue
        score = o.totals[i] + o.down[i] * mean_worth + o.hand_sizes[i] * mean_keep
        hand = o.hand_sizes[i]
        for a in ARTISTS:
            score += t.displays[i][a] * worth[a]
            if o.values is None and t.displays[i][a] > 0 and hand:
                score += o.style.opp_add * _holds(o.share[a], hand) * leads[a] * worth[a]
        theirs.append(score)
    best = max(theirs)
    mean = sum(theirs) / len(theirs)
    w = o.style.best_weight
    return mine - (w * best + (1 - w) * mean)


def _with_award(o, t, artist):
    o.base[artist] += AWARD_VALUE
    try:
        return standing(o, t)
    finally:
        o.base[artist] -= AWARD_VALUE


def _everyone(o, t, mine):
    t = t.copy()
    t.hand[mine] -= 1
    t.play(o.seat, mine, o.threshold)
    for seat, size in enumerate(o.hand_sizes):
        if seat != o.seat and size:
            for a in ARTISTS:
                t.play(seat, a, o.threshold, o.share[a])
    return standing(o, t)


def _face_down(o, t, artist):
    t = t.copy()
    t.hand[artist] -= 1
    t.my_down[artist] += 1
    return standing(o, t)


def _face_up(o, t, artist):
    t = t.copy()
    t.hand[artist] -= 1
    t.play(o.seat, artist, o.threshold)
    return standing(o, t)


def best_effect(o, t, effect, artist):
    declined = standing(o, t)
    if effect == DRAW:
        return declined + o.style.draw_bonus + sum(o.share[a] * o.keep_value(a) for a in ARTISTS)
    if effect == SECOND_FACE_UP and t.hand[artist]:
        return max(declined, _face_up(o, t, artist))
    if effect == SECOND_FACE_DOWN:
        return max([declined] + [_face_down(o, t, a) for a in ARTISTS if t.hand[a]])
    if effect == AWARD:
        return max([declined] + [_with_award(o, t, a) for a in ARTISTS])
    if effect == EVERYONE_PLAYS:
        options = [_everyone(o, t, a) for a in ARTISTS if t.hand[a]]
        return max(options) if options else declined
    return declined


def play_value(o, t, card):
    t = t.copy()
    t.hand[card.artist] -= 1
    t.play(o.seat, card.artist, o.threshold)
    if t.ended or not sum(t.hand):
        return standing(o, t) - (o.style.wasted if card.effect != NO_EFFECT else 0.0)
    if not o.style.lookahead or card.effect == NO_EFFECT:
        return standing(o, t)
    return best_effect(o, t, card.effect, card.artist)


def action_value(o, t, action):
    if isinstance(action, PlayCard):
        return play_value(o, t, action.card)
    if isinstance(action, (PlayFaceUp, AddCard)):
        return _face_up(o, t, action.card.artist)
    if isinstance(action, PlayFaceDown):
        return _face_down(o, t, action.card.artist)
    if isinstance(action, PlaceAward):
        return _with_award(o, t, action.artist)
    if isinstance(action, DrawCard):
        return best_effect(o, t, DRAW, 0)
    if isinstance(action, ChooseSecretly):
        return _everyone(o, t, action.card.artist)
    return standing(o, t)


def spare_card(cards, artist):
    mine = [c for c in cards if c.artist == artist]
    return min(mine, key=lambda c: (SPEND_ORDER.index(c.effect), c.id)) if mine else None


def candidates(legal):
    seen = {}
    for action in legal:
        card = getattr(action, "card", None)
        if card is None:
            key = (type(action).__name__, getattr(action, "artist", None))
        elif isinstance(action, PlayCard):
            key = ("PlayCard", card.artist, card.effect)
        else:
            if card != spare_card([a.card for a in legal if type(a) is type(action)],
                                  card.artist):
                continue
            key = (type(action).__name__, card.artist)
        seen.setdefault(key, action)
    return list(seen.values())


def reference(level):
    """`level` (a ModelBot class: Easy, Normal or Hard) with its values from this file."""
    class Reference(level):
        def values(self, view, legal):
            o, t = Outlook.of(view, self.STYLE), Table.of(view)
            return [(action_value(o, t, a), a) for a in candidates(legal)]
    assert issubclass(level, ModelBot)
    return Reference
