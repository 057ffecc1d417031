"""First-game tips: at the first auction of each kind, the first double and the first dummy
reveal, a short panel under the lot's headline with "Got it" (unless tips are off). The tips
already shown are kept in the settings, so neither a new game nor a new start repeats them;
switching tips on again in the settings shows them all once more."""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game.cards import DOUBLE
from game.i18n import _
from game.state import DOUBLE_OFFER, DUMMY_REVEAL, PLAY, View

from .. import ui
from ..session.words import METHOD_TIPS
from .controls import AMOUNT_ROW_UP

TIPS = {**METHOD_TIPS,
        "dummy": _("Dummy reveal: the top card of the dummy hand may be turned up. It counts for "
                   "this round's ranking like a played card, and can be the fifth that ends "
                   "the round: reveal it when it helps the artists you own.")}
TIP_TITLES = {"open": _("Open auction"), "once_around": _("Once around"),
              "sealed": _("Sealed bid"), "fixed_price": _("Fixed price"),
              "double": _("A double"), "dummy": _("The dummy hand")}

#: Where a tip's title ends and its body starts (a Latin colon, or a Chinese one).
_TITLE_END = re.compile(r":\s+|：")

#: The size of the tip's text (design pixels).
TEXT_SIZE = 13


def tip_for(v: View) -> str | None:
    """The tip this moment could bring: its key in TIPS, "" when a new turn clears the tip,
    or None when the moment changes nothing."""
    if v.phase == DOUBLE_OFFER:
        return DOUBLE
    if v.phase == DUMMY_REVEAL:
        return "dummy"
    if v.method is not None and v.lot:
        return v.method
    return "" if v.phase == PLAY else None


def tips_seen(ctx) -> set:
    """The tips already shown, in this run of the app or an earlier one (the settings keep
    them, so a returning player is not taught the same thing at every start)."""
    return set(ctx.settings.tips_seen)


def offer_tip(ctx, v: View, current: str | None, demo: bool) -> str | None:
    """The tip on show after the game moves to `v` (it goes when the lot is sold)."""
    key = tip_for(v)
    if key is None:
        return current
    if key == "":
        return None
    if demo or not ctx.settings.show_tips:
        return current
    seen = tips_seen(ctx)
    if key in seen:
        return current
    ctx.change_settings(tips_seen=tuple(sorted(seen | {key})))
    return key


@dataclass
class TipPanel:
    """Where the tip goes and its lines."""

    box: pygame.Rect
    lines: list
    line_h: int
    button: pygame.Rect
    #: The size its lines are drawn at (pixels): smaller when a long tip needs it to fit.
    size: int = 0
    #: The whole text when the lines had to be cut with "…" (hovering the tip shows it).
    whole: str | None = None


#: The smallest size a tip's text shrinks to before its end is cut (design pixels).
SMALLEST_SIZE = 11
#: The tip's title row, above its lines (design pixels).
HEAD = 28


def arrange_tip(ctx, tip: str, info: pygame.Rect, top: int) -> TipPanel:
    """The tip's panel under the lot's headline (from `top`), above the decision panel: its
    text a little smaller when the language's words need more lines than there is room for,
    cut with "…" only when even that is not enough (then the whole text shows on hover)."""
    px = ctx.px
    top = max(top, info.y + px(60))
    bottom = info.bottom - px(AMOUNT_ROW_UP + 2)     # clear of the decision's amount row
    # The title already names it: the body only, in the player's language.
    body = _TITLE_END.split(ctx.text.shown(TIPS[tip]), 1)[-1]
    body = body[:1].upper() + body[1:]
    for design in range(TEXT_SIZE, SMALLEST_SIZE - 1, -1):
        size = px(design)
        lines = ctx.text.wrap(body, size, info.w - px(24))
        lh = int(size * 1.25)
        room = max(1, (bottom - top - px(HEAD + 6)) // lh)
        if len(lines) <= room:
            break
    whole = None
    if len(lines) > room:
        lines, whole = lines[:room], body
        lines[-1] = lines[-1].rstrip(" ,;:.") + "…"
    box = pygame.Rect(info.x, top, info.w, px(HEAD) + lh * len(lines) + px(6))
    button = pygame.Rect(0, 0, px(74), px(22))      # in the title row, clear of the lines
    button.topright = (box.right - px(8), box.y + px(4))
    return TipPanel(box, lines, lh, button, size, whole)


def draw_tip(surface: pygame.Surface, ctx, tip: str, panel: TipPanel, button: ui.Button) -> None:
    """The first-game tip with its "Got it" button."""
    px, box = ctx.px, panel.box
    ui.blit_panel(surface, ctx, box, fill=(22, 54, 40), alpha=235, radius=px(10),
                  border=(120, 170, 130))
    ui.text(surface, ctx, _("First time: {title}").format(title=TIP_TITLES[tip]), 14,
            (box.x + px(12), box.y + px(8)),
            ui.BRASS_LIGHT, "black")
    y = box.y + px(HEAD)
    for line in panel.lines:
        surface.blit(ctx.text.render(line, panel.size, (200, 226, 205)), (box.x + px(12), y))
        y += panel.line_h
    button.draw(surface, ctx)
