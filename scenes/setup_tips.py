"""Where the setup screen's helps go: a control's help (a computer level's, the variant's) near
the control when that covers no other control and no words of the screen (its title, the
game's subtitle, the headings, the options' names and words), else in a free place of the
screen, under the seats or under the options; and the Variant's line when there is no choice.
Pure placement and words: the setup screen draws."""
from __future__ import annotations

from typing import Sequence

import pygame

from game.config import VARIANT_HELP
from game.i18n import _

from .paint import tooltip_place


def variant_line(cycle, players: int) -> str:
    """The Variant option's line of words: its variant's help, or, where the table of
    `players` has that variant alone (shown as a fact, no choice), why: the variants' tables
    say it (`setup_fixed.only_variant`)."""
    if len(cycle.options) == 1:
        from .setup_fixed import only_variant
        return only_variant(players)
    return VARIANT_HELP[cycle.value]


def help_place(ctx, size, tip: str, pos, control: pygame.Rect,
               others: Sequence[pygame.Rect], rooms: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where the help `tip` of `control` goes in a window of `size`, the pointer (or the
    keyboard's ring) at `pos`: where `tooltip_place` puts it if it then covers none of
    `others` (the other controls, an option's name and words with its choice); else at the top
    of the first of `rooms` (free places, the ones nearest the control first) that holds it,
    against the room's right edge; else where `tooltip_place` covers the least of them."""
    where = tooltip_place(ctx, size, tip, pos, avoid=control, clear=others)
    if where.collidelist(list(others)) < 0 and not where.colliderect(control):
        return where
    for room in rooms:
        spot = pygame.Rect(0, 0, where.w, where.h)
        spot.topright = room.topright
        if room.contains(spot) and spot.collidelist(list(others)) < 0 \
                and not spot.colliderect(control):
            return spot
    return where


def option_text_height(ctx, help_text: str, help_width: int) -> int:
    """How tall an option's name and its words under it stand (as the setup draws them): what
    the options' layout leaves room for, and what a help must not cover."""
    from .paint import wrapped_height
    return ctx.px(20) + wrapped_height(ctx, help_text, 12, help_width)


def option_areas(ctx, rows, right: pygame.Rect, help_width: int) -> list[pygame.Rect]:
    """Each option's place in the right column: its name, its words and its choice."""
    areas = []
    for _label, help_text, widget in rows:
        bottom = max(widget.rect.bottom,
                     widget.rect.y + option_text_height(ctx, help_text, help_width))
        areas.append(pygame.Rect(right.x, widget.rect.y, right.w, bottom - widget.rect.y))
    return areas


def hovered_or_ringed(widgets, focus):
    """The control whose help is shown: the one under the pointer, else the one the keyboard's
    ring is on (each only if it has a help)."""
    shown = [w for w in widgets if w.visible]
    hovered = next((w for w in shown if w.hover), None)
    if hovered is not None:
        return hovered if hovered.tooltip else None
    current = focus.current if focus.shown else None
    return current if current is not None and current in shown and current.tooltip else None


def pointed_level(rows, focus) -> str | None:
    """The level of the computer seat whose level choice is under the pointer, else under the
    keyboard's ring: its line in the legend lights."""
    levels = [row.level for row in rows if row.level.visible and row.level.enabled]
    hovered = next((w for w in levels if w.hover), None)
    ringed = focus.current if focus.shown and focus.current in levels else None
    chosen = hovered or ringed
    return chosen.value if chosen is not None else None


def legend_height(ctx, levels: dict, width: int) -> int:
    """The height of the computer levels' legend under the seats (as the setup draws it)."""
    from .paint import wrapped_height
    return sum(wrapped_height(ctx, desc, 12, width) + ctx.px(4) for _n, desc in levels.values())


#: How far a help keeps from the screen's words: a help touching a line reads as covering it.
TEXT_MARGIN = 4


def subtitle_box(scene) -> pygame.Rect:
    """Where the chosen game's one-line help (the subtitle beside the game's choice) is drawn:
    its lines wrap in this box's width, from its top."""
    px, game = scene.ctx.px, scene.game.rect
    return pygame.Rect(game.right + px(16), game.y + px(2),
                       scene.panel.right - game.right - px(46), px(40))


def text_rect(ctx, s: str, size: float, box: pygame.Rect, weight: str = "regular",
              anchor: str = "topleft") -> pygame.Rect:
    """The rectangle the words `s` take, wrapped in `box`'s width from its top (as `wrapped`
    draws them), or on one line at `box`'s `anchor` point (as `text` draws it)."""
    px = ctx.px(size)
    if not box.w:
        rect = pygame.Rect((0, 0), ctx.text.size(s, px, weight))
        setattr(rect, anchor, box.topleft)
        return rect
    lines = ctx.text.wrap(s, px, box.w, weight)
    wide = max((ctx.text.size(line, px, weight)[0] for line in lines if line), default=0)
    return pygame.Rect(box.x, box.y, wide, len(lines) * int(px * 1.25))


def screen_words(scene, title: str, game_help: str) -> list[pygame.Rect]:
    """Where the setup's words stand that a help must not cover or touch: the title, the
    game's subtitle (the Variant's help touched it), the two headings, the seats' column names
    and each option's name and words (its own too: its help covered them)."""
    ctx, px = scene.ctx, scene.ctx.px
    p, width = scene.panel, scene.help_width()
    row = scene.rows[0]
    found = [text_rect(ctx, title, 32, pygame.Rect(p.x + px(30), p.y + px(20), 0, 0), "black"),
             text_rect(ctx, game_help, 13, subtitle_box(scene))]
    found += [text_rect(ctx, heading, 18, pygame.Rect(place.x, place.y, 0, 0), "black")
              for heading, place in ((_("Players"), scene.left), (_("Options"), scene.right))]
    found += [text_rect(ctx, label, 12, pygame.Rect(w.rect.x, w.rect.y - px(17), 0, 0))
              for label, w in ((_("name"), row.name), (_("plays as"), row.kind),
                               (_("computer level"), row.level))]
    for label, help_text, widget in scene.option_rows():
        found.append(text_rect(ctx, label, 15, pygame.Rect(scene.right.x, widget.rect.y, 0, 0),
                               "bold"))
        found.append(text_rect(ctx, help_text, 12, pygame.Rect(scene.right.x, widget.rect.y
                                                                 + px(20), width, 0)))
    return [r.inflate(2 * px(TEXT_MARGIN), 2 * px(TEXT_MARGIN)) for r in found if r.w]


def help_spot(scene, widget, pos, size, title: str, game_help: str) -> pygame.Rect:
    """Where the setup `scene` draws the help of `widget` (pointed at `pos`) in a window of
    `size`: near it if that covers no other control and none of the screen's words, else
    under the seats' levels' legend, under the seats or under the options."""
    ctx, px = scene.ctx, scene.ctx.px
    areas = option_areas(ctx, scene.option_rows(), scene.right, scene.help_width())
    others = [w.rect for w in scene.widgets() if w is not widget and w.visible] + [
        a for a in areas if not a.contains(widget.rect)] + screen_words(scene, title, game_help)
    low = scene.start.rect.y - px(12)
    seats = pygame.Rect(scene.left.x, scene.rows[scene.players.value - 1].name.rect.bottom
                        + px(12), scene.left.w, 0)
    # Under the levels' legend where there is room, else over it (it says the same).
    legend = seats.move(0, px(6) + legend_height(ctx, scene.levels, scene.left.w - px(100)))
    options = pygame.Rect(scene.right.x, max(a.bottom for a in areas) + px(12),
                          scene.right.w, 0)
    for room in (legend, seats, options):
        room.h = max(0, low - room.y)
    rooms = ((legend, seats, options) if widget.rect.x < scene.right.x
             else (options, legend, seats))
    return help_place(ctx, size, widget.tooltip, pos, widget.rect, others, rooms)
