"""The hand-over screen of hot-seat play: "Krypto (open auction): your bid, Beatrix".

When the decision passes from one human to another, this overlay covers the table until the
next player confirms that they sit at the screen (a click, Enter or Space). It shows only
public information, from `view(state, None)`: whose turn it is, what is for sale, the high bid,
the hand sizes, and the cash only with open money. The table under it draws the public view
too, and the veil is nearly opaque, so nothing private can show through.

Over a moment the whole table watches and the table holds (`over`: the everyone-plays cards
turned up together) it is a band at the window's foot instead, the moment left in view above
it: the one press that ends the moment names the next person and opens their screen, or, when
nobody is handed the screen yet (`seat` None: a computer plays next, or another public moment
follows), only goes on. The table under it draws the public view all the same.

Where the decision needs nothing private it also offers the person's own moves (`offers`, a row of
scenes/table/handover_row.py): on a lap of an open auction Pass and "Out of this lot"
(lap_choices.py), at a fixed price Pass, for the dummy hand "Reveal it" and "Keep it hidden"
(handover_choices.py); made there, their screen never opens. Under the table's facts it tells
what happened since the person last saw the table (`past_said`, scenes/table/news.py): the
moment the whole table last gathered for, if they saw nothing after it, and the log's own
lines since, oldest first; the latest that fit, and how many came before them.

While the person who just moved may take their move back (`take_back`, the table's
scenes/table/takeback.py), its button stands at the card's foot, under everything else ("Ada:
take back your card", Ctrl+Z too): the screen closes and the move is undone.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.cards import ROUNDS, artist_name
from game.i18n import Text, _, sentences
from game.log_news import MINE, PLAY, SALE
from game.state import ONCE_AROUND_BIDDING, OPEN_BIDDING, SEALED_BIDDING, View

from . import ui
from .focus import FocusRing
from .handover_seats import draw_seat_row, facts_line
from .handover_words import (back_words, covered_words, earlier_words, others_words, past_words,
                             sealed_first, turn_after)
from .handover_words import your_turn  # noqa: F401  (read from here too)
from .stack import Scene
from .ui import ARM_SECONDS

#: The most lines the full hand-over gives what the person has not seen (`_fit_past`).
PAST_LINES = 4
#: The design height the card grows by for the take-back at its foot, and the button's.
TAKE_BACK_H, TAKE_BACK_BUTTON_H = 50, 32


class _Count(str):
    """The hand-over's line saying how many of the lines since the person last looked are
    left out (`_fit_past`): drawn apart from them."""


def kicker(words, template, name: str):
    """A kicker (`template`, "BACK TO {name}") with `name`: in capitals where the language
    (`words`, the player's) writes the kicker in capitals, else as typed (the Chinese kicker,
    with no capitals of its own, showed "畫面回到CHIARA ROSSI" under the title "Chiara
    Rossi")."""
    own = words.gettext(template.msgid).replace("{name}", "")
    capitals = own.upper() == own and own.lower() != own
    return template.format(name=name.upper() if capitals else name)


class HandoverScene(Scene):
    """Covers the table while the screen passes to the next human player."""

    opaque = False
    name = "handover"

    def __init__(self, ctx, public: View, seat: int | None,
                 on_confirm: Callable[[int | None], None], again: bool = False, seen=None,
                 over: bool = False, note: str = "", offers=None, since=None, news=(),
                 log_covered: bool = False, take_back: ui.Button | None = None,
                 row_slot: int = 0) -> None:
        super().__init__(ctx)
        if public.seat is not None or public.hand is not None:
            raise ValueError("The hand-over screen shows only the public view.")
        if seat is None and not over:
            raise ValueError("A hand-over names the person it passes the screen to.")
        #: The public view this screen draws from (tests check it is never a seat's).
        self.view = public
        self.seat = seat
        self.on_confirm = on_confirm
        self.t = 0.0
        self.mouse = (0, 0)
        self.name_of = public.config.seats[seat].name if seat is not None else ""
        #: A band under a moment the table holds in view (see the module's words).
        self.over = over
        #: Whether the moment over the band covers the table's log (`covered_words`).
        self.log_covered = log_covered
        #: The screen goes back to the one who had it before a moment everyone watched (the
        #: reveal, a round's end): "Back to Clemens", not "Pass to" someone who never left.
        self.again = again
        #: The moment the table watched (scenes/table/privacy.py's `Moment`), named over it.
        self.seen = seen
        #: One plain line saying what the person is asked, before the press: the table's own
        #: (the card game's adding step, until the person has met its tip), or "".
        self.note = note
        #: The person's own public moves, made without their screen (a row of
        #: scenes/table/handover_row.py: an open-auction lap's Pass and "Out of this lot",
        #: the dummy hand's decision, a fixed price's Pass), or None.
        self.offers = offers
        #: What the person has not seen (scenes/table/news.py): the moment the whole table
        #: gathered for where it begins (privacy's `Moment`, said as past), or None, and the
        #: log's lines of everything public since, oldest first, and how much each touches
        #: the person (game/log_news.py `Told`; a plain line ranks as PLAY).
        self.since = since
        self.news = tuple(getattr(line, "text", line) for line in news)
        self.ranks = tuple(getattr(line, "rank", PLAY) for line in news)
        #: The lines of `past_said` as drawn, built once per window size and language (a
        #: still overlay: they were formatted and wrapped again every frame), and how many
        #: times they were built.
        self._built: dict = {}
        self.past_builds = 0
        if offers is not None:
            offers.bind(self.decide)
        #: The take-back of the move just made, by the person who made it, or None.
        self.take_back = take_back
        #: The design height of the row of the person's moves the table's hand-overs may offer
        #: (the auction game's; 0: none): the take-back stands under the row's place, a row
        #: there or not.
        self.row_slot = row_slot
        if take_back is not None:
            take_back.on_click = (lambda undo=take_back.on_click: self.decide(undo))
        label = (_("I am {name}: show my screen").format(name=self.name_of) if seat is not None
                 else _("Continue"))
        self.button = ui.Button(label, self.confirm, style="primary", hotkey=pygame.K_RETURN,
                                tooltip=_("Only when the others cannot see the screen (Enter)")
                                if seat is not None else None, lines=2, least=14)
        self.focus = FocusRing(self.widgets, arrows="both")
        self.layout()

    @property
    def widgets(self) -> list[ui.Button]:
        """Its buttons in reading order: the press, the person's own moves, the take-back."""
        return [self.button] + (self.offers.widgets if self.offers is not None else []) + (
            [self.take_back] if self.take_back is not None else [])

    def layout(self) -> None:
        """Centre the card and its button."""
        px = self.ctx.px
        w, h = self.ctx.size
        self.button.rect = pygame.Rect(0, 0, px(340 if self.seat is not None else 240), px(48))
        offers = self.offers
        if self.over:       # a band at the foot, the moment above it in view
            self.rect = ui.foot_band(self.ctx, self.seat is not None)
            if self.seat is not None:   # the words on the left, the button on the right
                self.button.rect.midright = (self.rect.right - px(20),
                                             self.rect.centery - px(8))
            else:
                self.button.rect.midtop = (self.rect.centerx, self.rect.y + px(12))
            if offers is not None:      # its row across the foot, the band grown upwards
                self.rect.h += px(offers.band_h)
                self.rect.y -= px(offers.band_h)
                self.button.rect.y -= px(offers.band_h)
                offers.place_in_band(pygame.Rect(self.rect.x + px(20),
                                                 self.rect.bottom - px(offers.band_h + 6),
                                                 self.rect.w - px(40), px(offers.band_h)))
            self._place_take_back(self.button.rect, "midright")
            return
        back = TAKE_BACK_H if self.take_back is not None else 0
        # The take-back under the row's place even where no row is (`row_slot`): where a
        # person's Pass stood on the last hand-over, never the one before's take-back.
        row = offers.card_h if offers is not None else self.row_slot if back else 0
        grow = row + back
        # The card as tall as what it holds, each part right under the one above (`_places`):
        # at fixed places a one-line heading left a gap of three lines under it, and the row of
        # seats a gap where no news was. Its button stands at one place (`_button_top`), the
        # card growing above it and below it: centred, it moved with every line of news and
        # with the take-back, and a quick press hit the wrong button.
        self.rect = pygame.Rect(0, 0, min(w - px(40), px(640)), 0)
        self.places = self._places()
        self.rect.h = self.places["button"] + px(52) + px(34 + grow)
        self.rect.centerx, self.rect.y = w // 2, self._button_top() - self.places["button"]
        self.rect.clamp_ip(pygame.Rect(0, 0, w, h))     # (only past the most it can hold)
        # As wide as its words at their size (a long name, a long language), up to the card's
        # width: past that they shrink, then take two lines (`Button.label_lines`).
        words = self.ctx.text.size(self.button.label, px(self.button.size), "bold")[0]
        width = min(self.rect.w - px(60), max(px(360), words + px(40)))
        self.button.rect = pygame.Rect(0, 0, width, px(52))
        self.button.rect.midbottom = (self.rect.centerx, self.rect.bottom - px(34 + grow))
        if offers is not None:          # its row under the button's keys
            offers.place_in_card(pygame.Rect(self.rect.x + px(30),
                                             self.rect.bottom - px(grow + 8),
                                             self.rect.w - px(60), px(grow - back)))
        self._place_take_back(self.rect, "midbottom")

    def _button_top(self) -> int:
        """Where the button's top stands in the window: the same on every hand-over of a
        table at a window size and language, whatever it holds, for it leaves room above
        for the most the card can hold there (`_most_above`: a title of two lines, a note,
        `PAST_LINES` lines of news) and below for the row of the person's moves and the
        take-back, the card of that most centred."""
        px = self.ctx.px
        above = self._most_above()
        below = px(52 + 34 + self.row_slot + TAKE_BACK_H)
        return max(px(10), (self.ctx.size[1] - above - below) // 2) + above

    def _most_above(self) -> int:
        """The most the card can hold over its button at this table (`_places` at its
        fullest): the title on two lines or one of the largest size, a note, the line to
        the others, the table's facts and seats (the same on each hand-over), and
        `PAST_LINES` lines of what the person has not seen."""
        ctx, px = self.ctx, self.ctx.px
        kicker, _title, _past, away = self.headings()
        title = max(px(46) + ctx.text.drawn_height(kicker, px(34), "black"),
                    px(46 + 22 * 1.15) + ctx.text.drawn_height(kicker, px(22), "black"))
        note = px(6) + ctx.text.drawn_height(away, px(15), "bold")
        told = px(8) + ctx.text.drawn_height(away, px(14), "italic")
        facts = self.places["past"] - px(8) - self.places["facts"]
        news = PAST_LINES * self._past_step([away], 14)
        return title + note + told + px(14) + facts + px(8) + news + px(14)

    def _place_take_back(self, by: pygame.Rect, where: str) -> None:
        """The take-back, as wide as its words: at the card's foot (`where` "midbottom" of
        the card), or at the left of the band's button ("midright" of the button)."""
        button, px = self.take_back, self.ctx.px
        if button is None:
            return
        room = self.rect.w - px(60)
        words = self.ctx.text.size(button.label, px(button.size), "bold")[0] + px(28)
        button.rect = pygame.Rect(0, 0, min(room, words), px(TAKE_BACK_BUTTON_H))
        if where == "midbottom":
            button.rect.midbottom = (by.centerx, by.bottom - px(12))
        else:
            button.rect.midright = (by.x - px(16), by.centery)

    def _places(self) -> dict[str, int]:
        """Where each part of the card starts, in pixels from its top: the title's lines, the
        note, the line to the others, the table's facts and row of seats, what the person has
        not seen, the button; each a small gap under the one above as drawn (a Chinese line
        stands taller than its size)."""
        ctx, px, r = self.ctx, self.ctx.px, self.rect
        room = r.w - px(40)
        _kicker, title, _past, away = self.headings()
        lines, size = self._title_lines(title, room)
        y = px(46 + (len(lines) - 1) * size * 1.15) + ctx.text.drawn_height(
            lines[-1], px(size), "black")
        places = {}
        if self.note:
            places["note"] = y + px(6)
            y = places["note"] + ctx.text.drawn_height(self.note, px(self._note_size(room)),
                                                       "bold")
        places["away"] = y + px(8)
        y = places["away"] + ctx.text.drawn_height(away, px(self._away_size(away, room)),
                                                   "italic")
        places["facts"] = y + px(14)
        facts = pygame.Rect(r.x + px(30), places["facts"], r.w - px(60), px(110))
        places["past"] = self._draw_table_facts(pygame.Surface((1, 1)), facts) + px(8)
        past, past_size = self._past_lines(room)
        places["button"] = places["past"] + len(past) * self._past_step(past, past_size) \
            + px(14 if past else 10)
        return places

    def _note_size(self, room: int) -> float:
        return ui.shrunk(self.ctx, self.note, 15, room, "bold", 11)

    def _away_size(self, away, room: int) -> float:
        return ui.shrunk(self.ctx, away, 14, room, "italic", 10)

    def resize(self, size) -> None:
        self.layout()

    def resume(self) -> None:
        self.layout()       # the language may have changed under the pause menu

    @property
    def at_rest(self) -> bool:
        """Once armed, nothing moves until the player confirms."""
        return self.armed

    @property
    def armed(self) -> bool:
        """Whether input is taken yet (see ARM_SECONDS)."""
        return self.t >= ARM_SECONDS

    def confirm(self) -> None:
        """The next player sits at the screen: their screen opens."""
        if not self.armed:
            return
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        self.on_confirm(self.seat)

    def decide(self, move: Callable[[], None]) -> None:
        """A move of the person's own made here (`offers`): the screen closes, and the table
        makes it; the person's screen never opened."""
        if not self.armed:
            return
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        move()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.open("pause")
            return True
        if not self.armed:
            return True
        if self.take_back is not None and event.type == pygame.KEYDOWN \
                and event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.take_back.on_click()       # Ctrl+Z, as at the table
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_KP_ENTER) \
                and not (self.focus.shown and self.focus.current is not self.button):
            self.confirm()
            return True
        if self.focus.handle_event(event):
            return True
        ui.widgets_event(self.widgets, event)
        return True     # modal: nothing reaches the table below

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        if self.over:
            self._draw_band(surface)
            return
        ctx, px, v = self.ctx, self.ctx.px, self.view
        surface.blit(ui.shade(ctx, ctx.size, 236, (14, 18, 24)), (0, 0))
        r = self.rect
        ui.blit_panel(surface, ctx, r, fill=ui.PAPER, radius=px(18), border=ui.BRASS_DARK,
                      border_width=px(3), shadow=px(8))
        kicker, title, _past, away = self.headings()
        ui.text(surface, ctx, kicker, ui.shrunk(ctx, kicker, 14, r.w - px(40), "black", 10),
                (r.centerx, r.y + px(22)), ui.CLARET, "black", "midtop")
        # A long name (and a long language) shrinks the lines that hold it to the panel.
        room = r.w - px(40)
        lines, size = self._title_lines(title, room)
        for i, line in enumerate(lines):
            ui.text(surface, ctx, line, size, (r.centerx, r.y + px(46 + i * size * 1.15)),
                    ui.INK, "black", "midtop")
        places = self.places
        if self.note:
            ui.text(surface, ctx, self.note, self._note_size(room),
                    (r.centerx, r.y + places["note"]), ui.INK, "bold", "midtop")
        ui.text(surface, ctx, away, self._away_size(away, room),
                (r.centerx, r.y + places["away"]), ui.MUTED, "italic", "midtop")
        facts = pygame.Rect(r.x + px(30), r.y + places["facts"], r.w - px(60), px(110))
        self._draw_table_facts(surface, facts)
        below = r.y + places["past"]
        self._draw_past(surface, pygame.Rect(r.x + px(20), below, room,
                                             self.button.rect.y - below))
        self._draw_button(surface)

    def past_said(self) -> list:
        """What the person has not seen, oldest first: the moment the whole table gathered
        for, as past ("Round 1 was scored."), if it is where it begins, then the log's lines
        of every public move since ("Ada plays Krypto (open auction).")."""
        past = past_words(self.since, self.view, self.seat)
        return ([past] if past else []) + list(self.news)

    def said_ranks(self) -> list[int]:
        """How much each line of `past_said` touches the person (game/log_news.py `Told`): the
        moment it begins with ranks as a sale, or as theirs where it paid or charged them."""
        past = past_words(self.since, self.view, self.seat)
        mine = self.since is not None and self.seat is not None and self.seat in (
            self.since.buyer, *self.since.payees)
        return ([MINE if mine else SALE] if past else []) + list(self.ranks)

    def chosen(self, fits: Callable[[int, bool], int]) -> list[int]:
        """The indices of `past_said` to show, oldest first: the lines that touch the person
        first, then sales, then the rest, bid-by-bid detail last, the latest first within a
        rank (`Told`); `fits(k, more)` is how many rows line `k` takes in what room is left,
        `more` whether a line stays left out (the count's row kept), 0 if it does not fit."""
        ranks = self.said_ranks()
        order = sorted(range(len(ranks)), key=lambda k: (ranks[k], -k))
        kept: list[int] = []
        for n, k in enumerate(order):
            more = n + 1 < len(order) or len(kept) < n
            if fits(k, more) or not kept:
                kept.append(k)
        return sorted(kept)

    def _kept(self, what: str, room: int, build):
        """`build(room)`, kept for this window size and language: built again only after a
        resize or a change of language (`past_builds` counts the builds)."""
        key = (self.ctx.size, self.ctx.text.words)
        if self._built.get("key") != key:
            self._built = {"key": key}
        if (what, room) not in self._built:
            self._built[(what, room)] = build(room)
            self.past_builds += 1
        return self._built[(what, room)]

    def _past_lines(self, room: int) -> tuple[list, float]:
        """`past_said` as drawn within `room` pixels (`_fit_past`), kept (`_kept`)."""
        return self._kept("card", room, self._fit_past)

    def _fit_past(self, room: int) -> tuple[list, float]:
        """The latest of `past_said` that fit `PAST_LINES` lines within `room` pixels, oldest
        first, each sentence from a line of its own, at one design size, the first that holds
        each on one line down to the least readable (a long name in German: two lines); where
        some are left out, a first line says how many ("2 earlier lines: see the log.")."""
        ctx = self.ctx
        said = self.past_said()
        size = min((ui.shrunk(ctx, w, 14, room, "regular", ui.READ_LEAST)
                    for w in said[-PAST_LINES:]), default=14)
        wrapped = [ctx.text.wrap(w, ctx.px(size), room, "regular") for w in said]
        rows = [0]

        def fits(k: int, more: bool) -> int:
            room_left = PAST_LINES - rows[0] - (1 if more else 0)     # (the count's line)
            if len(wrapped[k]) > room_left and rows[0]:
                return 0
            wrapped[k] = wrapped[k][:room_left]     # the first alone, cut to the rows there are
            rows[0] += len(wrapped[k])
            return len(wrapped[k])

        chosen = self.chosen(fits)
        kept = [line for k in chosen for line in wrapped[k]]
        left = [k for k in range(len(said)) if k not in chosen]
        if left:
            words = (earlier_words(len(left)) if max(left) < chosen[0]
                     else others_words(len(left)))
            count = ui.clipped(ctx, words, size, room, "italic")
            kept.insert(0, _Count(ctx.text.shown(count)))     # (in the player's language)
        return kept, size

    def _past_step(self, lines: list, size: float) -> int:
        """The pixels from one of those lines to the next: three more than their size, or
        their drawn height where that is taller (Chinese)."""
        ctx = self.ctx
        return max([ctx.px(size + 3)] + [ctx.text.drawn_height(line, ctx.px(size), "regular")
                                         for line in lines])

    def _draw_past(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """What the person has not seen (`_past_lines`) at the foot of the table's facts,
        apart from the heading: right under it, "Last lot: sold to Bea for 15." read as the
        heading's lot; a sentence on two lines where one does not hold it (a long name in
        German)."""
        ctx = self.ctx
        lines, size = self._past_lines(area.w)
        step = self._past_step(lines, size)
        for i, line in enumerate(lines):
            count = isinstance(line, _Count)        # how many were left out, apart
            ui.text(surface, ctx, line, size, (area.centerx, area.y + i * step),
                    ui.MUTED if count else ui.INK_SOFT, "italic" if count else "regular",
                    "midtop")

    def _draw_button(self, surface: pygame.Surface) -> None:
        """The button, its keys' words under it and its help."""
        ctx, px = self.ctx, self.ctx.px
        self.button.draw(surface, ctx)
        # The keys' words from the first frame (a lone "…" read as something loading), faint
        # for the moment before input is taken.
        ui.text(surface, ctx, _("or press Enter or Space"), 12,
                (self.button.rect.centerx, self.button.rect.bottom + px(6)),
                ui.MUTED if self.armed else ui.PAPER_DARK, "italic", "midtop")
        if self.offers is not None:
            self.offers.draw(surface, self.over)
        if self.take_back is not None:
            self.take_back.draw(surface, ctx)
        self.focus.draw(surface, ctx)
        for button in self.widgets:
            if button.hover and button.tooltip and self.armed:
                ui.draw_tooltip(surface, ctx, button.tooltip, self.mouse)

    def _draw_band(self, surface: pygame.Surface) -> None:
        """The band under a moment the table holds: no veil (the table under it shows the
        public view), the words over the button each on one line, fitted to the band."""
        ctx, px, r = self.ctx, self.ctx.px, self.rect
        ui.blit_panel(surface, ctx, r, fill=ui.PAPER, radius=px(14), border=ui.BRASS_DARK,
                      border_width=px(3), shadow=px(8))
        if self.seat is not None:
            left = r.x + px(20)
            room = self.button.rect.x - px(20) - left
            kicker, title, _past, away = self.headings()
            past = self.note or self._band_past(room)   # what is asked, before what was seen
            y = r.y + px(10)
            for words, size, least, colour, weight, step in (
                    (kicker, 12, 9, ui.CLARET, "black", 18), (title, 21, 13, ui.INK, "black", 29),
                    (past, 12, 9, ui.INK_SOFT, "regular", 18),
                    (away, 12, 9, ui.MUTED, "italic", 0)):
                if words:
                    line, fit = ui.fitted(ctx, words, size, room, weight, least)
                    ui.text(surface, ctx, line, fit, (left, y), colour, weight)
                    y += px(step)
        self._draw_button(surface)

    def _band_past(self, room: int) -> str:
        """The band's one line of what the person has not seen (`past_said`): what holds on
        the line at the least size, chosen as the card chooses (`chosen`: what touches the
        person first), headed by how many lines it leaves out where it leaves some (the
        table is in view above the band, and the log beside it); kept (`_kept`)."""
        return self._kept("band", room, self._fit_band)

    def _fit_band(self, room: int) -> Text | str:
        ctx, said = self.ctx, self.past_said()
        taken: list[int] = []

        def words(ks, left: int):
            count = ([covered_words(left) if self.log_covered else earlier_words(left)
                      if max(set(range(len(said))) - set(ks)) < min(ks)
                      else others_words(left)] if left else [])
            return sentences(count + [said[k] for k in sorted(ks)])

        def fits(k: int, more: bool) -> int:
            trial = taken + [k]
            if taken and ctx.text.size(words(trial, len(said) - len(trial) if more else 0),
                                       ctx.px(9), "regular")[0] > room:
                return 0
            taken.append(k)
            return 1

        if not said:
            return ""
        chosen = self.chosen(fits)
        return words(chosen, len(said) - len(chosen))

    def _title_lines(self, title: Text, room: int) -> tuple[list, float]:
        """The title as drawn within `room` pixels, and its design size: one line shrunk down
        to 24, else two lines from 22 down to 16 (a long name with a long decision: the
        German double's heading, "Konstantinopel Eberhardt" buying at a fixed price), about
        as long as each other: the narrowest that still makes two (the German adding step's
        heading left "hast" alone on its second line)."""
        ctx = self.ctx
        size = ui.shrunk(ctx, title, 34, room, "black", 24)
        if ctx.text.size(title, ctx.px(size), "black")[0] <= room:
            return [title], size
        for size in range(22, 15, -1):
            lines = ctx.text.wrap(title, ctx.px(size), room, "black")
            if len(lines) == 1:
                return lines, size
            if len(lines) == 2:
                low, high = room // 2, room
                while low < high:
                    mid = (low + high) // 2
                    if len(ctx.text.wrap(title, ctx.px(size), mid, "black")) <= 2:
                        high = mid
                    else:
                        low = mid + 1
                return ctx.text.wrap(title, ctx.px(size), low, "black"), size
        return [ui.clipped(ctx, title, 16, room, "black")], 16

    def headings(self) -> tuple[Text, Text, Text | str, Text]:
        """The words over the button: the kicker (the screen passes, or goes back), the title
        (what the person is handed the screen for now), what the table watched before it, as
        past ("" if nothing), and the line to the others."""
        name, seen = self.name_of, self.seen
        scored = seen.round if seen is not None and seen.kind == "scored" \
            and not seen.later else None
        title = turn_after(self.view, self.seat, scored)
        if self.again and self.over and self.seat is not None:
            # Back to the one at the screen as the sealed bids begin: why them, not the next.
            title = sealed_first(self.view, self.seat) or title
        past = past_words(seen, self.view, self.seat)
        if not self.again:
            # i18n: {name} is the player the screen passes to; said to the others at the screen
            away = _("Everyone else, please look away until {name} has chosen.").format(name=name)
            return _("PASS THE SCREEN"), title, past, away
        # The screen goes back to the one who had it before a moment the whole table watched:
        # the others looked too, and must look away again before that hand shows.
        away = back_words(name)
        # i18n: the hand-over's kicker (capitals) when the screen goes back to the player who
        # had it before a moment the whole table watched; {name} is that player, in capitals
        # where the language writes the kicker in capitals
        return kicker(self.ctx.text.words, _("BACK TO {name}"), name), title, past, away

    def _draw_table_facts(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """The public facts a player wants before sitting down: the round, the lot, each seat's
        name and hand size (and money only where it is public: `draw_seat_row`); the y under
        them."""
        ctx, px, v = self.ctx, self.ctx.px, self.view
        pygame.draw.line(surface, ui.PAPER_DARK, (area.x, area.y), (area.right, area.y))
        parts = [_("Round {round} of {rounds}").format(round=min(v.round + 1, ROUNDS),
                                                       rounds=ROUNDS)]
        bidder = ""
        if getattr(v, "lot", None):
            artist = artist_name(v.lot[0].artist, v.config.theme)
            # i18n: a double's two paintings of {artist}, sold as one lot
            parts.append(_("for sale: two {artist}").format(artist=artist)
                         if len(v.lot) > 1 else _("for sale: {artist}").format(artist=artist))
            if v.high_bidder is not None and v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
                bidder = v.config.seats[v.high_bidder].name
                parts.append(_("high bid {price} by {name}").format(price=v.high_bid,
                                                                    name=bidder))
            if v.phase == SEALED_BIDDING:
                parts.append(_("{done} of {players} bids sealed").format(
                    done=sum(v.sealed_done), players=v.players))
        line, size = facts_line(ctx, parts, area.w, bidder)
        ui.text(surface, ctx, line, size, (area.centerx, area.y + px(10)), ui.INK, "bold",
                "midtop")
        return draw_seat_row(surface, ctx, v, area, self.seat)
