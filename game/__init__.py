"""Modern Art's rules engine and computer players: pure Python, no pygame."""
from .actions import (Action, AddSecondCard, AmountRange, Bid, Buy, DeclineSecondCard, Legal,
                      Pass, PlayCard, RevealDummy, SealedBid, SetPrice)
from .cards import DECK, METHODS, THEMES, Card, artist_name, stacked_deck
from .config import VARIANTS, Config, ConfigError, SeatConfig, default_config
from .engine import (AmountNotAllowed, CardNotPlayable, IllegalAction, NotYourTurn, WrongPhase,
                     apply, describe_wait, game_result, is_legal, legal_actions, new_game, view)
from .state import GameResult, RoundResult, State, View

__all__ = [
    "Action", "AddSecondCard", "AmountRange", "Bid", "Buy", "DeclineSecondCard", "Legal", "Pass",
    "PlayCard", "RevealDummy", "SealedBid", "SetPrice", "DECK", "METHODS", "THEMES", "Card",
    "artist_name", "stacked_deck", "VARIANTS", "Config", "ConfigError", "SeatConfig",
    "default_config", "AmountNotAllowed", "CardNotPlayable", "IllegalAction", "NotYourTurn",
    "WrongPhase", "apply", "describe_wait", "game_result", "is_legal", "legal_actions",
    "new_game", "view", "GameResult", "RoundResult", "State", "View",
]
