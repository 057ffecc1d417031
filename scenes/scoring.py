"""The round-scoring overlay of either game: counts per artist, the leading artists, value tokens
sliding onto this round's row of the market board, then every seat's line — the auction game's
paintings turning into money, the card game's display turning into points and a running total.
What it shows comes from `round_summary`, one shape for both games."""
from __future__ import annotations

import pygame

from game.i18n import _, join_text

from . import ui
from .focus import RING_PAD, FocusRing
from .painting_row import PaintingRow, painting_row
from .round_summary import (AWARDS, BARS_ADDED, BARS_TURNED, WORTH, RoundSummary, SeatLine,
                            by_artist, round_label, summarise)
from .scoring_board import (BAR_H, COUNT_GAP, COUNT_SIZE, COUNT_TIME, TOKEN_TIME, draw_bar,
                            draw_board, ease, worths_shown)
from .stack import Scene
from .name_fit import fitted_name

PAY_TIME = 0.5        # per player paid
PAINTING_W = 36       # a sold painting's width in a seat's line
#: How far a painting fades as it is sold to the bank (the share of it that goes): sold, yet
#: its artist still recognisable (faded by 0.7, the paintings were hard to tell apart).
SOLD_FADE = 0.35
LEGEND_H = 20         # the bars' legend under the artists' names (cards turned up at scoring)
#: The notes' text sizes, largest first: a smaller one only when a taller panel cannot hold
#: the notes (long in German, with a tie, artists that did not lead and the tokens' option).
#: Never under the least a player reads (`ui.READ_LEAST`): at 9 to 11 in italic a German
#: play-tester's tie-break note read as a dense grey block.
NOTE_SIZES = (ui.READ_LEAST,)
NOTE_LEADING = 1.3    # a notes line's height, in text sizes
NOTE_WEIGHT = "regular"       # upright: each note a paragraph of its own
ADDED_SIZE = ui.READ_LEAST    # a seat's words on the cards it added at scoring (card game)
ADDED_LEADING = 1.25          # their line's height, in text sizes
TITLE_SIZE, REASON_SIZE = 32, 15    # the heading, and the reason the round ended under it
#: The room between the notes' last line and the button's focus ring (design pixels), which
#: the overlay draws from its first frame: at 4 the notes sat on the Deal button at 1280x720
#: (play-testers); 14 from the button itself left them 9 over its ring.
NOTE_GAP = 14
#: The panel's least height in each game (design pixels, with its button); taller where its
#: notes or its seats' lines need it (`_fit_notes`). The card game's, 630, was made for its
#: scoring (the awards' row, points and running totals; 600 before the bars' counts had a row
#: of their own and the notes `NOTE_GAP`); the auction game's is only as tall as its board,
#: its notes and its seats' lines take: at 630 it stood a quarter empty with three seats.
PANEL_H = {"auction": 360, "card": 630}
#: A seat's line at its full height (design pixels): shorter only in a window too low for it.
LINE_H = 78


def drawn_height(ctx, words, size: float, weight: str) -> int:
    """The height `words` take drawn at design `size`: the rendered line's, which is taller
    than the typeface's measure of it (39 pixels against 32 for the heading at 1280x720)."""
    return ctx.text.render(words, ctx.px(size), ui.INK, weight).get_height()


class ScoringOverlay(Scene):
    """Shown over the table when a round ends; Continue (or Enter/Space) deals the next round.
    Opened again from the results (`review`), it goes back to them."""

    opaque = False
    name = "scoring"

    def __init__(self, ctx, round_index: int, events, after, auto: bool = False,
                 review: bool = False, note: str = "", hand_over=None, menu=None) -> None:
        super().__init__(ctx)
        #: Where the table under the window has its Menu (a function giving those places, or
        #: None): a click there opens the menu as Esc does (a play-tester clicked it in vain).
        self.menu = menu
        self.round = round_index
        self.view = after
        #: At a shared screen, when a person decides right after this window: called with the
        #: overlay once the whole scoring has shown, to put the hand-over's band under it
        #: (scenes/handover.py, `over`), whose one press names that person, closes the
        #: window and opens their screen. The window then stands above the band, without
        #: its own button.
        self.hand_over = hand_over
        self.handed = False
        #: Words for the seat at this screen only, before the notes under the worths (in the
        #: card game, why it could add no card at this scoring).
        self.note = note
        self.summary: RoundSummary = summarise(round_index, events, after)
        #: (the summary and note they were worked out for, the notes): `notes`.
        self._notes: tuple = (None, None, "")
        #: Each seat's paintings as `painting_row` laid them out, by cards, width and size.
        self._rows: dict[tuple, PaintingRow] = {}
        self.tokens = self.summary.tokens
        self.lines: tuple[SeatLine, ...] = self.summary.lines
        self.t = 0.0
        #: Each artist's bar as last drawn: (artist, its face-up part, its part turned up at
        #: scoring).
        self.bar_parts: list[tuple[int, pygame.Rect, pygame.Rect]] = []
        #: The line saying why the bars leave out cards added at scoring, as last drawn.
        self.added_line: pygame.Rect | None = None
        #: The demo's overlay: it closes itself, and no seat is "you".
        self.auto = auto
        #: A round looked back on from the results: its button goes back there. It shows
        #: finished at once: the player watched it count at the table (it ran again).
        self.review = review
        if review:
            self.t = self.total_time
        label = (_("Back to the results") if review
                 else _("See the final result") if self.summary.last
                 else _("Deal round {round}").format(round=round_index + 2)
                 if self.summary.deals_next
                 # i18n: the scoring overlay's button before a round that deals no cards
                 else _("Start round {round}").format(round=round_index + 2))
        self.button = ui.Button(label, self.close, style="primary", hotkey=pygame.K_RETURN)
        self.button.visible = hand_over is None
        #: Tab or an arrow key shows a focus ring on the button; Enter or Space presses it.
        self.focus = FocusRing([self.button] if hand_over is None else [], arrows="both")
        if hand_over is None:
            self.focus.start_on(self.button)
        self.layout()

    @property
    def notes(self) -> str:
        """What the overlay says under the worths: the seat's own note, then the summary's
        (`RoundSummary.notes`: ties, artists out of the places, a token nobody got, the
        tokens' option), worked out once for the summary and note shown, not in every frame."""
        summary, note, notes = self._notes
        if summary is not self.summary or note != self.note:
            notes = join_text("\n", [n for n in (self.note, self.summary.notes) if n])
            self._notes = (self.summary, self.note, notes)
        return notes

    @property
    def at_rest(self) -> bool:
        """Once every part of the scoring has been shown, nothing moves until the player acts."""
        return self.t >= self.total_time

    @property
    def total_time(self) -> float:
        """Seconds until every part of the scoring has been shown."""
        return COUNT_TIME + TOKEN_TIME * len(self.tokens) + PAY_TIME * max(1, len(self.lines)) + 0.3

    def layout(self) -> None:
        """Centre the panel and its button in the window, tall enough for the whole of the
        notes under the board (`_fit_notes`)."""
        self._fitted = None
        self._refit()

    def _place(self, pw: int, ph: int) -> None:
        """The panel `pw` by `ph` in the window's middle, its button and the seats' area."""
        w = self.ctx.size[0]
        px = self.ctx.px
        self.rect = pygame.Rect((w - pw) // 2, (self.room_h - ph) // 2, pw, ph)
        self.button.rect = pygame.Rect(0, 0, px(240), px(46))
        self.button.rect.midbottom = (self.rect.centerx, self.rect.bottom - px(18))
        r = self.rect
        #: The heading's top, the reason's and the columns' (`head`), from the panel's top.
        self.heads = self.head()
        top = self.heads[2]
        #: Where every seat's line goes, right of the board's column.
        self.lines_area = pygame.Rect(r.x + int(r.w * 0.56), r.y + top,
                                      int(r.w * 0.44) - px(24), r.h - top - self.foot)

    @property
    def title(self) -> str:
        """The window's heading: which round is scored."""
        return _("Round {round} is scored").format(round=self.round + 1)

    def head(self) -> tuple[int, int, int]:
        """Down the panel's head, from its top: the heading's top, the reason's (why the round
        ended) and the columns', each under the one before by the text's own height. At fixed
        places the heading ran into the reason in the CJK typeface, taller than Lato."""
        px = self.ctx.px
        reason_y = px(14) + drawn_height(self.ctx, self.title, TITLE_SIZE, "black")
        reason_h = drawn_height(self.ctx, self.summary.reason, REASON_SIZE, "italic") \
            if self.summary.reason else 0
        return px(14), reason_y, reason_y + reason_h + px(10)

    @property
    def room_h(self) -> int:
        """The window's height the panel stands in: all of it, or above the hand-over's band."""
        if self.hand_over is None:
            return self.ctx.size[1]
        return ui.foot_band(self.ctx).top - self.ctx.px(4)

    @property
    def foot(self) -> int:
        """The panel's foot under its columns: the button's row, or a margin without it."""
        return self.ctx.px(78 if self.hand_over is None else 20)

    def _refit(self) -> None:
        """Lay the overlay out again when the window, the notes or their language changed
        (the notes are words in the player's language, which may change meanwhile)."""
        shown = self.ctx.text.shown
        key = (self.ctx.size, shown(self.notes) if self.notes else "", shown(self.title))
        if self._fitted is None or self._fitted[0] != key:
            self._fitted = (key,) + self._fit_notes(self.notes)

    def _fit_notes(self, notes) -> tuple[int, list[str], pygame.Rect]:
        """Place the panel for `notes` (translated as they are wrapped) and return their size,
        lines and box: the panel as designed when the notes fit under the board above the
        button; else taller, up to the window's edges, then the text a step smaller, until
        every line shows (never cut)."""
        w, h = self.ctx.size[0], self.room_h
        px = self.ctx.px
        pw = min(w - px(40), px(980))
        base = min(h - px(40), px(PANEL_H.get(self.summary.game, max(PANEL_H.values())))
                   - px(78) + self.foot)
        most = max(base, h - px(12))
        heights = list(range(base, most, px(6))) + [most]
        fit = None
        for size in NOTE_SIZES:
            for ph in heights:
                self._place(pw, ph)
                fit = self._notes_box(notes, size)
                if fit[2].h >= len(fit[1]) * self.note_step(fit[0], fit[1]) \
                        and self.lines_end <= self.lines_area.bottom \
                        and self.line_height() >= px(LINE_H):
                    return fit
        return fit

    def note_step(self, size: int, lines) -> int:
        """How far apart the notes' `lines` at `size` are, top to top: `NOTE_LEADING` sizes,
        or a line's drawn height where that is more (the CJK typeface's lines stood into
        each other at 1.3)."""
        step = int(self.ctx.px(size) * NOTE_LEADING)
        return max(step, drawn_height(self.ctx, lines[0], size, NOTE_WEIGHT)) if lines else step

    def _notes_box(self, notes, size: int) -> tuple[int, list[str], pygame.Rect]:
        """The notes at `size` in the panel as placed now: (size, lines, the room they have,
        from under the worths down to the button)."""
        px = self.ctx.px
        area = self.board_area
        y = self.board_rows()[-1] + px(28)
        # Under the seats' lines too when they end above the notes (up to four seats): the
        # why of a 0 or of a missing token takes more words than the column has room for.
        right = self.rect.right - px(24) if self.lines_end <= y else area.right
        bottom = (self.button.rect.top - px(RING_PAD) - 1 - px(NOTE_GAP)
                  if self.hand_over is None
                  else self.rect.bottom - px(16))
        box = pygame.Rect(area.x + px(4), y, right - area.x - px(8), bottom - y)
        lines = self.ctx.text.wrap(notes, px(size), box.w, NOTE_WEIGHT) if notes else []
        return size, lines, box

    @property
    def board_area(self) -> pygame.Rect:
        """The board's column: the counts, the market board's rows, the worths, the notes."""
        r, px, top = self.rect, self.ctx.px, self.heads[2]
        return pygame.Rect(r.x + px(24), r.y + top, int(r.w * 0.52), r.h - top - self.foot)

    def board_rows(self) -> tuple[int, int, int, int, int]:
        """Down the board's column: the bars' top, the board's first row, a row's height,
        the awards' row (the card game) and the worths' row."""
        px, sm = self.ctx.px, self.summary
        # The counts' row over the tracks, as tall as a count drawn (`COUNT_SIZE`), a gap
        # under it: a count riding its bar's top sat on it, a 0 inside its empty track.
        bar_top = self.board_area.y + drawn_height(self.ctx, "0", COUNT_SIZE, "black") \
            + px(COUNT_GAP)
        grid_top = bar_top + px(BAR_H) + px(74) + sum(
            self.legend_height(lines) for _left, _words, lines in self.legends())
        row_h = px(34) if sm.awards is None else px(30)
        awards = grid_top + len(sm.board) * row_h + px(6)
        worths = awards + (row_h if sm.awards is not None else 0)
        return bar_top, grid_top, row_h, awards, worths

    def line_height(self) -> int:
        """The height of one seat's line (they share the lines' area, up to a most)."""
        px = self.ctx.px
        return min(px(LINE_H), (self.lines_area.h - px(40)) // max(1, len(self.lines)))

    def added_lines(self, line: SeatLine) -> list[str]:
        """A seat's words on the cards it added at scoring (`RoundSummary.added_words`) in
        the lines they take, whole, in the seats' column. Cut with "…" to one line, three
        added cards lost what they were worth ("…, Karl Gitter), worth 18 of these…")."""
        words = self.summary.added_words(line)
        weight = "bold" if line.added else "regular"
        return self.ctx.text.wrap(words, self.ctx.px(ADDED_SIZE), self.lines_area.w,
                                  weight) if words else []

    def line_heights(self) -> list[int]:
        """Each seat's line's height: `line_height`, and a line of words more for each line
        more its added cards' words take."""
        more = int(self.ctx.px(ADDED_SIZE) * ADDED_LEADING)
        return [self.line_height() + more * max(0, len(self.added_lines(line)) - 1)
                for line in self.lines]

    @property
    def lines_end(self) -> int:
        """The bottom of the last seat's line."""
        return self.lines_area.y + self.ctx.px(34) + sum(self.line_heights())

    def resize(self, size) -> None:
        self.layout()

    def close(self) -> None:
        """Continue to the next deal (with a hand-over's band, only its press does)."""
        if self.hand_over is not None:
            return
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()

    def handle_event(self, event) -> bool:
        if self.t >= self.total_time and self.focus.handle_event(event):
            return True
        # With the hand-over's band to come, Enter, the band's key, only finishes the counting.
        keys = (pygame.K_SPACE, pygame.K_ESCAPE) + (
            (pygame.K_RETURN, pygame.K_KP_ENTER) if self.hand_over is not None else ())
        if event.type == pygame.KEYDOWN and event.key in keys:
            # A round looked back on from the results: Esc goes back at once, as it leaves every
            # other screen (it only finished the counting, and a second Esc went back).
            if self.t < self.total_time and not (self.review and event.key == pygame.K_ESCAPE):
                self.t = self.total_time
            elif event.key == pygame.K_ESCAPE and not (self.review or self.auto):
                # Over the table Esc is the menu, as at the table: it dealt the next round,
                # and the round's review was gone by a key meant to pause.
                self.ctx.stack.open("pause")
            else:
                self.close()
            return True
        if self.button.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.menu is not None and not (self.review or self.auto) \
                    and not self.rect.collidepoint(event.pos) \
                    and any(spot.collidepoint(event.pos) for spot in self.menu()):
                self.ctx.stack.open("pause")
                return True
            self.t = max(self.t, self.total_time)
        return True   # a modal overlay: nothing reaches the table below

    def update(self, dt: float) -> None:
        self._refit()
        scale = self.ctx.settings.animation_scale
        before = self.t
        self.t += dt / scale if scale > 0 else self.total_time
        if before < self.total_time <= self.t:
            self.ctx.moment("scored", f"round {self.round + 1}")
        if self.hand_over is not None and not self.handed and before >= self.total_time:
            # The band that names the next person, once the whole scoring has been drawn.
            self.handed = True
            self.hand_over(self)
        if self.auto and self.t > self.total_time + 2.5:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        ctx, r = self.ctx, self.rect
        ui.paper_dialog(surface, ctx, r)
        title_y, reason_y, _top = self.heads
        ui.text(surface, ctx, self.title, TITLE_SIZE, (r.centerx, r.y + title_y), ui.INK,
                "black", "midtop")
        ui.text(surface, ctx, self.summary.reason, REASON_SIZE, (r.centerx, r.y + reason_y),
                ui.INK_SOFT, "italic", "midtop")
        draw_board(self, surface, self.board_area)    # scoring_board.py
        if worths_shown(self) and self.notes:
            self._draw_notes(surface)
        self._draw_lines(surface, self.lines_area)
        self.button.draw(surface, ctx)
        self.focus.draw(surface, ctx)

    def legends(self) -> list[tuple[int, object, list[str]]]:
        """The bars' legends shown, each (its words' left, its words, their lines): the striped
        part's (`BARS_TURNED`, beside its swatch), and why the bars leave out the cards added
        at scoring (`BARS_ADDED`: in line with it, or alone from the column's edge), wrapped
        in the board's column. On one line the German ran into the seats' column ("… nicht
        für das Ende der Runde" under "Punkte dieser Runde")."""
        px, area, sm = self.ctx.px, self.board_area, self.summary
        left = area.x + px(4) + (px(18) + px(6) if any(sm.turned) else 0)
        shown = [words for words, here in ((BARS_TURNED, sm.turned), (BARS_ADDED, sm.added))
                 if any(here)]
        return [(left, words, self.ctx.text.wrap(words, px(ui.READ_LEAST),
                                                 area.right - left - px(2), "regular"))
                for words in shown]

    def legend_height(self, lines) -> int:
        """The height of a bars' legend of `lines`: `LEGEND_H`, and a line's more each."""
        return self.ctx.px(LEGEND_H) + (len(lines) - 1) * int(self.ctx.least_px() * 1.25)

    def draw_legends(self, surface, area: pygame.Rect, y: int) -> None:
        """The bars' legends (`legends`) from `y` down, the striped part's beside its swatch."""
        ctx, px = self.ctx, self.ctx.px
        self.added_line = None
        for left, words, lines in self.legends():
            if words is BARS_TURNED:
                swatch = pygame.Rect(area.x + px(4), y + px(2), px(18), px(11))
                draw_bar(surface, ctx, ui.INK_SOFT,
                         pygame.Rect(swatch.x, swatch.bottom, swatch.w, 0), swatch)
            step, middle = int(ctx.least_px() * 1.25), y + px(2) + px(11) // 2
            drawn = [ui.text(surface, ctx, line, ui.READ_LEAST, (left, middle + k * step),
                             ui.INK_SOFT, "regular", "midleft") for k, line in enumerate(lines)]
            if words is BARS_ADDED:
                self.added_line = drawn[0].unionall(drawn[1:])
            y += self.legend_height(lines)

    def _draw_notes(self, surface) -> None:
        """Why equal counts placed as they did, why an artist holding tokens is worth 0, why
        a token went to nobody (and, in the card game, when fewer than three artists were in
        play, the value tokens' option), under the worths: every line, in the room the layout
        made for them (`_fit_notes`)."""
        ctx = self.ctx
        _key, size, _lines, box = self._fitted
        # The lines the layout measured, wrapped again from the notes' words (cached).
        lines = ctx.text.wrap(self.notes, ctx.px(size), box.w, NOTE_WEIGHT)
        line_h = self.note_step(size, lines)
        y = box.y
        for line in lines:
            surface.blit(ctx.text.render(line, ctx.px(size), ui.INK, NOTE_WEIGHT), (box.x, y))
            y += line_h

    def columns(self, area: pygame.Rect) -> tuple[int, int]:
        """Where the artists' first column starts in the board's column `area`, and their
        width: right of the rows' labels (R1…, the awards, the worths), as wide as the widest
        of them in the player's language. The first artist's figures ran into a label wider
        than its room ("Valore20" in Italian)."""
        px, sm = self.ctx.px, self.summary
        labels = [round_label(r) for r in range(len(sm.board))] + [WORTH] + (
            [AWARDS] if sm.awards is not None else [])
        room = max(self.ctx.text.size(label, px(11), "bold")[0] for label in labels) + px(10)
        return area.x + room, (area.w - room) // max(1, len(sm.counts))

    def _draw_lines(self, surface, area: pygame.Rect) -> None:
        """Every seat's line, one after another: what scored, what it earned."""
        ctx, px, sm = self.ctx, self.ctx.px, self.summary
        ui.text(surface, ctx, sm.heading, 17, (area.x, area.y), ui.INK, "black")
        start = COUNT_TIME + TOKEN_TIME * len(self.tokens)
        y = area.y + px(34)
        for i, (line, row_h) in enumerate(zip(self.lines, self.line_heights())):
            p = ease((self.t - start - i * PAY_TIME) / PAY_TIME)
            # "(you)" for the seat at this screen; nobody's in the demo, which plays itself
            mine = line.seat == self.view.seat and not self.auto
            name, size = fitted_name(ctx, line.name, 15, self._name_room(line, area), "bold",
                                     frame=_("{name} (you)") if mine else "{name}")
            ui.text(surface, ctx, name, size, (area.x, y), ui.INK, "bold")
            cards = pygame.Rect(area.x, y + px(20), area.w - px(130), row_h - px(22))
            if not line.cards:
                ui.text(surface, ctx, _("nothing scored this round") if sm.unit else
                        _("no paintings this round"), 13, (cards.x, cards.y + px(6)),
                        ui.INK_SOFT, "italic")
            elif sm.game == "card":
                self._draw_display(surface, line.cards, cards)
                self._draw_added_by(surface, line, area, y + px(50))
            else:
                self._draw_paintings(surface, line.cards, cards, p)
            if p > 0:
                self._draw_amount(surface, line, area.right, y)
            y += row_h

    def _name_room(self, line: SeatLine, area: pygame.Rect) -> int:
        """The pixels a seat's name has on its line: the line's width, less the card game's
        "total 8" at its end (a name of 24 Chinese characters ran under it)."""
        if line.total is None or not self.summary.unit:
            return area.w
        total = _("total {points}").format(points=line.total)
        return area.w - self.ctx.px(8 + 12) - self.ctx.text.size(total, self.ctx.px(12),
                                                                  "bold")[0]

    def painting_row(self, cards, width: int) -> PaintingRow:
        """Where a seat's paintings go in its line `width` pixels wide (`painting_row`): every
        one of them, overlapping by artist when they do not fit side by side. Worked out once
        per seat's cards, width and size of the window, not in every frame it is drawn."""
        ctx, px = self.ctx, self.ctx.px
        key = (tuple(c.id for c in cards), width, px(PAINTING_W), tuple(self.summary.values))
        row = self._rows.get(key)
        if row is None:
            row = self._rows[key] = painting_row(
                cards, self.summary.values, width, px(PAINTING_W), px(4),
                lambda t: ctx.text.size(t, px(12), "black")[0])
        return row

    def _draw_paintings(self, surface, cards, r: pygame.Rect, p: float) -> None:
        """The auction game's bought paintings, each with its worth, fading as they are sold;
        all of them, however many (`painting_row`), so the worths add up to the payout."""
        ctx, px = self.ctx, self.ctx.px
        row = self.painting_row(cards, r.w)
        band = ctx.art.banner_rect(px(PAINTING_W))
        for c, x in zip(row.cards, row.xs):
            face = ctx.art.card_face(c, px(PAINTING_W))
            if p > 0:
                face = face.copy()
                face.set_alpha(int(255 * (1 - SOLD_FADE * p)))
            surface.blit(face, (r.x + x, r.y))
            # The artist by its band's colour, unfaded and bare, as the bars above show it
            # with its name: written on a tile this small the name was tiny and faded with
            # the painting ("Christin", "Lite Metal"), too small to read.
            pygame.draw.rect(surface, ctx.art.artist_colour(c.artist),
                             band.move(r.x + x, r.y), border_radius=max(1, band.h // 3))
        if p <= 0.2:
            return
        for text, x, worth in row.labels:
            pos = (r.x + x, r.y + px(25))
            # On a paper ground, to be read over a painting that stays clear (and over fanned
            # cards).
            size = ctx.text.size(text, px(12), "black")
            pill = pygame.Rect(0, 0, size[0] + px(6), size[1])
            pill.center = pos
            pygame.draw.rect(surface, ui.PAPER, pill, border_radius=px(4))
            ui.text(surface, ctx, text, 12, pos, ui.GREEN if worth else ui.MUTED, "black",
                    "center")

    def _draw_display(self, surface, cards, r: pygame.Rect) -> None:
        """The card game's display that scored, grouped by artist: emblem, how many, worth;
        only the leading artists' cards, those that score ("1×0" stood beside an artist that
        did not lead, as if it owed something), or words saying none of them leads."""
        ctx, px, values = self.ctx, self.ctx.px, self.summary.values
        x = r.x
        size = px(24)
        scoring = [(artist, n) for artist, n in by_artist(cards) if values[artist]]
        if not scoring:
            ui.text(surface, ctx, _("No card of a leading artist: nothing scores."), 12,
                    (x, r.y + px(2) + size // 2), ui.INK_SOFT, "regular", "midleft")
            return
        for artist, n in scoring:
            emb = ctx.art.artist_emblem(artist, size)
            surface.blit(emb, (x, r.y + px(2)))
            t = ui.text(surface, ctx, f"{n}×{values[artist]}", 13,
                        (x + size + px(4), r.y + px(2) + size // 2), ui.GREEN, "black",
                        "midleft")
            x = t.right + px(12)
            if x > r.right - px(60):
                break

    def _draw_added_by(self, surface, line: SeatLine, area: pygame.Rect, y: int) -> None:
        """Under a seat's display, the cards it added from hand at scoring and what they
        scored, or that it added none (`RoundSummary.added_words`): someone who looked away
        while the others added sees here who added what."""
        ctx = self.ctx
        weight = "bold" if line.added else "regular"
        for k, words in enumerate(self.added_lines(line)):
            ui.text(surface, ctx, words, ADDED_SIZE,
                    (area.x, y + k * int(ctx.px(ADDED_SIZE) * ADDED_LEADING)),
                    ui.INK if line.added else ui.INK_SOFT, weight)

    def _draw_amount(self, surface, line: SeatLine, right: int, y: int) -> None:
        """What a seat earned this round (and the card game's total), its final figures from
        the moment its line is paid: counting up, a seat that scored 25 read "+4,
        total 4" for a while. The paintings fading as they are sold are the animation."""
        ctx, px = self.ctx, self.ctx.px
        amount = line.amount
        colour = ui.GREEN if line.amount else ui.INK_SOFT
        if self.summary.unit:
            top = y + px(16)
            if line.total is not None:
                # i18n: the card game's total of points after this round
                total = ui.text(surface, ctx, _("total {points}").format(points=line.total),
                                12, (right - px(8), y), ui.INK_SOFT, "bold", "topright")
                top = max(top, total.bottom)     # under it: in Chinese 總計 stood on the +N
            ui.text(surface, ctx, f"+{amount}", 24, (right - px(8), top), colour, "black",
                    "topright")
            return
        coin = ctx.art.coin(px(26))
        surface.blit(coin, (right - px(110), y + px(24)))
        ui.text(surface, ctx, f"+{amount}", 24, (right - px(78), y + px(22)), colour, "black")
