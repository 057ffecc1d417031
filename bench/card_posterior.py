"""What a rival's own choices say of its hand, at best (the card game).

    python bench/card_posterior.py --games 60 --seed 100000 --deals 400 [--json]

Knowing the rivals' hands from round 3 on is worth about +25 win points to Hard (the ninth
pass's partial oracle), and no guess of them built since has bought anything measurable. This
bench asks how much of a hand a fair player can know at all from the rival's choices. It plays
Normal's self-play, so every rival is exactly Normal and a model of it can be exact. At each of
seat 0's turns in rounds 3 and 4 it deals the cards seat 0 has not seen uniformly (`--deals`
times, as Hard does) and weighs each deal, per rival, by the chance that Normal would have made
every choice the rival made since it last received cards (a deal or its own draw), had it held
that deal's cards: each of those positions is replayed with the deal's hand plus the cards the
rival has moved out of its hand since (this round's face-down cards from the deal), Normal values
the legal moves there, and a softmax of temperature tau turns the values into chances (a small
tau: Normal's argmax, a larger one: a rival less sure than Normal).

It prints, per tau, the mean squared error of the expected cards per artist in a rival's hand
against what it really holds (summed over the artists), for the uniform deal and for the
weighted one, by round, and the weights' effective sample size. Replayed with its true hand a
rival's every choice is Normal's best (the bench counts the exceptions; tested). Deterministic
for its arguments; one process.
"""
from __future__ import annotations

import json
import math
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import games_parser  # noqa: E402
from game.ai.card.hard import determinize  # noqa: E402
from game.ai.card.levels import NormalBot  # noqa: E402
from game.card.actions import (AddCard, ChooseSecretly, DrawCard, PlayCard,  # noqa: E402
                               PlayFaceDown, PlayFaceUp)
from game.card.cards import ARTIST_COUNT, DEAL  # noqa: E402
from game.card.config import default_config  # noqa: E402
from game.card.engine import apply, legal_actions, new_game, view  # noqa: E402
from game.card.state import EVERYONE, PLAY, State, View  # noqa: E402

TAUS = (0.02, 0.1, 0.3, 1.0)
TAU = 0.1               # the temperature `weighed_deal` uses (the best of TAUS, round 4)
TRIES = 24              # hidden hands drawn for each rival in a weighed deal
FROM_ROUND = 2          # rounds (from 0) whose turns are compared: rounds 3 and 4
MOVES_A_CARD = (PlayCard, PlayFaceUp, PlayFaceDown, ChooseSecretly, AddCard)


def kind(action) -> tuple:
    """The move as Normal tells moves apart (`levels.candidates`): a turn card by artist and
    effect, another card move by artist, the rest by kind (and an award's artist)."""
    card = getattr(action, "card", None)
    if card is None:
        return (type(action).__name__, getattr(action, "artist", None))
    if isinstance(action, PlayCard):
        return ("PlayCard", card.artist, card.effect)
    return (type(action).__name__, card.artist)


def since_received(log: list, now, seat: int, back: int = 0) -> tuple[list, int | None]:
    """The logged decisions (state, seat, action) since `seat` last received cards: the last
    deal before `now`'s round (with none, as in round 4 of 3–5 players, the deal before) or
    its own draw since, whichever came later; with `back`, so many deals further back (not
    past a draw). Also the round the earliest deal crossed began (None: none crossed)."""
    deals = DEAL[now.players]
    rounds = [s.round for s, _, _ in log] + [now.round]
    starts, draw = [], 0        # where each round with a deal begins in `log`; after a draw
    for i, (s, who, action) in enumerate(log):
        if i and rounds[i - 1] != s.round and deals[s.round]:
            starts.append(i)
        if who == seat and isinstance(action, DrawCard):
            draw = i + 1
    if log and rounds[-2] != now.round and deals[now.round]:
        starts.append(len(log))
    picked = starts[-1 - back:] if len(starts) > back else [0] + starts
    crossed = [i for i in picked[1:] if i > draw]
    start = max(picked[0], draw)
    return log[start:], (rounds[crossed[0]] if crossed else None)


def replayed(now, history: list, seat: int, hand: tuple, down: tuple,
             dealt: Callable[[list], list] | None = None, crossed: int | None = None) -> list:
    """Each of `seat`'s choices in `history` with more than one move, as (Normal's values of
    the moves there, the value of the move made), the position replayed as if `seat` now held
    `hand` and had played `down` face down this round (in that order). With `crossed`, a deal
    began that round: `dealt` picks from the cards held just after it those it dealt, and the
    choices before it are replayed without them."""
    mine = [(s, a) for s, who, a in history if who == seat]
    this_round = [s.round == now.round and isinstance(a, PlayFaceDown) for s, a in mine]
    before = len(down) - sum(this_round)    # played face down before `history` began
    cards = []                  # the card each choice moved out of the hand, as dealt
    for (s, action), hidden in zip(mine, this_round):
        if hidden:
            cards.append(down[before + sum(this_round[:len(cards)])])
        else:
            cards.append(action.card if isinstance(action, MOVES_A_CARD) else None)
    if crossed is None:
        gone = set()
    else:
        after = next((k for k, (s, _) in enumerate(mine) if s.round >= crossed), len(mine))
        gone = {c.id for c in dealt(list(hand) + [c for c in cards[after:] if c is not None])}
    out = []
    for k, (s, action) in enumerate(mine):
        held = tuple(hand) + tuple(c for c in cards[k:] if c is not None)
        if s.round < (crossed or 0):
            held = tuple(c for c in held if c.id not in gone)
        face_down = (tuple(down[:before + sum(this_round[:k])]) if s.round == now.round
                     else s.face_down[seat])
        then = s._replace(hands=_with(s.hands, seat, held),
                          face_down=_with(s.face_down, seat, face_down))
        legal = legal_actions(then, seat)
        if len(legal) < 2:
            continue
        made = PlayFaceDown(seat, cards[k]) if this_round[k] else action
        values = NormalBot().values(view(then, seat), legal)
        out.append(([v for v, _ in values],
                    next(v for v, a in values if kind(a) == kind(made))))
    return out


def _with(parts: tuple, seat: int, part: tuple) -> tuple:
    return parts[:seat] + (part,) + parts[seat + 1:]


def log_chance(choices: list, tau: float) -> float:
    """The log of the chance of every choice under a softmax of Normal's values at `tau`."""
    total = 0.0
    for values, made in choices:
        top = max(values)
        total += (made - top) / tau - math.log(sum(math.exp((v - top) / tau) for v in values))
    return total


def public_record(seen: View, log: list) -> list:
    """The decisions of `log` whose moves `seen`'s seat has seen: all but the everyone-plays
    choices not yet revealed (the last ones, while everyone plays)."""
    end = len(log)
    while end and seen.phase == EVERYONE and isinstance(log[end - 1][2], ChooseSecretly):
        end -= 1
    return log[:end]


def weighed_deal(seen: View, log: list, rng: random.Random, tries: int = TRIES,
                 tau: float = TAU) -> State:
    """A deal of what `seen`'s seat has not seen (Hard's uniform deal), then rival by rival
    its hand and face-down cards drawn `tries` times from the cards left for them (its own as
    dealt and the deck's) and one draw kept with a chance that follows the chance of its
    choices since it last received cards (`log`: the game's decisions so far; only its
    `public_record` is read). A rival's
    everyone-plays choice already made is then Normal's from its hand."""
    s, log = determinize(seen, rng), public_record(seen, log)
    for rival in range(seen.players):
        history, _ = since_received(log, seen, rival)
        if rival == seen.seat or not any(who == rival for _, who, _ in history):
            continue
        size = len(s.hands[rival])
        pool = [*s.hands[rival], *s.face_down[rival], *s.deck]
        picks = [rng.sample(pool, size + len(s.face_down[rival])) for _ in range(tries)]
        logs = [log_chance(replayed(seen, history, rival, p[:size], p[size:]), tau)
                for p in picks]
        top = max(logs)
        chosen = rng.choices(picks, weights=[math.exp(x - top) for x in logs])[0]
        taken = {c.id for c in chosen}
        deck = [c for c in pool if c.id not in taken]
        rng.shuffle(deck)
        s = s._replace(hands=_with(s.hands, rival, tuple(chosen[:size])),
                       face_down=_with(s.face_down, rival, tuple(chosen[size:])),
                       deck=tuple(deck))
    if seen.phase == EVERYONE:
        secret = list(s.secret)
        for rival in range(seen.players):
            if rival != seen.seat and seen.secret_done[rival]:
                moves = [ChooseSecretly(rival, c) for c in s.hands[rival]]
                scored = NormalBot().values(view(s, rival), moves)
                secret[rival] = max(scored, key=lambda va: va[0])[1].card
        s = s._replace(secret=tuple(secret))
    return s


def dealt_then(log: list, now, seat: int, crossed: int) -> set[int]:
    """The ids of the cards `seat` was dealt before round `crossed` (the truth)."""
    first = next((i for i, (s, _, _) in enumerate(log) if s.round == crossed), len(log))
    s, who, action = log[first - 1]
    kept = {c.id for c in s.hands[seat]}
    if who == seat and isinstance(action, MOVES_A_CARD):
        kept.discard(action.card.id)
    then = log[first][0] if first < len(log) else now
    return {c.id for c in then.hands[seat]} - kept


def tally(now, log: list, deals: list, stats: dict, rng: random.Random,
          back: int = 0) -> None:
    """At seat 0's turn in `now`: each rival's hand guessed by the uniform deals and by the
    deals weighed by its choices (`back`: as in `since_received`), against the truth, added
    to `stats`; `rng` picks the cards a crossed deal dealt, for each deal."""
    for rival in range(1, now.players):
        history, crossed = since_received(log, now, rival, back)
        if not now.hands[rival] or not any(who == rival for _, who, _ in history):
            continue
        size = DEAL[now.players][crossed] if crossed is not None else 0
        true_ids = dealt_then(log, now, rival, crossed) if crossed is not None else set()
        truth = replayed(now, history, rival, now.hands[rival], now.face_down[rival],
                         lambda cards: [c for c in cards if c.id in true_ids], crossed)
        stats["choices"] += len(truth)
        stats["truth_not_best"] += sum(made < max(values) for values, made in truth)
        held = _per_artist(now.hands[rival])
        counts = [_per_artist(d.hands[rival]) for d in deals]
        chances = [replayed(now, history, rival, d.hands[rival], d.face_down[rival],
                            lambda cards: rng.sample(cards, size), crossed) for d in deals]
        row = f"round {now.round + 1}"
        stats[row, "guesses"] += 1
        stats[row, "uniform"] += _error([1.0] * len(deals), counts, held)
        for tau in TAUS:
            logs = [log_chance(c, tau) for c in chances]
            top = max(logs)
            weights = [math.exp(x - top) for x in logs]
            stats[row, tau] += _error(weights, counts, held)
            stats[row, "ess", tau] += sum(weights) ** 2 / sum(w * w for w in weights)


def _per_artist(cards) -> list[int]:
    tally_ = [0] * ARTIST_COUNT
    for c in cards:
        tally_[c.artist] += 1
    return tally_


def _error(weights: list[float], counts: list[list[int]], held: list[int]) -> float:
    """Squared error, summed over the artists, of the weighted mean count against `held`."""
    total = sum(weights)
    return sum((sum(w * c[a] for w, c in zip(weights, counts)) / total - held[a]) ** 2
               for a in range(ARTIST_COUNT))


def play(seed: int, players: int, deals: int, stats: dict, back: int = 0) -> None:
    """One game of Normal's self-play, compared at seat 0's turns from `FROM_ROUND` on."""
    s, log, rng = new_game(default_config(players), seed), [], random.Random(seed)
    normal = NormalBot()
    while not s.is_over:
        seat = s.to_act[0]
        legal = legal_actions(s, seat)
        if len(legal) > 1 and seat == 0 and s.phase == PLAY and s.round >= FROM_ROUND:
            seen = view(s, 0)
            tally(s, log, [determinize(seen, rng) for _ in range(deals)], stats, rng, back)
        action = normal.choose(view(s, seat), legal, rng) if len(legal) > 1 else legal[0]
        log.append((s, seat, action))
        s = apply(s, action)


def summary(stats: dict) -> list[dict]:
    rows = []
    for row in sorted({k[0] for k in stats if isinstance(k, tuple)}):
        n = stats[row, "guesses"]
        rows.append({"round": row, "guesses": int(n),
                     "uniform_error": round(stats[row, "uniform"] / n, 3),
                     "weighed_error": {str(t): round(stats[row, t] / n, 3) for t in TAUS},
                     "ess": {str(t): round(stats[row, "ess", t] / n, 1) for t in TAUS}})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = games_parser(__doc__, games=60, seed=100000)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--back", type=int, choices=(0, 1), default=0,
                        help="deals further back whose choices are weighed too (their dealt "
                             "cards picked at random for each deal)")
    args = parser.parse_args(argv)
    stats: dict = defaultdict(float)
    for g in range(args.games):
        play(args.seed + g, args.players, args.deals, stats, args.back)
    rows = summary(stats)
    meta = {"games": args.games, "seed": args.seed, "players": args.players,
            "deals": args.deals, "back": args.back, "choices": int(stats["choices"]),
            "truth_not_best": int(stats["truth_not_best"])}
    if args.json:
        print(json.dumps({**meta, "rows": rows}))
        return 0
    print(f"{args.games} games of Normal's self-play, {args.players} players, seed {args.seed}, "
          f"{args.deals} deals a guess; {meta['choices']} rival choices replayed with the true "
          f"hand, {meta['truth_not_best']} of them not Normal's best (ties)")
    for r in rows:
        print(f"  {r['round']}: {r['guesses']} guesses, error of a hand's cards per artist: "
              f"uniform {r['uniform_error']:.3f}; weighed by the choices, tau "
              + ", ".join(f"{t} {r['weighed_error'][str(t)]:.3f} (ess {r['ess'][str(t)]:.0f} "
                          f"of {args.deals})" for t in TAUS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
