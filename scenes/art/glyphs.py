"""The auction methods' glyphs (open, once around, sealed, fixed price, double), drawn at
any scale `k` onto a surface, and the round badge each method wears on a card."""
from __future__ import annotations

import math

import pygame

from game.cards import DOUBLE, FIXED_PRICE, ONCE_AROUND, OPEN, SEALED

from .basics import INK, PAPER, Colour
from .brush import _arc_polygon, _capsule, _downsample, _shade, text_on

#: Each method's badge ground, so the five tell apart at a glance by colour as well as by
#: shape (black glyphs on white all alike, a newcomer took the sealed bid's envelope for the
#: fixed price's tag): Okabe-Ito hues, apart in lightness too, that stay apart for a
#: colour-blind eye; the glyph in ink or white, whichever reads on its ground.
METHOD_GROUNDS: dict[str, Colour] = {
    OPEN: (213, 94, 0),             # vermillion: the raised hand
    ONCE_AROUND: (0, 114, 178),     # blue: the arrow round the table
    SEALED: (30, 30, 36),           # black: the white envelope, its red seal
    FIXED_PRICE: (240, 214, 60),    # yellow: the ink price tag
    DOUBLE: (0, 150, 110),          # bluish green: the pair of cards
}
#: The sealed bid's wax seal.
SEAL: Colour = (214, 40, 48)


def method_badge(method: str, size: int) -> pygame.Surface:
    """`method`'s badge `size` pixels wide: its glyph on its coloured ground
    (`METHOD_GROUNDS`), ringed in ink and paper, so that it stands out as a sticker over a
    dark frame or a busy painting alike."""
    ss = 4
    S = size * ss
    s = pygame.Surface((S, S), pygame.SRCALPHA)
    c = S / 2
    small = size < 28
    if not small:
        pygame.draw.circle(s, (20, 18, 18, 90), (c, c + S * 0.02), S * 0.49)  # shadow
    radius = S * (0.495 if small else 0.47)
    ground = METHOD_GROUNDS[method]
    pygame.draw.circle(s, INK, (c, c), radius)
    pygame.draw.circle(s, PAPER, (c, c), radius - max(ss, S * 0.04))
    pygame.draw.circle(s, ground, (c, c), radius - max(2 * ss, S * (0.09 if small else 0.08)))
    # The glyph fills the inner 64 % of the badge, more when tiny, with less detail.
    share = 0.72 if small else 0.64
    g = pygame.Surface((S, S), pygame.SRCALPHA)
    k = S * share / 100
    mark = text_on(ground)
    if method == OPEN:
        _glyph_open(g, k, mark)
    elif method == ONCE_AROUND:
        _glyph_once_around(g, k, mark)
    elif method == SEALED:
        _glyph_sealed(g, k, PAPER, ground, SEAL, detail=not small)
    elif method == FIXED_PRICE:
        _glyph_fixed_price(g, k, mark, ground, detail=not small)
    elif method == DOUBLE:
        _glyph_double(g, k, mark, ground, detail=not small)
    off = S * (1 - share) / 2
    s.blit(g, (off, off))
    return _downsample(s, (size, size))


# ------------------------------------------------------------------------- method glyphs
# Glyphs are drawn in a 100x100 design box scaled to the canvas.

def _glyph_open(s: pygame.Surface, k: float, ink) -> None:
    """A raised open hand: the bidder's gesture in an open auction."""
    def p(x, y):
        return (x * k, y * k)
    # Fingers fan out from the palm so the gaps between them open towards the tips.
    for base, tip, width in (((38, 52), (31, 17), 10.5), ((48, 50), (47, 10), 11),
                             ((58, 50), (63, 14), 10.5), ((67, 55), (77, 27), 9.5)):
        _capsule(s, ink, p(*base), p(*tip), width * k)
    pygame.draw.rect(s, ink, pygame.Rect(p(32, 46), (40 * k, 36 * k)),
                     border_radius=int(12 * k))
    _capsule(s, ink, p(37, 72), p(15, 48), 11.5 * k)
    pygame.draw.rect(s, ink, pygame.Rect(p(38, 76), (29 * k, 18 * k)))


def _glyph_once_around(s: pygame.Surface, k: float, ink) -> None:
    """A circular arrow: the bid goes once around the table."""
    cx, cy = 50 * k, 52 * k
    a0, a1 = math.radians(-60), math.radians(220)
    pygame.draw.polygon(s, ink, _arc_polygon(cx, cy, 34 * k, 21 * k, a0, a1))
    # Arrowhead at the a0 end, pointing along the direction of travel (anticlockwise).
    ax, ay = cx + 27.5 * k * math.cos(a0), cy + 27.5 * k * math.sin(a0)
    tx, ty = math.sin(a0), -math.cos(a0)      # tangent towards decreasing angle
    nx, ny = math.cos(a0), math.sin(a0)
    tip = (ax + tx * 20 * k, ay + ty * 20 * k)
    pygame.draw.polygon(s, ink, [(ax + nx * 19 * k, ay + ny * 19 * k), tip,
                                 (ax - nx * 19 * k, ay - ny * 19 * k)])


def _glyph_sealed(s: pygame.Surface, k: float, ink, paper, seal, detail: bool = True) -> None:
    """A sealed envelope with a wax seal: the sealed bid."""
    body = pygame.Rect(8 * k, 22 * k, 84 * k, 58 * k) if not detail else \
        pygame.Rect(12 * k, 26 * k, 76 * k, 52 * k)
    pygame.draw.rect(s, ink, body, border_radius=int(6 * k))
    line = max(1, int(5 * k))
    pygame.draw.lines(s, paper, False, [(18 * k, 32 * k), (50 * k, 57 * k), (82 * k, 32 * k)],
                      line)
    pygame.draw.circle(s, paper, (50 * k, 58 * k), 15 * k)
    pygame.draw.circle(s, seal, (50 * k, 58 * k), 12 * k)
    if detail:
        pygame.draw.circle(s, _shade(seal, 1.35), (46 * k, 54 * k), 4 * k)


def _glyph_fixed_price(s: pygame.Surface, k: float, ink, paper, detail: bool = True) -> None:
    """A price tag on a string: the auctioneer names a fixed price."""
    ang = math.radians(-45)
    ux, uy = math.cos(ang), math.sin(ang)
    px, py = -uy, ux

    def q(a, b):                      # a along the tag, b across it, from the tag centre
        return (52 * k + (ux * a + px * b) * k, 54 * k + (uy * a + py * b) * k)
    if not detail:
        # Tiny: a fat tag and its hole, nothing else.
        pygame.draw.polygon(s, ink, [q(-40, -22), q(16, -22), q(40, 0), q(16, 22), q(-40, 22)])
        pygame.draw.circle(s, paper, q(16, 0), 8 * k)
        return
    outline = [q(-34, -17), q(18, -17), q(36, 0), q(18, 17), q(-34, 17)]
    pygame.draw.polygon(s, ink, outline)
    pygame.draw.circle(s, paper, q(17, 0), 6 * k)
    # The string from the hole.
    hx, hy = q(17, 0)
    pygame.draw.line(s, ink, (hx, hy), (hx + 14 * k, hy - 22 * k), max(1, int(4 * k)))
    # Two bars on the tag read as "price" lines.
    for b in (-6, 6):
        pygame.draw.line(s, paper, q(-26, b), q(2, b), max(1, int(5 * k)))


def _glyph_double(s: pygame.Surface, k: float, ink, paper, detail: bool = True) -> None:
    """Two stacked cards marked "=": the double auction sells a pair together."""
    back = pygame.Rect(16 * k, 14 * k, 42 * k, 58 * k)
    front = pygame.Rect(40 * k, 30 * k, 44 * k, 60 * k)
    pygame.draw.rect(s, ink, back, border_radius=int(6 * k))
    pygame.draw.rect(s, paper, back.inflate(-10 * k, -10 * k), border_radius=int(3 * k))
    pygame.draw.rect(s, paper, front.inflate(8 * k, 8 * k), border_radius=int(8 * k))
    pygame.draw.rect(s, ink, front, border_radius=int(6 * k))
    bar = max(1, int((7 if detail else 10) * k))
    for y in ((52, 66) if detail else (50, 70)):
        pygame.draw.rect(s, paper, (50 * k, y * k - bar / 2, 24 * k, bar))
