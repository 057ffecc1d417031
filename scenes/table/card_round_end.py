"""The card game's round end as a moment the whole table watches (a beat of card_moments): the
round ends, the face-down cards are turned up (each under its player's name) and the leading
artists take their value tokens, on a panel over the displays, before anyone is handed the
screen to add cards at scoring. A round scored in the same move shows all this on its scoring
overlay instead."""
from __future__ import annotations

import pygame

from game.card import events as E
from game.card.log import narrate
from game.i18n import _

from .. import ui

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


def draw_round_end(surface, ctx, cart, area: pygame.Rect, beat, ease: float) -> None:
    """The round's end on its panel in the displays' `area`: why it ended (the heading), the
    leading artists, then the face-down cards turned up, growing into place, each player's
    name under their card."""
    px = ctx.px
    pad = px(16)
    room = area.w - 2 * px(8) - 2 * pad
    turned = [(seat, card) for seat, cards in enumerate(beat.cards) for card in cards]
    styles = [(HEAD_SIZE, "black")] + [(LINE_SIZE, "bold")] * (len(beat.lines) - 1)
    text_h = px(8) * (len(beat.lines) - 1) + sum(
        ui.wrapped_height(ctx, line, size, room, weight)
        for line, (size, weight) in zip(beat.lines, styles))
    name_h = ctx.text.size("Ag", px(NAME_SIZE), "bold")[1]
    caption = ui.shrunk(ctx, TURNED_CAPTION, CAPTION_SIZE, room, "bold", 10)
    caption_h = ctx.text.size(ctx.text.shown(TURNED_CAPTION), px(caption), "bold")[1] + px(6)
    gap = px(10)
    high = area.h - 2 * px(8) - 2 * pad - text_h - px(12) - caption_h - px(4) - name_h
    n = max(1, len(turned))
    cw = max(1, min(px(84), room // n - gap, int(high / 1.4))) if turned else 0
    ch = round(cw * 1.4)
    cards_h = ch + px(12) + caption_h + px(4) + name_h if turned else 0
    panel = pygame.Rect(0, 0, area.w - 2 * px(8), 2 * pad + text_h + cards_h)
    panel.center = area.center
    ui.blit_panel(surface, ctx, panel, fill=ui.NIGHT, alpha=250, radius=px(12),
                  border=ui.BRASS_DARK, border_width=px(2), shadow=px(6))
    y = panel.y + pad
    for line, (size, weight) in zip(beat.lines, styles):
        y += ui.wrapped(surface, ctx, line, size, pygame.Rect(panel.x + pad, y, room, 0),
                        ui.PAPER, weight) + px(8)
    y -= px(8)
    if not turned:
        return
    ui.text(surface, ctx, TURNED_CAPTION, caption, (panel.centerx, y + px(12)), ui.BRASS_LIGHT,
            "bold", "midtop")
    top = y + px(12) + caption_h
    x = panel.centerx - (n * (cw + gap) - gap) // 2
    for seat, card in turned:
        face = cart.face(card, max(16, int(cw * (0.4 + 0.6 * ease))))
        surface.blit(face, face.get_rect(midtop=(x + cw // 2, top)))
        name = ui.clipped(ctx, beat.names[seat], NAME_SIZE, cw + gap - px(4), "bold")
        ui.text(surface, ctx, name, NAME_SIZE, (x + cw // 2, top + ch + px(4)), ui.PAPER,
                "bold", "midtop")
        x += cw + gap
