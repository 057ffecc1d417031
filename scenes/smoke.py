"""Ready-made moments of a game for the smoke check, the benchmark and tests: a table in the
middle of an auction, the gavel falling, and a round being scored."""
from __future__ import annotations

import random
from pathlib import Path

import pygame

from game import AmountRange, apply, default_config, legal_actions, new_game, view
from game.bots import RandomBot
from game.events import RoundEnded
from game.state import ONCE_AROUND_BIDDING, OPEN_BIDDING

from .context import make_context
from .session.match import Match
from .session.games import new_match, open_table
from .session.settings import Settings


def play_to_open_auction(match: Match, seat: int = 0) -> None:
    """Play random moves (the human's too) until an open or once-around auction waits for
    `seat` with a bid on the table, so the table shows a lively auction."""
    rng = random.Random(7)
    for _ in range(2000):
        st = match.state
        if (st.phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING) and seat in st.to_act
                and st.high_bidder is not None and st.high_bidder != seat):
            return
        actor = st.to_act[0]
        options = match.legal_for(actor)
        if actor in match.bots:
            match.play_bot(actor)
        else:
            # The human plays modestly: a card, small amounts, often a pass.
            passes = [o for o in options if type(o).__name__ in ("Pass", "DeclineSecondCard")]
            if passes and rng.random() < 0.6:
                action = passes[0]
            else:
                action = options[rng.randrange(len(options))]
                if isinstance(action, AmountRange):
                    action = action.make(min(action.hi, action.lo + rng.randrange(4)))
            match.submit(action)
    raise RuntimeError("no open auction came up")


def table_mid_auction(ctx, seed: int = 3, players: int = 4):
    """A TableScene of one human against computers, waiting for the human's bid."""
    # The easiest computer level bids like a person (the random bot if the AI is missing).
    config = default_config(players, humans=1, level="easy")
    match = new_match(ctx, config, seed, rng=random.Random(seed), thinking_seconds=0.0)
    table = open_table(ctx, match, how="push")
    play_to_open_auction(match, 0)
    for _ in range(1000):           # catch up with the moves played, one sale per frame
        if not table.busy or table.awaiting_scoring:
            break
        table.skip()
        table.update(0.0)
    table.timeline.bubbles.clear()
    table.refresh()
    return table


def first_round_end(seed: int = 5, players: int = 4):
    """(round, events, view of seat 0) at the end of round 1 of a random game."""
    config = default_config(players, humans=0, level="random")
    state = new_game(config, seed)
    bot = RandomBot()
    rng = random.Random(seed)
    while True:
        seat = state.to_act[0]
        options = legal_actions(state, seat)
        state = apply(state, bot.choose(None, options, rng))
        if any(isinstance(e, RoundEnded) for e in state.events):
            return 0, state.events, view(state, 0)


def render_smoke(size=(1280, 720), folder: Path | None = None) -> list[str]:
    """Draw the title, a table mid-auction and the scoring overlay on an off-screen surface."""
    screen = pygame.Surface(size)
    ctx = make_context(screen, Settings(), seed=1, windowed=False)
    done = []

    def snap(name: str) -> None:
        ctx.stack.update(1 / 60)
        ctx.stack.draw(screen)
        if folder is not None:
            Path(folder).mkdir(parents=True, exist_ok=True)
            pygame.image.save(screen, str(Path(folder) / f"smoke-{name}.png"))
        done.append(name)

    ctx.stack.open("title")
    snap("title")
    table = table_mid_auction(ctx)
    snap("table")
    rnd, events, seen = first_round_end()
    overlay = ctx.stack.open("scoring", rnd, events, seen)
    overlay.t = overlay.total_time
    snap("scoring")
    assert table is not None
    return done
