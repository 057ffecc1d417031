"""The card game's market board says when a tie decided a "Worth now*" figure, as the auction
board does (board.py, worth.py): a claret "=" beside each figure of the tied artists, and under
the footnotes "Tie at 2: Yoko ranks above Christin P (further left on the board)." Two artists
with as many face-up cards take their value tokens by the tie order, and a figure jumped from
3 to 2 with nothing on the board to say why (only the round's scoring screen did).

The ties and their order are the card engine's (`scoring.ties_if_ended_now`, the market
board's `ties_decided` with the card game's tie order); this module only draws them.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.card.cards import artist_name
from game.card.scoring import changed_by_own_face_down, ties_if_ended_now
from game.i18n import _, sentences
from game.shared import tied_and_placed

from .. import ui
from ..card_art import CardArt
from ..round_summary import said_ties
from .board import TIE_INDENT, draw_tie_mark, draw_tie_note, note_weight
from .down_mark import figure_spots
from .worth import tie_sentences

#: The footnote lines the board always keeps room for (`display.NOTE_LINES`).
NOTE_LINES = 2

#: What the board's second footnote line says, for the words on a tie (`TieNote.of`).
FREE, YIELDS, KEPT = "free", "yields", "kept"

#: The legend of the mark where the ties cannot be named under the board (several ties, a
#: narrow board and the second footnote line taken): the row's help names them.
# i18n: under the card game's market board, after the mark (a claret "=", drawn) beside the
# figures a tie decided, where the ties themselves do not fit; keep it short, one line
TIE_LEGEND = _("tie: the artist further left on the board ranks higher")


@dataclass(frozen=True)
class TieNote:
    """The ties the board shows: `tied`, the artists whose figure is marked; `said`, the words
    under the footnotes ("" for none); `line`, the footnote line they start on (1: the
    second, 2: the third; 0: the first, right of its words, `BESIDE`); `room`, the pixels
    they need under the lines the board always keeps (`NOTE_LINES`); `help`, the row's
    help's words on them."""
    tied: tuple[int, ...] = ()
    said: str = ""
    line: int = 1
    room: int = 0
    help: str = ""

    @classmethod
    def of(cls, ctx, v, now, second: str, width: int, pitch: int, spare: int,
           first: int = 0) -> "TieNote":
        """The ties of view `v` the board shows with value hints (`now`, the hint row's
        figures; None without hints), said `width` pixels wide under the footnote lines the
        board keeps (`NOTE_LINES`, `pitch` apart), in at most `spare` pixels more. The second
        line is `FREE`, or says something that `YIELDS` to the ties (the legend of one's own
        face-down cards: each mark has its own help) or that is `KEPT` (the no-card mark's,
        the legend of "+1" at scoring). The ties are named where they fit, else the mark's legend
        (`TIE_LEGEND`) stands, each under the second line before on it; else on the first line,
        right of its words (`first` pixels wide), where they fit there on one line: a Chinese
        line stands taller than its pitch, and with the second line kept no line was left
        under it (1280×720 and 1920×1080, 2 to 5 players); else nothing under the board (the
        row's help says it)."""
        ties = board_ties(v) if now else ()
        if not ties:
            return cls()

        def name(a: int) -> str:
            return artist_name(a, v.config.theme)
        # Only a figure worth something is marked: a tie mark beside a "–" read as a
        # contradiction (the words on the tie still say why that artist was left out).
        tied = tied_and_placed(ties, [a for a, worth in enumerate(now) if worth])
        helps = said_ties(ties, name, card=True)
        forms = (tie_sentences(ties, name), TIE_LEGEND)
        lines = {FREE: (1,), YIELDS: (2, 1), KEPT: (2,)}[second]
        for line, said in ((line, said) for line in lines for said in forms):
            room = max(0, (line - NOTE_LINES) * pitch + drawn_height(ctx, said, width))
            if room <= spare:
                return cls(tied, said, line, room, helps)
        beside = width - first - ctx.px(BESIDE)
        said = next((said for said in forms if one_line(ctx, said) <= beside), "")
        return cls(tied, said, 0 if said else 1, 0, helps)

    @property
    def on_second(self) -> bool:
        """Whether the words stand on the board's second footnote line."""
        return bool(self.said) and self.line == 1

    def tip(self, row_tip):
        """The row's help (`row_tip`), the ties said after it as the round's scoring says
        them."""
        return sentences((row_tip, self.help)) if self.help else row_tip

    def draw_marks(self, surf, ctx, cart: CardArt, v, now, row: pygame.Rect,
                   columns: tuple[int, int]) -> None:
        """The mark beside each tied artist's figure (`now`, drawn at 14 in its column in
        `row`): right of the figure, and of the face-down card beside it when the seat's own
        face-down cards changed it (`down_mark.figure_spots`, which keeps both in the
        column)."""
        px = ctx.px
        x0, col_w = columns
        down = changed_by_own_face_down(v)
        for a in self.tied:
            x = figure_spots(ctx, cart, str(now[a]) if now[a] else "–", (x0 + a * col_w, col_w),
                             a in down, True)[2]
            draw_tie_mark(surf, ctx, (x, row.centery - px(7)))

    def figure_words(self, v) -> dict[int, str]:
        """Each tied artist's words on its tie, as its column's help says them, for the help
        of a figure that has one of its own (`down_mark`)."""
        return {a: column_ties(v, a) for a in self.tied}

    def draw_words(self, surf, ctx, note: pygame.Rect, pitch: int, regions: list,
                   row_tip) -> None:
        """The words under the footnotes, the first of which is `note` (`pitch` apart), on
        their `line`, with the row's help (`row_tip`, topmost)."""
        if not self.said:
            return
        at = pygame.Rect(note.x, note.y + self.line * pitch, note.w, 0)
        if not self.line:           # right of the first line's words, flush with its end
            at.x, at.w = note.right - one_line(ctx, self.said), one_line(ctx, self.said)
        said = draw_tie_note(surf, ctx, self.said, at)
        regions.insert(0, (said, row_tip))


def board_ties(v) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The ties the board says, the engine's (`ties_if_ended_now`) at one card or more: a tie
    at 0 (under "Always three", the token of an artist with no card in play) is the no-card
    mark's to say, whose footnote and help say it already."""
    return tuple((n, group) for n, group in ties_if_ended_now(v) if n)


def column_ties(v, artist: int) -> str:
    """The words on a tie of `artist` for its column's help, as the row's help says them
    ("" for none), as the auction board's column says its ties."""
    return said_ties([(n, group) for n, group in board_ties(v) if artist in group],
                     lambda a: artist_name(a, v.config.theme), card=True)


#: The least design pixels between the first footnote line's words and the words on a tie
#: right of them (`TieNote.of`).
BESIDE = 12


def one_line(ctx, said) -> int:
    """The pixels the words on a tie take on one line, their mark before them
    (`board.draw_tie_note`)."""
    return ctx.text.size(ctx.text.shown(said), ctx.px(ui.READ_LEAST), note_weight(ctx))[0] + \
        ctx.px(TIE_INDENT) + 1


def drawn_height(ctx, said: str, width: int) -> int:
    """The pixels the words on a tie take drawn `width` wide (`board.draw_tie_note`): their
    lines' pitch, the last line as tall as its words are drawn (a Chinese line is taller than
    its pitch: 18 pixels at 1280×720, where `ui.wrapped_height` counts 15)."""
    size, weight = ctx.px(ui.READ_LEAST), note_weight(ctx)
    lines = ctx.text.wrap(said, size, width - ctx.px(TIE_INDENT), weight) or [""]
    last = ctx.text.size(lines[-1], size, weight)[1]
    return max(ui.wrapped_height(ctx, said, ui.READ_LEAST, width - ctx.px(TIE_INDENT), weight),
               (len(lines) - 1) * int(size * 1.25) + last)
