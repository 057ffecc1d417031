"""The value model: what one painting of each artist is likely to pay at this round's end.

For each artist, the chance of finishing 1st, 2nd or 3rd this round times the column value it
would then have. The chances come from playing the rest of the round out many times with the
unseen cards dealt at random to the other hands (`round_chances`), or, for the fast policy the
search uses inside its simulations, from a one-line projection of the counts (`fast_values`).
"""
from __future__ import annotations

import itertools
import math
import random
from typing import Sequence

from .. import market
from ..cards import ARTIST_COUNT, CARD_MIX, DOUBLE, TOKENS, Card
from ..config import STANDARD, THREE_WITH_DUMMY, TWO_PLAYER

ARTIST_TOTALS = tuple(sum(row) for row in CARD_MIX)
_ARTISTS = tuple(range(ARTIST_COUNT))


def final_values(counts: Sequence[int], base: Sequence[int]) -> list[int]:
    """Value of one painting per artist if the round ended with these counts."""
    values = [0] * ARTIST_COUNT
    for a, token in market.token_set(market.ranking(counts)):
        values[a] = base[a] + token
    return values


def values_from_chances(chances: Sequence[Sequence[float]], base: Sequence[int]) -> list[float]:
    """Expected value of one painting per artist from its chances of placing 1st, 2nd, 3rd."""
    return [sum(p * (base[a] + t) for p, t in zip(chances[a], TOKENS)) for a in _ARTISTS]


def round_chances(counts: Sequence[int], hands: Sequence, pool: Sequence[Card],
                  dummy_sizes: Sequence[int], variant: str, samples: int, rng: random.Random,
                  push: bool = False) -> list[list[float]]:
    """Chances of each artist finishing 1st/2nd/3rd this round, by playing the round out.

    `hands` lists the seats in turn order from the next auctioneer: a known hand (the deciding
    seat's) or an int, the size of a hidden hand. Hidden hands and dummy hands are dealt
    from `pool`; each auctioneer plays a random card, a double takes a second card of its
    artist when its player holds one, and dummy cards are revealed as the variant says.
    With `push`, a card's odds of being played grow with its artist's count so far (players
    push the artists whose paintings they hold); else every card in hand is equally likely.
    """
    tally = [[0, 0, 0] for _ in _ARTISTS]
    pool_cards = [(c.artist, c.method == DOUBLE) for c in pool]
    known = [None if isinstance(h, int) else [(c.artist, c.method == DOUBLE) for c in h]
             for h in hands]
    sizes = [h if isinstance(h, int) else 0 for h in hands]
    hidden_total = min(sum(sizes) + sum(dummy_sizes), len(pool_cards))
    dummy_every = 1 if variant == TWO_PLAYER else (2 if variant == THREE_WITH_DUMMY else 0)
    rand = rng.random
    for _ in range(samples):
        live, dummies = _deal(pool_cards, known, sizes, dummy_sizes, hidden_total, rand)
        c = list(counts)
        _play_round(c, live, dummies, dummy_every, push, rand)
        for place, a in enumerate(market.ranking(c)):
            tally[a][place] += 1
    return [[k / samples for k in row] for row in tally]


def _deal(pool_cards: list, known: list, sizes: list[int], dummy_sizes: Sequence[int],
          hidden_total: int, rand) -> tuple[list[list], list[list]]:
    """Deal the hidden hands and the dummy hands from the pool (shuffled in place: only the
    cards dealt need shuffling, a partial Fisher-Yates)."""
    size = len(pool_cards)
    for i in range(hidden_total):
        j = i + int(rand() * (size - i))
        pool_cards[i], pool_cards[j] = pool_cards[j], pool_cards[i]
    pos = 0
    live = []
    for k, hand in enumerate(known):
        if hand is not None:
            live.append(list(hand))
        else:
            live.append(pool_cards[pos:pos + sizes[k]])
            pos += sizes[k]
    dummies = []
    for k in dummy_sizes:
        dummies.append(pool_cards[pos:pos + k])
        pos += k
    return live, dummies


def _play_round(c: list[int], live: list[list], dummies: list[list], dummy_every: int,
                push: bool, rand) -> None:
    """Play the round out in place on the counts `c`: auctioneers in turn, a double taking a
    second card of its artist when its player holds one, dummy cards as the variant says."""
    seats = len(live)
    turn = idle = flip = 0
    while idle < seats:
        hand = live[turn]
        turn = (turn + 1) % seats
        if not hand:
            idle += 1
            continue
        idle = 0
        i = _pushed(hand, c, rand()) if push else int(rand() * len(hand))
        artist, double = hand[i]
        hand[i] = hand[-1]
        hand.pop()
        c[artist] += 1
        if market.ends_round(c[artist]):
            return
        if double:
            for j, (a2, d2) in enumerate(hand):
                if a2 == artist and not d2:
                    hand[j] = hand[-1]
                    hand.pop()
                    c[artist] += 1
                    break
            if market.ends_round(c[artist]):
                return
        if not any(live):
            return
        if dummy_every and dummies and (dummy_every == 1 or rand() < 0.5):
            d = flip % len(dummies)
            deck = dummies[d] if dummies[d] else dummies[1 - d] if len(dummies) > 1 else []
            flip += 1
            if deck:
                artist = deck.pop(0)[0]
                c[artist] += 1
                if market.ends_round(c[artist]):
                    return


def _pushed(hand: list, counts: list[int], u: float) -> int:
    """The card played when a card's odds are 1 + its artist's count this round."""
    total = 0
    for artist, _ in hand:
        total += 1 + counts[artist]
    x = u * total
    for i, (artist, _) in enumerate(hand):
        x -= 1 + counts[artist]
        if x < 0:
            return i
    return len(hand) - 1


_TOP_THREE = tuple(itertools.permutations(_ARTISTS, 3))
#: Fitted against `round_chances` on positions from 3-, 4- and 5-player games (mean absolute
#: difference 4 units per painting): the share of the cards still in hands an artist is
#: expected to add, and how sharply a lead in projected cards turns into a place.
_SHARE_PLAYED = 0.25
_SHARPNESS = 1.1
#: The quick guess as shipped, as `fast_values`' (share, sharpness, own).
QUICK = (_SHARE_PLAYED, _SHARPNESS, 0.0)


def fast_values(counts: Sequence[int], base: Sequence[int], played: Sequence[int],
                in_hands: int, own_hand: Sequence[Card] = (), share: float = _SHARE_PLAYED,
                sharpness: float = _SHARPNESS, own: float = 0.0) -> list[float]:
    """A quick value guess: project each artist's final count from its share of the cards
    not yet played (`share` of the cards in hands), then place the artists at random with
    odds growing with the projection (a Plackett–Luce ranking, `sharpness`), so a close race
    is not valued as a sure thing. With `own`, each card of an artist in `own_hand` adds that
    much to its projection (a seat expects to push what it holds)."""
    left = [ARTIST_TOTALS[a] - played[a] for a in _ARTISTS]
    total_left = sum(left) or 1
    scale = share * in_hands / total_left
    projected = [counts[a] + scale * left[a] for a in _ARTISTS]
    if own:
        for c in own_hand:
            projected[c.artist] += own
    w = [math.exp(sharpness * projected[a]) if counts[a] or left[a] > 0
         else 0.0 for a in _ARTISTS]
    total = sum(w)
    chances = [[0.0, 0.0, 0.0] for _ in _ARTISTS]
    for a, b, c in _TOP_THREE:
        wa, wb, wc = w[a], w[b], w[c]
        if wa and wb and wc:
            p = wa / total * wb / (total - wa) * wc / (total - wa - wb)
            chances[a][0] += p
            chances[b][1] += p
            chances[c][2] += p
    return values_from_chances(chances, base)


# --- what a hand is worth for the rounds to come ---------------------------------------------

#: A learned worth of a seat's hand at a round's start, relative to the table (`hand_worth`):
#: weights by (players, round about to start, counted from 0) on its cards, their artists'
#: columns so far per 10, the squared cards per artist and its doubles, fitted by least
#: squares on what each seat went on to gain in 1,500 games of Normals (seeds 200000+,
#: `python bench/ai_leaf.py --players P --games 1500 --seed 200000`). It predicts that gain
#: five to ten times better than 8 a card (R² 0.19–0.25 against 0.02–0.05 on held-out games).
#: In the standard game it makes Hard stronger, paired against the gauntlet
#: (bench/AI_RESULTS.md): with 3 players over 300 tuning deals (+13.2 win points, SE 3.4) and
#: 480 report deals (+5.5, SE 2.7: 55.1% against 49.6%), with 4 players over 372 tuning deals
#: (+6.5, SE 3.0) and 480 report deals (+2.3, SE 2.5: 47.5% against 45.2%), so Hard uses it
#: at the tables of `LEAFED` (`game.ai.hard`), and its rules charge a play the worth it takes
#: from the hand there (`policy.play_score`, `Style.hand_keep`).
LEAF = {
    (3, 1): (10.46, 5.75, -0.31, 17.88),
    (3, 2): (8.76, 3.55, -0.60, 18.93),
    (3, 3): (4.30, 2.20, -0.60, 12.22),
    (4, 1): (10.03, 5.26, -0.49, 16.86),
    (4, 2): (5.36, 3.52, -0.46, 16.36),
    (4, 3): (1.36, 2.38, -0.33, 8.43),
}
#: The tables where Hard values the hands at a simulated round's end by `LEAF` unless told
#: otherwise (elsewhere 8 a card): the standard game with 3 and 4 players.
LEAFED = frozenset({(STANDARD, 3), (STANDARD, 4)})
#: 5-player weights in the form of `LEAF`, by `python bench/ai_leaf.py --players 5 --games
#: 1500 --seed 200000`: held-out R² per round 0.145 / 0.166 / 0.120, where 8 a card explains
#: 0.029 / 0.030 / 0.044. The search's leaf does not use them (valuing the hands by them at a
#: simulated round's end measured no better with 5 players); a rule's charge may (`CHARGE`).
LEAF5P = {
    (5, 1): (10.69, 5.16, -0.57, 13.42),
    (5, 2): (9.18, 3.16, -0.80, 12.88),
    (5, 3): (4.40, 1.92, -0.48, 5.21),
}
#: The weights a rule's charge for what a play takes from the hand reads (`policy.hand_charge`,
#: `Style.hand_keep`), and the tables where it charges: `LEAF`'s, and with 5 players `LEAF5P`
#: for the charge alone (no level's rules charge there unless Hard's 5-player plan is switched
#: to its kept rules, `hard.KEPT_UNSURE`).
CHARGE = {**LEAF, **LEAF5P}
CHARGED = LEAFED | {(STANDARD, 5)}


def hand_worth(hand: Sequence, base: Sequence[int], weights: Sequence[float]) -> float:
    """What a hand is worth at a round's start, relative to the table: `weights` (`LEAF`'s)
    on its `leaf_features`."""
    return sum(w * x for w, x in zip(weights, leaf_features(hand, base)))


def leaf_features(hand: Sequence, base: Sequence[int]) -> tuple[float, float, float, float]:
    """A hand's measures for `hand_worth`: its cards, their artists' columns so far per 10,
    the sum of squared cards per artist, and its doubles."""
    per = [0] * ARTIST_COUNT
    columns = doubles = 0
    for c in hand:
        per[c.artist] += 1
        columns += base[c.artist]
        doubles += c.method == DOUBLE
    return len(hand), columns / 10.0, sum(k * k for k in per), doubles
