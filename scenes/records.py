"""The Records screen: your games against computers, one section for each game of the box (its
title from game.registry), wins, places and your best money or points by the computers' level
and the number of players (scenes/session/records.py keeps them)."""
from __future__ import annotations

import pygame

from game.i18n import _, n_
from game.registry import GAMES, game_names

from . import ui
from .focus import FocusRing
from .session.levels import level_info
from .session.records import Records


#: Where each column starts from the sheet's left edge (design pixels): the computers' level,
#: the table, games, wins, the average place, the best money or points.
COLUMNS = (40, 250, 420, 520, 620, 760)

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
    """Wins and places by level and player count; Esc or Back returns."""

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
        self.focus = FocusRing(lambda: self.buttons, shown=True)
        self.focus.focus(self.back)
        #: The note on the damaged file, and where it goes (set by `layout`).
        self.note, self.note_box = "", pygame.Rect(0, 0, 0, 0)
        self.layout()

    def layout(self) -> None:
        """Where everything goes at this window size, the note on a damaged records file
        included (wrapped once here, not at every frame)."""
        ctx, px = self.ctx, self.ctx.px
        w, h = ctx.size
        self.rect = pygame.Rect(0, 0, min(w - px(40), px(900)), min(h - px(40), px(600)))
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

    def close(self) -> None:
        self.ctx.stack.pop()

    def rows(self, game: str = "auction") -> list[tuple[str, ...]]:
        """One game's lines, weakest computers first: level, players, games, wins, mean place,
        your best money or points ("–" when no game there kept it)."""
        out = []
        names = {level: info[0] for level, info in level_info().items()}
        # i18n: the computers' level when they played at different levels
        mixed = _("Mixed")
        strength = {level: i for i, level in enumerate(names)}      # weakest first
        for (level, players), t in sorted(self.records.tally(game).items(),
                                          key=lambda kv: (strength.get(kv[0][0], len(strength)),
                                                          kv[0][0], kv[0][1])):
            name = names.get(level, mixed if level == "mixed" else level.capitalize())
            out.append((name, n_("{n} player", "{n} players", players),
                        str(t.games), str(t.wins), f"{t.mean_place:.1f}",
                        "–" if t.best is None else str(t.best)))
        return out

    def sections(self) -> list[tuple[str, list[tuple[str, ...]]]]:
        """(the game's title, its lines) for each game played, in the registry's order; a game
        the registry does not know (a newer version's) goes last under its own name."""
        return [(GAMES[g].title if g in game_names() else g, self.rows(g))
                for g in self._played()]

    def _played(self) -> list[str]:
        """The games played, in the registry's order, a game it does not know last."""
        played = self.records.played()
        return [g for g in game_names() if g in played] + \
            [g for g in played if g not in game_names()]

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px, r = self.ctx, self.ctx.px, self.rect
        ui.night_sheet(surface, ctx, r, alpha=235)
        ui.text(surface, ctx, _("Records"), 30, (r.centerx, r.y + px(18)), ui.BRASS_LIGHT, "black",
                "midtop")
        sections = self.sections()
        y = r.y + px(72)
        if not sections:
            # A game of two or more people at one screen is not anyone's record
            # (`finished_game`): a newcomer finished one with computers and found nothing here.
            ui.wrapped(surface, ctx, _("No games yet. Finish a game alone against computer "
                                       "players and it is recorded here: wins and places by "
                                       "level and player count. A game of two or more people "
                                       "at one screen is not recorded."), 16,
                       pygame.Rect(r.x + px(40), y, r.w - px(80), px(120)), ui.PAPER_DIM)
        bottom = self.note_box.y
        if self.note:
            ui.wrapped(surface, ctx, self.note, 13, self.note_box, ui.PAPER_DIM)
            bottom -= px(8)
        room = (bottom - y - len(sections) * px(74)) // px(28)
        for game, (title, rows), shown in zip(self._played(), sections, fit_lines(
                [len(rows) for _, rows in sections], room)):
            y = self._draw_section(surface, title, rows, shown, y, BEST.get(game, BEST[""])) \
                + px(14)
        self.back.draw(surface, ctx)
        self.focus.draw(surface, ctx)

    def _draw_section(self, surface, title: str, rows, shown: int, y: int, best: str) -> int:
        """One game's title, the column heads (`best`: what its Best column counts) and
        `shown` lines (the last says how many more when they do not all fit); the y below."""
        ctx, px, r = self.ctx, self.ctx.px, self.rect
        cols = [r.x + px(x) for x in COLUMNS]
        ui.text(surface, ctx, title, 20, (r.x + px(30), y), ui.BRASS_LIGHT, "black")
        y += px(32)
        for x, head in zip(cols, (_("Computers"), _("Table"), _("Games"), _("Wins"),
                                  _("Avg. place"), best)):
            ui.text(surface, ctx, head, 15, (x, y), ui.BRASS_LIGHT, "bold")
        y += px(28)
        cut = shown < len(rows)
        for row in rows[:shown - 1] if cut else rows:
            for i, (x, cell) in enumerate(zip(cols, row)):
                ui.text(surface, ctx, decimal(ctx, cell) if i == DECIMAL_COLUMN else cell, 16,
                        (x, y), ui.PAPER)
            y += px(28)
        if cut and shown > 0:
            ui.text(surface, ctx, n_("… and {n} more", "… and {n} more", len(rows) - shown + 1),
                    15, (cols[0], y), ui.PAPER_DIM)
            y += px(28)
        return y


def decimal(ctx, value: str) -> str:
    """A number with one decimal ("2.5") written the player's language's way ("2,5")."""
    from babel.numbers import format_decimal
    try:
        return format_decimal(float(value), "0.0", locale=ctx.text.words.locale)
    except (ValueError, AttributeError):
        return value


def fit_lines(counts: list[int], room: int) -> list[int]:
    """How many lines each section shows when `room` lines fit in all: share the room
    evenly, and what a short section leaves goes to the longer ones."""
    shown = [0] * len(counts)
    room = max(room, 0)
    while room > 0:
        wanting = [i for i, n in enumerate(counts) if shown[i] < n]
        if not wanting:
            break
        for i in wanting[:room]:
            shown[i] += 1
            room -= 1
    return shown
