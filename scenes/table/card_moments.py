"""The card game's beats: the everyone-plays cards revealed together, a round's end (its
face-down cards turned up and its leading artists, card_round_end.py) and a card added at
scoring, each played over the displays (a round's end beside them) before the table shows the
view after them (skippable, scaled by the animation setting like the auction's beats). At a
shared screen the reveal and a round's end then stay until a press (card_catch_up.py `held`),
but a round's end nobody at the screen adds to: its scoring window holds instead. A round's
points are not a beat: the scoring overlay (scenes/scoring.py) shows them, once."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame

from game.card import events as E
from game.card.cards import artist_name
from game.card.state import ADDING, EVERYONE
from game.i18n import _, and_list

from .. import ui
from .card_round_end import ENDED_SECONDS, draw_round_end, round_end_parts

REVEAL_SECONDS = 1.6
ADDED_SECONDS = 0.9
#: The least real time a key moment stays up at a faster animation speed (`beat_scale`): the
#: reveal's heading and each player's card grown into place under their name (in its first
#: 40%), then held; a round's end, its heading, why it ended and the leading artists'
#: tokens, a few lines with the face-down cards turned up (its lines stay in the log).
READ_SECONDS = {"reveal": 1.1, "ended": 1.6}
#: The events a round's end panel shows: the move's lines up to the last of them go with it.
ENDING = (E.RoundEnded, E.FaceDownRevealed, E.TokensPlaced)


@dataclass
class Beat:
    """One moment played over the table: `kind` "reveal", "ended" (a round's end) or "added"
    (a card added at scoring, by `seat`); `then`, the moment that follows it in the same step
    (a reveal that ends the round)."""
    kind: str
    duration: float
    names: tuple[str, ...]
    cards: tuple = ()                   # per seat, the card or None (ended: the cards turned up)
    seat: int | None = None
    t: float = field(default=0.0)
    title: str = ""
    lines: tuple = ()
    then: "Beat | None" = None
    #: Held at a shared screen once played (a key moment), until the press that let it go.
    pressed: bool = False
    #: The reveal's (or a round's end's) places, worked out once per area and window (not in
    #: every frame).
    places: dict = field(default_factory=dict, repr=False, compare=False)
    #: The reveal's view drawn (the view before it, and it with every card chosen).
    counted: tuple | None = field(default=None, repr=False, compare=False)

    @property
    def key_moment(self) -> bool:
        """A moment to be read even under fast-forward: the reveal, a round's end."""
        return self.kind in ("reveal", "ended")

    @property
    def read_seconds(self) -> float:
        """The least real time it stays up at a faster animation speed, if a key moment."""
        return READ_SECONDS.get(self.kind, 0.0)

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration else 1.0


def beat_for(events, config) -> Beat | None:
    """The beat an action's events call for, if any (the last card added at a scoring plays
    before the round's scoring overlay opens)."""
    names = tuple(s.name for s in config.seats)
    parts = round_end_parts(events, config)
    ended = None if parts is None else Beat("ended", ENDED_SECONDS, names, cards=parts[2],
                                            title=parts[0], lines=parts[1])
    for e in events:
        if isinstance(e, E.EveryonePlayed):
            return Beat("reveal", REVEAL_SECONDS, names, cards=e.cards, then=ended)
    for e in events:
        if isinstance(e, E.CardAdded):
            cards = tuple(e.card if i == e.seat else None for i in range(len(names)))
            return Beat("added", ADDED_SECONDS, names, cards=cards, seat=e.seat)
    return ended


def beat_view(beat: Beat | None, shown, pending):
    """The view the market board and the displays show during `beat`, the table's `shown`
    view being the one before the move (`pending`: the view after it and the public one).
    A round's end shows the cards that ended it, its face-down cards turned up and the
    limit's stamp, as its panel says (the view after, of the seat shown, else the public
    one: never another seat's); the other beats the view before (the reveal's cards land in
    the displays when it ends), the reveal's with every card it turns up out of its hand."""
    if beat is not None and beat.kind == "reveal":
        return revealed_view(beat, shown)
    if beat is None or beat.kind != "ended" or pending is None:
        return shown
    after, public = pending[0], pending[1]
    return after if after.seat == shown.seat else public


def revealed_view(beat: Beat, shown):
    """The view before the reveal's move with every seat whose card it turns up counted as
    having chosen (`View.held` takes the card out of the hand): before that move the last
    chooser had not chosen, and its row said one card more than after the reveal. Worked out
    once per view (the table's controls are built again for a new one)."""
    if shown.phase != EVERYONE:
        return shown
    if beat.counted is None or beat.counted[0] is not shown:
        chosen = tuple(done or card is not None
                       for done, card in zip(shown.secret_done, beat.cards))
        beat.counted = (shown, replace(shown, secret_done=chosen))
    return beat.counted[1]


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
    """The beat over the displays: the rows dimmed, and the moment on a panel of its own so
    that no row's cards or names show through it; a round's end beside them, over the log's
    column (`card_round_end.draw_round_end`)."""
    area = layout.displays
    if area.w <= 0 or area.h <= 0:
        return              # a window shrunk to a few pixels: no room to show it in
    p = beat.progress
    ease = 1 - (1 - min(1.0, p * 2.5)) ** 3
    if beat.kind == "ended":        # beside the rows, undimmed: their cards turn up there
        draw_round_end(surface, ctx, cart, layout, beat, ease)
        return
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill((14, 18, 24, int(170 * ease)))
    surface.blit(veil, area)
    if beat.kind == "reveal":
        key = (tuple(area), ctx.size, getattr(ctx.settings, "language", None))
        if key not in beat.places:
            beat.places.clear()
            beat.places[key] = reveal_places(ctx, area, beat)
        _draw_reveal(surface, ctx, cart, beat.places[key], ease)
    else:
        _draw_added(surface, ctx, cart, area, beat, ease)


#: The reveal's heading and the names' design sizes.
TITLE_SIZE, NAME_SIZE = 22, 14


@dataclass
class RevealPlaces:
    """Where the reveal goes: its backing `panel`, the heading's line and design size, and per
    revealed card (seat, card, its full-size slot, the name as shown and the name's rect)."""
    panel: pygame.Rect
    title: str
    title_size: float
    title_at: tuple[int, int]
    cards: list = field(default_factory=list)


def reveal_places(ctx, area: pygame.Rect, beat: Beat) -> RevealPlaces:
    """The reveal laid out in the displays' `area`: the cards side by side, each player's name
    under their card within its column, all on one panel centred in the area (the cards and
    names lay over the first rows, the names over a row's cards)."""
    px = ctx.px
    pad, gap = px(16), px(18)
    shown = [(i, c) for i, c in enumerate(beat.cards) if c is not None]
    n = max(1, len(shown))
    title = _("Everyone plays: revealed together")
    room_w = max(1, area.w - 2 * px(8) - 2 * pad)
    title_size = ui.shrunk(ctx, title, TITLE_SIZE, room_w, "black")
    title_h = ctx.text.size(title, px(title_size), "black")[1]
    name_h = max((ctx.text.size(beat.names[i], px(NAME_SIZE), "bold")[1] for i, _c in shown),
                 default=px(NAME_SIZE))
    # The cards as wide as the columns allow, as tall as the area leaves room for.
    high = area.h - 2 * px(8) - 2 * pad - title_h - px(12) - px(6) - name_h
    cw = max(1, min(px(110), room_w // n - gap, int(high / 1.4)))
    ch = round(cw * 1.4)
    col = cw + gap
    title_w = ctx.text.size(title, px(title_size), "black")[0]
    panel_w = min(area.w - 2 * px(8), max(n * col - gap, title_w) + 2 * pad)
    panel_h = pad + title_h + px(12) + ch + px(6) + name_h + pad
    panel = pygame.Rect(0, 0, max(1, panel_w), max(1, panel_h))
    panel.center = area.center
    out = RevealPlaces(panel, title, title_size, (panel.centerx, panel.y + pad))
    x = panel.centerx - (n * col - gap) // 2
    top = panel.y + pad + title_h + px(12)
    for seat, card in shown:
        slot = pygame.Rect(x, top, cw, ch)
        # Each name within its card's column (a long one cut with "…", never over the next).
        name = ui.clipped(ctx, beat.names[seat], NAME_SIZE, col - px(6), "bold")
        w = ctx.text.size(name, px(NAME_SIZE), "bold")[0]
        rect = pygame.Rect(0, slot.bottom + px(6), w, name_h)
        rect.centerx = slot.centerx
        out.cards.append((seat, card, slot, name, rect))
        x += col
    return out


def _backing(surface, ctx, rect: pygame.Rect) -> None:
    """The dark panel a moment stands on, over the dimmed rows."""
    px = ctx.px
    ui.blit_panel(surface, ctx, rect, fill=ui.NIGHT, alpha=250, radius=px(12),
                  border=ui.BRASS_DARK, border_width=px(2), shadow=px(6))


def _draw_reveal(surface, ctx, cart, places: RevealPlaces, ease: float) -> None:
    _backing(surface, ctx, places.panel)
    ui.text(surface, ctx, places.title, places.title_size, places.title_at, ui.PAPER, "black",
            "midtop")
    for _seat, card, slot, name, rect in places.cards:
        # The card grows into its slot; the name stays put under the slot.
        face = cart.face(card, max(16, int(slot.w * (0.4 + 0.6 * ease))))
        surface.blit(face, face.get_rect(midtop=slot.midtop))
        ui.text(surface, ctx, name, NAME_SIZE, rect.topleft, ui.PAPER, "bold")


def _draw_added(surface, ctx, cart, area, beat: Beat, ease: float) -> None:
    """A card added at scoring: who adds which card, one at a time, on its panel."""
    px = ctx.px
    card = beat.cards[beat.seat]
    line = _("{name} adds a card at scoring").format(name=beat.names[beat.seat])
    size = ui.shrunk(ctx, line, 20, area.w - px(56), "black")
    line_w, line_h = ctx.text.size(line, px(size), "black")
    cw = max(1, min(px(100), int((area.h - px(56) - line_h - px(12)) / 1.4)))
    panel = pygame.Rect(0, 0, min(area.w - px(16), max(line_w, cw) + px(32)),
                        px(32) + line_h + px(12) + round(cw * 1.4))
    panel.center = area.center
    _backing(surface, ctx, panel)
    ui.text(surface, ctx, line, size, (panel.centerx, panel.y + px(16)), ui.PAPER, "black",
            "midtop")
    face = cart.face(card, max(16, int(cw * (0.5 + 0.5 * ease))))
    surface.blit(face, face.get_rect(midtop=(panel.centerx, panel.y + px(16) + line_h + px(12))))
