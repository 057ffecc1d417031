"""A card played face down, seen landing by its owner before the screen passes on.

With two or more people at the screen the screen went down the moment a person played their
second card face down (the face-down effect), and the hand-over to the next person came at
once: the owner never saw their card arrive in their display, where only they see its artist.
Now the owner's own view stays a moment after the move, the card face down in their display
(its artist shown to them alone) under "Yoko lies face down in your display", as a card drawn
from the deck stays for its drawer (drawn_moment.py); then the screen goes down and the
hand-over comes. The moment is the owner's: nobody else's screen shows the card, and it never
waits for a press (a click or Space lets it go at once).
"""
from __future__ import annotations

from game.card.events import FaceDownPlayed, RoundEnded
from game.i18n import _

from .. import ui

#: How long the owner's view stays, in seconds at the normal animation speed.
LAND_SECONDS = 1.2
#: The least it stays, in seconds, at any animation speed (off too): time to see the card.
READ_SECONDS = 0.9


def face_down_by(match, events, seat: int | None) -> "FaceDownLanding | None":
    """The moment to hold the table for when the person at the screen (`seat`, at a screen
    several people share) played a card face down in `events` and the screen now passes to
    another seat; None otherwise (one person at the screen sees it land anyway; a round that
    ended with it turns its face-down cards up for all)."""
    if seat is None or not match.hot_seat or seat not in match.humans:
        return None
    if any(isinstance(e, RoundEnded) for e in events) or match.viewing_seat() == seat:
        return None
    if not any(isinstance(e, FaceDownPlayed) and e.seat == seat for e in events):
        return None
    down = match.view(seat).my_face_down
    return FaceDownLanding(seat, down[-1]) if down else None


class FaceDownLanding:
    """The owner's view held while their face-down card lands (the table's `drew` moment:
    `advance`, `flying`, `handle_event`, `lines`, `draw`)."""

    confirm = False             # it waits for no press

    def __init__(self, seat: int, card) -> None:
        self.seat, self.card = seat, card
        self.t = 0.0

    def advance(self, dt: float, scale: float, skipping: bool) -> bool:
        """Time passes (`scale` the animation setting's, `skipping`: Space or a click);
        whether the moment is over."""
        if skipping:
            return True
        self.t += dt
        return self.t >= max(READ_SECONDS, LAND_SECONDS * scale)

    def flying(self, card) -> bool:
        return False

    def handle_event(self, event) -> bool:
        return False

    def lines(self, theme) -> list:
        """The status line meanwhile: where the card went, and that only its owner sees it."""
        # i18n: said to the player who just played a card face down, before the screen
        # passes on; {card} the card as a player names it, e.g. "Yoko (award)"
        return [(_("{card} lies face down in your display: only you see it.").format(
            card=self.card.label(theme)), ui.GREEN)]

    def draw(self, surface, ctx, cart, layout, pairs, top: int) -> None:
        """Nothing over the table: the card lies in the owner's display as the view shows."""
