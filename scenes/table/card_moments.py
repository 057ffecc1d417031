"""The card game's beats: the everyone-plays cards revealed together, and a card added at
scoring, each played over the displays before the table shows the view after them (skippable,
scaled by the animation setting like the auction's beats). A round's points are not a beat: the
scoring overlay (scenes/scoring.py) shows them, once."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.card import events as E
from game.card.cards import artist_name
from game.card.state import ADDING
from game.i18n import _, and_list

from .. import ui

REVEAL_SECONDS = 1.6
ADDED_SECONDS = 0.9


@dataclass
class Beat:
    """One moment played over the table: `kind` "reveal" or "added" (a card added at scoring,
    by `seat`)."""
    kind: str
    duration: float
    names: tuple[str, ...]
    cards: tuple = ()                   # per seat, the card or None
    seat: int | None = None
    t: float = field(default=0.0)

    @property
    def key_moment(self) -> bool:
        """A moment to be read even under fast-forward: the reveal."""
        return self.kind == "reveal"

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration else 1.0


def beat_for(events, config) -> Beat | None:
    """The beat an action's events call for, if any (the last card added at a scoring plays
    before the round's scoring overlay opens)."""
    names = tuple(s.name for s in config.seats)
    for e in events:
        if isinstance(e, E.EveryonePlayed):
            return Beat("reveal", REVEAL_SECONDS, names, cards=e.cards)
    for e in events:
        if isinstance(e, E.CardAdded):
            cards = tuple(e.card if i == e.seat else None for i in range(len(names)))
            return Beat("added", ADDED_SECONDS, names, cards=cards, seat=e.seat)
    return None


def leading_line(v) -> str:
    """While cards are added at scoring: the leading artists and what one card is worth."""
    if v.phase != ADDING or not v.leading:
        return ""
    theme = v.config.theme
    # i18n: {artist} is an artist's name, {value} what one of its cards scores this round
    worth = [_("{artist} {value} a card").format(artist=artist_name(a, theme), value=v.values[a])
             for a in v.leading]
    # i18n: {values} is a list of "Yoko 3 a card" parts
    return _("This round: {values}.").format(values=and_list(worth))


def draw_beat(surface, ctx, cart, layout, beat: Beat) -> None:
    """The beat over the displays."""
    px, area = ctx.px, layout.displays
    if area.w <= 0 or area.h <= 0:
        return              # a window shrunk to a few pixels: no room to show it in
    p = beat.progress
    ease = 1 - (1 - min(1.0, p * 2.5)) ** 3
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill((14, 18, 24, int(170 * ease)))
    surface.blit(veil, area)
    if beat.kind == "reveal":
        _draw_reveal(surface, ctx, cart, area, beat, ease)
    else:
        _draw_added(surface, ctx, cart, area, beat, ease)


def _draw_reveal(surface, ctx, cart, area, beat: Beat, ease: float) -> None:
    px = ctx.px
    ui.text(surface, ctx, _("Everyone plays: revealed together"), 22,
            (area.centerx, area.y + px(24)), ui.PAPER, "black", "midtop")
    shown = [(i, c) for i, c in enumerate(beat.cards) if c is not None]
    if not shown:
        return
    cw = min(px(110), (area.w - px(40)) // max(1, len(shown)) - px(14))
    w = max(16, int(cw * (0.4 + 0.6 * ease)))
    total = len(shown) * (cw + px(14)) - px(14)
    x = area.centerx - total // 2
    for i, card in shown:
        face = cart.face(card, w)
        rect = face.get_rect(midtop=(x + cw // 2, area.y + px(70)))
        surface.blit(face, rect)
        # Each name within its card's column (a long one cut with "…", never over the next).
        name = ui.clipped(ctx, beat.names[i], 14, cw + px(10), "bold")
        ui.text(surface, ctx, name, 14, (rect.centerx, rect.bottom + px(6)), ui.PAPER, "bold",
                "midtop")
        x += cw + px(14)


def _draw_added(surface, ctx, cart, area, beat: Beat, ease: float) -> None:
    """A card added at scoring: who adds which card, one at a time."""
    px = ctx.px
    card = beat.cards[beat.seat]
    line = _("{name} adds a card at scoring").format(name=beat.names[beat.seat])
    size = ui.shrunk(ctx, line, 20, area.w - px(40), "black")
    ui.text(surface, ctx, line, size, (area.centerx, area.y + px(24)), ui.PAPER, "black",
            "midtop")
    face = cart.face(card, max(16, int(px(100) * (0.5 + 0.5 * ease))))
    surface.blit(face, face.get_rect(midtop=(area.centerx, area.y + px(64))))
