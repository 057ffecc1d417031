"""The stand's words and a first-time tip together: the lot's estimate (value hints on) and the
tip each get their room. An Italian newcomer's first sealed auction at 1920×1080 showed the
tip risen over the estimate, which came back only after "Got it"; the estimate is the more
useful of the two, so the method's head goes on one line first, and only a tip that still
has no room under the estimate takes the estimate's. The head goes on one line too before
the tip's text shrinks (a long Chinese tip was drawn smaller at 1920×1080 under a head of
two lines)."""
from __future__ import annotations

from typing import Callable

import pygame

from . import tips as tip_room
from .lot import LotInfo


def stand_with_tip(ctx, arrange: Callable[..., LotInfo], tip: str | None, stand: pygame.Rect,
                   clear_of: list, before: tip_room.TipPanel | None, pointer=None
                   ) -> tuple[LotInfo, tip_room.TipPanel | None]:
    """The stand's words (`arrange`, `arrange_lot` but for `compact`) and the panel of `tip`
    (None: no tip shows) in the decision's area `stand`, clear of the decision's widgets
    (`clear_of`); `before` is the tip's panel a moment ago (its place is kept if it fits).
    While the `pointer` (None: not the player's, or not known) rests on that panel, it stays
    where it is: the stand's head growing a line moved "Got it" under a pointer on its way to
    it. It takes its place again once the pointer has left it. The head goes on one line
    where that gives the tip room to stay whole without rising, or at a larger size."""
    info = arrange()
    if tip is None:
        return info, None
    if (pointer is not None and before is not None and before.box.collidepoint(pointer)
            and before.key == (tip, tuple(ctx.size), tuple(stand))):
        if before.rose:
            info.hint = ""      # as when it was placed: the tip has the estimate's room
        return info, before

    def place(lot: LotInfo) -> tip_room.TipPanel:
        return tip_room.arrange_tip(ctx, tip, stand, lot.tip_top, clear_of=clear_of,
                                    rise_to=lot.hint_top,
                                    stay_at=tip_room.steady_top(before, tip, ctx.size, stand))
    panel = place(info)
    if (panel.rose or panel.size < ctx.px(tip_room.TEXT_SIZE)) and info.hint:
        compact = arrange(compact=True)
        again = place(compact)
        if not again.rose and (panel.rose or again.size > panel.size):
            info, panel = compact, again
    if panel.rose:
        info.hint = ""          # no room left at all: the tip, read once, takes the estimate's
    panel.key = (tip, tuple(ctx.size), tuple(stand))
    return info, panel
