"""A quick table for the playout gauntlet: the rest of one round, played out in place.

The engine's `apply` checks and records everything, which costs too much for the thousands of
moves a Monte Carlo decision simulates. A `Table` holds one round as mutable tallies (cards per
artist in play, per seat face up and face down, the worth artists carry from earlier rounds) and
plays it to its scoring with a `Rollout` policy: the turn, the five effects, the round's end at
the threshold or when no hand holds a card, the value tokens and the adding step, as
CARD_GAME.md §3–6 say. It is built from an engine `State` (`Table.from_state`), so the move
being judged is always applied by the engine itself; a test replays a table's moves (its `log`)
through the engine and checks that both score the round alike.
"""
from __future__ import annotations

import random

from game.card.actions import (AddCard, ChooseSecretly, DeclineEffect, DrawCard, PlaceAward,
                               PlayCard, PlayFaceDown, PlayFaceUp, StopAdding)
from game.card.cards import (ARTIST_COUNT, AWARD, AWARD_VALUE, DEAL, DRAW, EVERYONE_PLAYS,
                             NO_EFFECT, ROUNDS, SECOND_FACE_DOWN, SECOND_FACE_UP, TOKENS, threshold)
from game.card.state import ADDING, EFFECT, EVERYONE, PLAY, State

ALL = range(ARTIST_COUNT)


def _tally(cards) -> list[int]:
    """Cards per artist."""
    out = [0] * ARTIST_COUNT
    for c in cards:
        out[c.artist] += 1
    return out


class Table:
    """One round in progress, as tallies; `finish` plays it out and scores it."""

    __slots__ = ("n", "limit", "round", "last_round", "hands", "up", "down", "counts", "prior",
                 "deck", "turn", "last", "points", "policy", "log", "need_a_card", "moves",
                 "first", "totals", "tokens")

    @classmethod
    def from_state(cls, s: State, policy: "Rollout", log: list | None = None) -> "Table":
        """The round of engine state `s` (before its scoring), ready to `finish`."""
        t = cls()
        t.n, t.round = s.players, s.round
        t.limit, t.last_round = threshold(s.players), s.round == ROUNDS - 1
        t.need_a_card = s.config.tokens_need_a_card
        t.hands = [list(h) for h in s.hands]
        t.up = [_tally(d) for d in s.displays]
        t.down = [_tally(f) for f in s.face_down]
        t.counts = [sum(u[a] for u in t.up) for a in ALL]
        if s.influence is not None:
            t.counts[s.influence.artist] += 1
        t.prior = [AWARD_VALUE * s.awards[a] + sum(s.board[r][a] for r in range(s.round))
                   for a in ALL]
        t.deck, t.turn, t.last = list(s.deck), s.turn, s.last_player
        t.points, t.policy, t.log, t.moves = None, policy, log, 0
        t.first, t.totals = s.first_player, list(s.totals)
        t.tokens = list(s.board[s.round])      # this round's value tokens, once placed
        policy.table = t
        return t

    def run(self, s: State, horizon: int) -> None:
        """Play the round of `s` (this table's state) out, then whole rounds (§7) until round
        `horizon` (0-based) is scored or the game ends; `totals` then holds the points."""
        self._bank(self.finish(s))
        while self.round < min(horizon, ROUNDS - 1):
            self._next_round()
            holder = (self.first + self.round) % self.n
            self.turn = holder     # ends an empty round at once, scored from the holder (A10)
            self._bank(self._turns((holder - 1) % self.n))

    def _bank(self, points) -> None:
        self.totals = [t + p for t, p in zip(self.totals, points)]

    def _next_round(self) -> None:
        """Displays leave, the influence card is revealed, then the deal (§7)."""
        n, deck = self.n, self.deck
        self.round += 1
        self.last_round = self.round == ROUNDS - 1
        self.prior = [p + t for p, t in zip(self.prior, self.tokens)]
        self.tokens = [0] * ARTIST_COUNT
        self.up = [[0] * ARTIST_COUNT for _ in range(n)]
        self.down = [[0] * ARTIST_COUNT for _ in range(n)]
        influence = deck.pop(0)
        self.counts = [0] * ARTIST_COUNT
        self.counts[influence.artist] = 1
        k = DEAL[n][self.round]
        for hand in self.hands:
            hand.extend(deck[:k])
            del deck[:k]
        self.turn = self.last = None

    def finish(self, s: State) -> list[int]:
        """Play the round of `s` (this table's state) to its end; each seat's points."""
        if s.phase == ADDING:
            # End_round has turned the face-down cards up and placed the tokens already.
            return self._add_and_score(s.leading, s.values, s.queue, s.added)
        if s.phase == EFFECT:
            if self._effect(s.turn, s.displays[s.turn][-1]):
                return self._score()
            after = s.turn
        elif s.phase == EVERYONE:
            if self._everyone(s.turn, s.secret, s.to_act):
                return self._score()
            after = s.turn
        elif s.phase == PLAY:
            after = (s.turn - 1) % self.n
        else:
            raise ValueError(f"no round to finish in phase {s.phase}")
        return self._turns(after)

    def _turns(self, after: int) -> list[int]:
        """Turns from the seat left of `after` until the round ends; its points."""
        while True:
            seat = self._next(after)
            if seat is None:
                return self._score()
            if self._play(seat):
                return self._score()
            after = seat

    # -- the turn ------------------------------------------------------------------------------

    def _next(self, after: int) -> int | None:
        for step in range(1, self.n + 1):
            seat = (after + step) % self.n
            if self.hands[seat]:
                return seat
        return None

    def _land(self, seat: int, card) -> None:
        self.hands[seat].remove(card)
        self.up[seat][card.artist] += 1
        self.counts[card.artist] += 1

    def _ends(self, cards) -> bool:
        """§3.1–2: a card landed face up reached the threshold, or no hand holds a card."""
        return (any(self.counts[c.artist] >= self.limit for c in cards)
                or not any(self.hands))

    def _play(self, seat: int) -> bool:
        """A turn; True when the round ended."""
        card = self.policy.play(seat)
        self.moves += 1
        if self.log is not None:
            self.log.append(PlayCard(seat, card))
        self._land(seat, card)
        self.last = seat
        self.turn = seat
        if self._ends((card,)):
            return True
        return self._effect(seat, card)

    def _effect(self, seat: int, card) -> bool:
        """The turn card's effect (§4); True when the round ended."""
        effect, hand, log = card.effect, self.hands[seat], self.log
        if effect == NO_EFFECT:
            return False
        if effect == EVERYONE_PLAYS:
            return self._everyone(seat, (), tuple(i for i in range(self.n) if self.hands[i]))
        if effect == DRAW:
            if self.deck:
                if log is not None:
                    log.append(DrawCard(seat))
                hand.append(self.deck.pop(0))
            return False
        if effect == AWARD:
            artist = self.policy.award(seat)
            if log is not None:
                log.append(PlaceAward(seat, artist) if artist is not None
                           else DeclineEffect(seat))
            if artist is not None:
                self.prior[artist] += AWARD_VALUE
            return False
        if effect == SECOND_FACE_UP:
            same = [c for c in hand if c.artist == card.artist]
            if not same:
                return False
            extra = self.policy.face_up(seat, same)
            if log is not None:
                log.append(PlayFaceUp(seat, extra) if extra is not None else DeclineEffect(seat))
            if extra is None:
                return False
            self._land(seat, extra)
            self.last = seat
            return self._ends((extra,))
        if effect == SECOND_FACE_DOWN and hand:
            extra = self.policy.face_down(seat)
            if log is not None:
                log.append(PlayFaceDown(seat, extra) if extra is not None
                           else DeclineEffect(seat))
            if extra is None:
                return False
            hand.remove(extra)
            self.down[seat][extra.artist] += 1
            self.last = seat
            return not any(self.hands)
        return False

    def _everyone(self, seat: int, secret, waiting) -> bool:
        """Everyone plays: the choices already made (`secret`, by seat) and those of the seats
        still `waiting`, placed together; True when the round ended."""
        n = self.n
        chosen = list(secret) if secret else [None] * n
        for i in waiting:
            chosen[i] = self.policy.secret(i)
            self.moves += 1
            if self.log is not None:
                self.log.append(ChooseSecretly(i, chosen[i]))
        placed = []
        for k in range(n):
            i = (seat + k) % n
            if chosen[i] is not None:
                self._land(i, chosen[i])
                placed.append(chosen[i])
        self.last = seat
        return self._ends(placed)

    # -- scoring (§6) --------------------------------------------------------------------------

    def _score(self) -> list[int]:
        n, up = self.n, self.up
        ranked_by = list(self.counts)
        for i, down in enumerate(self.down):
            if any(down):       # face-down cards turn up and count fully (§6.1)
                for a in ALL:
                    ranked_by[a] += down[a]
                    up[i][a] += down[a]
                    down[a] = 0
        order = sorted(ALL, key=lambda a: (-ranked_by[a], a))
        if self.need_a_card:
            order = [a for a in order if ranked_by[a] > 0]
        leading = tuple(order[:len(TOKENS)])
        values = [0] * ARTIST_COUNT
        for a, token in zip(leading, TOKENS):
            values[a] = self.prior[a] + token
            self.tokens[a] = token
        last = self.last if self.last is not None else self.turn
        queue = tuple((last + k) % n for k in range(n))
        return self._add_and_score(leading, values, queue, ((),) * n)

    def _add_and_score(self, leading, values, queue, added) -> list[int]:
        """The adding step from the seat who played the last card (A4), then the points."""
        for seat in queue:
            hand, up = self.hands[seat], self.up[seat]
            open_ = [a for a in leading if up[a] and a not in added[seat]]
            cards = [c for c in hand if c.artist in open_]
            while cards:
                card = self.policy.add(seat, cards, values)
                if card is None:
                    if self.log is not None:
                        self.log.append(StopAdding(seat))
                    break
                if self.log is not None:
                    self.log.append(AddCard(seat, card))
                hand.remove(card)
                up[card.artist] += 1
                cards = [c for c in cards if c.artist != card.artist]
        self.points = [sum(values[a] * u[a] for a in leading) for u in self.up]
        return self.points


class Rollout:
    """The cheap player of every seat at a `Table`: it plays towards the artists strong on the
    table and in its own display, ends a round only when that leaves it ahead, uses effects
    simply and adds at scoring when the card is worth it (any card in the last round)."""

    def __init__(self, rng: random.Random, noise: float = 1.0, add_at: int = 3):
        self.rng, self.noise, self.add_at = rng, noise, add_at
        self.table: Table | None = None

    def _lead_if_ended(self, seat: int, artist: int) -> int:
        """The seat's points minus the best rival's if a card of `artist` from its hand ended
        the round now (face-up cards only: the others' face-down cards are theirs)."""
        t = self.table
        after = list(t.counts)
        after[artist] += 1
        order = sorted(ALL, key=lambda a: (-after[a], a))
        value = [0] * ARTIST_COUNT
        for place, a in enumerate(order[:3]):
            value[a] = t.prior[a] + TOKENS[place]
        pts = [sum(value[a] * u[a] for a in ALL) for u in t.up]
        pts[seat] += value[artist] + sum(value[a] * t.down[seat][a] for a in ALL)
        return pts[seat] - max(p for i, p in enumerate(pts) if i != seat)

    def _pick(self, seat: int, ends_ok: bool) -> int:
        """The artist to play: strong on the table and in the seat's display, plus `noise`;
        with `ends_ok`, a card that ends the round is played only to finish ahead."""
        t, rng, noise = self.table, self.rng, self.noise
        counts, mine, prior, limit = t.counts, t.up[seat], t.prior, t.limit
        best, best_score = None, -1e9
        seen = set()
        for card in t.hands[seat]:
            a = card.artist
            if a in seen:
                continue
            seen.add(a)
            if ends_ok and counts[a] + 1 >= limit:
                lead = self._lead_if_ended(seat, a)
                score = 20.0 + lead if lead > 0 else -20.0 + lead
            else:
                score = counts[a] + 1.5 * mine[a] + 0.3 * prior[a]
                if counts[a] + 2 >= limit and mine[a] == 0:
                    score -= 2.0     # feeding an artist about to end the round for others
            score += noise * rng.random()
            if score > best_score:
                best, best_score = a, score
        return best

    def play(self, seat: int):
        """The turn card: the best artist; its card with an effect if it has one."""
        artist = self._pick(seat, ends_ok=True)
        cards = [c for c in self.table.hands[seat] if c.artist == artist]
        return max(cards, key=lambda c: c.effect != NO_EFFECT)

    def secret(self, seat: int):
        """An everyone-plays card: the best artist; a card without effect (effects are void)."""
        artist = self._pick(seat, ends_ok=False)
        cards = [c for c in self.table.hands[seat] if c.artist == artist]
        return min(cards, key=lambda c: c.effect != NO_EFFECT)

    def award(self, seat: int) -> int:
        """The award's artist: the one the seat shows most, then the table's strongest."""
        t = self.table
        mine = [u + d for u, d in zip(t.up[seat], t.down[seat])]
        return max(ALL, key=lambda a: 2 * mine[a] + t.counts[a] + self.rng.random())

    def face_up(self, seat: int, same: list):
        """A second card face up (one of `same`), or None: to end the round only when ahead,
        otherwise half the time."""
        artist = same[0].artist
        if self.table.counts[artist] + 1 >= self.table.limit:
            return same[0] if self._lead_if_ended(seat, artist) > 0 else None
        return same[0] if self.rng.random() < 0.5 else None

    def face_down(self, seat: int):
        """Half the time a card face down, of the artist strongest for the seat; else None."""
        if self.rng.random() < 0.5:
            return None
        t = self.table
        return max(t.hands[seat], key=lambda c: t.counts[c.artist] + 2 * t.up[seat][c.artist])

    def add(self, seat: int, cards: list, values):
        """A card to add at scoring, or None to stop."""
        good = [c for c in cards if self.table.last_round or values[c.artist] >= self.add_at]
        if not good:
            return None
        return max(good, key=lambda c: (values[c.artist], c.effect == NO_EFFECT))
