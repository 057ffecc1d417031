"""Game setup: 2–5 players, each a human or a computer of some level, the variant (offered only
where valid), the RULES.md options with a line of explanation each, the theme and an optional
seed. The engine's Config is the judge: Start stays disabled, with its reason, until the
configuration is valid."""
from __future__ import annotations


import pygame

from game.cards import THEMES
from game.config import (BOT, HUMAN, PLAYER_COUNTS, STANDARD, THREE_WITH_DUMMY, TWO_PLAYER,
                         VARIANT_NAMES, VARIANT_PLAYERS, Config, ConfigError, SeatConfig)

from . import ui
from .session.levels import default_level, level_info
from .session.words import THEME_NAMES
from .stack import Scene

DEFAULT_NAMES = ("Player", "Beatrix", "Clemens", "Doris", "Emil")

DOUBLE_PROCEEDS = {
    "second_player": ("Second card's player", "Whoever adds the second card to a double "
                                              "auctions the pair and takes the whole price."),
    "split": ("Split the price", "The two players of a double share its price; the second "
                                 "one takes the odd unit (Italian edition)."),
}
DUMMY_REVEAL_BY = {
    "winner": ("The lot's winner", "After each auction the buyer may turn up the dummy "
                                   "hand's top card (2017 edition)."),
    "auctioneer": ("The auctioneer", "After each auction its auctioneer may turn up the dummy "
                                     "hand's top card (oldest rules)."),
}
VARIANT_HELP = {
    STANDARD: "Three to five players, the game as printed.",
    THREE_WITH_DUMMY: "Three players; a fourth hand lies face down and its cards are turned up "
                      "after auctions.",
    TWO_PLAYER: "Mark Mayer's variant: two dummy decks turn up a card after every auction.",
}


class SeatRow:
    """The widgets of one seat: name, human or computer, level."""

    def __init__(self, scene: "SetupScene", index: int) -> None:
        self.scene = scene
        self.index = index
        levels = level_info()
        # Enter in a name moves on to the next field, as Tab does.
        self.name = ui.TextField(DEFAULT_NAMES[index], on_change=lambda _: scene.validate(),
                                 max_len=24, size=16, on_enter=lambda: scene.focus.move(1, reveal_first=False))
        self.kind = ui.Cycle([(HUMAN, "Human"), (BOT, "Computer")], HUMAN if index == 0 else BOT,
                             self.kind_changed, size=15)
        self.level = ui.Cycle([(lv, name) for lv, (name, _) in levels.items()], default_level(),
                              lambda _: self.level_changed(), size=15)
        self.level_changed()
        self.kind_changed(self.kind.value)

    def kind_changed(self, value) -> None:
        """Human or computer changed: the level applies to computers only."""
        self.level.enabled = value == BOT
        self.scene.validate()

    def level_changed(self) -> None:
        """Show the chosen level's description as the tooltip."""
        info = level_info().get(self.level.value)
        self.level.tooltip = info[1] if info else None
        self.scene.validate()

    @property
    def widgets(self) -> list[ui.Widget]:
        return [self.name, self.kind, self.level]

    def seat(self) -> SeatConfig:
        """This row as the engine's SeatConfig (may raise ConfigError)."""
        name = self.name.value.strip()
        if self.kind.value == HUMAN:
            return SeatConfig(name, HUMAN, None)
        return SeatConfig(name, BOT, self.level.value)


class SetupScene(Scene):
    """Set up a new game."""

    name = "setup"

    def __init__(self, ctx, on_start=None) -> None:
        super().__init__(ctx)
        self.on_start = on_start
        self.error = ""
        self.config: Config | None = None
        self._ready = False
        self.rows = [SeatRow(self, i) for i in range(PLAYER_COUNTS[-1])]
        self.players = ui.Cycle([(n, f"{n} players") for n in PLAYER_COUNTS], 4,
                                lambda _: self.players_changed(), size=16)
        self.variant = ui.Cycle([(STANDARD, VARIANT_NAMES[STANDARD])], STANDARD,
                                lambda _: self.validate(), size=14)
        self.double = ui.Cycle([(k, v[0]) for k, v in DOUBLE_PROCEEDS.items()], "second_player",
                               lambda _: self.validate(), size=14)
        self.dummy_by = ui.Cycle([(k, v[0]) for k, v in DUMMY_REVEAL_BY.items()], "winner",
                                 lambda _: self.validate(), size=14)
        self.open_money = ui.Cycle([(False, "Hidden"), (True, "Open")], False,
                                   lambda _: self.validate(), size=14)
        self.first = ui.Cycle([(None, "Random")], None, lambda _: self.validate(), size=14)
        self.theme = ui.Cycle([(t, THEME_NAMES.get(t, t)) for t in THEMES], ctx.settings.theme,
                              lambda _: self.validate(), size=14)
        self.seed = ui.TextField("", numeric=True, max_len=9, placeholder="random",
                                 on_change=lambda _: self.validate(), size=15)
        self.start = ui.Button("Start the game", self.start_game, style="green",
                               hotkey=pygame.K_RETURN, size=19)
        self.back = ui.Button("Back", self.ctx.stack.pop, style="quiet", hotkey=pygame.K_ESCAPE)
        self.mouse = (0, 0)
        self.focus = ui.FocusRing(self.widgets)
        self._ready = True
        self.players_changed()
        self.layout()

    # --- the options offered depend on the player count -------------------------------------
    def players_changed(self) -> None:
        """Offer the variants and first auctioneers this player count allows."""
        n = self.players.value
        self.variant.set_options([(v, VARIANT_NAMES[v]) for v, allowed in VARIANT_PLAYERS.items()
                                  if n in allowed])
        self.first.set_options([(None, "Random")] + [(i, f"Seat {i + 1}") for i in range(n)])
        self.layout()
        self.validate()

    def option_rows(self) -> list[tuple[str, str, ui.Widget]]:
        """(label, one-line explanation, widget) for each game option shown now."""
        rows = [("Variant", VARIANT_HELP[self.variant.value], self.variant),
                ("Double auctions", DOUBLE_PROCEEDS[self.double.value][1], self.double)]
        if self.variant.value == THREE_WITH_DUMMY:
            rows.append(("Dummy card revealed by", DUMMY_REVEAL_BY[self.dummy_by.value][1],
                         self.dummy_by))
        rows += [
            ("Money", "Open: everyone's cash is shown (a house rule); hidden: only your own."
             if self.open_money.value else "Hidden: you see only your own cash, as in the box.",
             self.open_money),
            ("First auctioneer", "Who auctions the first painting.", self.first),
            ("Theme", "Artist names and card style; the rules stay the same.", self.theme),
            ("Seed", "Type a number to replay the same shuffle; empty for a random one.", self.seed),
        ]
        return rows

    def validate(self) -> None:
        """Build the Config the engine would accept, or say why not."""
        if not self._ready:
            return
        self.config = None
        n = self.players.value
        self.first.options = [(None, "Random")] + [
            (i, self.rows[i].name.value.strip() or f"Seat {i + 1}") for i in range(n)]
        try:
            seats = tuple(self.rows[i].seat() for i in range(n))
            config = Config(seats=seats, variant=self.variant.value,
                            double_proceeds=self.double.value,
                            dummy_reveal_by=self.dummy_by.value, open_money=self.open_money.value,
                            first_auctioneer=self.first.value, theme=self.theme.value)
        except ConfigError as e:
            self.error = str(e)
        else:
            if not any(not s.is_bot for s in config.seats):
                self.error = "Make at least one seat human to play (or watch a demo from the command line)."
            elif self.seed.value and self.seed.number() is None:
                self.error = "The seed is a whole number (or leave it empty for a random deal)."
            else:
                self.error = ""
                self.config = config
        self.start.enabled = self.config is not None

    # --- layout ------------------------------------------------------------------------------
    def layout(self) -> None:
        """Place the seat rows and the options for the window's size."""
        if not hasattr(self, "start"):
            return
        px = self.ctx.px
        w, h = self.ctx.size
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(1180)), min(h - px(30), px(660)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        self.left = pygame.Rect(p.x + px(30), p.y + px(80), int(p.w * 0.47), p.h - px(170))
        self.right = pygame.Rect(self.left.right + px(30), p.y + px(80),
                                 p.right - self.left.right - px(60), p.h - px(170))
        self.players.rect = pygame.Rect(self.left.x, self.left.y + px(28), px(170), px(36))
        y = self.left.y + px(90)
        for i, row in enumerate(self.rows):
            row.name.rect = pygame.Rect(self.left.x + px(36), y + i * px(52), px(190), px(38))
            row.kind.rect = pygame.Rect(row.name.rect.right + px(10), y + i * px(52), px(130), px(38))
            row.level.rect = pygame.Rect(row.kind.rect.right + px(10), y + i * px(52),
                                         max(px(100), self.left.right - row.kind.rect.right - px(10)),
                                         px(38))
        y = self.right.y + px(28)
        for label, _, widget in self.option_rows():
            widget.rect = pygame.Rect(self.right.right - px(230), y, px(230), px(34))
            y += px(60)
        self.start.rect = pygame.Rect(0, 0, px(260), px(50))
        self.start.rect.bottomright = (p.right - px(30), p.bottom - px(22))
        self.back.rect = pygame.Rect(0, 0, px(150), px(50))
        self.back.rect.bottomleft = (p.x + px(30), p.bottom - px(22))

    def resize(self, size) -> None:
        self.layout()

    def widgets(self) -> list[ui.Widget]:
        n = self.players.value
        out: list[ui.Widget] = [self.players]
        for row in self.rows[:n]:
            out += row.widgets
        out += [w for _, _, w in self.option_rows()]
        out += [self.start, self.back]
        return out

    # --- acting ------------------------------------------------------------------------------
    def start_game(self) -> None:
        """Start the configured game (never an invalid one)."""
        self.validate()
        if self.config is None:
            return
        seed = self.seed.number()
        if seed is None:
            seed = self.ctx.rng.randrange(1, 10 ** 9)
        if self.on_start is not None:
            self.on_start(self.config, seed)
            return
        from .session.games import new_match, open_table
        open_table(self.ctx, new_match(self.ctx, self.config, seed))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        before = self.variant.value
        consumed = self.focus.handle_event(event) or ui.widgets_event(self.widgets(), event)
        if self.variant.value != before:
            self.layout()
        return consumed

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        surface.blit(ctx.art.table_background(ctx.size), (0, 0))
        p = self.panel
        ui.blit_panel(surface, ctx, p, fill=ui.NIGHT, alpha=232, radius=px(18), border=ui.BRASS_DARK,
                      border_width=px(2), shadow=px(8))
        ui.text(surface, ctx, "New game", 32, (p.x + px(30), p.y + px(20)), ui.BRASS_LIGHT, "black")
        ui.text(surface, ctx, "Players", 18, (self.left.x, self.left.y), ui.PAPER, "black")
        ui.text(surface, ctx, "Game", 18, (self.right.x, self.right.y), ui.PAPER, "black")
        n = self.players.value
        ui.text(surface, ctx, "name", 11, (self.rows[0].name.rect.x, self.rows[0].name.rect.y - px(16)), ui.MUTED)
        ui.text(surface, ctx, "plays as", 11, (self.rows[0].kind.rect.x, self.rows[0].kind.rect.y - px(16)), ui.MUTED)
        ui.text(surface, ctx, "computer level", 11, (self.rows[0].level.rect.x, self.rows[0].level.rect.y - px(16)), ui.MUTED)
        for i, row in enumerate(self.rows[:n]):
            ui.text(surface, ctx, str(i + 1), 18, (self.left.x + px(12), row.name.rect.centery),
                    ui.BRASS_LIGHT, "black", "center")
            row.name.draw(surface, ctx)
            row.kind.draw(surface, ctx)
            if row.kind.value == BOT:
                row.level.draw(surface, ctx)
            else:
                ui.text(surface, ctx, "plays at this screen", 13, (row.level.rect.x + px(8), row.level.rect.centery),
                        ui.MUTED, "italic", "midleft")
        self.players.draw(surface, ctx)
        info = level_info()
        ly = self.rows[n - 1].name.rect.bottom + px(18)
        for lv, (name, desc) in info.items():
            if ly > self.left.bottom:
                break
            ui.text(surface, ctx, f"{name}:", 12, (self.left.x + px(36), ly), ui.BRASS_LIGHT, "bold")
            ly += ui.wrapped(surface, ctx, desc, 12,
                             pygame.Rect(self.left.x + px(100), ly, self.left.right - self.left.x - px(100), 0),
                             ui.PAPER_DIM) + px(4)
        for label, help_text, widget in self.option_rows():
            ui.text(surface, ctx, label, 15, (self.right.x, widget.rect.y), ui.PAPER, "bold")
            ui.wrapped(surface, ctx, help_text, 12,
                       pygame.Rect(self.right.x, widget.rect.y + px(20), widget.rect.x - self.right.x - px(12), px(40)),
                       ui.MUTED)
            widget.draw(surface, ctx)
        if self.error:
            ui.wrapped(surface, ctx, self.error, 14,
                       pygame.Rect(self.back.rect.right + px(24), self.start.rect.y + px(4),
                                   self.start.rect.x - self.back.rect.right - px(48), px(46)),
                       (255, 150, 140), "bold")
        else:
            ui.text(surface, ctx, "Ready: " + ", ".join(s.name for s in self.config.seats), 14,
                    (self.back.rect.right + px(24), self.start.rect.centery), ui.GREEN_LIGHT, "bold", "midleft")
        self.start.draw(surface, ctx)
        self.back.draw(surface, ctx)
        tip = ui.hovered_tooltip(self.widgets())
        if tip:
            ui.draw_tooltip(surface, ctx, tip, self.mouse)
        self.focus.draw(surface, ctx, tooltip=not tip)
