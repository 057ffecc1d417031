"""Play seeded games of any registered game headless and report:
`python -m game.sim [--game auction] --players 4 --games 500`."""
from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Callable

from .ai import decision_move, decision_rng, decisions_seed
from .registry import GameRules, game_names, get

#: The game the tools play when none is named.
DEFAULT_GAME = "auction"


def make_bot(level: str, game: str = DEFAULT_GAME):
    """A computer player of `game` for a level name ("random" is the test bot)."""
    return get(game).make_bot(level)


def sim_config(players: int, variant: str | None = None, game: str = DEFAULT_GAME, **options):
    """An all-computer configuration of `game` for `players` seats (and a variant, if given).
    The seats' bots are chosen by the tools, not by the configuration."""
    if variant is not None:
        options["variant"] = variant
    return get(game).default_config(players, **options)


def final_scores(outcome) -> tuple[int, ...]:
    """Each seat's final money or points: every game's outcome starts with them, then names
    the ranking and the winners (the auction's GameResult.cash, the card game's totals)."""
    return tuple(outcome[0])


def _fallback(option):
    """A legal action from one option (an amount range gives its lowest amount)."""
    return option.make(option.lo) if callable(getattr(option, "make", None)) else option


def play_game(config, seed: int, bots: list, check: bool = False,
              on_step: Callable[[object, object], None] | None = None,
              on_decision: Callable[[int, str, float], None] | None = None,
              game: str = DEFAULT_GAME,
              on_action: Callable[[int, object], None] | None = None):
    """Play one game of `game` to its end through the registry's contract. Returns (final
    state, actions taken, violations, illegal).

    Each decision's randomness comes from the game's seed, the move number and the seat, the
    way the match controller draws it (`game.ai.decision_rng`), so a seed and a lineup give
    the same game here as at the table. `on_decision(seat, phase, ms)` is told how long each
    bot took to choose; `on_action(seat, action)` is told every action applied."""
    return play_from(get(game).new_game(config, seed), seed, bots, check=check,
                     on_step=on_step, on_decision=on_decision, game=game, on_action=on_action)


def play_from(state, seed: int, bots: list, moves: int = 0, check: bool = False,
              on_step: Callable[[object, object], None] | None = None,
              on_decision: Callable[[int, str, float], None] | None = None,
              game: str = DEFAULT_GAME,
              on_action: Callable[[int, object], None] | None = None):
    """`play_game` from a position: `state` reached after `moves` actions, the decisions'
    randomness from `seed` (a game continued many ways from one position, each with its own
    seed). Returns (final state, actions taken in all, violations, illegal)."""
    rules: GameRules = get(game)
    decisions = decisions_seed(seed)
    actions, violations, illegal = moves, 0, 0
    while rules.result(state) is None:
        seat = rules.to_act(state)[0]
        options = rules.legal_actions(state, seat)
        bot = bots[seat]
        seen = rules.view(state, seat) if getattr(bot, "needs_view", True) else None
        rng = decision_rng(decisions, decision_move(rules, state, actions), seat)
        if on_decision is None:
            action = bot.choose(seen, options, rng)
        else:
            started = time.perf_counter()
            action = bot.choose(seen, options, rng)
            on_decision(seat, str(getattr(state, "phase", "move")),
                        (time.perf_counter() - started) * 1000.0)
        try:
            after = rules.apply(state, action)
        except rules.illegal:
            illegal += 1
            # Fall back to a legal option so the game (and the count) can go on.
            action = _fallback(options[0])
            after = rules.apply(state, action)
        actions += 1
        if check:
            violations += len(rules.check_step(state, after))
        if on_step is not None:
            on_step(state, after)
        if on_action is not None:
            on_action(seat, action)
        state = after
    return state, actions, violations, illegal


def run(players: int, variant: str | None, games: int, seed: int, levels: list[str],
        check: bool = True, game: str = DEFAULT_GAME, **options) -> dict:
    """Play `games` seeded games and gather the figures the simulator prints. Seat i plays
    the level levels[i % len(levels)]."""
    rules = get(game)
    config = sim_config(players, variant, game, **options)
    lineup = [levels[i % len(levels)] for i in range(players)]
    wins = [0.0] * players
    cash_total = [0] * players
    total_actions = violations = illegal = 0
    started = time.perf_counter()
    for g in range(games):
        bots = [make_bot(level, game) for level in lineup]   # fresh memory every game
        state, actions, v, i = play_game(config, seed + g, bots, check=check, game=game)
        total_actions += actions
        violations += v
        illegal += i
        result = rules.result(state)
        for w in result.winners:
            wins[w] += 1 / len(result.winners)
        for p, score in enumerate(final_scores(result)):
            cash_total[p] += score
    elapsed = time.perf_counter() - started
    return {
        "games": games,
        "actions_per_game": total_actions / games if games else 0.0,
        "games_per_second": games / elapsed if elapsed > 0 else 0.0,
        "wins": [round(w, 3) for w in wins],
        "mean_final_cash": [round(c / games, 2) for c in cash_total] if games else [],
        "violations": violations,
        "illegal_actions": illegal,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.sim", description=__doc__)
    parser.add_argument("--game", default=DEFAULT_GAME, choices=game_names())
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--variant", help="the game's variant (the auction game: standard, "
                                          "three_with_dummy, two_player)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="random",
                        help="bot level(s), comma-separated, one per seat in turn")
    parser.add_argument("--double-proceeds", help="auction game: second_player or split")
    parser.add_argument("--dummy-reveal-by", help="auction game: winner or auctioneer")
    parser.add_argument("--ask-every-holder", action="store_true",
                        help="card game: every seat holding a leading artist is asked at "
                             "scoring, and a void second card face up is offered (as in a "
                             "game with two or more people at one screen)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    options = {key: value for key, value in (("double_proceeds", args.double_proceeds),
                                             ("dummy_reveal_by", args.dummy_reveal_by))
               if value is not None}
    if args.ask_every_holder:
        options["ask_every_holder"] = True
    try:
        report = run(args.players, args.variant, args.games, args.seed, args.bots.split(","),
                     game=args.game, **options)
    except (ValueError, TypeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report))
    else:
        print(f"games              {report['games']}")
        print(f"actions per game   {report['actions_per_game']:.1f}")
        print(f"games per second   {report['games_per_second']:.1f}")
        print(f"wins per seat      {report['wins']}")
        print(f"mean final cash    {report['mean_final_cash']}")
        print(f"violations         {report['violations']}")
        print(f"illegal_actions    {report['illegal_actions']}")
    return 1 if report["violations"] or report["illegal_actions"] else 0


if __name__ == "__main__":
    sys.exit(main())
