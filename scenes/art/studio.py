"""`Art`: every picture of the game built on demand and cached by its arguments."""
from __future__ import annotations

import math
import random
from typing import Callable

import pygame

from game.cards import ARTIST_COUNT, METHODS, THEMES, Card
from scenes.assets import font

from .basics import (ARTIST_COLOURS, CACHE_LIMITS, COLOUR_BLIND_COLOURS, COMPACT_WIDTH, Colour,
                     INK, THEME_STYLES, TOKEN_COLOURS, card_height)
from .brush import (_capsule, _clamp, _disc_sheen, _downsample, _felt_tile, _fit_size,
                    _fit_text, _masked, _mix, _prepared, _shade, _shaded_rod,
                    _vertical_gradient, text_on)
from .glyphs import method_badge
from .paintings import _paint_dots, _paint_fields, _paint_grid, _paint_rings, _paint_shards


# ------------------------------------------------------------------------------- the Art


#: The method badge's width on a card face, as a share of the card's width.
BADGE_SHARE = 0.36

#: The smallest type a thumbnail's band is written in; below it the band stays bare.
BAND_TYPE = 10


#: How far a band may narrow a name that keeps its particle ("v. Doesburg"), as a share of
#: its width in the smallest type, before the band falls back to the bare surname.
BAND_SQUEEZE = 0.85


def band_forms(name: str) -> list[str]:
    """The ways a band may write an artist's name, the fullest first: whole, then with the
    names before the last as initials ("Karl Gitter" as "K. Gitter"; not where the last is an
    initial itself, "Christin P"); a name with a particle ("van Doesburg") keeps it closer
    still ("v.Doesburg"), for a Dutch "van" belongs to the surname standing alone; last the
    longest word ("Doesburg")."""
    words = name.split()
    if len(words) < 2:
        return [name]
    forms = [name]
    if len(words[-1]) > 1:
        initials = [w[0] + "." for w in words[:-1]]
        forms.append(" ".join(initials + [words[-1]]))
        if has_particle(name):
            forms.append("".join(initials) + words[-1])
    return forms + [max(words, key=len)]


def has_particle(name: str) -> bool:
    """Whether `name` holds a particle before its surname: a word in small letters ("van",
    "de", "von")."""
    return any(w[:1].islower() for w in name.split()[:-1])


def band_text(name: str, width: int, size: int) -> tuple[str, str, int] | None:
    """How a thumbnail's band writes an artist's name in `width`: (words, weight, size), the
    fullest form (`band_forms`) that fits in type from `size` down to `BAND_TYPE`, in the
    black weight or else the narrower bold ("Karl Gitter" whole in bold at 54 px, where black
    was a pixel too wide and the band read "Gitter"); a form keeping a name's particle may be
    narrowed to `BAND_SQUEEZE` of its width in the smallest type (`band_label` narrows it)
    before the band writes the bare surname (a 54 px thumbnail read "Doesburg"); None when
    not even a word is legible."""
    if size < BAND_TYPE:
        return None
    for text in band_forms(name):
        weight, fitted, fits = _fit_size(text, width, size, ("black", "bold"), BAND_TYPE)
        if fits:
            return text, weight, fitted
        if _keeps_particle(name, text) and \
                font(BAND_TYPE, "bold").size(text)[0] * BAND_SQUEEZE <= width:
            return text, "bold", BAND_TYPE
    return None


def _keeps_particle(name: str, text: str) -> bool:
    """Whether `text`, a band form of `name`, still writes its particle."""
    return has_particle(name) and text != band_forms(name)[-1]


def band_label(name: str, width: int, size: int, colour) -> pygame.Surface | None:
    """A thumbnail's band label for an artist (`band_text`), or None; narrowed to `width` when
    it keeps a particle a little wider."""
    chosen = band_text(name, width, size)
    if chosen is None:
        return None
    text, weight, fitted = chosen
    label = font(fitted, weight).render(text, True, colour)
    if label.get_width() > width:
        label = pygame.transform.smoothscale(label, (width, label.get_height()))
    return label


def _compact_band(width: int) -> pygame.Rect:
    """Where a thumbnail face `width` wide (below COMPACT_WIDTH) has its artist's band."""
    h = card_height(width)
    m = max(2, round(width * 0.07))
    bh = max(4, round(width * 0.22))
    return pygame.Rect(m, h - m - bh, width - 2 * m, bh)


class Art:
    """Generated card faces, icons and table pieces, drawn by code, cached per size."""

    def __init__(self, theme: str = "classic", colour_blind: bool = False):
        """Art in `theme` (a key of game.cards.THEMES); `colour_blind` picks accents that
        stay distinct for deuteranopia and protanopia."""
        if theme not in THEMES:
            raise ValueError(f"unknown theme {theme!r}; expected one of {', '.join(THEMES)}")
        if not pygame.font.get_init():
            pygame.font.init()
        self.theme = theme
        self.colour_blind = colour_blind
        self._accents = COLOUR_BLIND_COLOURS if colour_blind else ARTIST_COLOURS
        self._style = THEME_STYLES[theme]
        self._cache: dict[str, dict[tuple, pygame.Surface]] = {}

    # -- cache ----------------------------------------------------------------------------
    def _cached(self, key: tuple, build: Callable[[], pygame.Surface], alpha: bool
                ) -> pygame.Surface:
        """The surface for `key`, built once. Each kind (key[0]) keeps its most recently
        used entries up to a limit, so animations that ask for many sizes and window
        resizes cannot grow memory without end."""
        kind = key[0]
        shelf = self._cache.setdefault(kind, {})
        surf = shelf.pop(key, None)
        if surf is None:
            surf = _prepared(build(), alpha)
            limit = CACHE_LIMITS.get(kind, 400)
            while len(shelf) >= limit:
                del shelf[next(iter(shelf))]      # the least recently used
        shelf[key] = surf                         # (re)inserted as the most recent
        return surf

    # -- colours --------------------------------------------------------------------------
    def artist_colour(self, artist: int) -> Colour:
        """The artist's accent colour: board column, banners, UI highlights."""
        return self._accents[artist]

    # -- cards ----------------------------------------------------------------------------
    def card_face(self, card: Card, width: int) -> pygame.Surface:
        """The whole face of `card`: painting in a frame, artist banner, method badge.
        Below COMPACT_WIDTH px a thumbnail layout (no frame; name only if legible)."""
        width = max(12, int(width))
        return self._cached(("face", card.id, card.artist, card.method, width),
                            lambda: self._build_face(card, width), True)

    def banner_rect(self, width: int) -> pygame.Rect:
        """Where the artist's banner sits on a whole face `width` wide (`card_face`): a hand
        card the next one covers shows it plain, its name cut there by the next card; a
        thumbnail's band (below COMPACT_WIDTH), where a name would be too small to read."""
        width = max(12, int(width))
        if width < COMPACT_WIDTH:
            return _compact_band(width)
        return self._layout(width)["banner"].copy()

    def painting(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        """Only the painting of `card` at `size` (no frame or labels); opaque."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        return self._cached(("painting", card.id, card.artist, size),
                            lambda: self._build_painting(card, size), False)

    def card_back(self, width: int, titled: bool = True) -> pygame.Surface:
        """The back every card shares, in the theme's colours; without its lettering unless
        `titled` (a back under another, whose edge alone shows: a cut "M" peeked out)."""
        width = max(12, int(width))
        return self._cached(("back", width, titled), lambda: self._build_back(width, titled),
                            True)

    # -- icons ----------------------------------------------------------------------------
    def method_icon(self, method: str, size: int) -> pygame.Surface:
        """The auction-method icon as a round badge on a transparent square."""
        if method not in METHODS:
            raise ValueError(f"unknown auction method {method!r}")
        size = max(8, int(size))
        return self._cached(("method", method, size),
                            lambda: self._build_method_icon(method, size), True)

    def artist_emblem(self, artist: int, size: int) -> pygame.Surface:
        """A small square motif of the artist's style in their colour (board headers)."""
        size = max(8, int(size))
        return self._cached(("emblem", artist, size),
                            lambda: self._build_emblem(artist, size), True)

    # -- table pieces ---------------------------------------------------------------------
    def gavel(self, size: int) -> pygame.Surface:
        """The auctioneer's gavel on a transparent square: head top-left, handle running to
        the bottom-right corner, which is the pivot for swinging it."""
        size = max(8, int(size))
        return self._cached(("gavel", size), lambda: self._build_gavel(size), True)

    def sound_block(self, size: int) -> pygame.Surface:
        """The round wooden block the gavel strikes, on a transparent square."""
        size = max(8, int(size))
        return self._cached(("block", size), lambda: self._build_block(size), True)

    def token(self, value: int, size: int) -> pygame.Surface:
        """A market-board token (10, 20 or 30) as a disc with its value."""
        size = max(8, int(size))
        return self._cached(("token", value, size), lambda: self._build_token(value, size),
                            True)

    def coin(self, size: int) -> pygame.Surface:
        """A gold coin for money in flight and cash displays."""
        size = max(8, int(size))
        return self._cached(("coin", size), lambda: self._build_coin(size), True)

    def table_background(self, size: tuple[int, int]) -> pygame.Surface:
        """The opaque green baize the table is played on, with a soft vignette."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        return self._cached(("table", size), lambda: self._build_table(size), False)

    # ------------------------------------------------------------------------ builders
    def _build_painting(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        ss = 2 if max(size) < 400 else 1
        canvas = pygame.Surface((size[0] * ss, size[1] * ss))
        rng = random.Random(card.id * 7919 + 101)
        accent = self._accents[card.artist]
        if card.artist == 0:
            _paint_rings(canvas, rng, accent)
        elif card.artist == 1:
            _paint_fields(canvas, rng, accent, self._accents)
        elif card.artist == 2:
            _paint_dots(canvas, rng, accent, self._accents)
        elif card.artist == 3:
            _paint_grid(canvas, rng, accent, self._accents)
        else:
            _paint_shards(canvas, rng, accent, self._accents)
        return _downsample(canvas, size) if ss > 1 else canvas

    def badge_rect(self, width: int) -> pygame.Rect:
        """Where the method's badge sits on a whole face `width` wide (`card_face`), at its
        top left: the part of a hand card the next one must leave in view."""
        return self._layout(max(COMPACT_WIDTH, int(width)))["badge"].copy()

    def _layout(self, width: int) -> dict[str, pygame.Rect]:
        """Where the parts of a card face sit, for a card `width` wide."""
        h = card_height(width)
        m = max(3, round(width * 0.05))
        bh = max(15, round(width * 0.2))
        banner = pygame.Rect(m, h - m - bh, width - 2 * m, bh)
        frame = pygame.Rect(m, m, width - 2 * m, banner.top - m - max(2, m // 2))
        ft = max(2, round(width * 0.032))
        mat = max(2, round(width * 0.04))
        art = frame.inflate(-2 * (ft + mat), -2 * (ft + mat))
        # The method's badge: a third of the card's width and more (at 1280x720 a hand card's
        # was 28 pixels, its glyph too small to tell the envelope from the tag).
        badge = max(18, round(width * BADGE_SHARE))
        return {"banner": banner, "frame": frame, "art": art, "ft": ft,
                "badge": pygame.Rect(max(1, m // 2), max(1, m // 2), badge, badge)}

    def _build_compact_face(self, card: Card, width: int) -> pygame.Surface:
        """A thumbnail face for small widths (board, played lots, animations): the painting,
        a band in the artist's colour, and the method badge; the name only if legible."""
        h = card_height(width)
        st = self._style
        radius = max(2, round(width * 0.08))
        face = pygame.Surface((width, h), pygame.SRCALPHA)
        pygame.draw.rect(face, st["stock"], (0, 0, width, h), border_radius=radius)
        pygame.draw.rect(face, _shade(st["stock"], 0.55), (0, 0, width, h), 1,
                         border_radius=radius)
        colour = self._accents[card.artist]
        band = _compact_band(width)
        m, bh = band.x, band.h
        art = pygame.Rect(m, m, width - 2 * m, band.top - m - max(1, m // 2))
        face.blit(self._build_painting(card, art.size), art.topleft)   # the face is cached
        pygame.draw.rect(face, st["frame"], art.inflate(2, 2), 1)
        pygame.draw.rect(face, colour, band, border_radius=max(1, bh // 3))
        text_col = text_on(colour)
        label = band_label(THEMES[self.theme][card.artist], band.width - 1, round(bh * 0.8),
                           text_col)
        if label is not None:
            face.blit(label, label.get_rect(center=band.center))
        badge = max(10, round(width * 0.4))
        face.blit(self.method_icon(card.method, badge), (0, 0))
        return face

    def _build_face(self, card: Card, width: int) -> pygame.Surface:
        if width < COMPACT_WIDTH:
            return self._build_compact_face(card, width)
        h = card_height(width)
        st = self._style
        lay = self._layout(width)
        radius = max(3, round(width * 0.06))
        face = pygame.Surface((width, h), pygame.SRCALPHA)
        pygame.draw.rect(face, st["stock"], (0, 0, width, h), border_radius=radius)
        pygame.draw.rect(face, _shade(st["stock"], 0.62), (0, 0, width, h),
                         max(1, width // 120), border_radius=radius)
        # Gallery frame: moulding with a lit top-left edge, then a white mat.
        frame = lay["frame"]
        ft = lay["ft"]
        pygame.draw.rect(face, st["frame"], frame)
        hi = max(1, ft // 2)
        pygame.draw.rect(face, st["frame_hi"], (frame.left, frame.top, frame.width, hi))
        pygame.draw.rect(face, st["frame_hi"], (frame.left, frame.top, hi, frame.height))
        pygame.draw.rect(face, _shade(st["frame"], 0.6),
                         (frame.left, frame.bottom - hi, frame.width, hi))
        pygame.draw.rect(face, _shade(st["frame"], 0.6),
                         (frame.right - hi, frame.top, hi, frame.height))
        mat = frame.inflate(-2 * ft, -2 * ft)
        pygame.draw.rect(face, (250, 248, 242), mat)
        art = lay["art"]
        face.blit(self._build_painting(card, art.size), art.topleft)   # the face is cached
        # A hairline shadow where the painting meets the mat.
        pygame.draw.rect(face, (170, 164, 150), art.inflate(2, 2), 1)
        # Banner with the artist's name in the artist's colour.
        banner = lay["banner"]
        colour = self._accents[card.artist]
        band = _vertical_gradient(banner.size, _shade(colour, 1.12), _shade(colour, 0.82))
        mask = pygame.Surface(banner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255), mask.get_rect(),
                         border_radius=max(2, banner.height // 4))
        band = _masked(band, mask)
        face.blit(band, banner.topleft)
        text_col = text_on(colour)
        name = THEMES[self.theme][card.artist]
        label = _fit_text(name, banner.width - max(4, width // 20),
                          round(banner.height * 0.66), "black", text_col)
        if text_col != INK:
            shadow = _fit_text(name, banner.width - max(4, width // 20),
                               round(banner.height * 0.66), "black", (0, 0, 0))
            shadow.set_alpha(110)
            face.blit(shadow, shadow.get_rect(center=(banner.centerx + 1, banner.centery + 1)))
        face.blit(label, label.get_rect(center=banner.center))
        # Method badge in the top-left corner, over the frame like a gallery sticker.
        badge = lay["badge"]
        face.blit(self.method_icon(card.method, badge.width), badge.topleft)
        return face

    def _build_back(self, width: int, titled: bool = True) -> pygame.Surface:
        h = card_height(width)
        st = self._style
        ss = 2
        W, H = width * ss, h * ss
        s = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = max(3, round(width * 0.06)) * ss
        ground = st["back"]
        pygame.draw.rect(s, _shade(ground, 0.7), (0, 0, W, H), border_radius=radius)
        inner = pygame.Rect(0, 0, W, H).inflate(-W * 0.08, -W * 0.08)
        pygame.draw.rect(s, ground, inner, border_radius=radius // 2)
        # Diagonal lattice like a printed card back.
        lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(6, W // 9)
        lc = (*_shade(ground, 1.3), 255)
        for x in range(-inner.height, inner.width + inner.height, step):
            pygame.draw.line(lattice, lc, (x, 0), (x + inner.height, inner.height), max(1, ss))
            pygame.draw.line(lattice, lc, (x, inner.height), (x + inner.height, 0), max(1, ss))
        s.blit(lattice, inner.topleft)
        pygame.draw.rect(s, st["trim"], inner, max(2, W // 60), border_radius=radius // 2)
        pygame.draw.rect(s, st["trim"], inner.inflate(-W * 0.06, -W * 0.06), max(1, W // 140),
                         border_radius=radius // 3)
        # Medallion: the five artists' colours as five slabs in a frame.
        med = pygame.Rect(0, 0, W * 0.56, W * 0.56)
        med.center = (W // 2, H * 0.44)
        pygame.draw.rect(s, _shade(ground, 0.5), med.inflate(W * 0.08, W * 0.08),
                         border_radius=W // 30)
        pygame.draw.rect(s, st["trim"], med.inflate(W * 0.08, W * 0.08), max(2, W // 60),
                         border_radius=W // 30)
        slab = med.width / ARTIST_COUNT
        for i in range(ARTIST_COUNT):
            r = pygame.Rect(med.left + i * slab, med.top, math.ceil(slab), med.height)
            pygame.draw.rect(s, self._accents[i], r)
            pygame.draw.rect(s, _shade(self._accents[i], 1.3), (r.left, r.top, r.width, W // 40))
        pygame.draw.rect(s, (20, 20, 24), med, max(1, W // 90))
        back = _downsample(s, (width, h))
        if width >= 56 and titled:
            title = _fit_text("MODERN ART", int(width * 0.72), max(7, round(width * 0.12)),
                              "black", st["trim"])
            back.blit(title, title.get_rect(center=(width // 2, round(h * 0.78))))
        return back

    def _build_method_icon(self, method: str, size: int) -> pygame.Surface:
        return method_badge(method, size)

    def _build_emblem(self, artist: int, size: int) -> pygame.Surface:
        ss = 4
        S = size * ss
        s = pygame.Surface((S, S), pygame.SRCALPHA)
        accent = self._accents[artist]
        rect = pygame.Rect(0, 0, S, S)
        # A charcoal tile with a rim in the artist's colour reads on felt and on paper.
        pygame.draw.rect(s, (34, 32, 36), rect, border_radius=S // 4)
        pygame.draw.rect(s, accent, rect.inflate(-S * 0.05, -S * 0.05), max(ss, round(S * 0.025)),
                         border_radius=S // 5)
        inner = rect.inflate(-S * 0.12, -S * 0.12)
        tile = pygame.Surface(inner.size)
        tw, th = inner.size
        if artist == 0:
            tile.fill((40, 44, 56))
            for i, f in enumerate((0.48, 0.38, 0.28, 0.18, 0.08)):
                col = accent if i == 1 else _mix((70, 74, 90), (230, 232, 240), (i % 2) * 0.8 + 0.1)
                pygame.draw.circle(tile, col, (tw / 2, th / 2), tw * f)
        elif artist == 1:
            tile.fill(_shade(accent, 0.4))
            pygame.draw.rect(tile, accent, (tw * 0.1, th * 0.1, tw * 0.8, th * 0.44),
                             border_radius=int(tw * 0.05))
            pygame.draw.rect(tile, _mix(accent, (255, 240, 190), 0.55),
                             (tw * 0.1, th * 0.6, tw * 0.8, th * 0.3), border_radius=int(tw * 0.05))
        elif artist == 2:
            tile.fill((246, 240, 224))
            n = 4
            for j in range(n):
                for i in range(n):
                    col = accent if (i + j) % 2 == 0 else _shade(accent, 0.6)
                    pygame.draw.circle(tile, col, ((i + 0.5) * tw / n, (j + 0.5) * th / n),
                                       tw / n * 0.36)
        elif artist == 3:
            tile.fill((244, 240, 228))
            pygame.draw.rect(tile, accent, (0, 0, tw * 0.6, th * 0.55))
            pygame.draw.rect(tile, (246, 200, 30) if not self.colour_blind else (30, 30, 30),
                             (tw * 0.6, th * 0.78, tw * 0.4, th * 0.22))
            bar = max(ss, tw * 0.08)
            pygame.draw.rect(tile, (22, 22, 26), (tw * 0.6 - bar / 2, 0, bar, th))
            pygame.draw.rect(tile, (22, 22, 26), (0, th * 0.55 - bar / 2, tw, bar))
            pygame.draw.rect(tile, (22, 22, 26), (tw * 0.6, th * 0.78 - bar / 2, tw, bar))
        else:
            tile.fill((40, 32, 40))
            pygame.draw.polygon(tile, accent, [(0, th), (tw * 0.55, 0), (tw * 0.8, th * 0.35)])
            pygame.draw.polygon(tile, (206, 188, 150), [(tw * 0.3, th), (tw, th * 0.15),
                                                        (tw, th * 0.6)])
            pygame.draw.polygon(tile, _shade(accent, 0.6), [(tw * 0.55, 0), (tw, 0),
                                                            (tw * 0.8, th * 0.35)])
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255), mask.get_rect(), border_radius=S // 6)
        s.blit(_masked(tile, mask), inner.topleft)
        return _downsample(s, (size, size))

    def _build_gavel(self, size: int) -> pygame.Surface:
        ss = 4
        S = size * ss
        s = pygame.Surface((S, S), pygame.SRCALPHA)
        wood, head_wood, brass = (146, 82, 40), (160, 90, 44), (214, 172, 76)
        # The handle: from the head's centre down to the pivot (bottom-right corner),
        # thickening towards the grip, with a turned knob at the end.
        head_c = (S * 0.33, S * 0.33)
        end = (S * 0.945, S * 0.945)
        _shaded_rod(s, head_c, end, S * 0.06, wood, width_b=S * 0.085)
        pygame.draw.circle(s, _shade(wood, 0.55), end, S * 0.052)
        pygame.draw.circle(s, _shade(wood, 0.95), end, S * 0.04)
        pygame.draw.circle(s, _shade(wood, 1.3), (end[0] - S * 0.012, end[1] - S * 0.012),
                           S * 0.016)
        # The head: a turned barrel across the handle (axis at -45 degrees) with chamfered
        # striking faces, a swelling collar where the handle enters, and two brass bands.
        ux, uy = 1 / math.sqrt(2), -1 / math.sqrt(2)
        half = S * 0.25
        width = S * 0.2

        def seg(t0, t1, w_factor, colour, shine=1.45):
            p0 = (head_c[0] + ux * half * 2 * t0, head_c[1] + uy * half * 2 * t0)
            p1 = (head_c[0] + ux * half * 2 * t1, head_c[1] + uy * half * 2 * t1)
            _shaded_rod(s, p0, p1, width * w_factor, colour, shine=shine)
        seg(-0.5, -0.47, 0.86, _shade(head_wood, 0.8))
        seg(-0.47, 0.47, 1.0, head_wood)
        seg(0.47, 0.5, 0.86, _shade(head_wood, 0.8))
        seg(-0.13, 0.13, 1.1, _shade(head_wood, 1.04))
        for t in (-0.38, 0.32):
            seg(t, t + 0.06, 1.04, brass, shine=1.7)
        return _downsample(s, (size, size))

    def _build_block(self, size: int) -> pygame.Surface:
        ss = 4
        S = size * ss
        s = pygame.Surface((S, S), pygame.SRCALPHA)
        wood = (142, 80, 40)
        top = pygame.Rect(S * 0.05, S * 0.42, S * 0.9, S * 0.34)
        depth = S * 0.16
        pygame.draw.ellipse(s, (0, 0, 0, 70), top.move(0, depth + S * 0.04).inflate(S * 0.04, 0))
        # Side wall: the lower half-ellipse swept down by the block's depth.
        for i in range(int(depth)):
            t = i / max(1, depth)
            pygame.draw.ellipse(s, _shade(wood, 0.78 - 0.25 * t), top.move(0, depth - i))
        pygame.draw.ellipse(s, _shade(wood, 0.55), top.move(0, depth), max(1, ss))
        pygame.draw.ellipse(s, _shade(wood, 1.05), top)
        # Growth rings on the top face.
        for i, f in enumerate((0.82, 0.64, 0.46, 0.28, 0.12)):
            r = top.inflate(-top.width * (1 - f), -top.height * (1 - f))
            pygame.draw.ellipse(s, _shade(wood, 0.82 + 0.06 * (i % 2)), r, max(1, ss))
        pygame.draw.arc(s, _shade(wood, 1.35), top.inflate(-S * 0.04, -S * 0.03),
                        math.radians(20), math.radians(160), max(1, ss * 2))
        return _downsample(s, (size, size))

    def _build_token(self, value: int, size: int) -> pygame.Surface:
        ss = 4
        S = size * ss
        s = pygame.Surface((S, S), pygame.SRCALPHA)
        base = TOKEN_COLOURS.get(value, (120, 120, 120))
        mark = text_on(base)          # the inlays' and the numeral's colour: ink on bone
        c = S / 2
        pygame.draw.circle(s, (0, 0, 0, 80), (c, c + S * 0.03), S * 0.47)
        pygame.draw.circle(s, _shade(base, 0.55), (c, c), S * 0.47)
        pygame.draw.circle(s, base, (c, c), S * 0.44)
        # Edge inlays, as on a gaming chip, so the token reads as a thick disc.
        for i in range(8):
            ang = i * math.tau / 8 + math.tau / 16
            _capsule(s, _mix(base, mark, 0.65),
                     (c + math.cos(ang) * S * 0.385, c + math.sin(ang) * S * 0.385),
                     (c + math.cos(ang) * S * 0.425, c + math.sin(ang) * S * 0.425), S * 0.07)
        pygame.draw.circle(s, _shade(base, 0.8), (c, c), S * 0.335)
        pygame.draw.circle(s, _shade(base, 1.05), (c, c), S * 0.315)
        s.blit(_disc_sheen(S, S * 0.47), (0, 0))
        out = _downsample(s, (size, size))
        if size >= 12:
            text = str(value)
            fs = max(6, round(size * 0.44))
            label = font(fs, "black").render(text, True, mark)
            shadow = font(fs, "black").render(text, True, _mix(base, (0, 0, 0), 0.5))
            shadow.set_alpha(120 if mark != INK else 60)
            r = label.get_rect(center=(size / 2, size / 2 + size * 0.01))
            out.blit(shadow, r.move(max(1, size // 40), max(1, size // 40)))
            out.blit(label, r)
        return out

    def _build_coin(self, size: int) -> pygame.Surface:
        ss = 4
        S = size * ss
        s = pygame.Surface((S, S), pygame.SRCALPHA)
        gold, c = (226, 178, 54), S / 2
        pygame.draw.circle(s, (0, 0, 0, 70), (c, c + S * 0.03), S * 0.47)
        pygame.draw.circle(s, (150, 104, 22), (c, c), S * 0.47)
        # Milled edge.
        for i in range(36):
            ang = i * math.tau / 36
            pygame.draw.line(s, (196, 146, 40), (c + math.cos(ang) * S * 0.40,
                                                 c + math.sin(ang) * S * 0.40),
                             (c + math.cos(ang) * S * 0.46, c + math.sin(ang) * S * 0.46),
                             max(1, ss))
        pygame.draw.circle(s, gold, (c, c), S * 0.39)
        pygame.draw.circle(s, (250, 222, 120), (c, c), S * 0.39, max(1, int(S * 0.02)))
        pygame.draw.circle(s, (180, 132, 30), (c, c), S * 0.30, max(1, int(S * 0.02)))
        # A five-point star struck in the middle.
        pts = []
        for i in range(10):
            r = S * (0.2 if i % 2 == 0 else 0.085)
            ang = -math.pi / 2 + i * math.pi / 5
            pts.append((c + math.cos(ang) * r, c + math.sin(ang) * r))
        pygame.draw.polygon(s, (186, 136, 34), [(x + S * 0.01, y + S * 0.012) for x, y in pts])
        pygame.draw.polygon(s, (252, 220, 110), pts)
        s.blit(_disc_sheen(S, S * 0.47), (0, 0))
        return _downsample(s, (size, size))

    def _build_table(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        base = self._style["table"]
        surf = pygame.Surface((w, h))
        surf.fill(base)
        # Felt grain: a noise tile built once and shared by every size.
        tile = self._cached(("felt",), _felt_tile, True)
        tile_size = tile.get_width()
        for y in range(0, h, tile_size):
            for x in range(0, w, tile_size):
                surf.blit(tile, (x, y))
        # Vignette: a small radial map scaled up and multiplied in.
        vw, vh = 32, 18
        vig = pygame.Surface((vw, vh))
        for y in range(vh):
            for x in range(vw):
                dx = (x + 0.5) / vw - 0.5
                dy = (y + 0.5) / vh - 0.5
                d = min(1.0, math.hypot(dx * 1.1, dy * 1.25) / 0.72)
                v = _clamp(255 * (1 - 0.5 * d ** 2.2))
                vig.set_at((x, y), (v, v, v))
        surf.blit(pygame.transform.smoothscale(vig, (w, h)), (0, 0),
                  special_flags=pygame.BLEND_MULT)
        return surf
