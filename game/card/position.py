"""Chosen positions of the card game: a state set up by hand, for scenario tests and puzzles."""
from __future__ import annotations

from typing import Sequence

from .cards import ARTIST_COUNT, DECK, ROUNDS, CardSpec, pick_card
from .config import Config
from .engine import new_game
from .state import PLAY, RoundResult, State


def _piles(specs: Sequence[Sequence[CardSpec]] | None, n: int, used: set[int], what: str):
    if specs is None:
        return ((),) * n
    if len(specs) != n:
        raise ValueError(f"{n} {what} are needed, not {len(specs)}")
    return tuple(tuple(pick_card(c, used) for c in pile) for pile in specs)


def position(config: Config, hands: Sequence[Sequence[CardSpec]], *, influence: CardSpec,
             turn: int = 0, round: int = 0, first_player: int | None = None,
             displays: Sequence[Sequence[CardSpec]] | None = None,
             face_down: Sequence[Sequence[CardSpec]] | None = None,
             deck_top: Sequence[CardSpec] = (), board: Sequence[Sequence[int]] | None = None,
             awards: Sequence[int] | None = None, totals: Sequence[int] | None = None,
             seed: int = 0) -> State:
    """A state in round `round` (0-based) with exactly these hands, displays, face-down cards
    and influence card (Cards, or (artist, effect) pairs meaning any unused such card), and
    `turn` to play. The deck is `deck_top` then every unplaced card in canonical order.
    `first_player` is round 1's first player (default: the token holder is `turn`);
    `board` rows (required for the earlier rounds), `awards` per artist and `totals` so far may be given
    (totals become one earlier result per round)."""
    n = config.players
    used: set[int] = set()
    placed_hands = _piles(hands, n, used, "hands")
    placed_displays = _piles(displays, n, used, "displays")
    placed_down = _piles(face_down, n, used, "face-down piles")
    influence_card = pick_card(influence, used)
    top = tuple(pick_card(c, used) for c in deck_top)
    deck = top + tuple(c for c in DECK if c.id not in used)
    rows = tuple(tuple(r) for r in board) if board is not None else ()
    if len(rows) < round:
        raise ValueError(f"round {round + 1} needs the board rows of the {round} earlier rounds")
    rows = rows + ((0,) * ARTIST_COUNT,) * (ROUNDS - len(rows))
    first = first_player if first_player is not None else (turn - round) % n
    before = tuple(totals) if totals is not None else (0,) * n
    results = tuple(RoundResult(r, (0,) * ARTIST_COUNT, (), (0,) * ARTIST_COUNT,
                                before if r == 0 else (0,) * n, before, None, turn, "threshold")
                    for r in range(round))
    base = new_game(config, seed)
    return base._replace(
        deck=deck, round=round, phase=PLAY, to_act=(turn,), hands=placed_hands,
        displays=placed_displays, face_down=placed_down, influence=influence_card,
        removed=(), board=rows,
        awards=tuple(awards) if awards is not None else (0,) * ARTIST_COUNT,
        first_player=first, turn=turn, results=results, events=())
