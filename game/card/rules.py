"""Modern Art: The Card Game behind the registry's contract (`GAMES["card"]`)."""
from __future__ import annotations

from ..i18n import _
from ..registry import GameRules
from .actions import action_from_json, action_to_json
from .config import LEVELS, Config, at_one_screen, default_config
from .events import REVEALING, Scored
from .state import EVERYONE
from .engine import IllegalAction, apply, legal_actions, new_game, unasked_move, view
from .invariants import check_state, check_step
from .log import narrate
from .scoring import game_result


def make_bot(level: str):
    """A computer player of the card game: the levels live with the other AI in game.ai.card,
    imported only when a bot is asked for."""
    from ..ai.card import make_bot as make
    return make(level)


RULES = GameRules(
    name="card",
    title=_("Modern Art: The Card Game"),
    players=(2, 3, 4, 5),
    default_config=default_config,
    config_from_json=Config.from_json,
    config_to_json=Config.to_json,
    new_game=new_game,
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
    chosen_together=lambda state: (sum(1 for card in state.secret if card is not None)
                                   if state.phase == EVERYONE else 0),
    reveals=lambda events: any(isinstance(e, REVEALING) for e in events),
    scored_round=lambda events: next((e.round for e in events if isinstance(e, Scored)), None),
    at_one_screen=at_one_screen,
    unasked_move=unasked_move,
)
