"""Hard for the card game: determinized search up to its next turn.

For a decision with more than one move worth telling apart, Hard deals the cards it has not
seen (other hands, others' face-down cards and everyone-plays choices, the deck order) at
random, consistently with its view, many times. In each such deal it tries each candidate
move, then lets every seat play on with Normal's policy (the same random numbers for every
candidate) until its own next turn, the scoring of the round or the end of the game, and
values where it then stands with Normal's model (expected points this round, hand for the
rounds to come, minus the best opponent). The move with the best mean wins; Normal's model
orders the candidates, keeps the search to the likeliest few and breaks ties. Scoring
decisions (adding cards, whose worths are known) and draws are Normal's.
Deterministic for a seed: every random draw comes from the `rng` passed to `choose`.
"""
from __future__ import annotations

import random
from typing import Sequence

from ...card.actions import Action, DrawCard
from ...card.engine import apply, legal_actions
from ...card.engine import view as seat_view
from ...card.state import ADDING, EVERYONE, PLAY, State, View
from .levels import NormalBot
from .model import Outlook, Style, Table, standing, unseen_pool

ROLLOUTS = 96           # rollouts per decision, shared among the candidates
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


def reply(s: State, seat: int, policy: NormalBot, rng: random.Random) -> State:
    """Play on from the sampled state until `seat` has its next turn, the round is being
    scored, or the game is over, every seat (`seat`'s own effect choices too) moved by
    `policy` from its own view of the sampled state."""
    rnd = s.round
    while not s.is_over and s.round == rnd and s.phase != ADDING:
        mover = s.to_act[0]
        if mover == seat and s.phase == PLAY:
            break
        s = apply(s, policy.choose(seat_view(s, mover), legal_actions(s, mover), rng))
    return s


def leaf_value(s: State, seat: int, style: Style) -> float:
    """Normal's standing for `seat` in a sampled position (it sees the sampled cards played)."""
    v = seat_view(s, seat)
    return standing(Outlook.of(v, style), Table.of(v))


class HardBot(NormalBot):
    """Determinized search up to its next turn, Normal's model as its guide."""

    name = "hard"
    description = "Imagines the hidden hands many times and how the others answer each move."

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
