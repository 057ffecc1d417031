"""The Rules screen: the rules in the game's own words, every variant and option, each auction
with its icon and a worked example. Scroll with the wheel, arrows or Page keys; the contents
on the left jump to a section."""
from __future__ import annotations

import pygame

from . import ui
from .rules_text import SECTIONS
from .stack import Scene


class RulesScene(Scene):
    """Reachable from the title and the pause menu; Esc or Back returns."""

    name = "rules"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.scroll = 0
        self.page: pygame.Surface | None = None
        self.page_key = None
        self.anchors: list[int] = []
        self.back = ui.Button("Back", self.close, hotkey=pygame.K_ESCAPE)
        self.toc: list[ui.Button] = []
        for i, (title, _, _) in enumerate(SECTIONS):
            self.toc.append(ui.Button(title, (lambda i=i: self.jump(i)), style="dark", size=13))
        # Up/Down and Space scroll the text, so the focus moves by Tab only and Enter uses it.
        self.focus = ui.FocusRing(lambda: self.toc + [self.back], arrows="none",
                                  activate_keys=(pygame.K_RETURN, pygame.K_KP_ENTER))
        self.layout()

    def layout(self) -> None:
        """Place the contents and the text column for the window's size."""
        px = self.ctx.px
        w, h = self.ctx.size
        self.panel = pygame.Rect(px(20), px(20), w - px(40), h - px(40))
        toc_w = px(250)
        # A window smaller than the layout is designed for (the window manager may hand one
        # over) shows part of the text rather than no screen at all.
        self.body = pygame.Rect(self.panel.x + toc_w + px(40), self.panel.y + px(70),
                                max(1, self.panel.right - self.panel.x - toc_w - px(70)),
                                max(1, self.panel.h - px(90)))
        for i, b in enumerate(self.toc):
            b.rect = pygame.Rect(self.panel.x + px(20), self.panel.y + px(70) + i * px(36), toc_w, px(30))
        self.back.rect = pygame.Rect(self.panel.x + px(20), self.panel.bottom - px(60), toc_w, px(44))
        self.page_key = None

    def resize(self, size) -> None:
        self.layout()

    def close(self) -> None:
        """Back to where the rules were opened."""
        self.ctx.stack.pop()

    def jump(self, index: int) -> None:
        """Scroll to a section."""
        self._ensure_page()
        self.scroll = min(self.anchors[index], self.max_scroll)

    @property
    def max_scroll(self) -> int:
        """How far the text can scroll, in pixels."""
        return max(0, (self.page.get_height() if self.page else 0) - self.body.h)

    def _ensure_page(self) -> None:
        """Set the whole text once per window size into one tall surface."""
        key = (self.ctx.size, id(self.ctx.art))
        if self.page_key == key and self.page is not None:
            return
        ctx, px = self.ctx, self.ctx.px
        width = max(px(300), self.body.w)     # the text is set at least this wide, then clipped
        blocks = []
        y = 0
        self.anchors = []
        for title, method, paras in SECTIONS:
            self.anchors.append(y)
            blocks.append(("title", title, method, y))
            y += px(50)
            for para in paras:
                example = para.startswith("Example:")
                lines = ctx.text.wrap(para, px(16), width - px(40 if example else 0),
                                      "italic" if example else "regular")
                h = len(lines) * int(px(16) * 1.35) + px(14)
                blocks.append(("example" if example else "para", para, None, y))
                y += h + (px(10) if example else 0)
            y += px(14)
        page = pygame.Surface((width, y + px(40)), pygame.SRCALPHA)
        for kind, s, method, by in blocks:
            if kind == "title":
                x = 0
                if method:
                    icon = ctx.art.method_icon(method, px(40))
                    page.blit(icon, (0, by))
                    x = px(50)
                ui.text(page, ctx, s, 24, (x, by + px(6)), ui.BRASS_LIGHT, "black")
            elif kind == "example":
                lines = ctx.text.wrap(s, px(16), width - px(40), "italic")
                box = pygame.Rect(0, by - px(4), width, len(lines) * int(px(16) * 1.35) + px(16))
                pygame.draw.rect(page, (52, 58, 70), box, border_radius=px(8))
                pygame.draw.rect(page, ui.BRASS, (0, box.y, px(4), box.h))
                ui.wrapped(page, ctx, s, 16, pygame.Rect(px(20), by + px(4), width - px(40), 0),
                           ui.BRASS_LIGHT, "italic", 1.35)
            else:
                ui.wrapped(page, ctx, s, 16, pygame.Rect(0, by, width, 0), ui.PAPER, "regular", 1.35)
        self.page = page
        self.page_key = key
        self.scroll = min(self.scroll, self.max_scroll)

    def handle_event(self, event) -> bool:
        if self.focus.handle_event(event) or ui.widgets_event(self.toc + [self.back], event):
            return True
        step = self.ctx.px(60)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * step))
            return True
        if event.type == pygame.KEYDOWN:
            delta = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: self.body.h - step,
                     pygame.K_PAGEUP: -(self.body.h - step), pygame.K_SPACE: self.body.h - step,
                     pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}.get(event.key)
            if delta is not None:
                self.scroll = max(0, min(self.max_scroll, self.scroll + delta))
                return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        self._ensure_page()
        surface.blit(ctx.art.table_background(ctx.size), (0, 0))
        ui.blit_panel(surface, ctx, self.panel, fill=ui.NIGHT, alpha=238, radius=px(16),
                      border=ui.BRASS_DARK, border_width=px(2), shadow=px(6))
        ui.text(surface, ctx, "How to play Modern Art", 30, (self.body.x, self.panel.y + px(18)),
                ui.BRASS_LIGHT, "black")
        current = max((i for i, a in enumerate(self.anchors) if a <= self.scroll + px(20)), default=0)
        for i, b in enumerate(self.toc):
            b.style = "primary" if i == current else "dark"
            b.draw(surface, ctx)
        self.back.draw(surface, ctx)
        self.focus.draw(surface, ctx)
        surface.blit(self.page, self.body.topleft,
                     pygame.Rect(0, self.scroll, self.body.w, self.body.h))
        if self.max_scroll:
            track = pygame.Rect(self.panel.right - px(14), self.body.y, px(5), self.body.h)
            pygame.draw.rect(surface, (60, 64, 74), track, border_radius=px(3))
            frac = self.body.h / (self.body.h + self.max_scroll)
            th = max(px(30), int(track.h * frac))
            ty = track.y + int((track.h - th) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, ui.BRASS, (track.x, ty, track.w, th), border_radius=px(3))
