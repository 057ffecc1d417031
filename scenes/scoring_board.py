"""The board's column of a round's scoring overlay (scenes/scoring.py): the bars of each
artist's cards growing, this round's value tokens sliding onto the market board's rows, the card
game's awards, and what one card of each artist is worth this round.

Functions taking the overlay (`ScoringOverlay`), which keeps the time they draw at (`t`), the
summary and the layout they draw in, and what they last drew (`bar_parts`)."""
from __future__ import annotations

import pygame

from game.card.cards import AWARD_VALUE
from game.i18n import _

from . import ui
from .card_art import award_token
from . import no_card_mark
from .round_summary import AWARDS, WORTH, round_label

COUNT_TIME = 0.8      # bars grow
TOKEN_TIME = 0.45     # per token sliding in
BAR_H = 106           # a full bar of the counts per artist
COUNT_SIZE = 20       # a bar's count, in the counts' row over the bars
COUNT_GAP = 8         # between the counts' row and the tops of the bars' tracks


def ease(t: float) -> float:
    """Ease in and out (smoothstep) on 0..1."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def draw_bar(surface, ctx, colour, up: pygame.Rect, turned: pygame.Rect) -> None:
    """An artist's bar: its face-up cards (`up`) solid in its colour, the face-down ones turned
    up at scoring (`turned`, on top) pale and striped in it."""
    px = ctx.px
    if turned.h > 0:
        pale = pygame.Color(colour).lerp(ui.PAPER, 0.6)
        pygame.draw.rect(surface, pale, turned, border_radius=px(4))
        clip = surface.get_clip()
        surface.set_clip(turned.clip(clip) if clip else turned)
        step = max(3, px(6))
        for x in range(turned.x - turned.h, turned.right, step):
            pygame.draw.line(surface, colour, (x, turned.bottom), (x + turned.h, turned.top),
                             max(1, px(2)))
        surface.set_clip(clip)
        pygame.draw.rect(surface, colour, turned, max(1, px(1)), border_radius=px(4))
    if up.h > 0:
        corner = 0 if turned.h > 0 else px(4)
        pygame.draw.rect(surface, colour, up, border_radius=px(4),
                         border_top_left_radius=corner, border_top_right_radius=corner)


def worths_shown(overlay) -> bool:
    """Whether the worths (and the notes under them) show: once every token has slid in."""
    return overlay.t >= COUNT_TIME + TOKEN_TIME * len(overlay.tokens)


def draw_board(overlay, surface, area: pygame.Rect) -> None:
    """The board's column in `area`: the bars and their legends, the market board's rows with
    this round's tokens sliding in, the awards (the card game) and the worths."""
    ctx, px = overlay.ctx, overlay.ctx.px
    sm = overlay.summary
    artists = len(sm.counts)
    x0, col_w = overlay.columns(area)
    grow = ease(overlay.t / COUNT_TIME)
    # The counts stand in a row of their own over the bars' tracks (`board_rows`), under the
    # line above (the reason the round ended; taller in the CJK typeface).
    bar_top, grid_top, row_h, awards_y, vy = overlay.board_rows()
    bar_h = px(BAR_H)
    unit = bar_h // sm.bar_cards
    overlay.bar_parts = []
    for a in range(artists):
        cx = x0 + a * col_w + col_w // 2
        n, turned = sm.counts[a], sm.turned[a] if sm.turned else 0
        up = pygame.Rect(cx - px(18), 0, px(36), int(unit * (n - turned) * grow))
        up.bottom = bar_top + bar_h
        down = pygame.Rect(up.x, 0, up.w, int(unit * turned * grow))
        down.bottom = up.top
        pygame.draw.rect(surface, ui.PAPER_DIM, (cx - px(18), bar_top, px(36), bar_h),
                         border_radius=px(4))
        draw_bar(surface, ctx, ctx.art.artist_colour(a), up, down)
        overlay.bar_parts.append((a, up, down))
        _draw_count(surface, ctx, n - turned, turned, (cx, bar_top - px(COUNT_GAP)))
        emb = ctx.art.artist_emblem(a, px(34))
        surface.blit(emb, emb.get_rect(midtop=(cx, bar_top + bar_h + px(8))))
        ui.text(surface, ctx, sm.artist(a), 12, (cx, bar_top + bar_h + px(46)), ui.INK, "bold",
                "midtop")
    overlay.draw_legends(surface, area, bar_top + bar_h + px(68))
    _draw_rows(overlay, surface, area, (x0, col_w), grid_top, row_h)
    if sm.awards is not None:
        _draw_awards(overlay, surface, area, awards_y, (x0, col_w))
    _draw_worths(overlay, surface, area, vy, (x0, col_w))


def _draw_rows(overlay, surface, area: pygame.Rect, columns, grid_top: int, row_h: int) -> None:
    """The market board's rows, a row per round with its tokens so far, this round's row lit;
    this round's tokens slide in, each with its place."""
    ctx, px, sm = overlay.ctx, overlay.ctx.px, overlay.summary
    x0, col_w = columns
    for rnd in range(len(sm.board)):
        y = grid_top + rnd * row_h
        if rnd == overlay.round:
            pygame.draw.rect(surface, ui.BRASS_LIGHT, (area.x, y, area.w, row_h),
                             border_radius=px(6))
        ui.text(surface, ctx, round_label(rnd), 11, (area.x + px(4), y + row_h // 2),
                ui.INK_SOFT, "bold", "midleft")
        for a in range(len(sm.counts)):
            cx = x0 + a * col_w + col_w // 2
            token = sm.board[rnd][a]
            if token and rnd < overlay.round:
                t = ctx.art.token(token, px(28))
                surface.blit(t, t.get_rect(center=(cx, y + row_h // 2)))
            elif not token:
                pygame.draw.circle(surface, ui.PAPER_DARK, (cx, y + row_h // 2), px(3))
    for i, (artist, token) in enumerate(overlay.tokens):
        start = COUNT_TIME + i * TOKEN_TIME
        p = ease((overlay.t - start) / TOKEN_TIME)
        if overlay.t < start:
            continue
        cx = x0 + artist * col_w + col_w // 2
        y_end = grid_top + overlay.round * row_h + row_h // 2
        y = int(area.y - px(20) + (y_end - area.y + px(20)) * p)
        t = ctx.art.token(token, px(28))
        surface.blit(t, t.get_rect(center=(cx, y)))
        if p >= 1:
            # i18n: the leading artists' places this round (short labels by a token)
            place = (_("1st"), _("2nd"), _("3rd"))[i]
            ui.text(surface, ctx, place, 11, (cx + px(18), y_end), ui.CLARET, "black",
                    "midleft")


def _draw_count(surface, ctx, up: int, turned: int, midbottom) -> None:
    """A bar's count over its track: its face-up cards, and those turned up at scoring apart
    ("6 +1"), as the market board's Played row shows them."""
    px = ctx.px
    r = ui.text(surface, ctx, str(up), COUNT_SIZE, midbottom, ui.INK, "black", "midbottom")
    if turned:
        ui.text(surface, ctx, f"+{turned}", 12, (r.right + px(3), r.bottom - px(4)),
                ui.INK_SOFT, "bold", "bottomleft")


def _draw_awards(overlay, surface, area: pygame.Rect, y: int, columns) -> None:
    """The card game's award tokens on each artist (each adds to every card's worth)."""
    ctx, px = overlay.ctx, overlay.ctx.px
    x0, col_w = columns
    ui.text(surface, ctx, AWARDS, 11, (area.x + px(4), y + px(10)), ui.INK_SOFT, "bold",
            "midleft")
    for a, n in enumerate(overlay.summary.awards or ()):
        if n:
            cx = x0 + a * col_w + col_w // 2
            # The board's award token (a silver rosette: a claret disc read as Christin P's),
            # and what the awards add to each card of the artist, not how many lie there.
            token = award_token(px(20))
            surface.blit(token, token.get_rect(midright=(cx + px(2), y + px(10))))
            ui.text(surface, ctx, f"+{n * AWARD_VALUE}", 11, (cx + px(4), y + px(10)), ui.INK,
                    "black", "midleft")


def worth_label(summary, artist: int) -> tuple[str, bool, bool]:
    """An artist's worth as the overlay writes it, whether a card of it scored, and whether it
    is marked: a leading artist with no card in play (option A1, "Always three") is drawn
    grey beside the crossed-out card (`no_card_mark`), as nothing scored, as its note says: in
    green, "Wert 2" stood beside "In dieser Runde bringt es keine Punkte" (a German
    play-tester, round 2)."""
    value = summary.values[artist]
    if artist in summary.no_card:
        return str(value), False, True
    return str(value), bool(value), False


def _draw_worths(overlay, surface, area: pygame.Rect, vy: int, columns) -> None:
    """What one card of each artist is worth this round (`worth_label`), once the tokens have
    slid in ("…" before)."""
    ctx, px, sm = overlay.ctx, overlay.ctx.px, overlay.summary
    x0, col_w = columns
    shown = worths_shown(overlay)
    ui.text(surface, ctx, WORTH, 11, (area.x + px(4), vy + px(10)), ui.INK_SOFT, "bold",
            "midleft")
    for a in range(len(sm.counts)):
        cx = x0 + a * col_w + col_w // 2
        label, scored, marked = worth_label(sm, a) if shown else ("…", bool(sm.values[a]),
                                                                  False)
        if marked:
            no_card_mark.draw_marked_figure(surface, ctx, label, 14, (cx, vy + px(10)))
        else:
            ui.text(surface, ctx, label, 18 if scored else 14, (cx, vy + px(10)),
                    ui.GREEN if scored else ui.MUTED, "black", "center")
