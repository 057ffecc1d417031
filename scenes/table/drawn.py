"""Which card each seat drew from the deck, for its own hand to show. A draw ends the turn
(with two or more people at the screen it goes down at once) and the card slips into the
sorted hand, so without a mark the player never learns which card came from the deck."""
from __future__ import annotations

from game.card.events import CardDrawn


class DrawnCards:
    """The card each seat last drew, until that seat moves again."""

    def __init__(self) -> None:
        self.marks: dict[int, int] = {}          # seat -> the drawn card's id

    def heard(self, match, action, events) -> None:
        """An applied action: a seat's next move ends its mark; a draw marks the card that
        came into the drawer's hand (its own view before and after, nobody else's)."""
        seat = getattr(action, "seat", None)
        if seat is not None:
            self.marks.pop(seat, None)
        for drawer in (e.seat for e in events if isinstance(e, CardDrawn)):
            held = {c.id for c in match.view_before(drawer).hand or ()}
            new = [c for c in match.view(drawer).hand or () if c.id not in held]
            if new:
                self.marks[drawer] = new[0].id

    def card(self, view):
        """The card `view`'s seat drew and still holds, when the view shows its own hand."""
        if view.hand is None or view.seat is None or view.seat not in self.marks:
            return None
        return next((c for c in view.hand if c.id == self.marks[view.seat]), None)
