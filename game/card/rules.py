"""Modern Art: The Card Game behind the registry's contract (`GAMES["card"]`)."""
from __future__ import annotations

from ..registry import GameRules
from .actions import action_from_json, action_to_json
from .bots import LEVELS, make_bot
from .config import Config, default_config
from .engine import IllegalAction, apply, legal_actions, new_game, view
from .invariants import check_state, check_step
from .log import narrate
from .scoring import game_result

RULES = GameRules(
    name="card",
    title="Modern Art: The Card Game",
    players=(2, 3, 4, 5),
    default_config=default_config,
    config_from_json=Config.from_json,
    config_to_json=Config.to_json,
    new_game=lambda config, seed: new_game(config, seed),
    legal_actions=legal_actions,
    to_act=lambda state: state.to_act,
    apply=apply,
    view=view,
    result=game_result,
    action_to_json=action_to_json,
    action_from_json=action_from_json,
    narrate=narrate,
    check_state=check_state,
    check_step=check_step,
    make_bot=make_bot,
    levels=LEVELS,
    illegal=IllegalAction,
)
