"""The look shared by every screen: the palette (an auction house at night) and the cached
panels, veils, text and tooltips every screen draws with. `scenes.ui` hands these on with its
widgets."""
from __future__ import annotations

from contextlib import contextmanager, nullcontext
from typing import TYPE_CHECKING, Sequence

import pygame

if TYPE_CHECKING:
    from .context import AppContext

# --- palette: an auction house at night — ink, cream paper, brass, a deep red ----------------
INK = (33, 29, 27)
INK_SOFT = (78, 70, 64)
MUTED = (132, 122, 110)
PAPER = (247, 242, 230)
PAPER_DIM = (230, 222, 204)
PAPER_DARK = (205, 193, 170)
BRASS = (203, 161, 74)
BRASS_LIGHT = (236, 205, 128)
BRASS_DARK = (142, 106, 38)
CLARET = (140, 36, 44)
CLARET_LIGHT = (178, 62, 66)
GREEN = (48, 118, 82)
GREEN_LIGHT = (88, 160, 112)
WHITE = (255, 255, 255)
ERROR = (190, 40, 40)
NIGHT = (24, 28, 34)
#: Grey help text on NIGHT panels: 7:1 against them, past WCAG AA's 4.5:1 (MUTED is 4:1).
HELP = (186, 178, 166)
SHADOW = (0, 0, 0)


def panel(ctx: "AppContext", size: tuple[int, int], fill=PAPER, alpha: int = 255,
          radius: int = 10, border: tuple[int, int, int] | None = None, border_width: int = 1,
          shadow: int = 0) -> pygame.Surface:
    """A rounded panel (optionally translucent, bordered, with a soft drop shadow), cached."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = ("panel", w, h, fill, alpha, radius, border, border_width, shadow)
    surf = ctx.surfaces.get(key)
    if surf is not None:
        return surf
    if len(ctx.surfaces) > 3000:
        ctx.surfaces.clear()    # many window sizes later: start the cache afresh
    surf = pygame.Surface((w + 2 * shadow, h + 2 * shadow), pygame.SRCALPHA)
    for i in range(shadow, 0, -1):
        a = int(60 * (1 - i / (shadow + 1)) / max(1, shadow) * 2)
        pygame.draw.rect(surf, (0, 0, 0, a), pygame.Rect(shadow - i + 2, shadow - i + 3,
                                                         w + 2 * i - 4, h + 2 * i - 4),
                         border_radius=radius + i)
    pygame.draw.rect(surf, (*fill, alpha), pygame.Rect(shadow, shadow, w, h), border_radius=radius)
    if border is not None:
        pygame.draw.rect(surf, border, pygame.Rect(shadow, shadow, w, h), border_width,
                         border_radius=radius)
    ctx.surfaces[key] = surf
    return surf


def blit_panel(surface: pygame.Surface, ctx: "AppContext", rect: pygame.Rect, **kw) -> None:
    """Draw a cached panel filling `rect` (the shadow spills outside it)."""
    shadow = kw.get("shadow", 0)
    surface.blit(panel(ctx, rect.size, **kw), (rect.x - shadow, rect.y - shadow))


def paper_dialog(surface: pygame.Surface, ctx: "AppContext", rect: pygame.Rect,
                 radius: int = 16, veil: int = 160) -> None:
    """An overlay's paper panel at `rect` (`radius` its corners, unscaled) over the screen
    under it, veiled by `veil` (the pause menu, a round's scoring, a saved game's question)."""
    px = ctx.px
    surface.blit(shade(ctx, ctx.size, veil), (0, 0))
    blit_panel(surface, ctx, rect, fill=PAPER, radius=px(radius), border=BRASS_DARK,
               border_width=px(3), shadow=px(8))


def night_sheet(surface: pygame.Surface, ctx: "AppContext", rect: pygame.Rect,
                alpha: int = 238) -> None:
    """A full screen of its own over the baize: the table dimmed, a dark panel at `rect`
    (settings, saved games, the damaged-save explanation)."""
    px = ctx.px
    surface.blit(ctx.art.table_background(ctx.size), (0, 0))
    surface.blit(shade(ctx, ctx.size, 110), (0, 0))
    blit_panel(surface, ctx, rect, fill=NIGHT, alpha=alpha, radius=px(16), border=BRASS_DARK,
               border_width=px(2), shadow=px(8))


def shade(ctx: "AppContext", size: tuple[int, int], alpha: int = 150,
          colour=(10, 10, 14)) -> pygame.Surface:
    """A translucent veil over the whole screen (under an overlay), cached."""
    key = ("shade", size, alpha, colour)
    surf = ctx.surfaces.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((*colour, alpha))
        ctx.surfaces[key] = surf
    return surf


#: The least design size of any text a player reads: 12 pixels in the 1280×720 design, and as
#: much larger as the window is. Every text is drawn and measured at least this large
#: (`TextCache.least`): footnotes, the log's keys and the setup screen's option words were drawn
#: at 9 or 10 pixels, too small to read at 1280×720.
READ_LEAST = 12


def tight_below(ctx: "AppContext", pixels: int):
    """Within it, text of `pixels` below `READ_LEAST` is measured and drawn at that size (the
    few places with no more room at all: `TextCache.tight`); at `READ_LEAST` or more, nothing
    changes."""
    return ctx.text.tight() if pixels < ctx.least_px() else nullcontext()


def text(surface: pygame.Surface, ctx: "AppContext", s: str, size: float, pos, colour=INK,
         weight: str = "regular", anchor: str = "topleft") -> pygame.Rect:
    """Draw cached text at design `size` (scaled) anchored at `pos`; returns its rect."""
    surf = ctx.text.render(s, ctx.px(size), colour, weight)
    rect = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(surf, rect)
    return rect


def ink_text(surface: pygame.Surface, ctx: "AppContext", s: str, size: float, pos,
             colour=INK, weight: str = "regular", anchor: str = "topleft") -> pygame.Rect:
    """Draw cached text as `text` does, its ink (not its line, which stands taller than its
    letters, most in Chinese) anchored at `pos`; returns the ink's rect: figures placed in a
    band as tall as they are themselves."""
    surf = ctx.text.render(s, ctx.px(size), colour, weight)
    ink = surf.get_bounding_rect()
    rect = ink.copy()
    setattr(rect, anchor, (int(pos[0]), int(pos[1])))
    surface.blit(surf, rect, ink)
    return rect


def clipped(ctx: "AppContext", s: str, size: float, width: int,
            weight: str = "regular") -> str:
    """`s` as it fits `width` pixels at design `size`: whole, or cut and ended with "…" (a
    player's long name in a narrow panel; show the whole text on hover). Cut in the player's
    language: a German line too long was cut from its English words ("auctioneer: You · two
    Yoko as…")."""
    px = ctx.px(size)
    if ctx.text.size(s, px, weight)[0] <= width:
        return s
    s = ctx.text.shown(s)
    lo, hi = 0, len(s)          # the longest prefix that fits with its "…"
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if ctx.text.size(_cut(s, mid), px, weight)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return _cut(s, lo)


def _cut(s: str, n: int) -> str:
    """The first `n` characters of `s` ended with "…" (no space or comma before it)."""
    return s[:n].rstrip(" ,;:·") + "…"


def shrunk(ctx: "AppContext", s: str, size: float, width: int, weight: str = "regular",
           least: float = 10) -> float:
    """The largest design size from `size` down to `least` at which `s` fits `width` pixels
    (`least` if none does): a heading that holds a player's name."""
    while size > least and ctx.text.size(s, ctx.px(size), weight)[0] > width:
        size -= 1
    return size


def fitted(ctx: "AppContext", s: str, size: float, width: int, weight: str = "regular",
           least: float = 10) -> tuple[str, float]:
    """`s` and the design size to draw it at within `width` pixels: shrunk from `size` down to
    `least`, and if it is still too wide (a line holding a name of 24 wide letters), cut with
    "…" at `least`."""
    size = shrunk(ctx, s, size, width, weight, least)
    return clipped(ctx, s, size, width, weight), size


def first_fitting(ctx: "AppContext", options: Sequence[tuple[str, int, float]], size: float,
                  weight: str = "regular") -> tuple[int, str, float]:
    """A heading with fallbacks: the first of `options` (text, room in pixels, least design
    size) that fits its room at some size from `size` down to its least, at the largest such
    size, else the last at its least; with its place among the options."""
    for i, (s, width, least) in enumerate(options):
        fitted = shrunk(ctx, s, size, width, weight, least)
        if ctx.text.size(s, ctx.px(fitted), weight)[0] <= width or i == len(options) - 1:
            return i, s, fitted
    raise ValueError("first_fitting needs at least one option")


@contextmanager
def clipped_to(surface: pygame.Surface, area: pygame.Rect):
    """Drawing inside the block stays within `area` (and any clip already set)."""
    clip = surface.get_clip()
    surface.set_clip(area.clip(clip))
    try:
        yield
    finally:
        surface.set_clip(clip)


def field_text_rect(ctx: "AppContext", label: pygame.Surface, rect: pygame.Rect,
                    inner: pygame.Rect, centred: bool, typing: bool) -> pygame.Rect:
    """Where a text field's rendered `label` goes: centred (numbers) or from the left; a text
    wider than the field's `inner` part shows its end while typing (where the cursor is), its
    start otherwise (drawn clipped to `inner`)."""
    if centred:
        pos = label.get_rect(center=rect.center)
    else:
        pos = label.get_rect(midleft=(rect.x + ctx.px(10), rect.centery))
    if pos.w > inner.w - ctx.px(4) and typing:
        pos.right = inner.right - ctx.px(4)
    elif pos.w > inner.w:
        pos.x = inner.x
    return pos


def wrapped(surface: pygame.Surface, ctx: "AppContext", s: str, size: float, rect: pygame.Rect,
            colour=INK, weight: str = "regular", line_gap: float = 1.25) -> int:
    """Draw `s` wrapped into `rect`'s width from its top; returns the height used."""
    px = ctx.px(size)
    y = rect.y
    for line in ctx.text.wrap(s, px, rect.w, weight):
        if line:
            surface.blit(ctx.text.render(line, px, colour, weight), (rect.x, y))
        y += int(px * line_gap)
    return y - rect.y


def wrapped_height(ctx: "AppContext", s: str, size: float, width: int, weight: str = "regular",
                   line_gap: float = 1.25) -> int:
    """The height `wrapped` takes to draw `s` in `width` pixels, without drawing."""
    px = ctx.px(size)
    return len(ctx.text.wrap(s, px, width, weight)) * int(px * line_gap)


def draw_tooltip(surface: pygame.Surface, ctx: "AppContext", tip: str, pos,
                 avoid: pygame.Rect | None = None,
                 clear: Sequence[pygame.Rect] = (),
                 where: pygame.Rect | None = None, width: int | None = None) -> pygame.Rect:
    """A small dark label near the pointer, kept on screen; with `avoid` (the control it
    explains) above or below that control, never over it, and where it can, clear of the
    `clear` rects too (the buttons a hand card's help would otherwise hide), else beside
    `avoid`, covering the least of them. `where`: the place `tooltip_place` already found
    (not worked out again); `width`: its lines' width there, if not the usual (`tip_size`).
    Returns where it was drawn."""
    px = ctx.px(14)
    lines = ctx.text.wrap(tip, px, width or ctx.px(320))
    if where is None:
        where = tooltip_place(ctx, surface.get_size(), tip, pos, avoid, clear)
    blit_panel(surface, ctx, where, fill=NIGHT, alpha=235, radius=6, border=BRASS_DARK)
    for i, line in enumerate(lines):
        surface.blit(ctx.text.render(line, px, PAPER),
                     (where.x + ctx.px(8), where.y + ctx.px(6) + i * int(px * 1.3)))
    return where


def tip_size(ctx: "AppContext", tip: str, width: int | None = None) -> tuple[int, int]:
    """The size of `tip`'s label, its lines `width` wide at the most (the usual 320 design
    pixels when None)."""
    px = ctx.px(14)
    lines = ctx.text.wrap(tip, px, width or ctx.px(320))
    w = max(ctx.text.size(line, px)[0] for line in lines) + ctx.px(16)
    return w, len(lines) * int(px * 1.3) + ctx.px(12)


def tooltip_place(ctx: "AppContext", size, tip: str, pos, avoid: pygame.Rect | None = None,
                  clear: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where `draw_tooltip` puts `tip` in a window of `size` (its rules), nothing drawn."""
    w, h = tip_size(ctx, tip)
    sw, sh = size
    gap = ctx.px(6)
    x = min(max(4, pos[0] + ctx.px(14)), sw - w - 4)
    y = pos[1] + ctx.px(20)
    if avoid is not None:
        y = avoid.y - h - gap
        if y < 4:
            y = avoid.bottom + gap
    if y + h > sh - 4:
        y = max(4, pos[1] - h - ctx.px(8))
    where = pygame.Rect(x, y, w, h)
    if avoid is not None and where.collidelist(list(clear)) >= 0:
        beside = [_raised(where, clear, gap), pygame.Rect(avoid.right + gap, avoid.y, w, h),
                  pygame.Rect(avoid.x - w - gap, avoid.y, w, h),
                  pygame.Rect(x, avoid.bottom + gap, w, h)]
        screen = pygame.Rect(0, 0, sw, sh).inflate(-8, -8)
        fits = [r for r in beside if screen.contains(r) and not r.colliderect(avoid)]
        # Clear of every other control if a place is; else the one that covers least of them.
        where = min([where] + fits, key=lambda r: sum(
            r.clip(c).w * r.clip(c).h for c in clear))
    return where


def _raised(where: pygame.Rect, clear: Sequence[pygame.Rect], gap: int) -> pygame.Rect:
    """`where` moved up until it covers none of `clear` above the control (a hand card's help
    sat on the hand's heading, "YOUR HAND", and beside the card it covers the next cards):
    the first place to try when the place above the control covers one of them."""
    raised = where.copy()
    for _ in range(len(clear)):
        hit = raised.collidelist(list(clear))
        if hit < 0:
            break
        raised.bottom = min(raised.bottom, clear[hit].top - gap)
    return raised


def draw_widget_tip(surface: pygame.Surface, ctx: "AppContext", widgets, pos) -> bool:
    """The help of the control under the pointer among `widgets`, if it has one, drawn above
    or below that control and, where it can be, clear of the other controls (at the pointer a
    seat's level help covered the next seat's level); whether one was drawn. Nothing while the
    pointer rests where it was when the screen changed (nobody pointed at what lies there)."""
    stack = getattr(ctx, "stack", None)
    if stack is not None and stack.pointer_rests:
        return False
    shown = [w for w in widgets if w.visible]
    hovered = next((w for w in shown if w.hover and w.tooltip), None)
    if hovered is None:
        return False
    draw_tooltip(surface, ctx, hovered.tooltip, pos, avoid=hovered.rect,
                 clear=[w.rect for w in shown if w is not hovered])
    return True
