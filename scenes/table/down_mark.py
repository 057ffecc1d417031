"""The market board's mark on a "Worth now*" figure that the seat's own face-down cards change
(`scoring.changed_by_own_face_down`): a small face-down card beside the figure, its help, and
a footnote where the board has a free line for one. A play-tester's board ranked Christin P
above Karl Gitter, one face-up card each, and nothing on the row said why (only the column's
help did): her own face-down Christin P. The mark is drawn only from a view that holds the
seat's own face-down cards (the seat's own screen), never on the public one the shared screen
shows between turns, and it never says which artist a face-down card is."""
from __future__ import annotations

import pygame

from game.card.cards import artist_name
from game.card.scoring import changed_by_own_face_down, values_by_face_up
from game.i18n import _, sentences

from .. import ui
from ..card_art import CardArt
from .board import note_weight

#: The mark's card (design pixels): as wide as the figure's digits are tall, about.
MARK_W = 9


#: The tie's mark's width and its gap from what stands before it (design pixels,
#: `board.draw_tie_mark`).
TIE_W, TIE_GAP = 7, 2


def figure_spots(ctx, cart: CardArt, figure: str, column: tuple[int, int], down: bool,
                 tied: bool) -> tuple[int, int, int]:
    """Where a "Worth now*" figure (`figure`, drawn at 14 in the column `column`: its left
    and width) and its marks stand, all right of it in one order: the face-down card (`down`,
    one's own face-down cards changed it), then the tie's "=" (`tied`). The figure stands in
    the column's middle, as the row's others, moved left only as far as its marks need to
    stay in the column; the tie's mark stood left of a figure with a face-down card, and
    "=1" read as "equals 1". The figure's centre, the face-down card's left and the "="'s
    left (x)."""
    px = ctx.px
    left, width = column
    half = (ctx.text.size(figure, px(14), "black")[0] + 1) // 2
    back = cart.back(px(MARK_W)).get_width() + px(3) if down else 0
    need = half + back + (px(TIE_GAP + TIE_W) if tied else 0)
    cx = left + width // 2
    cx -= max(0, cx + need - (left + width - px(1)))
    return cx, cx + half + px(3), cx + half + back + px(TIE_GAP)


def draw_down_marks(surf, ctx, cart: CardArt, v, now, row: pygame.Rect,
                    columns: tuple[int, int], note: pygame.Rect | None, regions: list,
                    ties: dict | None = None) -> None:
    """Beside each "Worth now*" figure (`now`, as drawn at 14 in `row`, the columns at
    `columns`: their left and width) that the seat's own face-down cards change, a small
    face-down card (`figure_spots`), and the figure's help (topmost), which says the tie too
    where one decided the figure (`ties`: the tied artists' words on it, the row's help's;
    the figure's help said only the face-down cards); the footnote in `note` (None: no free
    line, the figures' help says it)."""
    marked = changed_by_own_face_down(v)
    if not marked or not now:
        return
    px = ctx.px
    x0, col_w = columns
    back = cart.back(px(MARK_W))
    ties = ties or {}
    for a in marked:
        column = (x0 + a * col_w, col_w)
        left = figure_spots(ctx, cart, str(now[a]) if now[a] else "–", column, True,
                            a in ties)[1]
        surf.blit(back, back.get_rect(midleft=(left, row.centery)))
        tip = mark_tip(artist_name(a, v.config.theme), values_by_face_up(v)[a])
        regions.insert(0, (pygame.Rect(column[0], row.y, col_w, row.h),
                           sentences((tip, ties[a])) if ties.get(a) else tip))
    if note is None:
        return
    # i18n: a footnote under the card game's market board, after a small face-down card drawn
    # as its mark; keep it short, the board is narrow
    words = _("changed by your face-down cards (only you see them)")
    small = note_mark(back, note.h)
    surf.blit(small, small.get_rect(midleft=(note.x, note.centery)))
    left = note.x + small.get_width() + px(4)
    weight = note_weight(ctx)
    line, size = ui.fitted(ctx, words, 10, note.right - left, weight, least=8)
    ui.text(surf, ctx, line, size, (left, note.y), ui.INK_SOFT, weight)


def note_mark(back: pygame.Surface, room: int) -> pygame.Surface:
    """The mark as the footnote draws it: no taller than its line (`room` pixels). The card
    back has a least width of its own, and at 1280x720 the mark stood taller than the line and
    covered the asterisk of the line above."""
    if back.get_height() <= room:
        return back
    w = max(1, round(back.get_width() * room / back.get_height()))
    return pygame.transform.smoothscale(back, (w, max(1, room)))


def mark_tip(artist: str, public: int) -> str:
    """The help of a marked figure of `artist`, worth `public` by the face-up cards alone."""
    if public:
        # i18n: hover help of a "Worth now*" figure that the player's own face-down cards
        # change; {artist} is an artist's name, {public} a number of points
        return _("This figure counts your own face-down cards, which only you see: they count "
                 "in the ranking when the round ends. By the face-up cards alone a card of "
                 "{artist} would be worth {public}.").format(artist=artist, public=public)
    # i18n: the same, when by the face-up cards alone the artist would be out of the top three
    return _("This figure counts your own face-down cards, which only you see: they count in "
             "the ranking when the round ends. By the face-up cards alone a card of {artist} "
             "would be worth nothing.").format(artist=artist)
