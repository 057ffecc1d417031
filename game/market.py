"""The market board's arithmetic (RULES.md §5), written once for the engine, the AI, the tools
and the screens: which artists rank, which tokens they take, what a painting is worth, when a
round ends, and what a lot can pay at most.

Boards are `board[round][artist]` rows of tokens; counts are cards per artist this round.
"""
from __future__ import annotations

from typing import Callable, Sequence

from . import shared
from .cards import ARTIST_COUNT, CARDS_TO_END_ROUND, ROUNDS, TOKENS

#: A tie-break key for artists with equal counts; smaller sorts first.
TieBreak = Callable[[int], object]


def board_order(artist: int) -> int:
    """§5.1's tie-break: of artists with equal counts, the one further left on the board ranks
    higher."""
    return artist


def ranking(counts: Sequence[int], tie_break: TieBreak = board_order) -> tuple[int, ...]:
    """The artists that take a token this round, first place first: most cards played first,
    equal counts by `tie_break`; an artist with no card played does not rank (§5.1)."""
    played = (a for a in range(len(counts)) if counts[a] > 0)
    return tuple(sorted(played, key=lambda a: (-counts[a], tie_break(a)))[:len(TOKENS)])


def ties_decided(counts: Sequence[int], placed: Sequence[int],
                 tie_break: TieBreak = board_order) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Each tie that decided a place (§5.1), most cards first: (the count, the tied artists in
    the order `tie_break` ranks them), as `shared.ties_decided` finds them for either game. A
    tie decides a place when one of its artists is among `placed` (the ranking, or the tokens
    a scoring gave). For the screens that say why a figure went to one artist."""
    return shared.ties_decided(counts, placed, tie_break)


def token_set(ranked: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """(artist, token) for each ranked artist: 30 to the first, 20 to the second, 10 to the
    third (§5.2)."""
    return tuple(zip(ranked, TOKENS))


def token_row(ranked: Sequence[int], artists: int = ARTIST_COUNT) -> tuple[int, ...]:
    """This round's row of the market board: each ranked artist's token, 0 elsewhere."""
    row = [0] * artists
    for artist, token in token_set(ranked):
        row[artist] = token
    return tuple(row)


def is_token_set(row: Sequence[int]) -> bool:
    """Whether a scored row holds a proper set: the first 0–3 tokens of 30, 20, 10, once each."""
    tokens = sorted(t for t in row if t)
    return tokens == sorted(TOKENS[:len(tokens)])


def column_total(board: Sequence[Sequence[int]], artist: int, upto: int) -> int:
    """The tokens in an artist's column from the first round to round `upto` (0-based),
    inclusive."""
    return sum(board[r][artist] for r in range(min(upto, len(board) - 1) + 1))


def column_base(board: Sequence[Sequence[int]], rnd: int) -> list[int]:
    """Tokens already in each artist's column from the rounds before `rnd`."""
    artists = len(board[0]) if board else ARTIST_COUNT
    return [sum(board[r][a] for r in range(rnd)) for a in range(artists)]


def painting_values(board: Sequence[Sequence[int]], rnd: int,
                    ranked: Sequence[int]) -> tuple[int, ...]:
    """What the bank pays for one painting of each artist at the end of round `rnd` (§5.3):
    the artist's whole column up to this round if it ranked this round, else nothing."""
    artists = len(board[0]) if board else ARTIST_COUNT
    return tuple(column_total(board, a, rnd) if a in ranked else 0 for a in range(artists))


def round_score(board: Sequence[Sequence[int]], rnd: int, counts: Sequence[int],
                bought: Sequence[Sequence]) -> tuple[tuple[int, ...], tuple, tuple[int, ...],
                                                     tuple[int, ...]]:
    """§5 for round `rnd` ending with `counts` played: the artists ranked, the board with this
    round's row of tokens, what the bank pays for one painting of each artist, and what it pays
    each seat for its paintings of the round (`bought`: each seat's cards, with an `artist`)."""
    ranked = ranking(counts)
    board = tuple(board[:rnd]) + (token_row(ranked, len(counts)),) + tuple(board[rnd + 1:])
    values = painting_values(board, rnd, ranked)
    payouts = tuple(sum(values[c.artist] for c in cards) for cards in bought)
    return ranked, board, values, payouts


def ends_round(count: int) -> bool:
    """Whether an artist with `count` cards played this round has ended it (§3.2: the fifth)."""
    return count >= CARDS_TO_END_ROUND


def is_last_round(rnd: int) -> bool:
    """Whether round `rnd` (0-based) is the game's last (§6)."""
    return rnd >= ROUNDS - 1


def most_lot_can_pay(board: Sequence[Sequence[int]], rnd: int, artist: int, cards: int) -> int:
    """The most a lot of `cards` paintings by `artist` can pay back at this round's end: its
    column so far plus a first place's token, per painting."""
    return lot_ceiling(column_base(board, rnd)[artist], cards)


def lot_ceiling(column: int, cards: int) -> int:
    """`most_lot_can_pay` for a caller that already knows the artist's column so far (the
    tokens of the rounds before this one): that plus a first place's token, per painting."""
    return (column + TOKENS[0]) * cards


def keep_factor(players: int) -> float:
    """n / (2n − 1): the share of a lot's value up to which its auctioneer does as well buying
    it (paying the bank) as letting the best rival buy it at that price (being paid).

    Keeping a lot worth V at price p puts the auctioneer V − p ahead of the others; selling it
    at p puts them p − (V − p)/(n − 1) ahead of the average rival (one rival gained V − p).
    The two are equal at p = V·n/(2n − 1): 2/3 of V with two players, 4/7 with four.
    """
    return keep_limit(1, players)


def keep_limit(value: float, players: int) -> float:
    """The price up to which the auctioneer does as well keeping a lot worth `value` as
    selling it: value · n / (2n − 1) (see `keep_factor`), the product taken before the
    division, so a whole value gives the same float as the AI has always computed."""
    if players < 2:
        raise ValueError(f"The keep factor needs at least two players, not {players}.")
    return value * players / (2 * players - 1)
