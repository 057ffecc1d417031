"""What a seat of the card game can know from its view, and a value model of a round.

`Outlook` gathers the facts of one decision from a seat's view: the cards it has not seen (the
unseen pool: other hands, others' face-down cards and the deck), each artist's tokens from
earlier rounds and awards, scores so far. `Table` is the public and own part of the table in
counts per artist (floats, so an expected card can be a share of a card). `standing` turns a
Table into one number: the seat's expected total after this round, plus what its hand is
worth for later rounds, minus the same for the opponents (weighted towards the best one).

The model of a round: an artist's chance of leading follows from how far its count is ahead
of each other artist's, smoothed by how many plays are left before the threshold; a leading
artist's card is worth its tokens from earlier rounds and awards plus its expected token now.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ...card.cards import ARTIST_COUNT, AWARD_VALUE, DECK, ROUNDS, Card
from ...card.state import ADDING, View

ARTISTS = range(ARTIST_COUNT)


@dataclass(frozen=True)
class Style:
    """The tunable weights of a level."""
    keep: float = 3.0           # worth of a card kept in hand for a later round, per round left
    keep_base: float = 0.3      # ... plus this share of its artist's tokens and awards so far
    late: float = 0.5           # the keep worth before the last round, as a share of earlier
    early: float = 1.0          # ... and in the first round (two rounds or more still to come)
    best_weight: float = 1.0    # the opponents' part of the standing: best one vs their mean
    temp: float = 0.4           # how sure the model is of the order of artists at the end...
    temp_slope: float = 0.5     # ... and how much less sure per play left before the threshold
    opp_add: float = 0.8        # share of an opponent's likely additions at scoring counted
    hand_push: float = 0.0      # own hand cards of an artist count this much toward its rank
    pool_push: float = 0.0      # the unseen cards likely still to be played, likewise
    relative: bool = True       # subtract the opponents' standing at all
    lookahead: bool = True      # value a turn card with the best use of its effect
    wasted: float = 0.5         # an effect card that ends the round loses its effect
    draw_bonus: float = 0.3     # drawing a card: its keep worth plus this


def unseen_pool(view: View) -> list[Card]:
    """Cards this seat has not seen: other hands, others' face-down cards and the deck."""
    seen = {c.id for c in view.hand or ()}
    seen.update(c.id for d in view.displays for c in d)
    seen.update(c.id for c in view.removed)
    seen.update(c.id for c in view.my_face_down)
    if view.influence is not None:
        seen.add(view.influence.id)
    return [c for c in DECK if c.id not in seen]


def artist_tally(cards) -> list[int]:
    """Cards per artist."""
    tally = [0] * ARTIST_COUNT
    for c in cards:
        tally[c.artist] += 1
    return tally


@dataclass
class Outlook:
    """The facts of one decision, fixed while its options are compared."""
    seat: int
    players: int
    threshold: int
    rounds_left: int            # rounds after this one
    base: list[float]           # per artist: tokens of earlier rounds and awards
    totals: tuple[int, ...]
    share: list[float]          # per artist: share of the unseen pool
    hand_sizes: tuple[int, ...]
    down: tuple[int, ...]       # face-down cards per seat (own ones are known)
    style: Style
    values: tuple[int, ...] | None = None   # exact card worths once the round is scored

    @classmethod
    def of(cls, view: View, style: Style) -> "Outlook":
        pool = artist_tally(unseen_pool(view))
        size = sum(pool) or 1
        base = [AWARD_VALUE * view.awards[a]
                + sum(row[a] for r, row in enumerate(view.board) if r < view.round)
                for a in ARTISTS]
        return cls(seat=view.seat, players=view.players, threshold=view.threshold,
                   rounds_left=ROUNDS - 1 - view.round, base=base, totals=view.totals,
                   share=[k / size for k in pool], hand_sizes=view.hand_sizes,
                   down=view.face_down_counts, style=style,
                   values=view.values if view.phase == ADDING else None)

    def keep_value(self, artist: int) -> float:
        """What one card of `artist` in hand is worth for the rounds still to come."""
        if self.rounds_left <= 0:
            return 0.0
        s = self.style
        share = s.late if self.rounds_left == 1 else s.early if self.rounds_left > 2 else 1.0
        return s.keep * share * (1 + s.keep_base * self.base[artist])


@dataclass
class Table:
    """The table as counts per artist, from one seat's knowledge."""
    counts: list[float]                 # face up in play (influence included)
    displays: list[list[float]]         # per seat, face up
    my_down: list[float]                # own face-down cards
    hand: list[int]                     # own hand
    ended: bool = False

    @classmethod
    def of(cls, view: View) -> "Table":
        return cls(counts=[float(c) for c in view.counts],
                   displays=[[float(k) for k in artist_tally(d)] for d in view.displays],
                   my_down=[float(k) for k in artist_tally(view.my_face_down)],
                   hand=artist_tally(view.hand or ()))

    def copy(self) -> "Table":
        return Table(list(self.counts), [list(d) for d in self.displays], list(self.my_down),
                     list(self.hand), self.ended)

    def play(self, seat: int, artist: int, threshold: int, weight: float = 1.0) -> None:
        """A card of `artist` lands face up in `seat`'s display."""
        self.counts[artist] += weight
        self.displays[seat][artist] += weight
        if self.counts[artist] >= threshold - 1e-9:
            self.ended = True


def _sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def artist_worths(o: Outlook, t: Table) -> tuple[list[float], list[float]]:
    """Per artist: the expected worth of one card this round, and the chance of leading."""
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
    ahead = [0.0] * ARTIST_COUNT        # per artist: how many artists are likely ahead
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


def _holds(share: float, hand: int) -> float:
    """Chance that a hidden hand of `hand` cards holds a card whose share of the pool is `share`."""
    return 1.0 - (1.0 - min(share, 0.999)) ** hand


def standing(o: Outlook, t: Table) -> float:
    """The seat's expected standing after this round, relative to its opponents."""
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
