"""Which card each seat drew from the deck, for its own hand to show. A draw ends the turn
(with two or more people at the screen it goes down at once) and the card slips into the
sorted hand, so without a mark the player never learns which card came from the deck."""
from __future__ import annotations

from game.card.events import CardDrawn


class DrawnCards:
    """The card each seat last drew, until that seat moves again (a round's end between: a
    tester drew, the next player ended the round, and the scoring showed no card drawn)."""

    def __init__(self) -> None:
        self.marks: dict[int, int] = {}          # seat -> the drawn card's id

    def heard(self, match, action, events) -> None:
        """An applied action: a seat's next move ends its mark; a draw marks the card that
        came into the drawer's hand (its own view before and after, nobody else's)."""
        self._note(action, events, lambda seat: match.view_before(seat).hand,
                   lambda seat: match.view(seat).hand)

    def replay(self, steps, view) -> None:
        """The marks of a game continued from a save, from its moves (it may have been left
        right after a draw): `steps` as `Match.replayed` gives them, `view` the rules' own."""
        before = None
        for action, state in steps:
            if action is not None:
                self._note(action, state.events, lambda seat, s=before: view(s, seat).hand,
                           lambda seat, s=state: view(s, seat).hand)
            before = state

    def _note(self, action, events, hand_before, hand_after) -> None:
        """A seat's move ends its mark; a draw marks the card drawn. The round's end does not:
        at its scoring the hand marks the card without raising or ringing it (raised and
        ringed, it looked as if it could be added: `card_hand`)."""
        seat = getattr(action, "seat", None)
        if seat is not None:
            self.marks.pop(seat, None)
        for event in events:
            if isinstance(event, CardDrawn):
                held = {c.id for c in hand_before(event.seat) or ()}
                new = [c for c in hand_after(event.seat) or () if c.id not in held]
                if new:
                    self.marks[event.seat] = new[0].id

    def card(self, view):
        """The card `view`'s seat drew and still holds, when the view shows its own hand."""
        if view.hand is None or view.seat is None or view.seat not in self.marks:
            return None
        return next((c for c in view.hand if c.id == self.marks[view.seat]), None)
