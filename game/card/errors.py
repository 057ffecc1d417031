"""The card game's IllegalAction family: every message is meant for the player."""
from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message is meant for the player."""

    def __init__(self, message: str, action: object = None) -> None:
        super().__init__(message)
        #: The words for the player (a game.i18n.Text, translated where it is shown).
        self.message = message
        self.action = action


class NotAnAction(IllegalAction):
    """Something that is not a move of this game at all."""


class NotYourTurn(IllegalAction):
    """The seat is not one the game is waiting for (or no seat at all)."""


class WrongPhase(IllegalAction):
    """That kind of action does not fit what the game is waiting for."""


class CardNotPlayable(IllegalAction):
    """The card is not in the hand, or may not be played, added or chosen now."""
