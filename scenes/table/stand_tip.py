"""The stand's words and a first-time tip together: the lot's estimate (value hints on) and the
tip each get their room. An Italian newcomer's first sealed auction at 1920×1080 showed the
tip risen over the estimate, which came back only after "Got it"; the estimate is the more
useful of the two, so the method's head goes on one line where a tip may show, and only a
tip that still has no room under the estimate takes the estimate's. The head on one line
gives the tip its full size too (a long Chinese tip was drawn smaller at 1920×1080 under a
head of two lines). The head keeps its height through a lot (`HeadForm`): it went from one
line to two as a tip closed and back as the next came, and the table under it moved."""
from __future__ import annotations

from typing import Callable

import pygame

from . import tips as tip_room
from .lot import LotInfo


class HeadForm:
    """The stand's head on one line or two, chosen once for each lot and seat: on one line
    where a first-time tip is on offer to the seat, or may come to it while the lot lasts
    (the lot's own, "Up to"'s), so that a tip coming or going never moves the stand's words."""

    def __init__(self) -> None:
        #: The lot and seat the form was chosen for, and the form (True: one line).
        self.chosen: tuple = (None, False)

    def of(self, v, tip_may_come: Callable[..., bool]) -> bool:
        """Whether the head of the lot on view `v`'s stand goes on one line; `tip_may_come(v)`
        asked only when a new lot (or another seat's screen) comes."""
        key = (v.round, tuple(c.id for c in v.lot), v.seat)
        if self.chosen[0] != key:
            self.chosen = (key, bool(v.lot) and tip_may_come(v))
        return self.chosen[1]


def stand_with_tip(ctx, arrange: Callable[..., LotInfo], tip: str | None, stand: pygame.Rect,
                   clear_of: list, before: tip_room.TipPanel | None, pointer=None,
                   compact: bool = False) -> tuple[LotInfo, tip_room.TipPanel | None]:
    """The stand's words (`arrange`, `arrange_lot` but for `compact` and `named`) and the
    panel of `tip` (None: no tip shows) in the decision's area `stand`, clear of the
    decision's widgets (`clear_of`); `before` is the tip's panel a moment ago (its place is
    kept if it fits); `compact`, the head on one line (`HeadForm`), with or without a tip.
    While the `pointer` (None: not the player's, or not known) rests on that panel, it stays
    where it is: the stand's head growing a line moved "Got it" under a pointer on its way to
    it. It takes its place again once the pointer has left it."""
    info = arrange(compact=compact, named=tip is not None)
    if tip is None:
        return info, None
    if (pointer is not None and before is not None and before.box.collidepoint(pointer)
            and before.key == (tip, tuple(ctx.size), tuple(stand))):
        if before.rose:
            info.hint = ""      # as when it was placed: the tip has the estimate's room
        return info, before
    panel = tip_room.arrange_tip(ctx, tip, stand, info.tip_top, clear_of=clear_of,
                                 rise_to=info.hint_top,
                                 stay_at=tip_room.steady_top(before, tip, ctx.size, stand))
    if panel.rose:
        info.hint = ""          # no room left at all: the tip, read once, takes the estimate's
    panel.key = (tip, tuple(ctx.size), tuple(stand))
    return info, panel
