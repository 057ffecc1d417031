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

This is Hard's hot path (every move of every rollout is Normal's choice): what is fixed for a
decision is worked out once in `Outlook`, and the loops are written for speed, every sum in
the same order as the plain formulas of tests/card_model_reference.py, which they must equal
to the last bit (tests/test_card_speed.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...card.cards import ARTIST_CARDS, ARTIST_COUNT, AWARD_VALUE, ROUNDS
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


def keep_worth(s: Style, rounds_left: int, base: float) -> float:
    """A card kept in hand for the rounds still to come, when its artist has `base` in tokens
    of earlier rounds and awards."""
    if rounds_left <= 0:
        return 0.0
    share = s.late if rounds_left == 1 else s.early if rounds_left > 2 else 1.0
    return s.keep * share * (1 + s.keep_base * base)


def artist_tally(cards) -> list[int]:
    """Cards per artist."""
    tally = [0] * ARTIST_COUNT
    for c in cards:
        tally[c.artist] += 1
    return tally


@dataclass
class Outlook:
    """The facts of one decision, fixed while its options are compared.

    What follows from them alone is worked out once (`__post_init__`): the keep worths, the
    rivals' hidden cards' pull on each artist, each rival's chance of holding an artist."""
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
    keep: list[float] = field(init=False, repr=False)       # per artist: `keep_value`
    mean_keep: float = field(init=False, repr=False)        # a hidden card's keep worth
    hidden_pull: list[float] = field(init=False, repr=False)  # rivals' face-down cards' part
    exact: tuple | None = field(init=False, repr=False)     # `artist_worths` once scored
    rivals: list[tuple] = field(init=False, repr=False)
    # ... per rival: seat, total, face-down cards, hand size, and per artist opp_add × the
    # chance its hand holds one (None at scoring or with an empty hand: no additions counted)
    keep_follows_base: bool = field(init=False, repr=False, default=True)
    #: per rival seat, its face-down cards and its hand per artist, where they are known (a
    #: world Hard dealt: `knowing`); None: spread over the unseen pool
    dealt: dict | None = field(init=False, repr=False, default=None)

    def __post_init__(self) -> None:
        others_down = sum(d for i, d in enumerate(self.down) if i != self.seat)
        self.hidden_pull = [others_down * self.share[a] for a in ARTISTS]
        add, scoring = self.style.opp_add, self.values is not None
        held: dict[int, list[float]] = {}       # per hand size (rivals often hold as many)
        self.rivals = []
        for i, size in enumerate(self.hand_sizes):
            if i == self.seat:
                continue
            if size and not scoring and size not in held:
                held[size] = [add * _holds(self.share[a], size) for a in ARTISTS]
            self.rivals.append((i, self.totals[i], self.down[i], size, held.get(size)))
        self.exact = None if not scoring else (
            [float(v) for v in self.values], [1.0 if v else 0.0 for v in self.values])
        self.set_keep([self._keep(a) for a in ARTISTS])
        self.keep_follows_base = True

    @classmethod
    def of(cls, view: View, style: Style) -> "Outlook":
        # the unseen pool per artist: all cards but the face-up ones (the displays and the
        # influence card: the counts), earlier rounds' cards (each round's counts), the own
        # hand and face-down cards
        pool = [total - up for total, up in zip(ARTIST_CARDS, view.counts)]
        for result in view.results:
            pool = [k - gone for k, gone in zip(pool, result.counts)]
        for cards in (view.hand or (), view.my_face_down):
            for c in cards:
                pool[c.artist] -= 1
        size = sum(pool) or 1
        earlier = view.board[:view.round]
        base = [AWARD_VALUE * view.awards[a] + sum(row[a] for row in earlier) for a in ARTISTS]
        return cls(seat=view.seat, players=view.players, threshold=view.threshold,
                   rounds_left=ROUNDS - 1 - view.round, base=base, totals=view.totals,
                   share=[k / size for k in pool], hand_sizes=view.hand_sizes,
                   down=view.face_down_counts, style=style,
                   values=view.values if view.phase == ADDING else None)

    def knowing(self, downs: dict[int, list[int]], hands: dict[int, list[int]]) -> None:
        """Value as if each rival's face-down cards (`downs`) and hand (`hands`), cards per
        artist, were known: their pull on the ranking, their worth and the rivals' additions at
        scoring come from them instead of the unseen pool (Hard's imagined own seat in a world
        it dealt; never a real seat's view)."""
        self.dealt = {seat: (downs[seat], hands[seat]) for seat in downs}
        self.hidden_pull = [float(sum(down[a] for down in downs.values())) for a in ARTISTS]

    def _keep(self, artist: int) -> float:
        return keep_worth(self.style, self.rounds_left, self.base[artist])

    def keep_value(self, artist: int) -> float:
        """What one card of `artist` in hand is worth for the rounds still to come."""
        return self.keep[artist]

    def set_keep(self, keep: list[float]) -> None:
        """Value a kept card of each artist at `keep`, whatever the tokens (for experiments)."""
        self.keep, self.keep_follows_base = keep, False
        self.mean_keep = sum(keep[a] * self.share[a] for a in ARTISTS)


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
        return Table(self.counts[:], [d[:] for d in self.displays], self.my_down[:],
                     self.hand[:], self.ended)

    def play(self, seat: int, artist: int, threshold: int, weight: float = 1.0) -> None:
        """A card of `artist` lands face up in `seat`'s display."""
        self.counts[artist] += weight
        self.displays[seat][artist] += weight
        if self.counts[artist] >= threshold - 1e-9:
            self.ended = True

    def spread(self, seat: int, weights: list[float], threshold: int) -> None:
        """One card lands face up in `seat`'s display, spread over the artists by `weights`
        (`play` of each artist with its weight, in artist order)."""
        counts, display, limit = self.counts, self.displays[seat], threshold - 1e-9
        for a in ARTISTS:
            counts[a] += weights[a]
            display[a] += weights[a]
            if counts[a] >= limit:
                self.ended = True


def _sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


#: Each artist's handicap in the ranking: the lower number wins a tie.
_TIE = [0.01 * a for a in ARTISTS]
_PAIRS = [(a, b) for a in ARTISTS for b in range(a + 1, ARTIST_COUNT)]
assert ARTIST_COUNT == 5, "artist_worths spells out the pairs of five artists"


def artist_worths(o: Outlook, t: Table) -> tuple[list[float], list[float]]:
    """Per artist: the expected worth of one card this round, and the chance of leading."""
    if o.exact is not None:
        return o.exact
    counts, style = t.counts, o.style
    to_go = max(0.0, o.threshold - max(counts))
    left = 0.0 if t.ended else to_go
    pull, down = o.hidden_pull, t.my_down
    if style.hand_push or style.pool_push:
        strength = [counts[a] + down[a] + pull[a] + style.hand_push * min(left, t.hand[a])
                    + style.pool_push * left * o.share[a] - _TIE[a] for a in ARTISTS]
    else:                               # (the same sums: adding 0.0 changes no value)
        strength = [counts[a] + down[a] + pull[a] - _TIE[a] for a in ARTISTS]
    temp, exp = 0.05 if t.ended else style.temp + style.temp_slope * to_go, math.exp
    # p(b ahead of a) for the pairs a < b, the sigmoid of their strengths' difference
    chances = []
    for a, b in _PAIRS:
        x = (strength[b] - strength[a]) / temp
        chances.append(1.0 if x > 30 else 0.0 if x < -30 else 1.0 / (1.0 + exp(-x)))
    p01, p02, p03, p04, p12, p13, p14, p23, p24, p34 = chances
    # per artist: how many artists are likely ahead (summed pair by pair, in pair order)
    ahead = (p01 + p02 + p03 + p04,
             1.0 - p01 + p12 + p13 + p14,
             1.0 - p02 + (1.0 - p12) + p23 + p24,
             1.0 - p03 + (1.0 - p13) + (1.0 - p23) + p34,
             1.0 - p04 + (1.0 - p14) + (1.0 - p24) + (1.0 - p34))
    tokens, leads = [], []
    for r in ahead:
        x = 3.0 - r
        x = x if x > 0.0 else 0.0
        tokens.append(x if x < 3.0 else 3.0)
        leads.append(x if x < 1.0 else 1.0)
    tscale = 6.0 / (sum(tokens) or 1.0)
    lscale = 3.0 / (sum(leads) or 1.0)
    base, worth = o.base, []
    for a in ARTISTS:
        lead = leads[a] * lscale
        leads[a] = lead = lead if lead < 1.0 else 1.0
        worth.append(lead * base[a] + tokens[a] * tscale)
    return worth, leads


def _holds(share: float, hand: int) -> float:
    """Chance that a hidden hand of `hand` cards holds a card whose share of the pool is `share`."""
    return 1.0 - (1.0 - min(share, 0.999)) ** hand


def standing_with_award(o: Outlook, t: Table, artist: int) -> float:
    """The standing if `artist` had one more award token (the award effect)."""
    o.base[artist] += AWARD_VALUE
    keep = o.keep
    if o.keep_follows_base:
        o.keep = [o._keep(a) for a in ARTISTS]
    try:
        return standing(o, t, sum(o.keep[a] * o.share[a] for a in ARTISTS))
    finally:
        o.base[artist] -= AWARD_VALUE
        o.keep = keep


def standing(o: Outlook, t: Table, mean_keep: float | None = None) -> float:
    """The seat's expected standing after this round, relative to its opponents."""
    worth, leads = artist_worths(o, t)
    keep, me, scoring = o.keep, o.seat, o.exact is not None
    mine = float(o.totals[me])
    for up, down, held, value, kept in zip(t.displays[me], t.my_down, t.hand, worth, keep):
        shown = up + down
        mine += shown * value + held * kept
        if not scoring and held and shown > 0:
            extra = value - kept
            if extra > 0.0:             # (max(0.0, extra): adding 0.0 changes no value)
                mine += extra
    if not o.style.relative:
        return mine
    mean_worth = sum([value * share for value, share in zip(worth, o.share)])
    if mean_keep is None:
        mean_keep = o.mean_keep
    theirs = []
    displays = t.displays
    if o.dealt is not None and not scoring:
        return mine - _rivals_part(o, [_dealt_score(o, i, total, displays[i], worth, leads)
                                       for i, total, _, _, _ in o.rivals])
    for i, total, hidden, size, holds in o.rivals:
        score = total + hidden * mean_worth + size * mean_keep
        # (adding 0.0 × worth changes no value: artists not shown are skipped)
        if holds is None:
            for shown, value in zip(displays[i], worth):
                if shown:
                    score += shown * value
        else:
            for shown, value, lead, hold in zip(displays[i], worth, leads, holds):
                if shown:
                    score += shown * value
                    if shown > 0:
                        score += hold * lead * value
        theirs.append(score)
    return mine - _rivals_part(o, theirs)


def _rivals_part(o: Outlook, theirs: list[float]) -> float:
    """The opponents' part of the standing: the best one weighted `best_weight`, their mean
    the rest."""
    best = max(theirs)
    mean = sum(theirs) / len(theirs)
    w = o.style.best_weight
    return w * best + (1 - w) * mean


def _dealt_score(o: Outlook, seat: int, total: float, shown: list[float], worth: list[float],
                 leads: list[float]) -> float:
    """A rival's expected standing when its face-down cards and hand are known (`knowing`):
    its cards in play and face down at their worth, its hand at the keep worth, and for each
    artist it shows and holds, `opp_add` of a likely addition at scoring."""
    down, hand = o.dealt[seat]
    score, keep, add = float(total), o.keep, o.style.opp_add
    for a in ARTISTS:
        score += down[a] * worth[a] + hand[a] * keep[a]
        if shown[a]:
            score += shown[a] * worth[a]
            if shown[a] > 0 and hand[a]:
                score += add * leads[a] * worth[a]
    return score
