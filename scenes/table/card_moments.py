"""The card game's beats: the everyone-plays cards revealed together, and a round scored, each
played over the displays before the table shows the view after them (skippable, scaled by the
animation setting like the auction's beats)."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.card import events as E
from game.card.cards import artist_name
from game.card.state import ADDING
from game.i18n import _, and_list

from .. import ui

REVEAL_SECONDS = 1.6
SCORED_SECONDS = 2.2
ADDED_SECONDS = 0.9


@dataclass
class Beat:
    """One moment played over the table: `kind` "reveal", "added" (a card added at scoring, by
    `seat`) or "scored"."""
    kind: str
    duration: float
    names: tuple[str, ...]
    cards: tuple = ()                   # reveal: per seat, the card or None
    points: tuple[int, ...] = ()        # scored: per seat
    round: int = 0
    seat: int | None = None
    t: float = field(default=0.0)

    @property
    def key_moment(self) -> bool:
        """A moment to be read even under fast-forward: the reveal and the round's points."""
        return self.kind in ("reveal", "scored")

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration else 1.0


def beat_for(events, config) -> Beat | None:
    """The beat an action's events call for, if any."""
    names = tuple(s.name for s in config.seats)
    for e in events:
        if isinstance(e, E.EveryonePlayed):
            return Beat("reveal", REVEAL_SECONDS, names, cards=e.cards)
    scored = [e for e in events if isinstance(e, E.Scored)]
    if scored:
        points = [0] * len(names)
        for e in scored:
            points[e.seat] = e.points
        return Beat("scored", SCORED_SECONDS, names, points=tuple(points),
                    round=scored[0].round)
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
    p = beat.progress
    ease = 1 - (1 - min(1.0, p * 2.5)) ** 3
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill((14, 18, 24, int(170 * ease)))
    surface.blit(veil, area)
    if beat.kind == "reveal":
        _draw_reveal(surface, ctx, cart, area, beat, ease)
    elif beat.kind == "added":
        _draw_added(surface, ctx, cart, area, beat, ease)
    else:
        _draw_scored(surface, ctx, area, beat, ease)


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


def _draw_scored(surface, ctx, area, beat: Beat, ease: float) -> None:
    px = ctx.px
    panel = pygame.Rect(0, 0, min(area.w - px(40), px(460)), px(70) + px(26) * len(beat.names))
    panel.center = (area.centerx, area.centery - int(px(20) * (1 - ease)))
    ui.blit_panel(surface, ctx, panel, fill=ui.PAPER, radius=px(14), border=ui.BRASS_DARK,
                  border_width=px(2), shadow=px(6))
    ui.text(surface, ctx, _("Round {round} scored").format(round=beat.round + 1), 22, (panel.centerx, panel.y + px(14)),
            ui.CLARET, "black", "midtop")
    for i, name in enumerate(beat.names):
        y = panel.y + px(56) + i * px(26)
        ui.text(surface, ctx, name, 15, (panel.x + px(30), y), ui.INK, "bold")
        ui.text(surface, ctx, f"+{beat.points[i]}", 15, (panel.right - px(30), y), ui.GREEN,
                "black", "topright")
