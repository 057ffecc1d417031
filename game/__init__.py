"""Modern Art's rules engines and computer players: pure Python, no pygame.

`GAMES[name]` is a game's rules behind one contract (game/registry.py); the names below are the
auction game's, kept here for the code written before there were two games."""
from .actions import (Action, AddSecondCard, AmountRange, Bid, Buy, DeclineSecondCard, Legal,
                      Pass, PlayCard, RevealDummy, SealedBid, SetPrice)
from .cards import DECK, METHODS, THEMES, Card, Method, artist_name, stacked_deck
from .config import VARIANTS, Config, ConfigError, SeatConfig, default_config
from .engine import (AmountNotAllowed, CardNotPlayable, IllegalAction, NotYourTurn, WrongPhase,
                     apply, describe_wait, game_result, is_legal, legal_actions, new_game,
                     play_ends_round, second_cards, second_ends_round, view)
from .events import RoundEnd
from .registry import GAMES, GameRules, game_names
from .state import GameResult, Phase, RoundResult, State, View

__all__ = [
    "Action", "AddSecondCard", "AmountRange", "Bid", "Buy", "DeclineSecondCard", "Legal", "Pass",
    "PlayCard", "RevealDummy", "SealedBid", "SetPrice", "DECK", "METHODS", "THEMES", "Card",
    "artist_name", "stacked_deck", "VARIANTS", "Config", "ConfigError", "SeatConfig",
    "default_config", "AmountNotAllowed", "CardNotPlayable", "IllegalAction", "NotYourTurn",
    "WrongPhase", "apply", "describe_wait", "game_result", "is_legal", "legal_actions",
    "new_game", "play_ends_round", "second_cards", "second_ends_round", "view", "GameResult",
    "RoundResult", "State", "View", "GAMES", "GameRules", "game_names", "Method", "Phase",
    "RoundEnd",
]
