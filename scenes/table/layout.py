"""Where everything on the table goes: a pure function of the window's size and the seats.

Sizes scale with the window (`px_at`); positions follow the edges, so a wider window gives the
log and the lot more room rather than bigger cards. Nothing here draws or needs a window.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ..art import card_height
from ..context import px_at

#: The "hide my screen" button's width and its inset from the own panel's right edge (design
#: pixels): the own panel's name keeps clear of it (`own_name_room`, below).
HIDE_W, HIDE_INSET = 128, 10
#: "Take back"'s width (design pixels): its longest label in every language at its own size
#: with room either side ("Take back your purchase" filled the hide button's width, shrunk).
TAKE_BACK_W = 168
#: The same at the card game's table, for its own labels (`takeback_words.CARD_LABELS`): under
#: its hide button, clear of the influence card's heading on its left.
CARD_TAKE_BACK_W = 152


@dataclass(frozen=True)
class TableLayout:
    """The named rectangles of the table for one window size and seating."""

    size: tuple[int, int]
    board: pygame.Rect          # the market board, top left
    log: pygame.Rect            # the auction log, the right-hand column
    own: pygame.Rect            # the seat whose screen the table follows, under the board
    hand: pygame.Rect           # the hand fan, bottom middle and on under the log
    opp: pygame.Rect            # the row of the other seats, top middle
    lot: pygame.Rect            # the auction stand, middle
    seats: dict                 # seat -> its panel in the row of the other seats
    dummy: pygame.Rect | None   # the dummy hand(s), one more place in that row
    lot_card: pygame.Rect       # where the lot's (first) card lies on the stand
    controls: pygame.Rect       # beside the lot: its information and the decision panel
    hide_button: pygame.Rect    # "Hide my screen", in the own panel's corner

    def named(self) -> dict[str, pygame.Rect]:
        """The six areas by name (what tests check lies inside the window)."""
        return {"board": self.board, "log": self.log, "own": self.own, "hand": self.hand,
                "opp": self.opp, "lot": self.lot}

    def seat_rect(self, seat: int | None) -> pygame.Rect:
        """Where a seat sits on screen (None: the bank, on the market board)."""
        if seat is None:
            # Inside the board, clear of your own panel below it.
            return pygame.Rect(self.board.centerx, self.board.bottom - self.board.h // 5, 4, 4)
        return self.seats.get(seat, self.own)

    def coin_route(self, payer: int | None, payee: int | None) -> list[tuple[int, int]]:
        """The way a payment's coins go from `payer` to `payee` (None: the bank): along the
        gutters between the panels, never over their words (flown straight across in an arc
        they covered the seats' names and money, and the "+12" they brought). A seat in the
        row of the others is reached under its panel, your own panel and the bank along the
        gutter under the board, and the column's gutter beside the stand joins the two."""
        row_y = (self.opp.bottom + self.lot.top) // 2
        col_x = (self.board.right + self.opp.x) // 2
        own_y = (self.board.bottom + self.own.top) // 2

        def door(seat: int | None) -> tuple[bool, tuple[int, int]]:
            if seat is not None and seat in self.seats:
                return True, (self.seats[seat].centerx, row_y)
            if seat is None:            # the bank: the gutter's far end, under the board
                return False, (self.board.x + self.board.w // 5, own_y)
            return False, (self.own.centerx + self.own.w // 5, own_y)
        (a_row, a), (b_row, b) = door(payer), door(payee)
        if a_row == b_row:
            return [a, b]
        turns = [(col_x, row_y), (col_x, own_y)]
        return [a, *(turns if a_row else turns[::-1]), b]

    @property
    def hand_mid(self) -> int:
        """Where a hand that fits under the stand centres (its column's middle): a longer
        hand runs on under the log."""
        return self.lot.centerx


def seating_anchor(seat: int | None, shared: bool) -> int | None:
    """The seat the table's places turn round (the `anchor` of `table_layout` and
    `card_layout.card_table_layout`): with one person at the screen, theirs (they sit at the
    bottom, the others round the table from their left); at a `shared` screen (hot-seat) none,
    so that every seat keeps one place whoever sits at the screen, in seat order, the one at
    the screen marked "you" and the seats the game waits for ringed (turned round each
    player, the places moved at every hand-over: Ada's row was sought where it had been)."""
    return None if shared else seat


def table_layout(size: tuple[int, int], players: int, anchor: int | None,
                 has_dummy: bool) -> TableLayout:
    """The table for a window of `size`: `players` seats placed around `anchor`, the seat whose
    screen the table follows (so covering the screen moves nothing); None places them all."""
    px = px_at(size)
    w, h = size
    m = px(14)
    board_w = px(352)
    own_h = px(190)
    log_w = px(262)
    hand_h = px(186)
    # The log ends above the hand, which runs on under its column: between your panel and the
    # log alone a round's first hand overlapped to thin strips, the log's foot stood empty.
    log = pygame.Rect(w - m - log_w, m, log_w, h - hand_h - 2 * m)
    own = pygame.Rect(m, h - m - own_h, board_w, own_h)
    # The board takes the column's height up to what its rows can use; a taller window
    # gives the rest to your own panel.
    board = pygame.Rect(m, m, board_w, max(px(318), min(px(560), own.y - 2 * m)))
    own = pygame.Rect(m, board.bottom + m, board_w, h - board.bottom - 2 * m)
    hand = pygame.Rect(own.right + m, h - hand_h, w - m - own.right - m, hand_h - px(6))
    opp = pygame.Rect(board.right + m, m, log.x - board.right - 2 * m, px(150))
    lot = pygame.Rect(opp.x, opp.bottom + m, opp.w, hand.y - opp.bottom - 2 * m + px(10))
    seats, dummy = _place_seats(opp, px, players, anchor, has_dummy)
    lot_card = _lot_card(lot, px)
    hide = pygame.Rect(0, 0, px(HIDE_W), px(26))
    hide.topright = (own.right - px(HIDE_INSET), own.y + px(9))
    return TableLayout(size, board, log, own, hand, opp, lot, seats, dummy, lot_card,
                       _controls(lot, lot_card, px), hide)


def _place_seats(opp: pygame.Rect, px, players: int, anchor: int | None, has_dummy: bool):
    me = anchor if anchor is not None else 0
    others = [(me + k) % players for k in range(1, players)]
    if anchor is None:
        others = [0] + others
    gap = px(10)
    # The dummy hand(s) sit at the table like one more seat, after the players.
    places = len(others) + (1 if has_dummy else 0)
    cw = min(px(190), (opp.w - gap * (places - 1)) // max(1, places))
    total = cw * places + gap * (places - 1)
    x = opp.centerx - total // 2
    seats = {}
    for seat in others:
        seats[seat] = pygame.Rect(x, opp.y, cw, opp.h)
        x += cw + gap
    return seats, (pygame.Rect(x, opp.y, cw, opp.h) if has_dummy else None)


def _lot_card(lot: pygame.Rect, px) -> pygame.Rect:
    cw = px(124)
    ch = card_height(cw)
    return pygame.Rect(lot.x + px(24), lot.y + (lot.h - ch) // 2 - px(4), cw, ch)


def _controls(lot: pygame.Rect, cards: pygame.Rect, px) -> pygame.Rect:
    x = cards.right + px(64)
    # In a tall window the information and the controls stay together, centred.
    h = min(lot.h - px(30), px(420))
    return pygame.Rect(x, lot.centery - h // 2 - px(1), lot.right - x - px(16), h)


def hand_card_rects(area: pygame.Rect, count: int, px,
                    mid: int | None = None) -> list[pygame.Rect]:
    """The resting rectangles of `count` cards fanned across the hand area, centred on `mid`
    (None: the area's middle) as far as the area lets them be."""
    if not count:
        return []
    cw = px(104)
    ch = card_height(cw)
    n = count
    step = min(cw + px(8), (area.w - cw) / max(1, n - 1)) if n > 1 else 0
    total = cw + step * (n - 1)
    mid = area.centerx if mid is None else mid
    x0 = min(max(mid - total / 2, area.x), area.right - total)
    out = []
    for i in range(n):
        off = fan_offset(i, n)
        # The ends sit lower and lean: a leaning card reaches below its resting rectangle, so
        # it rises by that much (the fan's outer cards ran to the window's bottom edge).
        y = area.bottom - ch - px(14) + int(px(14) * off * off) - lean_overhang(cw, ch,
                                                                              fan_angle(i, n))
        out.append(pygame.Rect(int(x0 + i * step), y, cw, ch))
    return out


#: The least share of a card's width the next card leaves in view for the fan to lean: a
#: hand closer than that stands upright (thirteen leaning cards at 1280x720 each cut the
#: next one's strip on a slant, their badges and banners on as many heights and tilts).
LEAN_LEAST = 0.75


def fan_leans(rects: list[pygame.Rect]) -> bool:
    """Whether a hand laid out at `rects` leans in a fan: while each card shows
    `LEAN_LEAST` of its width and more."""
    return all(b.x - a.x >= a.w * LEAN_LEAST for a, b in zip(rects, rects[1:]))


def fan_angle(i: int, n: int) -> int:
    """How many degrees card `i` of `n` leans in the fan (the ends most, 6 at most)."""
    return round(-fan_offset(i, n) * min(6, 1 + n * 0.4))


def lean_overhang(w: int, h: int, angle: float) -> int:
    """How far a `w`×`h` card leaning `angle` degrees reaches below its upright rectangle
    (about the same centre), rounded up."""
    a = math.radians(abs(angle))
    return math.ceil((w * math.sin(a) + h * math.cos(a) - h) / 2)


def fan_offset(i: int, n: int) -> float:
    """Where card `i` of `n` sits in the fan: -1 at the left end, 0 in the middle, 1 right."""
    return (i - (n - 1) / 2) / max(1, (n - 1) / 2) if n > 1 else 0


def own_name_room(ctx, r: pygame.Rect, demo: bool) -> int:
    """The pixels from the own panel's name to its top-right corner, which holds the "hide my
    screen" button (`layout.table_layout`'s `hide_button`) but in the demo."""
    px = ctx.px
    return r.w - px(14) - (px(14) if demo else px(HIDE_INSET) + px(HIDE_W) + px(6))
