"""Sweep designs of the card game's Easy: each against 3 random and Normal against 3 of it.

    python bench/card_easy.py --games 800 --seed 100000 --variant '{"look": ["award"]}' \
        [--variant '{...}' ...] [--normal '{"keep": 2.8, ...}'] [--json]

A variant is today's Easy (`game.ai.card.levels.EasyBot`) with some of these changes (JSON):
  look       effects whose turn card is valued with the best use of the effect (lookahead),
             e.g. ["award", "second_face_up"]; the rest are valued by the card alone
  near       lookahead only when the leading artist is this close to the threshold (plays left)
  bad_end    points taken off a move that ends the round while a rival scores more this round
  noise      the noise of a move's value; score_noise: the same at the adding decisions
  blunder    chance of a uniformly random legal move
  cap        cards kept in hand beyond this many are worth nothing for later rounds
  keep       the worth of a kept card (Easy's Style.keep)
  style      other fields of Easy's `Style`, e.g. {"early": 2.0, "hand_push": 0.3,
             "relative": true, "opp_add": 0, "best_weight": 0.5}
  bonus      points added to a turn card by its effect, e.g. {"none": -0.25, "draw": 1.0}
             (without lookahead a card with an effect and a plain one of the same artist tie,
             and noise alone breaks the tie; {"none": -0.25} prefers spending effect cards)
  end_bonus  points added to every move that ends the round
  taste      the spread of a lasting liking for artists, drawn at the game's first decision:
             each artist's number (a normal draw of this spread) is added to every move that
             plays, adds or awards that artist, so copies of this Easy back different artists
  base       "normal": start from Normal instead (its Style, lookahead for every effect, no
             noise, no random moves); the other knobs then change that, e.g. {"base":
             "normal", "look": ["draw"]} is Normal looking ahead for draw cards only
Both figures per variant: its win share against 3 random, and Normal's against 3 of it (with
`--normal`, a Normal with those weights of its `Style`, e.g. what `bench/card_tune.py` fitted
against such an Easy), seats
rotated with the game number, each on the same seeds. Tune on seeds >= 100000 only; a variant
shipped as Easy is then measured on seeds 1...N with `game.tournament`. One process,
deterministic for its arguments.
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.card_tune import play, styled  # noqa: E402
from game.ai.card.hard import ends_round  # noqa: E402
from game.ai.card.levels import EasyBot, NormalBot, action_value, candidates  # noqa: E402
from game.ai.card.model import ARTISTS, Outlook, Table, artist_worths  # noqa: E402
from game.card.actions import PlaceAward, PlayCard  # noqa: E402
from game.card.cards import EFFECTS, NO_EFFECT  # noqa: E402
from game.card.bots import RandomBot  # noqa: E402
from game.card.state import ADDING  # noqa: E402
from game.tournament import wilson  # noqa: E402


def round_points(o: Outlook, t: Table) -> list[float]:
    """Each seat's expected points from this round's display (face-down cards of rivals at the
    pool's mean worth)."""
    worth, _ = artist_worths(o, t)
    mean = sum(worth[a] * o.share[a] for a in ARTISTS)
    points = []
    for i in range(o.players):
        shown = sum(t.displays[i][a] * worth[a] for a in ARTISTS)
        if i == o.seat:
            points.append(shown + sum(t.my_down[a] * worth[a] for a in ARTISTS))
        else:
            points.append(shown + o.down[i] * mean)
    return points


class Variant(EasyBot):
    """Easy with the changes of `spec` (the module's docstring names them)."""

    def __init__(self, spec: dict) -> None:
        self.spec = spec
        bot = NormalBot if spec.get("base") == "normal" else EasyBot
        everything = [e for e in EFFECTS if e != NO_EFFECT]
        self.look = set(spec.get("look", everything if bot is NormalBot else ()))
        self.NOISE = spec.get("noise", bot.NOISE)
        self.BLUNDER = spec.get("blunder", bot.BLUNDER)
        # lookahead is per effect, by `look`: the plain Outlook values every card by itself
        self.STYLE = replace(bot.STYLE, keep=spec.get("keep", bot.STYLE.keep), lookahead=False,
                             **spec.get("style", {}))

    def _looks(self, view, action) -> bool:
        if not isinstance(action, PlayCard) or action.card.effect not in self.look:
            return False
        near = self.spec.get("near")
        return near is None or view.threshold - max(view.counts) <= near

    def _value(self, view, o, o_look, t, action) -> float:
        value = action_value(o_look if self._looks(view, action) else o, t, action)
        if isinstance(action, PlayCard):
            value += self.spec.get("bonus", {}).get(action.card.effect, 0.0)
        if self.spec.get("taste"):
            artist = _artist_of(action)
            if artist is not None:
                value += self.liking[artist]
        if self.spec.get("end_bonus") and ends_round(view, action):
            value += self.spec["end_bonus"]
        if self.spec.get("bad_end") and ends_round(view, action):
            after = t.copy()
            after.hand[action.card.artist] -= 1
            after.play(view.seat, action.card.artist, view.threshold)
            points = round_points(o, after)
            if points[view.seat] < max(p for i, p in enumerate(points) if i != view.seat):
                value -= self.spec["bad_end"]
        return value

    def values(self, view, legal):
        o = Outlook.of(view, self.STYLE)
        o_look = Outlook.of(view, replace(self.STYLE, lookahead=True))
        t = Table.of(view)
        cap = self.spec.get("cap")
        if cap is not None:
            capped = _capped([o.keep_value(a) for a in ARTISTS], t.hand, cap)
            o.set_keep([capped(a) for a in ARTISTS])
            o_look.set_keep([capped(a) for a in ARTISTS])
        return [(self._value(view, o, o_look, t, a), a) for a in candidates(legal, view.hand or ())]

    def choose(self, view, legal, rng):
        if self.spec.get("taste") and not hasattr(self, "liking"):
            self.liking = [rng.gauss(0.0, self.spec["taste"]) for _ in ARTISTS]
        if view.phase == ADDING and "score_noise" in self.spec:
            noise, self.NOISE = self.NOISE, self.spec["score_noise"]
            try:
                return super().choose(view, legal, rng)
            finally:
                self.NOISE = noise
        return super().choose(view, legal, rng)


def _artist_of(action) -> int | None:
    """The artist a move plays, adds or awards; None for a draw, a decline or a stop."""
    if isinstance(action, PlaceAward):
        return action.artist
    card = getattr(action, "card", None)
    return None if card is None else card.artist


def _capped(worth: list[float], hand: list[int], cap: int):
    """A keep worth that counts at most `cap` cards: each card's worth scaled by the share of
    the hand within the cap."""
    size = sum(hand)

    def keep_value(artist: int) -> float:
        return worth[artist] * (min(1.0, cap / size) if size else 1.0)
    return keep_value


def match(make_seat, make_other, seeds: range) -> float:
    """The win share of one seat built by `make_seat` against three built by `make_other`."""
    wins = 0.0
    for g, seed in enumerate(seeds):
        seat = g % 4
        totals = play(seed, [make_seat() if i == seat else make_other() for i in range(4)])
        if totals[seat] == max(totals):
            wins += 1.0 / totals.count(max(totals))
    return wins / len(seeds)


def measure(spec: dict, games: int, seed: int, normal: dict | None = None) -> dict:
    """Both figures of a variant, with their 95% Wilson intervals; `normal`: other weights
    of Normal's `Style` for the second (`--normal`)."""
    seeds = range(seed, seed + games)
    row = {"variant": spec, "games": games}
    if normal:
        row["normal"] = normal
        style = replace(NormalBot.STYLE, **normal)
        make_normal = lambda: styled(style)     # noqa: E731
    else:
        make_normal = NormalBot
    for name, share in (("vs_random", match(lambda: Variant(spec), RandomBot, seeds)),
                        ("normal_vs_it", match(make_normal, lambda: Variant(spec), seeds))):
        lo, hi = wilson(share, games)
        row[name] = [round(100 * share, 1), round(100 * lo, 1), round(100 * hi, 1)]
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--normal", default="{}",
                        help="JSON: other weights of Normal's Style for 'Normal vs 3 of it'")
    args = parser.parse_args(argv)
    if args.seed < 100000:
        print("error: tune on seeds >= 100000; report with game.tournament", file=sys.stderr)
        return 2
    for spec in args.variant or ["{}"]:
        print(json.dumps(measure(json.loads(spec), args.games, args.seed,
                                 json.loads(args.normal))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
