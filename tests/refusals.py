"""Every refusal the auction engine gives a seat for its own move, collected by trying wrong
moves of every kind in games of every table (for the tests that lay them out on the stand).
Not a test module itself."""
from __future__ import annotations

import random

from game import (AddSecondCard, AmountRange, Bid, Buy, Config, DeclineSecondCard, IllegalAction,
                  Pass, PlayCard, RevealDummy, SealedBid, SeatConfig, SetPrice)
from game.cards import DECK, THEMES
from game.config import STANDARD, THREE_WITH_DUMMY, TWO_PLAYER
from game.engine import apply, legal_actions
from game.rounds import new_game
from game.shared import said_to_the_mover
from game.state import GAME_OVER

#: The longest names a seat may have (24 characters) and everyday ones.
NAMES = ("Maximiliane Wolkenstein", "Bartholomäus-Konstantin", "Ada", "Bea", "Cy")

TABLES = ((STANDARD, 3), (STANDARD, 4), (STANDARD, 5), (THREE_WITH_DUMMY, 3), (TWO_PLAYER, 2))


def _tries(s, seat: int, rng: random.Random) -> list:
    """Wrong moves (and some right ones) of every kind for `seat` in `s`."""
    cash = s.cash[seat]
    held = list(s.hands[seat])
    others = [c for c in DECK if c not in held]
    cards = rng.sample(held, min(3, len(held))) + rng.sample(others, 2)
    tries: list = [DeclineSecondCard(seat), Pass(seat), Buy(seat), RevealDummy(seat, True)]
    for card in cards:
        tries += [PlayCard(seat, card), AddSecondCard(seat, card)]
    for kind in (Bid, SealedBid, SetPrice):
        for amount in (-1, 0, 1, cash, cash + 1, 999, 1.5, 10 ** 12):
            tries.append(kind(seat, amount))
    return tries


def _kind(words) -> tuple:
    """A refusal's sentence and the sentences of its parts (a name or a number is the same
    in every language: of two refusals of one kind, the longer in English is the longer in
    every language, give or take)."""
    params = getattr(words, "params", {})
    return (getattr(words, "msgid", str(words)),
            tuple(sorted((k, getattr(v, "msgid", "")) for k, v in params.items())))


def _on(s, rng: random.Random):
    """`s` after a legal move of a seat it waits for, chosen at random."""
    seat = rng.choice(s.to_act)
    option = rng.choice(legal_actions(s, seat))
    if isinstance(option, AmountRange):
        option = option.make(rng.randint(option.lo, min(option.hi, option.lo + 6)))
    return apply(s, option)


def engine_refusals(games: int = 3, seed: int = 5) -> list:
    """The refusals (each a `Text`, which translates itself), said to the mover, the longest
    of each kind, from `games` random games at each table, every seat trying wrong moves of
    every kind at every state."""
    found: dict = {}
    rng = random.Random(seed)
    for variant, n in TABLES:
        for g in range(games):
            names = rng.sample(NAMES, n)
            seats = tuple(SeatConfig(name) for name in names)
            theme = rng.choice(sorted(THEMES))
            s = new_game(Config(seats=seats, variant=variant, theme=theme),
                         rng.randrange(10 ** 6))
            seen: dict = {}
            for _step in range(400):
                if s.phase == GAME_OVER:
                    break
                seen[s.phase] = seen.get(s.phase, 0) + 1
                if seen[s.phase] > 3 and rng.random() > 0.15:
                    s = _on(s, rng)       # each phase's first states, then a few at random
                    continue
                idle = [seat for seat in range(n) if seat not in s.to_act]
                for seat in list(s.to_act) + rng.sample(idle, min(1, len(idle))):
                    broke = s._replace(cash=s.cash[:seat] + (0,) + s.cash[seat + 1:])
                    for action, at in [(a, at) for at in (s, broke)
                                       for a in _tries(at, seat, rng)]:
                        try:
                            apply(at, action)
                        except IllegalAction as e:
                            words = said_to_the_mover(e)
                            key = _kind(words)
                            if len(words) > len(found.get(key, "")):
                                found[key] = words
                s = _on(s, rng)
    return sorted(found.values())
