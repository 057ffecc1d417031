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
from game.card.scoring import over_words
from game.card.state import ADDING, EVERYONE
from game.i18n import _, and_list

from .. import ui
from .card_unasked import head
from .card_round_end import (ENDED_SECONDS, beside_room, card_grid, draw_beside_panel,
                             draw_round_end, round_end_parts)

REVEAL_SECONDS = 1.6
ADDED_SECONDS = 0.9
#: A move the game made for a person (card_unasked.py): its words and its card, to read.
UNASKED_SECONDS = 2.4
#: The least real time a key moment stays up at a faster animation speed (`beat_scale`): the
#: reveal's heading and each player's card grown into place under their name (in its first
#: 40%), then held; a round's end, its heading, why it ended and the leading artists'
#: tokens, a few lines with the face-down cards turned up (its lines stay in the log).
READ_SECONDS = {"reveal": 1.1, "ended": 1.6, "unasked": 1.8}
#: The events a round's end panel shows: the move's lines up to the last of them go with it.
ENDING = (E.RoundEnded, E.FaceDownRevealed, E.TokensPlaced)


@dataclass
class Beat:
    """One moment played over the table: `kind` "reveal", "ended" (a round's end), "added"
    (a card added at scoring, by `seat`) or "unasked" (a move the game made for the person at
    `seat`, or the effect it voided for them, its words the `title`: card_unasked.py);
    `then`, the moment that follows it in the same step (a reveal that ends the round);
    `lines`, a round's end's lines, or under a card added why the seat's turn to add ended."""
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
    #: Its cards land in the displays while it plays (an unasked choice for everyone plays
    #: stays secret until the reveal).
    lands: bool = True

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


def still_scale(beat: Beat) -> float:
    """With animations off, the speed at which `beat` plays: a move the game made for a
    person (or an effect it voided for them) stays up, still, its time to read
    (`READ_SECONDS`), or until a click or Space lets it go (the table's skip); with no panel
    only the status line and the log told it. Any other beat, at once (0)."""
    if beat.kind != "unasked" or not beat.duration:
        return 0.0
    return READ_SECONDS["unasked"] / beat.duration


def beat_for(events, config) -> Beat | None:
    """The beat an action's events call for, if any (the last card added at a scoring plays
    before the round's scoring overlay opens)."""
    names = tuple(s.name for s in config.seats)
    marker = head(events)
    follows = _beat_after(events, names, config)
    if marker is None:
        return follows
    cards = tuple(marker.card if i == marker.seat else None for i in range(len(names)))
    return Beat("unasked", UNASKED_SECONDS, names, cards=cards, seat=marker.seat,
                title=marker.words, then=follows, lands=marker.lands)


def _beat_after(events, names, config) -> Beat | None:
    """The beat of a step's events after a move the game made for a person, if any: the
    reveal (and the round's end after it), a card added, or the round's end."""
    parts = round_end_parts(events, config)
    ended = None if parts is None else Beat("ended", ENDED_SECONDS, names, cards=parts[2],
                                            title=parts[0], lines=parts[1])
    for e in events:
        if isinstance(e, E.EveryonePlayed):
            return Beat("reveal", REVEAL_SECONDS, names, cards=e.cards, then=ended)
    for e in events:
        if isinstance(e, E.CardAdded):
            cards = tuple(e.card if i == e.seat else None for i in range(len(names)))
            return Beat("added", ADDED_SECONDS, names, cards=cards, seat=e.seat,
                        lines=_over_lines(events, e.seat, names))
    return ended


def _over_lines(events, seat: int, names) -> tuple:
    """Under a card added at scoring: why the seat's turn to add ended with it, when it
    ended by itself for a reason everyone may read (`scoring.over_words`); a player saw it
    end by itself one time and ask for Done the next, with nothing saying why."""
    done = next((e for e in events if isinstance(e, E.AddingDone) and e.seat == seat), None)
    words = None if done is None else over_words(done.ended, names[seat])
    return (words,) if words else ()


def beat_view(beat: Beat | None, shown, pending):
    """The view the market board and the displays show during `beat`, the table's `shown`
    view being the one before the move (`pending`: the view after it and the public one).
    A round's end shows the cards that ended it, its face-down cards turned up and the
    limit's stamp, as its panel says (the view after, of the seat shown, else the public
    one: never another seat's); the reveal and a card added at scoring the view before with
    their cards landed in the displays (`landed_view`), as their panels beside the rows say."""
    if beat is not None and beat.kind in ("reveal", "added", "unasked"):
        return beat_landed(beat, shown) if beat.lands else shown
    if beat is None or beat.kind != "ended" or pending is None:
        return shown
    after, public = pending[0], pending[1]
    return after if after.seat == shown.seat else public


def beat_landed(beat: Beat, shown):
    """The view before the reveal's move (or a card added's) with its cards in the displays
    (`landed_view`), worked out once per view (the table's controls are built again for a new
    one). The reveal's only in its own phase: the view before it holds the secret choices."""
    if beat.kind == "reveal" and shown.phase != EVERYONE:
        return shown
    if beat.counted is None or beat.counted[0] is not shown:
        cards = [(seat, card) for seat, card in enumerate(beat.cards) if card is not None]
        beat.counted = (shown, landed_view(shown, cards, added=beat.kind == "added"))
    return beat.counted[1]


def landed_view(v, cards, added: bool = False):
    """The view `v` with `cards` ((seat, card) pairs, public: the reveal's, the cards added
    at scoring) in place: each in its seat's display, counted face up, out of its hand (the
    hand's size; the seat's own hand, its own secret choice) and, for cards `added` at
    scoring, among the seat's added artists (they never count for the ranking). Its seat no
    longer "has chosen": its card is on the table. The reveal's rows said one card more for
    the last chooser (the view before it had not counted its choice)."""
    displays, sizes, counts = list(v.displays), list(v.hand_sizes), list(v.counts)
    done, hand, secret = list(v.secret_done), v.hand, v.my_secret
    adds = list(v.added or ((),) * v.players)
    for seat, card in cards:
        displays[seat] += (card,)
        sizes[seat] -= 1
        counts[card.artist] += 1
        if seat < len(done):
            done[seat] = False
        if added:
            adds[seat] += (card.artist,)
        if seat == v.seat and hand is not None:
            hand = tuple(c for c in hand if c.id != card.id)
            secret = None
    return replace(v, displays=tuple(displays), hand_sizes=tuple(sizes), counts=tuple(counts),
                   secret_done=tuple(done), hand=hand, my_secret=secret,
                   added=tuple(adds) if added else v.added)


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
    """The beat beside the displays, on a panel of its own over the log's column
    (`card_round_end.beside_room`), the rows undimmed: centred over them, dimmed, the reveal
    and a card added at scoring hid the very cards they told of, which the rows show landed
    meanwhile (`beat_view`); a round's end, `card_round_end.draw_round_end`."""
    if layout.displays.w <= 0 or layout.displays.h <= 0:
        return              # a window shrunk to a few pixels: no room to show it in
    p = beat.progress
    # Animations off: shown whole at once, nothing grows (a moment with words stays: still).
    ease = 1 - (1 - min(1.0, p * 2.5)) ** 3 if ctx.settings.animation_scale else 1.0
    if beat.kind == "ended":
        draw_round_end(surface, ctx, cart, layout, beat, ease)
        return
    area = beside_room(ctx, layout)
    key = (tuple(area), ctx.size, getattr(ctx.settings, "language", None))
    if key not in beat.places:
        beat.places.clear()
        beat.places[key] = (reveal_places if beat.kind == "reveal" else added_places)(
            ctx, area, beat)        # (a card added, or an unasked move: words, a card)
    _draw_moment(surface, ctx, cart, beat.places[key], ease)


#: The heading's design size (the reveal's, a card added's) and the names'.
TITLE_SIZE, NAME_SIZE = 18, 14
#: The widest a revealed card (and a card added) is drawn, in design pixels.
REVEAL_CARD = 110


@dataclass
class MomentPlaces:
    """Where a moment beside the displays goes: its backing `panel`, its heading (wrapped in
    the panel at `TITLE_SIZE`) from `title_at`, and per card (seat, card, its full-size slot,
    the name as shown and the name's rect; no name under the card added, its heading names
    the seat)."""
    panel: pygame.Rect
    title: str
    title_size: float
    title_at: tuple[int, int]
    cards: list = field(default_factory=list)
    #: Words under the card (a card added: why the seat's turn to add ended), from `note_at`.
    note: str = ""
    note_at: tuple[int, int] = (0, 0)


def reveal_places(ctx, area: pygame.Rect, beat: Beat) -> MomentPlaces:
    """The reveal laid out from the top of `area` (`beside_room`): the heading, then the
    cards in rows as wide as the area lets them be, each player's name under their card
    within its column (a long one cut with "…", never over the next)."""
    px = ctx.px
    pad, gap = px(14), px(10)
    shown = [(i, c) for i, c in enumerate(beat.cards) if c is not None]
    title = _("Everyone plays: revealed together")
    room = max(1, area.w - 2 * pad)
    title_h = ui.wrapped_height(ctx, title, TITLE_SIZE, room, "black")
    name_h = max((ctx.text.size(beat.names[i], px(NAME_SIZE), "bold")[1] for i, _c in shown),
                 default=px(NAME_SIZE))
    high = area.h - 2 * pad - title_h - px(12)
    cw, cols, rows = card_grid(px, len(shown), room, high, name_h + px(2), gap, REVEAL_CARD)
    ch = round(cw * 1.4)
    pitch = ch + px(6) + name_h + gap
    panel = pygame.Rect(area)           # all the room: no log line read under it
    out = MomentPlaces(panel, title, TITLE_SIZE, (panel.x + pad, panel.y + pad))
    top = panel.y + pad + title_h + px(12)
    for k, (seat, card) in enumerate(shown):
        row, col = divmod(k, cols)
        in_row = min(cols, len(shown) - row * cols)
        x = panel.centerx - (in_row * (cw + gap) - gap) // 2 + col * (cw + gap)
        slot = pygame.Rect(x, top + row * pitch, cw, ch)
        name = ui.clipped(ctx, beat.names[seat], NAME_SIZE, cw + gap - px(4), "bold")
        w = ctx.text.size(name, px(NAME_SIZE), "bold")[0]
        rect = pygame.Rect(0, slot.bottom + px(6), w, name_h)
        rect.centerx = slot.centerx
        out.cards.append((seat, card, slot, name, rect))
    return out


def added_places(ctx, area: pygame.Rect, beat: Beat) -> MomentPlaces:
    """A card added at scoring laid out from the top of `area` (`beside_room`): who adds a
    card (the heading), then the card under it; a move the game made for a person likewise,
    its words the heading, its card under them if it shows one."""
    px = ctx.px
    pad = px(14)
    line = beat.title if beat.kind == "unasked" else _(
        "{name} adds a card at scoring").format(name=beat.names[beat.seat])
    room = max(1, area.w - 2 * pad)
    line_h = ui.wrapped_height(ctx, line, TITLE_SIZE, room, "black")
    note = beat.lines[0] if beat.kind == "added" and beat.lines else ""
    note_h = ui.wrapped_height(ctx, note, NAME_SIZE, room, "bold") + px(12) if note else 0
    high = area.h - 2 * pad - line_h - px(12) - note_h
    card = beat.cards[beat.seat]
    cw = max(1, min(px(REVEAL_CARD) * 10 // 11, room, int(high / 1.4)))
    ch = round(cw * 1.4)
    panel = pygame.Rect(area)           # all the room: no log line read under it
    out = MomentPlaces(panel, line, TITLE_SIZE, (panel.x + pad, panel.y + pad))
    if card is not None:
        slot = pygame.Rect(0, panel.y + pad + line_h + px(12), cw, ch)
        slot.centerx = panel.centerx
        out.cards.append((beat.seat, card, slot, "", None))
        out.note, out.note_at = note, (panel.x + pad, slot.bottom + px(12))
    return out


def _draw_moment(surface, ctx, cart, places: MomentPlaces, ease: float) -> None:
    """A reveal or a card added on its panel: the heading, each card growing into its slot
    (the names stay put under the slots)."""
    px, panel = ctx.px, places.panel
    draw_beside_panel(surface, ctx, panel)
    x, y = places.title_at
    size = ctx.px(places.title_size)
    for k, line in enumerate(ctx.text.wrap(places.title, size, panel.right - 2 * x + panel.x,
                                           "black")):
        ui.text(surface, ctx, line, places.title_size, (x, y + k * int(size * 1.25)), ui.PAPER,
                "black")
    for _seat, card, slot, name, rect in places.cards:
        face = cart.face(card, max(16, int(slot.w * (0.4 + 0.6 * ease))))
        surface.blit(face, face.get_rect(midtop=slot.midtop))
        if name:
            ui.text(surface, ctx, name, NAME_SIZE, rect.topleft, ui.PAPER, "bold")
    x, y = places.note_at
    size = ctx.px(NAME_SIZE)
    for k, line in enumerate(ctx.text.wrap(places.note, size, panel.right - 2 * x + panel.x,
                                           "bold") if places.note else ()):
        ui.text(surface, ctx, line, NAME_SIZE, (x, y + k * int(size * 1.25)), ui.PAPER, "bold")
