"""The gauntlet: an independent opponent for measuring the card game's levels.

Written apart from game/ai/card and sharing no code with it: it reads only the engine's public
names (actions, card constants, the View) and plays by its own plan, an honest attempt at good
play. It projects where each artist will stand when the round ends (cards in play, plus its own
hand, plus the unseen cards that the other hands are likely to push), values a card by the
tokens its artist would take, prefers artists it already shows and that rivals do not, ends a
round whenever it leads the points at that moment and never hands the next player the round
end on a plate. Cards are scarce across four rounds, so it keeps its second-card effects and
adds at scoring only in the last round or for a card worth at least 4.
"""
from __future__ import annotations

import random
from typing import Sequence

from game.card.actions import (AddCard, ChooseSecretly, DeclineEffect, DrawCard, PlaceAward,
                               PlayCard, PlayFaceDown, PlayFaceUp, StopAdding)
from game.card.cards import ARTIST_COUNT, AWARD_VALUE, NO_EFFECT, ROUNDS, TOKENS

ALL = range(ARTIST_COUNT)


def _tally(cards) -> list[int]:
    out = [0] * ARTIST_COUNT
    for c in cards:
        out[c.artist] += 1
    return out


class GauntletBot:
    """Projected-rank heuristics; deterministic but for ties broken by the rng."""

    name = "gauntlet"

    def choose(self, view, legal: Sequence, rng: random.Random):
        if len(legal) == 1:
            return legal[0]
        kind = type(legal[0])
        if kind is PlayCard:
            return self._play(view, legal, rng, PlayCard)
        if kind is ChooseSecretly:
            return self._play(view, legal, rng, ChooseSecretly)
        if kind in (AddCard, StopAdding):
            return self._add(view, legal)
        return self._effect(view, legal)

    # -- what the table says -----------------------------------------------------------------

    def _prior(self, view) -> list[int]:
        """Tokens from earlier rounds and awards per artist."""
        return [AWARD_VALUE * view.awards[a] + sum(view.board[r][a] for r in range(view.round))
                for a in ALL]

    def _projected(self, view, counts) -> list[float]:
        hand = _tally(view.hand)
        return [counts[a] + 0.35 * hand[a] + 0.5 * (counts[a] >= 3) - 0.05 * a for a in ALL]

    def _card_worth(self, view, counts) -> list[float]:
        proj = self._projected(view, counts)
        order = sorted(ALL, key=lambda a: -proj[a])
        prior = self._prior(view)
        worth = [0.0] * ARTIST_COUNT
        for place, a in enumerate(order[:3]):
            worth[a] = prior[a] + TOKENS[place]
        return worth

    def _points_if_ended(self, view, counts, seat_gain: int, artist: int) -> list[int]:
        """Points per seat (face-up cards) if the round ended with `artist` played by me."""
        after = list(counts)
        after[artist] += 1
        order = sorted(ALL, key=lambda a: (-after[a], a))
        prior = self._prior(view)
        value = [0] * ARTIST_COUNT
        for place, a in enumerate(order[:3]):
            value[a] = prior[a] + TOKENS[place]
        pts = [sum(value[c.artist] for c in d) for d in view.displays]
        pts[seat_gain] += value[artist] + sum(value[c.artist] for c in view.my_face_down)
        return pts

    # -- decisions ---------------------------------------------------------------------------

    def _play(self, view, legal, rng, kind):
        me, counts, limit = view.seat, list(view.counts), view.threshold
        mine = _tally(view.displays[me])
        rivals = [max(_tally(d)[a] for i, d in enumerate(view.displays) if i != me) for a in ALL]
        worth = self._card_worth(view, counts)
        last_round = view.round == ROUNDS - 1
        best, best_score = None, -1e9
        for action in legal:
            card, a = action.card, action.card.artist
            if counts[a] + 1 >= limit and kind is PlayCard:
                pts = self._points_if_ended(view, counts, me, a)
                lead = pts[me] - max(p for i, p in enumerate(pts) if i != me)
                score = 50 + lead if lead > 0 else -30 + lead
            else:
                score = worth[a] * (1 + 0.25 * mine[a]) - 0.4 * rivals[a] * worth[a] / 3
                if counts[a] + 1 == limit - 1 and mine[a] < rivals[a]:
                    score -= 4      # the next player could close the round on my weak spot
            if card.effect != NO_EFFECT and not last_round and kind is PlayCard:
                score += 0.5        # an effect used now beats one wasted later
            elif card.effect != NO_EFFECT:
                score -= 0.3        # effects are void here; keep them
            score += 0.01 * rng.random()
            if score > best_score:
                best, best_score = action, score
        return best

    def _effect(self, view, legal):
        me = view.seat
        last_round = view.round == ROUNDS - 1
        by_kind = {type(a): a for a in legal}
        if DrawCard in by_kind:
            return by_kind[DrawCard]
        if PlaceAward in by_kind:
            mine = _tally(list(view.displays[me]) + list(view.hand))
            theirs = [sum(_tally(d)[a] for i, d in enumerate(view.displays) if i != me)
                      for a in ALL]
            target = max(ALL, key=lambda a: (mine[a] - 0.5 * theirs[a] / max(1, view.players - 1),
                                             -a))
            return PlaceAward(me, target)
        worth = self._card_worth(view, list(view.counts))
        ups = [a for a in legal if isinstance(a, PlayFaceUp)]
        if ups:
            a = ups[0].card.artist
            ends = view.counts[a] + 1 >= view.threshold
            if ends:
                pts = self._points_if_ended(view, list(view.counts), me, a)
                if pts[me] > max(p for i, p in enumerate(pts) if i != me):
                    return ups[0]
            elif last_round and worth[a] > 0:
                return ups[0]
        downs = [a for a in legal if isinstance(a, PlayFaceDown)]
        if downs and last_round:
            pick = max(downs, key=lambda x: worth[x.card.artist])
            if worth[pick.card.artist] > 0:
                return pick
        return next(a for a in legal if isinstance(a, DeclineEffect))

    def _add(self, view, legal):
        last_round = view.round == ROUNDS - 1
        adds = [a for a in legal if isinstance(a, AddCard)]
        good = [a for a in adds if last_round or view.values[a.card.artist] >= 4]
        if good:
            return max(good, key=lambda a: (view.values[a.card.artist], a.card.effect == NO_EFFECT))
        return next(a for a in legal if isinstance(a, StopAdding))
