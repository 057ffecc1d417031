"""Drawing helpers every part of the art uses: colour arithmetic, gradients, supersampled
shapes, fitted text, and the sheen, felt, mask and turned rod of the table's objects."""
from __future__ import annotations

import math
import random
from typing import Sequence

import pygame

from scenes.assets import font

from .basics import INK, Colour


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


def text_on(ground: Sequence[int]) -> Colour:
    """Ink or white for words on a ground of colour `ground` (an artist's band or tag):
    whichever reads, ink on the light accents (gold, the colour-blind yellow and pink)."""
    return INK if luminance(ground) > 150 else (255, 255, 255)


def ink_like(colour: Sequence[int], lightest: float = 120.0) -> Colour:
    """`colour` darkened, its hue kept, until words in it read on paper (luminance at most
    `lightest`); a dark enough colour as it is."""
    lum = luminance(colour)
    if lum <= lightest:
        return (int(colour[0]), int(colour[1]), int(colour[2]))
    return _shade(colour, lightest / lum)


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


def _fit_size(text: str, max_width: int, size: int, weights: Sequence[str],
              least: int = 6) -> tuple[str, int, bool]:
    """The type `text` is set in to fit `max_width`: (weight, size, fits). The first of
    `weights` in which it fits at some size from `size` down to `least` px, at the largest
    such size; if it fits in none, the last weight at `least` (then it is wider)."""
    for weight in weights:
        fitted = max(least, size)
        while fitted > least and font(fitted, weight).size(text)[0] > max_width:
            fitted -= 1
        if font(fitted, weight).size(text)[0] <= max_width:
            return weight, fitted, True
    return weights[-1], fitted, False


def _fit_text(text: str, max_width: int, size: int, weight: str, colour,
              least: int = 6) -> pygame.Surface:
    """`text` rendered as large as possible up to `size` px so it fits `max_width`, but never
    smaller than `least` px (then it may be wider)."""
    weight, fitted, _fits = _fit_size(text, max_width, size, (weight,), least)
    return font(fitted, weight).render(text, True, colour)


def _prepared(surf: pygame.Surface, alpha: bool) -> pygame.Surface:
    """Convert for fast blitting when a display exists; otherwise leave as is."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha() if alpha else surf.convert()
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
