"""The playout gauntlet: a Monte Carlo opponent for measuring the card game's levels.

Written apart from game/ai/card and sharing no code with it (nor with the heuristic gauntlet of
bot.py): it reads only its View and the engine's public functions. At a decision with more than
one move worth telling apart it deals the cards it cannot see at random, consistently with the
view (the other hands by their sizes, their face-down cards, their secret everyone-plays
choices, the deck), builds a full engine `State`, applies each candidate move to it with the
engine and plays the rest of this round and the whole next one out on a quick `Table` with a
cheap `Rollout` policy of its own (table.py). Every candidate sees the same deals and the same
rollout randomness (common random numbers); after a few deals the worse half of the candidates
is dropped, and again when the deals have doubled. The outcome is the seat's total plus a worth
for the cards it still holds (they are the later rounds' plays), against the best rival's and
the rivals' mean, the same way; a game played to its end adds a bonus for the win. Effort is
counted in simulated moves, never in time; all randomness comes from the rng given to
`choose`.
"""
from __future__ import annotations

import random
from typing import Sequence

from game.card.actions import DrawCard
from game.card.cards import ROUNDS
from game.card.engine import apply
from game.card.state import ADDING, EVERYONE, State

from .table import Rollout, Table


def _key(action) -> tuple:
    """Moves that differ only in which copy of a card they use are one candidate."""
    card = getattr(action, "card", None)
    if card is not None:
        return (type(action).__name__, card.artist, card.effect)
    return (type(action).__name__, getattr(action, "artist", -1))


# --- dealing the unseen cards -------------------------------------------------------------

def determinize(view, rng: random.Random, pool: Sequence | None = None) -> State:
    """A full game state consistent with `view`: the unseen cards dealt at random to the
    other hands (by their sizes), the others' face-down piles (by their counts) and the deck;
    the others' secret everyone-plays choices drawn from their dealt hands."""
    me, n = view.seat, view.players
    cards = list(view.unseen() if pool is None else pool)
    rng.shuffle(cards)
    hands, face_down = [], []
    for seat in range(n):
        if seat == me:
            hands.append(tuple(view.hand))
            face_down.append(tuple(view.my_face_down))
            continue
        k, f = view.hand_sizes[seat], view.face_down_counts[seat]
        hands.append(tuple(cards[:k]))
        face_down.append(tuple(cards[k:k + f]))
        del cards[:k + f]
    secret: tuple = ()
    if view.phase == EVERYONE:
        secret = tuple(view.my_secret if seat == me
                       else rng.choice(hands[seat]) if view.secret_done[seat] else None
                       for seat in range(n))
    return State(config=view.config, deck=tuple(cards), round=view.round, phase=view.phase,
                 to_act=view.to_act, hands=tuple(hands), displays=view.displays,
                 face_down=tuple(face_down), influence=view.influence, removed=view.removed,
                 board=view.board, awards=view.awards, first_player=view.first_player,
                 turn=view.turn, effect=view.effect, secret=secret,
                 last_player=view.last_player, leading=view.leading, values=view.values,
                 added=view.added, queue=view.queue,
                 end_reason="threshold" if view.phase == ADDING else None, end_card=None,
                 results=view.results, events=view.events, turned_up=view.turned_up)


# --- the player -------------------------------------------------------------------------------

class PlayoutBot:
    """Flat Monte Carlo over determinized deals, to the next round's end, common random numbers.

    `budget` is the simulated moves one decision may spend (every candidate's move and
    rollout moves over every deal, plus `SETUP` moves' worth for dealing and scoring each
    playout); at least `min_deals` and at most `max_deals` deals are played. After
    `min_deals` deals, and again whenever the deals have doubled, the worse half of the
    candidates is dropped (never below two), so the effort goes where the choice is close.
    `keep` is the worth of a card held at a round's end, per round still to come (at most
    `keep_cap` rounds counted); the rivals weigh `rival_max` for the best of them and the rest
    for their mean; `win_bonus` rewards a won game in the last round. The
    rollouts play `rounds` whole rounds more after the current one (0: to its end only), by a
    `Rollout` policy whose preferences are blurred by `noise`."""

    name = "playout"

    #: A playout's dealing, table building and scoring, counted as this many moves.
    SETUP = 8

    def __init__(self, budget: int = 8000, min_deals: int = 6, max_deals: int = 64,
                 keep: float = 2.0, keep_cap: int = 2, win_bonus: float = 10.0,
                 rival_max: float = 0.5, rounds: int = 1, noise: float = 1.0):
        self.budget, self.min_deals, self.max_deals = budget, min_deals, max_deals
        self.keep, self.keep_cap, self.win_bonus = keep, keep_cap, win_bonus
        self.rival_max, self.rounds, self.noise = rival_max, rounds, noise

    def choose(self, view, legal: Sequence, rng: random.Random):
        """The candidate with the best average outcome over the sampled deals."""
        if len(legal) == 1:
            return legal[0]
        for action in legal:
            if isinstance(action, DrawCard):
                return action        # a card more in hand never hurts
        candidates: dict[tuple, object] = {}
        for action in legal:
            candidates.setdefault(_key(action), action)
        moves = list(candidates.values())
        if len(moves) == 1:
            return moves[0]
        return moves[self._search(view, moves, rng)]

    def _search(self, view, moves: list, rng: random.Random) -> int:
        """Index of the best move; ties go to the first."""
        pool = view.unseen()
        totals = [0.0] * len(moves)
        alive = list(range(len(moves)))
        spent = deals = 0
        prune_at = self.min_deals
        while deals < self.max_deals and (deals < self.min_deals or spent < self.budget):
            base = determinize(view, rng, pool)
            seed = rng.getrandbits(32)
            for i in alive:
                value, steps = self._playout(base, view.seat, moves[i], random.Random(seed))
                totals[i] += value
                spent += steps + self.SETUP
            deals += 1
            if deals == prune_at and len(alive) > 2:
                alive.sort(key=lambda i: (-totals[i], i))
                alive = sorted(alive[:max(2, (len(alive) + 1) // 2)])
                prune_at *= 2
        return max(alive, key=lambda i: (totals[i], -i))

    def _playout(self, s: State, me: int, move, rng: random.Random) -> tuple[float, int]:
        """The outcome of `move` (applied by the engine), then the rest of the round and
        `rounds` more on a quick table by the rollout policy; and the moves simulated."""
        horizon = s.round + self.rounds
        s = apply(s, move)
        if s.is_over or s.round > horizon:   # the move ended the round: the engine scored it
            return self._worth(s.totals, s.hands, me, s.round - (not s.is_over)), 1
        table = Table.from_state(s, Rollout(rng, self.noise))
        table.run(s, horizon)
        return self._worth(table.totals, table.hands, me, table.round), 1 + table.moves

    def _worth(self, totals, hands, me: int, rnd: int) -> float:
        """The seat's standing after round `rnd`: totals plus the worth of the cards held for
        the rounds to come, against the best rival and the rivals' mean. (A round scored by
        the engine has dealt the next round's cards already: the same number to every seat,
        which changes no difference.)"""
        ahead = min(ROUNDS - 1 - rnd, self.keep_cap)
        worth = [t + self.keep * ahead * len(h) for t, h in zip(totals, hands)]
        mine = worth[me]
        rivals = [w for i, w in enumerate(worth) if i != me]
        best = max(rivals)
        value = mine - (self.rival_max * best + (1 - self.rival_max) * sum(rivals) / len(rivals))
        if rnd == ROUNDS - 1 and mine >= best:
            value += self.win_bonus
        return value
