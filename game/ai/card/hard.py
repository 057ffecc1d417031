"""Hard for the card game: determinized search over the rest of the round.

For a decision with more than one move worth telling apart, Hard deals the cards it has not
seen (other hands, others' face-down cards and everyone-plays choices, the deck order) at
random, consistently with its view, many times. In each such deal it tries every candidate
move and plays the round out to its scoring with a fast policy for every seat (the same
random numbers for every candidate), then scores where it stands: its total plus what its
hand is worth for the rounds to come, minus the best opponent's. The move with the best mean
wins; Normal's model orders the candidates, keeps the search to the likeliest few and breaks
ties. Scoring decisions (adding cards, whose worths are known) are Normal's.
Deterministic for a seed: every random draw comes from the `rng` passed to `choose`.
"""
from __future__ import annotations

import random
from typing import Sequence

from ...card.actions import (Action, AddCard, ChooseSecretly, DeclineEffect, DrawCard,
                             PlaceAward, PlayCard, PlayFaceDown, PlayFaceUp, StopAdding)
from ...card.cards import ARTIST_COUNT, AWARD, DRAW, SECOND_FACE_DOWN, SECOND_FACE_UP, TOKENS
from ...card.engine import apply, legal_actions
from ...card.engine import view as seat_view
from ...card.state import ADDING, EFFECT, EVERYONE, PLAY, State, View
from .levels import NormalBot, spare_card
from .model import Outlook, Style, Table, standing, unseen_pool

ROLLOUTS = 160          # rollouts per decision, shared among the candidates
MIN_DEALS = 8           # ... but at least this many deals per candidate
WIDTH = 6               # candidates searched, best first by Normal's model


def determinize(view: View, rng: random.Random) -> State:
    """A full state consistent with `view`: the unseen cards dealt at random."""
    pool = unseen_pool(view)
    rng.shuffle(pool)
    n, me = view.players, view.seat
    hands, face_down, secret = [], [], []
    for seat in range(n):
        if seat == me:
            hands.append(tuple(view.hand or ()))
            face_down.append(tuple(view.my_face_down))
            continue
        size, down = view.hand_sizes[seat], view.face_down_counts[seat]
        hands.append(tuple(pool[:size]))
        face_down.append(tuple(pool[size:size + down]))
        del pool[:size + down]
    if view.phase == EVERYONE:
        for seat in range(n):
            if seat == me:
                secret.append(view.my_secret)
            elif view.secret_done[seat]:
                secret.append(hands[seat][rng.randrange(len(hands[seat]))])
            else:
                secret.append(None)
    return State(
        config=view.config, deck=tuple(pool), round=view.round, phase=view.phase,
        to_act=view.to_act, hands=tuple(hands), displays=view.displays,
        face_down=tuple(face_down), influence=view.influence, removed=view.removed,
        board=view.board, awards=view.awards, first_player=view.first_player, turn=view.turn,
        effect=view.effect, secret=tuple(secret), last_player=view.last_player,
        leading=view.leading, values=view.values, added=view.added, queue=view.queue,
        end_reason="threshold" if view.phase == ADDING else None, end_card=None,
        results=view.results, events=())


# --- the fast policy of the rollouts (it sees the whole sampled state) ------------------------

def _base(s: State) -> list[int]:
    return [2 * s.awards[a] + sum(row[a] for row in s.board[:s.round])
            for a in range(ARTIST_COUNT)]


def _counts(s: State) -> list[int]:
    counts = [0] * ARTIST_COUNT
    for d in s.displays:
        for c in d:
            counts[c.artist] += 1
    if s.influence is not None:
        counts[s.influence.artist] += 1
    return counts


def _ending_gain(s: State, seat: int, counts: list[int], artist: int, base: list[int]) -> float:
    """Playing `artist` now ends the round: this seat's points minus the best other's (face-up
    cards only)."""
    counts = list(counts)
    counts[artist] += 1
    ranked = sorted(range(ARTIST_COUNT), key=lambda a: (-counts[a], a))
    worth = [0] * ARTIST_COUNT
    for a, token in zip(ranked, TOKENS):
        worth[a] = base[a] + token
    points = [sum(worth[c.artist] for c in d) for d in s.displays]
    points[seat] += worth[artist]
    return points[seat] - max(p for i, p in enumerate(points) if i != seat)


def _pick_artist(s: State, seat: int, rng: random.Random) -> int:
    """The artist a rollout seat plays: popular artists it holds in its display, and it ends the
    round only when that puts it ahead."""
    counts, base = _counts(s), _base(s)
    limit = 5 if s.players == 2 else 6
    mine = [0] * ARTIST_COUNT
    for c in s.displays[seat]:
        mine[c.artist] += 1
    best, best_score = -1, -1e9
    for a in {c.artist for c in s.hands[seat]}:
        if counts[a] + 1 >= limit:
            score = 20.0 if _ending_gain(s, seat, counts, a, base) > 0 else -20.0
        else:
            score = counts[a] + 0.6 * mine[a] + 0.2 * base[a] + rng.random()
        if score > best_score:
            best, best_score = a, score
    return best


def _effect_move(s: State, seat: int) -> Action:
    hand = s.hands[seat]
    last = s.round == len(s.board) - 1
    if s.effect == DRAW:
        return DrawCard(seat)
    if s.effect == AWARD:
        mine = [0] * ARTIST_COUNT
        for c in list(s.displays[seat]) + list(hand):
            mine[c.artist] += 1
        return PlaceAward(seat, max(range(ARTIST_COUNT), key=lambda a: (mine[a], -a)))
    if last and s.effect == SECOND_FACE_UP:
        card = spare_card(hand, s.displays[seat][-1].artist)
        return PlayFaceUp(seat, card) if card else DeclineEffect(seat)
    if last and s.effect == SECOND_FACE_DOWN:
        return PlayFaceDown(seat, hand[0])
    return DeclineEffect(seat)


def _adding_move(s: State, seat: int) -> Action:
    last = s.round == len(s.board) - 1
    for c in s.hands[seat]:
        if c.artist in s.leading and c.artist not in s.added[seat] \
                and any(d.artist == c.artist for d in s.displays[seat]) \
                and (last or s.values[c.artist] >= 5):
            return AddCard(seat, c)
    return StopAdding(seat)


def rollout_move(s: State, seat: int, rng: random.Random) -> Action:
    """The fast policy's move for `seat` in the sampled state."""
    if s.phase == PLAY:
        return PlayCard(seat, spare_card(s.hands[seat], _pick_artist(s, seat, rng)))
    if s.phase == EVERYONE:
        return ChooseSecretly(seat, spare_card(s.hands[seat], _pick_artist(s, seat, rng)))
    if s.phase == EFFECT:
        return _effect_move(s, seat)
    return _adding_move(s, seat)


def reply(s: State, seat: int, me_bot: NormalBot, rng: random.Random) -> State:
    """Play on from the sampled state until `seat` has its next turn, the round is being
    scored, or the game is over: the other seats by the fast policy, `seat`'s own effect
    choices by Normal."""
    rnd = s.round
    while not s.is_over and s.round == rnd and s.phase != ADDING:
        mover = s.to_act[0]
        if mover == seat:
            if s.phase == PLAY:
                break
            s = apply(s, me_bot.choose(seat_view(s, seat), legal_actions(s, seat), rng))
            continue
        s = apply(s, rollout_move(s, mover, rng))
    return s


def leaf_value(s: State, seat: int, style: Style) -> float:
    """Normal's standing for `seat` in a sampled position (it sees the sampled cards played)."""
    v = seat_view(s, seat)
    return standing(Outlook.of(v, style), Table.of(v))


class HardBot(NormalBot):
    """Determinized search over the rest of the round, Normal's model as its guide."""

    name = "hard"
    description = "Imagines the hidden hands many times and plays each round out to choose."
    STYLE = Style()

    def __init__(self, rollouts: int = ROLLOUTS, min_deals: int = MIN_DEALS) -> None:
        self.rollouts, self.min_deals = rollouts, min_deals

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The move for this seat, from its view alone."""
        if len(legal) == 1:
            return legal[0]
        if view.phase == ADDING or any(isinstance(a, DrawCard) for a in legal):
            return super().choose(view, legal, rng)
        ranked = sorted(self.values(view, legal), key=lambda va: -va[0])
        options = [a for _, a in ranked[:WIDTH]]
        if len(options) == 1:
            return options[0]
        deals = max(self.min_deals, self.rollouts // len(options))
        totals = [0.0] * len(options)
        guide = NormalBot()
        for _ in range(deals):
            sample = determinize(view, rng)
            seed = rng.getrandbits(32)
            for k, action in enumerate(options):
                after = reply(apply(sample, action), view.seat, guide, random.Random(seed))
                totals[k] += leaf_value(after, view.seat, self.STYLE)
        best = max(range(len(options)), key=lambda k: (totals[k], -k))
        return options[best]
