"""The confirm-moves setting's question before a card leaves the hand. A play-tester auctioned a
card they had clicked only to look at it: with the setting on (Settings, "Confirm my moves",
the one that asks before a bid), the first click on a hand card, or Enter on the card the keys
rest on, lifts it and asks ("Auction Lite Metal (open auction)?") with a confirm button (Enter)
and a cancel (Esc, or a click elsewhere); the confirm, or the same card chosen again, sends it.
With the setting off a card goes at one click, as before. Both tables keep one `PlayAsk` and
hear it first while it asks (`event`)."""
from __future__ import annotations

from typing import Callable

import pygame

from game import AddSecondCard, PlayCard
from game.card import actions as card_actions
from game.i18n import _

from .. import ui
from .keys import keyed

#: The question for each kind of card move ({card}: the card as a player names it).
QUESTIONS = {
    # i18n: asked before a card is put up for auction (the confirm-moves setting); {card} is
    # a card as a player names it, e.g. "Lite Metal (open auction)"
    PlayCard: _("Auction {card}?"),
    # i18n: asked before a card is added to a double auction as its second card
    AddSecondCard: _("Add {card} to the double?"),
    # i18n: the card game: asked before a card is played face up (the confirm-moves setting);
    # {card} is a card as a player names it, e.g. "Yoko (award)"
    card_actions.PlayCard: _("Play {card}?"),
    card_actions.PlayFaceUp: _("Play {card}?"),
    # i18n: the card game: asked before a card is played face down (its second-card effect)
    card_actions.PlayFaceDown: _("Play {card} face down?"),
    # i18n: the card game: asked before a card is chosen in secret for "everyone plays"
    card_actions.ChooseSecretly: _("Choose {card} for everyone plays?"),
    # i18n: the card game: asked before a card is added to the display at scoring
    card_actions.AddCard: _("Add {card} at scoring?"),
}


class PlayAsk:
    """The card move asked about (`pending`), its question and its two buttons."""

    def __init__(self, on: Callable[[], bool], send: Callable[[object], None],
                 say: Callable[[str], None]) -> None:
        #: Whether the setting asks now (read at each choice: it may change mid-game).
        self._on = on
        self._send = send
        #: Where the question goes (the stand, the card table's status lines), as the bid
        #: confirmation's words go.
        self._say = say
        self.pending = None
        #: The move asked about until the click under way cancelled it: the same card chosen
        #: by that click sends it.
        self._dropped = None
        #: The card's name in the question (a Card's label for the game's theme).
        self.theme = "classic"
        # i18n: the button that confirms the card move asked about ({key} is the Enter key)
        self.yes = ui.Button(keyed(_("Confirm"), _("Enter")), self.confirm, style="primary",
                             size=14)
        self.no = ui.Button(keyed(_("Cancel"), "Esc"), self.cancel, style="quiet", size=14)

    def choose(self, action, theme: str) -> None:
        """A hand card chosen (`action` takes it): sent at once with the setting off, or when
        it is the card asked about; else it is asked about."""
        if not self._on() or action in (self.pending, self._dropped):
            self.pending = self._dropped = None
            self._send(action)
            return
        self.pending, self.theme = action, theme
        self._say(self.question())

    def question(self) -> str:
        """"Auction Lite Metal (open auction)?" for the card asked about ("" when none)."""
        if self.pending is None:
            return ""
        card = self.pending.card
        return QUESTIONS[type(self.pending)].format(card=card.label(self.theme))

    def card_id(self) -> int | None:
        """The id of the card asked about, if any (lifted in the hand, shown on the stand)."""
        return None if self.pending is None else self.pending.card.id

    def confirm(self) -> None:
        action, self.pending = self.pending, None
        if action is not None:
            self._send(action)

    def cancel(self) -> None:
        if self.pending is not None:
            self.pending = None
            self._say("")

    def keep(self, legal: tuple) -> None:
        """Forget the question once its move is no longer on offer (another decision, a move
        taken back, another player's screen)."""
        if self.pending is not None and self.pending not in legal:
            self.pending = None

    def widgets(self) -> list:
        """The confirm and cancel buttons while asking, else none."""
        return [self.yes, self.no] if self.pending is not None else []

    def place(self, x: int, y: int, px) -> None:
        """The two buttons side by side, from (x, y)."""
        self.yes.rect = pygame.Rect(x, y, px(170), px(34))
        self.no.rect = pygame.Rect(self.yes.rect.right + px(8), y, px(130), px(34))

    def lifted(self, cards: list, lift: Callable[[int | None], None]):
        """The card asked about, if any; its place in `cards` (None: no question) is given
        to `lift` (the hand raises that card while the question stands)."""
        at = next((i for i, c in enumerate(cards) if c.id == self.card_id()), None)
        lift(at)
        return None if at is None else cards[at]

    def event(self, event) -> bool:
        """While asking: Enter confirms, Esc cancels, the buttons press; a click elsewhere
        cancels and goes on (on the card asked about, `choose` then sends it; on another card
        it asks about that one), as do the arrows walking the hand. True: taken."""
        self._dropped = None
        if self.pending is None:
            return False
        if ui.widgets_event(self.widgets(), event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
                return True
            if event.key == pygame.K_ESCAPE:
                self.cancel()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.cancel()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._dropped = self.pending        # chosen again by this click: it goes
            self.cancel()
        return False
