"""Where everything of the card game's table goes: a pure function of the window's size and the
seats, like `layout.table_layout` for the auction game (nothing here draws or needs a window).

Left: the market board over the middle of the table (the influence card, the deck, the status
lines and the decision panel). Middle: one row per seat with its display, the seat whose screen
the table follows at the bottom, over its hand. Right: the log, over the hand's right end (the
hand runs from the middle's left edge to the window's right margin).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..card_art import CARD_RATIO
from ..context import px_at


#: The hand's height (design pixels); with two players, whose two display rows have room to
#: spare, the hand takes some of it for larger cards.
HAND_H, HAND_H_TWO = 172, 212


@dataclass(frozen=True)
class CardTableLayout:
    """The named rectangles of the card game's table for one window size and seating."""

    size: tuple[int, int]
    board: pygame.Rect          # the market board: value and award tokens on the artists
    centre: pygame.Rect         # the influence card, the deck, the status and the decisions
    influence: pygame.Rect      # where the influence card lies
    controls: pygame.Rect       # the decision panel's buttons
    displays: pygame.Rect       # every seat's display, one row each
    rows: dict                  # seat -> its row in `displays`, playing order, own seat last
    hand: pygame.Rect           # the open hand, bottom middle
    log: pygame.Rect            # the log, the right-hand column
    hide_button: pygame.Rect    # "Hide my screen", in the corner of the table's middle

    def named(self) -> dict[str, pygame.Rect]:
        """The main areas by name (what tests check lies inside the window, apart)."""
        return {"board": self.board, "centre": self.centre, "displays": self.displays,
                "hand": self.hand, "log": self.log}


def card_table_layout(size: tuple[int, int], players: int,
                      anchor: int | None) -> CardTableLayout:
    """The table for a window of `size`: `players` rows, the row of `anchor` (the seat whose
    screen the table follows) last, by its hand; None keeps seat order."""
    px = px_at(size)
    w, h = size
    m = px(14)
    left_w = px(352)
    log_w = px(262)
    hand_h = px(HAND_H_TWO if players == 2 else HAND_H)
    # The hand runs under the log's column too: in the table's middle alone thirteen cards
    # overlapped to thin strips (names cut short, "Lite I", "Yo"), the log's foot stood empty.
    log = pygame.Rect(w - m - log_w, m, log_w, h - hand_h - 3 * m)
    board = pygame.Rect(m, m, left_w, max(px(250), min(px(380), (h - 2 * m) * 2 // 5)))
    centre = pygame.Rect(m, board.bottom + m, left_w, h - board.bottom - 2 * m)
    influence = pygame.Rect(centre.x + px(14), centre.y + px(34), px(64),
                            round(px(64) * CARD_RATIO))
    controls = pygame.Rect(centre.x + px(12), influence.bottom + px(72), centre.w - px(24),
                           centre.bottom - influence.bottom - px(84))
    mid_x = board.right + m
    mid_w = log.x - m - mid_x
    hand = pygame.Rect(mid_x, h - m - hand_h, w - m - mid_x, hand_h)
    displays = pygame.Rect(mid_x, m, mid_w, hand.y - 2 * m + px(6))
    rows = _rows(displays, px, players, anchor)
    hide = pygame.Rect(0, 0, px(128), px(24))
    hide.topright = (centre.right - px(10), centre.y + px(7))
    return CardTableLayout(size, board, centre, influence, controls, displays, rows, hand, log,
                           hide)


def _rows(area: pygame.Rect, px, players: int, anchor: int | None) -> dict:
    if anchor is None:
        order = list(range(players))
    else:
        order = [(anchor + k) % players for k in range(1, players)] + [anchor]
    gap = px(6)
    row_h = min(px(260), (area.h - gap * (players - 1)) // players)
    top = area.bottom - players * row_h - (players - 1) * gap
    rows = {}
    for i, seat in enumerate(order):
        rows[seat] = pygame.Rect(area.x, top + i * (row_h + gap), area.w, row_h)
    return rows


#: The hand's height its cards leave free (design pixels): above them its heading and the room
#: a card that may be chosen rises under the pointer, clear of the heading (at 52 it rose to
#: touch "YOUR HAND", at 1920x1080 held back by a pixel), and a margin under them.
HAND_ROOM = 58


def hand_rects(area: pygame.Rect, count: int, px) -> list[pygame.Rect]:
    """The resting rectangles of `count` hand cards in a row across `area` (overlapping when
    they do not fit)."""
    if not count:
        return []
    ch = area.h - px(HAND_ROOM)
    cw = round(ch / CARD_RATIO)
    step = min(cw + px(8), (area.w - cw - px(20)) / max(1, count - 1)) if count > 1 else 0
    total = cw + step * (count - 1)
    x0 = area.centerx - total / 2
    return [pygame.Rect(int(x0 + i * step), area.bottom - ch - px(6), cw, ch)
            for i in range(count)]


#: The strip of a covered card that shows in a display's group (design pixels), when the
#: group has room: enough to see how many cards of the artist lie there.
FAN = 16
#: The strip of a covered card the display's card size makes room for in a place fanned across
#: (design pixels); a larger pile overlaps more tightly in its place, its number on its top card
#: (`card_rows.pile_count`).
TIGHT = 12
#: The pile a display's card size makes room for fanned down, by `FAN`: a larger one overlaps
#: more tightly in its place. (One seat's pile of six cards shrank every display's cards to a
#: third of their size, names cut to "Lite M…", "Yo…", in rows mostly empty.)
BASE = 3
#: The artists' places in a display (the face-down place follows them).
ARTIST_GROUPS = 5
#: The pile a display's place holds at the cards' full size with `TIGHT` strips fanned across;
#: a larger one lies closer in its place (every pile of two or more has its number on the top
#: card, `card_rows.pile_count`).
PLACE_PILE = 2
#: With two players, the face-down place's width as a share of an artist's place: its cards
#: lie smaller, one under the other, so that the artists' cards take the row's width (kept as
#: wide as an artist's place, it made every card a sixth narrower than the row allowed).
TWO_DOWN_SHARE = 0.6
#: The least width of that place's cards (design pixels): their artist's name shows on them.
DOWN_LEAST = 48
#: A display row's panel (design pixels): its corners' radius and its border at its widest
#: (the seat whose turn it is). The room after the last place is at least the radius: the
#: face-down cards lay in the rounded corner, over the border (the play-tester's "pokes over
#: the top border").
ROW_RADIUS, ROW_BORDER = 10, 3


@dataclass(frozen=True)
class Places:
    """One seat's display row cut into places: the five artists' (taken from the row's start
    in the order the artists come to the display: `card_rows.display_groups`), then the
    face-down place (`rects`); the cards' width there (`card`, the face-down place's own in
    `down_card`) and whether piles fan down their place (else across)."""

    rects: tuple
    card: int
    down_card: int
    fan_down: bool


def display_places(row: pygame.Rect, header_w: int, px, players: int | None = None) -> Places:
    """The places of a display row after its header of `header_w`: a function of the row and
    the table alone, never of the cards in it, so that no place moves and no card changes size
    while the piles grow (a pile of three or more widened its place and moved every other
    artist's cards a few pixels; a tall pile fanned down shrank the whole row's cards). Equal
    places, a gap before each and after the last (the last group's cards ran to the row's very
    edge, over its panel's border); the cards as large as the row allows for a pile of
    `PLACE_PILE` fanned across or `BASE` fanned down (down where the row is tall enough for
    larger cards that way: two and three players' rows). With two players (`players`) the
    face-down place is narrower (`TWO_DOWN_SHARE`), its cards smaller."""
    gap, room = px(6), row.h - px(12)
    free = row.w - header_w - gap * (ARTIST_GROUPS + 1) - max(gap, px(ROW_RADIUS))
    if players == 2:
        down = max(px(DOWN_LEAST), round(free * TWO_DOWN_SHARE / (ARTIST_GROUPS
                                                                   + TWO_DOWN_SHARE)))
        slot = max(1, (free - down) // ARTIST_GROUPS)
        widths = [slot] * ARTIST_GROUPS + [max(1, free - ARTIST_GROUPS * slot)]
    else:
        slot = max(1, free // (ARTIST_GROUPS + 1))
        widths = [slot] * (ARTIST_GROUPS + 1)
    across = max(1, min(round(room / CARD_RATIO), slot - px(TIGHT) * (PLACE_PILE - 1)))
    down = max(1, min(round((room - px(FAN) * (BASE - 1)) / CARD_RATIO), slot))
    fan_down = down >= across
    card = down if fan_down else across
    rects, x = [], row.x + header_w + gap
    for w in widths:
        rects.append(pygame.Rect(x, row.y + px(6), w, room))
        x += w + gap
    down_card = min(card, widths[-1]) if fan_down else card
    return Places(tuple(rects), card, down_card, fan_down)


def group_rects(row: pygame.Rect, header_w: int, counts: list[int], px,
                players: int | None = None) -> list[list[pygame.Rect]]:
    """Per place (`display_places`: the artists' in the order they came, then the face-down
    place), the rectangles of the `counts` cards lying there in one seat's display row, each
    pile at its place's left edge, fanned across or down it. A pile larger than its place
    holds at the cards' size overlaps more tightly in its place: the other places and cards
    stay put."""
    places = display_places(row, header_w, px, players)
    counts = list(counts) + [0] * (len(places.rects) - len(counts))
    out = []
    for i, (place, n) in enumerate(zip(places.rects, counts)):
        cw = places.down_card if i == ARTIST_GROUPS else places.card
        if places.fan_down:
            line = _line_top(place, places.card)
            out.append(_pile_down(place, n, cw, px, line, whole=i == ARTIST_GROUPS))
        else:
            out.append(_pile_across(place, n, cw))
    return out


def _pile_across(place: pygame.Rect, n: int, cw: int) -> list[pygame.Rect]:
    """`n` cards `cw` wide fanned across `place` from its left edge, centred down it."""
    ch = round(cw * CARD_RATIO)
    step = min(cw * 0.55, (place.w - cw) / max(1, n - 1)) if n > 1 else 0
    top = place.y + (place.h - ch) // 2
    return [pygame.Rect(int(place.x + i * step), top, cw, ch) for i in range(n)]


def _line_top(place: pygame.Rect, cw: int) -> int:
    """Where every pile of a row fanned down starts: where a pile of `BASE` cards `cw` wide,
    a third of a card apart, stands centred in its place."""
    ch = round(cw * CARD_RATIO)
    return place.y + max(0, (place.h - ch - ch // 3 * (BASE - 1)) // 2)


def _pile_down(place: pygame.Rect, n: int, cw: int, px, line: int,
               whole: bool) -> list[pygame.Rect]:
    """`n` cards `cw` wide fanned down `place`: a third of a card apart, starting at the row's
    `line` (`_line_top`), every pile of the row at one height, so that the row reads as one
    line; a larger pile overlaps more tightly down to the place's foot. `whole` (the face-down
    place): each card whole under the last where the place is tall enough (starting higher
    than the line only as far as they need), else as far apart as it allows. (It started at
    the place's top, raised above the row's line, its corner on the panel's border.)"""
    ch = round(cw * CARD_RATIO)
    if whole:
        step = ch + px(4)
        top = max(place.y, min(line, place.bottom - ch - step * (max(1, n) - 1)))
    else:
        step = ch // 3
        top = line
    if n > 1:
        step = max(1, min(step, (place.bottom - top - ch) // (n - 1)))
    return [pygame.Rect(place.x, top + i * step, cw, ch) for i in range(n)]
