"""The card game's round end as a moment the whole table watches (a beat of card_moments): the
round ends, the face-down cards are turned up (each under its player's name) and the leading
artists take their value tokens, on a panel over the log's column (the displays, where the
cards turn up, stay in view), before anyone is handed the
screen to add cards at scoring. A round scored in the same move shows all this on its scoring
overlay instead."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.card import events as E
from game.card.log import narrate
from game.i18n import _

from .. import ui
from .log_panel import footer_keys

ENDED_SECONDS = 2.6
HEAD_SIZE, LINE_SIZE, NAME_SIZE = 18, 14, 13
#: The caption over the face-down cards turned up: without it a tester read the four cards
#: under "Round 4 ends…" as the everyone-plays reveal, with one card missing.
# i18n: the caption over the face-down cards turned up when a round of the card game ends,
# each under its player's name (not the everyone-plays cards, which are revealed before)
TURNED_CAPTION = _("Face-down cards turned up")
CAPTION_SIZE = 13


def round_end_parts(events, config):
    """What the round-end beat of `events` shows, or None (no round ended, or it was scored
    in the same move): its title (the table's status line meanwhile), its lines (why it
    ended, the panel's heading; the leading artists) and the face-down cards turned up, per
    seat."""
    if not any(isinstance(e, E.RoundEnded) for e in events) or \
            any(isinstance(e, E.Scored) for e in events):
        return None
    ended = next(e for e in events if isinstance(e, E.RoundEnded))
    lines = tuple(narrate(e, config) for e in events      # words in the player's language
                  if isinstance(e, (E.RoundEnded, E.TokensPlaced)))
    turned = next((e.cards for e in events if isinstance(e, E.FaceDownRevealed)), ())
    # i18n: the heading of the moment a round of the card game ends; {round} its number
    title = _("Round {round} ends").format(round=ended.round + 1)
    return title, lines, tuple(turned)


#: The text's design sizes (heading, lines), from the first down to the last where the column
#: is short: the cards under them keep `CARD_LEAST` at the least.
TEXT_SIZES = ((HEAD_SIZE, LINE_SIZE), (16, 13), (15, ui.READ_LEAST))
CARD_MOST, CARD_LEAST = 84, 30


@dataclass
class RoundEndPlaces:
    """Where the round's end goes: its `panel`, the text's design sizes, the caption's size
    and top, and per card turned up (seat, card, its slot)."""
    panel: pygame.Rect
    sizes: tuple[float, float]
    caption: float = CAPTION_SIZE
    caption_y: int = 0
    cards: list = field(default_factory=list)


def beside_room(ctx, layout) -> pygame.Rect:
    """The room the card table's moments stand in (a round's end, the everyone-plays reveal,
    a card added at scoring): the log's column, under its Menu button and over its keys. Over
    the displays they hid the very cards they told of (the player watches them turn up or
    land in the rows); the log tells the same lines meanwhile."""
    log, px = layout.log, ctx.px
    keys = footer_keys(ctx, log)
    top = keys[0].bottom + px(6)
    bottom = min((k.y for k in keys[1:]), default=log.bottom) - px(6)
    return pygame.Rect(log.x, top, log.w, max(1, bottom - top))


def _text_height(ctx, lines, sizes, room: int) -> int:
    styles = [(sizes[0], "black")] + [(sizes[1], "bold")] * (len(lines) - 1)
    return ctx.px(8) * (len(lines) - 1) + sum(
        ui.wrapped_height(ctx, line, size, room, weight)
        for line, (size, weight) in zip(lines, styles))


def round_end_places(ctx, area: pygame.Rect, beat) -> RoundEndPlaces:
    """The round's end laid out in `area` (`beside_room`): the text from its top, then the
    caption and the cards turned up, in rows as wide as the area lets them be, each player's
    name under their card; the text smaller where the area is too short for it and cards
    `CARD_LEAST` wide."""
    px = ctx.px
    pad, gap = px(14), px(10)
    room = area.w - 2 * pad
    turned = [(seat, card) for seat, cards in enumerate(beat.cards) for card in cards]
    name_h = ctx.text.size("Ag", px(NAME_SIZE), "bold")[1]
    caption = ui.shrunk(ctx, TURNED_CAPTION, CAPTION_SIZE, room, "bold", 10)
    caption_h = ctx.text.size(ctx.text.shown(TURNED_CAPTION), px(caption), "bold")[1] + px(6)

    def cards_room(text_h: int) -> int:
        return area.h - 2 * pad - text_h - px(12) - caption_h
    least = round(px(CARD_LEAST) * 1.4) + px(4) + name_h
    sizes = next((sz for sz in TEXT_SIZES if not turned or cards_room(
        _text_height(ctx, beat.lines, sz, room)) >= least), TEXT_SIZES[-1])
    text_h = _text_height(ctx, beat.lines, sizes, room)
    cw, cols, rows = card_grid(px, len(turned), room, cards_room(text_h), name_h, gap)
    ch = round(cw * 1.4)
    # The whole room, however little it holds: sized to its lines and cards, the panel left
    # the log's lines under it in view, the first of them cut by its edge (a German tester).
    panel = pygame.Rect(area)
    out = RoundEndPlaces(panel, sizes, caption, panel.y + pad + text_h + px(12))
    top = out.caption_y + caption_h
    for k, (seat, card) in enumerate(turned):
        row, col = divmod(k, cols)
        in_row = min(cols, len(turned) - row * cols)
        x = panel.centerx - (in_row * (cw + gap) - gap) // 2 + col * (cw + gap)
        out.cards.append((seat, card, pygame.Rect(x, top + row * (ch + px(4) + name_h + gap),
                                                  cw, ch)))
    return out


def card_grid(px, n: int, room: int, high: int, name_h: int, gap: int,
              most: int = CARD_MOST) -> tuple[int, int, int]:
    """The widest cards (`most` to `CARD_LEAST` design pixels) that `n` cards take in rows
    `room` wide, each with a name under it, within `high`: (width, per row, rows)."""
    if not n:
        return 0, 1, 0
    cw = px(most)
    while True:
        cols = max(1, min(n, (room + gap) // (cw + gap)))
        rows = -(-n // cols)
        if cw <= px(CARD_LEAST) or rows * (round(cw * 1.4) + px(4) + name_h) + (
                rows - 1) * gap <= high:
            return cw, cols, rows
        cw -= px(2)


def draw_beside_panel(surface, ctx, panel: pygame.Rect) -> None:
    """The dark panel a moment stands on in the log's column, opaque and all of its room
    (`beside_room`): the log's lines under it showed through, faint, around its cards, and
    under a panel as tall as its words the log read on, a line cut by its edge."""
    px = ctx.px
    ui.blit_panel(surface, ctx, panel, fill=ui.NIGHT, radius=px(12), border=ui.BRASS_DARK,
                  border_width=px(2), shadow=px(6))


def draw_round_end(surface, ctx, cart, layout, beat, ease: float) -> pygame.Rect:
    """The round's end on its panel in the log's column (`beside_room`): why it ended (the
    heading), the leading artists, then the face-down cards turned up, growing into place,
    each player's name under their card. Where it went."""
    px = ctx.px
    area = beside_room(ctx, layout)
    key = (tuple(area), ctx.size, getattr(ctx.settings, "language", None))
    if key not in beat.places:
        beat.places.clear()
        beat.places[key] = round_end_places(ctx, area, beat)
    places = beat.places[key]
    panel, pad = places.panel, px(14)
    draw_beside_panel(surface, ctx, panel)
    styles = [(places.sizes[0], "black")] + [(places.sizes[1], "bold")] * (len(beat.lines) - 1)
    y = panel.y + pad
    for line, (size, weight) in zip(beat.lines, styles):
        y += ui.wrapped(surface, ctx, line, size,
                        pygame.Rect(panel.x + pad, y, panel.w - 2 * pad, 0),
                        ui.PAPER, weight) + px(8)
    if not places.cards:
        return panel
    ui.text(surface, ctx, TURNED_CAPTION, places.caption, (panel.centerx, places.caption_y),
            ui.BRASS_LIGHT, "bold", "midtop")
    gap = px(10)
    for seat, card, slot in places.cards:
        face = cart.face(card, max(16, int(slot.w * (0.4 + 0.6 * ease))))
        surface.blit(face, face.get_rect(midtop=slot.midtop))
        name = ui.clipped(ctx, beat.names[seat], NAME_SIZE, slot.w + gap - px(4), "bold")
        ui.text(surface, ctx, name, NAME_SIZE, (slot.centerx, slot.bottom + px(4)), ui.PAPER,
                "bold", "midtop")
    return panel
