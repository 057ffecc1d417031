"""The lot's bids and passes so far on the auction stand, as chips in a row (`history_chips`),
and where that row goes (`history_row`): at the stand's foot while others decide, on the
player's own turn clear of the decision and the engine's word to the player
(`error_box`, where that word shows), else under the lot's card(s) (`under_the_lot`). Where
that row cannot hold every chip, the stand's other free rows are tried, then a smaller size
(`history_place`): no seat's chip is left out while there is room for it.

lot.py's `draw_lot` paints the row; the table's hover help keeps clear of it (`bid_chips`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import join_text
from game.log import pass_words
from game.state import FIXED_OFFER, ONCE_AROUND_BIDDING, OPEN_BIDDING

from .. import ui
from .controls import AMOUNT_ROW_UP, ROW_H
from .look import Look

#: The decisions whose stand shows the lot's bids and passes so far.
BIDDING = (OPEN_BIDDING, ONCE_AROUND_BIDDING, FIXED_OFFER)

if TYPE_CHECKING:          # lot.py imports this module: its LotInfo only for the annotations
    from .lot import LotInfo


def history_row(ctx, look: Look, layout, info: LotInfo, error: str) -> pygame.Rect | None:
    """Where the lot's bids so far go: at the stand's foot while others decide; on the
    player's own turn (when they matter most: only the high bid showed) just above the
    decision's widgets, under the lot's words, clear of the engine's word; None where there
    is no room for them."""
    px, box = ctx.px, layout.controls
    if not look.turn:
        return second_line(px, pygame.Rect(box.x, box.bottom - px(34), box.w, px(28)), info)
    row = bids_line(ctx, box, [r for r in info.keep_clear if r.top > info.text_top])
    if error:
        row.bottom = min(row.bottom, error_box(ctx, layout, error).top - px(4))
    if row.top < info.tip_top or row.collidelist(info.keep_clear) >= 0:
        return under_the_lot(ctx, layout, info)
    return second_line(px, row, info)


def bids_line(ctx, box: pygame.Rect, widgets: list | None = None) -> pygame.Rect:
    """The line of the lot's bids on the player's own turn in the decision's area `box`: just
    above the decision's `widgets` (their rectangles; None: where its amount row goes)."""
    px = ctx.px
    if widgets is None:
        widgets = [pygame.Rect(box.x, box.bottom - px(AMOUNT_ROW_UP), box.w, px(ROW_H))]
    bottom = min([r.top for r in widgets] + [box.bottom]) - px(8)
    return pygame.Rect(box.x, bottom - px(28), box.w, px(28))


def second_line(px, row: pygame.Rect, info: LotInfo) -> pygame.Rect:
    """`row` with a line of chips above it where the stand is free there (under the lot's
    words and estimate, clear of a tip and the decision): the chips fill it from the bottom,
    so it is used only when one line is full. Three seats declining a fixed price did not fit
    one line at 1280x720, and the first one's chip was left out (play-test R, 76.png)."""
    two = pygame.Rect(row.x, row.bottom - 2 * px(28) - px(4), row.w, 2 * px(28) + px(4))
    if two.top < info.tip_top or two.collidelist(info.keep_clear) >= 0:
        return row
    return two


def under_the_lot(ctx, layout, info: LotInfo) -> pygame.Rect | None:
    """Where the lot's bids go on the player's own turn when the lot's words, a first-game
    tip and the decision fill the stand's right (the tip of a newcomer's first open auction
    took the row's room, and the row went): in the stand's left, under the lot's card(s), in
    as many rows of chips as there is room for (`draw_history`); None where not even one
    fits."""
    px, area, cr = ctx.px, layout.lot, layout.lot_card
    top = cr.bottom + px(10) * max(1, len(info.cards)) + px(4)     # a double's second card
    bottom = area.bottom - px(10)
    rows = (bottom - top + px(4)) // (px(28) + px(4))
    if rows < 1:
        return None
    return pygame.Rect(area.x + px(12), top, layout.controls.x - area.x - px(24),
                       rows * px(28) + (rows - 1) * px(4))


def error_box(ctx, layout, error: str) -> pygame.Rect:
    """Where the stand shows `error`, the engine's (or the amount box's) word to the player,
    above the amount row, as tall as its lines: a longer word grows upwards (downwards its
    second line ran into the amount box); the table's tooltips keep clear of it."""
    px, box = ctx.px, layout.controls
    height = ui.wrapped_height(ctx, error, 14, box.w, "bold")
    bottom = box.bottom - px(38) * 2 - px(40) + int(px(14) * 1.25)     # one line's foot
    return pygame.Rect(box.x, bottom - height, box.w, height)


#: The chips' text sizes, the first the usual one: a smaller one only where no row holds every
#: chip at the usual size.
CHIP_SIZES = (13, 12, 11)


def free_lines(ctx, layout, info: LotInfo, error: str) -> list[pygame.Rect]:
    """One-line rows across the stand's right on the player's own turn, each just under
    something the chips keep clear of (the decision's widgets, the engine's word), clear of
    all of them and of the lot's words."""
    px, box = ctx.px, layout.controls
    avoid = list(info.keep_clear) + ([error_box(ctx, layout, error)] if error else [])
    lines = []
    for r in sorted(avoid, key=lambda r: r.bottom):
        row = pygame.Rect(box.x, r.bottom + px(6), box.w, px(28))
        if row.top >= info.tip_top and row.bottom <= box.bottom and row.collidelist(avoid) < 0:
            lines.append(row)
    return lines


def history_place(ctx, look: Look, layout, info: LotInfo, history: list,
                  error: str) -> tuple[pygame.Rect | None, list]:
    """Where the lot's bids so far go and their chips there (`history_chips`): `history_row`'s
    row, else on the player's own turn another the stand has room for (`free_lines`, under the
    lot) that holds every chip, at the usual size, else a little smaller; failing all, the row
    that holds the most. With a first-time tip open at 1280x720 the row under the lot held two
    of three seats declining a fixed price, and the first one's chip was left out. Placed once
    for the same stand and bids (`LotInfo.placed`)."""
    key = (look, layout, ctx.size, ctx.words.code, tuple(history), error, info.cards,
           info.text_top, info.tip_top, [tuple(r) for r in info.keep_clear])
    if info.placed and info.placed[0] == key:
        return info.placed[1]
    info.placed = (key, _history_place(ctx, look, layout, info, history, error))
    return info.placed[1]


def _history_place(ctx, look: Look, layout, info: LotInfo, history: list,
                   error: str) -> tuple[pygame.Rect | None, list]:
    """`history_place`, worked out."""
    rows = [history_row(ctx, look, layout, info, error)]
    if look.turn:
        rows += free_lines(ctx, layout, info, error) + [under_the_lot(ctx, layout, info)]
    rows = [r for i, r in enumerate(rows) if r is not None and r not in rows[:i]]
    if not rows:
        return None, []
    best: tuple[pygame.Rect | None, list] = (rows[0], [])
    for size in CHIP_SIZES:
        faces = chip_faces(ctx, look, history, size)        # drawn once per size
        for row in rows:
            chips = placed_chips(ctx, faces, row)
            if len(chips) == len(faces):
                return row, chips
            if len(chips) > len(best[1]):
                best = (row, chips)
    return best


def draw_history(surface, ctx, look: Look, history: list, row: pygame.Rect,
                 chips: list | None = None) -> None:
    """This lot's bids and passes so far as chips in `row` (`history_chips`; `chips`, those
    placed already): the high bid's chip brass and ringed, the bids it outbid paler, so the
    high bid reads at a glance wherever it stands."""
    px = ctx.px
    for placed in chips if chips is not None else history_chips(ctx, look, history, row):
        surf, is_bid, chip = placed
        if getattr(placed, "words", None):      # its words, drawn as every frame draws its own
            surf = ctx.text.render(*placed.words)
        high = getattr(placed, "high", False)
        fill = (ui.BRASS_LIGHT if high else ui.PAPER_DARK) if is_bid else (50, 70, 60)
        ui.blit_panel(surface, ctx, chip, fill=fill, radius=chip.h // 2,
                      border=ui.BRASS_DARK if high else None, border_width=px(2))
        surface.blit(surf, surf.get_rect(center=chip.center))


class Chip(tuple):
    """A chip as (its words drawn, a bid?) or, placed, (its words drawn, a bid?, its rect),
    with `words`, what its words were drawn from (`ctx.text.render`'s arguments): placed once
    for a stand (`history_place`), a chip's words are drawn again in each frame as any other
    words are (from the text cache), where the language checks see them."""

    words: tuple = ()
    #: The lot's high bid so far: the latest bid (each bid raises the one before).
    high: bool = False

    @classmethod
    def of(cls, values, words: tuple, high: bool = False) -> "Chip":
        chip = cls(values)
        chip.words = words
        chip.high = high
        return chip


def history_chips(ctx, look: Look, history: list, row: pygame.Rect, size: float = 13) -> list:
    """This lot's bids and passes so far as chips in `row`, in bidding order as lines are read,
    the latest last at the foot's right (`placed_chips`), a pass in the words of the lot's
    auction (an open or once-around auction's "passes", a fixed price's "declines to buy"),
    as the log says them: a seat's pass
    once until it bids again (in an open auction it passes again each lap, and "Out of this
    lot" made a row of the same chip). Each chip as (its words drawn, a bid?, its rect); its
    words at design `size`."""
    return placed_chips(ctx, chip_faces(ctx, look, history, size), row)


def chip_faces(ctx, look: Look, history: list, size: float) -> list:
    """Each chip of `history_chips` as (its words drawn at design `size`, a bid?), earliest
    first."""
    px = ctx.px
    chips = []
    out: set[int] = set()
    last_bid = max((i for i, (_s, amount) in enumerate(history) if amount is not None),
                   default=None)
    for i, (seat, amount) in enumerate(history):
        if amount is None and seat in out:
            continue
        who = look.name(seat)
        if amount is None:
            out.add(seat)
            label = pass_words(look.view.method, look.you(seat), who, seat in look.outs)
        else:
            out.discard(seat)
            label = join_text(" ", [who, amount])
        high = i == last_bid
        words = (label, px(size), (ui.INK if high else ui.INK_SOFT) if amount is not None
                 else ui.PAPER_DIM, "bold" if high else "italic" if amount is None else "regular")
        chips.append(Chip.of((ctx.text.render(*words), amount is not None), words, high))
    return chips


def placed_chips(ctx, faces: list, row: pygame.Rect) -> list:
    """The chips `faces` laid in `row` as `history_chips` lays them: in bidding order, as
    lines of words are read, the earliest at the top left, the latest (the high bid) last at
    the foot's right; each line against the row's right, the lines as many as they need at
    the row's foot. Those with no room are left out, the earliest. The oldest alone on a top
    line over the rest read as the latest (play-test)."""
    for start in range(len(faces) + 1):
        lines = _lines(ctx, faces[start:], row.w)
        if lines is not None and len(lines) * (ctx.px(28) + ctx.px(4)) - ctx.px(4) <= row.h:
            break
    px = ctx.px
    h = px(28)
    placed = []
    y = row.bottom - len(lines) * (h + px(4)) + px(4)
    for line in lines:
        x = row.right - sum(width for _face, width in line)
        for face, w in line:
            surf, is_bid = face
            placed.append(Chip.of((surf, is_bid, pygame.Rect(x, y, w - px(4), h)),
                                  getattr(face, "words", ()), getattr(face, "high", False)))
            x += w
        y += h + px(4)
    return placed


def _lines(ctx, faces: list, room: int) -> list | None:
    """`faces` broken into lines of (face, width taken) no wider than `room`, filled in order;
    None where one chip alone is wider."""
    lines: list = []
    used = room
    for face in faces:
        w = face[0].get_width() + ctx.px(16)
        if w > room:
            return None
        if used + w > room:
            lines.append([])
            used = 0
        lines[-1].append((face, w))
        used += w
    return lines


def bid_chips(ctx, look: Look, layout, info: LotInfo, history: list,
              error: str) -> list[pygame.Rect]:
    """Where the stand shows the lot's bids so far now (`draw_lot`): a control's help keeps
    clear of them (the amount box's covered them while the player chose a bid)."""
    if info.covered or not info.cards or look.view.phase not in BIDDING:
        return []
    _row, chips = history_place(ctx, look, layout, info, history, error)
    return [r for _s, _b, r in chips]
