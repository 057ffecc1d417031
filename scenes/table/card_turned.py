"""The market board's "+N" at the card game's scoring, explained where it stands: the
face-down cards of an artist turned up when the round ended count for the ranking, not toward
the round's end (CARD_GAME.md §5, §6.1–2). The Played row showed "6 · end +1" and "4/6 +1",
and only the round's scoring screen had a legend for them; the board now has its own short
legend under the rows when a line is free, and each "+N" its own help (topmost)."""
from __future__ import annotations

import pygame

from game.card.cards import ARTIST_COUNT, artist_name
from game.i18n import _, n_

from .. import ui
from .board import note_weight

# i18n: a short legend under the card game's market board at scoring, for the "+1" beside a
# count in the Played row; keep it short, the board is narrow
TURNED_LEGEND = _("+N: face-down cards turned up at scoring")


def turned_tip(v, artist: int, turned: int):
    """The help of an artist's "+N" in the Played row: what it counts and why it stands
    apart."""
    # i18n: hover help of "+1" beside a count in the card game's market board at scoring;
    # {artist} is an artist's name, {limit} the face-up cards of one artist that end a round
    return n_("“+{n}”: {n} face-down card of {artist}, turned up at scoring. It counts for "
              "the ranking of the artists, not toward the {limit} face-up cards that end the "
              "round.",
              "“+{n}”: {n} face-down cards of {artist}, turned up at scoring. They count for "
              "the ranking of the artists, not toward the {limit} face-up cards that end the "
              "round.", turned).format(artist=artist_name(artist, v.config.theme),
                                       limit=v.threshold)


def explain_turned_up(surf, ctx, v, row: pygame.Rect, columns: tuple[int, int],
                      legend: pygame.Rect | None, regions: list) -> None:
    """Each "+N" of the Played row (`row`) its help, topmost, and the legend in `legend` (a
    free footnote line; None: no line is free); nothing before the round's scoring."""
    turned = v.turned_up or (0,) * ARTIST_COUNT
    if not any(turned):
        return
    x0, col_w = columns
    for a in range(ARTIST_COUNT):
        if turned[a]:
            regions.insert(0, (pygame.Rect(x0 + a * col_w, row.y, col_w, row.h),
                               turned_tip(v, a, turned[a])))
    if legend is None:
        return
    weight = note_weight(ctx)
    line, size = ui.fitted(ctx, TURNED_LEGEND, ui.READ_LEAST, legend.w, weight,
                           least=ui.READ_LEAST)
    ui.text(surf, ctx, line, size, legend.topleft, ui.INK_SOFT, weight)
    regions.insert(0, (legend, _("At scoring, a face-down card turned up shows as “+1” beside "
                                 "its artist's count of face-up cards: it counts for the "
                                 "ranking, not toward the round's end.")))
