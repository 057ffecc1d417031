"""The Hard computer player: search over the hidden information.

At a close decision it deals the cards it cannot see at random (consistent with its view:
hand sizes, dummy hands, the deck's size, the cards of earlier rounds) and reconstructs every
seat's cash from the public record, then plays the rest of the round out from each candidate
action with the Normal rules (using a quick value guess inside the simulations), and takes the
action with the best average *standing*: money relative to the leader and to the table. The
same sampled worlds serve every candidate, so their comparison is fair. Forced and clear-cut
decisions are left to the Normal rules and cost no search. The app's `deadline` (`thinking`)
stops a search early; one stopped before MIN_WORLDS worlds keeps the Normal choice.
"""
from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Sequence

from .. import market
from ..i18n import _
from ..actions import Action, AddSecondCard, AmountRange, Legal, Pass
from ..config import STANDARD
from ..state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                     OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE, State, View)
from .knowledge import Memory, boldness, public_cash
from .levels import NormalBot, dummy_odds, situation
from .thinking import Deadline, passed
from .model import LEAF, LEAFED
from .playouts import HAND_CARD, REWARD, rollout, sample_world, standing
from .policy import Situation, Style, decide, hand_charge, play_score

__all__ = ["HardBot", "MasterBot", "HAND_CARD", "REWARD", "rollout", "sample_world", "standing"]

#: Simulations a decision may run. The budget is counted in simulations rather than seconds
#: so that a seed always gives the same decisions, however busy the machine; at about 1 ms a
#: simulation it keeps a decision well under a second (the tournament measures it).
DEFAULT_BUDGET = 96
#: Sampled worlds per decision: at least enough to tell candidates apart, at most this many.
MAX_WORLDS = 24
MIN_WORLDS = 6
#: Hard's own rules where it does not search: the Normal rules with bolder factors, tried
#: against the gauntlet on seeds from 100000 (bench/AI_RESULTS.md): paying the full value
#: (1.0 / 0.85, as once tuned against Normal) overpays against players who value lots well.
HARD_STYLE = Style(bid=0.95, sealed=0.82, once=0.82, fixed=0.8, buy=0.97)
#: How Hard's simulations expect the other seats to play: like strong players, who bid closer
#: to a lot's value than the old Normal rules did (the new Normal's factors).
OTHERS_STYLE = NormalBot.STYLE
#: Standard errors by which a searched action must beat the Normal choice to replace it.
CONFIDENCE = 1.5
#: The decision kinds (phases) Hard can search.
SEARCHABLE = frozenset({PLAY, DOUBLE_OFFER, OPEN_BIDDING, ONCE_AROUND_BIDDING, SEALED_BIDDING,
                        SET_PRICE, FIXED_OFFER, DUMMY_REVEAL})
#: The kinds Hard searches in the standard game; at the others its own rules decide. Switched
#: off one kind at a time, the search was worth most at choosing the card to auction and in the
#: auctions Hard bids in, and nothing measurable at the double's offer, the price it sets or a
#: sealed bid (bench/AI_RESULTS.md), so its time goes where it pays:
SEARCHED = SEARCHABLE - {DOUBLE_OFFER, SET_PRICE, SEALED_BIDDING}
#: ... four times the simulations and worlds there (measured better on report seeds with 3 and
#: 4 players, against the gauntlet and against Normal; decisions stay well under a second).
GROWTH = {PLAY: 4, OPEN_BIDDING: 4, ONCE_AROUND_BIDDING: 4, FIXED_OFFER: 4}
#: The tables where Hard's search is moved so: the standard game with 3 or 4 players. With 5
#: players it measured no better (paired over 242 report deals: −5.2 win points, SE 3.7), in
#: the 2-player variant far weaker (70.6% of 206 games where searching every kind wins 87.6%
#: of 480), and the 3-player dummy variant was not measured: there Hard searches every kind at
#: the base budget, as before.
MOVED = frozenset({(STANDARD, 3), (STANDARD, 4)})
#: Hard's rules at those tables, where its own rule names the price of a fixed-price lot: it
#: names 0.86 of the lot's value, not 0.80 (swept with its rules alone on tuning seeds, 0.86
#: gained against Normal and in margin against the gauntlet, 0.90 and 0.95 lost against the
#: gauntlet; with the search on report seeds, paired over 480 deals each: +5.8 win points,
#: SE 1.7, against three Normals, +10.1 margin, SE 3.4, with 3 players, level against three
#: gauntlet players: bench/AI_RESULTS.md).
MOVED_STYLE = replace(HARD_STYLE, fixed=0.86)
#: ... and its rules there also charge the card it auctions what it takes from its hand for
#: the rounds to come (`Style.hand_keep`: the learned worth `LEAF` a play takes away, so a
#: double and its partner wait for a later round rather than sell now as a pair). With the
#: search, paired on 300 fresh tuning deals each: at 4 players +7.8 win points (SE 3.5)
#: against three Normals, level or better against playout, leader, shader; at 3 players
#: +12.2 (SE 3.7) against playout and leader (bench/AI_RESULTS.md).
KEPT_STYLE = replace(MOVED_STYLE, hand_keep=1.0)
#: Hard's 5-player plan (bench/AI_RESULTS.md, pass 19): at these tables its rules are
#: KEPT_STYLE, charging a play by the 5-player weights (`model.CHARGED`; the search's leaf
#: stays 8 a card), and its imagined others are less sure (UNSURE_OTHERS). On 800 fresh deals
#: against the gauntlet: +5.1 win points (SE 2.1) over Hard without it.
KEPT_UNSURE: frozenset = frozenset({(STANDARD, 5)})
#: ... those others: every amount off by up to ±10%, one auction in ten of a card at random.
UNSURE_OTHERS = replace(OTHERS_STYLE, noise=0.1, careless_play=0.1)


class HardBot:
    """Determinized search with Normal-rule simulations, within a budget of simulations per
    decision (counted, not timed, so that a seed always gives the same game)."""

    name = "hard"
    description = _("Imagines the hidden hands many times over and plays out the round to find "
                    "the move that keeps it ahead.")
    searches = True     # `choose` takes the app's `deadline` (`thinking`)

    def __init__(self, budget: int = DEFAULT_BUDGET, max_worlds: int = MAX_WORLDS,
                 min_worlds: int = MIN_WORLDS, confidence: float = CONFIDENCE,
                 style: Style | None = None, others: Style | None = None,
                 push: bool | None = None, kinds: frozenset | None = None,
                 scale: dict | None = None, boost: float = 1.0, spread: float = 0.0,
                 leaf: dict | None = None, reward: tuple = REWARD,
                 quick: tuple[float, float, float] | None = None, fitted: float = 0.0,
                 late: tuple[int, float] | None = None, width: tuple[int, float] = (4, 12.0),
                 open_more: tuple[float, ...] = (), once: tuple[float, ...] = (0.6, 0.8, 1.0),
                 horizon: int = 0, kept_unsure: frozenset | None = None) -> None:
        self.budget = budget
        #: The tables of Hard's switched plan (`KEPT_UNSURE`, if not given).
        self.kept_unsure = KEPT_UNSURE if kept_unsure is None else frozenset(kept_unsure)
        #: How many rounds past the present one the play-outs play on (0: to its end).
        self.horizon = horizon
        #: The candidates searched: at play the best (so many, within so many points of the
        #: best) by Hard's rules; in an open auction, limits at these more fractions of the
        #: lot's value beside its own; in a once-around auction, bids at these fractions.
        self.width, self.open_more, self.once = width, open_more, once
        #: (round from, factor): from that round (counted from 0) on, every searched kind's
        #: simulations and worlds grow by the factor (None: no round searches more).
        self.late = late
        #: How far each other seat's boldness in the simulations follows what it paid, in the
        #: scored rounds, for what its lots paid out, against the table's (`boldness`; 0: off).
        self.fitted = fitted
        #: The simulations' quick value guess, as `fast_values`' (share, sharpness, own), if
        #: not its defaults (None).
        self.quick = quick
        #: The weight of the best rival in `standing` and its bonus for a win (`REWARD`), and
        #: optionally the moves still to come that score a round's end by the chance to win.
        self.reward = reward
        #: What a hand is worth at a simulated round's end: weights by (players, round about
        #: to start) for `hand_worth`, an empty dict for HAND_CARD a card, None for the
        #: table's default (`LEAF` at the tables of `LEAFED`, else HAND_CARD a card).
        self.leaf = leaf
        #: How unsure Hard is of the others' boldness: in each sampled world every other seat
        #: bids with its factors times a number drawn from 1 ± spread (0: all play alike).
        self.spread = spread
        #: The decision kinds searched and by what factor each one's budget and worlds grow,
        #: if given; else by the variant (`plan`). `boost` multiplies every kind's factor.
        self.kinds = None if kinds is None else frozenset(kinds)
        self.scale = None if scale is None else dict(scale)
        self.boost = boost
        self.plans: dict[tuple, tuple[frozenset, dict, Style]] = {}
        self.confidence = confidence
        self.max_worlds = max_worlds
        self.min_worlds = min(min_worlds, max_worlds)
        self.normal = NormalBot(push=push)
        self.memory = self.normal.memory
        #: Hard's rules: the style given, else the table's (`plan`), set at every decision.
        self.given = style
        self.style = style or HARD_STYLE
        #: How Hard expects the other seats to play: the style given, else the table's
        #: (`others_at`).
        self.given_others = others
        self.others = others or OTHERS_STYLE
        #: How many decisions were searched (for benchmarks and tests).
        self.searched = 0
        #: The limit chosen for each open auction, found by one search at its first close turn.
        self.limits: dict[tuple, int] = {}
        #: The last search's best edge over the Normal choice and its standard error (for
        #: bench/ai_decisions.py: how sure was the search where it overrode the rules?).
        self.edge = (0.0, 0.0)

    def plan(self, config) -> tuple[frozenset, dict, Style]:
        """The decision kinds searched at this table, each one's growth factor, and Hard's
        rules there (worked out once per table, not at every decision)."""
        table = (config.variant, config.players)
        planned = self.plans.get(table)
        if planned is None:
            moved = table in MOVED
            kinds = self.kinds if self.kinds is not None else SEARCHED if moved else SEARCHABLE
            scale = self.scale if self.scale is not None else GROWTH if moved else {}
            kept = moved or table in self.kept_unsure
            style = self.given or (KEPT_STYLE if kept else HARD_STYLE)
            planned = self.plans[table] = (
                kinds, {kind: self.boost * scale.get(kind, 1) for kind in kinds}, style)
        return planned

    def others_at(self, config) -> Style:
        """How the search imagines the other seats at this table: the style given, else the
        less sure UNSURE_OTHERS at the tables of the switched plan, else OTHERS_STYLE."""
        if self.given_others is None and (config.variant, config.players) in self.kept_unsure:
            return UNSURE_OTHERS
        return self.others

    def hand_leaf(self, config) -> dict | None:
        """The weights that value the hands at a simulated round's end at this table (None or
        empty: HAND_CARD a card): the leaf given, else `LEAF` at the tables of `LEAFED`."""
        if self.leaf is not None:
            return self.leaf
        return LEAF if (config.variant, config.players) in LEAFED else None

    def choose(self, view: View, legal: Sequence[Legal], rng: random.Random,
               deadline: Deadline | None = None) -> Action:
        """Pick an action: the Normal rules' choice unless a search (till `deadline`) beats it."""
        self.memory.observe(view)
        if len(legal) == 1 and type(legal[0]) is not AmountRange:
            return legal[0]  # type: ignore[return-value]
        self.style = self.plan(view.config)[2]
        cash = public_cash(view)
        if view.cash[view.seat] is not None and view.cash[view.seat] != cash[view.seat]:
            cash = tuple(view.cash[view.seat] if i == view.seat else c  # type: ignore[misc]
                         for i, c in enumerate(cash))
        sit = situation(view, cash)
        valuer, pool = self.normal.valuer(view, sit, rng)
        if view.phase == OPEN_BIDDING:
            return self.open_bid(view, sit, legal, valuer, pool, rng, deadline)
        odds = dummy_odds(pool) if view.phase == DUMMY_REVEAL else None
        default = decide(sit, legal, valuer, self.style, rng, odds)
        if view.phase not in self.plan(view.config)[0]:
            return default
        candidates = self.candidates(sit, legal, default, valuer)
        if len(candidates) < 2:
            return default
        self.searched += 1
        return self.search(view, sit, pool, candidates, rng, deadline)

    def open_bid(self, view: View, sit: Situation, legal: Sequence[Legal], valuer, pool: list,
                 rng: random.Random, deadline: Deadline | None = None) -> Action:
        """In an open auction: search once (till `deadline`) for the most to pay for this lot,
        then raise in small steps up to it on every lap."""
        me = sit.seat
        n = sit.players
        bid = next((o for o in legal if type(o) is AmountRange), None)
        pass_ = Pass(me)
        if bid is None:
            return pass_
        key = (view.round, len(view.sales), tuple(c.id for c in view.lot), view.auctioneer)
        limit = self.limits.get(key)
        high = sit.high_bid
        if limit is None:
            values = valuer(sit.counts, sit.hand)
            value = sum(values[c.artist] for c in sit.lot)
            cap = min(market.lot_ceiling(sit.base[sit.lot[0].artist], len(sit.lot)), bid.hi)
            mine = sit.auctioneer == me
            keep = market.keep_factor(n) * self.style.keep
            factors = ((0.4, keep, 0.75) if mine
                       else (0.7, self.style.bid, 1.0, 1.15) + self.open_more)
            normal = int(value * factors[1])
            limit = min(normal, cap)
            searched = OPEN_BIDDING in self.plan(view.config)[0]
            if searched and value >= 3 and high + 1 <= 1.25 * value:
                options = [limit, 0]
                for f in factors:
                    amount = min(int(value * f), cap)
                    if amount >= high + 1 and amount not in options:
                        options.append(amount)
                if len(options) > 1:
                    self.searched += 1
                    limit = self.search(view, sit, pool, options, rng, deadline)
            self.limits[key] = limit
        if sit.auctioneer == me and sit.high_bidder is None:
            return pass_
        if high + 1 > limit:
            return pass_
        return bid.make(min(limit, high + min(5, max(1, (limit - high) // 4))))

    # --- where the search is worth it ------------------------------------------------------

    def candidates(self, sit: Situation, legal: Sequence[Legal], default: Action,
                   valuer) -> list[Action]:
        """The actions worth comparing, the Normal choice first; one means "no search"."""
        phase = sit.phase
        out: list[Action] = [default]

        def add(action: Action) -> None:
            if action not in out:
                out.append(action)

        if phase == PLAY:
            scored = []
            seen = set()
            charge = hand_charge(sit, self.style)
            for option in legal:
                card = option.card  # type: ignore[union-attr]
                if (card.artist, card.method) in seen:
                    continue
                seen.add((card.artist, card.method))
                scored.append((play_score(sit, card, valuer, self.style, charge), option))
            scored.sort(key=lambda t: -t[0])
            top = scored[0][0]
            for score, option in scored[:self.width[0]]:
                if top - score <= self.width[1]:
                    add(option)
            return out
        if phase in (DOUBLE_OFFER, DUMMY_REVEAL):
            seen_methods = set()
            for option in legal:
                if type(option) is AddSecondCard:
                    if option.card.method in seen_methods:
                        continue
                    seen_methods.add(option.card.method)
                add(option)  # type: ignore[arg-type]
            return out
        values = valuer(sit.counts, sit.hand)
        value = sum(values[c.artist] for c in sit.lot)
        if value < 3:
            return out
        cap = market.lot_ceiling(sit.base[sit.lot[0].artist], len(sit.lot))
        if phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
            bid = next((o for o in legal if type(o) is AmountRange), None)
            if bid is None:
                return out
            nxt = sit.high_bid + 1
            if nxt > cap or not 0.45 * value <= nxt <= 1.25 * value:
                return out
            add(Pass(sit.seat))
            if phase == ONCE_AROUND_BIDDING:
                for f in self.once:
                    amount = int(value * f)
                    if bid.lo <= amount <= min(bid.hi, cap):
                        add(bid.make(amount))
            if nxt <= bid.hi:
                add(bid.make(nxt))
            return out
        if phase in (SEALED_BIDDING, SET_PRICE):
            option = legal[0]
            centre = default.amount  # type: ignore[union-attr]
            for f in (0.5, 0.75, 1.25, 1.5):
                amount = int(round(centre * f))
                amount = max(option.lo, min(amount, option.hi, cap))  # type: ignore[union-attr]
                add(option.make(amount))  # type: ignore[union-attr]
            if phase == SEALED_BIDDING:
                add(option.make(0))  # type: ignore[union-attr]
            return out
        if phase == FIXED_OFFER:
            if 0.5 * value <= sit.price <= 1.2 * value:
                for option in legal:
                    add(option)  # type: ignore[arg-type]
            return out
        return out

    # --- the search ----------------------------------------------------------------------------

    def search(self, view: View, sit: Situation, pool: list, candidates: list,
               rng: random.Random, deadline: Deadline | None = None):
        """Average standing after each candidate over the same sampled worlds. The best one
        replaces the Normal choice (candidates[0]) only when its edge is clear of the noise:
        its mean gain per world must exceed CONFIDENCE standard errors."""
        k = len(candidates)
        grow = self.plan(view.config)[1].get(view.phase, 1)
        if self.late is not None and view.round >= self.late[0]:
            grow *= self.late[1]
        worlds = max(self.min_worlds, min(int(self.max_worlds * grow),
                                          int(self.budget * grow) // k))
        scores = [[0.0] * worlds for _ in range(k)]
        cache: dict = {}    # quick values by table, shared by all simulations of this search
        leaf = self.hand_leaf(view.config)
        bold = boldness(view, self.fitted) if self.fitted else None
        others = self.others_at(view.config)
        for w in range(worlds):
            if passed(deadline):   # the app's budget spent: decide on the worlds played
                scores, worlds = [row[:w] for row in scores], w
                break
            world = self.world(view, sit, rng)
            seed = rng.getrandbits(32)
            theirs = self.imagined(sit, rng, bold, others) if self.spread or bold else others
            for i, action in enumerate(candidates):
                scores[i][w] = rollout(world, action, sit.seat, random.Random(seed), self.style,
                                       theirs, cache, leaf, self.reward, self.quick,
                                       self.horizon)
        best = max(range(k), key=lambda i: (sum(scores[i]), -i))
        if best == 0 or worlds < self.min_worlds:
            self.edge = (0.0, 0.0)
            return candidates[0]
        diffs = [b - a for a, b in zip(scores[0], scores[best])]
        mean = sum(diffs) / worlds
        var = sum((d - mean) ** 2 for d in diffs) / max(1, worlds - 1)
        self.edge = (mean, math.sqrt(var / worlds))
        if mean > self.confidence * self.edge[1]:
            return candidates[best]
        return candidates[0]

    def world(self, view: View, sit: Situation, rng: random.Random) -> State:
        """One sampled world consistent with the view (bench/oracle.py gives the truth)."""
        return sample_world(view, sit, self.memory, rng)

    def imagined(self, sit: Situation, rng: random.Random,
                 bold: dict[int, float] | None = None,
                 base: Style | None = None) -> tuple[Style, ...]:
        """One sampled world's other seats: each as bold as `base` (the imagined others,
        `self.others` if not given) times 1 ± spread, and times its fitted boldness (`bold`)."""
        base = base or self.others
        out = []
        for seat in range(sit.players):
            k = 1.0 + self.spread * (2.0 * rng.random() - 1.0) if self.spread else 1.0
            k *= (bold or {}).get(seat, 1.0)
            out.append(base if seat == sit.seat else replace(
                base, bid=base.bid * k, sealed=base.sealed * k, once=base.once * k,
                fixed=base.fixed * k, buy=base.buy * k))
        return tuple(out)


class MasterBot(HardBot):
    """Hard's search with four times the simulations and worlds wherever it searches: about
    four times Hard's time a decision (the issue allows a Master up to about 3 s)."""

    name = "master"
    description = _("Hard's search with four times the imagined games, and about four times "
                    "slower to answer.")

    def __init__(self, **settings) -> None:
        settings.setdefault("boost", 4.0)
        super().__init__(**settings)
