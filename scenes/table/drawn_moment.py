"""A card drawn from the deck, shown to its drawer as it arrives.

The draw effect ends the turn, and with two or more people at the screen the screen used to go
down at once: the drawer saw which card they drew only at their next turn. Now the drawer's
own view stays a moment longer: the drawn card flies from the deck into their hand and is
ringed there, under "You drew Yoko."; with several people at the screen it stays until the
drawer presses OK (Enter), and only then the screen goes down and passes on. With one person
at the screen it is a short animation (a click or Space skips it). Nobody else's screen ever
shows it: the drawer's hand is hidden again before the hand-over.
"""
from __future__ import annotations

import pygame

from game.card.events import CardDrawn
from game.i18n import _

from .. import ui

#: The drawn card's flight from the deck into the hand, in seconds at the normal speed.
FLY_SECONDS = 0.6
#: How long the drawn card holds the table with one person at the screen (normal speed).
SOLO_SECONDS = 1.5


def drawn_by(match, events, seat: int | None, card_of) -> "DrawnMoment | None":
    """The moment to hold the table for, when the seat at the screen (`seat`, a human) drew a
    card in `events`; `card_of(seat)` the card it drew (the drawn-card marks)."""
    if seat is None or seat not in match.humans:
        return None
    if not any(isinstance(e, CardDrawn) and e.seat == seat for e in events):
        return None
    card = card_of(seat)
    return None if card is None else DrawnMoment(seat, card, confirm=match.hot_seat)


class DrawnMoment:
    """The drawer's view held while their drawn card arrives (`confirm`: until they press OK,
    the screen then going down; else for `SOLO_SECONDS`)."""

    def __init__(self, seat: int, card, confirm: bool) -> None:
        self.seat, self.card, self.confirm = seat, card, confirm
        self.t = 0.0
        self.seen = False           # OK pressed (or the solo moment over)
        self.button = ui.Button(_("OK, hide my hand"), self.ok, style="primary",
                                hotkey=pygame.K_RETURN,
                                tooltip=_("You have seen the card you drew: your hand is "
                                          "hidden and the screen passes on (Enter)"))

    def ok(self) -> None:
        self.seen = True

    def advance(self, dt: float, scale: float, skipping: bool) -> bool:
        """Time passes (`scale` the animation setting's, `skipping`: Space or a click);
        whether the moment is over."""
        if scale <= 0 or skipping:
            self.t = max(self.t, FLY_SECONDS if self.confirm else SOLO_SECONDS)
        else:
            self.t += dt / scale
        return self.seen or (not self.confirm and self.t >= SOLO_SECONDS)

    def flying(self, card) -> bool:
        """Whether `card` is still on its way into the hand (not drawn in it yet)."""
        return card.id == self.card.id and self.t < FLY_SECONDS

    def handle_event(self, event) -> bool:
        """OK, Enter or Space ends a moment that waits for the drawer."""
        if not self.confirm:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                           pygame.K_SPACE):
            self.ok()
            return True
        return self.button.handle_event(event)

    def lines(self, theme) -> list:
        """The status lines meanwhile: what was drawn, and (waiting) what OK does."""
        # i18n: said to the player who just drew a card; {card} the card as a player names it,
        # e.g. "Yoko (award)"
        out = [(_("You drew {card}.").format(card=self.card.label(theme)), ui.GREEN)]
        if self.confirm:
            out.append((_("It is ringed in your hand until your next move. Press OK when you "
                          "have seen it: your hand is hidden before the screen passes on."),
                        ui.INK))
        return out

    def draw(self, surface, ctx, cart, layout, pairs, top: int) -> None:
        """The card flying from the deck to its place in the hand (`pairs`), and the OK
        button under the status lines (`top`)."""
        px = ctx.px
        if self.confirm:
            area = layout.controls
            self.button.rect = pygame.Rect(area.x, top, min(area.w, px(260)), px(44))
            self.button.draw(surface, ctx)
        target = next((r for c, r in pairs if c.id == self.card.id), None)
        if target is None or self.t >= FLY_SECONDS:
            return
        # From the deck beside the influence card (display.draw_centre places it there).
        deck = pygame.Rect(layout.influence.right + px(14), layout.influence.y + px(22),
                           px(30), px(42))
        p = self.t / FLY_SECONDS
        ease = 1 - (1 - p) ** 3
        w = max(8, round(deck.w + (target.w - deck.w) * ease))
        face = cart.face(self.card, w) if p > 0.3 else cart.back(w)
        centre = (deck.centerx + (target.centerx - deck.centerx) * ease,
                  deck.centery + (target.centery - deck.centery) * ease)
        surface.blit(face, face.get_rect(center=(round(centre[0]), round(centre[1]))))
