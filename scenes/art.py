"""Every picture in the game, drawn by code: card faces, card backs, auction-method icons,
artist emblems, the gavel and its sound block, market tokens, coins and the table.

One `Art` is made per app and handed to scenes through the app context. Every method caches
its surface on the instance by its arguments, so a scene may ask for the same picture every
frame. Nothing here needs a display mode; surfaces are converted for fast blitting only when
a display surface exists.

Shapes are drawn supersampled (2x or 4x) and smoothscaled down, which gives antialiased edges
with plain `pygame.draw`. Per-card variety comes from a `random.Random` seeded by the card id,
so a card looks the same in every game and at every size.
"""
from __future__ import annotations

import math
import random
from typing import Callable, Sequence

import pygame

from game.cards import (ARTIST_COUNT, DOUBLE, FIXED_PRICE, METHODS, ONCE_AROUND, OPEN, SEALED,
                        THEMES, Card)
from scenes.assets import font

Colour = tuple[int, int, int]

#: Board-column accents: gold, green, red, blue, violet.
ARTIST_COLOURS: tuple[Colour, ...] = (
    (222, 170, 44), (46, 152, 88), (204, 58, 66), (44, 98, 196), (140, 76, 178))

#: Accents that stay apart for deuteranopia and protanopia: Okabe–Ito hues, tuned so every
#: pair stays over 30 CIELAB units apart under a simulated protan or deutan eye (see
#: tests/test_art.py), since lightness differs as well as hue.
COLOUR_BLIND_COLOURS: tuple[Colour, ...] = (
    (240, 228, 66), (0, 140, 100), (213, 94, 0), (0, 90, 181), (240, 180, 220))

#: Market token colours by value; their lightness differs too, so they read in any vision.
TOKEN_COLOURS: dict[int, Colour] = {10: (52, 120, 186), 20: (232, 152, 40), 30: (176, 36, 48)}

INK: Colour = (38, 34, 34)
PAPER: Colour = (248, 243, 230)

#: Per theme: card stock, frame, frame highlight, card-back ground, card-back trim.
THEME_STYLES: dict[str, dict[str, Colour]] = {
    "classic": {"stock": (247, 244, 236), "frame": (34, 34, 38), "frame_hi": (96, 96, 104),
                "back": (26, 40, 78), "trim": (214, 180, 96), "table": (30, 92, 60)},
    "masters": {"stock": (244, 236, 218), "frame": (168, 128, 52), "frame_hi": (236, 206, 128),
                "back": (92, 26, 38), "trim": (226, 190, 110), "table": (30, 92, 60)},
    "renaissance": {"stock": (238, 228, 204), "frame": (84, 52, 30), "frame_hi": (150, 104, 62),
                    "back": (24, 62, 50), "trim": (210, 176, 104), "table": (30, 92, 60)},
}


#: Most recently used surfaces kept per kind; the table background is full-window sized.
CACHE_LIMITS = {"face": 1500, "painting": 1500, "table": 3}

#: Below this width a card face drops its frame and name for a thumbnail layout.
COMPACT_WIDTH = 64


def card_height(width: int) -> int:
    """The height of a card drawn `width` pixels wide (cards are 5:7)."""
    return round(width * 1.4)


# --------------------------------------------------------------------------- colour helpers

def _clamp(v: float) -> int:
    return 0 if v < 0 else 255 if v > 255 else int(v)


def _mix(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    """The colour a fraction `t` of the way from `a` to `b` (t clamped to 0..1)."""
    # Called thousands of times per pointillist card: clamping t once keeps every channel
    # in range without clamping each one.
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t),
            int(a[2] + (b[2] - a[2]) * t))


def _shade(c: Sequence[int], f: float) -> Colour:
    """`c` darkened (f < 1) or lightened towards white (f > 1)."""
    if f <= 1:
        return (_clamp(c[0] * f), _clamp(c[1] * f), _clamp(c[2] * f))
    return _mix(c, (255, 255, 255), min(1.0, f - 1))


def luminance(c: Sequence[int]) -> float:
    """Perceived lightness 0..255 (Rec. 601 weights), used to pick readable text colours."""
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def _gradient(size: tuple[int, int], corners: Sequence[Sequence[int]]) -> pygame.Surface:
    """An SRCALPHA surface blending four RGBA corner colours (top-left, top-right,
    bottom-right, bottom-left) bilinearly: a 2x2 image smoothscaled up."""
    tiny = pygame.Surface((2, 2), pygame.SRCALPHA)
    for pos, col in zip(((0, 0), (1, 0), (1, 1), (0, 1)), corners):
        tiny.set_at(pos, col)
    # Scaling 2x2 to 4x4 first puts each corner colour at a pixel centre, so the blend
    # runs edge to edge instead of stopping a quarter of the way in.
    big = pygame.transform.scale(tiny, (4, 4)).subsurface((1, 1, 2, 2)).copy()
    return pygame.transform.smoothscale(big, (max(1, size[0]), max(1, size[1])))


def _vertical_gradient(size: tuple[int, int], top: Sequence[int], bottom: Sequence[int]
                       ) -> pygame.Surface:
    """An opaque surface fading from `top` to `bottom`."""
    w, h = size
    surf = pygame.Surface((w, h))
    for y in range(h):
        pygame.draw.line(surf, _mix(top, bottom, y / max(1, h - 1)), (0, y), (w, y))
    return surf


def _downsample(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smoothscale a supersampled drawing down to its final size (antialiasing)."""
    return pygame.transform.smoothscale(surf, size)


def _capsule(surf: pygame.Surface, colour, a, b, width: float) -> None:
    """A thick line with round ends from `a` to `b`."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    pygame.draw.polygon(surf, colour, [(ax + nx, ay + ny), (bx + nx, by + ny),
                                       (bx - nx, by - ny), (ax - nx, ay - ny)])
    pygame.draw.circle(surf, colour, (ax, ay), width / 2)
    pygame.draw.circle(surf, colour, (bx, by), width / 2)


def _arc_polygon(cx, cy, r_out, r_in, a0, a1, steps=48) -> list[tuple[float, float]]:
    """The outline of a thick arc from angle a0 to a1 (radians, y down)."""
    outer = [(cx + r_out * math.cos(a0 + (a1 - a0) * i / steps),
              cy + r_out * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
    inner = [(cx + r_in * math.cos(a0 + (a1 - a0) * i / steps),
              cy + r_in * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
    return outer + inner[::-1]


def _fit_text(text: str, max_width: int, size: int, weight: str, colour) -> pygame.Surface:
    """`text` rendered as large as possible up to `size` px so it fits `max_width`."""
    size = max(6, size)
    while True:
        surf = font(size, weight).render(text, True, colour)
        if surf.get_width() <= max_width or size <= 6:
            return surf
        size -= 1


def _prepared(surf: pygame.Surface, alpha: bool) -> pygame.Surface:
    """Convert for fast blitting when a display exists; otherwise leave as is."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha() if alpha else surf.convert()
    return surf


# ------------------------------------------------------------------------ the paintings
# Each painter draws one artist's style on a supersampled canvas of size (w, h). Positions
# are fractions of the canvas so a card's composition is the same at every size.

def _mottle(canvas: pygame.Surface, rng: random.Random, grid: tuple[int, int],
            strength: int) -> None:
    """Uneven paint: a coarse noise of light and dark glazes, scaled up so it stays soft."""
    gw, gh = grid
    noise = pygame.Surface(grid, pygame.SRCALPHA)
    for my in range(gh):
        for mx in range(gw):
            v = rng.randint(-strength, strength)
            noise.set_at((mx, my), (255, 240, 220, v) if v > 0 else (0, 0, 10, -v))
    canvas.blit(pygame.transform.smoothscale(noise, canvas.get_size()), (0, 0))


def _paint_rings(canvas: pygame.Surface, rng: random.Random, accent: Colour) -> None:
    """Artist 0: machined metal — concentric bevelled rings (round or polygonal), off
    centre, on a brushed plate, crossed by rods, under a sheen."""
    w, h = canvas.get_size()
    plate_top, plate_low = rng.choice((((24, 28, 38), (62, 68, 84)),
                                       ((30, 30, 34), (70, 70, 76)),
                                       ((20, 32, 40), (56, 78, 90))))
    canvas.blit(_vertical_gradient((w, h), plate_top, plate_low), (0, 0))
    steel_hi, steel_mid, steel_lo = (226, 230, 238), (142, 150, 166), (58, 62, 76)
    # Lines of a machined plate behind the rings.
    step = max(2, w // 16)
    for x in range(-h, w, step):
        pygame.draw.line(canvas, _shade(plate_low, 0.8), (x, h), (x + h, 0), max(1, w // 120))
    sides = rng.choice((0, 0, 0, 0, 0, 6, 8))      # 0 = round rings
    turn = rng.uniform(0, math.pi)

    def ring(colour, centre, r, width=0):
        if sides == 0:
            pygame.draw.circle(canvas, colour, centre, r, width)
        else:
            pts = [(centre[0] + r * math.cos(turn + i * math.tau / sides),
                    centre[1] + r * math.sin(turn + i * math.tau / sides)) for i in range(sides)]
            pygame.draw.polygon(canvas, colour, pts, width)

    centres = [(w * rng.uniform(0.32, 0.68), h * rng.uniform(0.34, 0.62))]
    if rng.random() < 0.6:
        centres.append((w * rng.choice((0.1, 0.9)) + w * rng.uniform(-0.05, 0.05),
                        h * rng.choice((0.12, 0.88)) + h * rng.uniform(-0.05, 0.05)))
    golds = {rng.randint(1, 4)} | ({rng.randint(5, 7)} if rng.random() < 0.4 else set())
    for k, (cx, cy) in enumerate(centres):
        r_max = w * (rng.uniform(0.46, 0.6) if k == 0 else rng.uniform(0.22, 0.32))
        rings = rng.randint(6, 9) if k == 0 else rng.randint(3, 5)
        phase = rng.uniform(0, 3)
        for i in range(rings):
            r = r_max * (1 - i / rings) ** 0.9
            t = i / max(1, rings - 1)
            base = _mix(steel_lo, steel_hi, 0.5 + 0.5 * math.cos(i * 1.9 + k + phase))
            if k == 0 and i in golds:
                base = _mix(accent, (255, 240, 200), 0.15)
            ring(_shade(base, 0.55), (cx, cy), r)                                 # groove
            ring(base, (cx, cy), r * 0.94)
            # Bevel: a light edge to the upper left.
            ring(_shade(base, 1.35), (cx - r * 0.03, cy - r * 0.03), r * 0.88,
                 max(1, int(w * 0.008)))
            ring(_mix(base, steel_mid, 0.3 + 0.3 * t), (cx, cy), r * 0.84)
        if k == 0 and sides == 0 and rng.random() < 0.35:
            # Radial spokes, as on a machined flywheel.
            for i in range(rng.choice((4, 6, 8))):
                ang = turn + i * math.tau / 6
                pygame.draw.line(canvas, (30, 32, 40), (cx, cy),
                                 (cx + math.cos(ang) * r_max * 0.8,
                                  cy + math.sin(ang) * r_max * 0.8), max(1, int(w * 0.012)))
        pygame.draw.circle(canvas, (16, 18, 24), (cx, cy), r_max * 0.09)
        pygame.draw.circle(canvas, steel_hi, (cx - r_max * 0.02, cy - r_max * 0.02),
                           r_max * 0.05)
    # Machined rods across the plate: geometry, not only circles.
    cx, cy = centres[0]
    for n in range(rng.choice((1, 1, 2))):
        ang = rng.uniform(-0.6, 0.6) + (math.pi / 2 if (rng.random() < 0.5) != (n == 1) else 0)
        dx, dy = math.cos(ang) * w, math.sin(ang) * w
        _capsule(canvas, (20, 22, 30), (cx - dx, cy - dy), (cx + dx, cy + dy), w * 0.05)
        _capsule(canvas, steel_mid, (cx - dx, cy - dy), (cx + dx, cy + dy), w * 0.032)
        _capsule(canvas, steel_hi, (cx - dx, cy - dy - w * 0.006),
                 (cx + dx, cy + dy - w * 0.006), w * 0.01)
    pygame.draw.circle(canvas, (16, 18, 24), (cx, cy), w * 0.05)
    pygame.draw.circle(canvas, accent, (cx, cy), w * 0.03)
    # Sheen: light from the top left.
    canvas.blit(_gradient((w, h), ((255, 255, 255, 70), (255, 255, 255, 10),
                                   (0, 0, 0, 60), (255, 255, 255, 10))), (0, 0))


def _paint_fields(canvas: pygame.Surface, rng: random.Random, accent: Colour,
                  others: Sequence[Colour]) -> None:
    """Artist 1: colour-field painting — two or three soft-edged slabs on a deep ground."""
    w, h = canvas.get_size()
    ground_pick = rng.choice((accent, others[2], others[3], others[4], (40, 30, 60),
                              (90, 24, 30), (30, 50, 44)))
    ground = _shade(ground_pick, rng.uniform(0.3, 0.5))
    # Painted small and scaled up: the scaling feathers the slab edges like thinned oil
    # paint. (A wavering outline drawn this small shows as steps, so the edges are straight.)
    sw, sh = 36, 50
    small = pygame.Surface((sw, sh))
    small.fill(ground)
    n = rng.choice((2, 2, 3))
    pool = [accent, _mix(accent, (255, 236, 180), 0.45), others[0], others[2], others[3],
            (230, 120, 40), (236, 196, 80), (120, 28, 40), (232, 150, 150), (70, 44, 110),
            (206, 90, 50)]
    field_colours: list[Colour] = [accent if rng.random() < 0.6 else rng.choice(pool)]
    while len(field_colours) < n:
        pick = rng.choice(pool)
        # Neighbouring slabs differ in lightness, as in the paintings this style recalls.
        if abs(luminance(pick) - luminance(field_colours[-1])) > 35:
            field_colours.append(pick)
    if rng.random() < 0.5:
        field_colours.reverse()
    margin = 3.0
    gaps = rng.uniform(1.6, 2.6)
    heights = [rng.uniform(0.6, 1.4) for _ in range(n)]
    avail = sh - 2 * margin - gaps * (n - 1)
    y = margin
    for i in range(n):
        fh = avail * heights[i] / sum(heights)
        colour = field_colours[i]

        left = [(margin, y), (margin, y + fh)]
        right = [(sw - margin, y + fh), (sw - margin, y)]
        outline = left + right
        pygame.draw.polygon(small, _mix(colour, ground, 0.35), outline)
        cx, cy = sw / 2, y + fh / 2
        inner = [(cx + (px - cx) * (1 - 1.6 / sw), cy + (py - cy) * max(0.3, 1 - 1.6 / fh))
                 for px, py in outline]
        pygame.draw.polygon(small, colour, inner)
        y += fh + gaps
    canvas.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))
    _mottle(canvas, rng, (7, 10), 22)


def _paint_dots(canvas: pygame.Surface, rng: random.Random, accent: Colour,
                others: Sequence[Colour]) -> None:
    """Artist 2: pointillism — a landscape by the water or in a meadow, made of dots of
    pure colour over a pale underpainting."""
    w, h = canvas.get_size()
    horizon = rng.uniform(0.5, 0.64)
    sea = rng.random() < 0.5
    sun = (rng.uniform(0.22, 0.78), rng.uniform(0.14, horizon - 0.14), rng.uniform(0.09, 0.13))
    sky_top, sky_low = rng.choice((((86, 140, 214), (250, 214, 150)),
                                   ((128, 104, 200), (250, 180, 150)),
                                   ((70, 150, 200), (220, 236, 230))))
    if sea:
        low_a, low_b = (40, 110, 190), (20, 54, 120)
    else:
        low_a, low_b = (120, 176, 78), (44, 110, 64)
    sun_col = (255, 206, 64)
    hill_phase, hill_amp = rng.uniform(0, 6.3), rng.uniform(0.02, 0.05)
    # A sailboat on the sea, a pair of round trees in the meadow.
    boat_x = rng.uniform(0.25, 0.75)
    sail_col = rng.choice(((250, 250, 240), (230, 70, 50), accent))
    trees = [(rng.uniform(0.15, 0.4), rng.uniform(0.1, 0.14)),
             (rng.uniform(0.6, 0.88), rng.uniform(0.08, 0.12))]
    if not sea:
        # Keep the sun in the open sky between or beside the trees.
        sun = (rng.choice((0.5, 0.9)) + rng.uniform(-0.05, 0.04),
               rng.uniform(0.12, horizon - 0.3), sun[2])

    def scene(fx: float, fy: float) -> Colour:
        if sea:
            bx = fx - boat_x
            if horizon - 0.22 < fy < horizon + 0.02 and 0 <= bx < (fy - (horizon - 0.22)) * 0.7:
                return sail_col
            if horizon + 0.02 <= fy < horizon + 0.06 and -0.1 < bx < 0.2:
                return (60, 36, 30)
            if fy >= horizon and abs(fx - sun[0]) < 0.08 * (1 - (fy - horizon)) \
                    and int(fy * 60) % 2 == 0:
                return sun_col       # the sun's path on the water
        else:
            for tx, tr in trees:
                base = horizon - 0.01
                if abs(fx - tx) < 0.018 and base - tr < fy < base + 0.08:
                    return (70, 44, 30)
                if math.hypot(fx - tx, (fy - (base - tr * 1.2)) * 0.9) < tr:
                    return (36, 92, 48)
        if math.hypot(fx - sun[0], (fy - sun[1]) * 1.4) < sun[2]:
            return sun_col
        line = horizon + (0 if sea else hill_amp * math.sin(fx * 7 + hill_phase))
        if fy < line:
            return _mix(sky_top, sky_low, fy / line)
        t = (fy - line) / (1 - line)
        return _mix(low_a, low_b, t)

    # Pale underpainting of the same scene keeps the motif legible at small sizes.
    uw, uh = 20, 28
    under = pygame.Surface((uw, uh))
    for j in range(uh):
        for i in range(uw):
            under.set_at((i, j), _mix(scene((i + 0.5) / uw, (j + 0.5) / uh), (250, 244, 228), 0.68))
    canvas.blit(pygame.transform.smoothscale(under, (w, h)), (0, 0))
    cols, rows = 26, 36
    radius = w / cols * 0.5
    for j in range(rows):
        for i in range(cols):
            fx = (i + rng.uniform(0.1, 0.9)) / cols
            fy = (j + rng.uniform(0.1, 0.9)) / rows
            base = scene(fx, fy)
            # Divisionist touch: a few dots take a neighbouring or complementary hue.
            roll = rng.random()
            if not sea and fy > horizon + 0.08 and roll < 0.12:
                base = accent if roll < 0.08 else (250, 236, 120)    # flowers in the grass
            elif roll < 0.1:
                base = _mix(base, (255 - base[0], 255 - base[1], 255 - base[2]), 0.5)
            elif roll < 0.35:
                base = _shade(base, rng.uniform(0.8, 1.3))
            # Seurat's palette is high-key: every dot is lifted towards white.
            base = _mix(base, (255, 252, 240), 0.18)
            pygame.draw.circle(canvas, base, (fx * w, fy * h), radius * rng.uniform(0.75, 1.0))
    # A second, smaller layer between the first makes the surface vibrate.
    for _ in range(cols * rows // 2):
        fx, fy = rng.random(), rng.random()
        base = scene(fx, fy)
        colour = rng.choice((_shade(base, 1.3), _shade(base, 0.8), accent, (255, 255, 255)))
        pygame.draw.circle(canvas, colour, (fx * w, fy * h), radius * 0.55)


def _paint_grid(canvas: pygame.Surface, rng: random.Random, accent: Colour,
                others: Sequence[Colour]) -> None:
    """Artist 3: a Mondrian-like lattice — black bars on white, a few primary cells."""
    w, h = canvas.get_size()
    canvas.fill((244, 240, 228))
    cells: list[tuple[float, float, float, float]] = []

    def split(x, y, cw, ch, depth):
        if depth == 0 or (depth < 3 and rng.random() < 0.25) or min(cw, ch) < 0.16:
            cells.append((x, y, cw, ch))
            return
        if cw * 1.4 > ch if rng.random() < 0.75 else rng.random() < 0.5:
            cut = rng.uniform(0.3, 0.7) * cw
            split(x, y, cut, ch, depth - 1)
            split(x + cut, y, cw - cut, ch, depth - 1)
        else:
            cut = rng.uniform(0.3, 0.7) * ch
            split(x, y, cw, cut, depth - 1)
            split(x, y + cut, cw, ch - cut, depth - 1)

    split(0, 0, 1, 1, 4)
    # The artist's own colour always appears; then red, yellow and black in turn.
    fills = [accent, (214, 40, 40), (246, 200, 30), (30, 30, 30)]
    rng.shuffle(cells)
    count = rng.randint(3, 4)
    for k, (x, y, cw, ch) in enumerate(cells):
        if k < count:
            colour = fills[k % len(fills)]
        else:
            # The whites are painted too: each cell a slightly different off-white.
            colour = rng.choice(((244, 240, 228), (238, 235, 224), (248, 246, 238)))
        pygame.draw.rect(canvas, colour, (x * w, y * h, cw * w + 1, ch * h + 1))
    _mottle(canvas, rng, (9, 12), 12)
    bar = max(2, round(w * 0.035))
    for x, y, cw, ch in cells:
        pygame.draw.rect(canvas, (22, 22, 26), (x * w - bar / 2, y * h - bar / 2,
                                                cw * w + bar, ch * h + bar), bar)


def _clip_half_plane(poly, px, py, nx, ny, keep_positive: bool):
    """The part of convex polygon `poly` on one side of the line through (px, py) with
    normal (nx, ny) (Sutherland–Hodgman against one edge)."""
    sign = 1 if keep_positive else -1
    out = []
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        da = sign * ((ax - px) * nx + (ay - py) * ny)
        db = sign * ((bx - px) * nx + (by - py) * ny)
        if da >= 0:
            out.append((ax, ay))
        if (da >= 0) != (db >= 0):
            t = da / (da - db)
            out.append((ax + (bx - ax) * t, ay + (by - ay) * t))
    return out


def _paint_shards(canvas: pygame.Surface, rng: random.Random, accent: Colour,
                  others: Sequence[Colour]) -> None:
    """Artist 4: cubism — the picture plane broken into diagonal facets, each lit at its
    core and darkened at its rim, with charcoal contours and a few bright shards."""
    w, h = canvas.get_size()
    tones = [accent, _shade(accent, 0.65), (168, 134, 88), (112, 90, 66), (86, 104, 122),
             (60, 52, 62), (44, 40, 48), (132, 118, 100)]
    lean = rng.choice((1, -1))
    facets = [[(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)]]
    # Split the plane again and again along steep diagonals through random points.
    for depth in range(5):
        nxt = []
        for poly in facets:
            if len(poly) < 3 or (depth >= 3 and rng.random() < 0.3):
                nxt.append(poly)
                continue
            cx = sum(p[0] for p in poly) / len(poly)
            cy = sum(p[1] for p in poly) / len(poly)
            px = cx + rng.uniform(-0.15, 0.15) * w
            py = cy + rng.uniform(-0.15, 0.15) * h
            ang = math.radians(rng.choice((60, 35, 75, 120, 145)) * (1 if lean > 0 else -1)
                               + rng.uniform(-10, 10))
            nx, ny = -math.sin(ang), math.cos(ang)
            for side in (True, False):
                part = _clip_half_plane(poly, px, py, nx, ny, side)
                if len(part) >= 3:
                    nxt.append(part)
        facets = nxt
    edge = max(1, round(w * 0.007))
    light = (-0.6 * lean, -0.8)
    for poly in facets:
        base = _shade(rng.choice(tones), rng.uniform(0.75, 1.1))
        pygame.draw.polygon(canvas, _shade(base, 0.62), poly)
        cx = sum(p[0] for p in poly) / len(poly)
        cy = sum(p[1] for p in poly) / len(poly)
        # Passage shading: a lighter core pushed towards the light.
        for f, tint in ((0.72, 0.9), (0.45, 1.12)):
            ox, oy = light[0] * w * 0.03 * (1 - f), light[1] * h * 0.03 * (1 - f)
            core = [(cx + (x - cx) * f + ox, cy + (y - cy) * f + oy) for x, y in poly]
            pygame.draw.polygon(canvas, _shade(base, tint), core)
        if rng.random() < 0.25:
            # Hatching, as drawn in charcoal over the paint.
            xs = [p[0] for p in poly]
            ys = [p[1] for p in poly]
            box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
            hatch = pygame.Surface(box.size, pygame.SRCALPHA)
            step = max(3, round(w * 0.03))
            for k in range(-box.height, box.width, step):
                pygame.draw.line(hatch, (20, 16, 22, 140), (k, box.height), (k + box.height, 0),
                                 max(1, edge // 2 + 1))
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255),
                                [(x - box.x, y - box.y) for x, y in poly])
            hatch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            canvas.blit(hatch, box.topleft)
        pygame.draw.polygon(canvas, (24, 20, 26), poly, edge)
    # A few bright shards cut across the facets.
    for _ in range(rng.randint(3, 5)):
        cx, cy = rng.uniform(0.1, 0.9) * w, rng.uniform(0.1, 0.9) * h
        ang = math.radians(lean * rng.uniform(50, 70) + (90 if rng.random() < 0.3 else 0))
        length, width = rng.uniform(0.3, 0.55) * h, rng.uniform(0.05, 0.1) * w
        ux, uy = math.cos(ang), math.sin(ang)
        pts = [(cx - ux * length / 2, cy - uy * length / 2),
               (cx - uy * width / 2, cy + ux * width / 2),
               (cx + ux * length / 2, cy + uy * length / 2)]
        colour = rng.choice((accent, (222, 204, 160), _shade(accent, 1.3)))
        pygame.draw.polygon(canvas, colour, pts)
        pygame.draw.line(canvas, _shade(colour, 1.4), pts[0], pts[2], edge)
        pygame.draw.polygon(canvas, (24, 20, 26), pts, edge)
    # A curved contour (the cubists' guitar or bottle) ties the facets together.
    r = rng.uniform(0.18, 0.3) * w
    ox, oy = rng.uniform(0.3, 0.7) * w, rng.uniform(0.35, 0.65) * h
    start = rng.uniform(0, math.tau)
    pygame.draw.arc(canvas, (236, 226, 200), (ox - r, oy - r, 2 * r, 2 * r), start,
                    start + math.pi * 1.1, max(1, round(w * 0.012)))


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


# ------------------------------------------------------------------------------- the Art

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

    def painting(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        """Only the painting of `card` at `size` (no frame or labels); opaque."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        return self._cached(("painting", card.id, card.artist, size),
                            lambda: self._build_painting(card, size), False)

    def card_back(self, width: int) -> pygame.Surface:
        """The back every card shares, in the theme's colours."""
        width = max(12, int(width))
        return self._cached(("back", width), lambda: self._build_back(width), True)

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
        badge = max(18, round(width * 0.27))
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
        m = max(2, round(width * 0.07))
        bh = max(4, round(width * 0.22))
        colour = self._accents[card.artist]
        band = pygame.Rect(m, h - m - bh, width - 2 * m, bh)
        art = pygame.Rect(m, m, width - 2 * m, band.top - m - max(1, m // 2))
        face.blit(self._build_painting(card, art.size), art.topleft)   # the face is cached
        pygame.draw.rect(face, st["frame"], art.inflate(2, 2), 1)
        pygame.draw.rect(face, colour, band, border_radius=max(1, bh // 3))
        name = THEMES[self.theme][card.artist]
        text_col = INK if luminance(colour) > 150 else (255, 255, 255)
        label = _fit_text(name, band.width - 2, round(bh * 0.8), "black", text_col)
        if label.get_height() >= 12 and label.get_width() <= band.width - 2:
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
        text_col = INK if luminance(colour) > 150 else (255, 255, 255)
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

    def _build_back(self, width: int) -> pygame.Surface:
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
        if width >= 56:
            title = _fit_text("MODERN ART", int(width * 0.72), max(7, round(width * 0.12)),
                              "black", st["trim"])
            back.blit(title, title.get_rect(center=(width // 2, round(h * 0.78))))
        return back

    def _build_method_icon(self, method: str, size: int) -> pygame.Surface:
        ss = 4
        S = size * ss
        s = pygame.Surface((S, S), pygame.SRCALPHA)
        c = S / 2
        small = size < 28
        if not small:
            pygame.draw.circle(s, (20, 18, 18, 90), (c, c + S * 0.02), S * 0.49)  # shadow
        radius = S * (0.495 if small else 0.47)
        pygame.draw.circle(s, INK, (c, c), radius)
        pygame.draw.circle(s, PAPER, (c, c), radius - max(ss, S * (0.05 if small else 0.06)))
        # The glyph fills the inner 70 % of the badge, more when tiny, with less detail.
        share = 0.8 if small else 0.7
        g = pygame.Surface((S, S), pygame.SRCALPHA)
        k = S * share / 100
        if method == OPEN:
            _glyph_open(g, k, INK)
        elif method == ONCE_AROUND:
            _glyph_once_around(g, k, INK)
        elif method == SEALED:
            _glyph_sealed(g, k, INK, PAPER, (196, 36, 44), detail=not small)
        elif method == FIXED_PRICE:
            _glyph_fixed_price(g, k, INK, PAPER, detail=not small)
        elif method == DOUBLE:
            _glyph_double(g, k, INK, PAPER, detail=not small)
        off = S * (1 - share) / 2
        s.blit(g, (off, off))
        return _downsample(s, (size, size))

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
        c = S / 2
        pygame.draw.circle(s, (0, 0, 0, 80), (c, c + S * 0.03), S * 0.47)
        pygame.draw.circle(s, _shade(base, 0.55), (c, c), S * 0.47)
        pygame.draw.circle(s, base, (c, c), S * 0.44)
        # Edge inlays, as on a gaming chip, so the token reads as a thick disc.
        for i in range(8):
            ang = i * math.tau / 8 + math.tau / 16
            _capsule(s, _mix(base, (255, 255, 255), 0.65),
                     (c + math.cos(ang) * S * 0.385, c + math.sin(ang) * S * 0.385),
                     (c + math.cos(ang) * S * 0.425, c + math.sin(ang) * S * 0.425), S * 0.07)
        pygame.draw.circle(s, _shade(base, 0.8), (c, c), S * 0.335)
        pygame.draw.circle(s, _shade(base, 1.05), (c, c), S * 0.315)
        s.blit(_disc_sheen(S, S * 0.47), (0, 0))
        out = _downsample(s, (size, size))
        if size >= 12:
            text = str(value)
            fs = max(6, round(size * 0.44))
            label = font(fs, "black").render(text, True, (255, 255, 255))
            shadow = font(fs, "black").render(text, True, (0, 0, 0))
            shadow.set_alpha(120)
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


def _disc_sheen(size: int, radius: float) -> pygame.Surface:
    """Light from the upper left over a disc of `radius` centred in a `size` square."""
    sheen = _gradient((size, size), ((255, 255, 255, 90), (255, 255, 255, 20),
                                     (0, 0, 0, 50), (255, 255, 255, 20)))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (size / 2, size / 2), radius)
    sheen.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return sheen


def _felt_tile() -> pygame.Surface:
    """A seeded tile of light and dark specks: the nap of the baize.

    Built from random bytes through lookup tables (one pass in C per channel) rather than
    pixel by pixel: it is on the path to the title screen's first frame.
    """
    size = 96
    noise = random.Random(4242).randbytes(size * size)
    levels = [(b % 29) - 14 for b in range(256)]            # -14..14, as the nap's strength
    light = bytes(255 if v > 0 else 0 for v in levels)
    alpha = bytes(abs(v) * 2 for v in levels)
    pixels = bytearray(size * size * 4)
    plane = noise.translate(light)
    pixels[0::4] = plane
    pixels[1::4] = plane
    pixels[2::4] = plane
    pixels[3::4] = noise.translate(alpha)
    return pygame.image.frombytes(bytes(pixels), (size, size), "RGBA")


def _masked(surf: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """`surf` cut to the alpha of `mask` (same size), as an SRCALPHA surface."""
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _shaded_rod(s: pygame.Surface, a, b, width: float, colour, width_b: float | None = None,
                shine: float = 1.45) -> None:
    """A turned-wood (or brass) cylinder from `a` to `b` seen side on, lit from the upper
    left: strips across its width from highlight to shadow. `width_b` tapers it."""
    ax, ay = a
    bx, by = b
    wa, wb = width, width if width_b is None else width_b
    length = math.hypot(bx - ax, by - ay) or 1.0
    nx, ny = -(by - ay) / length, (bx - ax) / length
    # Put the lit side towards the upper left.
    if nx + ny > 0:
        nx, ny = -nx, -ny
    strips = max(6, int(max(wa, wb) / 2))
    for i in range(strips):
        t0 = -0.5 + i / strips
        t1 = -0.5 + (i + 1) / strips
        mid = (t0 + t1) / 2          # -0.5 = lit side, 0.5 = shadow side
        light = math.cos(math.pi * (mid + 0.18)) * 0.6 + 0.55
        if abs(mid + 0.25) < 0.06:
            light = shine            # specular streak
        col = _shade(colour, light)
        pts = [(ax - nx * t0 * wa, ay - ny * t0 * wa), (bx - nx * t0 * wb, by - ny * t0 * wb),
               (bx - nx * t1 * wb, by - ny * t1 * wb), (ax - nx * t1 * wa, ay - ny * t1 * wa)]
        pygame.draw.polygon(s, col, pts)
