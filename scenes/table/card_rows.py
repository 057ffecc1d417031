"""The card game's display rows: each seat's row, its name, hand and points, then its display
grouped by artist (`display_counts`) with its face-down cards (the owner sees the artist of its
own, the others backs).

Pure painters: they draw from one view and add hover help to `regions`, topmost first.
"""
from __future__ import annotations

import pygame

from game.card.cards import ARTIST_COUNT, artist_name, no_deal_before
from game.i18n import _, n_, sentences

from .. import ui
from ..card_art import CardArt, card_tip
from .card_layout import ROW_BORDER, ROW_RADIUS, group_rects
from .header_name import (HEADER_W, NAME_LINE, TAG_SIZE, fitted_name, header_width, name_line,
                          three_lines_fit, two_lines_fit)
from .pile_marks import (covered_face, down_tab, down_tabs, draw_tabs, pile_count, pile_spine,
                         pile_tab)
from .seats import seat_about


def draw_rows(surf, ctx, cart: CardArt, v, layout, regions: list) -> None:
    """Every seat's row: name, hand size and score, then the display by artist from the row's
    start (`display_groups`). The headers share one width, so every display starts at one x
    down the table."""
    header_w = header_width(ctx, v, min((r.h for r in layout.rows.values()), default=0))
    for seat, row in layout.rows.items():
        draw_row(surf, ctx, cart, v, seat, row, regions, header_w)


def draw_row(surf, ctx, cart: CardArt, v, seat: int, row: pygame.Rect, regions: list,
             header_w: int | None = None) -> None:
    px, theme = ctx.px, v.config.theme
    mine = seat == v.seat
    turn = seat in v.to_act
    border = ui.CLARET if turn else ui.BRASS_DARK
    ui.blit_panel(surf, ctx, row, fill=ui.PAPER_DIM if not mine else ui.PAPER, alpha=235,
                  radius=px(ROW_RADIUS), border=border,
                  border_width=px(ROW_BORDER if turn else 1), shadow=px(3))
    header_w = header_w or px(HEADER_W)
    lines, size = fitted_name(ctx, v, seat, header_w, two_lines_fit(ctx, row.h),
                              three_lines_fit(ctx, row.h))
    for i, line in enumerate(lines):
        shown = ui.text(surf, ctx, line, size, (row.x + px(10), row.y + px(8 + NAME_LINE * i)),
                        ui.INK, "black")
    tag = name_line(ctx, v, seat)[1]
    if tag:
        ui.text(surf, ctx, tag, TAG_SIZE, (shown.right + px(6), shown.bottom - px(2)),
                ui.BRASS_DARK, "bold", "bottomleft")
    top = row.y + px(NAME_LINE) * (len(lines) - 1)      # the lines under a long name
    # i18n: {n} is how many cards the player holds (a short label)
    held = n_("{n} in hand", "{n} in hand", v.held(seat))
    if no_deal_before(v.players, v.round):      # the hands decide it: in ink, as the points
        ui.text(surf, ctx, held, 12, (row.x + px(10), top + px(28)), ui.INK, "black")
    else:
        ui.text(surf, ctx, held, ui.READ_LEAST, (row.x + px(10), top + px(28)), ui.INK_SOFT)
    ui.text(surf, ctx, n_("{n} point", "{n} points", v.totals[seat]), 12,
            (row.x + px(10), top + px(44)), ui.CLARET, "bold")
    if seat == v.round_starter:
        ui.text(surf, ctx, _("first player"), 10, (row.x + px(10), top + px(60)), ui.MUTED,
                "italic")
    if v.phase == "everyone_plays" and v.secret_done[seat]:
        ui.text(surf, ctx, _("has chosen"), 10, (row.x + px(10), row.bottom - px(6)), ui.GREEN,
                "bold", "bottomleft")
    # i18n: {cards} "3 cards"; {face_down} a number; {points} "12 points"
    holds = _("{name}: {cards} in hand, {face_down} face down, {points}.").format(
        name=v.config.seats[seat].name, cards=n_("{n} card", "{n} cards", v.held(seat)),
        face_down=v.face_down_counts[seat], points=n_("{n} point", "{n} points", v.totals[seat]))
    regions.append((pygame.Rect(row.x, row.y, header_w, row.h),
                    holds if mine else sentences([seat_about(v, seat), holds])))
    _draw_display(surf, ctx, cart, v, seat, group_rects(
        row, header_w, display_counts(v, seat), px, v.players), regions)


def display_groups(v, seat: int) -> list[tuple[int, list]]:
    """A seat's face-up cards by artist, the artists in the order their first card came to the
    display: each group takes the next place from the row's start (`group_rects`) and keeps
    it while the round lasts. In the market board's order, a seat holding only Christin P
    cards had them in the middle of its panel, the first two places empty (testers, 2 to 5
    players, both window sizes); a new artist now never moves the cards already down."""
    groups: dict[int, list] = {}
    for card in v.displays[seat]:
        groups.setdefault(card.artist, []).append(card)
    return list(groups.items())


def display_counts(v, seat: int) -> list[int]:
    """How many cards lie in each place of a seat's display: its face-up cards by artist
    (`display_groups`), the places no artist has taken empty, then all its face-down cards
    (its owner's, whose artist it knows, too: under the face-up cards of their artist they
    were partly hidden)."""
    counts = [len(cards) for _artist, cards in display_groups(v, seat)]
    return counts + [0] * (ARTIST_COUNT - len(counts)) + [v.face_down_counts[seat]]


def _draw_display(surf, ctx, cart: CardArt, v, seat: int, rects: list, regions: list) -> None:
    """A seat's cards in their places (`rects`, `group_rects`): each artist's face-up pile
    (`display_groups`), its number on the top card when it holds two or more (piled, a tester
    could not count his own); then the face-down place, its number apart: the owner's own
    cards face up to it, dimmed, each marked with its artist where it is covered, and backs
    for the cards whose artist the view does not know."""
    theme = v.config.theme
    for (_artist, cards), pile in zip(display_groups(v, seat), rects):
        for i, (card, rect) in enumerate(zip(cards, pile)):
            nxt = pile[i + 1] if i + 1 < len(pile) else None
            if nxt is not None and nxt.x == rect.x:     # fanned down: its top strip shows
                surf.blit(covered_face(cart, card, rect, nxt.y - rect.y), rect)
                pile_tab(surf, ctx, cart, card, rect, nxt.y - rect.y)
            else:
                surf.blit(cart.face(card, rect.w), rect)
                if nxt is not None:                     # fanned across: its left strip
                    pile_spine(surf, ctx, cart, card, rect, nxt.x - rect.x)
            regions.insert(0, (rect, card_tip(card, theme)))
        if len(pile) > 1:
            regions.insert(0, (pile_count(surf, ctx, pile[-1], len(pile)),
                               pile_tip(len(pile), artist_name(cards[0].artist, theme))))
    place = rects[ARTIST_COUNT]
    own = v.my_face_down if seat == v.seat else ()

    def own_tip(card):
        # i18n: {artist} is an artist's name (the card's)
        return _("Your face-down {artist}: only you know its artist until scoring.").format(
            artist=artist_name(card.artist, theme))
    for i, (card, rect) in enumerate(zip(own, place)):
        # Its owner sees the card itself, dimmed, a corner of the back turned over it (the
        # others, and the screen when it is down, only a back).
        surf.blit(cart.own_face_down(card, rect.w), rect)
        if i + 1 < len(place):
            down_tab(surf, ctx, cart, card, rect, place[i + 1])
        regions.insert(0, (rect, own_tip(card)))
    # Three or more at four and five players lie a few pixels apart: each a tab with its emblem.
    tabs = down_tabs(ctx, cart, own, place[:len(own)], own_tip)
    draw_tabs(surf, ctx, cart, tabs)
    regions[:0] = [(tab, tip) for tab, _card, tip in tabs]
    if len(own) > 1:
        regions.insert(0, (pile_count(surf, ctx, place[len(own) - 1], len(own)),
                           n_("{n} face-down card of yours: only you know its artist until "
                              "scoring.",
                              "{n} face-down cards of yours: only you know their artists "
                              "until scoring.", len(own)).format(n=len(own))))
    if len(place) > len(own):
        _draw_spare_backs(surf, ctx, cart, place[len(own):], regions)


def pile_tip(n: int, artist: str) -> str:
    """The hover help of the number on a display's pile of `n` cards of `artist`: what it
    counts and what those cards do (the badge was explained nowhere)."""
    # i18n: hover help of the number on a pile of a player's display (two or more cards of one
    # artist, face up); {artist} the artist's name
    return n_("{n} {artist} card face up in this display: it counts toward {artist}'s place "
              "this round, and scores {artist}'s value if {artist} is a leading artist.",
              "{n} {artist} cards face up in this display: each counts toward {artist}'s place "
              "this round, and scores {artist}'s value if {artist} is a leading artist.",
              n).format(n=n, artist=artist)


def _draw_spare_backs(surf, ctx, cart: CardArt, rects: list, regions) -> None:
    """Another seat's face-down cards: backs as large as its display's cards, in the
    face-down place at the display's end; two or more, their number on the top one. A back
    under another shows its edge without the back's lettering (a cut "M" of "MODERN ART"
    peeked out beside the top one)."""
    for i, rect in enumerate(rects):
        surf.blit(cart.back(rect.w, titled=i == len(rects) - 1), rect)
    n, top = len(rects), rects[-1]
    if n > 1:
        label = str(n)
        pad = ctx.px(4)
        w, h = ctx.text.size(label, ctx.px(13), "black")
        plate = pygame.Rect(0, 0, w + 2 * pad, h + pad)
        plate.center = top.center
        pygame.draw.rect(surf, ui.NIGHT, plate, border_radius=plate.h // 2)
        ui.text(surf, ctx, label, 13, top.center, ui.PAPER, "black", "center")
    regions.insert(0, (top.unionall(rects),
                       n_("{n} face-down card: the artist shows at scoring.",
                          "{n} face-down cards: the artist shows at scoring.", n)))
