"""The marks on a display's piles that say what a covered card is: a covered face-up card's
strip in its artist's colour with its effect's badge (fanned down), one's own covered face-down
card's strip in its artist's colour with the artist's emblem (where the strip is too narrow
for it, a tab of the strip's colour with the emblem, stepping down the pile), and the number
of a pile's cards."""
from __future__ import annotations

import pygame

from game.card.cards import NO_EFFECT

from .. import ui
from ..card_art import CardArt, name_band


#: The design size of a pile's number.
COUNT_SIZE = 13


def pile_count(surf, ctx, top: pygame.Rect, n: int) -> pygame.Rect:
    """The number of cards of a pile of two or more, on its top card's upper left corner: the
    covered cards' strips are too thin to count (a tester could not count his own). Returns
    its plate, for its hover help."""
    label = str(n)
    pad = ctx.px(3)
    w, h = ctx.text.size(label, ctx.px(COUNT_SIZE), "black")
    plate = pygame.Rect(0, 0, max(w + 2 * pad, h), h)
    margin = name_band(top.w)[0]
    plate.topleft = (top.x + margin + ctx.px(2), top.y + margin + ctx.px(2))
    pygame.draw.rect(surf, ui.NIGHT, plate, border_radius=plate.h // 2)
    pygame.draw.rect(surf, ui.PAPER, plate, max(1, ctx.px(1)), border_radius=plate.h // 2)
    ui.text(surf, ctx, label, COUNT_SIZE, plate.center, ui.PAPER, "black", "center")
    return plate


def down_tab(surf, ctx, cart: CardArt, card, rect: pygame.Rect, over: pygame.Rect) -> None:
    """One's own face-down card partly covered by the next one (`over`) in the face-down
    place: the strip in view becomes a band in its artist's colour with the artist's emblem,
    so that each of them reads as its artist, not only the top one."""
    if not rect.colliderect(over):
        return                        # lying apart (two players): whole
    if over.y > rect.y:
        strip = pygame.Rect(rect.x, rect.y, rect.w, over.y - rect.y)
    else:
        strip = pygame.Rect(rect.x, rect.y, over.x - rect.x, rect.h)
    band = strip.inflate(-2 * max(1, rect.w // 40), -2 * max(1, rect.w // 40))
    if band.w <= 0 or band.h <= 0:
        return
    pygame.draw.rect(surf, cart.art.artist_colour(card.artist), band)
    size = min(band.w, band.h, ctx.px(22))
    if size >= ctx.px(8):
        emblem = ctx.art.artist_emblem(card.artist, size)
        surf.blit(emblem, emblem.get_rect(center=band.center if band.w < band.h
                                          else (band.x + size // 2 + 1, band.centery)))


def covered_face(cart: CardArt, card, rect: pygame.Rect, strip: int) -> pygame.Surface:
    """The face to draw for a face-up card of a pile fanned down whose top `strip` alone
    shows: the face itself, or, where the strip is too short for its effect's badge whole,
    the face without it (`pile_tab` puts the badge on the strip): its painting's top still
    shows, so each covered card reads as a card (a band of the artist's colour laid over the
    strip left four cards of one artist as blank bars)."""
    if strip >= _badge_strip(rect.w):
        return cart.face(card, rect.w)
    return cart.plain_face(card, rect.w)


def _badge_strip(width: int) -> int:
    """The least strip of a card `width` wide in which the face's own badge shows whole."""
    margin = name_band(width)[0]
    return margin // 2 + width * 2 // 5


def pile_tab(surf, ctx, cart: CardArt, card, rect: pygame.Rect, strip: int) -> None:
    """A face-up card of a pile fanned down whose `strip` at the top is all that shows, too
    little for its effect's badge (cut in half, the five looked alike; `covered_face` draws
    it without it): the badge whole on the strip, small, at its right, and a rule under the
    strip where the next card lies, so each strip reads as a card's top edge."""
    if strip >= _badge_strip(rect.w):                 # the face's own badge shows whole
        return
    margin = name_band(rect.w)[0]
    band = pygame.Rect(rect.x + margin, rect.y + margin // 2, rect.w - 2 * margin,
                       max(1, strip - margin // 2))
    if card.effect != NO_EFFECT and band.h >= ctx.px(8):
        badge = cart.icon(card.effect, band.h)
        surf.blit(badge, badge.get_rect(midright=(band.right, band.centery)))


def pile_spine(surf, ctx, cart: CardArt, card, rect: pygame.Rect, strip: int) -> None:
    """A face-up card of a pile fanned across whose `strip` at the left is too narrow to show
    anything of its face (four cards of one artist lie a few pixels apart at four and five
    players: bare edges): the strip becomes the card's spine, its paper edge round a band in
    the artist's colour down the card, so each covered card reads as one card of its artist."""
    if strip >= ctx.px(TAB_BELOW) or strip < 2:
        return
    edge = max(1, strip // 4)
    spine = pygame.Rect(rect.x + edge, rect.y + edge, max(1, strip - 2 * edge),
                        rect.h - 2 * edge)
    pygame.draw.rect(surf, ui.PAPER, (rect.x, rect.y, strip, rect.h))
    pygame.draw.rect(surf, cart.art.artist_colour(card.artist), spine)
    pygame.draw.line(surf, ui.INK_SOFT, (rect.x, rect.y), (rect.x, rect.bottom - 1))


#: A strip of one's own face-down card narrower than this (design pixels) gets a tab with the
#: artist's emblem (`down_tabs`): at four and five players three face-down cards lie 4 to 9
#: pixels apart, strips of colour alone (two lie `card_layout.TIGHT` apart, an emblem on the
#: strip).
TAB_BELOW = 10
#: The tab's side (design pixels), at most.
TAB_SIZE = 18


def down_tabs(ctx, cart: CardArt, cards, rects: list, name_of) -> list:
    """The tabs of one's own face-down cards fanned across so closely that a strip holds no
    emblem: each covered card a tab in its artist's colour, the emblem on paper inside, its
    left edge on the card's strip, the tabs stepping down the pile in the cards' order (like
    a file's index tabs); the top card shows its face. Returns (tab, artist's name) for each,
    to draw with `draw_tabs` once every card lies (a tab lies over the cards after its own)."""
    px = ctx.px
    pairs = list(zip(cards, rects))
    if len(pairs) < 2:
        return []
    gaps = [b.x - a.x for (_c, a), (_d, b) in zip(pairs, pairs[1:])]
    if max(gaps) >= px(TAB_BELOW) or any(b.y != a.y for (_c, a), (_d, b)
                                         in zip(pairs, pairs[1:])):
        return []                     # wide enough for the strip's own emblem, or fanned down
    top = rects[0]
    margin = name_band(top.w)[0]
    room = top.h - 2 * margin - name_band(top.w)[1]
    side = max(px(9), min(px(TAB_SIZE), room // (len(pairs) - 1) - px(1)))
    tabs = []
    for i, (card, rect) in enumerate(pairs[:-1]):
        tab = pygame.Rect(rect.x + max(1, rect.w // 40), top.y + margin + i * (side + px(1)),
                          side, side)
        tabs.append((tab, card, name_of(card)))
    return tabs


def draw_tabs(surf, ctx, cart: CardArt, tabs: list) -> None:
    """The tabs `down_tabs` placed: in the artist's colour, its emblem on paper inside."""
    for tab, card, _name in tabs:
        colour = cart.art.artist_colour(card.artist)
        pygame.draw.rect(surf, colour, tab, border_radius=max(2, tab.w // 5))
        inner = tab.inflate(-2 * max(1, ctx.px(2)), -2 * max(1, ctx.px(2)))
        pygame.draw.rect(surf, ui.PAPER, inner, border_radius=max(1, inner.w // 5))
        emblem = ctx.art.artist_emblem(card.artist, max(8, inner.w - 2))
        surf.blit(emblem, emblem.get_rect(center=inner.center))
