"""The card game's IllegalAction family: every message is meant for the player."""
from __future__ import annotations

from ..shared import RefusedAction


class IllegalAction(RefusedAction):
    """An action the card game's rules do not allow now; the message is meant for the player."""


class NotAnAction(IllegalAction):
    """Something that is not a move of this game at all."""


class NotYourTurn(IllegalAction):
    """The seat is not one the game is waiting for (or no seat at all)."""


class WrongPhase(IllegalAction):
    """That kind of action does not fit what the game is waiting for."""


class CardNotPlayable(IllegalAction):
    """The card is not in the hand, or may not be played, added or chosen now."""
