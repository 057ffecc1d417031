"""Hard for the card game: determinized search with rollouts to the end of the game.

Round 1 plays Normal's move. From round 2 on (`FROM_ROUND`), at a decision with more than one
move worth telling apart, Hard deals what it has not seen (the other hands, the others'
face-down cards and everyone-plays choices, the deck's order) at random, consistently with its
view, many times; nine times in ten a rival's face-down cards and secret choice are then re-made
by Normal from the cards the deal gave it (`GUESS`, `infer.py`). In each deal it tries each
candidate, Normal's best `WIDTH` moves plus any move that ends the round now, and every seat
plays the rest of the game out with Normal's policy, a rival taking a uniformly random legal
move one time in ten (`RIVAL_NOISE`); every candidate gets the same deals and random numbers. A
rollout is worth the final totals: its own against the opponents' (the best weighted
`RIVAL_BEST`, their mean the rest), a win counting `WIN_BONUS` more. A candidate `PRUNE`
standard errors behind the best is dropped as the deals come in, and Normal's choice stands
unless another move beats it by `CONFIDENCE` standard errors. The scoring's adding decisions
and the draw effect follow Normal's rule.

The effort is counted in simulated moves (`BUDGET`, within `MIN_DEALS` to `MAX_DEALS` deals),
never in time, and every random draw comes from the `rng` passed to `choose`: a seed always
gives the same game. The budget binds nearly every search of rounds 2 and 3 (a search ends on
the deal that crosses it, so it spends up to a deal more), and the floor of deals is reached
there by the time the budget is (it adds at most a deal): the slowest decisions' time is the
budget times a simulated move's, which has differed 1.6 times between two sessions on the same
machine. The budget leaves room for the slow days under the issue's 1 s at the 95th
percentile; more effort bought no measured strength in this range (the card game's sixth,
nineteenth and twenty-eighth passes in bench/AI_RESULTS.md). Only the app passes `choose` a
`deadline` (`game.ai.thinking`): once it has passed, the search stops before the next
candidate's rollout and drops the deal in hand (its candidates must share their deals), and one
stopped before `CUT_DEALS` whole deals plays Normal's move.

`HardBot`'s other options are off by default; each measured no stronger against Normal on
tuning seeds (the card game's passes in bench/AI_RESULTS.md say what each measured, and how the
shipped settings were chosen): `rounds` (rollouts stop at a round's scoring and `leaf.py` values
the rest), `confirm` (a move other than Normal's must win again on fresh deals), `win_bonus`,
`rival_best` and `win_from` (rewards closer to winning), `own_best` (Hard's own later moves in
the rollouts weighing the best rival otherwise), `not_added` (no card of an artist a rival did
not add at the last scoring where Normal would have), `awards` (false: Normal places an award),
`early_keep` (another worth of a kept card in the unsearched rounds), `soft` (rivals unsure
between close moves), `adding` and `draws` (search those decisions too), `informed` (the
rollouts' own seat sees the rivals' cards of the world dealt: `Informed`), and `halve_at` (after
so many deals only half the candidates, Normal's choice among them, share the rest of the
budget: successive halving); `cut_deals` is
the whole deals a search the app's deadline cut needs to overrule Normal (`CUT_DEALS`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Sequence

from ...card.actions import Action, DrawCard, PlaceAward, PlayCard, PlayFaceUp
from ...i18n import _
from ...card.engine import apply, legal_actions
from ...card.engine import view as seat_view
from ...card.state import ADDING, EVERYONE, State, View
from ...stats import paired
from ..thinking import Deadline, passed
from .infer import Memory, reconsider
from .leaf import expected_points
from .levels import NormalBot
from .model import artist_tally

BUDGET = 2700           # simulated moves per decision, shared among the candidates' rollouts
MIN_DEALS = 10          # ... but at least this many deals
MAX_DEALS = 192         # ... and at most this many
CUT_DEALS = 6           # a search the app's deadline cut overrules Normal from this many deals
FROM_ROUND = 1          # rounds (from 0) before this one play Normal's move, unsearched
GUESS = 0.1             # a rival's hidden choice stays as dealt with this chance, else Normal's
WIDTH = 4               # candidates searched, best first by Normal's model (plus round enders)
WIN_BONUS = 10.0        # points a win is worth on top of the final margin
PRUNE = 2.0             # a candidate this many standard errors behind the best is dropped
CONFIDENCE = 1.0        # a move other than Normal's must beat it by this many standard errors
RIVAL_BEST = 0.5        # the opponents' part: weight of the best one against their mean
ROUNDS_AHEAD = None     # rollouts stop after this many round scorings (None: the game's end)
RIVAL_NOISE = 0.1       # in the rollouts, a rival's chance of a uniformly random legal move
CONFIRM = 0             # fresh deals on which a move other than Normal's must win again
AWARDS = True           # search where to place an award (False: Normal's placement)
INFORMED = False        # the rollouts' own seat sees the dealt rivals' cards (`Informed`)


@dataclass(frozen=True)
class Known:
    """Part of what a seat cannot see, taken as certain when dealing the rest: per rival seat,
    cards its hand holds for sure (`hands`, its everyone-plays choice among them), its
    face-down cards (`down`, all of them), its everyone-plays choice (`secret`), and artists
    the rest of its hand holds none of, but for a few cards (`bare`)."""
    hands: dict = field(default_factory=dict)
    down: dict = field(default_factory=dict)
    secret: dict = field(default_factory=dict)
    bare: dict = field(default_factory=dict)    # seat: (artists its hand holds none of, but
    #                                             for this many cards)

    def ids(self) -> set[int]:
        """The ids of every card this knowledge places."""
        cards = [c for part in (*self.hands.values(), *self.down.values()) for c in part]
        return {c.id for c in cards} | {c.id for c in self.secret.values()}


def _bring_forward(pool: list, size: int, artists: frozenset, free: int) -> None:
    """Reorder `pool` so that of its first `size` cards only the first `free` may be of
    `artists` (while other cards last), the order otherwise kept."""
    head, later = pool[:free], []
    for card in pool[free:]:
        (later if len(head) >= size or card.artist in artists else head).append(card)
    pool[:] = head + later


def determinize(view: View, rng: random.Random, known: Known | None = None) -> State:
    """A full state consistent with `view`: the unseen cards dealt at random (what `known`
    places stays where it is; the rest comes from the remaining unseen cards)."""
    pool = view.unseen()
    known = known or Known()
    if known.hands or known.down or known.secret:
        placed = known.ids()
        pool = [c for c in pool if c.id not in placed]
    rng.shuffle(pool)
    n, me = view.players, view.seat
    hands, face_down, secret = [], [], []
    for seat in range(n):
        if seat == me:
            hands.append(tuple(view.hand or ()))
            face_down.append(tuple(view.my_face_down))
            continue
        sure = tuple(known.hands.get(seat, ()))
        chosen = known.secret.get(seat)
        if chosen is not None and chosen not in sure:
            sure += (chosen,)
        size, down = view.hand_sizes[seat] - len(sure), view.face_down_counts[seat]
        if seat in known.bare:
            _bring_forward(pool, size, *known.bare[seat])
        hands.append(sure + tuple(pool[:size]))
        if seat in known.down:
            face_down.append(tuple(known.down[seat]))
            down = 0
        else:
            face_down.append(tuple(pool[size:size + down]))
        del pool[:size + down]
    if view.phase == EVERYONE:
        for seat in range(n):
            if seat == me:
                secret.append(view.my_secret)
            elif seat in known.secret:
                secret.append(known.secret[seat])
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
        results=view.results, events=(), turned_up=view.turned_up)


class Rivals:
    """The rollouts' policy: Normal's move for every seat, except that a rival of `seat` plays
    a uniformly random legal move with chance `noise` (a model of rivals less sure than
    Normal), and otherwise, with `soft`, Normal's move by its values plus a normal draw
    (`Tuned`); `seat` itself plays `own`'s move if there is one, else Normal's. Its random
    numbers come from the rollout's `rng`, so it is deterministic too."""

    def __init__(self, seat: int, noise: float, own: NormalBot | None = None,
                 soft: float = 0.0, informed: bool = False) -> None:
        self.seat, self.noise = seat, noise
        self.guide = Tuned(noise=soft) if soft else NormalBot()
        self.own = own or NormalBot()
        self.informed = Informed() if informed and own is None else None

    def move(self, s: State, mover: int, legal: Sequence[Action], rng: random.Random) -> Action:
        """`choose` for `mover` in the rollout's state `s`: `seat` itself, with `informed`,
        by `Informed` from the whole dealt state; every seat else from its view."""
        if mover == self.seat and self.informed is not None:
            return self.informed.choose_in(s, mover, legal, rng)
        return self.choose(seat_view(s, mover), legal, rng)

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.seat == self.seat:
            return self.own.choose(view, legal, rng)
        if self.noise and rng.random() < self.noise:
            return legal[rng.randrange(len(legal))]
        return self.guide.choose(view, legal, rng)


class Informed(NormalBot):
    """Normal's choice in a world Hard dealt, with the rivals' face-down cards and hands there
    known (`Outlook.knowing`): Hard's imagined own seat in its rollouts (`INFORMED`). It reads
    a whole state, so it never plays at a real table."""

    def choose_in(self, s: State, seat: int, legal: Sequence[Action],
                  rng: random.Random) -> Action:
        others = [i for i in range(s.players) if i != seat]
        known = ({i: artist_tally(s.face_down[i]) for i in others},
                 {i: artist_tally(s.hands[i]) for i in others})
        return max(self.values(seat_view(s, seat), legal, known), key=lambda va: va[0])[1]


class Tuned(NormalBot):
    """Normal's policy with some of its weights changed (`style`: fields of `Style`) and a
    normal draw of standard deviation `noise` added to each move's value: the rollouts' own
    seat weighing the best rival otherwise (`own_best`), rivals unsure between close moves
    (`soft`), or another worth of a card kept for later (`early_keep`)."""

    def __init__(self, noise: float = 0.0, **style) -> None:
        self.NOISE = noise
        self.STYLE = replace(NormalBot.STYLE, **style)


def play_out(s: State, policy: NormalBot | Rivals, rng: random.Random,
             rounds: int | None = None) -> tuple[State, int]:
    """Every seat moved by `policy` from its own view until the game is over, or until
    `rounds` more rounds have been scored; the state reached and the number of moves chosen."""
    moves = 0
    stop = len(s.results) + rounds if rounds else None
    move = getattr(policy, "move", None)
    while not s.is_over and (stop is None or len(s.results) < stop):
        mover = s.to_act[0]
        legal = legal_actions(s, mover)
        if len(legal) > 1:
            moves += 1
            if move is not None:
                s = apply(s, move(s, mover, legal, rng))
            else:
                s = apply(s, policy.choose(seat_view(s, mover), legal, rng))
        else:
            s = apply(s, legal[0])
    return s, moves


def outcome(s: State, seat: int, win_bonus: float = WIN_BONUS,
            rival_best: float = RIVAL_BEST, win_only: bool = False) -> float:
    """The value for `seat` of a finished game, or of a round's start by the totals so far and
    the points each seat may still expect (`leaf`): its total against the opponents' (the
    best weighted `rival_best`, their mean the rest), and a win (shared or not) counts
    `win_bonus` extra; with `win_only`, the win share alone (1/k for a win shared by k)."""
    totals = s.totals
    if not s.is_over:
        totals = tuple(t + expected_points(s, i) for i, t in enumerate(totals))
    won = 1.0 / totals.count(totals[seat]) if totals[seat] >= max(totals) else 0.0
    if win_only:
        return won
    theirs = [totals[i] for i in range(s.players) if i != seat]
    rivals = rival_best * max(theirs) + (1 - rival_best) * sum(theirs) / len(theirs)
    return totals[seat] - rivals + win_bonus * won


def ends_round(view: View, action: Action) -> bool:
    """Does `action` bring its artist to the threshold, ending the round at once?"""
    if not isinstance(action, (PlayCard, PlayFaceUp)):
        return False
    return view.counts[action.card.artist] + 1 >= view.threshold


def prune(scores: list[list[float]], alive: list[int], margin: float) -> list[int]:
    """The candidates still worth sampling: those not behind the best mean by more than
    `margin` standard errors of the paired differences."""
    lead = max(alive, key=lambda k: (sum(scores[k]), -k))
    kept = []
    for k in alive:
        behind, error = paired(scores[k], scores[lead])
        if k == lead or behind <= margin * error:
            kept.append(k)
    return kept


def halve(scores: list[list[float]], alive: list[int]) -> list[int]:
    """Half the live candidates (rounded up, at least two): Normal's choice if it is live, then
    the others by their mean, best first."""
    keep = max(2, (len(alive) + 1) // 2)
    ranked = sorted(alive, key=lambda k: (k != 0, -sum(scores[k]), k))
    return sorted(ranked[:keep])


def pick(scores: list[list[float]], alive: list[int], confidence: float) -> int:
    """The live candidate with the best mean, unless the first (Normal's choice) is still live
    and the best beats it by less than `confidence` standard errors: then the first."""
    best = max(alive, key=lambda k: (sum(scores[k]), -k))
    if best == 0 or 0 not in alive:
        return best
    gain, error = paired(scores[0], scores[best])
    return best if gain > confidence * error else 0


class HardBot(NormalBot):
    """Determinized search with whole-game rollouts, Normal's policy (with noisy rivals)
    playing them out."""

    name = "hard"
    description = _("Imagines the hidden hands many times and how the others answer each move.")
    searches = True     # `choose` takes the app's `deadline` (`game.ai.thinking`)

    def __init__(self, budget: int = BUDGET, min_deals: int = MIN_DEALS,
                 max_deals: int = MAX_DEALS, width: int = WIDTH,
                 confidence: float = CONFIDENCE, rounds: int | None = ROUNDS_AHEAD,
                 noise: float = RIVAL_NOISE, confirm: int = CONFIRM,
                 from_round: int = FROM_ROUND, win_bonus: float = WIN_BONUS,
                 rival_best: float = RIVAL_BEST, win_from: int | None = None,
                 own_best: float | None = None, guess: float | None = GUESS,
                 not_added: float | None = None, awards: bool = AWARDS,
                 early_keep: float | None = None, soft: float = 0.0,
                 adding: bool = False, draws: bool = False,
                 informed: bool = INFORMED, cut_deals: int = CUT_DEALS,
                 halve_at: int | None = None) -> None:
        self.budget, self.min_deals, self.max_deals = budget, min_deals, max_deals
        self.width, self.confidence, self.rounds = width, confidence, rounds
        self.noise, self.confirm, self.from_round = noise, confirm, from_round
        self.win_bonus, self.rival_best, self.win_from = win_bonus, rival_best, win_from
        self.own = None if own_best is None else Tuned(best_weight=own_best)
        self.guess, self.not_added, self.memory = guess, not_added, Memory()
        self.awards, self.soft, self.cut_deals = awards, soft, cut_deals
        #: Search the scoring's adding decisions and the draw effect too, from `from_round` on
        #: (off: Normal's rule, whose worth of a kept card is a formula).
        self.adding, self.draws = adding, draws
        #: Normal's policy, keeping cards worth `early_keep` a round left, for the unsearched
        #: rounds before `from_round` (None: Normal's own keep worth).
        self.early = None if early_keep is None else Tuned(keep=early_keep)
        self.simulated = 0      # moves simulated in all rollouts so far (for benchmarks)
        #: The rollouts' own seat plays Normal's move with the dealt rivals' cards known
        #: (`Informed`; only where `own_best` sets no other own policy).
        self.informed = informed
        #: After this many deals keep half the candidates (`halve`), Normal's choice among them,
        #: so that the rest of the budget sharpens the comparison `pick` makes (None: never).
        self.halve_at = halve_at

    def options(self, view: View, legal: Sequence[Action]) -> list[Action]:
        """Normal's best `width` moves, best first, then any other move that ends the round."""
        ranked = [a for _, a in sorted(self.values(view, legal), key=lambda va: -va[0])]
        chosen = ranked[:self.width]
        chosen += [a for a in ranked[self.width:] if ends_round(view, a)]
        return chosen

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random,
               deadline: Deadline | None = None) -> Action:
        """The move for this seat, from its view alone (and, with `not_added`, its memory of
        its earlier views); with a `deadline`, searched only until it passes."""
        if self.not_added is not None:
            self.memory.see(view)
        if len(legal) == 1:
            return legal[0]
        if self.early is not None and view.round < self.from_round:
            return self.early.choose(view, legal, rng)
        if (view.round < self.from_round
                or view.phase == ADDING and not self.adding
                or not self.draws and any(isinstance(a, DrawCard) for a in legal)
                or not self.awards and any(isinstance(a, PlaceAward) for a in legal)):
            return super().choose(view, legal, rng)
        options = self.options(view, legal)
        if len(options) == 1:
            return options[0]
        scores, alive = self.search(view, options, rng, deadline=deadline)
        if deadline is not None and len(scores[0]) < min(self.cut_deals, self.min_deals):
            return options[0]       # stopped too soon to overrule Normal
        best = pick(scores, alive, self.confidence)
        if best and self.confirm:
            again, _ = self.search(view, [options[0], options[best]], rng, self.confirm,
                                   deadline)
            if len(again[0]) < self.confirm:
                return options[0]
            gain, error = paired(*again)
            if gain <= self.confidence * error:
                return options[0]
        return options[best]

    def deal(self, view: View, rng: random.Random) -> State:
        """One deal of what this seat cannot see (bench/oracle.py deals the truth instead); with
        `guess`, the rivals' hidden choices re-made by Normal (`infer.py`), kept as dealt with
        chance `guess`; with `not_added`, no card of an artist a rival did not add at the last
        scoring where Normal would have (`infer.Memory`), the clue dropped with that chance."""
        known = None
        if self.not_added is not None:
            clues = self.memory.known(view).items()
            known = Known(bare={seat: clue for seat, clue in clues
                                if not (self.not_added and rng.random() < self.not_added)})
        dealt = determinize(view, rng, known)
        if self.guess is None:
            return dealt
        return reconsider(view, dealt, rng, self.guess, NormalBot())

    def search(self, view: View, options: list[Action], rng: random.Random,
               deals_wanted: int | None = None, deadline: Deadline | None = None
               ) -> tuple[list[list[float]], list[int]]:
        """Each candidate's outcome per deal (the same deals for all), and those still live;
        with `deals_wanted`, exactly that many deals and no candidate dropped; with a
        `deadline`, no deal begun once it has passed, and a deal it passes within dropped, so
        that every candidate keeps the same deals."""
        scores: list[list[float]] = [[] for _ in options]
        alive = list(range(len(options)))
        guide = Rivals(view.seat, self.noise, self.own, self.soft, self.informed)
        spent, deals = 0, 0
        win_only = self.win_from is not None and view.round >= self.win_from
        least, most = self.min_deals, self.max_deals
        if deals_wanted is not None:
            least = most = deals_wanted
        while (len(alive) > 1 and deals < most and (deals < least or spent < self.budget)
               and not passed(deadline)):
            sample = self.deal(view, rng)
            seed = rng.getrandbits(32)
            for k in alive:
                if k != alive[0] and passed(deadline):  # out of time within a deal: drop it
                    for j in alive:
                        del scores[j][deals:]
                    self.simulated += spent
                    return scores, alive
                after, moves = play_out(apply(sample, options[k]), guide, random.Random(seed),
                                        self.rounds)
                scores[k].append(outcome(after, view.seat, self.win_bonus, self.rival_best,
                                         win_only))
                spent += moves + 1
            deals += 1
            if deals_wanted is None and deals == self.halve_at:
                alive = halve(scores, alive)
            if deals >= least and deals_wanted is None:
                alive = prune(scores, alive, PRUNE)
        self.simulated += spent
        return scores, alive
