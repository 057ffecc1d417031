"""Play seeded games headless and report: `python -m game.sim --players 4 --games 500`."""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Callable

from .actions import AmountRange
from .config import BOT, VARIANTS, Config, ConfigError, SeatConfig
from .engine import IllegalAction, apply, game_result, legal_actions, new_game, view
from .invariants import check_step
from .state import State

SEAT_NAMES = ("Axel", "Beatrix", "Clemens", "Doris", "Emil")


def make_bot(level: str):
    """A bot for a level name, from the one registry of levels (game.ai, imported lazily)."""
    from .ai import make_bot as registry_make_bot  # lazily: the engine itself needs no AI
    return registry_make_bot(level)


def sim_config(players: int, variant: str | None, levels: list[str], **options) -> Config:
    if variant is None:
        variant = "two_player" if players == 2 else "standard"
    seats = tuple(SeatConfig(SEAT_NAMES[i], BOT, levels[i % len(levels)]) for i in range(players))
    return Config(seats=seats, variant=variant, **options)


def play_game(config: Config, seed: int, bots: list, check: bool = False,
              on_step: Callable[[State, State], None] | None = None,
              on_decision: Callable[[int, str, float], None] | None = None):
    """Play one game to its end. Returns (final state, actions taken, violations, illegal).

    `on_decision(seat, phase, ms)` is told how long each bot took to choose."""
    state = new_game(config, seed)
    rngs = [random.Random(seed * 1_000_003 + 7919 * i + 1) for i in range(config.players)]
    actions = violations = illegal = 0
    while state.phase != "game_over":
        legal = legal_actions(state)
        seat = state.to_act[0]
        options = [o for o in legal if o.seat == seat] if len(state.to_act) > 1 else legal
        bot = bots[seat]
        seen = view(state, seat) if getattr(bot, "needs_view", True) else None
        if on_decision is None:
            action = bot.choose(seen, options, rngs[seat])
        else:
            started = time.perf_counter()
            action = bot.choose(seen, options, rngs[seat])
            on_decision(seat, state.phase, (time.perf_counter() - started) * 1000.0)
        try:
            after = apply(state, action)
        except IllegalAction:
            illegal += 1
            # Fall back to a legal option so the game (and the count) can go on.
            option = options[0]
            action = option.make(option.lo) if isinstance(option, AmountRange) else option
            after = apply(state, action)
        actions += 1
        if check:
            violations += len(check_step(state, after))
        if on_step is not None:
            on_step(state, after)
        state = after
    return state, actions, violations, illegal


def run(players: int, variant: str | None, games: int, seed: int, levels: list[str],
        check: bool = True, **options) -> dict:
    """Play `games` seeded games and gather the figures the simulator prints."""
    config = sim_config(players, variant, levels, **options)
    wins = [0.0] * players
    cash_total = [0] * players
    total_actions = violations = illegal = 0
    started = time.perf_counter()
    for g in range(games):
        bots = [make_bot(s.level) for s in config.seats]   # fresh memory every game
        state, actions, v, i = play_game(config, seed + g, bots, check=check)
        total_actions += actions
        violations += v
        illegal += i
        result = game_result(state)
        for w in result.winners:
            wins[w] += 1 / len(result.winners)
        for p in range(players):
            cash_total[p] += state.cash[p]
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
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--variant", choices=VARIANTS)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="random",
                        help="bot level(s), comma-separated, one per seat in turn")
    parser.add_argument("--double-proceeds", default="second_player",
                        choices=("second_player", "split"))
    parser.add_argument("--dummy-reveal-by", default="winner", choices=("winner", "auctioneer"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        report = run(args.players, args.variant, args.games, args.seed, args.bots.split(","),
                     double_proceeds=args.double_proceeds, dummy_reveal_by=args.dummy_reveal_by)
    except ConfigError as e:
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
