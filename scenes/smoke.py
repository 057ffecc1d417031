"""Ready-made moments of a game for the smoke check, the benchmark and tests: a table in the
middle of an auction, the gavel falling, and a round being scored; for the card game, its
setup, rules, a round's scoring and the final result (and its table once the app has one)."""
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
from .session.games import has_table, new_match, open_table
from .session.language import LANGUAGES
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
    # Every language: its catalog, its number rules and its typeface are in the app (a bundle
    # that lost one would fall back to English quietly).
    for code in LANGUAGES:
        ctx.change_settings(language=code)
        if ctx.words.code != code:
            raise RuntimeError(f"the {LANGUAGES[code]} catalog did not load")
        snap(f"scoring-{code}")
    return done


# --- the card game ---------------------------------------------------------------------------

class FinishedGame:
    """What the screens read of a match, over the record of a game of any game of the registry
    played out by the engine alone (for the smoke check and tests): its view, its result, its
    record for the autosave, and no further moves."""

    def __init__(self, record, humans=(0,)) -> None:
        self.rules = record.rules
        self.record = record
        self.state = record.replay()
        self.config = record.config
        self.actions = list(record.actions)
        self.listeners: list = []
        self.keepers: list = []
        self.humans = list(humans)
        self.spectator_seat = None if humans else 0
        self.is_over = self.rules.result(self.state) is not None

    def game_record(self):
        return self.record

    def viewing_seat(self):
        return self.humans[0] if len(self.humans) == 1 else self.spectator_seat

    def view(self, seat):
        return self.rules.view(self.state, seat)

    def result(self):
        return self.rules.result(self.state)


def card_playout(players: int = 4, seed: int = 5, rounds: int | None = None):
    """A card game of random moves, to the end or until `rounds` are scored, as its record."""
    from game.card.bots import RandomBot as CardRandomBot
    from game.registry import GAMES
    from game.save import record_of
    rules = GAMES["card"]
    config = rules.default_config(players, humans=1, level="random")
    state = rules.new_game(config, seed)
    bot, rng = CardRandomBot(), random.Random(seed)
    actions = []
    while rules.result(state) is None and (rounds is None or len(state.results) < rounds):
        seat = rules.to_act(state)[0]
        actions.append(bot.choose(None, rules.legal_actions(state, seat), rng))
        state = rules.apply(state, actions[-1])
    return record_of(config, seed, actions, game="card")


def render_card_smoke(size=(1280, 720), folder: Path | None = None) -> list[str]:
    """Draw the card game's setup, rules, a round's scoring, the final result and (when the
    app has one) its table, on an off-screen surface."""
    from game.registry import GAMES
    screen = pygame.Surface(size)
    ctx = make_context(screen, Settings(last_game="card"), seed=1, windowed=False)
    done: list[str] = []

    def snap(name: str) -> None:
        for _ in range(2):
            ctx.stack.update(2.0)
        ctx.stack.draw(screen)
        if folder is not None:
            Path(folder).mkdir(parents=True, exist_ok=True)
            pygame.image.save(screen, str(Path(folder) / f"smoke-card-{name}.png"))
        done.append(f"card-{name}")

    ctx.stack.open("title")
    ctx.stack.open("setup")
    snap("setup")
    ctx.stack.replace(ctx.stack.make("rules", "card"))
    snap("rules")
    ctx.stack.pop()
    state = card_playout(rounds=1).replay()
    overlay = ctx.stack.open("scoring", 0, state.events, GAMES["card"].view(state, 0))
    overlay.t = overlay.total_time
    snap("scoring")
    ctx.stack.pop()
    ctx.stack.open("gameover", FinishedGame(card_playout()))
    snap("gameover")
    if has_table("card"):
        start_demo_table(ctx, "card")
        snap("table")
    return done


def start_demo_table(ctx, game: str, players: int = 4, seed: int = 3):
    """An all-computer game of `game` on its table, a few moves in."""
    from game.registry import GAMES
    config = GAMES[game].default_config(players, level="random")
    match = new_match(ctx, config, seed, rng=random.Random(seed), spectator_seat=0,
                      thinking_seconds=0.0)
    table = open_table(ctx, match, how="push", demo=True)
    for _ in range(20):
        ctx.stack.update(1.0)
    return table
