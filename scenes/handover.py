"""The hand-over screen of hot-seat play: "Pass to Beatrix".

When the decision passes from one human to another, this overlay covers the table until the
next player confirms that they sit at the screen (a click, Enter or Space). It shows only
public information, from `view(state, None)`: whose turn it is, what is for sale, the high bid,
the hand sizes, and the cash only with open money. The table under it draws the public view
too, and the veil is nearly opaque, so nothing private can show through.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.card.cards import EFFECT_NAMES
from game.card.state import ADDING, EFFECT as CARD_EFFECT, EVERYONE, PLAY as CARD_PLAY
from game.cards import ROUNDS, artist_name
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE, View)

from . import ui
from .stack import Scene
from .session.words import method_name

#: The card game's decisions in public words (the effect's is said with its name).
CARD_DECISIONS = {CARD_PLAY: "play a card",
                  EVERYONE: "choose your everyone-plays card in secret",
                  ADDING: "add cards at scoring, or stop"}

#: Input is ignored for this long after the screen appears, so that the previous player's
#: second click or key press cannot open the next player's screen by accident.
ARM_SECONDS = 0.35


def what_awaits(v: View, seat: int) -> str:
    """The decision waiting for `seat`, in public words ("bid on Yoko's painting")."""
    if not hasattr(v, "lot"):       # the card game: no lot, no auction
        return card_awaits(v)
    theme = v.config.theme
    lot = artist_name(v.lot[0].artist, theme) if v.lot else ""
    if v.phase == PLAY:
        return "choose a painting to auction"
    if v.phase == DOUBLE_OFFER:
        return f"add a second {lot} to the double, or not"
    if v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
        return f"bid on the {lot} ({method_name(v.method).lower()}) or pass"
    if v.phase == SEALED_BIDDING:
        return f"enter a sealed bid for the {lot}"
    if v.phase == SET_PRICE:
        return f"set a fixed price for the {lot}"
    if v.phase == FIXED_OFFER:
        return f"buy the {lot} for {v.price} or pass"
    if v.phase == DUMMY_REVEAL:
        return "reveal a dummy card or keep it hidden"
    return "decide"


def card_awaits(v: View) -> str:
    """The card game's decision waiting, in public words."""
    if v.phase == CARD_EFFECT:
        return f"use the effect ({EFFECT_NAMES.get(v.effect, v.effect)}) or decline it"
    return CARD_DECISIONS.get(v.phase, "decide")


class HandoverScene(Scene):
    """Covers the table while the screen passes to the next human player."""

    opaque = False
    name = "handover"

    def __init__(self, ctx, public: View, seat: int, on_confirm: Callable[[int], None]) -> None:
        super().__init__(ctx)
        if public.seat is not None or public.hand is not None:
            raise ValueError("The hand-over screen shows only the public view.")
        #: The public view this screen draws from (tests check it is never a seat's).
        self.view = public
        self.seat = seat
        self.on_confirm = on_confirm
        self.t = 0.0
        self.mouse = (0, 0)
        self.name_of = public.config.seats[seat].name
        self.button = ui.Button(f"I am {self.name_of}: show my screen", self.confirm,
                                style="primary", hotkey=pygame.K_RETURN,
                                tooltip="Only when the others cannot see the screen (Enter)")
        self.focus = ui.FocusRing([self.button], arrows="both")
        self.layout()

    def layout(self) -> None:
        """Centre the card and its button."""
        px = self.ctx.px
        w, h = self.ctx.size
        self.rect = pygame.Rect(0, 0, min(w - px(40), px(640)), px(380))
        self.rect.center = (w // 2, h // 2)
        self.button.rect = pygame.Rect(0, 0, px(360), px(52))
        self.button.rect.midbottom = (self.rect.centerx, self.rect.bottom - px(34))

    def resize(self, size) -> None:
        self.layout()

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

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.open("pause")
            return True
        if not self.armed:
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if self.focus.handle_event(event):
            return True
        self.button.handle_event(event)
        return True     # modal: nothing reaches the table below

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        ctx, px, v = self.ctx, self.ctx.px, self.view
        surface.blit(ui.shade(ctx, ctx.size, 236, (14, 18, 24)), (0, 0))
        r = self.rect
        ui.blit_panel(surface, ctx, r, fill=ui.PAPER, radius=px(18), border=ui.BRASS_DARK,
                      border_width=px(3), shadow=px(8))
        ui.text(surface, ctx, "PASS THE SCREEN", 14, (r.centerx, r.y + px(22)), ui.CLARET,
                "black", "midtop")
        ui.text(surface, ctx, f"Pass to {self.name_of}", 40, (r.centerx, r.y + px(44)), ui.INK,
                "black", "midtop")
        ui.text(surface, ctx, f"{self.name_of}, it is your turn to {what_awaits(v, self.seat)}.",
                16, (r.centerx, r.y + px(104)), ui.INK_SOFT, "bold", "midtop")
        ui.text(surface, ctx, "Everyone else, please look away: your screens stay closed.", 14,
                (r.centerx, r.y + px(130)), ui.MUTED, "italic", "midtop")
        self._draw_table_facts(surface, pygame.Rect(r.x + px(30), r.y + px(168), r.w - px(60),
                                                    px(110)))
        self.button.draw(surface, ctx)
        ui.text(surface, ctx, "or press Enter or Space" if self.armed else "…", 12,
                (r.centerx, self.button.rect.bottom + px(6)), ui.MUTED, "italic", "midtop")
        self.focus.draw(surface, ctx)
        if self.button.hover and self.button.tooltip and self.armed:
            ui.draw_tooltip(surface, ctx, self.button.tooltip, self.mouse)

    def _draw_table_facts(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The public facts a player wants before sitting down: the round, the lot, each seat's
        hand size (and money only where it is public)."""
        ctx, px, v = self.ctx, self.ctx.px, self.view
        pygame.draw.line(surface, ui.PAPER_DARK, (area.x, area.y), (area.right, area.y))
        line = f"Round {min(v.round + 1, ROUNDS)} of {ROUNDS}"
        if getattr(v, "lot", None):
            line += f" · for sale: {artist_name(v.lot[0].artist, v.config.theme)}"
            if len(v.lot) > 1:
                line += " (a double)"
            if v.high_bidder is not None and v.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
                line += f" · high bid {v.high_bid} by {v.config.seats[v.high_bidder].name}"
            if v.phase == SEALED_BIDDING:
                line += f" · {sum(v.sealed_done)} of {v.players} bids sealed"
        ui.text(surface, ctx, line, 15, (area.centerx, area.y + px(10)), ui.INK, "bold", "midtop")
        n = v.players
        col = area.w // max(1, n)
        for seat in range(n):
            cx = area.x + seat * col + col // 2
            name = v.config.seats[seat].name
            colour = ui.CLARET if seat == self.seat else ui.INK
            ui.text(surface, ctx, name, 14, (cx, area.y + px(40)), colour, "black", "midtop")
            facts = f"{v.hand_sizes[seat]} cards"
            if getattr(v, "cash", (None,) * n)[seat] is not None:
                facts += f" · {v.cash[seat]}"
            ui.text(surface, ctx, facts, 12, (cx, area.y + px(60)), ui.INK_SOFT, "regular",
                    "midtop")
