"""One saved game in the save/load screen's list (scenes/saves.py): its name and the options it
is played with, and under them the game, the players, the round, the variant and the date."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import join_text

from . import ui
from .session.storage import SaveInfo

if TYPE_CHECKING:
    from .saves import SavesScene


class SaveRow(ui.Widget):
    """One saved game in the list; click selects it, Enter (when focused) loads it."""

    def __init__(self, scene: "SavesScene", info: SaveInfo) -> None:
        super().__init__(tooltip=info.problem)
        self.scene = scene
        self.info = info

    def contains(self, pos) -> bool:
        """Only the part of the row inside the list's window can be clicked."""
        return self.rect.collidepoint(pos) and self.scene.list_rect.collidepoint(pos)

    def activate(self) -> None:
        """Enter on a row loads that game."""
        self.scene.select(self)
        self.scene.load()

    def draw(self, surface: pygame.Surface, ctx, chosen: bool = False) -> None:
        """The save's name with the options it is played with beside it, and under them the
        game, the players, the round, the variant and the date."""
        px, info, rect = ctx.px, self.info, self.rect
        fill = (70, 62, 40) if chosen else ((48, 52, 62) if self.hover else (38, 42, 50))
        ui.blit_panel(surface, ctx, rect, fill=fill, radius=px(8),
                      border=ui.BRASS if chosen else None)
        room = rect.w - px(28)
        # Each line centred on its own height, so a taller typeface (a Chinese name, the
        # Chinese screen) sits where Latin letters do; anchored by its top, it fell onto the
        # line under it.
        top, below = rect.y + rect.h * 31 // 100, rect.y + rect.h * 71 // 100
        title = ui.text(surface, ctx, ui.clipped(ctx, info.label, 16, room, "bold"), 16,
                        (rect.x + px(14), top), ui.PAPER, "bold", "midleft")
        self.tooltip = info.problem
        if info.options:
            # The options a player recognises the table by, on the name's line; cut to the
            # room left, they are all in the row's help.
            left = rect.right - px(14) - (title.right + px(18))
            shown = ctx.text.shown(info.options_line)
            fits = ui.clipped(ctx, shown, 13, left)
            if fits != shown:
                self.tooltip = join_text("\n", info.options)
            if left > px(60):
                ui.text(surface, ctx, fits, 13, (rect.right - px(14), top), ui.BRASS_LIGHT,
                        "regular", "midright")
        colour = (255, 170, 150) if info.problem else ui.PAPER_DIM
        line = ctx.text.shown(info.summary_with(info.people, options=False))
        if info.problem is None and ctx.text.size(line, px(13))[0] > room:
            # Five long names (with their points) are cut, never the round and the date
            # after them; the row's help has the whole line.
            self.tooltip = self.tooltip or info.summary
            names = ctx.text.shown(info.people)
            fit = room - ctx.text.size(ctx.text.shown(info.summary_with("", options=False)),
                                       px(13))[0]
            while fit > 0 and ctx.text.size(line, px(13))[0] > room:
                line = ctx.text.shown(info.summary_with(ui.clipped(ctx, names, 13, fit),
                                                        options=False))
                fit -= px(8)
        # A long problem is cut; the tooltip has it all.
        line = ui.clipped(ctx, line, 13, room)
        ui.text(surface, ctx, line, 13, (rect.x + px(14), below), colour, "regular", "midleft")

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        inside = hasattr(event, "pos") and self.contains(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.hover = inside
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and inside:
            self.scene.select(self)
            return True
        return False
