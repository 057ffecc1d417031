"""The playout gauntlet (bench/card_gauntlet/playout.py), the card game's independent Monte
Carlo opponent: legal whole games, determinism, only its view read, deals consistent with the
view, a quick table that scores rounds as the engine does, no code shared with game.ai, and
the runner seating it."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bench.card_gauntlet.playout import PlayoutBot, determinize
from bench.card_gauntlet.table import Rollout, Table
from game.card.actions import PlayCard
from game.card.bots import RandomBot
from game.card.config import default_config
from game.card.engine import apply, legal_actions, new_game, view
from game.card.position import position
from game.card.state import EVERYONE

ROOT = Path(__file__).resolve().parent.parent


def small():
    """The playout bot with a small search, so the suite stays quick (same code paths)."""
    return PlayoutBot(budget=150, min_deals=2, max_deals=3)


def play(players: int, seed: int, bots: list, stir: bool = False):
    """A whole game; returns the actions taken, each checked against the engine's legal moves.
    The game must reach its end after four scored rounds."""
    state = new_game(default_config(players), seed)
    decisions = random.Random(seed)
    actions = []
    while not state.is_over:
        seat = state.to_act[0]
        legal = legal_actions(state, seat)
        if stir:    # the global generator must play no part in a decision
            random.seed(len(actions))
            random.random()
        action = bots[seat].choose(view(state, seat), legal, random.Random(decisions.random()))
        assert action in legal, (action, state.phase)
        actions.append(action)
        state = apply(state, action)
    assert len(state.results) == 4
    return actions


def test_it_plays_only_legal_moves_in_games_of_two_to_five():
    for players in (2, 3, 4, 5):
        for seed in (100000 + players, 100010 + players):
            bots = [small() if seat % 2 == 0 else RandomBot() for seat in range(players)]
            actions = play(players, seed, bots)
            assert sum(1 for a in actions if a.seat == 0) > 10


def test_it_is_deterministic_for_a_seed():
    def lineup():
        return [small(), RandomBot(), small()]

    first = play(3, 100123, lineup())
    again = play(3, 100123, lineup(), stir=True)
    other = play(3, 100124, lineup())
    assert first == again
    assert first != other


def _hidden_swapped(state, seat: int):
    """The same state with one card of another seat's hand swapped with a deck card of
    another kind: only what `seat` cannot see differs."""
    other = (seat + 1) % state.players
    hand = list(state.hands[other])
    deck = list(state.deck)
    k = next(i for i, c in enumerate(deck) if (c.artist, c.effect) != (hand[0].artist,
                                                                         hand[0].effect))
    hand[0], deck[k] = deck[k], hand[0]
    hands = state.hands[:other] + (tuple(hand),) + state.hands[other + 1:]
    return state._replace(hands=hands, deck=tuple(deck))


def test_it_reads_only_its_view():
    bot = PlayoutBot(budget=400, min_deals=4, max_deals=6)
    checked = 0
    for seed in range(100200, 100206):
        state = new_game(default_config(4), seed)
        seat = state.to_act[0]
        twin = _hidden_swapped(state, seat)
        assert twin.hands != state.hands and view(twin, seat) == view(state, seat)
        moves = [bot.choose(view(s, seat), legal_actions(s, seat), random.Random(seed))
                 for s in (state, twin)]
        assert moves[0] == moves[1]
        checked += 1
    assert checked == 6


def test_a_dealt_state_shows_the_seat_exactly_its_view():
    rng = random.Random(100300)
    seen_phases = set()
    for seed in range(100300, 100306):
        state = new_game(default_config(4), seed)
        while not state.is_over:
            seat = state.to_act[0]
            seen = view(state, seat)
            dealt = determinize(seen, rng)
            assert view(dealt, seat) == seen
            assert len(seen.unseen()) == (sum(seen.hand_sizes) - len(seen.hand)
                                          + sum(seen.face_down_counts)
                                          - len(seen.my_face_down) + seen.deck_size)
            hidden = [c.id for i in range(4) if i != seat
                      for c in dealt.hands[i] + dealt.face_down[i]] + [c.id for c in dealt.deck]
            assert sorted(hidden) == [c.id for c in seen.unseen()]
            seen_phases.add(state.phase)
            state = apply(state, rng.choice(legal_actions(state, seat)))
    assert EVERYONE in seen_phases


def test_the_quick_table_scores_rounds_as_the_engine_does():
    checked = 0
    for players in (2, 3, 4, 5):
        for seed in range(100400, 100406):
            state = new_game(default_config(players), seed)
            rng = random.Random(seed)
            while not state.is_over:
                if rng.random() < 0.1:
                    horizon, log = min(state.round + rng.randrange(3), 3), []
                    table = Table.from_state(state, Rollout(random.Random(seed)), log)
                    table.run(state, horizon)
                    replay = state
                    for action in log:    # the table's moves, through the one gate
                        assert action in legal_actions(replay, action.seat)
                        replay = apply(replay, action)
                    assert len(replay.results) > horizon and table.round == horizon
                    assert list(replay.results[horizon].totals) == table.totals
                    checked += 1
                seat = state.to_act[0]
                state = apply(state, rng.choice(legal_actions(state, seat)))
    assert checked > 100


def test_it_ends_a_round_that_it_leads():
    # Seat 0 holds the sixth Denise card: playing it ends the round with four scoring cards
    # of the leading artist in its display and none in the others'; any other card lets
    # seat 1 end the round on its own leading cards.
    config = default_config(3)
    state = position(config,
                     hands=[[(0, "none"), (3, "none"), (4, "none")],
                            [(1, "none"), (1, "none"), (2, "none")],
                            [(3, "none"), (4, "none"), (2, "none")]],
                     influence=(2, "none"),
                     displays=[[(0, "none")] * 4, [(1, "none")] * 5, [(0, "none")]],
                     turn=0)
    seen = view(state, 0)
    move = PlayoutBot().choose(seen, legal_actions(state, 0), random.Random(100500))
    assert isinstance(move, PlayCard) and move.card.artist == 0


def test_it_imports_nothing_from_the_levels():
    code = ("import sys; import bench.card_gauntlet.playout; "
            "print([m for m in sys.modules if m == 'game.ai' or m.startswith('game.ai.')])")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "[]"
    source = (ROOT / "bench/card_gauntlet/playout.py").read_text() + \
        (ROOT / "bench/card_gauntlet/table.py").read_text()
    assert "game.ai" not in source and "bench.card_gauntlet.bot" not in source


def test_the_runner_seats_it(capsys):
    from bench import card_ai
    bot = card_ai.make_bot("playout")
    assert isinstance(bot, PlayoutBot) and bot.name == "playout"
    assert card_ai.make_bot("playout:budget=300:keep=2.0").keep == 2.0
    code = card_ai.main(["--players", "3", "--seats",
                         "playout:budget=150:min_deals=2:max_deals=3,random,gauntlet",
                         "--games", "3", "--seed", "100600", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["illegal_actions"] == 0 and report["games"] == 3
    assert set(report["bots"]) == {"playout:budget=150:min_deals=2:max_deals=3", "random",
                                   "gauntlet"}


def test_the_runners_help_names_its_own_seats(capsys):
    from bench import card_ai
    with pytest.raises(SystemExit) as done:
        card_ai.main(["--help"])
    shown = capsys.readouterr().out
    assert done.value.code == 0
    assert '"playout"' in shown and '"gauntlet"' in shown   # this tool's own seat names
    assert "--seats" in shown                               # and the tournament's options
