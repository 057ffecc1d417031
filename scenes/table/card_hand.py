"""The card game's hand as laid out (`place_hand`, on the event and update path) and painted
(`draw_hand`, which only paints): the shown seat's cards on their panel, those it may choose
lit, the others veiled, the one under the pointer raised (the keyboard's card raised and ringed
once the keys have moved in the hand); and a card that the next card covers: its artist's name
down the strip that stays in view, and its foot band plain (the name cut there by the next card
read "Chris", "Karl Gitte", "Yo": names cut short in a crowded hand)."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.card.cards import ARTIST_COUNT, artist_name
from game.card.state import ADDING
from game.i18n import _, p_

from .. import ui
from ..card_art import name_band
from ..session.levels import is_you
from . import edge_names
from . import tips as tip_room
from .card_controls import card_choices
from .card_moments import beat_view

#: The effect's badge on a hand card, in design pixels: at 18 the five effects were too small
#: to tell apart at 1280x720 (the two second-card effects both read "two cards").
BADGE = 26
#: The largest it grows to where the foot band and the strip in view have room (at 26 "Draw"
#: and "second card face up" still looked alike at 1280x720 on a wide strip).
BADGE_MOST = 34


def covered_face(ctx, cart, card, w: int, name: str, badge,
                 strip: int | None = None) -> pygame.Surface:
    """The face of a hand card `w` wide of which `strip` pixels show (None: all of it): the
    artist's `name` down its left edge, at one size on every card of the hand (the size the
    theme's longest name fits the edge at, thin enough for the strip), the foot band in the
    artist's colour alone, and the effect's `badge` (None: no effect) in the foot band's left
    corner, on every card of the hand alike: as large as the band and the strip allow, up to
    `BADGE_MOST`. (Beside the name where the strip had room, on the foot band where it had
    not, and top right on the card no other covered, the badges changed corners with the
    hand's size: with seventeen cards at 1280x720 a player looked for them at the top.)"""
    px = ctx.px
    colour = cart.art.artist_colour(card.artist)
    face = cart.plain_face(card, w).copy()
    margin, band = name_band(w)
    h = face.get_height()
    pygame.draw.rect(face, colour, (margin, h - margin - band, w - 2 * margin, band))
    strip = w if strip is None else strip
    thick = strip - px(4) - px(3)           # from the card's edge, clear of the next card
    foot = margin + band + px(2)
    length = h - px(8) - foot
    names = {name, *(artist_name(a, cart.art.theme) for a in range(ARTIST_COUNT))}
    with ctx.text.tight():          # (below the least size only on a card too short for it)
        size = min(ui.shrunk(ctx, n, 13, length - px(8), "bold", 9) for n in names)
    tag = edge_names.edge_tag(ctx, name, colour, length, thick, size)
    face.blit(tag, (px(4), px(8)))
    if badge is None:
        return face
    side = max(1, min(px(BADGE_MOST), thick, foot - px(3)))
    if side != badge.get_width():
        badge = cart.icon(card.effect, side)
    top = max(h - foot + px(1), h - margin - band // 2 - side // 2)
    face.blit(badge, (px(4), min(top, h - px(2) - side)))
    return face


#: How far the card under the pointer (or the arrow keys) rises, in design pixels (above a
#: tip's raised cards, 10, too). At 4 it was
#: hard to see at 1280x720, and none at all over a card a tip had raised: a player who meant the
#: award Lite Metal played the plain one beside it.
HOVER_LIFT = 14


def card_under(scene, pos):
    """The hand card a click at `pos` lands on, with where it is drawn, or None: the topmost
    whose area holds `pos`, a card's area reaching from its top as last laid out
    (`place_hand` keeps it: raised when choosable, under the pointer or about a tip) down to
    its place's foot (the pointer there keeps the card it raised). The places alone were
    hit-tested: a click on a raised card's top, shown above its covering neighbour, found no
    card. A card not laid out yet where it now is is hit at its place."""
    seen = {cid: (r, base) for cid, r, base in getattr(scene, "hand_drawn", ())}
    for card, rect in reversed(scene.drawn_pairs()):
        r, base = seen.get(card.id, (rect, None))
        r = r if base == rect else rect         # moved since the last frame: at its place
        if r.union(rect).collidepoint(pos):
            return card, r
    return None


def drawn_at(scene, card, rect: pygame.Rect) -> pygame.Rect:
    """Where `card`, whose place is `rect`, is drawn as last laid out (raised), else `rect`:
    a help about it keeps clear of the card as seen."""
    return next((r for cid, r, base in getattr(scene, "hand_drawn", ())
                 if cid == card.id and base == rect), rect)


def hand_title(v) -> str:
    """The hand panel's heading: the player's own hand, a computer's in the demo, or none."""
    if v.hand is None:
        return _("HANDS ARE HIDDEN")
    if is_you(v, v.seat):
        return _("YOUR HAND")
    # i18n: the heading of a computer's hand in the demo, e.g. "AXEL'S HAND"
    return _("{name}'S HAND").format(name=v.config.seats[v.seat].name.upper())


def _rise(px, chosen: bool, drawn_now: bool, about: bool, pointed: bool) -> int:
    """How far a hand card stands above its place (pixels): a card that may be chosen by 8,
    the card just drawn 14 more (whole to see), a card the tip is about 10 more, and a
    choosable one under the pointer or the arrow keys `HOVER_LIFT` more (above a tip's raised
    cards too)."""
    lifts = (8, 14, 10, HOVER_LIFT)
    return sum(px(lift) for lift, on in zip(lifts, (chosen, drawn_now, about, pointed and chosen))
               if on)


#: The least gap between the hand's heading and a raised card (design pixels): the hand's
#: cards lie low enough that one raised under the pointer keeps it (`card_layout.HAND_ROOM`);
#: a card raised more (just drawn, or a tip's) stops there.
HEADING_CLEAR = 4

@dataclass
class PlacedCard:
    """One hand card as the hand shows it: where it is drawn and how it is marked."""

    card: object
    rect: pygame.Rect           # where it is drawn (raised above its place when it rises)
    place: pygame.Rect          # its place (closing up, `drawn_pairs`)
    strip: int                  # the pixels of it the next card leaves in view (0: not covered)
    veiled: bool                # it may not be chosen now (while some may, or none at all)
    about: bool                 # the tip on show is about it
    choosable: bool             # it may be chosen now
    drawn_now: bool             # the card the seat just drew, raised and ringed (in play)
    keyed: bool                 # the card the keyboard rests on, while the keys lead
    #: The card the seat drew, until its next move: tagged "drawn" (at a round's scoring too,
    #: where it is neither raised nor ringed: it looked as if it could be added).
    drawn_tag: bool = False


@dataclass
class HandPlaced:
    """The hand's panel as `place_hand` laid it out: its heading and its cards, in order."""

    area: pygame.Rect
    title: str
    heading: pygame.Rect
    cards: list = field(default_factory=list)


def place_hand(scene) -> HandPlaced:
    """Lay out the hand's panel of the card table `scene` from its state and the window (on
    the event and update path, in `refresh`: what a click hits never waits for a frame to be
    drawn): its heading, and its cards where they are now (closing up, `drawn_pairs`); while a
    round's end shows on its panel, the hand after the move that ended it, as the board shows
    it (`beat_view`). The card the keyboard rests on is raised and ringed only while the keys
    lead in the hand (`hand_keyed`). Keeps `heading`, `hand_drawn` (card id, where drawn, its
    place: what a click lands on) and `hand_lifted` (the card raised under the pointer) on the
    scene, and the whole as its `hand_placed`, which `draw_hand` paints."""
    ctx, px = scene.ctx, scene.ctx.px
    v = beat_view(scene.beat, scene.shown, scene.pending)  # a round's end: the hand after it
    area = scene.layout.hand
    title = hand_title(v)
    heading = ctx.text.render(title, px(12), ui.PAPER, "black").get_rect(
        topleft=(area.x + px(12), area.y + px(8)))
    scene.heading = heading                 # a hand card's help keeps clear of it
    choices = card_choices(scene.legal)
    hover = None if scene.privacy.pointer_left else scene.card_at(scene.mouse)
    rects = [rect for _c, rect in scene.drawn_pairs()]      # where they are (closing up)
    about = scene.tip_effect()       # the tip on show is about these cards: raised
    drew = scene.drawn.card(v)
    keyed = scene.hand_focus if scene.hand_keyed else None
    veiling = bool(choices) or scene.only_words()
    placed = HandPlaced(area.copy(), title, heading)
    drawn: list = []
    ceiling = heading.bottom + px(HEADING_CLEAR)
    scene.hand_drawn = drawn            # where each card is drawn: what a click lands on
    scene.hand_lifted = None            # the card raised under the pointer
    for i, (card, rect) in enumerate(scene.hand_pairs):
        rect = rects[i]
        if scene.drew is not None and scene.drew.flying(card):
            continue                            # on its way from the deck
        chosen = card.id in choices
        tagged = drew is not None and card.id == drew.id
        drawn_now = tagged and v.phase != ADDING
        r = rect.move(0, -_rise(px, chosen, drawn_now, card.effect == about,
                                card == hover or i == keyed))
        if chosen and card == hover:
            scene.hand_lifted = card.id
        # The hand's heading stays whole to read, over a raised card and its tag "drawn".
        top = ceiling + (tag_reach(ctx) if tagged else 0)
        if r.top < top <= rect.top:
            r.top = top
        drawn.append((card.id, r, rect))
        strip = rects[i + 1].x - rect.x if edge_names.covered(rects, i) else 0
        placed.cards.append(PlacedCard(card, r, rect, strip, veiling and not chosen,
                                       card.effect == about, chosen, drawn_now, i == keyed,
                                       tagged))
    scene.hand_placed = placed
    return placed


def draw_hand(scene, surface) -> None:
    """Paint the hand's panel as `place_hand` laid it out (`hand_placed`): the heading, each
    card's face, a veil over those it may not choose, a ring round the ones the tip is about
    or it may choose, round the card just drawn and round the keyboard's card."""
    ctx, px = scene.ctx, scene.ctx.px
    placed = scene.hand_placed
    ui.blit_panel(surface, ctx, placed.area, fill=ui.NIGHT, alpha=120, radius=px(12))
    ui.text(surface, ctx, placed.title, 12, placed.heading.topleft, ui.PAPER, "black")
    for one in placed.cards:
        r = one.rect
        surface.blit(scene.hand_face(one.card, r.w, one.strip), r)
        if one.veiled:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((20, 20, 24, 110))
            surface.blit(veil, r)
        elif one.about:
            pygame.draw.rect(surface, tip_room.TIP_RING, r, px(3), border_radius=px(4))
        elif one.choosable:
            pygame.draw.rect(surface, ui.BRASS_LIGHT, r, px(2), border_radius=px(4))
        if one.drawn_now:
            pygame.draw.rect(surface, ui.WHITE, r.inflate(px(2), px(2)), px(4),
                             border_radius=px(5))
        if one.keyed:
            pygame.draw.rect(surface, ui.CLARET_LIGHT, r.inflate(px(4), px(4)), px(3),
                             border_radius=px(5))
    for one in placed.cards:        # over the next cards, which cover its right
        if one.drawn_tag:
            draw_drawn_tag(surface, ctx, one)


#: The word on the card a player drew from the deck, in their own hand until their next move.
# i18n: a small tag on the card a player drew from the deck, in their hand; one short word
DRAWN_TAG = p_("hand card", "drawn")
#: The tag's design size.
TAG_TEXT = 11


def tag_reach(ctx) -> int:
    """How far the tag "drawn" stands above its card's top edge (pixels): a card raised the
    most stops that much lower, its tag clear of the hand's heading (pointed at on the
    player's next turn, the tag crossed "YOUR HAND")."""
    return -_tag_rect(ctx, DRAWN_TAG, pygame.Rect(0, 0, 1, 1), 1).top


def drawn_tag_rect(ctx, one: PlacedCard) -> pygame.Rect:
    """Where the "drawn" tag of `one` goes: across its top edge, over the part of it in view."""
    return _tag_rect(ctx, DRAWN_TAG, one.rect, one.strip or one.rect.w)


def _tag_rect(ctx, word, card: pygame.Rect, shows: int) -> pygame.Rect:
    """Where a tag `word` goes on a hand card at `card`: across its top edge, over the part
    of it in view (`shows` pixels from its left)."""
    px = ctx.px
    w, h = ctx.text.size(ctx.text.shown(word), px(TAG_TEXT), "black")
    tag = pygame.Rect(0, 0, w + px(10), h + px(2))
    tag.midleft = (card.x + max(px(2), (shows - tag.w) // 2), card.top)
    return tag


def draw_drawn_tag(surface, ctx, one: PlacedCard) -> None:
    """The tag "drawn" on the card a player drew: white, as the ring round it in play."""
    _draw_tag(surface, ctx, DRAWN_TAG, drawn_tag_rect(ctx, one))


def _draw_tag(surface, ctx, word, tag: pygame.Rect) -> None:
    px = ctx.px
    pygame.draw.rect(surface, ui.WHITE, tag, border_radius=tag.h // 2)
    pygame.draw.rect(surface, ui.NIGHT, tag, max(1, px(1)), border_radius=tag.h // 2)
    ui.text(surface, ctx, word, TAG_TEXT, tag.center, ui.NIGHT, "black", "center")
