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

from game.card.cards import SECOND_FACE_DOWN, SECOND_FACE_UP
from game.card.state import ADDING, EFFECT, EVERYONE

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


def hand_rects(area: pygame.Rect, count: int, px) -> list[pygame.Rect]:
    """The resting rectangles of `count` hand cards in a row across `area` (overlapping when
    they do not fit)."""
    if not count:
        return []
    ch = area.h - px(52)
    cw = round(ch / CARD_RATIO)
    step = min(cw + px(8), (area.w - cw - px(20)) / max(1, count - 1)) if count > 1 else 0
    total = cw + step * (count - 1)
    x0 = area.centerx - total / 2
    return [pygame.Rect(int(x0 + i * step), area.bottom - ch - px(6), cw, ch)
            for i in range(count)]


def keeps_gap(v, turn: bool, choices: dict) -> bool:
    """Whether the hand may keep a gap where a card left it (the pointer resting on it): only
    while the shown seat, right after its card, is still to choose another from its hand (the
    second card face up or face down, the card for everyone plays after playing it, the next
    card added at scoring once it has added one) and, once it decides, some card may be chosen
    (`choices`). Otherwise the hand closes up: the gap stayed through the others' turns and
    looked broken, and the gap of the card that ended the round stayed through the round's end
    and the whole scoring step (its next card is no follow-up: the round's end shows first)."""
    follow_up = (v.phase == EFFECT and v.effect in (SECOND_FACE_UP, SECOND_FACE_DOWN)
                 or v.phase == EVERYONE and v.turn == v.seat
                 or v.phase == ADDING and v.seat is not None and bool(v.added[v.seat]))
    return follow_up and v.seat in v.to_act and (not turn or bool(choices))


#: The strip of a covered card that shows in a display's group (design pixels), when the
#: group has room: enough to see how many cards of the artist lie there.
FAN = 16
#: The least strip of a covered card in a tall pile (design pixels): a pile of six or seven
#: cards overlaps this tightly before its cards shrink (the covered cards' top strips then
#: show a band in the artist's colour and the effect's icon, `display.pile_tab`).
TIGHT = 12
#: The pile a display's card size makes room for, fanned by `FAN`: a larger one overlaps more
#: tightly. (One seat's pile of six cards shrank every display's cards to a third of their
#: size, names cut to "Lite M…", "Yo…", in rows mostly empty.)
BASE = 3


def group_rects(row: pygame.Rect, header_w: int, counts: list[int], px,
                most=None, downs: int = 0) -> list[list[pygame.Rect]]:
    """Per artist, the rectangles of that artist's cards in one seat's display row: five
    places side by side after the seat's header, in the market board's order, then the
    face-down place, a gap before each and after the last (the last group's cards ran to the
    row's very edge, over its panel's border), cards overlapping within a place, across it
    or, where the row is tall enough for larger cards that way (two and three players'
    rows), down it.

    Every artist has one place, the same in every row and through the round: equal places,
    room made in each for a pile of `PLACE_PILE` (the groups shifted whenever an artist
    arrived, so
    the same artist stood at another place on each panel and moved during the round). Only a
    pile that its place cannot hold with `TIGHT` strips widens its place, the others narrowing
    alike down the table; where even that does not fit, the cards shrink (never under
    `LEAST_W` before the strips narrow to `LEAST_STRIP`). Down, a larger pile overlaps to
    `TIGHT`, and where even that does not fit, only that display's cards shrink.

    `most`, the table's largest group of each artist (a list; a number: the same for each;
    None: this row's own), gives every row the same cards and places. `downs`, the most
    face-down cards any seat of the table has, sizes the face-down place (always there, so
    the first face-down card moves nothing): where another seat's face-down cards lie, whose
    artist the view does not know (`counts[5]` of them in this row). They lay in the header
    as small backs, beside "11 in hand", and read as a deck or a hand."""
    gap, room = px(6), row.h - px(12)
    groups = ARTIST_GROUPS + 1
    counts = list(counts) + [0] * (groups - len(counts))
    if most is None:
        most = counts[:ARTIST_GROUPS]
    tops = [max(n, t) for n, t in zip(counts, (list(most) if isinstance(most, (list, tuple))
                                               else [most] * ARTIST_GROUPS))]
    tops.append(min(max(downs, counts[ARTIST_GROUPS]), PLACE_PILE))
    free = row.w - header_w - gap * (groups + 1)
    cw, widths = _across(free, room, px, tops)
    down = _down_width(free // groups, room, px, max(tops))
    # Down, the crowded display's cards shrink alone: not down to much less than across.
    crowded = round((room - px(TIGHT) * (max(tops) - 1)) / CARD_RATIO)
    if down >= cw and min(down, crowded) * 4 >= cw * 3:
        lefts = [row.x + header_w + gap + (free // groups + gap) * i for i in range(groups)]
        return _fanned_down(row, lefts, free // groups, room, counts, px, down)
    ch = round(cw * CARD_RATIO)
    out, x = [], row.x + header_w + gap
    for w, n in zip(widths, counts):
        step = min(cw * 0.55, (w - cw) / max(1, n - 1)) if n > 1 else 0
        out.append([pygame.Rect(int(x + i * step), row.y + (row.h - ch) // 2, cw, ch)
                    for i in range(n)])
        x += w + gap
    return out


#: The artists' places in a display (the face-down place follows them).
ARTIST_GROUPS = 5
#: The pile a display's place holds at the cards' full size with `TIGHT` strips: a larger one
#: widens its place (the others narrowing), or in the face-down place lies closer, its number
#: on the top card (`display.SPARE_SPREAD`).
PLACE_PILE = 2


def _across(free: int, room: int, px, tops: list[int]) -> tuple[int, list[int]]:
    """The cards' width fanned across their places, and each place's width: equal places, a
    card and a strip of `TIGHT` for each further card of a pile of `PLACE_PILE` (the cards as
    high as the row allows, no wider than that); a place whose largest pile needs more widens to a card and a `TIGHT`
    strip for each further card, the others sharing the rest alike (an empty place down to
    half a card). Where that does not fit (a crowded end of a round at five players) the
    cards shrink, to `LEAST_W` at least, before the strips narrow to `LEAST_STRIP`."""
    places = len(tops)
    slot = free // places
    tight = px(TIGHT)
    cw = max(1, min(round(room / CARD_RATIO), slot - tight * (PLACE_PILE - 1)))
    halves = sum(2 if t else 1 for t in tops)         # every place's least, in half cards
    extra = sum(max(0, t - 1) for t in tops)
    strip = tight
    if halves * cw // 2 + extra * strip > free:
        cw = max(1, min(cw, 2 * (free - tight * extra) // halves))
        if cw < px(LEAST_W):
            cw = max(1, cw, min(px(LEAST_W), 2 * (free - px(LEAST_STRIP) * extra) // halves))
            strip = max(0, (free - halves * cw // 2) // max(1, extra))
    need = [cw + (t - 1) * strip if t else cw // 2 for t in tops]
    return cw, _shared(free, need, slot)


def _shared(free: int, need: list[int], slot: int) -> list[int]:
    """Widths summing to `free` at most: each place `slot` wide where every place's `need`
    fits so; otherwise a crowded place its need and the others one width alike, no less than
    their own need."""
    if max(need) <= slot:
        return [slot] * len(need)
    wide = set()
    while True:
        rest = [i for i in range(len(need)) if i not in wide]
        level = (free - sum(need[i] for i in wide)) // max(1, len(rest))
        more = {i for i in rest if need[i] > level}
        if not more:
            return [need[i] if i in wide else level for i in range(len(need))]
        wide |= more


#: A display card's least width fanned across (design pixels) before its piles' covered
#: cards show less than `TIGHT` of themselves, and their least strip then.
LEAST_W, LEAST_STRIP = 44, 6


def _down_width(group_w: int, room: int, px, most: int) -> int:
    """A display card's width fanned down groups `group_w` wide and `room` high: room made
    for a pile of `BASE` from the round's first card, so that the cards keep their size as
    piles grow (a larger pile, `most`, overlaps more tightly)."""
    return max(1, min(round((room - px(FAN) * (BASE - 1)) / CARD_RATIO), group_w))


def _fanned_down(row: pygame.Rect, lefts: list[int], group_w: int, room: int,
                 counts: list[int], px, cw: int) -> list[list[pygame.Rect]]:
    """`group_rects` fanned down each group (its left edges `lefts`, `group_w` wide, `room`
    high): `cw` wide, each card a step below the last (a third of a card where the row has
    room, `TIGHT` at least: a pile larger than that allows shrinks this row's cards), the
    piles of every group starting at one height so that the row reads as one line, each at its
    place's left edge, as fanned across (a second card of an artist moved the first)."""
    own = max(counts, default=1)
    ch = round(cw * CARD_RATIO)
    if own > 1 and ch + px(TIGHT) * (own - 1) > room:
        ch = max(1, room - px(TIGHT) * (own - 1))
        cw = max(1, round(ch / CARD_RATIO))
        ch = round(cw * CARD_RATIO)
    step = max(px(TIGHT), min(ch // 3, (room - ch) // max(1, own - 1)))
    top = row.y + (row.h - ch - step * (max(1, own) - 1)) // 2
    return [[pygame.Rect(x, top + i * step, cw, ch) for i in range(n)]
            for x, n in zip(lefts, counts)]
