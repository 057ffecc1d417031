"""Game setup: first the game (Modern Art, or Modern Art: The Card Game), then the options that
game has: 2–5 players, each a human or a computer of one of that game's levels, the variant and
the RULES.md options (auction game) or the first player and option A1 (card game), each with a
line of explanation, the theme and an optional seed. The game's own Config is the judge: Start
stays disabled, with its reason, until the configuration is valid. The last setup of each game,
names included, is remembered in the settings and offered again; one left by Back (or by choosing
the other game) is offered again as it was, for the rest of the run, but for the table: the people
at it are the same, so the number of players, each seat's name, kind and level and the theme
shown carry over to the other game as far as it has them (scenes/setup_seats.py)."""
from __future__ import annotations

import pygame

from game.cards import THEMES
from game.i18n import _, and_list, join_text, message_of, n_, p_
from game.config import (BOT, DOUBLE_PROCEEDS_WORDS as DOUBLE_PROCEEDS,
                         DUMMY_REVEAL_WORDS as DUMMY_REVEAL_BY, HUMAN, MAX_NAME,
                         OPEN_MONEY_WORDS, OPTION_WORDS, PLAYER_COUNTS,
                         STANDARD, THREE_WITH_DUMMY, TWO_PLAYER, VARIANT_NAMES,
                         VARIANT_OPTIONS, VARIANT_PLAYERS, Config, ConfigError, SeatConfig,
                         same_name_seats)
from game.card.config import (TOKENS_LABEL, TOKENS_WORDS as TOKENS_HELP, TWO_PLAYERS_LABEL,
                              TWO_PLAYERS_WORDS)
from game.registry import GAMES, game_names

from . import ui
from .focus import FocusRing
from .session.games import has_table
from .session.levels import game_levels
from .session.setups import readable_setup, remember_setup
from .session.words import THEME_NAMES, name_cut_note, undrawable_message
from .setup_fixed import Choice, settled_choices, settled_why
from .setup_places import (CARD_TWO_PLAYERS_LINE, CARD_TWO_PLAYERS_TIP,  # noqa: F401
                           SLOTS, option_places, slot_keys)
from .setup_seats import SeatRow, Table
from .setup_tips import (help_spot, hovered_or_ringed, pointed_level,
                          subtitle_box, variant_line)
from .stack import Scene

AUCTION, CARD = "auction", "card"

#: The variants as the setup's choice names them: the number of players is chosen beside it, so
#: a variant for 2 or 3 need not say so again (their full names were drawn small to fit).
VARIANT_CHOICES = {**VARIANT_NAMES, THREE_WITH_DUMMY: _("With the dummy hand"),
                   TWO_PLAYER: _("Mark Mayer's variant")}
GAME_HELP = {
    AUCTION: _("Auction paintings to each other; the richest collector wins."),
    CARD: _("No money, no auctions: play cards to your display; the most points wins."),
}
# i18n: the first player or first auctioneer is drawn at random
RANDOM_FIRST = p_("first player", "Random")


def players_label(n: int):
    """ "4 players", for the player count's choice."""
    return n_("{n} player", "{n} players", n)


def variants_elsewhere(n: int):
    """The variants a table of `n` players cannot have, a line each with the tables it needs
    (the config's `VARIANT_PLAYERS`), as the variant choice's help says when it offers one."""
    def tables(counts):
        if len(counts) == 1:
            return players_label(counts[0])
        # i18n: a range of player counts, e.g. "3–5 players"
        return _("{low}–{high} players").format(low=min(counts), high=max(counts))
    # i18n: a variant and the players it needs, e.g. "Mark Mayer's variant: 2 players"
    others = [_("{variant}: {players}").format(variant=VARIANT_CHOICES[v], players=tables(c))
              for v, c in VARIANT_PLAYERS.items() if n not in c]
    return join_text("\n", [_("The other variants need another number of players:"), *others])


def seat_label(i: int):
    """ "Seat 2": a seat without a name yet."""
    return _("Seat {seat}").format(seat=i + 1)

#: The screen's title.
NEW_GAME = _("New game")
#: Over the Start button while the keyboard's ring is on a choice.
#: What is wrong, on the night panel: the message between Back and Start, and the numbers of
#: the seats it is about.
WRONG = (255, 150, 140)
START_HINT = _("Enter starts the game; Space or the arrow keys change the ringed choice.")


class SetupScene(Scene):
    """Set up a new game of either game of the box."""

    #: Nothing here moves by itself (see `Scene.at_rest`).
    at_rest = True

    name = "setup"

    def __init__(self, ctx, on_start=None) -> None:
        super().__init__(ctx)
        self.on_start = on_start
        self.error = ""
        #: A word on what the screen did that stops nothing (a name cut to the longest a name
        #: may be), in calm colours where `error` is red; until the next change.
        self.note = ""
        #: The seats whose names the limit cut, said while they stay cut (`_cut_note`).
        self.cut: set[int] = set()
        self.config = None
        self._ready = False
        self.levels: dict[str, tuple[str, str]] = {}
        last = next((g for g in (ctx.game_read, ctx.settings.last_game) if g in game_names()),
                    AUCTION)
        #: The game whose choices the screen shows (kept as a draft when another is chosen).
        self.shown: str | None = None
        self.game = ui.Cycle([(g, GAMES[g].title) for g in game_names()], last,
                             lambda _: self.game_changed(), size=16)
        self.rows = [SeatRow(self, i) for i in range(PLAYER_COUNTS[-1])]
        self.players = ui.Cycle([(n, players_label(n)) for n in PLAYER_COUNTS], 4,
                                self.players_chosen, size=16)
        #: The number of players chosen, kept while a game that does not allow it is shown.
        self.wanted_players: int | None = None
        self.variant = Choice([(STANDARD, VARIANT_CHOICES[STANDARD])], STANDARD,
                              lambda _: self.validate(), size=14)
        self.double = ui.Cycle([(k, v[0]) for k, v in DOUBLE_PROCEEDS.items()], "second_player",
                               lambda _: self.validate(), size=14)
        self.dummy_by = ui.Cycle([(k, v[0]) for k, v in DUMMY_REVEAL_BY.items()], "winner",
                                 lambda _: self.validate(), size=14)
        self.open_money = ui.Cycle([(k, v[0]) for k, v in OPEN_MONEY_WORDS.items()], False,
                                   lambda _: self.validate(), size=14)
        self.tokens = ui.Cycle([(k, v[0]) for k, v in TOKENS_HELP.items()], False,
                               lambda _: self.validate(), size=14)
        self.first = ui.Cycle([(None, RANDOM_FIRST)], None, lambda _: self.validate(), size=14)
        #: The card game's two-player rules, a fact as the auction game's variant is at 2
        #: players: nothing to choose, its line says why and how the game differs.
        self.two_players = Choice([(True, TWO_PLAYERS_WORDS[0])], True, lambda _: None,
                                  size=14)
        #: What a variant settles itself, shown as a fact where the choice would stand.
        self.settled = settled_choices(14)
        self.theme = ui.Cycle([(t, THEME_NAMES.get(t, t)) for t in THEMES], ctx.settings.theme,
                              lambda _: self.validate(), size=14)
        # Enter in the seed box starts the game, as the screen's hint says (it did nothing).
        self.seed = ui.TextField("", numeric=True, max_len=9, placeholder=p_("seed", "random"),
                                 on_change=lambda _: self.validate(), size=15,
                                 on_refuse=self._not_a_digit, on_enter=lambda: self.start.click())
        self.start = ui.Button(_("Start the game"), self.start_game, style="green",
                               hotkey=pygame.K_RETURN, size=19)
        self.back = ui.Button(_("Back"), self.go_back, style="quiet", hotkey=pygame.K_ESCAPE)
        self.mouse = (0, 0)
        self.focus = FocusRing(self.widgets)
        self.focus.start_on(self.game)      # the first choice: Enter starts, Tab goes on
        self._ready = True
        self.game_changed()

    # --- the options offered depend on the game and the player count ------------------------
    def game_changed(self) -> None:
        """Offer the chosen game's player counts and levels, then its remembered setup (the
        draft of this run if there is one; the game shown before keeps its own), and the table
        of the game left: the people at it are the same (`setup_seats.Table`)."""
        name = self.game.value
        table = None
        if self.shown is not None and self.shown != name:
            self.ctx.setup_drafts[self.shown] = self.draft()
            table = Table.of(self)
        self.shown = name
        self._ready = False
        self.levels = game_levels(name)
        for row in self.rows:
            row.offer_levels(self.levels)
        counts, shown = GAMES[name].players, self.players.value
        self.players.set_options([(n, players_label(n)) for n in counts])
        self.players.value = min(counts, key=lambda n: abs(n - shown))     # the nearest
        self._ready = True
        self.recall(self.ctx.settings.last_setups.get(name))
        self.restore(self.ctx.setup_drafts.get(name))
        if table is not None:
            self._ready = False
            table.show(self)
            self._ready = True
        self.players_changed()

    def recall(self, data) -> None:
        """Show the remembered setup of the chosen game (nothing when there is none or it no
        longer makes sense, e.g. a level since removed): as much of it as can be read (the
        settings said so as they were read, `readable_setup`)."""
        data = readable_setup(self.game.value, data)[0] if data is not None else None
        if data is None:
            return
        try:
            config = GAMES[self.game.value].config_from_json(data)
        except (ConfigError, ValueError, TypeError, KeyError):
            return
        self._ready = False
        self.players.value = config.players
        for row, seat in zip(self.rows, config.seats):
            row.set_seat(seat)
        self.theme.value = config.theme
        if isinstance(config, Config):
            self.variant.value = config.variant
            self.double.value = config.double_proceeds
            self.dummy_by.value = config.dummy_reveal_by
            self.open_money.value = config.open_money
            self.first.value = config.first_auctioneer
        else:
            self.tokens.value = config.tokens_need_a_card
            self.first.value = config.first_player
        self._ready = True

    def choices(self) -> dict[str, ui.Cycle]:
        """The option choices by name, as a draft keeps them."""
        return {"variant": self.variant, "double": self.double, "dummy_by": self.dummy_by,
                "open_money": self.open_money, "tokens": self.tokens, "first": self.first,
                "theme": self.theme}

    def draft(self) -> dict:
        """The screen's choices as they are, names and seed as typed (valid or not)."""
        return {"players": self.players.value, "seed": self.seed.value,
                "seats": [(r.name.value, r.wanted, r.wanted_level) for r in self.rows],
                "choices": {key: w.value for key, w in self.choices().items()}}

    def restore(self, draft: dict | None) -> None:
        """Show a draft of this run (the screen as the player left it by Back), over the
        setup the settings remember: a choice no longer offered, or a name left empty (an edit
        not finished, never a choice), keeps what is shown."""
        if draft is None:
            return
        self._ready = False
        if draft["players"] in [v for v, _ in self.players.options]:
            self.players.value = draft["players"]
        for row, (name, kind, level) in zip(self.rows, draft["seats"]):
            row.name.value = name if name.strip() else row.name.value
            row.show_level(level)
            row.show_kind(kind)
        for key, widget in self.choices().items():
            widget.value = draft["choices"].get(key, widget.value)
        self.theme.set_options(self.theme.options)      # a theme since removed: the first
        self.seed.value = draft["seed"]
        self._ready = True

    def players_chosen(self, n: int) -> None:
        """The player chose how many play."""
        self.wanted_players = n
        self.players_changed()

    def players_changed(self) -> None:
        """Offer the variants and first players this player count allows."""
        n = self.players.value
        self.variant.set_options([(v, VARIANT_CHOICES[v])
                                  for v, allowed in VARIANT_PLAYERS.items() if n in allowed])
        self.variant.tooltip = (variants_elsewhere(n) if len(self.variant.options) == 1
                                else None)
        first = self.first.value
        self.first.set_options([(None, RANDOM_FIRST)] + [(i, seat_label(i)) for i in range(n)])
        self.first.value = first if first is None or first < n else None
        self.layout()
        self.validate()

    def option_rows(self) -> list[tuple[str, str, ui.Widget]]:
        """(label, one-line explanation, widget) for each option of the chosen game shown now."""
        rows: list[tuple[str, str, ui.Widget]] = []
        if self.game.value == CARD:
            if self.players.value == 2:
                rows.append((TWO_PLAYERS_LABEL, CARD_TWO_PLAYERS_LINE, self.two_players))
            rows += [(_("First player"), _("Who plays the first card of round 1; the first "
                                           "player then passes to the left each round."),
                      self.first),
                     (TOKENS_LABEL, TOKENS_HELP[self.tokens.value][1], self.tokens)]
        else:
            rows += self._auction_rows()
        rows += [
            (_("Theme"), _("Artist names and card style; the rules stay the same."), self.theme),
            (_("Seed"), _("Type a number to replay the same shuffle; empty for a random one."),
             self.seed),
        ]
        order, keys = SLOTS[self.game.value], slot_keys(self)     # as they stand on screen
        return sorted(rows, key=lambda row: order.index(keys[id(row[2])]))

    def _auction_rows(self) -> list[tuple[str, str, ui.Widget]]:
        variant = self.variant.value
        rows = [(_("Variant"), variant_line(self.variant, self.players.value), self.variant)]
        # Only the options that can change this variant's play (the config says which), and
        # the money at every table; one the variant settles itself, as a fact with its reason.
        shown = {"double_proceeds": self.double, "dummy_reveal_by": self.dummy_by,
                 "open_money": self.open_money}
        for option, (label, words) in OPTION_WORDS.items():
            if option in VARIANT_OPTIONS[variant] + ("open_money",):
                rows.append((label, words[shown[option].value][1], shown[option]))
            elif (variant, option) in self.settled:
                rows.append((label, settled_why(variant, option),
                             self.settled[variant, option]))
        rows += [
            (_("First auctioneer"), _("Who auctions the first painting."), self.first),
        ]
        return rows

    def build_config(self, seats: tuple[SeatConfig, ...]):
        """The chosen game's Config of these seats and the options shown (may raise ConfigError)."""
        if self.game.value == CARD:
            from game.card.config import Config as CardConfig
            return CardConfig(seats=seats, first_player=self.first.value,
                              tokens_need_a_card=self.tokens.value, theme=self.theme.value)
        return Config(seats=seats, variant=self.variant.value, double_proceeds=self.double.value,
                      dummy_reveal_by=self.dummy_by.value, open_money=self.open_money.value,
                      first_auctioneer=self.first.value, theme=self.theme.value)

    # What a field refuses or cuts stops nothing (the field keeps what it may hold, and Start
    # works): said as a note in the paper's colour, red kept for what stops Start (an emoji in
    # a name and a letter in the seed showed in the error's red, play-testers).
    def _not_a_digit(self, typed: str) -> None:
        """A letter or sign typed into the seed box: the seed stays as it was, and the
        player is told why nothing appeared (until the next change)."""
        self.note = _("Type the seed in digits (0–9), or leave it empty.")

    def not_drawable(self, typed: str) -> None:
        """A character no typeface of the game draws (an emoji, Hebrew) typed into a name: left
        out, and the player told why (until the next change)."""
        self.note = undrawable_message(typed)

    def name_full(self, row: int) -> None:
        """A name typed or pasted past the longest a name may be: the rest left out, and said
        (it was cut without a word): a 95-letter paste showed the limit in the error's red
        beside a Start that worked. It is said while that name stays cut (`_cut_note`): a
        play-tester typed on into the next seat, the note went, and the hand-overs read
        "dein Gebot, Maximilian-Alexander von"."""
        self.cut.add(row)
        self.note = self._cut_note()

    def _cut_note(self) -> str:
        """The note on the first seat shown whose name the limit cut and that is still as
        long as a name may be, naming the seat and what its name kept ("" if none): a
        shorter name, or a seat no longer shown, is no longer cut."""
        n = self.players.value
        self.cut = {i for i in self.cut if i < n and len(self.rows[i].name.value) >= MAX_NAME}
        if not self.cut:
            return ""
        i = min(self.cut)
        return name_cut_note(MAX_NAME, seat=i + 1, name=self.rows[i].name.value)

    def validate(self) -> None:
        """Build the Config the engine would accept, or say why not."""
        if not self._ready:
            return
        self.config, self.note = None, self._cut_note()
        n = self.players.value
        self.first.options = [(None, RANDOM_FIRST)] + [
            (i, self.rows[i].name.value.strip() or seat_label(i)) for i in range(n)]
        clash = same_name_seats(row.name.value for row in self.rows[:n])
        for i, row in enumerate(self.rows):
            # The seats whose names clash are marked, as the message below says they clash.
            row.name.wrong = i in clash
        try:
            config = self.build_config(tuple(self.rows[i].seat() for i in range(n)))
        except ConfigError as e:
            self.error = message_of(e)
        else:
            if not any(not s.is_bot for s in config.seats):
                self.error = _("Make at least one seat human to play (or watch a demo from the "
                               "command line).")
            elif self.on_start is None and not has_table(self.game.value):
                self.error = _("{game} cannot be played in this version yet.").format(
                    game=GAMES[self.game.value].title)
            elif self.seed.value and self.seed.number() is None:
                self.error = _("The seed is a whole number (or leave it empty for a random "
                               "deal).")
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
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(1180)), min(h - px(20), px(700)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        # The panel takes the window's height (less 10 design pixels above and below) and the
        # headings stand close under the game's choice: the options' places share that room,
        # and German's longer words had left 13 pixels between one option and the next.
        self.left = pygame.Rect(p.x + px(30), p.y + px(76), int(p.w * 0.47), p.h - px(166))
        self.right = pygame.Rect(self.left.right + px(30), p.y + px(76),
                                 p.right - self.left.right - px(60), p.h - px(166))
        # The game's choice sits after the title, however long the title is in the language.
        title_w = self.ctx.text.size(NEW_GAME, px(32), "black")[0]
        self.game.rect = pygame.Rect(p.x + max(px(210), px(30) + title_w + px(24)), p.y + px(22),
                                     px(360), px(40))
        self.players.rect = pygame.Rect(self.left.x, self.left.y + px(28), px(170), px(36))
        y = self.left.y + px(90)
        for i, row in enumerate(self.rows):
            row.name.rect = pygame.Rect(self.left.x + px(36), y + i * px(52), px(170), px(38))
            # Wide enough that "Computer" fits between the arrows at the size "Human" has.
            row.kind.rect = pygame.Rect(row.name.rect.right + px(10), y + i * px(52), px(164), px(38))
            row.level.rect = pygame.Rect(row.kind.rect.right + px(10), y + i * px(52),
                                         max(px(100), self.left.right - row.kind.rect.right - px(10)),
                                         px(38))
        self.start.rect = pygame.Rect(0, 0, px(260), px(50))
        self.start.rect.bottomright = (p.right - px(30), p.bottom - px(22))
        # Each option in its place, kept whether it shows or not and as tall as its longest
        # words (setup_places.py): a row inserted or a choice's longer words move no other row.
        rows, keys = self.option_rows(), slot_keys(self)
        places = option_places(self.ctx, self.game.value, rows, keys, self.right.y + px(28),
                               self.start.rect.y - px(24), self.help_width())
        for _label, _help, widget in rows:
            widget.rect = pygame.Rect(self.right.right - px(230), places[keys[id(widget)]],
                                      px(230), px(34))
        self.back.rect = pygame.Rect(0, 0, px(150), px(50))
        self.back.rect.bottomleft = (p.x + px(30), p.bottom - px(22))

    def resize(self, size) -> None:
        self.layout()

    def widgets(self) -> list[ui.Widget]:
        n = self.players.value
        out: list[ui.Widget] = [self.game, self.players]
        for row in self.rows[:n]:
            out += row.widgets
        out += [row[2] for row in self.option_rows()]
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
        self.remember(self.config)
        if self.on_start is not None:
            self.on_start(self.config, seed)
            return
        from .session.games import new_match, open_table
        open_table(self.ctx, new_match(self.ctx, self.config, seed))

    def go_back(self) -> None:
        """Back (Esc) to the title: the screen's choices are kept for this run, names typed
        and seed included, and New game shows them again (a game started keeps its setup in
        the settings instead)."""
        self.ctx.setup_drafts[self.game.value] = self.draft()
        self.ctx.game_read = self.game.value
        self.ctx.stack.pop()

    def remember(self, config) -> None:
        """Keep this setup (names included) for the next time this game is set up; the theme
        chosen here is the one new games and the title use."""
        remember_setup(self.ctx, self.game.value, config, theme=True)

    def help_width(self) -> int:
        """How wide an option's words under its name run: to its choice's left, less a gap."""
        return self.right.w - self.ctx.px(242)

    def shown_options(self) -> tuple:
        """The game and every option shown with its choice: what the options' layout hangs
        on (which rows there are, and how long each one's help is)."""
        return (self.game.value, *((label, w.value) for label, _h, w in self.option_rows()))

    def ringed_choice(self) -> bool:
        """Whether the keyboard's focus ring shows on one of the choices (a Cycle)."""
        return self.focus.shown and isinstance(self.focus.current, ui.Cycle)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.ringed_choice()):
            # Enter starts the game from a choice, as a dialog's Enter presses its default
            # button: Space and the arrows change the choice (a button ringed, Back, is pressed
            # by Enter, and Enter in a name moves on to the next field).
            self.start.click()
            return True
        before = self.shown_options()
        consumed = self.focus.handle_event(event) or ui.widgets_event(self.widgets(), event)
        if self.shown_options() != before:
            self.layout()           # other options, or a choice whose help is longer
        return consumed

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx, px = self.ctx, self.ctx.px
        surface.blit(ctx.art.table_background(ctx.size), (0, 0))
        p = self.panel
        ui.blit_panel(surface, ctx, p, fill=ui.NIGHT, alpha=232, radius=px(18), border=ui.BRASS_DARK,
                      border_width=px(2), shadow=px(8))
        ui.text(surface, ctx, NEW_GAME, 32, (p.x + px(30), p.y + px(20)), ui.BRASS_LIGHT,
                "black")
        ui.text(surface, ctx, _("Players"), 18, (self.left.x, self.left.y), ui.PAPER, "black")
        ui.text(surface, ctx, _("Options"), 18, (self.right.x, self.right.y), ui.PAPER, "black")
        self.game.draw(surface, ctx)
        ui.wrapped(surface, ctx, GAME_HELP.get(self.game.value, ""), 13, subtitle_box(self),
                   ui.HELP)
        n = self.players.value
        computers = self.draw_heads(surface)
        for i, row in enumerate(self.rows[:n]):
            ui.text(surface, ctx, str(i + 1), 18, (self.left.x + px(12), row.name.rect.centery),
                    WRONG if row.name.wrong else ui.BRASS_LIGHT, "black", "center")
            row.name.draw(surface, ctx)
            row.kind.draw(surface, ctx)
            if row.kind.value == BOT:
                row.level.draw(surface, ctx)
            else:
                ui.text(surface, ctx, _("plays at this screen"), 13, (row.level.rect.x + px(8), row.level.rect.centery),
                        ui.HELP, "italic", "midleft")
        self.players.draw(surface, ctx)
        info = self.levels
        ly = self.rows[n - 1].name.rect.bottom + px(18)
        if not info:
            ui.wrapped(surface, ctx, _("This game has no computer players yet: every seat plays "
                                       "at this screen, passing it on when asked."), 13,
                       pygame.Rect(self.left.x + px(36), ly, self.left.w - px(36), 0), ui.HELP)
        lit = pointed_level(self.rows[:n], self.focus)
        # The levels' legend speaks of computer seats: none at the table, none shown.
        legend = info if computers else {}
        for lv, (name, desc) in legend.items():
            if ly > self.left.bottom:
                break
            # i18n: a computer level's name before its description
            ui.text(surface, ctx, _("{level}:").format(level=name), 12, (self.left.x + px(36), ly), ui.BRASS_LIGHT, "bold")
            room = pygame.Rect(self.left.x + px(100), ly, self.left.right - self.left.x - px(100), 0)
            high = ui.wrapped(surface, ctx, desc, 12, room, ui.PAPER if lv == lit else ui.PAPER_DIM)
            if lv == lit:       # the level pointed at: its line lit, a brass bar before it
                pygame.draw.rect(surface, ui.BRASS_LIGHT, (self.left.x + px(26), ly, px(3), high))
            ly += high + px(4)
        for label, help_text, widget in self.option_rows():
            ui.text(surface, ctx, label, 15, (self.right.x, widget.rect.y), ui.PAPER, "bold")
            ui.wrapped(surface, ctx, help_text, 12,
                       pygame.Rect(self.right.x, widget.rect.y + px(20), self.help_width(), px(40)),
                       ui.HELP)
            widget.draw(surface, ctx)
        # What is wrong, or who is ready, between Back and Start: wrapped (five long names
        # take two lines) and centred on the buttons.
        message, colour = self.status()
        area = pygame.Rect(self.back.rect.right + px(24), self.start.rect.y - px(8),
                           self.start.rect.x - self.back.rect.right - px(48),
                           self.start.rect.h + px(16))
        top = max(area.y, self.start.rect.centery
                  - ui.wrapped_height(ctx, message, 14, area.w, "bold") // 2)
        ui.wrapped(surface, ctx, message, 14, pygame.Rect(area.x, top, area.w, area.bottom - top),
                   colour, "bold")
        if self.ringed_choice() and self.focus.explain and self.start.enabled:
            # Over Start, ending at its edge (two lines in a longer language); once a key
            # moved the ring (the one on the first choice from the start stays quiet).
            lines = ctx.text.wrap(START_HINT, px(13), self.start.rect.right - self.right.x,
                                  "italic")
            step = int(px(13) * 1.25)
            for i, line in enumerate(reversed(lines)):
                ui.text(surface, ctx, line, 13, (self.start.rect.right, self.start.rect.y
                                                 - px(6) - i * step), ui.HELP, "italic",
                        "bottomright")
        self.start.draw(surface, ctx)
        self.back.draw(surface, ctx)
        self.focus.draw(surface, ctx, tooltip=False)
        self.draw_help(surface)

    def draw_heads(self, surface: pygame.Surface) -> bool:
        """The seats' columns' heads; whether a computer sits at the table. The levels' column
        is headed only while one does: a hot-seat table's column reads "plays at this screen"
        on every row, under no computer."""
        computers = any(row.kind.value == BOT for row in self.rows[:self.players.value])
        heads = [(_("name"), self.rows[0].name), (_("plays as"), self.rows[0].kind)]
        heads += [(_("computer level"), self.rows[0].level)] if computers else []
        for label, widget in heads:
            ui.text(surface, self.ctx, label, 12, (widget.rect.x, widget.rect.y
                                                   - self.ctx.px(17)), ui.HELP)
        return computers

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """The line between Back and Start, with its colour: what stops Start in red, else a
        note in the paper's colour, else who is ready in green."""
        if self.error:
            return self.error, WRONG
        if self.note:
            return self.note, ui.PAPER
        return _("Ready: {names}").format(names=and_list(s.name for s in self.config.seats)), \
            ui.GREEN_LIGHT

    def draw_help(self, surface: pygame.Surface) -> None:
        """The help of the control pointed at (or ringed), near it if that covers no other
        control, else under the seats or under the options (a computer level's help covered
        the First auctioneer option)."""
        widget = hovered_or_ringed(self.widgets(), self.focus)
        if widget is None:
            return
        ctx, px = self.ctx, self.ctx.px
        pos = self.mouse if widget.hover else (widget.rect.right, widget.rect.centery - px(30))
        where = help_spot(self, widget, pos, surface.get_size(), NEW_GAME,
                          GAME_HELP.get(self.game.value, ""))
        ui.draw_tooltip(surface, ctx, widget.tooltip, pos, where=where)
