"""Value hints for a newcomer (on by default, a setting turns them off): what one painting of
each artist would pay if the round ended now, and an estimate of what the lot on the stand is
worth to its buyer. Read from the seat's view only, through the market board's arithmetic
(game/market.py); always said to be an estimate, for the round is not over.
"""
from __future__ import annotations

from game.market import column_base, ranking, token_row
from game.state import View

#: The board's help for the hint row.
PAYS_NOW_TIP = ("Estimate: what one painting of each artist would pay if the round ended now "
                "(the artists ranked by the cards played so far). The round is not over: "
                "the ranking can still change, and an artist out of the top three pays nothing.")


def pays_now(v: View) -> tuple[int, ...]:
    """What one painting of each artist would pay if the round ended now."""
    base = column_base(v.board, min(v.round, len(v.board) - 1))
    row = token_row(ranking(v.counts), len(base))
    return tuple(base[a] + row[a] if row[a] else 0 for a in range(len(base)))


def lot_estimate(v: View) -> int | None:
    """What the lot on the stand would pay its buyer if the round ended now (None: no lot)."""
    if not v.lot:
        return None
    now = pays_now(v)
    return sum(now[c.artist] for c in v.lot)


def lot_hint(v: View) -> str:
    """The stand's line for the lot, said to be an estimate ("" when there is none)."""
    worth = lot_estimate(v)
    if worth is None:
        return ""
    if worth == 0:
        return ("Estimate: if the round ended now this lot would pay nothing (its artist is "
                "not in the top three yet).")
    return f"Estimate: if the round ended now this lot would pay its buyer {worth}."
