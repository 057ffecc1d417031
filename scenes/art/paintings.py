"""The paintings on the cards: each artist's style drawn from a `random.Random` seeded by
the card, so a card looks the same in every game and at every size."""
from __future__ import annotations

import math
import random
from typing import Callable, Sequence

import pygame

from .basics import Colour
from .brush import _capsule, _gradient, _mix, _shade, _vertical_gradient, luminance


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

    _dot_over(canvas, rng, scene, accent, sea, horizon)


def _dot_over(canvas: pygame.Surface, rng: random.Random, scene: Callable[[float, float], Colour],
              accent: Colour, sea: bool, horizon: float) -> None:
    """Paint `scene` (a colour at each fraction of the canvas) in dots of pure colour: a pale
    underpainting, a grid of dots, then a smaller layer between them."""
    w, h = canvas.get_size()
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
