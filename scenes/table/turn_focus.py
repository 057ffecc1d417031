"""Where the keys go when the player's turn comes at the auction table, shown from the start:
while an amount is asked, the ring is on the amount box, where digits and Enter already went
(the box had the keys, yet nothing showed it until the first Tab). Once per decision: a rebuild
for the same decision (a window resize, a computer sealing its bid) leaves the ring where the
player put it.

A decision of buttons alone (Buy or Pass, Reveal or Keep) or of a card keeps the ring down: the
letter keys and the arrows answer there, and Enter pressed once too often (after typing a bid,
say) must not buy, reveal or play for the player.
"""
from __future__ import annotations


class TurnFocus:
    """Puts the auction table's ring on the amount box, once each time an amount is asked."""

    def __init__(self) -> None:
        #: The decision the ring was last put on (None: not the player's turn since).
        self.decision: tuple | None = None

    def follow(self, scene) -> None:
        """After the table rebuilt its decision panel (`TableScene.refresh`)."""
        if not scene.human_turn():
            self.decision = None
            return
        decision = scene.controls.decision
        if decision == self.decision:
            return
        self.decision = decision
        if scene.controls.amount is not None:
            scene.focus.start_on(scene.controls.amount)
