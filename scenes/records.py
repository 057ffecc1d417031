"""The Records screen: your games against computers, one section for each game of the box (its
title from game.registry), wins, places and your best money or points by the computers (their
level, or a mixed table's mix) and the number of players; under them your last games, newest
first, each with its date, options, table and result (scenes/session/records.py keeps them,
scenes/records_games.py words them). What does not fit scrolls: the wheel, the arrow keys,
Page Up / Page Down, Home and End."""
from __future__ import annotations

import pygame

from game.i18n import _, n_

from . import records_games as words, ui
from .focus import FocusRing
from .session.levels import level_info
from .session.records import Records

#: Where each column starts from the sheet's left edge (design pixels): the computers, the
#: table, games, wins, the average place, the best money or points.
COLUMNS = (40, 380, 530, 630, 730, 880)
#: Where the last games' columns start: the date; the game and its table; your result and
#: the winner's.
GAME_COLUMNS = (40, 220, 720)
#: How many of the last games the screen lists.
LAST_GAMES = 10
#: Design heights: a section's title, its column heads, a line; a last game's two lines.
TITLE_H, HEADS_H, LINE_H, GAME_H = 32, 28, 28, 50

#: The head of each game's last column: what its best result counts. "Best" alone over 370
#: and over 82 left a newcomer to guess money from points.
BEST = {
    # i18n: the Records screen's column of your best final money in the auction game
    "auction": _("Best money"),
    # i18n: the Records screen's column of your best final points in the card game
    "card": _("Best points"),
    # i18n: the Records screen's column of your best final result, in a game this version
    # does not know
    "": _("Best"),
}
#: The column written as a decimal in the player's language (the average place).
DECIMAL_COLUMN = 4


class RecordsScene(ui.ButtonDialog):
    """Wins and places by table and player count, and the last games; Esc or Back returns."""

    name = "records"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        store = getattr(ctx, "store", None)
        self.records = Records(getattr(store, "folder", None))
        #: The newest damaged records file set aside, if any (named under the lines).
        kept = self.records.kept_aside()
        self.kept = kept[-1].name if kept else None
        self.back = ui.Button(_("Back"), self.close, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.back]
        # Back is all there is to press: its ring shows from the start, so Enter goes back as
        # it does from the game log (it did nothing until Tab or an arrow showed the ring).
        # The arrows scroll the lines.
        self.focus = FocusRing(lambda: self.buttons, arrows="none", shown=True)
        self.focus.focus(self.back)
        #: The note on the damaged file, and where it goes (set by `layout`).
        self.note, self.note_box = "", pygame.Rect(0, 0, 0, 0)
        #: How far the lines are scrolled (pixels), and where the pointer is (for a cut
        #: line's whole words).
        self.scroll, self.pointer = 0, (-1, -1)
        self.layout()

    def layout(self) -> None:
        """Where everything goes at this window size: the sheet, Back, the note on a damaged
        records file (wrapped once here, not at every frame) and the scrolled lines' room."""
        ctx, px = self.ctx, self.ctx.px
        w, h = ctx.size
        self.rect = pygame.Rect(0, 0, min(w - px(40), px(1040)), min(h - px(40), px(660)))
        self.rect.center = (w // 2, h // 2)
        self.back.rect = pygame.Rect(0, 0, px(200), px(46))
        self.back.rect.midbottom = (self.rect.centerx, self.rect.bottom - px(20))
        self.note, self.note_box = "", pygame.Rect(0, self.back.rect.top - px(12), 0, 0)
        if self.kept is not None:
            # i18n: {name} is the file kept beside the records ("records.json.damaged-2026…")
            self.note = _("An earlier records file could not be read: it was kept as {name}, "
                          "and its games are not counted here.").format(name=self.kept)
            box = pygame.Rect(self.rect.x + px(40), 0, self.rect.w - px(80), 0)
            box.h = ui.wrapped_height(ctx, self.note, 13, box.w)
            box.bottom = self.back.rect.top - px(12)
            self.note_box = box
        top = self.rect.y + px(68)
        bottom = self.note_box.y - (px(8) if self.note else 0)
        self.body = pygame.Rect(self.rect.x, top, self.rect.w - px(18), bottom - top)
        self.items = self._items()
        self.scroll = min(self.scroll, self.max_scroll)

    @property
    def content_h(self) -> int:
        """The height of all the lines, scrolled or not."""
        return max((y + h for _kind, y, h, _data in self.items), default=0)

    @property
    def max_scroll(self) -> int:
        """How far the lines can scroll, in pixels."""
        return max(0, self.content_h - self.body.h)

    def close(self) -> None:
        self.ctx.stack.pop()

    def rows(self, game: str = "auction") -> list[tuple[str, ...]]:
        """One game's lines, weakest computers first, mixed tables after: computers,
        players, games, wins, mean place, your best money or points ("–" when no game there
        kept it)."""
        strength = {level: i for i, level in enumerate(level_info())}      # weakest first
        out = []
        for (table, players), t in sorted(self.records.tally(game).items(),
                                          key=lambda kv: (strength.get(kv[0][0], len(strength)),
                                                          kv[0][0], kv[0][1])):
            out.append((self.ctx.text.shown(words.table_name(table)),
                        n_("{n} player", "{n} players", players),
                        str(t.games), str(t.wins), f"{t.mean_place:.1f}",
                        "–" if t.best is None else str(t.best)))
        return out

    def sections(self) -> list[tuple[str, list[tuple[str, ...]]]]:
        """(the game's title, its lines) for each game played, in the registry's order; a game
        the registry does not know (a newer version's) goes last under its own name."""
        return [(words.game_title(g), self.rows(g)) for g in self._played()]

    def last_games(self) -> list[tuple[str, ...]]:
        """The last games, newest first, each as (date, game and options, table, your result,
        the winner's), in the player's language."""
        shown = self.ctx.text.shown
        return [tuple(shown(part) for part in (words.when(g), words.about(g), words.table(g),
                                               words.yours(g), words.winner(g)))
                for g in self.records.last(LAST_GAMES)]

    def _played(self) -> list[str]:
        """The games played, in the registry's order, a game it does not know last."""
        from game.registry import game_names
        played = self.records.played()
        return [g for g in game_names() if g in played] + \
            [g for g in played if g not in game_names()]

    def _items(self) -> list[tuple[str, int, int, object]]:
        """What the scrolled lines hold, from the top of their room: (kind, y, height, what),
        in pixels; kinds "title", "heads", "row", "more", "none", "game"."""
        ctx, px = self.ctx, self.ctx.px
        items: list[tuple[str, int, int, object]] = []
        y = px(4)
        for game, (title, rows) in zip(self._played(), self.sections()):
            items.append(("title", y, px(TITLE_H), title))
            items.append(("heads", y + px(TITLE_H), px(HEADS_H), BEST.get(game, BEST[""])))
            y += px(TITLE_H + HEADS_H)
            for row in rows:
                items.append(("row", y, px(LINE_H), row))
                y += px(LINE_H)
            y += px(14)
        if not items:
            # A game of two or more people at one screen is not anyone's record
            # (`finished_game`): a newcomer finished one with computers and found nothing.
            empty = _("No games yet. Finish a game alone against computer players and it is "
                      "recorded here: wins and places by level and player count. A game of "
                      "two or more people at one screen is not recorded.")
            height = ui.wrapped_height(ctx, empty, 16, self.body.w - px(80))
            return [("none", y, height, empty)]
        games = self.last_games()
        if games:
            # i18n: the Records screen's list of the games finished last, newest first
            items.append(("title", y, px(TITLE_H), _("Your last games")))
            y += px(TITLE_H)
            for game in games:
                items.append(("game", y, px(GAME_H), game))
                y += px(GAME_H)
        return items

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        step, page = self.ctx.px(LINE_H), max(self.ctx.px(LINE_H), self.body.h - self.ctx.px(40))
        delta = None
        if event.type == pygame.MOUSEWHEEL:
            delta = -event.y * 2 * step
        elif event.type == pygame.KEYDOWN:
            delta = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: page,
                     pygame.K_PAGEUP: -page, pygame.K_HOME: -10 ** 6,
                     pygame.K_END: 10 ** 6}.get(event.key)
        if delta is not None:
            self.scroll = max(0, min(self.max_scroll, self.scroll + delta))
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px, r = self.ctx, self.ctx.px, self.rect
        ui.night_sheet(surface, ctx, r, alpha=235)
        ui.text(surface, ctx, _("Records"), 30, (r.centerx, r.y + px(18)), ui.BRASS_LIGHT, "black",
                "midtop")
        if self.note:
            ui.wrapped(surface, ctx, self.note, 13, self.note_box, ui.PAPER_DIM)
        tip = None
        with ui.clipped_to(surface, self.body):
            for kind, y, h, data in self.items:
                top = self.body.y + y - self.scroll
                if top + h > self.body.y and top < self.body.bottom:
                    tip = self._draw_item(surface, kind, top, h, data) or tip
        self._draw_scrollbar(surface)
        self.back.draw(surface, ctx)
        self.focus.draw(surface, ctx)
        if tip:
            # Above or below the game it tells of, clear of Back where it can be.
            ui.draw_tooltip(surface, ctx, tip[0], self.pointer, avoid=tip[1],
                            clear=[self.back.rect])

    def _draw_item(self, surface, kind: str, y: int, h: int, data):
        """One of the scrolled lines at `y`; the whole words of a cut last game under the
        pointer and where it is (for a tooltip), else None."""
        ctx, px, r = self.ctx, self.ctx.px, self.rect
        if kind == "title":
            ui.text(surface, ctx, data, 20, (r.x + px(30), y), ui.BRASS_LIGHT, "black")
        elif kind == "none":
            ui.wrapped(surface, ctx, data, 16, pygame.Rect(r.x + px(40), y, self.body.w - px(80),
                                                           h), ui.PAPER_DIM)
        elif kind == "heads":
            heads = (_("Computers"), _("Table"), _("Games"), _("Wins"), _("Avg. place"), data)
            for x, head in zip(COLUMNS, heads):
                ui.text(surface, ctx, head, 15, (r.x + px(x), y), ui.BRASS_LIGHT, "bold")
        elif kind == "row":
            for i, (x, cell) in enumerate(zip(COLUMNS, data)):
                if i == DECIMAL_COLUMN:
                    cell = decimal(ctx, cell)
                room = (COLUMNS[i + 1] - x - 12) if i + 1 < len(COLUMNS) else \
                    self.body.right - r.x - x
                ui.text(surface, ctx, ui.clipped(ctx, ctx.text.shown(cell), 16, px(room)), 16,
                        (r.x + px(x), y), ui.PAPER)
        elif kind == "game":
            return self._draw_game(surface, y, h, data)
        return None

    def _draw_game(self, surface, y: int, h: int, parts: tuple[str, ...]):
        """One last game on two lines: the date; the game and its options over the table;
        your result over the winner's. Its whole words when one is cut and it is pointed at."""
        ctx, px, r = self.ctx, self.ctx.px, self.rect
        a, b, c = (r.x + px(x) for x in GAME_COLUMNS)
        pygame.draw.line(surface, ui.BRASS_DARK, (a, y + h - px(4)),
                         (self.body.right - px(12), y + h - px(4)))
        cells = ((parts[0], a, b - a - px(12), 0, ui.PAPER),
                 (parts[1], b, c - b - px(16), 0, ui.PAPER),
                 (parts[2], b, c - b - px(16), 1, ui.PAPER_DIM),
                 (parts[3], c, self.body.right - c, 0, ui.PAPER),
                 (parts[4], c, self.body.right - c, 1, ui.PAPER_DIM))
        cut = False
        for text, x, room, line, colour in cells:
            shown = ui.clipped(ctx, text, 14, room)
            cut = cut or shown != text
            ui.text(surface, ctx, shown, 14, (x, y + px(2 + 21 * line)), colour)
        box = pygame.Rect(r.x, y, self.body.w, h)
        if cut and box.collidepoint(self.pointer) and self.body.collidepoint(self.pointer):
            return "\n".join(p for p in parts if p), box
        return None

    def _draw_scrollbar(self, surface) -> None:
        """Where the lines are scrolled to, at the sheet's right edge (when they scroll)."""
        if not self.max_scroll:
            return
        px, body = self.ctx.px, self.body
        track = pygame.Rect(body.right + px(4), body.y, px(5), body.h)
        pygame.draw.rect(surface, (60, 64, 74), track, border_radius=px(3))
        th = max(px(30), int(track.h * body.h / (body.h + self.max_scroll)))
        ty = track.y + int((track.h - th) * self.scroll / self.max_scroll)
        pygame.draw.rect(surface, ui.BRASS, (track.x, ty, track.w, th), border_radius=px(3))


def decimal(ctx, value: str) -> str:
    """A number with one decimal ("2.5") written the player's language's way ("2,5")."""
    from babel.numbers import format_decimal
    try:
        return format_decimal(float(value), "0.0", locale=ctx.text.words.locale)
    except (ValueError, AttributeError):
        return value
