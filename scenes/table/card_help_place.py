"""Where a hand card's help goes at the card table: as near the card as it can, above the hand,
covering none of what a player reads while choosing a card: the seats' names and points, every
card in the displays, the market board and the decision panel. Placed above the card as any
control's help, it lay over the played cards of the row over the hand (a play-tester's German
card help, hints on, hid Zoë's display while he chose). The rows' empty room and the log may be
covered; where nothing is clear, the place that covers the least of them.
"""
from __future__ import annotations

import math

import pygame

from .. import ui
from ..paint import tooltip_place
from .card_layout import group_rects
from .card_rows import display_counts
from .header_name import header_width
from .log_panel import footer_keys


def read_while_choosing(ctx, v, layout) -> list[pygame.Rect]:
    """What a hand card's help keeps clear of, as drawn from view `v`: each row's header (name,
    hand, points), every card in the displays (face up and face down), the market board and
    the panel of the influence card, the deck, the status lines and the decisions, and the
    log's Menu button and keys (its lines may be covered)."""
    header_w = header_width(ctx, v, min((r.h for r in layout.rows.values()), default=0))
    rects = [layout.board, layout.centre] + footer_keys(ctx, layout.log)
    for seat, row in layout.rows.items():
        rects.append(pygame.Rect(row.x, row.y, header_w, row.h))
        for pile in group_rects(row, header_w, display_counts(v, seat), ctx.px, v.players):
            rects.extend(pile)
    return rects


def hand_help_where(ctx, size, tip, card: pygame.Rect, keep: list[pygame.Rect],
                    hand: list[pygame.Rect]) -> pygame.Rect:
    """Where the help `tip` of the hand card at `card` goes in a window of `size`: above the
    hand (`hand`: its area and its cards' rectangles, never covered), covering none of `keep`
    (`read_while_choosing`), the nearest such place to the card; else the place above the
    hand that covers the least of `keep`."""
    w, h = tooltip_place(ctx, size, tip, card.topleft).size
    gap, step = ctx.px(6), max(4, ctx.px(16))
    top = min(r.top for r in hand + [card]) - gap
    screen = pygame.Rect(0, 0, *size).inflate(-8, -8)
    xs = list(range(screen.x, screen.right - w + 1, step)) + [screen.right - w]
    ys = list(range(top - h, screen.y - 1, -step))
    places = [pygame.Rect(x, y, w, h) for y in ys for x in xs]
    if not places:
        return tooltip_place(ctx, size, tip, card.topleft, card)
    aim = card.midtop

    def far(r: pygame.Rect) -> float:
        return math.hypot(r.centerx - aim[0], r.bottom - aim[1])
    free = [r for r in places if r.collidelist(keep) < 0]
    if free:
        return min(free, key=far)

    def covered(r: pygame.Rect) -> int:
        return sum(r.clip(k).w * r.clip(k).h for k in keep)
    return min(places, key=lambda r: (covered(r), far(r)))


def draw_card_help(scene, surface: pygame.Surface, seen, tip, over: pygame.Rect | None,
                   turn: bool) -> pygame.Rect:
    """Draw the card table's one help `tip`: a hand card's (`over`: its rectangle) above the
    hand, clear of what is read while choosing (`hand_help_where`, worked out once per tip,
    card and table as drawn from `seen`); any other's off what it explains
    (`_draw_region_help`). Where it went."""
    ctx, layout = scene.ctx, scene.layout
    if over is None:
        return _draw_region_help(scene, surface, seen, tip)
    keep = read_while_choosing(ctx, seen, layout)
    keep += [w.rect for w in scene.buttons if w.visible and turn]
    if scene.tip_panel is not None and scene.tip_shown():
        keep.append(scene.tip_panel.box)
    hand = [layout.hand] + [r for _card, r in scene.hand_rects()]
    key = (ctx.text.shown(tip), tuple(over), surface.get_size(),
           tuple(tuple(r) for r in keep + hand))
    placed = scene.built_from.get("hand_help")
    if placed is None or placed[0] != key:
        placed = scene.built_from["hand_help"] = (
            key, hand_help_where(ctx, surface.get_size(), tip, over, keep, hand))
    at = over.topleft if not over.collidepoint(scene.mouse) else scene.mouse
    return ui.draw_tooltip(surface, ctx, tip, at, avoid=over, where=placed[1])


def _draw_region_help(scene, surface: pygame.Surface, seen, tip) -> pygame.Rect:
    """Draw the help of what lies under the pointer (a played card, a board column, the
    influence card, the deck, a seat's name, a button) beside it, never over it, and where it
    can clear of the displays' cards and names (`read_while_choosing`); at the pointer,
    over a played pile's cards or a board column's figures, it hid what it explained."""
    ctx, mouse = scene.ctx, scene.mouse
    region = next((r for r, t in scene.regions if t == tip and r.collidepoint(mouse)), None)
    if region is None:
        return ui.draw_tooltip(surface, ctx, tip, mouse)
    # (Under the board, over the top of the decision panel, a board column's help covers
    # none of the board's figures it explains, nor its footnotes: under the column itself it
    # lay over them.)
    board = scene.layout.board
    keep = [k for k in read_while_choosing(ctx, seen, scene.layout)
            if k != region and not k.contains(region) and k != scene.layout.centre]
    if board.contains(region):
        keep.append(board)
    # The buttons in the corner of the table's middle, under the board: a board column's help
    # lay over "Hide my screen" (hot-seat) while it showed.
    corner = [b.rect for b in corner_buttons(scene) if b.rect != region]
    keep += corner
    size = surface.get_size()
    where = tooltip_place(ctx, size, tip, mouse, region, keep)
    if where.colliderect(region) or where.collidelist(keep) >= 0:
        where = _beside(ctx, scene.layout, size, where, region, keep, corner)
    return ui.draw_tooltip(surface, ctx, tip, mouse, avoid=region, where=where)


def corner_buttons(scene) -> list:
    """The buttons in the corner of the table's middle that show now: "Hide my screen" (a
    private seat's screen) and "Take back" under it (against computers)."""
    return ([scene.hide_button] if scene.hide_button_shown() else []) + (
        [scene.take_back.button] if scene.take_back.shown() else [])


def _beside(ctx, layout, size, where: pygame.Rect, region: pygame.Rect,
            keep: list[pygame.Rect], under: list[pygame.Rect] = ()) -> pygame.Rect:
    """A place for a help of `where`'s size off `region` and clear of `keep`, the nearest to
    the region: under or over it, or beside it, flush with its sides, the board's, the
    displays' or the log's, or under the board or under one of `under` (the buttons under the
    board) (a board column's help, at the pointer's right, ran over the displays' cards; a
    seat's name's, over its row's cards); else `where`."""
    gap, w, h = ctx.px(6), where.w, where.h
    screen = pygame.Rect(0, 0, *size).inflate(-8, -8)
    xs = (region.x, region.right - w, region.right + gap, region.x - gap - w, layout.board.x,
          layout.board.right - w, layout.displays.right - w, layout.log.right - w)
    ys = (region.bottom + gap, region.top - gap - h, region.y, layout.board.bottom + gap) + \
        tuple(b.bottom + gap for b in under)
    free = [r for r in (pygame.Rect(x, y, w, h) for y in ys for x in xs)
            if screen.contains(r) and not r.colliderect(region) and r.collidelist(keep) < 0]
    if not free:
        return where
    return min(free, key=lambda r: math.hypot(r.centerx - region.centerx,
                                              r.centery - region.centery))
