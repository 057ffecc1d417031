"""The auction game (Modern Art, 1992) behind the registry's contract."""
from __future__ import annotations

from .actions import action_from_json, action_to_json
from .config import PLAYER_COUNTS, Config, default_config
from .events import DummyRevealed, RoundEnded, RoundStarted, SealedBidsRevealed
from .i18n import _
from .state import SEALED_BIDDING
from .engine import (IllegalAction, apply, game_result, legal_actions, new_game, unasked_move,
                     view)
from .invariants import check_state, check_step
from .no_bid import if_nobody_bids
from .log import describe
from .registry import GameRules


def make_bot(level: str):
    """A computer player of the auction game for a level name, from game.ai's one registry of
    levels ("random": the test bot; an unknown level is an error)."""
    from . import ai  # the computer opponents load only when one is asked for
    return ai.make_bot(level)


RULES = GameRules(
    name="auction",
    title=_("Modern Art"),
    players=PLAYER_COUNTS,
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
    narrate=describe,
    check_state=check_state,
    check_step=check_step,
    make_bot=make_bot,
    levels=("easy", "normal", "hard"),
    illegal=IllegalAction,
    chosen_together=lambda state: (sum(1 for bid in state.sealed if bid is not None)
                                   if state.phase == SEALED_BIDDING else 0),
    reveals=lambda events: any(isinstance(e, (SealedBidsRevealed, RoundStarted, RoundEnded,
                                              DummyRevealed)) for e in events),
    # A round is scored in the step that ends it.
    scored_round=lambda events: next((e.round for e in events if isinstance(e, RoundEnded)),
                                     None),
    unasked_move=unasked_move,
    nobody_bids=if_nobody_bids,
)
