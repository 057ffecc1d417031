"""Your hand: the cards fanned along the bottom, the ones you may choose now lit, the others
dimmed, the one under the pointer (or the keyboard focus) lifted."""
from __future__ import annotations

from collections import OrderedDict

import pygame

from game.cards import artist_name
from game.i18n import _

from .. import ui
from ..art import COMPACT_WIDTH
from ..session.words import METHOD_TIPS
from .edge_names import covered, edge_named, foot_named
from .hand_slide import HandSlide
from .layout import fan_angle, fan_leans, hand_card_rects
from .look import Look

#: The hand reads by artist, then by method in this order.
METHOD_ORDER = {m: i for i, m in enumerate(("open", "once_around", "sealed", "fixed_price",
                                            "double"))}


def sorted_hand(hand) -> list:
    """The hand sorted by artist then method, so it reads at a glance."""
    return sorted(hand or (), key=lambda c: (c.artist, METHOD_ORDER[c.method], c.id))


def card_tip(card, theme) -> str:
    """A card of your hand in words: its artist, and its auction method and what it does (the
    method's tip names it)."""
    # i18n: {artist} is the card's artist, {tip} the auction method's help ("Open auction: …")
    return _("{artist} \u2014 {tip}").format(artist=artist_name(card.artist, theme),
                                       tip=METHOD_TIPS[card.method])


def dimmed(ctx, face: pygame.Surface, cid: int, w: int, alpha: int = 130) -> pygame.Surface:
    """A card face under a dark veil (not playable now, or a preview)."""
    key = ("dim", cid, w, id(ctx.art), alpha)
    surf = ctx.surfaces.get(key)
    if surf is None:
        surf = face.copy()
        veil = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        veil.fill((20, 20, 26, alpha))
        surf.blit(veil, (0, 0))
        ctx.surfaces[key] = surf
    return surf


class HandFan:
    """The shown hand laid out in its area, the card under the pointer and the one the
    keyboard rests on, and the drawn faces (a small LRU: hands change slowly)."""

    def __init__(self) -> None:
        self.cards: list = []
        self.rects: list[pygame.Rect] = []
        #: How many degrees each card leans in the fan, kept with its rect (which rises by
        #: what the lean reaches below it).
        self.angles: list[int] = []
        #: The cards sliding together where cards left the fan (hand_slide.py, as the card
        #: game's hand does).
        self.slide = HandSlide()
        self.lift = 0
        self.area = pygame.Rect(0, 0, 0, 0)
        #: Where a hand that fits under the stand centres (None: the area's middle).
        self.mid: int | None = None
        #: Index of the card under the pointer, and of the one the arrow keys chose.
        self.hover: int | None = None
        self.focus: int | None = None
        #: Index of the card the confirm-moves question asks about (raised while it stands).
        self.asked: int | None = None
        #: Whether the card under the pointer lifts: only while a card of the hand is asked
        #: for (one to play, or a double's second card); bidding on another's lot, a lifted
        #: card looked as if it could be played.
        self.lifts = True
        self.cache: OrderedDict = OrderedDict()

    def arrange(self, hand, area: pygame.Rect, px, pointer=None, mid: int | None = None,
                scale: float = 0.0) -> None:
        """Lay the hand out in `area` (on the event and update path, never while drawing),
        centred on `mid` as far as it fits (None: where it was last time, else the area's
        middle). A card chosen leaves the fan when its move is taken and the fan closes up at
        once, the cards sliding together over the animation's `scale` (0: at once), as the
        card game's hand does: the fan kept a gap where a double's first card had been while
        its second was chosen."""
        cards = sorted_hand(hand)
        was = [(c, r) for c, r in zip(self.cards, self.rects)]
        if area != self.area:
            was = []                # a window resized, or a hand shown anew: placed at once
            self.slide.stop()
        self.area, self.cards, self.lift = area, cards, px(26)
        self.mid = self.mid if mid is None else mid
        self.rects = hand_card_rects(area, len(cards), px, self.mid)
        lean = fan_leans(self.rects)
        self.angles = [fan_angle(i, len(cards)) if lean else 0 for i in range(len(cards))]
        self.slide.lay_out(cards, was, self.rects, scale)
        # The card under the pointer by its new place (an index from before would now name
        # the card that took the played one's place).
        self.hover = None
        if pointer is not None:
            self.hover = self.card_at(pointer)

    def dealt_count(self, dealt: float | None) -> int:
        """How many cards are in the fan while a deal brings them (`dealt` its progress)."""
        n = len(self.cards)
        return n if dealt is None else int(n * min(1.0, dealt * 1.25))

    def pairs(self) -> list:
        """Each card with its resting rectangle."""
        return list(zip(self.cards, self.rects))

    def card_at(self, pos) -> int | None:
        """The index of the card at `pos` (a lifted card counts where it is drawn)."""
        for i in range(len(self.rects) - 1, -1, -1):
            r = self.slide.at(self.cards[i].id, self.rects[i])      # as drawn, sliding too
            lifted = r.move(0, -self.lift) if i in (self.hover, self.asked) and self.lifts else r
            if lifted.collidepoint(pos) or r.collidepoint(pos):
                return i
        return None

    def hovered(self):
        """The card under the pointer, if any."""
        i = self.hover
        return self.cards[i] if i is not None and i < len(self.cards) else None

    def previewed(self):
        """The card to preview on the stand: the one under the pointer, else the one the
        keyboard rests on."""
        i = self.hover if self.hover is not None else self.focus
        return self.cards[i] if i is not None and i < len(self.cards) else None

    def tip(self, choices: dict, why_not, theme, dealt: float | None,
            asked: bool = False) -> str | None:
        """What the card under the pointer says: why it cannot be chosen now (`why_not`, the
        engine's word) while cards may be chosen, or a card is `asked` for and none can be,
        else what it is."""
        i = self.hover
        if i is None or i >= self.dealt_count(dealt):
            return None
        card = self.cards[i]
        if not choices and not asked:
            # Outside your own auction turn, a card under the pointer says what it is.
            return card_tip(card, theme)
        return why_not(card) if card.id not in choices else None

    def handle(self, event, choices: dict, asked: bool = False) -> tuple[bool, object]:
        """A click or a key on the hand while cards may be chosen (`choices`, by card id):
        whether it was taken, and the card chosen (None if none). When a card is `asked` for
        and none may be chosen (a double's second card), the arrows walk every card and Enter
        gives the one they rest on, so its "why not" is told as a click's is."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.card_at(event.pos)
            if i is not None:
                return True, self.cards[i]
        if event.type == pygame.KEYDOWN:
            playable = [i for i, c in enumerate(self.cards) if c.id in choices]
            walked = playable or (list(range(len(self.cards))) if asked else [])
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and walked:
                self.step_focus(walked, event.key == pygame.K_RIGHT)
                return True, None
            focus = self.focus
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and focus is not None \
                    and focus in walked:
                return True, self.cards[focus]
        return False, None

    def step_focus(self, playable: list[int], right: bool) -> None:
        """The arrow keys: the next (or previous) playable card. The card under a resting
        pointer yields to it until the pointer moves (the latest input leads): both stood
        lifted, the stand previewed the pointer's and Enter chose the keys' card."""
        self.hover = None
        if self.focus not in playable:
            self.focus = playable[0 if right else -1]
        else:
            k = playable.index(self.focus) + (1 if right else -1)
            self.focus = playable[k % len(playable)]

    def draw(self, surface: pygame.Surface, ctx, look: Look, choices: dict,
             dealt: float | None, asked: bool = False) -> None:
        """The fan; `choices` the cards one may choose now, `dealt` the deal's progress while
        cards arrive, `asked`: a card of the hand is asked for even if none may be chosen."""
        if not self.pairs():
            mid = self.area.centerx if self.mid is None else self.mid
            _draw_empty(surface, ctx, look, (mid, self.area.centery))
            return
        for img, spot in self.drawn(ctx, look, choices, dealt, asked):
            surface.blit(img, spot)

    def drawn(self, ctx, look: Look, choices: dict, dealt: float | None,
              asked: bool = False) -> list:
        """Each card of the fan as drawn, in drawing order (a card lifted last): its image
        (leaning, lit or dimmed) and where it goes
        (a card lifted under the pointer or the keyboard stands up straight; none lifts while
        no card of the hand is asked for, `lifts` false: it stays in the fan, its artist down
        its edge, and only tells what it is). While a card is `asked` for, the cards not in
        `choices` are dimmed, every one of them when none may be chosen (a double with nothing
        to add: the hand stood plain, as if any card could be picked)."""
        px = ctx.px
        active = bool(choices) or asked
        out = []
        # The hand fills up as the cards arrive, left to right.
        for i, (card, r) in enumerate(self.pairs()[:self.dealt_count(dealt)]):
            r = self.slide.at(card.id, r)
            lift = 0
            lifted = i in (self.hover, self.focus, self.asked) and (active or self.lifts)
            if lifted:
                # A card that cannot be chosen (a double's second card none of the hand
                # may be) rises only a little, as a dimmed one does.
                lift = px(26) if card.id in choices else px(8)
            variant = ("dim" if card.id not in choices else "hi") if active else "plain"
            # A card picked up straightens; the others lean with the fan.
            angle = 0 if lifted else self.angles[i]
            # A card the next one covers carries its artist in the part of its banner left in
            # view, or down its visible edge where that is too narrow.
            hidden = covered(self.rects, i) and not lifted
            shown = self.rects[i + 1].x - r.x if hidden else 0
            img = self.face(ctx, card, r.w, variant, angle,
                            artist_name(card.artist, look.view.config.theme) if hidden else None,
                            shown)
            out.append((img, img.get_rect(center=(r.centerx, r.centery - lift)), lifted))
        # A card picked up is drawn whole over its neighbours (thirteen cards showed a lifted
        # card's left strip only); the card under the pointer is still the one whose strip it
        # is in (`card_at`), which is then the one picked up and drawn over the others.
        return [(img, spot) for img, spot, _up in sorted(out, key=lambda drawn: drawn[2])]

    def face(self, ctx, card, w: int, variant: str, angle: int,
             edge_name: str | None = None, shown: int = 0) -> pygame.Surface:
        """A hand card as drawn: plain, highlighted (playable) or dimmed, leaning by `angle`
        degrees; when the next card covers its own name (only the first `shown` pixels are
        in view), with `edge_name` set in the banner's part in view, or down its left edge
        where that is too narrow; cached."""
        key = (card.id, w, variant, angle, id(ctx.art), edge_name, shown)
        img = self.cache.get(key)
        if img is not None:
            self.cache.move_to_end(key)
            return img
        face = ctx.art.card_face(card, w)
        footed = edge_name and w >= COMPACT_WIDTH and foot_named(
            ctx, face, edge_name, ctx.art.artist_colour(card.artist), ctx.art.banner_rect(w),
            shown)
        if footed:
            face = footed
        elif edge_name:
            # Below the method's icon; the banner at the card's foot in the artist's colour
            # alone (the next card cut its name there: "Lite M", "Chris", "Karl G").
            colour = ctx.art.artist_colour(card.artist)
            face = face.copy()
            banner = ctx.art.banner_rect(w)
            if w >= COMPACT_WIDTH:
                pygame.draw.rect(face, colour, banner, border_radius=max(2, banner.h // 4))
            face = edge_named(ctx, face, edge_name, colour, ctx.px(40))
        if variant == "dim":
            face = dimmed(ctx, face, card.id, w)
        elif variant == "hi":
            face = face.copy()
            pygame.draw.rect(face, ui.BRASS_LIGHT, face.get_rect(), max(2, ctx.px(3)),
                             border_radius=ctx.px(7))
        img = pygame.transform.rotozoom(face, angle, 1.0) if angle else face
        self.cache[key] = img
        if len(self.cache) > 200:
            self.cache.popitem(last=False)
        return img


def _draw_empty(surface, ctx, look: Look, centre) -> None:
    """No cards to show: an empty hand, or hands behind their screens (the words centred on
    `centre`)."""
    if look.view.hand is not None:
        text = _("Your hand is empty this round: you still bid.")
    elif look.anchor is not None and not look.demo:
        text = _("Your hand is behind your screen")
    elif look.hot_seat and not look.demo:
        text = _("Every hand stays behind its player's screen")
    else:
        return
    ui.text(surface, ctx, text, 16, centre, ui.PAPER_DIM, "italic", "center")
