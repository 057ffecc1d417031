"""The Rules screen of either game: the rules in the game's own words, every variant and
option, each auction (auction game) or effect (card game) with its icon, and worked examples.
It opens on the game being played (else the game set up last); a tab at the top switches
games (Left/Right ring the tabs, Enter or Space opens the one ringed). Scroll with the wheel,
Up/Down, Space or the Page keys; the contents on the left jump to a section."""
from __future__ import annotations

import pygame

from game.card.cards import EFFECTS
from game.cards import THEMES
from game.i18n import _
from game.registry import GAMES, game_names

from . import ui
from .focus import FocusRing
from .card_rules_text import card_sections
from .effect_icons import effect_icon
from .rules_text import Heading, Item, auction_sections
from .rules_table import table_section
from .stack import Scene

#: A heading's design size inside a section, and how far a list's points stand in.
HEADING_SIZE, ITEM_INDENT = 19, 24


def paragraph_kind(para: str) -> str:
    """How a paragraph of the rules is set: "heading", "item" (a point of a list),
    "example" (a worked example, its English starting "Example:") or "para"."""
    if isinstance(para, Heading):
        return "heading"
    if isinstance(para, Item):
        return "item"
    return "example" if para.startswith("Example:") else "para"


#: The tabs' names for the games.
TAB_NAMES = {"auction": _("Modern Art"), "card": _("The Card Game")}


def game_in_play(ctx) -> str:
    """The game whose rules to open on: the one at the table, else the one set up last."""
    rules = getattr(ctx.match, "rules", None)
    if rules is not None and rules.name in game_names():
        return rules.name
    return ctx.settings.last_game if ctx.settings.last_game in game_names() else "auction"


def theme_in_play(ctx, table=None) -> str:
    """The theme whose artists the rules name: the game's the rules were opened from (the
    table's, else the one in progress), else the theme set up last (the settings keep it),
    else the classic one."""
    for match in (table, ctx.match):
        theme = getattr(getattr(match, "config", None), "theme", None)
        if theme in THEMES:
            return theme
    return ctx.settings.theme if ctx.settings.theme in THEMES else "classic"


class RulesScene(Scene):
    """Reachable from the title and the pause menu; Esc or Back returns."""

    #: Nothing here moves by itself (see `Scene.at_rest`).
    at_rest = True

    name = "rules"

    def __init__(self, ctx, game: str | None = None, table=None) -> None:
        super().__init__(ctx)
        #: The match at the table the rules were opened from (the pause menu), if any: its
        #: variant and options open its game's rules.
        self.table = table
        self.scroll = 0
        self.page: pygame.Surface | None = None
        self.page_key = None
        #: The page's blocks of text not drawn on it yet (`_draw_blocks`).
        self._undrawn: list = []
        self.anchors: list[int] = []
        #: The section last jumped to and the scroll the jump left (see `current_section`).
        self.jumped: tuple[int, int] | None = None
        self.title: tuple[str, float] = ("", 30)
        self.back = ui.Button(_("Back"), self.close, hotkey=pygame.K_ESCAPE)
        self.tabs = {g: ui.Button(TAB_NAMES.get(g, GAMES[g].title), (lambda g=g: self.choose(g)),
                                  style="dark", size=14) for g in game_names()}
        self.toc: list[ui.Button] = []
        # Up/Down and Space scroll the text, so the focus moves by Tab only and Enter uses it.
        self.focus = FocusRing(lambda: self.toc + list(self.tabs.values()) + [self.back],
                                  arrows="none", activate_keys=(pygame.K_RETURN, pygame.K_KP_ENTER))
        self.game = ""
        self.show(game if game in game_names() else game_in_play(ctx))

    def choose(self, game: str) -> None:
        """A tab chosen: show that game's rules, and, read from the title, let the setup open on
        it next (not read over a game: the card game's rules compared during an auction game
        turned the next New game to the card game), as long as no game was put on the table
        this run: then New game opens on that game (`ctx.game_played`), and a tab chosen after
        it is a reader comparing the rules."""
        if self.table is None and self.ctx.game_played is None:
            self.ctx.game_read = game
        self.show(game)

    def show(self, game: str) -> None:
        """Show the rules of `game` from the top."""
        if game == self.game:
            return
        self.game = game
        self.sections = self.sections_of(game)
        self.toc = [ui.Button(title, (lambda i=i: self.jump(i)), style="dark", size=13)
                    for i, (title, _icon, _paras) in enumerate(self.sections)]
        for g, tab in self.tabs.items():
            tab.style = "primary" if g == game else "dark"
        self.scroll = 0
        self.jumped = None
        self.layout()

    def sections_of(self, game: str):
        """The sections of a game's rules (the artists in the theme played, `theme_in_play`),
        opening with the choices of the game in progress when it is this game."""
        theme = theme_in_play(self.ctx, self.table)
        sections = card_sections(theme) if game == "card" else auction_sections(theme)
        rules = getattr(self.table, "rules", None)
        here = (table_section(self.table.config)
                if rules is not None and rules.name == game else None)
        return (here, *sections) if here is not None else sections

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
        step = min(px(36), (self.panel.h - px(150)) // max(1, len(self.toc)))
        for i, b in enumerate(self.toc):
            b.rect = pygame.Rect(self.panel.x + px(20), self.panel.y + px(70) + i * step, toc_w,
                                 min(px(30), step - px(4)))
        x = self.panel.right - px(24)
        for tab in reversed(list(self.tabs.values())):
            tab.rect = pygame.Rect(0, 0, px(170), px(36))
            tab.rect.topright = (x, self.panel.y + px(16))
            x = tab.rect.x - px(10)
        self.back.rect = pygame.Rect(self.panel.x + px(20), self.panel.bottom - px(60), toc_w, px(44))
        self.page_key = None

    def resize(self, size) -> None:
        self.layout()

    def heading(self) -> tuple[str, float]:
        """The page's heading and its design size: 30, smaller where the game's name in a
        long language would run under the games' tabs ("Come si gioca a Modern Art: il gioco
        di carte")."""
        # i18n: {game} is the game's name ("Modern Art", "Modern Art: The Card Game")
        text = _("How to play {game}").format(game=GAMES[self.game].title)
        room = min(tab.rect.x for tab in self.tabs.values()) - self.ctx.px(16) - self.body.x
        return text, ui.shrunk(self.ctx, text, 30, room, "black", 18)

    def close(self) -> None:
        """Back to where the rules were opened."""
        self.ctx.stack.pop()

    def jump(self, index: int) -> None:
        """Scroll to a section."""
        self._ensure_page()
        self.scroll = min(self.anchors[index], self.max_scroll)
        self.jumped = (index, self.scroll)

    def current_section(self) -> int:
        """The section the contents light: the one jumped to while the text stays where the
        jump left it (the last sections are too short to reach the top of the view, so their
        place alone would light the one before); else the one being read: the first whose
        heading is in the top third of the view (a section's last lines at the top with the
        next heading under them lit the section read out, German's "Festpreis" over a
        screenful of "Doppel"), or with no heading there the one the view's top is in; at the
        end of the text, the last whose heading is in view (the last section, "Playing on
        screen", was never lit when scrolled to by hand). Scrolling down, the lit entry only
        moves down the contents."""
        if self.jumped is not None and self.jumped[1] == self.scroll:
            return self.jumped[0]
        top, h = self.scroll, self.body.h
        if self.page is not None and self.max_scroll > 0 and top >= self.max_scroll:
            return max((i for i, a in enumerate(self.anchors) if a <= top + h - self.ctx.px(40)),
                       default=0)
        heading = next((i for i, a in enumerate(self.anchors) if top <= a <= top + h // 3),
                       None)
        if heading is not None:
            return heading
        return max((i for i, a in enumerate(self.anchors) if a <= top), default=0)

    @property
    def max_scroll(self) -> int:
        """How far the text can scroll, in pixels."""
        return max(0, (self.page.get_height() if self.page else 0) - self.body.h)

    def _ensure_page(self) -> None:
        """Set the whole text once per window size into one tall surface, and size the
        heading to its room."""
        key = (self.ctx.size, id(self.ctx.art), self.game, self.ctx.words.code)
        if self.page_key == key and self.page is not None:
            return
        ctx, px = self.ctx, self.ctx.px
        width = max(px(300), self.body.w)     # the text is set at least this wide, then clipped
        blocks = []
        y = 0
        self.anchors = []
        for title, method, paras in self.sections:
            self.anchors.append(y)
            blocks.append(("title", title, method, y))
            y += px(50)
            for para in paras:
                kind = paragraph_kind(para)
                y += px(8) if kind == "heading" else 0
                blocks.append((kind, para, None, y))
                y += self._block_height(kind, para, width)
            y += px(14)
        # Every block is measured now (the scroll needs the page's height), but drawn only
        # when it first comes into view: setting the whole Chinese text at once kept a click on
        # "Rules" waiting so long that it seemed lost.
        page = pygame.Surface((width, y + px(40)), pygame.SRCALPHA)
        self._undrawn = blocks
        self.page = page
        self.page_key = key
        self.title = self.heading()     # measured once per page, not every frame
        self.scroll = min(self.scroll, self.max_scroll)

    def _block_height(self, kind: str, para: str, width: int) -> int:
        """The height a paragraph of `kind` takes on the page, its room below included."""
        ctx, px = self.ctx, self.ctx.px
        if kind == "heading":
            return ui.wrapped_height(ctx, para, HEADING_SIZE, width, "bold", 1.25) + px(8)
        if kind == "item":
            return ui.wrapped_height(ctx, para, 16, width - px(ITEM_INDENT), "regular",
                                     1.35) + px(8)
        example = kind == "example"
        return (ui.wrapped_height(ctx, para, 16, width - px(40 if example else 0),
                                  "italic" if example else "regular", 1.35)
                + px(14) + (px(10) if example else 0))

    def _draw_blocks(self) -> None:
        """Draw onto the page the blocks of text in view (or just below it) not drawn yet."""
        ctx, px, page = self.ctx, self.ctx.px, self.page
        width = page.get_width()
        bottom = self.scroll + self.body.h + px(200)
        later = []
        for block in self._undrawn:
            kind, s, method, by = block
            if by > bottom:
                later.append(block)
            elif kind == "title":
                x = 0
                if method:
                    icon = (effect_icon(method, px(40)) if method in EFFECTS
                            else ctx.art.method_icon(method, px(40)))
                    page.blit(icon, (0, by))
                    x = px(50)
                ui.text(page, ctx, s, 24, (x, by + px(6)), ui.BRASS_LIGHT, "black")
            elif kind == "example":
                box = pygame.Rect(0, by - px(4), width,
                                  ui.wrapped_height(ctx, s, 16, width - px(40), "italic", 1.35)
                                  + px(16))
                pygame.draw.rect(page, (52, 58, 70), box, border_radius=px(8))
                pygame.draw.rect(page, ui.BRASS, (0, box.y, px(4), box.h))
                ui.wrapped(page, ctx, s, 16, pygame.Rect(px(20), by + px(4), width - px(40), 0),
                           ui.BRASS_LIGHT, "italic", 1.35)
            elif kind == "heading":
                ui.wrapped(page, ctx, s, HEADING_SIZE, pygame.Rect(0, by, width, 0),
                           ui.BRASS_LIGHT, "bold", 1.25)
            elif kind == "item":
                # The bullet drawn, not typed (not every typeface has one), on the first line.
                pygame.draw.circle(page, ui.BRASS_LIGHT, (px(9), by + int(px(16) * 0.7)), px(3))
                ui.wrapped(page, ctx, s, 16, pygame.Rect(px(ITEM_INDENT), by,
                                                         width - px(ITEM_INDENT), 0),
                           ui.PAPER, "regular", 1.35)
            else:
                ui.wrapped(page, ctx, s, 16, pygame.Rect(0, by, width, 0), ui.PAPER, "regular",
                           1.35)
        self._undrawn = later

    def tab_key(self, event) -> bool:
        """Left/Right move the ring between the games' tabs (from anywhere else, onto the tab
        of the game shown); Space on a ringed tab opens it, as Enter does (elsewhere Space
        pages the text). True when consumed."""
        if event.type != pygame.KEYDOWN:
            return False
        tabs = list(self.tabs.values())
        ringed = self.focus.current if self.focus.shown else None
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if ringed in tabs:
                step = 1 if event.key == pygame.K_RIGHT else -1
                target = tabs[(tabs.index(ringed) + step) % len(tabs)]
            else:
                target = self.tabs[self.game]
            self.focus.focus(target)
            return True
        if event.key == pygame.K_SPACE and ringed in tabs:
            ringed.activate()
            return True
        return False

    def handle_event(self, event) -> bool:
        widgets = list(self.tabs.values()) + self.toc + [self.back]
        if self.tab_key(event) or self.focus.handle_event(event) \
                or ui.widgets_event(widgets, event):
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
        if self._undrawn:
            self._draw_blocks()
        surface.blit(ctx.art.table_background(ctx.size), (0, 0))
        ui.blit_panel(surface, ctx, self.panel, fill=ui.NIGHT, alpha=238, radius=px(16),
                      border=ui.BRASS_DARK, border_width=px(2), shadow=px(6))
        heading, size = self.title
        ui.text(surface, ctx, heading, size, (self.body.x, self.panel.y + px(18)),
                ui.BRASS_LIGHT, "black")
        for tab in self.tabs.values():
            tab.draw(surface, ctx)
        current = self.current_section()
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
