"""The take-back for a misclick: one button (and Ctrl+Z) while the match allows it, that is
until anyone else acts or the move revealed something (the match's `can_take_back` is the one
rule). Against computers it stands on the table; at a screen several people share, on the
hand-over to the next person ("Ada: take back your card", `for_handover`), whose screen never
opened, and the screen comes back to the one who moved after a press. The table then follows
the game back to the moment before. A computer answering the move waits until it has been
offered a fair while (scenes/session/take_back.py `answer_waits`).
"""
from __future__ import annotations

import pygame

from game import Bid, Pass
from game.events import BidMade, Passed
from game.i18n import _

from .. import ui
from ..session.take_back import answer_wait, own_last_move, turn_moves
from .layout import CARD_TAKE_BACK_W, TAKE_BACK_W
from .seats import own_bought_top
from .timeline import lot_words
from .takeback_words import handover_words, take_back_words


class TakeBack:
    """The "Take back" button (and Ctrl+Z) of a table; `forget(scene, undone)`, called before
    the move is undone, returns what the table runs once it is: dropping what it was about to
    show of the move (each table its own: `forget_bid` at the auction, `forget_card` in the
    card game)."""

    def __init__(self, scene, forget) -> None:
        self.scene = scene
        self.forget = forget
        self.button = ui.Button(_("Take back"), self.take_back, style="quiet", size=13)
        #: The move the button's words are about (they are built once per move).
        self._about: tuple | None = None

    def shown(self) -> bool:
        """Whether the table's take-back is possible now (the button then says what it
        undoes); at a shared screen the hand-over offers it instead (`for_handover`)."""
        scene = self.scene
        if scene.demo or scene.match.hot_seat or not scene.match.can_take_back():
            return False
        match = scene.match
        last = own_last_move(match)
        seat = getattr(last, "seat", None)
        about = (len(match.actions), last, match.raising(seat), match.is_out(seat),
                 answer_wait(match))
        if about != self._about:
            self._about = about
            self.button.label, self.button.tooltip = take_back_words(
                last, match.config.theme, *about[2:])
        return True

    def for_handover(self) -> ui.Button | None:
        """The hand-over's button at a shared screen, naming the person who just moved and
        their move (or their turn's moves), while they may take it back; else None."""
        match = self.scene.match
        if self.scene.demo or not match.hot_seat or not match.can_take_back():
            return None
        moves = turn_moves(match)       # their whole turn (a card and its second card)
        seat = moves[0].seat
        label, tip = handover_words(moves, match.config.theme, match.config.seats[seat].name,
                                    match.raising(seat), match.is_out(seat))
        return ui.Button(label, self.take_back, style="quiet", size=13, tooltip=tip)

    def place(self, hide: pygame.Rect, own: pygame.Rect, px) -> None:
        """In your panel, at the right of "Bought this round", above your paintings (which
        take the panel's whole width: kept clear of the bottom right corner where the button
        stood, three of them overlapped at its left), as tall as the hide button and wide
        enough for every label it may show (`TAKE_BACK_W`), in every language."""
        self.button.rect = pygame.Rect(0, 0, px(TAKE_BACK_W), hide.h)
        self.button.rect.topright = (hide.right, own_bought_top(px, own) - px(5))

    def place_under(self, hide: pygame.Rect, px) -> None:
        """Right under the hide button, as tall as it and wide enough for the card game's
        labels (the card game's table)."""
        self.button.rect = pygame.Rect(0, 0, px(CARD_TAKE_BACK_W), hide.h)
        self.button.rect.topright = (hide.right, hide.bottom + px(6))

    def handle_event(self, event) -> bool:
        """The button, or Ctrl+Z."""
        if not self.shown():
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z \
                and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.take_back()
            return True
        return self.button.handle_event(event)

    def take_back(self) -> None:
        """Undo the move; the table drops what it was about to show of it."""
        scene = self.scene
        undone = own_last_move(scene.match)
        then = self.forget(scene, undone)
        if not scene.match.take_back():
            return
        scene.ctx.autosave(scene.match)     # the autosave forgets the move too
        then()
        scene.log.back_to(len(scene.match.actions))     # its lines go, as after a load
        if scene.match.hot_seat:        # from the hand-over, gone: theirs is due (a press)
            scene.privacy.handover = None
            scene.log.add(("play", _("{name} took a move back.").format(
                name=scene.match.config.seats[undone.seat].name)))
        else:
            scene.log.add(("play", _("You took your last move back.")))
        seat = scene.match.viewing_seat()
        scene.show(scene.match.view(seat), scene.match.public_view())
        scene.refresh()


def forget_bid(scene, undone):
    """The auction table: the steps and beats of the move go, and its bid or pass leaves the
    lot's row of bids if the row already told it."""
    tl = scene.timeline
    # Whether the lot's row of bids already shows the move (its step was played out).
    told = not any(isinstance(e, (BidMade, Passed)) for step in tl.steps
                   for e in step.events)

    def then() -> None:
        if told and isinstance(undone, (Bid, Pass)) and tl.lot_history \
                and tl.lot_history[-1][0] == undone.seat:
            tl.lot_history.pop()            # nobody has bid since: the last word was the move
        tl.steps.clear()
        tl.beats.clear()
        tl.pending = None
        tl.skipping = False
        if isinstance(undone, Pass):
            tl.out.discard(undone.seat)     # "Out of this lot" taken back with its pass
        tl.bubbles = lot_words(tl.lot_history, scene.shown.method, tl.out)  # as the chips say
        scene.lot_gone = False
        scene.controls.forget_amount()      # the box offers the smallest raise again
        scene.retold.restart()
    return then


def forget_card(scene, undone):
    """The card game's table: the move's steps and its beat go (a card on its way to the
    display stays in hand)."""
    def then() -> None:
        scene.steps.clear()
        scene.beat = None
        scene.pending = None
        scene.skipping = False
        scene.error = ""
        scene.hand_focus = None
        scene.unasked.decided()     # the words of a move made for them, taken back with it
    return then
