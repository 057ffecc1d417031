"""The card game's pieces drawn by code: card faces with their effect icon, face-down backs
that show their owner the artist, the value and award tokens.

Built on scenes/art.py's public functions (the paintings, the backs, the artists' colours and
emblems), so the artists keep the theme's names and the project's own generated art. Icons are
shapes, never font glyphs; what each means is said on hover (`EFFECT_TIPS`).
"""
from __future__ import annotations

import functools
import math

import pygame

from game.card.cards import (AWARD, AWARD_VALUE, DRAW, EFFECT_NAMES, EVERYONE_PLAYS,
                             NO_EFFECT, SECOND_FACE_DOWN, SECOND_FACE_UP, Card)
from game.cards import artist_name
from game.i18n import Text, _, sentences

from . import ui
from .art import text_on
from .assets import font

#: What each effect lets the player of the card do, for the hover help.
EFFECT_TIPS = {
    DRAW: _("Draw a card: you may take the top card of the deck into your hand."),
    SECOND_FACE_UP: _("Second card face up: you may play one more card of the same artist, "
                      "face up."),
    SECOND_FACE_DOWN: _("Second card face down: you may play one card of any artist face "
                        "down; only you know its artist until the round is scored."),
    EVERYONE_PLAYS: _("Everyone plays: every player with cards chooses one in secret; all are "
                      "revealed together."),
    # i18n: {worth} is what an award token adds to a card of its artist (2)
    AWARD: _("Award: you may put an award token (worth {worth}) on any artist."),
    NO_EFFECT: _("No effect."),
}



def effect_tip(effect: str) -> str:
    """What `effect` does, in the player's words (`EFFECT_TIPS`), the award's worth as the
    engine holds it (`AWARD_VALUE`, default A6)."""
    return EFFECT_TIPS[effect].format(worth=AWARD_VALUE)


#: The award tokens' own colour: a silver grey, the one colourless piece on the board. Violet,
#: it read as Krypto's (a violet artist); every artist's colour, in either palette, is a hue.
AWARD_COLOUR = (150, 158, 172)
#: The award rosette's rim and centre dot.
AWARD_RIM = (70, 76, 88)
CARD_RATIO = 1.4


def card_size(width: int) -> tuple[int, int]:
    """A card `width` wide, in the card game's proportions."""
    return width, round(width * CARD_RATIO)


def name_band(width: int) -> tuple[int, int]:
    """The paper margin and the height of the artist's name band at the foot of a card face
    `width` wide (the band sits one margin above the bottom edge)."""
    _, h = card_size(width)
    return max(2, width // 16), max(8, h // 5)


# i18n: a card's hover help, after what its effect does: the small symbol drawn in a corner
# of the card (a "2", a circular arrow…) is that effect's sign
BADGE_WORDS = _("The symbol in the card's corner stands for this effect.")


def card_tip(card: Card, theme: str, effect=None) -> Text:
    """The hover help of a card: its artist and what its effect does, and that the symbol in
    its corner stands for it (a play-tester met the "2" and the circular arrow on played cards
    and found nothing saying what they were); or, `effect`, other words in its place, as at
    scoring, where the effect does not count."""
    # i18n: a card's hover help: {artist} is its artist's name, {effect} what its effect does
    # ("Award: you may put an award token (worth 2) on any artist.")
    # ("Christin P — Award: …": a full stop after "Christin P" read as the name's)
    tip = _("{artist} \u2014 {effect}").format(artist=artist_name(card.artist, theme),
                                         effect=effect_tip(card.effect) if effect is None
                                         else effect)
    return sentences((tip, BADGE_WORDS)) if effect is None and card.effect != NO_EFFECT \
        else tip


#: How its owner's face-down card is dimmed (the colour its face is multiplied by).
FACE_DOWN_DIM = (140, 140, 150, 255)


class CardArt:
    """Drawn pieces of the card game for one Art (theme and palette), each built once."""

    def __init__(self, art) -> None:
        self.art = art
        self._cache: dict[tuple, pygame.Surface] = {}

    def _cached(self, key: tuple, build) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 600:
                self._cache.clear()
            surf = self._cache[key] = build()
        return surf

    def face(self, card: Card, width: int) -> pygame.Surface:
        """The face of `card`: the painting, the artist's banner and the effect badge."""
        width = max(16, int(width))
        return self._cached(("face", card.id, width), lambda: self._build_face(card, width))

    def plain_face(self, card: Card, width: int) -> pygame.Surface:
        """The face of `card` without its effect badge: a covered hand card shows the badge
        by its name, on the strip in view (the face's own, top right, peeked out cut)."""
        width = max(16, int(width))
        plain = card._replace(effect=NO_EFFECT)
        return self._cached(("plain", card.id, width), lambda: self._build_face(plain, width))

    def back(self, width: int, artist: int | None = None,
             titled: bool = True) -> pygame.Surface:
        """A face-down card; with `artist` (its owner's view) the artist's emblem on it;
        without the back's lettering unless `titled` (one under another in a pile)."""
        width = max(16, int(width))
        return self._cached(("back", width, artist, titled),
                            lambda: self._build_back(width, artist, titled))

    def own_face_down(self, card: Card, width: int) -> pygame.Surface:
        """Its owner's face-down card: the face (the owner may see it), dimmed, with a corner
        of the card back turned over it, so it reads as a card lying face down (the back
        alone, with only the artist's emblem on it, hid which card it was)."""
        width = max(16, int(width))
        return self._cached(("down", card.id, width), lambda: self._build_own_down(card, width))

    def icon(self, effect: str, size: int) -> pygame.Surface:
        """The effect's icon as a round badge."""
        size = max(10, int(size))
        return self._cached(("icon", effect, size), lambda: effect_icon(effect, size))

    def token(self, value: int, size: int) -> pygame.Surface:
        """A value token (3, 2, 1): the numbered chip the scoring overlay shows too (the board
        drew pips one had to count, the overlay numbers); with value 0, an award token."""
        if value > 0:
            return self.art.token(value, size)
        return award_token(size)

    def _build_face(self, card: Card, width: int) -> pygame.Surface:
        w, h = card_size(width)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        colour = self.art.artist_colour(card.artist)
        rect = surf.get_rect()
        pygame.draw.rect(surf, ui.PAPER, rect, border_radius=max(2, w // 12))
        m, banner_h = name_band(w)
        painting = pygame.Rect(m, m, w - 2 * m, h - 2 * m - banner_h)
        surf.blit(self.art.painting(card, painting.size), painting)
        banner = pygame.Rect(m, painting.bottom, w - 2 * m, banner_h)
        pygame.draw.rect(surf, colour, banner)
        if w >= 44:
            name = artist_name(card.artist, self.art.theme)
            fs = max(7, min(banner_h - 3, w // 7))
            label = font(fs, "bold").render(name, True, text_on(colour))
            if label.get_width() > banner.w - 2:
                label = pygame.transform.smoothscale(label, (banner.w - 2, label.get_height()))
            surf.blit(label, label.get_rect(center=banner.center))
        if card.effect != NO_EFFECT:
            size = max(10, w * 2 // 5)
            surf.blit(self.icon(card.effect, size), (w - size - m // 2, m // 2))
        pygame.draw.rect(surf, ui.BRASS_DARK, rect, max(1, w // 40), border_radius=max(2, w // 12))
        return surf

    def _build_own_down(self, card: Card, width: int) -> pygame.Surface:
        surf = self.face(card, width).copy()
        surf.fill(FACE_DOWN_DIM, special_flags=pygame.BLEND_RGBA_MULT)
        w, h = surf.get_size()
        m = max(1, w // 40)                       # inside the face's border
        k = max(8, w * 2 // 5)
        corner = pygame.transform.smoothscale(self.art.card_back(width), (w, h)).subsurface(
            pygame.Rect(0, 0, k, k)).copy()
        cut = pygame.Surface((k, k), pygame.SRCALPHA)
        pygame.draw.polygon(cut, (255, 255, 255, 255), [(0, 0), (k - 1, 0), (0, k - 1)])
        corner.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(corner, (m, m))
        pygame.draw.line(surf, ui.PAPER, (m + k - 1, m), (m, m + k - 1), max(1, w // 30))
        return surf

    def _build_back(self, width: int, artist: int | None, titled: bool) -> pygame.Surface:
        w, h = card_size(width)
        back = pygame.transform.smoothscale(self.art.card_back(width, titled), (w, h))
        if artist is not None:
            size = max(10, w // 2)
            emblem = self.art.artist_emblem(artist, size)
            back.blit(emblem, emblem.get_rect(center=(w // 2, h // 2)))
            pygame.draw.rect(back, self.art.artist_colour(artist), back.get_rect(),
                             max(2, w // 16), border_radius=max(2, w // 12))
        return back


def effect_icon(effect: str, size: int) -> pygame.Surface:
    """The icon of `effect` drawn with shapes on a round badge (supersampled)."""
    ss = 4
    s = size * ss
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    pygame.draw.circle(surf, (30, 26, 24), (c, c), s * 0.49)
    pygame.draw.circle(surf, ui.PAPER, (c, c), s * 0.44)
    _ICONS.get(effect, lambda *a: None)(surf, s)
    return pygame.transform.smoothscale(surf, (size, size))


#: The colours of a card's back in the icons: the deck's night blue, its brass diamond.
BACK_BLUE, BACK_LINE = (36, 48, 92), (222, 186, 96)
#: The little painting on a face in the icons: sky, hill, sun.
SKY, HILL, SUN = (120, 176, 222), (72, 150, 92), (246, 196, 64)


def _small_card(surf, s, cx, cy, fill, tilt=0.0, outline=ui.INK, size=(0.22, 0.31)) -> list:
    """A card centred on (cx, cy), turned by `tilt`: its corners (to paint on it)."""
    w, h = s * size[0], s * size[1]
    poly = _turned(cx, cy, tilt, [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2),
                                  (-w / 2, h / 2)])
    pygame.draw.polygon(surf, fill, poly)
    pygame.draw.polygon(surf, outline, poly, max(2, s // 40))
    return poly


def _turned(cx, cy, tilt: float, pts) -> list:
    ca, sa = math.cos(tilt), math.sin(tilt)
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


#: An icon's card, larger than `_small_card`'s default: a badge 24 pixels across shows it.
BIG = (0.30, 0.42)


def _icon_draw(surf, s) -> None:
    """A card to take: a plain card and a big green arrow down over it, into the hand (no back,
    no painting: those say face down and face up). The arrow is the icon's shape: with a thin
    one beside the card, "Draw" and "second card face up" (a card and a plus beside it) looked
    alike at 1280x720."""
    _small_card(surf, s, s * 0.34, s * 0.42, ui.PAPER_DARK, -0.12, size=BIG)
    x = s * 0.57
    shaft = [(x - s * 0.10, s * 0.13), (x + s * 0.10, s * 0.13), (x + s * 0.10, s * 0.48),
             (x + s * 0.26, s * 0.48), (x, s * 0.86), (x - s * 0.26, s * 0.48),
             (x - s * 0.10, s * 0.48)]
    pygame.draw.polygon(surf, ui.PAPER, shaft, max(6, s // 10))    # clear of the card
    pygame.draw.polygon(surf, ui.GREEN, shaft)


#: The face-up icon's card: upright and large, its painting in colour.
UPRIGHT = (0.40, 0.58)
#: The face-down icon's card: lying on its long side, the deck's dark back.
LYING = (0.66, 0.42)


def _plus(surf, s, cx, cy, colour) -> None:
    """A small plus: one more card."""
    arm, w = s * 0.09, max(3, s // 14)
    pygame.draw.line(surf, colour, (cx - arm, cy), (cx + arm, cy), w)
    pygame.draw.line(surf, colour, (cx, cy - arm), (cx, cy + arm), w)


def _icon_face_up(surf, s) -> None:
    """One more card face up: a tall card standing upright, its painting in colour (sky, a
    green hill, a sun), and a plus. (Two faces side by side, beside face down's face and
    back, looked alike at 1280x720: a player played face down meaning face up.)"""
    cx, cy = s * 0.44, s * 0.52
    _small_card(surf, s, cx, cy, ui.PAPER, size=UPRIGHT)
    w, h = s * UPRIGHT[0] * 0.78, s * UPRIGHT[1] * 0.84
    pygame.draw.rect(surf, SKY, (cx - w / 2, cy - h / 2, w, h))
    pygame.draw.polygon(surf, HILL, [(cx - w / 2, cy + h / 2), (cx - w / 2, cy + h * 0.08),
                                     (cx + w * 0.05, cy - h * 0.04), (cx + w / 2, cy + h * 0.18),
                                     (cx + w / 2, cy + h / 2)])
    pygame.draw.circle(surf, SUN, (cx + w * 0.16, cy - h * 0.24), s * 0.06)
    _plus(surf, s, s * 0.76, s * 0.30, ui.INK)


def _icon_face_down(surf, s) -> None:
    """One more card face down: a card lying on its long side, the deck's dark back with
    its brass diamond, no painting and no colour, and a plus."""
    cx, cy = s * 0.5, s * 0.58
    _small_card(surf, s, cx, cy, BACK_BLUE, size=LYING)
    w, h = s * LYING[0], s * LYING[1]
    pygame.draw.polygon(surf, BACK_LINE, [(cx, cy - h * 0.3), (cx + w * 0.3, cy),
                                          (cx, cy + h * 0.3), (cx - w * 0.3, cy)],
                        max(3, s // 22))
    _plus(surf, s, s * 0.5, s * 0.22, ui.INK)


def _icon_everyone(surf, s) -> None:
    """Three cards fanned out from one point: every player at once."""
    for k in (-1, 0, 1):
        _small_card(surf, s, s * 0.5 + k * s * 0.17, s * 0.53 + abs(k) * s * 0.04,
                    (ui.CLARET_LIGHT, ui.BRASS_LIGHT, ui.GREEN_LIGHT)[k + 1], k * 0.38,
                    size=(0.26, 0.38))


def _icon_award(surf, s) -> None:
    """The award token's rosette with two ribbons: the piece the effect places."""
    c = s / 2
    for dx in (-1, 1):
        pygame.draw.polygon(surf, AWARD_RIM, [(c + dx * s * 0.04, c),
                                              (c + dx * s * 0.24, c + s * 0.40),
                                              (c + dx * s * 0.08, c + s * 0.33)])
    _rosette(surf, c, c - s * 0.08, s * 0.3, AWARD_COLOUR, AWARD_RIM, max(2, s // 24))
    pygame.draw.circle(surf, ui.PAPER, (c, c - s * 0.08), s * 0.14)
    pygame.draw.circle(surf, AWARD_RIM, (c, c - s * 0.08), s * 0.14, max(2, s // 30))


_ICONS = {DRAW: _icon_draw, SECOND_FACE_UP: _icon_face_up, SECOND_FACE_DOWN: _icon_face_down,
          EVERYONE_PLAYS: _icon_everyone, AWARD: _icon_award}


@functools.lru_cache(maxsize=64)
def award_token(size: int) -> pygame.Surface:
    """An award token: a silver rosette with two ribbons, a medal, in a shape and a colour of
    its own (the value tokens are discs of neutral wood, the artists hues), so it never reads as an
    artist's piece."""
    size = max(10, int(size))
    ss = 4
    s = size * ss
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c, cy = s / 2, s * 0.42
    for dx in (-1, 1):
        pygame.draw.polygon(surf, AWARD_RIM, [(c + dx * s * 0.04, cy),
                                              (c + dx * s * 0.30, s * 0.98),
                                              (c + dx * s * 0.12, s * 0.88)])
    _rosette(surf, c, cy + s * 0.03, s * 0.41, (0, 0, 0, 90))
    _rosette(surf, c, cy, s * 0.40, AWARD_COLOUR, AWARD_RIM, max(2, s // 22))
    pygame.draw.circle(surf, ui.PAPER, (c, cy), s * 0.19)
    pygame.draw.circle(surf, AWARD_RIM, (c, cy), s * 0.19, max(2, s // 28))
    return pygame.transform.smoothscale(surf, (size, size))


def _rosette(surf, cx: float, cy: float, r: float, fill, rim=None, width: int = 0) -> None:
    """A rosette of twelve rounded petals, radius `r`, at (cx, cy), with a `rim` of `width`."""
    points = [(cx + r * (1 if k % 2 == 0 else 0.84) * math.cos(math.pi * k / 12),
               cy + r * (1 if k % 2 == 0 else 0.84) * math.sin(math.pi * k / 12))
              for k in range(24)]
    pygame.draw.polygon(surf, fill, points)
    if rim is not None:
        pygame.draw.polygon(surf, rim, points, width)


def effect_name(effect: str) -> Text:
    """The effect as players name it."""
    return EFFECT_NAMES[effect]
