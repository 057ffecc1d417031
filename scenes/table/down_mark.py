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
from game.i18n import _

from .. import ui
from ..card_art import CardArt
from .board import note_weight

#: The mark's card (design pixels): as wide as the figure's digits are tall, about.
MARK_W = 9


def draw_down_marks(surf, ctx, cart: CardArt, v, now, row: pygame.Rect,
                    columns: tuple[int, int], note: pygame.Rect | None, regions: list) -> None:
    """Beside each "Worth now*" figure (`now`, as drawn at 14 in `row`, the columns at
    `columns`: their left and width) that the seat's own face-down cards change, a small
    face-down card, and the figure's help (topmost); the footnote in `note` (None: no free
    line, the figures' help says it)."""
    marked = changed_by_own_face_down(v)
    if not marked or not now:
        return
    px = ctx.px
    x0, col_w = columns
    back = cart.back(px(MARK_W))
    for a in marked:
        cx, cy = x0 + a * col_w + col_w // 2, row.centery
        figure = ctx.text.size(str(now[a]) if now[a] else "–", px(14), "black")[0]
        surf.blit(back, back.get_rect(midleft=(cx + figure // 2 + px(3), cy)))
        regions.insert(0, (pygame.Rect(x0 + a * col_w, row.y, col_w, row.h),
                           mark_tip(artist_name(a, v.config.theme), values_by_face_up(v)[a])))
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
