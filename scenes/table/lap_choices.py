"""The hand-over's own decisions on a lap of an open auction at a shared screen: "Pass" and
"Out of this lot", made right there, without opening the person's screen; and "Pass" on a
once-around auction's turn (a tester at one screen opened their screen only to pass there).

Play-testers at one screen paid a hand-over and a click for every lap of every open auction,
even for a pass: "I am Bea: show my screen", then "Pass". A pass (and stepping out of the lot)
is public and needs nothing private, so the hand-over that hands the screen to a person for an
open-auction lap (the full hand-over or the band at the window's foot, scenes/handover.py)
offers both beside its own button, which stays for a raise. The hand-over shows the lot and the
high bid and bidder (public facts) above them; the buttons come from the engine's legal options
of that seat and the words of what a pass would end (pass_outcome.py), never a rule restated.
Their keys are the table's (P and O in English, `keys.GROUPS["handover"]`); Enter and Space stay
the hand-over's own.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game import Pass
from game.i18n import _, p_
from game.state import ONCE_AROUND_BIDDING, OPEN_BIDDING

from .. import ui
from .keys import group_keys, keyed
from .pass_outcome import ending_words, out_tip, pass_ends, pass_tip

#: The design height the full hand-over's card grows by for the row (its line and buttons), and
#: the band at the window's foot.
CARD_ROW_H = 74
BAND_ROW_H = 44
#: The buttons' height (design pixels).
BUTTON_H = 34


class LapChoices:
    """Pass and "Out of this lot" for the seat handed the screen on an open-auction lap; Pass
    alone on a once-around auction's turn (`steps_out` None: one bid each, nothing to step out
    of)."""

    def __init__(self, ctx, seat: int, lead: str, passes: Callable[[], None],
                 steps_out: Callable[[], None] | None, tips: tuple[str, str],
                 keys: dict) -> None:
        self.ctx = ctx
        self.seat = seat
        #: The line over the buttons: what a pass would end, else that no screen need open.
        self.lead = lead
        (pass_key, pass_letter), (out_key, out_letter) = keys["pass"], keys["out"]
        self._passes, self._steps_out = passes, steps_out
        self.pass_button = ui.Button(keyed(p_("button", "Pass"), pass_letter), passes,
                                     style="danger", hotkey=pass_key, size=15, tooltip=tips[0])
        self.out_button = None if steps_out is None else ui.Button(
            keyed(_("Out of this lot"), out_letter), steps_out, style="quiet", hotkey=out_key,
            size=14, tooltip=tips[1])
        self.lead_at = (0, 0)
        self.lead_room = 0
        #: The design pixels the full hand-over's card and the band grow by for the row.
        self.card_h, self.band_h = CARD_ROW_H, BAND_ROW_H

    def bind(self, through: Callable[[Callable[[], None]], None]) -> None:
        """Each button's press goes through `through` (the hand-over's: only once armed, and
        it closes before the move is made)."""
        self.pass_button.on_click = lambda: through(self._passes)
        if self.out_button is not None:
            self.out_button.on_click = lambda: through(self._steps_out)

    @property
    def widgets(self) -> list[ui.Button]:
        """The buttons, in reading order."""
        return [b for b in (self.pass_button, self.out_button) if b is not None]

    def _widths(self) -> tuple[int, int]:
        """Each button as wide as its words and a margin (0 for no "Out of this lot")."""
        ctx, px = self.ctx, self.ctx.px
        wp, wo = (ctx.text.size(b.label, px(b.size), "bold")[0] + px(28) for b in
                  (self.pass_button, self.out_button or self.pass_button))
        return wp, (wo if self.out_button is not None else 0)

    def place_in_card(self, area: pygame.Rect) -> None:
        """The line centred at the top of `area` (the card's foot), the buttons under it."""
        px = self.ctx.px
        self.lead_at, self.lead_room = (area.centerx, area.y + px(4)), area.w
        wp, wo = self._widths()
        gap = px(12) if self.out_button is not None else 0
        x = area.centerx - (wp + gap + wo) // 2
        top = area.y + px(30)
        self.pass_button.rect = pygame.Rect(x, top, wp, px(BUTTON_H))
        if self.out_button is not None:
            self.out_button.rect = pygame.Rect(x + wp + gap, top, wo, px(BUTTON_H))

    def place_in_band(self, area: pygame.Rect) -> None:
        """The buttons at the right of `area` (the band's foot row), the line left of them."""
        px = self.ctx.px
        wp, wo = self._widths()
        self.pass_button.rect = pygame.Rect(0, 0, wp, px(BUTTON_H))
        self.pass_button.rect.midright = area.midright
        if self.out_button is not None:
            self.out_button.rect = pygame.Rect(0, 0, wo, px(BUTTON_H))
            self.out_button.rect.midright = area.midright
            self.pass_button.rect.midright = (self.out_button.rect.x - px(10), area.centery)
        self.lead_room = self.pass_button.rect.x - px(16) - area.x
        self.lead_at = (area.x, area.centery)

    def draw(self, surface: pygame.Surface, band: bool) -> None:
        """The line and the buttons (their help is the hand-over's to draw)."""
        ctx = self.ctx
        line, size = ui.fitted(ctx, self.lead, 13, self.lead_room, "italic", 10)
        ui.text(surface, ctx, line, size, self.lead_at, ui.INK_SOFT, "italic",
                "midleft" if band else "midtop")
        for button in self.widgets:
            button.draw(surface, ctx)


def lap_choices(ctx, match, seat: int, passes: Callable[[], None],
                steps_out: Callable[[], None]) -> LapChoices | None:
    """The hand-over's Pass and "Out of this lot" for `seat`, handed the screen for the open
    auction on offer, or its Pass alone for a once-around auction's turn, when the engine
    offers the seat a Pass there; else None."""
    if match.phase not in (OPEN_BIDDING, ONCE_AROUND_BIDDING) or seat not in match.to_act:
        return None
    once = match.phase == ONCE_AROUND_BIDDING
    legal = match.legal_for(seat)
    if not any(isinstance(option, Pass) for option in legal):
        return None
    ends = pass_ends(match, seat, legal)
    keys = group_keys(ctx.text.shown, "handover")
    pass_letter, out_letter = keys["pass"][1], keys["out"][1]

    def name(who: int) -> str:
        return match.config.seats[who].name
    # i18n: on the hand-over of an open auction's lap, over its Pass and "Out of this lot"
    # buttons: a pass needs nothing private, so the person need not show their screen for it
    lead = ending_words(ends, seat, name) or (_(
        # i18n: on the hand-over of a once-around auction's turn, over its Pass button: a pass
        # needs nothing private, so the person need not show their screen for it
        "Not bidding? No need to show your screen:") if once else _(
        "Not raising? No need to show your screen:"))
    tips = (pass_tip(ends, seat, name, pass_letter) or (_(
        # i18n: the Pass button's help on a once-around auction's hand-over ({key} its key)
        "Pass ({key}): in a once-around auction each player bids once") if once else _(
        "Pass ({key}); you may bid again on a later lap")).format(key=pass_letter),
        out_tip(ends, seat, name, out_letter) or _(
            "Pass now and on every later lap of this lot; at a shared screen that holds until "
            "it is sold ({key})").format(key=out_letter))
    return LapChoices(ctx, seat, lead, passes, None if once else steps_out, tips, keys)
